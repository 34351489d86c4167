import { ValidationError } from 'yup';
import type { Locale } from '../i18n/locale';
import {
  isValidationMessage,
  translateValidationMessage,
  type ValidationMessage,
} from './messages';

/** Field path → the failed rules, in the order the schema reported them. */
export type FieldMessages = Record<string, ValidationMessage[]>;

/** The whole body failed (not an object): reported under this pseudo-field. */
export const BODY_FIELD = '_body';

/**
 * Collects a yup error (with `abortEarly: false`) per field. A message that is not a catalogue
 * key (a schema built without `msg(...)`) becomes `validation.invalid`, so callers never show a
 * raw English sentence from yup.
 */
export function fieldMessages(error: ValidationError): FieldMessages {
  const result: FieldMessages = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const field = failure.path || BODY_FIELD;
    const list = (result[field] ??= []);
    for (const raw of failure.errors as unknown[]) {
      const message = isValidationMessage(raw) ? raw : { key: 'validation.invalid' as const };
      if (!list.some((known) => known.key === message.key)) list.push(message);
    }
  }
  return result;
}

/** The API's `errors` object: each field's messages translated into the caller's locale. */
export function translateFieldMessages(
  messages: FieldMessages,
  locale: Locale,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, list]) => [
      field,
      list.map((message) => translateValidationMessage(message, locale)),
    ]),
  );
}

export function isValidationError(error: unknown): error is ValidationError {
  return ValidationError.isError(error);
}
