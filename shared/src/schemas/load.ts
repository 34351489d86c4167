import type { AnyObjectSchema } from 'yup';

/** `@mealprep/shared/validation`: the schemas with yup and luxon, about 39 kB gz together. */
export type ValidationModule = typeof import('@mealprep/shared/validation');

/** Picks a form's schema out of the loaded module: `(v) => v.loginSchema`. */
export type SchemaOf = (validation: ValidationModule) => AnyObjectSchema;

let loading: Promise<ValidationModule> | null = null;

/**
 * Loads the validation module when a form first needs it (a field takes the focus, a step is
 * checked, the form is submitted) instead of with the page: with it, a form page's first visit
 * would carry yup, luxon and every schema. A failed load is retried the next time.
 *
 * Import it from `@mealprep/shared/validation/load`, which holds nothing else: importing it from
 * `@mealprep/shared/validation` would load the schemas with the page and defeat the point. The
 * import below names the package, not `./index`, so Module Federation hands every remote the one
 * shared copy of the module instead of bundling its own.
 */
export function loadValidation(): Promise<ValidationModule> {
  loading ??= import('@mealprep/shared/validation').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts loading the validation module ahead of need, once a customer starts on a form (a field
 * focused, a pointer pressed), so the check on submit rarely waits. A failure is left to the load
 * that needs the module, which tries again.
 */
export function prefetchValidation(): void {
  loadValidation().catch(() => undefined);
}
