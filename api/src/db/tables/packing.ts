/** The kitchen's packing (docs/kitchen.md): which packs of an order have been packed, by whom. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './commerce';
import { timestamptz } from './commerce/columns';

/**
 * One row per packed pack. A pack is not stored itself: it is derived from the order's lines
 * (api/src/labels/packs.ts) and numbered 1… within its order, so a row says "pack n of this order
 * is packed". Unticking deletes the row; the audit log keeps the history.
 */
export const orderPacks = pgTable(
  'order_packs',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packNo: integer('pack_no').notNull(),
    packedAt: timestamptz('packed_at').notNull().defaultNow(),
    packedBy: integer('packed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.packNo] }),
    check('order_packs_pack_no', sql`${table.packNo} > 0`),
  ],
);
