/** Problems reported after delivery and support's answers (docs/support.md). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProblemReason, ProblemResolution, ProblemStatus } from '@mealprep/shared/staff';
import { users } from '../schema';
import { createdAt, timestamptz, updatedAt, userRef } from './commerce/columns';
import { orders } from './commerce/orders';
import { pointsTransactions } from './commerce/points';

/**
 * One report per row: the order's lines it names, the reason, a note and the re-encoded photo's
 * file name (kept out of the public storage address: staff read it through the API). A report is
 * open until support resolves it, once; at most one report of an order is open at a time.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: userRef(),
    status: varchar('status', { length: 20 }).$type<ProblemStatus>().notNull().default('open'),
    reason: varchar('reason', { length: 20 }).$type<ProblemReason>().notNull(),
    lineIds: integer('line_ids').array().notNull(),
    note: text('note'),
    photo: varchar('photo', { length: 80 }),
    resolution: varchar('resolution', { length: 20 }).$type<ProblemResolution>(),
    points: integer('points'),
    refundSen: integer('refund_sen'),
    resolutionReason: text('resolution_reason'),
    pointsTransactionId: integer('points_transaction_id').references(() => pointsTransactions.id, {
      onDelete: 'set null',
    }),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamptz('refunded_at'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('problem_reports_one_open')
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    index('problem_reports_order').on(table.orderId),
    index('problem_reports_queue').on(table.status, table.createdAt),
    check('problem_reports_status', sql`${table.status} in ('open', 'resolved')`),
    check(
      'problem_reports_reason',
      sql`${table.reason} in ('missing', 'wrong_item', 'quality', 'temperature', 'late')`,
    ),
    check('problem_reports_lines', sql`cardinality(${table.lineIds}) > 0`),
    check(
      'problem_reports_outcome',
      sql`(${table.status} = 'open' and ${table.resolution} is null and ${table.resolvedAt} is null) or (${table.status} = 'resolved' and ${table.resolvedAt} is not null and ((${table.resolution} = 'points' and ${table.points} > 0) or (${table.resolution} = 'refund' and ${table.refundSen} > 0) or (${table.resolution} = 'none' and ${table.resolutionReason} is not null)))`,
    ),
    check(
      'problem_reports_refunded',
      sql`${table.refundedAt} is null or ${table.resolution} = 'refund'`,
    ),
  ],
);

/** Support's messages to the customer about a report, oldest first. */
export const problemAnswers = pgTable(
  'problem_answers',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('problem_answers_report').on(table.reportId, table.id)],
);
