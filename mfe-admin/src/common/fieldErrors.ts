import { apiErrorOf } from '@mealprep/shared/api';

/** The first message of each field of a refused request (what a form shows under a field). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const refused = apiErrorOf(error);
  if (!refused) return {};
  return Object.fromEntries(
    Object.entries(refused.errors).map(([field, [first = '']]) => [field, first]),
  );
}
