import type { AnyObjectSchema } from 'yup';
import { apiErrorOf } from '../api/baseApi';
import type { Locale } from '../i18n/locale';
import type { ValidationMessage } from '../validation/messages';
import { loadValidation, type SchemaOf, type ValidationModule } from '../schemas/load';

/** One message per field, translated: what a form shows under each field. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a refused request (what a form shows under a field). */
export function firstFieldErrors(error: unknown): FieldErrors {
  const refused = apiErrorOf(error);
  if (!refused) return {};
  return Object.fromEntries(
    Object.entries(refused.errors).map(([field, [first = '']]) => [field, first]),
  );
}

/** The value at a field's path as yup names it (`sizes[0].calories`), or undefined. */
function valueAt(values: object, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split(/[.[\]]/).filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A field the customer left empty: an empty string, or no value at all. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Runs one of the shared yup schemas (the API validates with the same one) and gives each
 * failing field one message in the visitor's language (docs/spec.md §5 "messages are translated
 * keys"): the first one, except that a field left blank says "required". yup checks `oneOf`
 * before `required`, so an unanswered gender would otherwise read "Gender must be M or F."
 */
export async function validateWithSchema(
  validation: ValidationModule,
  schema: AnyObjectSchema,
  values: object,
  locale: Locale,
): Promise<FieldErrors> {
  const { fieldMessages, isValidationError, translateValidationMessage } = validation;
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const errors: FieldErrors = {};
    for (const [field, list] of Object.entries(fieldMessages(error))) {
      const shown: ValidationMessage | undefined = isBlank(valueAt(values, field))
        ? { key: 'validation.required' }
        : list[0];
      if (shown) errors[field] = translateValidationMessage(shown, locale);
    }
    return errors;
  }
}

/**
 * The fields the shared rules refuse in `values`, one translated message each (the rule of
 * `validateWithSchema`); none when they pass. The rules (yup, the schemas) are loaded when a
 * form first needs them, not with the page; when they cannot be loaded there are none either:
 * the API checks the same rules and answers with its own translated messages.
 */
export async function ruleErrors(
  schemaOf: SchemaOf,
  values: object,
  locale: Locale,
): Promise<FieldErrors> {
  let validation: ValidationModule;
  try {
    validation = await loadValidation();
  } catch {
    return {};
  }
  return validateWithSchema(validation, schemaOf(validation), values, locale);
}
