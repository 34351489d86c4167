/** The points ledger (docs/spec.md §3). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { POINTS_SOURCES } from '@mealprep/shared/core';
import { users } from '../../schema';
import { createdAt, userRef } from './columns';
import { orders } from './orders';

export const pointsSource = pgEnum('points_source', POINTS_SOURCES);

/**
 * The points ledger (docs/spec.md §3 points history). A paid order credits once (unique order id for
 * source 'order'); `balanceAfter` is checked so the balance never goes below zero.
 */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    source: pointsSource('source').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Positive when earned, negative when deducted. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    remarks: text('remarks').notNull(),
    /** The admin who adjusted it, for source 'admin'. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('points_transactions_user').on(table.userId, table.createdAt),
    uniqueIndex('points_one_credit_per_order')
      .on(table.orderId)
      .where(sql`${table.source} = 'order'`),
    check('points_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    check('points_nonzero', sql`${table.points} <> 0`),
  ],
);
