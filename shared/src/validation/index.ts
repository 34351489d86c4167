/** Validation shared by the forms (formik) and the API: one yup schema per input (docs/spec.md §5). */
export * from './messages';
export * from './schemas';
export * from './errors';
export {
  isWeakPassword,
  loadPasswordEstimator,
  passwordStrength,
  passwordVerdict,
  personalWords,
  SHOP_WORDS,
  type PasswordOwner,
  type PasswordStrength,
  type PasswordVerdict,
} from './password';
export {
  AGE_MAX,
  AGE_MIN,
  COUNTRY_CODES,
  EMAIL_MAX,
  INT_MAX,
  GENDERS,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  SIGN_IN_PASSWORD_MIN,
  msg,
  normalizeMalaysianPhone,
  parseIsoDate,
  strictBoolean,
  strictInteger,
  text,
  uncoerced,
  type ValidationContext,
} from './rules';
