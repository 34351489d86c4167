/** Column helpers and types the tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** Text in every locale of the shop (docs/spec.md §1: en-US and ms-MY). */
export interface LocalizedText {
  'en-US': string;
  'ms-MY': string;
}

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
