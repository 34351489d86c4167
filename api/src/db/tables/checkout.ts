/**
 * Checkout working rows (docs/architecture.md §8: quotes are rows, not memory, so any replica can
 * place the order): courier quotes with their expiry, the Idempotency-Keys checkout answered, and
 * the sandbox gateway's notifications, kept until the callback is acknowledged.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, orders, payments } from './commerce';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A courier's price for one delivery, valid until `expiresAt` (the checkout countdown). */
export const courierQuotes = pgTable(
  'courier_quotes',
  {
    /** Random, unguessable (also sent to the browser). */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 40 }).notNull(),
    /** The courier's quotation id. */
    providerRef: varchar('provider_ref', { length: 200 }),
    feeSen: integer('fee_sen').notNull(),
    /** How the fee was made (distance, time of day, driver availability / the courier's breakdown). */
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('courier_quotes_user').on(table.userId, table.createdAt),
    check('courier_quotes_fee', sql`${table.feeSen} >= 0`),
  ],
);

/**
 * Every Idempotency-Key checkout answered, and the order it answered: written in the transaction
 * that placed or resumed that order, so a key the customer was answered always answers the same
 * order while it is kept (`IDEMPOTENCY_KEY_HOURS`, 24 by default; swept by housekeeping), whatever
 * happened to the order since. `request_hash` tells the same request from another one sent with
 * the same key (null for keys kept from before the table).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_user_id_key_pk', columns: [table.userId, table.key] }),
    index('idempotency_keys_created').on(table.createdAt),
  ],
);

/**
 * Callbacks the sandbox gateway owes the shop: sent at once and retried with back-off until the
 * callback route answers 2xx (a 4xx is final and recorded).
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The signed fields, sent as the JSON body. */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    acknowledgedAt: timestamptz('acknowledged_at'),
    lastStatus: integer('last_status'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('gateway_notifications_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.acknowledgedAt} is null`),
  ],
);
