/** Orders with their price snapshot and lines, payment attempts and voucher uses (docs/architecture.md §9). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { CART_ITEM_TYPES } from '@mealprep/shared/cart';
import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PACKAGING_METHODS,
  PAYMENT_STATUSES,
} from '@mealprep/shared/core';
import { DISH_SIZES } from '@mealprep/shared/catalogue';
import { users } from '../../schema';
import type { RefundReason } from '@mealprep/shared/checkout/contracts';
import { timestamptz, createdAt, updatedAt, userRef } from './columns';
import { addresses } from './addresses';
import { vouchers } from './vouchers';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const deliveryMethod = pgEnum('delivery_method', DELIVERY_METHODS);
export const packagingMethod = pgEnum('packaging_method', PACKAGING_METHODS);

export type OrderCancelReason = 'customer' | 'unpaid' | 'replaced';

/** One price summary line as shown (docs/architecture.md §9 order), amounts in sen. */
export interface PriceLineRow {
  key: string;
  amountSen: number;
}

/**
 * An order and its price snapshot. The address is copied, so editing or deleting it later changes
 * no order. Which order an Idempotency-Key answers is kept in `idempotency_keys`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number, e.g. MP-20261121-000123. */
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    userId: userRef(),
    /** The Idempotency-Key the order was placed with (the keys it answers: `idempotency_keys`). */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    status: orderStatus('status').notNull().default('payment_pending'),
    deliveryMethod: deliveryMethod('delivery_method').notNull(),
    packagingMethod: packagingMethod('packaging_method').notNull(),
    deliveryInstructions: text('delivery_instructions'),
    /** Kuala Lumpur date and slot start ('09:00'…'15:00'; pickup times for self pickup). */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryTime: varchar('delivery_time', { length: 5 }).notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when ordered (null for self pickup). */
    address: jsonb('address').$type<Record<string, unknown>>(),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    subtotalSen: integer('subtotal_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    priceLines: jsonb('price_lines').$type<PriceLineRow[]>().notNull(),
    courierQuote: jsonb('courier_quote').$type<Record<string, unknown>>(),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The order's life after payment (docs/architecture.md §9.8): when each step was taken. */
    preparingAt: timestamptz('preparing_at'),
    readyAt: timestamptz('ready_at'),
    outForDeliveryAt: timestamptz('out_for_delivery_at'),
    deliveredAt: timestamptz('delivered_at'),
    /**
     * Until when an unpaid order can be paid (placed + the payment window); after it the sweeper
     * cancels it. null on orders from before the column: read as created_at + the window.
     */
    payBy: timestamptz('pay_by'),
    /** Why a cancelled order was cancelled: the customer, not paid in time, or placed again. */
    cancelReason: varchar('cancel_reason', { length: 20 }).$type<OrderCancelReason>(),
    /** The language the order was placed in: its e-mails and receipt are written in it. */
    locale: varchar('locale', { length: 5 }).notNull().default('en-US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('orders_order_no_unique').on(table.orderNo),
    index('orders_user_created').on(table.userId, table.createdAt),
    index('orders_status_created').on(table.status, table.createdAt),
    // The kitchen's board and production sheet read one delivery day's orders.
    index('orders_delivery_date').on(table.deliveryDate, table.status),
    check('orders_amounts', sql`${table.subtotalSen} >= 0 and ${table.totalSen} >= 0`),
  ],
);

export const orderLineType = pgEnum('order_line_type', CART_ITEM_TYPES);
export const orderLineSize = pgEnum('order_line_size', DISH_SIZES);

/** The cart lines at the moment of ordering, with their prices (a snapshot, never re-read). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: orderLineType('type').notNull(),
    /** The product's id of its type (dish, bundle, fixed plan, personalised plan). */
    productId: integer('product_id').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    size: orderLineSize('size'),
    servings: integer('servings').notNull().default(1),
    quantity: integer('quantity').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    subtotalSen: integer('subtotal_sen').notNull(),
  },
  (table) => [
    index('order_lines_order').on(table.orderId),
    check(
      'order_lines_amounts',
      sql`${table.quantity} > 0 and ${table.unitPriceSen} >= 0 and ${table.subtotalSen} = ${table.unitPriceSen} * ${table.quantity}`,
    ),
  ],
);

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** One attempt to pay an order; a failed order gets a new attempt ("try again"). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 40 }).notNull(),
    /** The gateway's own id (bill id, session id). */
    providerRef: varchar('provider_ref', { length: 200 }),
    /** Where the customer pays (the gateway's hosted page). */
    paymentUrl: text('payment_url'),
    amountSen: integer('amount_sen').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    paidAt: timestamptz('paid_at'),
    /** The last verified callback, for audit. */
    callback: jsonb('callback').$type<Record<string, unknown>>(),
    /**
     * A charge to a saved payment method (docs/subscriptions.md): the idempotency key sent to the
     * gateway, `sub:<subscription>:<delivery date>`. Unique, so a week is charged at most once
     * whatever retries, crashes or two API processes do; null for a payment on a hosted page.
     */
    chargeKey: varchar('charge_key', { length: 200 }),
    /**
     * Money received that is to be refunded (docs/architecture.md §9.4 "decided once"): for an
     * order the customer had cancelled (it stays cancelled), or a second payment of a paid order.
     * Set when the gateway reported it; staff list these until one marks it refunded.
     */
    refundDueAt: timestamptz('refund_due_at'),
    refundReason: varchar('refund_reason', { length: 20 }).$type<RefundReason>(),
    /** When and by whom the refund was made (the audit log has the entry). */
    refundedAt: timestamptz('refunded_at'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerRef),
    // At most one successful payment per order, whatever the callbacks do.
    uniqueIndex('payments_one_paid')
      .on(table.orderId)
      .where(sql`${table.status} = 'paid'`),
    // One open attempt (one hosted page to pay on) per order: a new one expires the older first.
    uniqueIndex('payments_one_open')
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_charge_key').on(table.chargeKey),
    // The staff's list of refunds due.
    index('payments_refunds_due')
      .on(table.refundDueAt)
      .where(sql`${table.refundDueAt} is not null and ${table.refundedAt} is null`),
    check('payments_amount', sql`${table.amountSen} > 0`),
  ],
);

/** One row per use of a voucher by an order (per-customer limits count these). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: userRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountSen: integer('discount_sen').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('voucher_redemptions_order').on(table.orderId),
    index('voucher_redemptions_voucher_user').on(table.voucherId, table.userId),
  ],
);
