/** Sign-in, registration, profile and password inputs (docs/spec.md §5). */
import { type InferType } from 'yup';
import { body, type RequestBody } from '../validation/input';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  genderField,
  NAME_MAX,
  newPasswordField,
  PASSWORD_MAX,
  passwordConfirmationField,
  passwordField,
  phoneField,
  requiredText,
  strictBoolean,
  text,
} from '../validation/rules';

/** docs/spec.md §5 login: e-mail required and valid, password required with at least 8 characters. */
export const loginSchema = body({
  email: emailField(),
  password: passwordField(),
});

const personalFields = {
  email: emailField(),
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  phone_no: phoneField(),
  date_of_birth: dateOfBirthField(),
  gender: genderField(),
  country_code: countryCodeField(),
};

/** docs/spec.md §5 register, with the fields of the docs/spec.md §3 registration form, all required. */
export const registerSchema = body({
  ...personalFields,
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

/** docs/spec.md §5 profile update: the register rules without passwords, plus the notification setting. */
export const profileUpdateSchema = body({
  ...personalFields,
  email_notifications: strictBoolean().optional(),
  /** Day-before delivery reminders (docs/architecture.md §7.1); absent leaves it as it is. */
  reminder_emails: strictBoolean().optional(),
  /** Needed (and checked by the API) only when the e-mail changes. */
  current_password: text({ max: PASSWORD_MAX, trim: false }).optional(),
});

/** docs/spec.md §5 change password: old password, new password and its confirmation, each at least 8. */
export const changePasswordSchema = body({
  old_password: passwordField(),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

export const forgotPasswordSchema = body({
  email: emailField(),
});

export const resetPasswordSchema = body({
  token: requiredText(200),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

/** The link of a verification mail (docs/accounts.md). */
export const verifyEmailSchema = body({
  token: requiredText(200),
});

export type LoginInput = InferType<typeof loginSchema>;
export type LoginRequest = RequestBody<typeof loginSchema>;
export type RegisterInput = InferType<typeof registerSchema>;
export type RegisterRequest = RequestBody<typeof registerSchema>;
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;
export type ProfileUpdateRequest = RequestBody<typeof profileUpdateSchema>;
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
export type ChangePasswordRequest = RequestBody<typeof changePasswordSchema>;
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
export type ForgotPasswordRequest = RequestBody<typeof forgotPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
export type ResetPasswordRequest = RequestBody<typeof resetPasswordSchema>;
export type VerifyEmailInput = InferType<typeof verifyEmailSchema>;
export type VerifyEmailRequest = RequestBody<typeof verifyEmailSchema>;
