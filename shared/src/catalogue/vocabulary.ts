/** The catalogue's words, with no imports: the contracts and the rules both read them. */

/** docs/spec.md §3 product tabs: MEALS and À LA CARTE. */
export const PRODUCT_TABS = ['meal', 'alacarte'] as const;

export type ProductTab = (typeof PRODUCT_TABS)[number];

/** docs/spec.md §1: classic meals, a bodybuilding line, vegetarian. */
export const PRODUCT_LINES = ['classic', 'bodybuilding', 'vegetarian'] as const;

export type ProductLine = (typeof PRODUCT_LINES)[number];

/** docs/spec.md §3 cooking methods. */
export const COOKING_METHODS = ['pan_seared', 'baked', 'stir_fried'] as const;

export type CookingMethod = (typeof COOKING_METHODS)[number];

/** docs/spec.md §3 sizes: S Small, L Large. */
export const DISH_SIZES = ['S', 'L'] as const;

export type DishSizeCode = (typeof DISH_SIZES)[number];

/** docs/spec.md §3 dietary preferences; a dish lists those it contains. */
export const ALLERGENS = [
  'prawn',
  'beef',
  'chicken',
  'rice',
  'pasta',
  'potato',
  'toast',
  'seafood',
  'peanut',
  'dairy',
] as const;

export type Allergen = (typeof ALLERGENS)[number];
