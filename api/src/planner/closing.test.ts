/**
 * Closing the misses that one change cannot (docs/planner.md, Suggestions): chains of changes, a
 * swap to a leaner dish, a fat side with little protein, and targets met shown where no whole day
 * is won.
 */
import type { Highs } from 'highs';
import { RECIPES } from '../db/seed-data/catalog';
import {
  applyChanges,
  buildPlan,
  daysOnTarget,
  loadSolver,
  planWithSuggestions,
  standingOf,
  suggestionText,
  swapChanges,
  type AnswerChange,
  type PlanRequest,
} from '.';
import { seededRecipe as recipe, SEEDED_SIDES as SIDES } from '../test/seededPlanner';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

const indexOf = (code: string) => RECIPES.findIndex((entry) => entry.code === code);
const OFFERED = RECIPES.flatMap((seed) =>
  seed.option && seed.category !== 'side' ? [recipe(seed.code)] : [],
);

function customer(
  codes: string[],
  requirements: PlanRequest['requirements'],
  more: Partial<PlanRequest>,
): PlanRequest {
  const recipes = codes.map(recipe);
  return {
    requirements,
    days: 7,
    mealsPerDay: 3,
    recipes,
    allergens: [],
    supplements: [],
    homeMeal: null,
    oil: false,
    candidates: OFFERED.filter((offered) => !recipes.some((chosen) => chosen.id === offered.id)),
    mealCounts: [1, 2, 3, 4, 5],
    sides: SIDES,
    ...more,
  };
}

describe('closing misses one change cannot', () => {
  it('chains changes where no single one brings a day on every target', () => {
    // Five meals, one at home, beef and toast only, no oil: protein over, fat off.
    const request = customer(
      [
        'lean_beef',
        'wholemeal_toast',
        'broccoli',
        'fried_shallots',
        'sesame_seeds',
        'black_pepper_sauce',
        'teriyaki_sauce',
        'sambal',
      ],
      { calories: 2694, protein: 102, carbohydrate: 423, fat: 66 },
      {
        days: 6,
        mealsPerDay: 5,
        homeMeal: { name: 'Home lunch', protein: 20, carbohydrate: 70, fat: 18 },
      },
    );
    const plan = planWithSuggestions(highs, request);
    expect(daysOnTarget(plan)).toBe(0);
    const best = plan.suggestions?.[0];
    expect(best).toBeDefined();
    expect(best!.changes.length).toBeGreaterThan(1);
    expect(best!.after).toBeGreaterThan(0);
    // Each of its changes alone brings no day on every target.
    for (const change of best!.changes) {
      expect(daysOnTarget(buildPlan(highs, applyChanges(request, [change])))).toBe(0);
    }
    expect(daysOnTarget(buildPlan(highs, applyChanges(request, best!.changes)))).toBe(best!.after);
  });

  it('offers two more meals a day where one cooked meal beside a home meal holds too little', () => {
    const request = customer(
      ['grilled_chicken_breast', 'white_rice', 'broccoli'],
      { calories: 4300, protein: 180, carbohydrate: 700, fat: 80 },
      {
        mealsPerDay: 2,
        oil: true,
        homeMeal: { name: 'Home lunch', protein: 20, carbohydrate: 70, fat: 18 },
        candidates: [],
        sides: [],
      },
    );
    const plan = planWithSuggestions(highs, request);
    const counts = (plan.suggestions ?? []).flatMap((entry) =>
      entry.changes.flatMap((change) => (change.kind === 'meals_per_day' ? [change.meals] : [])),
    );
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
    expect(
      daysOnTarget(buildPlan(highs, applyChanges(request, [{ kind: 'meals_per_day', meals: 3 }]))),
    ).toBe(0);
  });

  it('swaps a chosen dish for a leaner one of its list, and says so in both languages', () => {
    // Chicken breast carries more protein per calorie than the target allows with oil alone.
    const request = customer(
      [
        'grilled_chicken_breast',
        'white_rice',
        'wholewheat_pasta',
        'baked_potato',
        'wholemeal_toast',
        'mixed_vegetables',
        'stir_fried_greens',
      ],
      { calories: 3069, protein: 114, carbohydrate: 462, fat: 85 },
      { oil: true },
    );
    const plan = planWithSuggestions(highs, request);
    const swap = plan.suggestions?.find((entry) =>
      entry.changes.some((change) => change.kind === 'swap_recipe'),
    );
    expect(swap).toBeDefined();
    const change = swap!.changes.find((entry) => entry.kind === 'swap_recipe') as Extract<
      AnswerChange,
      { kind: 'swap_recipe' }
    >;
    expect(change.remove_id).toBe(recipe('grilled_chicken_breast').id);
    expect(change.category).toBe('protein');
    expect(swap!.after).toBeGreaterThan(swap!.before);
    const swapped = applyChanges(request, [change]);
    expect(swapped.recipes.map((entry) => entry.id)).not.toContain(change.remove_id);
    expect(swapped.recipes.map((entry) => entry.id)).toContain(change.recipe_id);
    expect(swapped.candidates?.map((entry) => entry.id)).toContain(change.remove_id);
    expect(suggestionText('en-US', [change])).toBe(
      `Swap Grilled chicken breast for ${change.name['en-US']} in your proteins`,
    );
    expect(suggestionText('ms-MY', [change])).toBe(
      `Tukar Dada ayam panggang dengan ${change.name['ms-MY']} dalam protein anda`,
    );
  });

  it('never swaps to a dish holding an allergen, or cooked in oil for a no-oil customer', () => {
    // Salmon (pan-seared) and lean beef carry the least protein per calorie, but this customer
    // chose no oil and declared beef: the swap is to chicken thigh.
    const request = customer(
      ['grilled_chicken_breast', 'white_rice', 'broccoli'],
      { calories: 3069, protein: 114, carbohydrate: 462, fat: 85 },
      {
        allergens: ['beef'],
        oil: false,
        candidates: ['salmon', 'lean_beef', 'chicken_thigh'].map(recipe),
      },
    );
    const swaps = swapChanges(request);
    expect(swaps).toEqual([
      expect.objectContaining({
        kind: 'swap_recipe',
        remove_id: recipe('grilled_chicken_breast').id,
        recipe_id: recipe('chicken_thigh').id,
      }),
    ]);
    expect(swapChanges({ ...request, allergens: [], oil: true })).toEqual([
      expect.objectContaining({ recipe_id: recipe('salmon').id }),
    ]);
  });

  it('closes a lean day’s fat with macadamia nuts where almonds or eggs would pass the protein', () => {
    const request = customer(
      [
        'grilled_fish',
        'white_rice',
        'wholemeal_toast',
        'mixed_vegetables',
        'spring_onion',
        'sesame_seeds',
        'teriyaki_sauce',
      ],
      { calories: 3283, protein: 130, carbohydrate: 432, fat: 115 },
      { mealsPerDay: 2, allowSides: true },
    );
    expect(daysOnTarget(buildPlan(highs, request))).toBe(7);
    const withoutMacadamia = {
      ...request,
      sides: SIDES.filter((side) => side.id !== indexOf('side_macadamia') + 1),
    };
    expect(daysOnTarget(buildPlan(highs, withoutMacadamia))).toBeLessThan(7);
  });

  it('offers a change that brings single targets on, with the targets met, where no day is won', () => {
    // Four meals of lean chicken, beef and toast with no oil: sides close the fat, but every
    // meal's smallest protein keeps the protein over.
    const request = customer(
      [
        'grilled_chicken_breast',
        'lean_beef',
        'baked_potato',
        'wholemeal_toast',
        'broccoli',
        'french_beans',
      ],
      { calories: 2172, protein: 97, carbohydrate: 311, fat: 60 },
      { mealsPerDay: 4 },
    );
    const plan = planWithSuggestions(highs, request);
    const now = standingOf(plan);
    const sides = plan.suggestions?.find((entry) => entry.id === 'sides');
    expect(sides).toBeDefined();
    expect(sides!.after).toBe(sides!.before);
    expect(sides!.targetsBefore).toBe(now.hits);
    expect(sides!.targetsAfter).toBeGreaterThan(now.hits);
    const built = standingOf(buildPlan(highs, applyChanges(request, sides!.changes)));
    expect(built.hits).toBe(sides!.targetsAfter);
  });
});
