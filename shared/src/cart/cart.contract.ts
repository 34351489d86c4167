/** Cart answers (docs/spec.md §3 cart item, §7 cart calls): every cart call answers the whole cart. */
import { CART_ITEM_TYPES } from './vocabulary';
import { DISH_SIZES } from '../catalogue/vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { ResponsiveImage, UnavailableDate } from '../catalogue/catalogue.contract';
import { Id, Money, Nullable, StringEnum } from '../core/common.contract';

export const CartItem = Type.Object({
  id: Id,
  /** STANDARD = fixed plan, MEAL = bundle, RECIPE = dish, PERSONALIZED = the customer's plan. */
  type: StringEnum(CART_ITEM_TYPES),
  plan_id: Id,
  name: Type.String(),
  /** Only dishes (RECIPE) come in sizes. */
  size: Nullable(StringEnum(DISH_SIZES)),
  servings: Type.Integer(),
  quantity: Type.Integer(),
  /** One unit: the product's price × servings. */
  price: Money,
  /** price × quantity */
  subtotal: Money,
  /** The product's image; the API always sends it (optional for older fixtures). */
  image: Type.Optional(ResponsiveImage),
  /**
   * One unit's price when the line was added, when the product's price has changed since (the
   * cart says so before checkout); null when it has not.
   */
  previous_price: Type.Optional(Nullable(Money)),
  /**
   * Delivery dates from today on that the line cannot be had on (a dish sold out or paused, or
   * one of a bundle's or the fixed plan's dishes), soonest first.
   */
  unavailable: Type.Optional(Type.Array(UnavailableDate)),
});
export type CartItem = Static<typeof CartItem>;

/** `GET /api/v1/cart/index` and every cart change. */
export const Cart = Type.Object({ items: Type.Array(CartItem), sub_total: Money });
export type Cart = Static<typeof Cart>;
