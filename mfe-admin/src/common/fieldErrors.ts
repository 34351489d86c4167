import { apiErrorOf } from '@mealprep/shared/api';
import type { Locale } from '@mealprep/shared/i18n';
import {
  loadValidation,
  type SchemaOf,
  type ValidationModule,
} from '@mealprep/shared/validation/load';

/** The first message of each field of a refused request (what a form shows under a field). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const refused = apiErrorOf(error);
  if (!refused) return {};
  return Object.fromEntries(
    Object.entries(refused.errors).map(([field, [first = '']]) => [field, first]),
  );
}

/**
 * The first message of each field the shared rules refuse in `values`, translated; none when they
 * pass. The rules (yup, luxon, the schemas) are loaded when a form first needs them, not with the
 * page; when they cannot be loaded there are none either: the API checks the same rules and
 * answers with its own translated messages.
 */
export async function ruleErrors(
  schemaOf: SchemaOf,
  values: object,
  locale: Locale,
): Promise<Record<string, string>> {
  let validation: ValidationModule;
  try {
    validation = await loadValidation();
  } catch {
    return {};
  }
  try {
    await schemaOf(validation).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!validation.isValidationError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const [field, [first]] of Object.entries(validation.fieldMessages(error))) {
      if (first) errors[field] = validation.translateValidationMessage(first, locale);
    }
    return errors;
  }
}
