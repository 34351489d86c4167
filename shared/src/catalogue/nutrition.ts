/**
 * Nutrition rules shared by the menu, the planner and the browser (docs/spec.md §9:
 * calories = protein × 4 + carbohydrate × 4 + fat × 9). Calories are always derived from the
 * macros with this function, never stored beside them, so the two can never disagree.
 */
export interface Macros {
  /** grams */
  protein: number;
  /** grams */
  carbohydrate: number;
  /** grams */
  fat: number;
}

export interface Nutrition extends Macros {
  /** kcal, derived with `caloriesOf` */
  calories: number;
}

/** kcal per gram (the Atwater factors docs/spec.md §9 uses). */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;

/** docs/spec.md §9: calories = 4P + 4C + 9F (exact; whole grams give whole kcal). */
export function caloriesOf(macros: Macros): number {
  return (
    macros.protein * KCAL_PER_GRAM.protein +
    macros.carbohydrate * KCAL_PER_GRAM.carbohydrate +
    macros.fat * KCAL_PER_GRAM.fat
  );
}

/** Macros with their derived calories. */
export function withCalories<M extends Macros>(macros: M): M & { calories: number } {
  return { ...macros, calories: caloriesOf(macros) };
}

/** The macros of `grams` of a component given per 100 g, to one decimal. */
export function macrosForPortion(per100g: Macros, grams: number): Macros {
  const scale = (value: number) => Math.round((value * grams) / 10) / 10;
  return {
    protein: scale(per100g.protein),
    carbohydrate: scale(per100g.carbohydrate),
    fat: scale(per100g.fat),
  };
}
