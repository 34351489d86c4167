/** Menu management answers for staff (`/api/v1/admin/menu`, docs/menu.md). */
import { ALLERGENS, COOKING_METHODS, DISH_SIZES, PRODUCT_LINES, PRODUCT_TABS } from './vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { ResponsiveImage, UnavailableDate } from './catalogue.contract';
import { Id, Money, StringEnum, Timestamp } from '../core/common.contract';

/** Text as staff write it: both languages of the shop. */
export const BothLanguages = Type.Object({ 'en-US': Type.String(), 'ms-MY': Type.String() });
export type BothLanguages = Static<typeof BothLanguages>;

export const AdminDishSize = Type.Object({
  size: StringEnum(DISH_SIZES),
  price: Money,
  /** whole grams */
  protein: Type.Integer(),
  carbohydrate: Type.Integer(),
  fat: Type.Integer(),
  /** 4P + 4C + 9F */
  calories: Type.Integer(),
});
export type AdminDishSize = Static<typeof AdminDishSize>;

/** A bundle or the fixed plan that holds the dish, in the caller's language. */
export const DishUse = Type.Object({
  kind: StringEnum(['bundle', 'fixed_plan'] as const),
  id: Id,
  name: Type.String(),
  size: StringEnum(DISH_SIZES),
});
export type DishUse = Static<typeof DishUse>;

/** One dish as staff edit it: both languages, every size, its marks and where it is used. */
export const AdminDish = Type.Object({
  id: Id,
  code: Type.String(),
  slug: Type.String(),
  tab: StringEnum(PRODUCT_TABS),
  line: StringEnum(PRODUCT_LINES),
  cooking_method: StringEnum(COOKING_METHODS),
  name: BothLanguages,
  description: BothLanguages,
  allergens: Type.Array(StringEnum(ALLERGENS)),
  shelf_life_days: Type.Integer(),
  halal: Type.Boolean(),
  position: Type.Integer(),
  image: ResponsiveImage,
  sizes: Type.Array(AdminDishSize),
  /** Dates from today on it is sold out or paused, soonest first. */
  unavailable: Type.Array(UnavailableDate),
  used_in: Type.Array(DishUse),
  updated_at: Timestamp,
});
export type AdminDish = Static<typeof AdminDish>;
