/** What the shop's staff did (docs/architecture.md §9.8): who, when, what, before → after. */
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * One row per staff action, written in the same transaction as the change it records, so a
 * change is never without its entry and an entry never without its change. Rows are only added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The staff member; kept by e-mail too, so the entry survives the account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    /** e.g. `order.status`, `staff.invite`, `staff.role`. */
    action: varchar('action', { length: 60 }).notNull(),
    /** What it acted on: `order`, `user`, … and its id. */
    subject: varchar('subject', { length: 40 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subject, table.subjectId),
  ],
);
