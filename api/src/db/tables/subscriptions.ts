/** Subscriptions, their weeks and saved payment methods (docs/subscriptions.md). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CartItemType } from '@mealprep/shared/cart';
import type { DeliveryMethod, PackagingMethod } from '@mealprep/shared/core';
import type { DishSizeCode } from '@mealprep/shared/catalogue';
import type { SubscriptionStatus, SubscriptionWeekState } from '@mealprep/shared/subscriptions';
import { createdAt, timestamptz, updatedAt, userRef } from './commerce/columns';
import { addresses } from './commerce/addresses';
import { orders } from './commerce/orders';
import { mealPlans } from './preferences';

/** One line of the weekly box: a product of the cart, without its price (priced each week). */
export interface SubscriptionLineRow {
  type: CartItemType;
  productId: number;
  size: DishSizeCode | null;
  servings: number;
  quantity: number;
}

export type PaymentMethodKind = 'card' | 'duitnow_mandate';

/**
 * A way to pay renewals saved after one authentication: the gateway's token, never a card
 * number. Removed methods keep their row (`removed_at`) so past charges still name them.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: varchar('provider', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<PaymentMethodKind>().notNull(),
    /** The gateway's token (card) or mandate reference (DuitNow AutoDebit). */
    token: varchar('token', { length: 200 }).notNull(),
    /** What the customer reads: "Visa •••• 4242". */
    label: varchar('label', { length: 80 }).notNull(),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    index('payment_methods_user').on(table.userId),
    uniqueIndex('payment_methods_token').on(table.provider, table.token),
    check('payment_methods_kind', sql`${table.kind} in ('card', 'duitnow_mandate')`),
  ],
);

/** A started "save a payment method": the gateway's page the customer authenticates on. */
export const paymentMethodSetups = pgTable(
  'payment_method_setups',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: varchar('provider', { length: 40 }).notNull(),
    /** The gateway's reference of the setup (the sandbox's page address carries it). */
    ref: varchar('ref', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<PaymentMethodKind>().notNull(),
    /** The method it saved, once the customer authenticated. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [uniqueIndex('payment_method_setups_ref').on(table.provider, table.ref)],
);

/**
 * A subscription: the weekly box (`lines`), how and when it arrives, and its state. At most one
 * subscription per customer that is not cancelled.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    status: varchar('status', { length: 20 }).$type<SubscriptionStatus>().notNull(),
    lines: jsonb('lines').$type<SubscriptionLineRow[]>().notNull(),
    deliveryMethod: varchar('delivery_method', { length: 10 }).$type<DeliveryMethod>().notNull(),
    packagingMethod: varchar('packaging_method', { length: 10 }).$type<PackagingMethod>().notNull(),
    /** Sunday = 0 … Saturday = 6; Monday…Saturday allowed. */
    deliveryWeekday: smallint('delivery_weekday').notNull(),
    deliveryTime: varchar('delivery_time', { length: 5 }).notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryInstructions: text('delivery_instructions'),
    /** While paused: the first delivery date it resumes by itself; null = no end. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** Renewals are charged to it when set (and not removed); pay links otherwise. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** The language its mails are written in. */
    locale: varchar('locale', { length: 5 }).notNull().default('en-US'),
    /** The Idempotency-Key it was created with: the same key answers it again. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live')
      .on(table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    unique('subscriptions_user_key').on(table.userId, table.idempotencyKey),
    index('subscriptions_status').on(table.status),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'paused', 'past_due', 'cancelled')`,
    ),
    check('subscriptions_weekday', sql`${table.deliveryWeekday} between 1 and 6`),
    check(
      'subscriptions_cancelled',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * One row per subscription week (delivery date), with its own state. A week's order is the
 * ordinary order the kitchen cooks; `order_id` is unique, so a week has at most one.
 */
export const subscriptionWeeks = pgTable(
  'subscription_weeks',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    cutoffAt: timestamptz('cutoff_at').notNull(),
    state: varchar('state', { length: 20 }).$type<SubscriptionWeekState>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * A personalised plan's own plan for this week, generated from the customer's saved answers
     * (docs/subscriptions.md): null until generated, and for every other kind of box.
     */
    planId: integer('plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    payLinkSentAt: timestamptz('pay_link_sent_at'),
    reminderSentAt: timestamptz('reminder_sent_at'),
    /** When a saved method's charge was decided (paid or declined) for this week. */
    chargedAt: timestamptz('charged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('subscription_weeks_one_per_date').on(table.subscriptionId, table.deliveryDate),
    uniqueIndex('subscription_weeks_order').on(table.orderId),
    index('subscription_weeks_due').on(table.state, table.cutoffAt),
    index('subscription_weeks_date').on(table.deliveryDate, table.state),
    check(
      'subscription_weeks_state',
      sql`${table.state} in ('upcoming', 'skipped', 'paused', 'paid', 'fulfilled', 'released', 'cancelled')`,
    ),
  ],
);

/**
 * The sandbox gateway's own book of charges to saved methods, as a real gateway keeps one: a
 * charge sent again with the same idempotency key answers the first outcome and moves no money.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    token: varchar('token', { length: 200 }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<'paid' | 'declined'>().notNull(),
    ref: varchar('ref', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_charges_key').on(table.idempotencyKey)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWeekRow = typeof subscriptionWeeks.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
