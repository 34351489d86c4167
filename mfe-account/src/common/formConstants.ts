import type { ValidationModule } from '@mealprep/shared/validation/load';

// Constants the pages need while rendering, before the validation module is loaded (it loads
// when a form first needs it: `loadValidation` of `@mealprep/shared/validation/load`). Each is
// typed as the shared constant's literal type, so a change in shared fails `tsc` here instead
// of drifting.
export const PASSWORD_MIN: ValidationModule['PASSWORD_MIN'] = 12;
export const GENDERS: ValidationModule['GENDERS'] = ['M', 'F'];
export const COUNTRY_CODES: ValidationModule['COUNTRY_CODES'] = ['MY'];
