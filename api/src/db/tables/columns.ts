/** Column helpers and types the tables share. */
import { timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@mealprep/shared/locale';

/** Text in every locale of the shop (docs/spec.md §1: en-US and ms-MY). */
export type LocalizedText = Record<Locale, string>;

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
