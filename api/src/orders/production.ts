import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, type PackagingMethod } from '@mealprep/shared/core';
import type { DishSizeCode } from '@mealprep/shared/catalogue';
import { deliveryOptions } from '@mealprep/shared/checkout';
import type { ProductionSheet } from '@mealprep/shared/staff/contracts';
import type { Database } from '../db';
import { type LocalizedText, bundleItems, dishes, fixedMealPlanItems, users } from '../db/schema';
import { mealPlans } from '../db/tables/preferences';
import { orderLines, orders } from '../db/tables/commerce';
import type { Locale } from '@mealprep/shared/locale';
import type { GeneratedPlan, StoredItem } from '../planner/model';
import type { OrdersRepository } from '../repositories/orders';
import { BOARD_STATUSES } from './fulfilment';

/** The kitchen cooks the day before the delivery (or pickup) day (docs/architecture.md §9.8). */
export function cookingDateOf(deliveryDate: string): string {
  return (
    DateTime.fromISO(deliveryDate, { zone: BUSINESS_ZONE }).minus({ days: 1 }).toISODate() ?? ''
  );
}

/** The orders the kitchen works on for a delivery day: paid, and every step after. */
export const dueOn = (date: string) =>
  and(eq(orders.deliveryDate, date), inArray(orders.status, [...BOARD_STATUSES]));

export function localized(
  name: { readonly [locale: string]: string | undefined } | LocalizedText,
  locale: Locale,
): string {
  const names: Partial<Record<string, string>> = { ...name };
  return names[locale] ?? names['en-US'] ?? '';
}

/**
 * Dish portions of the orders `where` selects: per dish, size and packaging for the sheet, or
 * also per order line and item (`perLine`) for the packs and their labels. `day`/`meal` are the
 * fixed plan's slot and `position` the bundle item's place; 0 where they do not apply.
 */
export interface DishPortionRow {
  source: 'dish' | 'bundle' | 'fixed';
  orderId: number;
  lineId: number;
  day: number;
  meal: number;
  position: number;
  dishId: number;
  size: DishSizeCode | null;
  packaging: PackagingMethod;
  portions: number;
}

/**
 * The one derivation of what the dishes, bundles and fixed plan of paid orders make in portions
 * (docs/architecture.md §9.8): à la carte lines servings × quantity; each bundle item its count ×
 * the line's servings × quantity; every meal of the fixed plan's week servings × quantity. The
 * sheet sums them per dish in the database; the packs read them per line.
 */
export async function dishPortions(
  db: Database,
  where: SQL | undefined,
  perLine: boolean,
): Promise<DishPortionRow[]> {
  const kept = (column: AnyPgColumn) => (perLine ? sql<number>`${column}` : sql<number>`0`);
  const byLine = (...columns: AnyPgColumn[]) =>
    perLine ? [orders.id, orderLines.id, ...columns] : [];
  const none = sql<number>`0`;
  const [fromDishes, fromBundles, fromFixed] = await Promise.all([
    // À la carte dishes: the line's own dish and size, servings times quantity.
    db
      .select({
        orderId: kept(orders.id),
        lineId: kept(orderLines.id),
        day: none,
        meal: none,
        position: none,
        dishId: orderLines.productId,
        size: orderLines.size,
        packaging: orders.packagingMethod,
        portions: sql<number>`sum(${orderLines.quantity} * ${orderLines.servings})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(where, eq(orderLines.type, 'RECIPE')))
      .groupBy(...byLine(), orderLines.productId, orderLines.size, orders.packagingMethod),
    // Bundles: each item of the bundle, times its count, the line's servings and quantity.
    db
      .select({
        orderId: kept(orders.id),
        lineId: kept(orderLines.id),
        day: none,
        meal: none,
        position: kept(bundleItems.position),
        dishId: bundleItems.dishId,
        size: bundleItems.size,
        packaging: orders.packagingMethod,
        portions: sql<number>`sum(${orderLines.quantity} * ${orderLines.servings} * ${bundleItems.quantity})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(bundleItems, eq(bundleItems.bundleId, orderLines.productId))
      .where(and(where, eq(orderLines.type, 'MEAL')))
      .groupBy(
        ...byLine(bundleItems.position),
        bundleItems.dishId,
        bundleItems.size,
        orders.packagingMethod,
      ),
    // The fixed plan: every meal of its week, times the line's servings and quantity.
    db
      .select({
        orderId: kept(orders.id),
        lineId: kept(orderLines.id),
        day: kept(fixedMealPlanItems.day),
        meal: kept(fixedMealPlanItems.meal),
        position: none,
        dishId: fixedMealPlanItems.dishId,
        size: fixedMealPlanItems.size,
        packaging: orders.packagingMethod,
        portions: sql<number>`sum(${orderLines.quantity} * ${orderLines.servings})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(fixedMealPlanItems, eq(fixedMealPlanItems.planId, orderLines.productId))
      .where(and(where, eq(orderLines.type, 'STANDARD')))
      .groupBy(
        ...byLine(fixedMealPlanItems.day, fixedMealPlanItems.meal),
        fixedMealPlanItems.dishId,
        fixedMealPlanItems.size,
        orders.packagingMethod,
      ),
  ]);
  const tagged = [
    ...fromDishes.map((row) => ({ ...row, source: 'dish' as const })),
    ...fromBundles.map((row) => ({ ...row, source: 'bundle' as const })),
    ...fromFixed.map((row) => ({ ...row, source: 'fixed' as const })),
  ];
  return tagged.map((row) => ({
    ...row,
    orderId: Number(row.orderId),
    lineId: Number(row.lineId),
    day: Number(row.day),
    meal: Number(row.meal),
    position: Number(row.position),
    portions: Number(row.portions),
  }));
}

/** The personalised plan lines of the orders `where` selects, by slot, with their stored plans. */
export function planLinesOf(db: Database, where: SQL | undefined) {
  return db
    .select({
      orderId: orders.id,
      lineId: orderLines.id,
      orderNo: orders.orderNo,
      packaging: orders.packagingMethod,
      firstName: users.firstName,
      lastName: users.lastName,
      quantity: orderLines.quantity,
      result: mealPlans.result,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(mealPlans, eq(mealPlans.id, orderLines.productId))
    .where(and(where, eq(orderLines.type, 'PERSONALIZED')))
    .orderBy(asc(orders.deliveryTime), asc(orders.id), asc(orderLines.id));
}

/** A plan's meals that hold something, day by day: each is one pack per plan ordered. */
export function planMeals(
  plan: GeneratedPlan,
): { day: number; meal: number; items: StoredItem[] }[] {
  return plan.days.flatMap((day) =>
    day.meals
      .filter((meal) => meal.items.length > 0)
      .map((meal) => ({ day: day.day, meal: meal.meal, items: meal.items })),
  );
}

/**
 * The production sheet of a delivery day (docs/architecture.md §9.8): portions per dish and size
 * from dishes, bundles and fixed plans; grams per component summed over every personalised plan
 * due; the packs per packaging method; and the list per plan pack. Sums are done by the database
 * for the catalogue's products, and over the plans' stored results for personalised ones.
 */
export class Production {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersRepository,
  ) {}

  async sheet(deliveryDate: string, locale: Locale, now = new Date()): Promise<ProductionSheet> {
    const [counted, fromDishes, planLines, holidays] = await Promise.all([
      this.db
        .select({ orders: sql<number>`count(*)::int` })
        .from(orders)
        .where(dueOn(deliveryDate)),
      dishPortions(this.db, dueOn(deliveryDate), false),
      planLinesOf(this.db, dueOn(deliveryDate)),
      this.orders.holidays(),
    ]);

    // Every dish portion and every meal of a plan is one pack, in its order's packaging.
    const packs: Record<PackagingMethod, number> = { vacuum: 0, lunch_box: 0 };
    const portions = new Map<string, { dishId: number; size: string; portions: number }>();
    for (const row of fromDishes) {
      const size = row.size ?? 'L';
      const key = `${row.dishId}:${size}`;
      const entry = portions.get(key) ?? { dishId: row.dishId, size, portions: 0 };
      entry.portions += Number(row.portions);
      packs[row.packaging] += Number(row.portions);
      portions.set(key, entry);
    }
    const dishIds = [...new Set([...portions.values()].map((entry) => entry.dishId))];
    const dishRows =
      dishIds.length === 0
        ? []
        : await this.db
            .select({ id: dishes.id, name: dishes.name })
            .from(dishes)
            .where(inArray(dishes.id, dishIds));
    const dishNames = new Map(dishRows.map((row) => [row.id, localized(row.name, locale)]));

    const components = new Map<number, { name: string; grams: number; portions: number }>();
    const packLists: ProductionSheet['plan_packs'] = [];
    for (const line of planLines) {
      const plan = line.result as GeneratedPlan | null;
      if (!plan) continue;
      const meals: ProductionSheet['plan_packs'][number]['meals'] = [];
      for (const { day, meal, items } of planMeals(plan)) {
        for (const item of items) {
          const entry = components.get(item.recipe_id) ?? {
            name: localized(item.name, locale),
            grams: 0,
            portions: 0,
          };
          entry.grams += item.grams * line.quantity;
          entry.portions += line.quantity;
          components.set(item.recipe_id, entry);
        }
        meals.push({
          day,
          meal,
          items: items.map((item) => ({
            name: localized(item.name, locale),
            grams: Math.round(item.grams),
          })),
        });
      }
      packs[line.packaging] += meals.length * line.quantity;
      packLists.push({
        order_no: line.orderNo,
        customer: `${line.firstName} ${line.lastName}`.trim(),
        quantity: line.quantity,
        packaging_method: line.packaging,
        meals,
      });
    }

    const earliest = deliveryOptions(
      DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISO() ?? '',
      holidays,
    ).date;
    const total = counted[0] ?? { orders: 0 };
    return {
      delivery_date: deliveryDate,
      cooking_date: cookingDateOf(deliveryDate),
      // No order placed from now on can be due on this day: the sheet will not change.
      frozen: earliest > deliveryDate,
      orders: Number(total.orders),
      dishes: [...portions.values()]
        .map((entry) => ({
          dish_id: entry.dishId,
          name: dishNames.get(entry.dishId) ?? '',
          size: entry.size,
          portions: entry.portions,
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.size.localeCompare(b.size)),
      components: [...components.entries()]
        .map(([recipeId, entry]) => ({
          recipe_id: recipeId,
          name: entry.name,
          grams: Math.round(entry.grams),
          portions: entry.portions,
        }))
        .sort((a, b) => b.grams - a.grams || a.name.localeCompare(b.name)),
      packs,
      plan_packs: packLists,
    };
  }
}

/** The sheet as CSV for a spreadsheet: one section per table, quoted where needed. */
export function productionCsv(sheet: ProductionSheet, labels: Record<string, string>): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const row = (...values: (string | number)[]) => values.map(cell).join(',');
  const lines = [
    row(labels.deliveryDate ?? '', sheet.delivery_date),
    row(labels.cookingDate ?? '', sheet.cooking_date),
    row(labels.orders ?? '', sheet.orders),
    row(labels.vacuum ?? '', sheet.packs.vacuum),
    row(labels.lunch_box ?? '', sheet.packs.lunch_box),
    '',
    row(labels.dish ?? '', labels.size ?? '', labels.portions ?? ''),
    ...sheet.dishes.map((dish) =>
      row(dish.name, labels[`size.${dish.size}`] ?? dish.size, dish.portions),
    ),
    '',
    row(labels.component ?? '', labels.grams ?? '', labels.portions ?? ''),
    ...sheet.components.map((component) =>
      row(component.name, component.grams, component.portions),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
