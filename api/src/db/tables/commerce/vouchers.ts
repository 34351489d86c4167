/** Vouchers (docs/architecture.md §9); their uses by orders are in orders.ts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { VOUCHER_KINDS } from '@mealprep/shared/core';
import { timestamptz, createdAt, updatedAt } from './columns';

export const voucherKind = pgEnum('voucher_kind', VOUCHER_KINDS);

/** docs/architecture.md §9 vouchers. `usedCount` is raised only inside the order's transaction. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; looked up case-insensitively. */
    code: varchar('code', { length: 40 }).notNull(),
    kind: voucherKind('kind').notNull(),
    /** Percent (1–100) for `percent`, sen for `fixed`. */
    value: integer('value').notNull(),
    minSubtotalSen: integer('min_subtotal_sen').notNull().default(0),
    maxDiscountSen: integer('max_discount_sen'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(sql`upper(${table.code})`),
    check(
      'vouchers_value',
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100) or (${table.kind} = 'fixed' and ${table.value} > 0)`,
    ),
    check(
      'vouchers_used_within_limit',
      sql`${table.usedCount} >= 0 and (${table.totalLimit} is null or ${table.usedCount} <= ${table.totalLimit})`,
    ),
  ],
);
