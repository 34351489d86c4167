import {
  translateFieldMessages,
  validationMessages,
  type FieldMessages,
} from '@mealprep/shared/validation';
import type { Locale } from '@mealprep/shared/i18n';
import type { TestApiAnswer } from '@mealprep/shared/testing';

export {
  startTestApi,
  type TestApi,
  type TestApiAnswer,
  type TestApiRequest,
  type TestApiRoutes,
} from '@mealprep/shared/testing';

/** A 422 answer as the API gives it: a summary and each field's messages, translated. */
export function validationFailure(locale: Locale, fields: FieldMessages): TestApiAnswer {
  return {
    status: 422,
    body: {
      error: true,
      message: validationMessages[locale]['validation.summary'],
      errors: translateFieldMessages(fields, locale),
    },
  };
}
