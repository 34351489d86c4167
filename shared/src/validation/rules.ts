import { DateTime } from 'luxon';
import { boolean, number, ref, string } from 'yup';
import type { MessageValues, ValidationMessage, ValidationMessageKey } from './messages';
import { BUSINESS_ZONE } from '../core/businessTime';
import { passwordVerdict, type PasswordOwner } from './password';

/** A new password's least length (ASVS 2.1.1). */
export const PASSWORD_MIN = 12;
/**
 * What sign-in and the current-password fields ask for: passwords chosen before the minimum
 * rose to `PASSWORD_MIN` had 8 characters or more, and still sign in.
 */
export const SIGN_IN_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const AGE_MIN = 13;
export const AGE_MAX = 120;
export const GENDERS = ['M', 'F'] as const;
/** docs/spec.md §9: the only supported country. */
export const COUNTRY_CODES = ['MY'] as const;

export function msg(key: ValidationMessageKey, values?: MessageValues): ValidationMessage {
  return values ? { key, values } : { key };
}

/**
 * Turns off yup's own cast, which calls the value's `toString` / `valueOf`: a JSON object whose
 * `toString` key is a string made validation throw (a 500) instead of failing. Fields that read
 * text as numbers do it in their own transform, from the original value.
 */
export function uncoerced<S extends { spec: { coerce: boolean } }>(schema: S): S {
  schema.spec.coerce = false;
  return schema;
}

/** Context a caller may pass to `validate` (tests pin "today" with it). */
export interface ValidationContext {
  now?: Date;
  /**
   * Whose password is being chosen, where the input does not say (a change, a reset): their
   * e-mail and name may not make it up (`newPasswordField`).
   */
  account?: PasswordOwner;
}

interface TextOptions {
  max: number;
  /** Trim surrounding white space (never for passwords). */
  trim?: boolean;
}

/**
 * A string field that accepts strings only: yup would turn `123` into `'123'` and `null` into a
 * "cannot be null" sentence; here both report a catalogue key instead.
 */
export function text({ max, trim = true }: TextOptions) {
  return uncoerced(string())
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && trim ? original.trim() : original,
    )
    .typeError(msg('validation.string'))
    .nonNullable(msg('validation.string'))
    .max(max, ({ max: limit }: { max: number }) => msg('validation.max', { max: limit }))
    .test({
      // PostgreSQL text cannot hold U+0000; refuse it here rather than fail in the database.
      name: 'noNul',
      message: msg('validation.string'),
      skipAbsent: true,
      test: (value) => value === undefined || !value.includes('\u0000'),
    });
}

export function requiredText(max: number) {
  return text({ max }).required(msg('validation.required'));
}

export function emailField() {
  return requiredText(EMAIL_MAX).email(msg('validation.email'));
}

/** A password given to sign in (or to confirm a change): any the shop ever accepted. */
export function passwordField() {
  return text({ max: PASSWORD_MAX, trim: false })
    .required(msg('validation.required'))
    .min(SIGN_IN_PASSWORD_MIN, ({ min }: { min: number }) => msg('validation.min', { min }));
}

function ownerOf(parent: unknown, context: unknown): PasswordOwner {
  const sibling = (parent ?? {}) as Record<string, unknown>;
  const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const named: PasswordOwner = {
    email: asText(sibling.email),
    first_name: asText(sibling.first_name),
    last_name: asText(sibling.last_name),
  };
  return { ...named, ...(context as ValidationContext | undefined)?.account };
}

/**
 * A password being chosen: at least `PASSWORD_MIN` characters (ASVS 2.1.1), and neither weak
 * (ASVS 2.1.7) nor made of the shop's words or the owner's e-mail and name — read from the
 * fields beside it (registration) or from the context's `account` (a change or reset, where the
 * API knows whose it is).
 */
export function newPasswordField() {
  return text({ max: PASSWORD_MAX, trim: false })
    .required(msg('validation.required'))
    .min(PASSWORD_MIN, ({ min }: { min: number }) => msg('validation.min', { min }))
    .test({
      name: 'passwordGuessable',
      // Asynchronous: the estimator and its dictionary load on the first check (password.ts).
      async test(value) {
        if (value === undefined || value.length < PASSWORD_MIN) return true;
        const { verdict } = await passwordVerdict(
          value,
          ownerOf(this.parent, this.options.context),
        );
        if (verdict === 'ok') return true;
        return this.createError({
          message: msg(
            verdict === 'common' ? 'validation.passwordCommon' : 'validation.passwordPersonal',
          ),
        });
      },
    });
}

/** docs/spec.md §5: required, at least `PASSWORD_MIN` and equal to `password`; the error sits on the confirmation field. */
export function passwordConfirmationField(passwordField = 'password') {
  return text({ max: PASSWORD_MAX, trim: false })
    .required(msg('validation.required'))
    .min(PASSWORD_MIN, ({ min }: { min: number }) => msg('validation.min', { min }))
    .oneOf([ref<string>(passwordField)], msg('validation.passwordMismatch'));
}

/** A boolean that is really a boolean (`"true"` and `1` are refused). */
export function strictBoolean() {
  return uncoerced(boolean())
    .strict()
    .typeError(msg('validation.boolean'))
    .nonNullable(msg('validation.boolean'));
}

/** PostgreSQL `integer`. */
export const INT_MAX = 2_147_483_647;

/** An integer in a JSON body (`"5"` is refused). */
export function strictInteger() {
  return uncoerced(number())
    .strict()
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .min(-INT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }));
}

/** Digits of a Malaysian number without separators, in national form (`0123456789`). */
export function normalizeMalaysianPhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  const national = compact.startsWith('+60')
    ? `0${compact.slice(3)}`
    : compact.startsWith('60')
      ? `0${compact.slice(2)}`
      : compact;
  // Mobile 01x-xxx xxxx (10–11 digits), fixed lines 0[3-9]-xxxx xxxx (9–10 digits).
  return /^(01\d{8,9}|0[3-9]\d{7,8})$/.test(national) ? national : null;
}

/** Parses `yyyy-MM-dd` strictly; null when the text is not a real calendar date. */
export function parseIsoDate(value: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = DateTime.fromISO(value, { zone: BUSINESS_ZONE });
  return date.isValid ? date : null;
}

function today(context: unknown): DateTime {
  const now = (context as ValidationContext | undefined)?.now;
  return (now ? DateTime.fromJSDate(now) : DateTime.now()).setZone(BUSINESS_ZONE).startOf('day');
}

export function phoneField() {
  return requiredText(PHONE_MAX).test({
    name: 'phone',
    message: msg('validation.phone'),
    skipAbsent: true,
    test: (value) => normalizeMalaysianPhone(value) !== null,
  });
}

/** docs/spec.md §3 date_of_birth: `yyyy-MM-dd`, in the past, a plausible age. */
export function dateOfBirthField() {
  return requiredText(10)
    .test({
      name: 'date',
      message: msg('validation.date'),
      skipAbsent: true,
      test: (value) => parseIsoDate(value) !== null,
    })
    .test({
      name: 'dateInPast',
      message: msg('validation.dateInPast'),
      skipAbsent: true,
      test(value) {
        const date = parseIsoDate(value);
        return date === null || date < today(this.options.context);
      },
    })
    .test({
      name: 'age',
      message: msg('validation.age', { min: AGE_MIN, max: AGE_MAX }),
      skipAbsent: true,
      test(value) {
        const date = parseIsoDate(value);
        const now = today(this.options.context);
        if (date === null || date >= now) return true;
        const age = Math.floor(now.diff(date, 'years').years);
        return age >= AGE_MIN && age <= AGE_MAX;
      },
    });
}

export function genderField() {
  return text({ max: 50 })
    .required(msg('validation.required'))
    .oneOf(GENDERS, msg('validation.gender'));
}

export function countryCodeField() {
  return text({ max: 50 })
    .required(msg('validation.required'))
    .oneOf(COUNTRY_CODES, msg('validation.countryCode'));
}

/** An ISO 8601 date and time from a plausible clock (years 1970–9999). */
export function isoDateTimeField() {
  return requiredText(64).test({
    name: 'dateTime',
    message: msg('validation.dateTime'),
    skipAbsent: true,
    test: (value) => {
      if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return false;
      const date = DateTime.fromISO(value, { setZone: true });
      // Luxon and Date.parse must agree it is a date: the API stores `new Date(value)`.
      const year = date.toUTC().year;
      return date.isValid && Number.isFinite(Date.parse(value)) && year >= 1970 && year <= 9999;
    },
  });
}
