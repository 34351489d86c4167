/** The cart (docs/spec.md §3 cart item): one row per line, guarded in SQL. */
import {
  CART_ITEM_TYPES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CART_SERVINGS_MAX,
  CART_SERVINGS_MIN,
} from '@mealprep/shared/cart';
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bundles, dishes, dishSize, fixedMealPlans } from './catalog';
import { createdAt } from './columns';

export const cartItemType = pgEnum('cart_item_type', CART_ITEM_TYPES);

/**
 * A customer's cart lines (docs/spec.md §3, §7). The product is a foreign key per type, so a line never
 * points at nothing (a PERSONALIZED line is pointed at by its plan, `meal_plans.cart_item_id`), and prices are always read from the product (never stored here). One line
 * per product, size and servings: adding the same again raises its quantity (guarded in SQL).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: cartItemType('type').notNull(),
    dishId: integer('dish_id').references(() => dishes.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    fixedMealPlanId: integer('fixed_meal_plan_id').references(() => fixedMealPlans.id, {
      onDelete: 'cascade',
    }),
    size: dishSize('size'),
    servings: integer('servings').notNull().default(CART_SERVINGS_MIN),
    quantity: integer('quantity').notNull(),
    /**
     * The product's unit price when the line was first added, filled in by the database
     * (migration 0025), so the cart can say a price changed since; null for older lines.
     */
    addedPriceSen: integer('added_price_sen'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Its index leads with user_id, so it also serves "this customer's cart".
    unique('cart_items_line_unique')
      .on(
        table.userId,
        table.type,
        table.dishId,
        table.bundleId,
        table.fixedMealPlanId,
        table.size,
        table.servings,
      )
      .nullsNotDistinct(),
    check(
      'cart_items_quantity',
      sql`${table.quantity} between ${sql.raw(String(CART_QUANTITY_MIN))} and ${sql.raw(String(CART_QUANTITY_MAX))}`,
    ),
    check(
      'cart_items_servings',
      sql`${table.servings} between ${sql.raw(String(CART_SERVINGS_MIN))} and ${sql.raw(String(CART_SERVINGS_MAX))}`,
    ),
    check(
      'cart_items_product',
      sql`(${table.type} = 'RECIPE' and ${table.dishId} is not null and ${table.size} is not null and ${table.bundleId} is null and ${table.fixedMealPlanId} is null)
        or (${table.type} = 'MEAL' and ${table.bundleId} is not null and ${table.dishId} is null and ${table.fixedMealPlanId} is null and ${table.size} is null)
        or (${table.type} = 'STANDARD' and ${table.fixedMealPlanId} is not null and ${table.dishId} is null and ${table.bundleId} is null and ${table.size} is null)
        or (${table.type} = 'PERSONALIZED' and ${table.dishId} is null and ${table.bundleId} is null and ${table.fixedMealPlanId} is null and ${table.size} is null)`,
    ),
  ],
);
