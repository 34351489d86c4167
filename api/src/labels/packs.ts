import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  SHELF_LIFE_DAYS,
  type Allergen,
  type DishSizeCode,
  type Macros,
} from '@mealprep/shared/catalogue';
import type { DeliveryMethod, OrderStatus, PackagingMethod } from '@mealprep/shared/core';
import { DateTime } from 'luxon';
import type { Database } from '../db';
import { dishes, dishSizes, users } from '../db/schema';
import { orders } from '../db/tables/commerce';
import { asLocale, type Locale } from '@mealprep/shared/locale';
import { BOARD_STATUSES } from '../orders/fulfilment';
import {
  cookingDateOf,
  dishPortions,
  localized,
  planLinesOf,
  planMeals,
  type DishPortionRow,
} from '../orders/production';
import type { GeneratedPlan, StoredItem } from '../planner/model';

/** Where a pack comes from: a dish line, an item of a bundle, a meal of the fixed or a personalised plan. */
export type PackSource = DishPortionRow['source'] | 'plan';

/**
 * One pack (docs/kitchen.md): one portion of a dish, one bundle item, one meal of the fixed plan
 * or of a personalised plan. Numbered 1… within its order, in the order of the order's lines.
 */
export interface Pack {
  no: number;
  /** What the label's code holds and a scanner types: the order number and the pack's number. */
  code: string;
  source: PackSource;
  lineId: number;
  dishId: number | null;
  size: DishSizeCode | null;
  /** The plan's day and meal (fixed and personalised plans), else null. */
  day: number | null;
  meal: number | null;
  /** A personalised plan's meal: its components as stored with the plan. */
  items: StoredItem[] | null;
  /** A personalised plan's allergens by component (the plan's recipes and sides). */
  planAllergens: ReadonlyMap<number, readonly Allergen[]> | null;
}

export interface OrderPacks {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  packagingMethod: PackagingMethod;
  deliveryDate: string;
  deliveryTime: string;
  locale: Locale;
  firstName: string;
  lastName: string;
  packs: Pack[];
}

/** `MP-20261121-1A2B3C4D5E` and pack 7 → `MP-20261121-1A2B3C4D5E-07`. */
export function packCode(orderNo: string, no: number): string {
  return `${orderNo}-${String(no).padStart(2, '0')}`;
}

/** The order number and pack number a scanned code names, or null when it is not a pack code. */
export function parsePackCode(code: string): { orderNo: string; no: number } | null {
  const match = /^(.+)-(\d{1,4})$/.exec(code.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  const no = Number(match[2]);
  return no > 0 ? { orderNo: match[1], no } : null;
}

/**
 * The packs of the kitchen's orders (paid, and every step after) that `where` selects, numbered
 * per order. Read from the production sheet's own derivation (`dishPortions`, `planLinesOf`), so
 * the labels and the packing list always hold as many packs as the sheet counts.
 */
export async function packsOf(db: Database, where: SQL): Promise<OrderPacks[]> {
  const due = and(where, inArray(orders.status, [...BOARD_STATUSES]));
  const [orderRows, portions, planLines] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        deliveryMethod: orders.deliveryMethod,
        packagingMethod: orders.packagingMethod,
        deliveryDate: orders.deliveryDate,
        deliveryTime: orders.deliveryTime,
        locale: orders.locale,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(due)
      .orderBy(asc(orders.deliveryTime), asc(orders.id)),
    dishPortions(db, due, true),
    planLinesOf(db, due),
  ]);

  // Every line's packs, in the order of the lines, then of the bundle's items or the plan's week.
  interface Entry {
    lineId: number;
    rank: number;
    packs: Omit<Pack, 'no' | 'code'>[];
  }
  const entries = new Map<number, Entry[]>();
  const add = (orderId: number, entry: Entry) => {
    const list = entries.get(orderId) ?? [];
    list.push(entry);
    entries.set(orderId, list);
  };
  for (const row of portions) {
    const pack = {
      source: row.source,
      lineId: row.lineId,
      dishId: row.dishId,
      size: row.size ?? 'L',
      day: row.source === 'fixed' ? row.day : null,
      meal: row.source === 'fixed' ? row.meal : null,
      items: null,
      planAllergens: null,
    };
    add(row.orderId, {
      lineId: row.lineId,
      rank: row.source === 'fixed' ? row.day * 100 + row.meal : row.position,
      packs: Array.from({ length: row.portions }, () => pack),
    });
  }
  for (const line of planLines) {
    const plan = line.result as GeneratedPlan | null;
    if (!plan) continue;
    const planAllergens = new Map<number, readonly Allergen[]>();
    for (const recipe of [...plan.recipes, ...(plan.sides ?? [])]) {
      planAllergens.set(recipe.id, recipe.allergens);
    }
    planMeals(plan).forEach(({ day, meal, items }, index) => {
      const pack = {
        source: 'plan' as const,
        lineId: line.lineId,
        dishId: null,
        size: null,
        day,
        meal,
        items,
        planAllergens,
      };
      add(line.orderId, {
        lineId: line.lineId,
        rank: index,
        packs: Array.from({ length: line.quantity }, () => pack),
      });
    });
  }

  return orderRows.map((order) => {
    const sorted = (entries.get(order.orderId) ?? []).sort(
      (a, b) => a.lineId - b.lineId || a.rank - b.rank,
    );
    const packs = sorted
      .flatMap((entry) => entry.packs)
      .map((pack, index) => ({
        ...pack,
        no: index + 1,
        code: packCode(order.orderNo, index + 1),
      }));
    return { ...order, locale: asLocale(order.locale), packs };
  });
}

/** What a label prints of one pack, already in its order's language where it is text. */
export interface PackLabel {
  locale: Locale;
  code: string;
  no: number;
  count: number;
  /** The dish (and its size), or "Personalised plan". */
  name: string;
  size: DishSizeCode | null;
  /** The plan's day and meal, and a personalised meal's components. */
  meal: { day: number; meal: number } | null;
  components: string | null;
  firstName: string;
  orderNo: string;
  deliveryMethod: DeliveryMethod;
  deliveryDate: string;
  /** The cooking date: the day before the delivery (docs/architecture.md §9.8). */
  packedOn: string;
  /** Packed on + the dish's shelf life in days. */
  useBy: string;
  macros: Macros;
  allergens: Allergen[];
  halal: boolean;
  /** The dish's own storage and reheating words; empty when it has none (the label says the shop's). */
  storage: string;
  reheating: string;
}

function expiresOn(packedOn: string, shelfLifeDays: number): string {
  return DateTime.fromISO(packedOn).plus({ days: shelfLifeDays }).toISODate() ?? packedOn;
}

const sumMacros = (items: readonly StoredItem[]): Macros => ({
  protein: Math.round(items.reduce((sum, item) => sum + item.protein, 0)),
  carbohydrate: Math.round(items.reduce((sum, item) => sum + item.carbohydrate, 0)),
  fat: Math.round(items.reduce((sum, item) => sum + item.fat, 0)),
});

/**
 * Each pack's label data: the dish's names, nutrition of its size, allergens, halal, shelf life,
 * storage and reheating from the dish as it is now; a personalised meal's from the plan stored
 * with the order. Text is in the order's language.
 */
export async function packLabels(db: Database, orderPacks: OrderPacks[]): Promise<PackLabel[]> {
  const dishIds = [
    ...new Set(
      orderPacks.flatMap((order) =>
        order.packs.flatMap((pack) => (pack.dishId === null ? [] : [pack.dishId])),
      ),
    ),
  ];
  const [dishRows, sizeRows] =
    dishIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: dishes.id,
              name: dishes.name,
              allergens: dishes.allergens,
              halal: dishes.halal,
              shelfLifeDays: dishes.shelfLifeDays,
              storage: dishes.storage,
              reheating: dishes.reheating,
            })
            .from(dishes)
            .where(inArray(dishes.id, dishIds)),
          db
            .select({
              dishId: dishSizes.dishId,
              size: dishSizes.size,
              protein: dishSizes.proteinG,
              carbohydrate: dishSizes.carbohydrateG,
              fat: dishSizes.fatG,
            })
            .from(dishSizes)
            .where(inArray(dishSizes.dishId, dishIds)),
        ]);
  const dishById = new Map(dishRows.map((row) => [row.id, row]));
  const macrosOf = new Map(sizeRows.map((row) => [`${row.dishId}:${row.size}`, row]));

  const labels: PackLabel[] = [];
  for (const order of orderPacks) {
    const packedOn = cookingDateOf(order.deliveryDate);
    for (const pack of order.packs) {
      const common = {
        locale: order.locale,
        code: pack.code,
        no: pack.no,
        count: order.packs.length,
        meal: pack.day !== null && pack.meal !== null ? { day: pack.day, meal: pack.meal } : null,
        firstName: order.firstName,
        orderNo: order.orderNo,
        deliveryMethod: order.deliveryMethod,
        deliveryDate: order.deliveryDate,
        packedOn,
      };
      if (pack.items) {
        const allergens = new Set<Allergen>();
        for (const item of pack.items) {
          for (const allergen of pack.planAllergens?.get(item.recipe_id) ?? []) {
            allergens.add(allergen);
          }
        }
        labels.push({
          ...common,
          name: '',
          size: null,
          components: pack.items
            .map((item) => `${localized(item.name, order.locale)} ${Math.round(item.grams)} g`)
            .join(', '),
          useBy: expiresOn(packedOn, SHELF_LIFE_DAYS),
          macros: sumMacros(pack.items),
          allergens: [...allergens].sort(),
          // A plan's components carry no halal declaration, so its meal is never marked halal.
          halal: false,
          storage: '',
          reheating: '',
        });
        continue;
      }
      const dish = pack.dishId === null ? undefined : dishById.get(pack.dishId);
      const size = macrosOf.get(`${pack.dishId}:${pack.size}`);
      labels.push({
        ...common,
        name: dish ? localized(dish.name, order.locale) : '',
        size: pack.size,
        components: null,
        useBy: expiresOn(packedOn, dish?.shelfLifeDays ?? SHELF_LIFE_DAYS),
        macros: {
          protein: size?.protein ?? 0,
          carbohydrate: size?.carbohydrate ?? 0,
          fat: size?.fat ?? 0,
        },
        allergens: [...(dish?.allergens ?? [])].sort(),
        halal: dish?.halal ?? false,
        storage: dish ? localized(dish.storage, order.locale) : '',
        reheating: dish ? localized(dish.reheating, order.locale) : '',
      });
    }
  }
  return labels;
}
