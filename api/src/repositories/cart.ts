import { and, eq, lte, sql } from 'drizzle-orm';
import { type CartItemType, CART_QUANTITY_MAX } from '@mealprep/shared/cart';
import type { DishSizeCode } from '@mealprep/shared/catalogue';
import { type Database, pgErrorCode } from '../db';
import { bundles, cartItems, dishSizes, fixedMealPlans } from '../db/schema';
import { cartLines, type CartLineRow } from './cart-lines';

export type { CartLineRow } from './cart-lines';

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

export type AddResult = 'added' | 'unavailable' | 'limit';

/**
 * Cart lines, always scoped to the user in the query itself (docs/architecture.md §5): another user's
 * line id behaves exactly like one that does not exist. Quantities change in single SQL
 * statements, so concurrent requests never lose an update and the total is always the sum of
 * what the rows hold.
 */
export class CartRepository {
  constructor(private readonly db: Database) {}

  /** The lines with their products' current names and prices (cart-lines.ts). */
  lines(userId: number, tx: Database = this.db): Promise<CartLineRow[]> {
    return cartLines(userId, tx);
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
