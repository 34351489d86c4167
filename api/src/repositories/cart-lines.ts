/**
 * The cart as the customer sees it: each line with its product's current name, picture and unit
 * price read from the catalogue (or, for a personalised plan, priced from its portions).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartItemType } from '@mealprep/shared/cart';
import type { DishSizeCode } from '@mealprep/shared/catalogue';
import type { Database } from '../db';
import {
  bundles,
  cartItems,
  dishes,
  dishSizes,
  fixedMealPlans,
  type LocalizedText,
} from '../db/schema';
import { mealPlans } from '../db/tables/preferences';
import { planPriceSen, type GeneratedPlan } from '../planner';

/** A cart line with its product's current name, picture and unit price (from the catalogue). */
export interface CartLineRow {
  id: number;
  type: CartItemType;
  /**
   * The product's id: the dish, bundle or fixed meal plan, or the customer's own plan for a
   * personalised line (`plan_id` on the wire, a name the product brief gave it).
   */
  productId: number;
  size: DishSizeCode | null;
  servings: number;
  quantity: number;
  name: LocalizedText;
  imagePath: string;
  unitPriceSen: number;
  /** The product's unit price when the line was added (migration 0025); null when not known. */
  addedPriceSen: number | null;
}

const PERSONALIZED_NAME: LocalizedText = {
  'en-US': 'Personalised meal plan',
  'ms-MY': 'Pelan hidangan peribadi',
};

/** The customer's cart lines, oldest first; lines no longer for sale are left out. */
export async function cartLines(userId: number, tx: Database): Promise<CartLineRow[]> {
  const rows = await tx
    .select({
      id: cartItems.id,
      type: cartItems.type,
      dishId: cartItems.dishId,
      bundleId: cartItems.bundleId,
      fixedMealPlanId: cartItems.fixedMealPlanId,
      size: cartItems.size,
      servings: cartItems.servings,
      quantity: cartItems.quantity,
      addedPriceSen: cartItems.addedPriceSen,
      dishName: dishes.name,
      dishImage: dishes.imagePath,
      dishPrice: dishSizes.priceSen,
      bundleName: bundles.name,
      bundleImage: bundles.imagePath,
      bundlePrice: bundles.priceSen,
      planName: fixedMealPlans.name,
      planImage: fixedMealPlans.imagePath,
      planPrice: fixedMealPlans.pricePerWeekSen,
    })
    .from(cartItems)
    .leftJoin(dishes, eq(dishes.id, cartItems.dishId))
    .leftJoin(
      dishSizes,
      and(eq(dishSizes.dishId, cartItems.dishId), eq(dishSizes.size, cartItems.size)),
    )
    .leftJoin(bundles, eq(bundles.id, cartItems.bundleId))
    .leftJoin(fixedMealPlans, eq(fixedMealPlans.id, cartItems.fixedMealPlanId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const result: CartLineRow[] = [];
  // Personalised plans are priced from their portions on the server (planner/pricing.ts).
  const plans = rows.some((row) => row.type === 'PERSONALIZED')
    ? await personalizedPrices(userId, tx)
    : new Map<number, { planId: number; unitPriceSen: number }>();
  for (const row of rows) {
    const plan = plans.get(row.id);
    if (row.type === 'PERSONALIZED' && plan) {
      result.push({
        id: row.id,
        size: null,
        servings: row.servings,
        quantity: row.quantity,
        type: row.type,
        productId: plan.planId,
        name: PERSONALIZED_NAME,
        imagePath: '',
        unitPriceSen: plan.unitPriceSen,
        addedPriceSen: null,
      });
      continue;
    }
    // The product of the line's type, as joined (null when it is no longer for sale).
    const product =
      row.type === 'RECIPE'
        ? { id: row.dishId, name: row.dishName, image: row.dishImage, price: row.dishPrice }
        : row.type === 'MEAL'
          ? {
              id: row.bundleId,
              name: row.bundleName,
              image: row.bundleImage,
              price: row.bundlePrice,
            }
          : row.type === 'STANDARD'
            ? {
                id: row.fixedMealPlanId,
                name: row.planName,
                image: row.planImage,
                price: row.planPrice,
              }
            : null;
    if (product?.id && product.name && product.price !== null) {
      result.push({
        id: row.id,
        size: row.size,
        servings: row.servings,
        quantity: row.quantity,
        type: row.type,
        productId: product.id,
        name: product.name,
        imagePath: product.image ?? '',
        unitPriceSen: product.price,
        addedPriceSen: row.addedPriceSen,
      });
    }
    // Anything else (a size withdrawn from a dish) is no longer for sale: not shown, not summed.
  }
  return result;
}

/** Prices of the customer's plans in the cart, by cart line (server-side, docs/spec.md §3). */
async function personalizedPrices(
  userId: number,
  tx: Database,
): Promise<Map<number, { planId: number; unitPriceSen: number }>> {
  const rows = await tx
    .select({ planId: mealPlans.id, cartItemId: mealPlans.cartItemId, result: mealPlans.result })
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.userId, userId),
        eq(mealPlans.status, 'ready'),
        sql`${mealPlans.cartItemId} is not null`,
      ),
    );
  const lines = new Map<number, { planId: number; unitPriceSen: number }>();
  for (const row of rows) {
    const result = row.result as GeneratedPlan | null;
    if (row.cartItemId !== null && result) {
      lines.set(row.cartItemId, { planId: row.planId, unitPriceSen: planPriceSen(result) });
    }
  }
  return lines;
}
