/**
 * Addresses, vouchers, orders, payments and points (docs/spec.md §3, docs/architecture.md §6, §9). Money is
 * integer sen; every counter that must not go wrong is guarded here, in SQL.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CART_ITEM_TYPES,
  DELIVERY_METHODS,
  DISH_SIZES,
  ORDER_STATUSES,
  PACKAGING_METHODS,
  PAYMENT_STATUSES,
  POINTS_SOURCES,
  VOUCHER_KINDS,
} from '@mealprep/shared/domain';

import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A customer's delivery addresses (docs/spec.md §3). Exactly one default per customer is enforced by a
 * partial unique index; coordinates are the chosen suggestion's and never zero (docs/spec.md §5).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    unitNo: varchar('unit_no', { length: 50 }),
    address1: varchar('address_1', { length: 255 }).notNull(),
    address2: varchar('address_2', { length: 255 }),
    state: varchar('state', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default('MY'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user').on(table.userId),
    uniqueIndex('addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('addresses_coordinates', sql`${table.latitude} <> 0 and ${table.longitude} <> 0`),
  ],
);

/** Public holidays and closures that move the delivery date (docs/spec.md §9 holiday override). */
export const deliveryHolidays = pgTable(
  'delivery_holidays',
  {
    id: serial('id').primaryKey(),
    /** Orders placed on a day in [orderedFrom, orderedTo] (Kuala Lumpur dates) follow the rule. */
    orderedFrom: date('ordered_from', { mode: 'string' }).notNull(),
    orderedTo: date('ordered_to', { mode: 'string' }).notNull(),
    /** Order weekday (0 = Sunday) → delivery weekday (0 = Sunday), e.g. {"1":4,"2":5,"3":5}. */
    deliveryWeekdayByOrderWeekday: jsonb('delivery_weekday_by_order_weekday')
      .$type<Record<string, number>>()
      .notNull(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (table) => [check('delivery_holidays_range', sql`${table.orderedFrom} <= ${table.orderedTo}`)],
);

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
 * An order and its price snapshot. The same Idempotency-Key from the same customer answers the
 * same order. The address is copied, so editing or deleting it later changes no order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number, e.g. MP-20261121-000123. */
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    userId: userRef(),
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
    /**
     * Until when an unpaid order can be paid (placed + the payment window); after it the sweeper
     * cancels it. null on orders from before the column: read as created_at + the window.
     */
    payBy: timestamptz('pay_by'),
    /** Why a cancelled order was cancelled: the customer, not paid in time, or placed again. */
    cancelReason: varchar('cancel_reason', { length: 20 }).$type<OrderCancelReason>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('orders_order_no_unique').on(table.orderNo),
    unique('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_created').on(table.userId, table.createdAt),
    index('orders_status_created').on(table.status, table.createdAt),
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
