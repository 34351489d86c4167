import type { Allergen } from '@mealprep/shared/catalogue';

/**
 * What a dish is made of, in broad strokes: enough to derive its allergens (docs/spec.md §3 dietary
 * preferences) and to draw its picture (`scripts/generate-images.ts`). One vocabulary for both,
 * so a dish drawn with prawns always lists prawn.
 */
export const BASES = {
  none: [],
  white_rice: ['rice'],
  turmeric_rice: ['rice'],
  blue_rice: ['rice'],
  coconut_rice: ['rice'],
  fried_rice: ['rice'],
  brown_rice: ['rice'],
  rice_cakes: ['rice'],
  rice_noodles: ['rice'],
  egg_noodles: [],
  quinoa: [],
  pasta: ['pasta'],
  potato: ['potato'],
  mash: ['potato', 'dairy'],
  sweet_potato: [],
  toast: ['toast'],
} as const satisfies Record<string, readonly Allergen[]>;

export const PROTEINS = {
  none: [],
  chicken: ['chicken'],
  beef: ['beef'],
  steak: ['beef'],
  fish: ['seafood'],
  salmon: ['seafood'],
  prawn: ['prawn', 'seafood'],
  squid: ['seafood'],
  tofu: [],
  tempeh: [],
  egg: [],
  chickpea: [],
  lentil: [],
  mushroom: [],
  paneer: ['dairy'],
  edamame: [],
} as const satisfies Record<string, readonly Allergen[]>;

export const VEGETABLES = {
  none: [],
  broccoli: [],
  greens: [],
  beans: [],
  mixed: [],
  ulam: [],
  cucumber: [],
  salad: [],
} as const satisfies Record<string, readonly Allergen[]>;

/** Sambal is made with belacan (shrimp paste); the vegetarian line uses one without. */
export const SAUCES = {
  none: [],
  rendang: [],
  percik: [],
  peanut: ['peanut'],
  black_pepper: [],
  teriyaki: [],
  sambal: ['prawn', 'seafood'],
  sambal_veg: [],
  curry: [],
  creamy: ['dairy'],
  tomato: [],
  kicap: [],
  asam: [],
  tahini: [],
  oyster: ['seafood'],
  pesto: ['dairy'],
  yoghurt: ['dairy'],
} as const satisfies Record<string, readonly Allergen[]>;

export const GARNISHES = {
  none: [],
  chili: [],
  shallots: [],
  spring_onion: [],
  sesame: [],
  peanuts: ['peanut'],
  lime: [],
  cheese: ['dairy'],
  herbs: [],
} as const satisfies Record<string, readonly Allergen[]>;

export interface DishLook {
  base: keyof typeof BASES;
  protein: keyof typeof PROTEINS;
  veg: keyof typeof VEGETABLES;
  sauce: keyof typeof SAUCES;
  garnish: keyof typeof GARNISHES;
  /** What the parts above do not show (ikan bilis in nasi lemak, potato in mee goreng). */
  extras?: readonly Allergen[];
}

/** Every allergen a dish of this look contains, in the docs/spec.md §3 order. */
export function allergensOf(look: DishLook, order: readonly Allergen[]): Allergen[] {
  const found = new Set<Allergen>([
    ...BASES[look.base],
    ...PROTEINS[look.protein],
    ...VEGETABLES[look.veg],
    ...SAUCES[look.sauce],
    ...GARNISHES[look.garnish],
    ...(look.extras ?? []),
  ]);
  return order.filter((allergen) => found.has(allergen));
}

/**
 * Words that make a dish not halal (docs/spec.md §3): pork and its products, lard, alcohol and
 * cooking wines, in both languages. The kitchen's vocabulary above has none of them (its sauces,
 * teriyaki and oyster sauce included, are bought halal-certified, teriyaki without mirin).
 */
const NOT_HALAL =
  /\b(pork|bacon|ham|lard|char siu|lap cheong|wine|beer|rum|sake|mirin|shaoxing|brandy|babi|khinzir|arak|wain|bir)\b/i;

/** A dish is halal when nothing in its names or descriptions, in either language, is pork or alcohol. */
export function halalByWords(...texts: string[]): boolean {
  return !texts.some((text) => NOT_HALAL.test(text));
}
