/** Courier bookings of delivery orders, what the courier told us about them, and dispatch's alerts (docs/courier.md). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BookingState, CourierAlertKind, CourierState } from '@mealprep/shared/checkout';
import type { CourierDriver } from '../../checkout/courier';
import { users } from '../schema';
import { createdAt, timestamptz, updatedAt } from './commerce/columns';
import { orders } from './commerce/orders';

/**
 * One row per attempt to book a courier for an order; at most one is the order's current booking
 * (a partial unique index), so two processes booking the same order at once book it once.
 */
export const courierBookings = pgTable(
  'courier_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the first booking of the order, +1 for each re-booking. */
    attempt: integer('attempt').notNull(),
    provider: varchar('provider', { length: 40 }).notNull(),
    /** Sent to the courier with the booking; the same key answers the same booking. */
    requestKey: varchar('request_key', { length: 80 }).notNull(),
    /** The courier's id of the booking (null until it answered). */
    externalId: varchar('external_id', { length: 100 }),
    state: varchar('state', { length: 20 }).$type<BookingState>().notNull(),
    current: boolean('current').notNull().default(true),
    driver: jsonb('driver').$type<CourierDriver>(),
    trackingUrl: text('tracking_url'),
    /** Who booked by hand; null when the booking job did. */
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the courier could not be asked or refused (for dispatch). */
    failure: varchar('failure', { length: 200 }),
    /** The last word from the courier (webhook or poll); status polling starts after a silence. */
    lastEventAt: timestamptz('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('courier_bookings_request_key').on(table.requestKey),
    uniqueIndex('courier_bookings_external').on(table.provider, table.externalId),
    uniqueIndex('courier_bookings_one_current')
      .on(table.orderId)
      .where(sql`${table.current}`),
    index('courier_bookings_open')
      .on(table.state, table.lastEventAt)
      .where(sql`${table.current}`),
  ],
);

/**
 * Every event a courier sent (or a status poll found), once: the (provider, event id) pair is
 * unique, so a replayed webhook finds its row and changes nothing. `applied` says whether it moved
 * the booking (an event arriving after a later one is kept but does not).
 */
export const courierEvents = pgTable(
  'courier_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 40 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    bookingId: integer('booking_id').references(() => courierBookings.id, { onDelete: 'cascade' }),
    externalId: varchar('external_id', { length: 100 }).notNull(),
    state: varchar('state', { length: 20 }).$type<CourierState>().notNull(),
    applied: boolean('applied').notNull(),
    driver: jsonb('driver').$type<CourierDriver>(),
    trackingUrl: text('tracking_url'),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [
    unique('courier_events_once').on(table.provider, table.eventId),
    index('courier_events_booking').on(table.bookingId),
  ],
);

/** What dispatch must look at: a booking the courier dropped, one it could not take. */
export const courierAlerts = pgTable(
  'courier_alerts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => courierBookings.id, {
      onDelete: 'set null',
    }),
    kind: varchar('kind', { length: 20 }).$type<CourierAlertKind>().notNull(),
    /** What the courier said, for dispatch (not translated: the courier's own words). */
    detail: varchar('detail', { length: 200 }),
    createdAt: createdAt(),
  },
  (table) => [index('courier_alerts_order').on(table.orderId, table.createdAt)],
);

/**
 * The local sandbox courier's own book (docs/courier.md): what it was asked to deliver, when, at
 * which time scale, and whether the shop cancelled it. It stands for the courier's servers.
 */
export const courierSandboxDeliveries = pgTable(
  'courier_sandbox_deliveries',
  {
    externalId: varchar('external_id', { length: 60 }).primaryKey(),
    requestKey: varchar('request_key', { length: 80 }).notNull(),
    bookedAt: timestamptz('booked_at').notNull(),
    /** Real milliseconds per sandbox minute when booked (COURIER_SANDBOX_SECONDS_PER_MINUTE). */
    msPerMinute: integer('ms_per_minute').notNull(),
    driver: jsonb('driver').$type<CourierDriver>().notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [unique('courier_sandbox_request_key').on(table.requestKey)],
);
