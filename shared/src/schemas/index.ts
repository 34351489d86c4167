/** Validation shared by the forms (formik) and the API: one yup schema per input (docs/spec.md §5). */
export * from '../validation/messages';
export * from '../validation/errors';
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
} from '../validation/password';
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
} from '../validation/rules';
/**
 * One yup schema per input (docs/spec.md §5), shared by the forms and the API, one file per area.
 * This module keeps the names importers have always used.
 */
export { jsonObject, type RequestBody } from '../validation/input';
export * from '../validation/logEntry';
export * from '../account/account.validation';
export * from '../catalogue/catalogue.validation';
export * from '../cart/cart.validation';
export * from '../account/addresses.validation';
export * from '../orders/orders.validation';
export * from '../plan/questionnaire.validation';
export * from '../releases/releases.validation';
export * from '../checkout/checkout.validation';
export * from '../staff/admin.validation';
export * from '../catalogue/menu.validation';
export * from '../staff/problems.validation';
export * from '../staff/packing.validation';
export * from '../subscriptions/subscriptions.validation';
