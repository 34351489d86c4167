/** Menu management (docs/menu.md): which dishes cannot be had on which delivery date. */
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DISH_UNAVAILABLE_STATES } from '@mealprep/shared/catalogue';
import { users } from './accounts';
import { dishes } from './catalog';

export const dishAvailabilityState = pgEnum('dish_availability_state', DISH_UNAVAILABLE_STATES);

/**
 * A dish sold out (the kitchen has no more of it) or paused (withdrawn on purpose) for one
 * delivery date; no row means it can be had. Rows raise the catalogue revision (migration 0025).
 */
export const dishAvailability = pgTable(
  'dish_availability',
  {
    id: serial('id').primaryKey(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    state: dishAvailabilityState('state').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dish_availability_dish_date_unique').on(table.dishId, table.deliveryDate),
    index('dish_availability_date_idx').on(table.deliveryDate),
  ],
);
