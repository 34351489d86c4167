import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { CartItemType, DishSizeCode } from '@mealprep/shared/domain';
import { CART_QUANTITY_MAX } from '@mealprep/shared/domain';
import type { Database } from '../db';
import { pgErrorCode } from '../db';
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

/** The types this repository adds; PERSONALIZED lines come from the plans repository. */
export type PurchasableType = Exclude<CartItemType, 'PERSONALIZED'>;

export interface CartLineInput {
  type: PurchasableType;
  /** The dish (RECIPE), bundle (MEAL) or fixed plan (STANDARD). */
  productId: number;
  /** Dishes only; null for the others. */
  size: DishSizeCode | null;
  servings: number;
  quantity: number;
}

/** A cart line with its product's current name, picture and unit price (from the catalogue). */
export interface CartLineRow {
  id: number;
  type: CartItemType;
  planId: number;
  size: DishSizeCode | null;
  servings: number;
  quantity: number;
  name: LocalizedText;
  imagePath: string;
  unitPriceSen: number;
}

export type AddResult = 'added' | 'unavailable' | 'limit';

const PERSONALIZED_NAME: LocalizedText = {
  'en-US': 'Personalised meal plan',
  'ms-MY': 'Pelan hidangan peribadi',
};

/**
 * Cart lines, always scoped to the user in the query itself (docs/architecture.md §5): another user's
 * line id behaves exactly like one that does not exist. Quantities change in single SQL
 * statements, so concurrent requests never lose an update and the total is always the sum of
 * what the rows hold.
 */
export class CartRepository {
  constructor(private readonly db: Database) {}

  async lines(userId: number, tx: Database = this.db): Promise<CartLineRow[]> {
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
      ? await this.personalizedPrices(userId, tx)
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
          planId: plan.planId,
          name: PERSONALIZED_NAME,
          imagePath: '',
          unitPriceSen: plan.unitPriceSen,
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
          planId: product.id,
          name: product.name,
          imagePath: product.image ?? '',
          unitPriceSen: product.price,
        });
      }
      // Anything else (a size withdrawn from a dish) is no longer for sale: not shown, not summed.
    }
    return result;
  }

  /** Prices of the customer's plans in the cart, by cart line (server-side, docs/spec.md §3). */
  private async personalizedPrices(
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

  /** How many lines the customer's cart holds. */
  async count(userId: number, tx: Database = this.db): Promise<number> {
    return tx.$count(cartItems, eq(cartItems.userId, userId));
  }

  /**
   * After a payment: the cart is cleared of what was bought, the lines not changed since the order
   * was placed.
   */
  async removeBought(userId: number, placedAt: Date, tx: Database = this.db): Promise<void> {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), lte(cartItems.updatedAt, placedAt)));
  }

  /** Raises a line's quantity within `max`, in one statement; false when that would pass it. */
  async raise(
    userId: number,
    cartId: number,
    quantity: number,
    max: number,
    tx: Database = this.db,
  ): Promise<boolean> {
    const raised = await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(cartItems.id, cartId),
          eq(cartItems.userId, userId),
          sql`${cartItems.quantity} + ${quantity} <= ${max}`,
        ),
      )
      .returning({ id: cartItems.id });
    return raised.length > 0;
  }

  /**
   * The line of a personalised plan (one at a time): a PERSONALIZED line left by another (locked
   * or deleted) plan is no longer for sale and goes. Answers the new line's id.
   */
  async replacePersonalized(userId: number, quantity: number, tx: Database): Promise<number> {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.type, 'PERSONALIZED')));
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, type: 'PERSONALIZED', servings: 1, quantity })
      .returning({ id: cartItems.id });
    if (!line) throw new Error('cart line not created');
    return line.id;
  }

  /** Whether the product (and, for a dish, that size) exists. */
  async productExists(
    type: PurchasableType,
    productId: number,
    size: DishSizeCode | null,
    tx: Database = this.db,
  ): Promise<boolean> {
    if (type === 'RECIPE') {
      if (!size) return false;
      return (
        (await tx.$count(
          dishSizes,
          and(eq(dishSizes.dishId, productId), eq(dishSizes.size, size)),
        )) > 0
      );
    }
    if (type === 'MEAL') return (await tx.$count(bundles, eq(bundles.id, productId))) > 0;
    return (await tx.$count(fixedMealPlans, eq(fixedMealPlans.id, productId))) > 0;
  }

  /**
   * Adds a line, or raises the quantity of the same product, size and servings in one
   * statement. 'limit' when that would pass 99; 'unavailable' when the product is gone.
   */
  async add(userId: number, input: CartLineInput, tx: Database = this.db): Promise<AddResult> {
    if (!(await this.productExists(input.type, input.productId, input.size, tx))) {
      return 'unavailable';
    }
    try {
      const rows = await tx
        .insert(cartItems)
        .values({
          userId,
          type: input.type,
          dishId: input.type === 'RECIPE' ? input.productId : null,
          bundleId: input.type === 'MEAL' ? input.productId : null,
          fixedMealPlanId: input.type === 'STANDARD' ? input.productId : null,
          size: input.type === 'RECIPE' ? input.size : null,
          servings: input.servings,
          quantity: input.quantity,
        })
        .onConflictDoUpdate({
          target: [
            cartItems.userId,
            cartItems.type,
            cartItems.dishId,
            cartItems.bundleId,
            cartItems.fixedMealPlanId,
            cartItems.size,
            cartItems.servings,
          ],
          set: {
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_QUANTITY_MAX}`,
        })
        .returning({ id: cartItems.id });
      return rows.length > 0 ? 'added' : 'limit';
    } catch (error) {
      // The product was withdrawn between the check and the insert.
      if (pgErrorCode(error) === '23503') return 'unavailable';
      throw error;
    }
  }

  /** false when the line does not exist or belongs to someone else. */
  async setQuantity(
    userId: number,
    cartId: number,
    quantity: number,
    tx: Database = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(cartItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  /** false when the line does not exist or belongs to someone else. */
  async remove(userId: number, cartId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }
}
