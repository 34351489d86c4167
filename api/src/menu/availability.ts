import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DishUnavailableState, UnavailableDate } from '@mealprep/shared/catalogue';
import type { Database } from '../db';
import { bundleItems, fixedMealPlanItems } from '../db/schema';
import { dishAvailability } from '../db/tables/menu';
import type { CartLineRow } from '../repositories/cart';

/** Sold out before paused when a date has both among a bundle's dishes: the kitchen's word wins. */
const STATE_ORDER: Record<DishUnavailableState, number> = { sold_out: 0, paused: 1 };

/** Dates merged from several dishes: each date once, soonest first. */
function merge(lists: readonly (readonly UnavailableDate[])[]): UnavailableDate[] {
  const byDate = new Map<string, DishUnavailableState>();
  for (const list of lists) {
    for (const entry of list) {
      const known = byDate.get(entry.date);
      if (!known || STATE_ORDER[entry.state] < STATE_ORDER[known])
        byDate.set(entry.date, entry.state);
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, state]) => ({ date, state }));
}

/**
 * Which dishes cannot be had on which delivery dates (docs/menu.md), and so which cart lines: a
 * dish line by its dish, a bundle or the fixed plan by every dish in it.
 */
export class MenuAvailability {
  constructor(private readonly db: Database) {}

  /** Each dish's marks from `from` (yyyy-MM-dd) on, soonest first; all dishes when `dishIds` is null. */
  async forDishes(
    dishIds: readonly number[] | null,
    from: string,
    tx: Database = this.db,
  ): Promise<Map<number, UnavailableDate[]>> {
    const result = new Map<number, UnavailableDate[]>();
    if (dishIds !== null && dishIds.length === 0) return result;
    const rows = await tx
      .select({
        dishId: dishAvailability.dishId,
        date: dishAvailability.deliveryDate,
        state: dishAvailability.state,
      })
      .from(dishAvailability)
      .where(
        and(
          gte(dishAvailability.deliveryDate, from),
          dishIds === null ? undefined : inArray(dishAvailability.dishId, [...dishIds]),
        ),
      )
      .orderBy(asc(dishAvailability.deliveryDate));
    for (const row of rows) {
      const list = result.get(row.dishId) ?? [];
      list.push({ date: row.date, state: row.state });
      result.set(row.dishId, list);
    }
    return result;
  }

  /** The marks of each cart line from `from` on, by cart line id; lines that can always be had are left out. */
  async forCartLines(
    lines: readonly Pick<CartLineRow, 'id' | 'type' | 'productId'>[],
    from: string,
    tx: Database = this.db,
  ): Promise<Map<number, UnavailableDate[]>> {
    const bundleIds = lines.filter((line) => line.type === 'MEAL').map((line) => line.productId);
    const planIds = lines.filter((line) => line.type === 'STANDARD').map((line) => line.productId);
    const [bundleDishes, planDishes] = await Promise.all([
      bundleIds.length === 0
        ? []
        : tx
            .select({ of: bundleItems.bundleId, dishId: bundleItems.dishId })
            .from(bundleItems)
            .where(inArray(bundleItems.bundleId, bundleIds)),
      planIds.length === 0
        ? []
        : tx
            .selectDistinct({ of: fixedMealPlanItems.planId, dishId: fixedMealPlanItems.dishId })
            .from(fixedMealPlanItems)
            .where(inArray(fixedMealPlanItems.planId, planIds)),
    ]);
    const dishesOf = (line: Pick<CartLineRow, 'type' | 'productId'>): number[] => {
      if (line.type === 'RECIPE') return [line.productId];
      const parts =
        line.type === 'MEAL' ? bundleDishes : line.type === 'STANDARD' ? planDishes : [];
      return parts.filter((part) => part.of === line.productId).map((part) => part.dishId);
    };
    const wanted = [...new Set(lines.flatMap(dishesOf))];
    const marks = await this.forDishes(wanted, from, tx);
    const result = new Map<number, UnavailableDate[]>();
    for (const line of lines) {
      const merged = merge(dishesOf(line).map((dishId) => marks.get(dishId) ?? []));
      if (merged.length > 0) result.set(line.id, merged);
    }
    return result;
  }

  /** The mark of one dish on one date, or null; inside `tx` under the dish's row lock when asked. */
  async on(
    dishId: number,
    date: string,
    tx: Database = this.db,
  ): Promise<DishUnavailableState | null> {
    const [row] = await tx
      .select({ state: dishAvailability.state })
      .from(dishAvailability)
      .where(and(eq(dishAvailability.dishId, dishId), eq(dishAvailability.deliveryDate, date)));
    return row?.state ?? null;
  }
}
