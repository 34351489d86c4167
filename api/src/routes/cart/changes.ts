import type { DishSizeCode } from '@mealprep/shared/catalogue';
import { CART_QUANTITY_MAX } from '@mealprep/shared/cart';
import type { Cart } from '@mealprep/shared/cart/contracts';
import { businessDate } from '@mealprep/shared/core';
import type { Locale } from '@mealprep/shared/locale';
import { CatalogPresenter } from '../../catalog/present';
import type { CartStoreInput, CartUpdateInput } from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import type { PurchasableType } from '../../repositories/cart';
import type { Services } from '../../services';

/**
 * The cart's changes, made alike for the JSON calls (./index.ts) and for the forms a page posts
 * before the app has started (../form-posts/cart.ts). A refusal is thrown as the JSON call answers
 * it: a field's message (422) or an HTTP error.
 */

/**
 * The customer's cart as every cart call answers it: prices read from the catalogue at this moment
 * (a price in a request body is never read), summed in integer sen, names in `locale`.
 */
export async function presentCart(
  services: Services,
  userId: number,
  locale: Locale,
): Promise<Cart> {
  const lines = await services.cart.lines(userId);
  return new CatalogPresenter(services.images, locale).cart(
    lines,
    await services.menu.availability.forCartLines(lines, businessDate()),
  );
}

/** Adds a product (validated by cartStoreSchema) to the customer's cart. */
export async function addToCart(services: Services, userId: number, body: CartStoreInput) {
  if (body.plan_type === 'PERSONALIZED') {
    // plan_id is the customer's own personalised plan (ready, not in a paid order).
    const added = await services.plans.addToCart(
      userId,
      body.plan_id,
      body.quantity,
      CART_QUANTITY_MAX,
    );
    if (added === 'not_found') {
      throw FieldValidationError.of('plan_id', 'validation.productUnavailable');
    }
    if (added === 'locked') throw new HttpError(409, 'planLocked');
    if (added === 'not_ready') throw new HttpError(409, 'planNotReady');
    if (added === 'limit') throw quantityLimit();
    return;
  }
  const type = body.plan_type as PurchasableType;
  const size = (body.size ?? null) as DishSizeCode | null;
  if (type === 'RECIPE' && !size) throw FieldValidationError.of('size', 'validation.size');
  const result = await services.cart.add(userId, {
    type,
    productId: body.plan_id,
    size: type === 'RECIPE' ? size : null,
    servings: body.servings,
    quantity: body.quantity,
  });
  if (result === 'unavailable') {
    throw FieldValidationError.of('plan_id', 'validation.productUnavailable');
  }
  if (result === 'limit') throw quantityLimit();
}

/** Sets a line's quantity (validated by cartUpdateSchema); 404 when the line is not theirs. */
export async function setLineQuantity(services: Services, userId: number, body: CartUpdateInput) {
  const updated = await services.cart.setQuantity(userId, body.cart_id, body.quantity);
  if (!updated) throw new HttpError(404, 'cartItemNotFound');
}

function quantityLimit() {
  return FieldValidationError.of('quantity', 'validation.cartQuantityLimit', {
    max: CART_QUANTITY_MAX,
  });
}
