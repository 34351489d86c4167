/**
 * Random customers for the planner's property tests (fast-check): any answers the meal
 * questionnaire accepts — the seeded components, allergies, meals a day, targets, supplements, a home-sourced meal, oil and sides.
 */
import fc from 'fast-check';
import { ALLERGENS, caloriesOf, type Allergen } from '@mealprep/shared/catalogue';
import { RECIPES } from '../db/seed-data/catalog';
import { SEEDED_SIDES } from '../test/seededPlanner';
import type { PlannerRecipe, PlanRequest } from './model';

/** The seeded components, with ids by position (as the seed inserts them). */
export const CATALOGUE: PlannerRecipe[] = RECIPES.flatMap(({ category, ...recipe }, index) =>
  category === 'side'
    ? []
    : [
        {
          id: index + 1,
          category,
          name: recipe.name,
          allergens: recipe.allergens,
          per100g: recipe.per100g,
        },
      ],
);

const ofCategory = (...categories: string[]) =>
  CATALOGUE.filter((recipe) => categories.includes(recipe.category));

export const requestArb = fc
  .record({
    // As the meal questionnaire asks them: at least one protein, carbohydrate and vegetable
    // (only garnish and sauce may be "none", docs/spec.md §4), any garnishes and sauces.
    chosen: fc
      .tuple(
        fc.subarray(ofCategory('protein'), { minLength: 1 }),
        fc.subarray(ofCategory('carbohydrate'), { minLength: 1 }),
        fc.subarray(ofCategory('vegetable'), { minLength: 1 }),
        fc.subarray(ofCategory('garnish', 'sauce')),
      )
      .map((parts) => parts.flat()),
    allergens: fc.subarray([...ALLERGENS] as Allergen[]),
    days: fc.integer({ min: 5, max: 7 }),
    mealsPerDay: fc.integer({ min: 1, max: 5 }),
    calories: fc.integer({ min: 1200, max: 4000 }),
    proteinShare: fc.double({ min: 0.15, max: 0.4, noNaN: true }),
    fatShare: fc.double({ min: 0.2, max: 0.35, noNaN: true }),
    home: fc.boolean(),
    supplement: fc.boolean(),
    oil: fc.boolean(),
    sides: fc.boolean(),
  })
  .map(({ calories, proteinShare, fatShare, ...rest }): PlanRequest => {
    const protein = Math.round((calories * proteinShare) / 4);
    const fat = Math.round((calories * fatShare) / 9);
    const carbohydrate = Math.round((calories - protein * 4 - fat * 9) / 4);
    return {
      requirements: {
        calories: caloriesOf({ protein, carbohydrate, fat }),
        protein,
        carbohydrate,
        fat,
      },
      days: rest.days,
      mealsPerDay: rest.mealsPerDay,
      recipes: rest.chosen,
      allergens: rest.allergens,
      supplements: rest.supplement
        ? [{ name: 'Whey', calories: 120, protein: 24, carbohydrate: 3, fat: 1.5 }]
        : [],
      homeMeal: rest.home ? { name: 'Nasi lemak', protein: 15, carbohydrate: 60, fat: 20 } : null,
      oil: rest.oil,
      sides: SEEDED_SIDES,
      allowSides: rest.sides,
    };
  });
