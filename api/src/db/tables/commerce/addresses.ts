/** Delivery addresses and the days deliveries move for. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

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
