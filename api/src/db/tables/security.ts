/**
 * Security working rows: rate-limit counters shared by every API process (a limit of N holds
 * across replicas and restarts). One row per key and fixed window; expired windows are swept.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<scope>:<subject>`, e.g. `login-ip:203.0.113.9`, `log-global`. */
    key: varchar('key', { length: 400 }).notNull(),
    /** Start of the fixed window, milliseconds since the epoch. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** End of the window; rows past it are swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_expires_at_idx').on(table.expiresAt),
  ],
);
