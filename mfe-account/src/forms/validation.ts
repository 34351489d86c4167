import type { AnyObjectSchema } from 'yup';

/** `@mealprep/shared/validation`: the schemas with yup and luxon, about 39 kB gz together. */
export type ValidationModule = typeof import('@mealprep/shared/validation');

/** Picks a form's schema out of the loaded module: `(v) => v.loginSchema`. */
export type SchemaOf = (validation: ValidationModule) => AnyObjectSchema;

let loading: Promise<ValidationModule> | null = null;

/**
 * Loads the validation module when a form first needs it (a field or button takes the focus, or
 * the form is submitted) instead of with the page: with it, the first visit of /auth/login
 * would be about twice the remote's 35 kB budget. A failed load is retried the next time.
 */
export function loadValidation(): Promise<ValidationModule> {
  loading ??= import('@mealprep/shared/validation').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

// Constants the pages need while rendering, before the module is loaded. Each is typed as the
// shared constant's literal type, so a change in shared fails `tsc` here instead of drifting.
export const PASSWORD_MIN: ValidationModule['PASSWORD_MIN'] = 8;
export const GENDERS: ValidationModule['GENDERS'] = ['M', 'F'];
export const COUNTRY_CODES: ValidationModule['COUNTRY_CODES'] = ['MY'];
export const BUSINESS_ZONE: ValidationModule['BUSINESS_ZONE'] = 'Asia/Kuala_Lumpur';
