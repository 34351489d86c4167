import fc from 'fast-check';
import type { Highs } from 'highs';
import { DateTime } from 'luxon';
import { caloriesOf } from '@mealprep/shared/catalogue';
import {
  buildPlan,
  checkSwap,
  dailyRequirements,
  editPlan,
  loadSolver,
  MEAL_ENERGY_BAND,
  OIL_MAX_G,
  PORTION_BOUNDS,
  removeMealRefusal,
  removeRefusalText,
  swapOptions,
  swapRefusalText,
  TOLERANCE,
  type GeneratedPlan,
  type PlanRequest,
  type StoredDay,
} from '.';
import { seededRecipe as recipe } from '../test/seededPlanner';
import { CATALOGUE, requestArb } from './arbitraries';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

const categoryOf = new Map(CATALOGUE.map((entry) => [entry.id, entry.category]));

/** A box's calories as served: its components and their cooking oil (not the sides beside it). */
const boxCalories = (day: StoredDay) =>
  day.meals.map((meal) =>
    meal.items.filter((item) => !item.side).reduce((sum, item) => sum + caloriesOf(item), 0),
  );

/**
 * What a kitchen would not serve in a day (docs/planner.md, Meals a kitchen serves): a box whose
 * calories are more than ±20 % from the day's mean box, or a component outside its range. The
 * figures are kept to a tenth of a gram, so a box may be off by a calorie beyond the band.
 */
function unservable(day: StoredDay): string[] {
  const boxes = boxCalories(day);
  const mean = boxes.reduce((sum, kcal) => sum + kcal, 0) / Math.max(boxes.length, 1);
  const wrong: string[] = [];
  boxes.forEach((kcal, at) => {
    if (Math.abs(kcal - mean) > MEAL_ENERGY_BAND * mean + 1)
      wrong.push(
        `day ${day.day} meal ${at + 1}: ${Math.round(kcal)} kcal, mean ${Math.round(mean)}`,
      );
  });
  for (const item of day.meals.flatMap((meal) => meal.items)) {
    if (item.side) continue;
    const category = categoryOf.get(item.recipe_id)!;
    const { min, max } = PORTION_BOUNDS[category];
    if (item.grams < min || item.grams > max || item.second)
      wrong.push(`day ${day.day}: ${item.grams} g of ${item.name['en-US']} (${category})`);
    if (item.oil > OIL_MAX_G) wrong.push(`day ${day.day}: ${item.oil} g of oil`);
  }
  return wrong;
}

const everyDay = (plan: GeneratedPlan) => plan.days.flatMap(unservable);

describe('meals a kitchen serves (docs/planner.md)', () => {
  it('portions each component within the range a kitchen serves', () => {
    expect(PORTION_BOUNDS).toEqual({
      protein: { min: 80, max: 250 },
      carbohydrate: { min: 50, max: 250 },
      vegetable: { min: 50, max: 200 },
      garnish: { min: 5, max: 20 },
      sauce: { min: 10, max: 60 },
    });
    expect(MEAL_ENERGY_BAND).toBe(0.2);
  });

  it('splits every day evenly into servable boxes, for any customer', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        expect(everyDay(buildPlan(highs, request))).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  /**
   * The finding: a fat-loss customer on two meals got 560 g of rice in one box and 390 g of beef
   * in the other (a second portion of each), and removing one left a single 1,653 kcal box.
   */
  const fatLoss: PlanRequest = {
    requirements: dailyRequirements({
      gender: 'M',
      dateOfBirth: '1992-03-01',
      heightCm: 180,
      weightKg: 92,
      activity: 'active',
      goal: 'fat_loss',
      bodyType: 'endomorph',
      customMacros: null,
      today: DateTime.fromISO('2026-01-01'),
    }),
    days: 7,
    mealsPerDay: 2,
    recipes: ['lean_beef', 'grilled_fish', 'white_rice', 'broccoli'].map(recipe),
    allergens: [],
    supplements: [],
    homeMeal: null,
    oil: false,
  };

  it('serves the fat-loss customer of the finding boxes a kitchen serves, and says what falls short', () => {
    const plan = buildPlan(highs, fatLoss);
    expect(everyDay(plan)).toEqual([]);
    for (const day of plan.days) {
      for (const meal of day.meals) {
        // Each box a meal: a protein, a carbohydrate and a vegetable, none beyond its range.
        expect(meal.items.map((item) => categoryOf.get(item.recipe_id))).toEqual([
          'protein',
          'carbohydrate',
          'vegetable',
        ]);
      }
    }
    // Two boxes cannot hold this customer's day: the plan says so instead of overfilling them.
    expect(plan.misses.some((miss) => miss.reason === 'maximum_portions')).toBe(true);
  });

  it('refuses to remove a meal the other boxes cannot do without, saying why in both languages', () => {
    const plan = buildPlan(highs, fatLoss);
    const refused = editPlan(highs, plan, { action: 'remove', day: 3, meal: 1 });
    expect(refused).toEqual({
      ok: false,
      reason: 'remove',
      refusal: { reason: 'short', most: expect.any(Number), needed: expect.any(Number) },
    });
    if (refused.ok || refused.reason !== 'remove') return;
    // The one box left, at the largest portions served (250 g of beef or fish, 250 g of rice,
    // 200 g of broccoli, no oil), holds at most 885 kcal of the day's 2,000 or so.
    expect(refused.refusal.most).toBeLessThan(1000);
    expect(refused.refusal.needed).toBe(Math.round(plan.requirements.calories));
    expect(removeMealRefusal(plan, 3, 1)).toEqual(refused.refusal);
    expect(removeRefusalText('en-US', { ...refused.refusal, day: 3, meal: 1 })).toBe(
      `Meal 1 cannot be removed: the other meals of day 3 hold at most ${refused.refusal.most} kcal even at the largest portions we serve, short of the ${refused.refusal.needed} kcal the day needs from them.`,
    );
    expect(removeRefusalText('ms-MY', { ...refused.refusal, day: 3, meal: 1 })).toBe(
      `Hidangan 1 tidak boleh dibuang: hidangan lain hari 3 memuatkan paling banyak ${refused.refusal.most} kcal walaupun pada hidangan terbesar yang kami sajikan, kurang daripada ${refused.refusal.needed} kcal yang diperlukan hari itu.`,
    );
    // The only meal of a day: nothing would be left.
    const one = buildPlan(highs, { ...fatLoss, mealsPerDay: 1 });
    expect(removeMealRefusal(one, 1, 1)).toMatchObject({ reason: 'only_meal', most: 0 });
    expect(
      removeRefusalText('en-US', { ...removeMealRefusal(one, 1, 1)!, day: 1, meal: 1 }),
    ).toMatch(/^Meal 1 is the only meal of day 1: without it no box would be left/);
  });

  it('removing a meal rebalances the day within the same bounds, or is refused with its reason', () => {
    fc.assert(
      fc.property(requestArb, fc.nat(), fc.nat(), (request, dayPick, mealPick) => {
        const plan = buildPlan(highs, request);
        const day = plan.days[dayPick % plan.days.length]!;
        const meal = day.meals[mealPick % Math.max(day.meals.length, 1)];
        if (!meal) return;
        const predicted = removeMealRefusal(plan, day.day, meal.meal);
        const removed = editPlan(highs, plan, { action: 'remove', day: day.day, meal: meal.meal });
        if (!removed.ok) {
          // Refused only as the plan's answer said, and only where the other boxes at their
          // largest fall short of the day's calories by more than the 5 % band.
          expect(removed).toEqual({ ok: false, reason: 'remove', refusal: predicted });
          expect(predicted!.most).toBeLessThan(
            plan.requirements.calories * (1 - TOLERANCE) - plan.extras.calories,
          );
          return;
        }
        expect(predicted).toBeNull();
        const after = removed.plan.days.find((entry) => entry.day === day.day)!;
        expect(after.meals).toHaveLength(day.meals.length - 1);
        expect(unservable(after)).toEqual([]);
        // Putting it back (an undo) rebalances the day again within the bounds.
        const restored = editPlan(highs, removed.plan, {
          action: 'add',
          day: day.day,
          meal: meal.meal,
          recipeIds: meal.items.filter((item) => !item.side).map((item) => item.recipe_id),
        });
        expect(restored.ok).toBe(true);
        if (restored.ok)
          expect(unservable(restored.plan.days.find((entry) => entry.day === day.day)!)).toEqual(
            [],
          );
      }),
      { numRuns: 60 },
    );
  });
});

describe('swapping a meal’s dishes (docs/planner.md, Editing a plan)', () => {
  /** Chose chicken and beef, rice and potato; salmon too, which no oil leaves out. */
  const chooser: PlanRequest = {
    requirements: { calories: 2200, protein: 150, carbohydrate: 230, fat: 75 },
    days: 5,
    mealsPerDay: 3,
    recipes: [
      'grilled_chicken_breast',
      'lean_beef',
      'salmon',
      'white_rice',
      'baked_potato',
      'broccoli',
      'teriyaki_sauce',
    ].map(recipe),
    allergens: [],
    supplements: [],
    homeMeal: null,
    oil: false,
  };
  const ids = (...codes: string[]) => codes.map((code) => recipe(code).id);

  it('offers every other dish of each kind the customer chose, one the plan leaves out with its reason', () => {
    // Salmon is cooked in oil (OIL_COOKED_RECIPES), and this customer chose no oil.
    const plan = buildPlan(highs, chooser);
    const meal = plan.days[0]!.meals[0]!;
    const dishes = meal.items.map((item) => item.recipe_id);
    const options = swapOptions(plan, meal);
    const protein = dishes[0]!;
    const other = ids('grilled_chicken_breast', 'lean_beef').find((id) => id !== protein)!;
    expect(
      options
        .filter((option) => option.replaces.id === protein)
        .map((option) => [option.recipeId, option.leftOut]),
    ).toEqual([
      [other, null],
      [recipe('salmon').id, 'no_oil'],
    ]);
    for (const option of options) {
      // The meal with that one dish swapped, the rest as they are.
      expect(option.recipeIds).toEqual(
        dishes.map((id) => (id === option.replaces.id ? option.recipeId : id)),
      );
    }
    // Broccoli and teriyaki are the only ones of their kind: nothing to swap them for.
    expect(options.some((option) => option.replaces.id === recipe('broccoli').id)).toBe(false);
    // One of each kind chosen: nothing at all.
    const single = buildPlan(highs, {
      ...chooser,
      recipes: ['grilled_chicken_breast', 'white_rice', 'broccoli'].map(recipe),
    });
    expect(swapOptions(single, single.days[0]!.meals[0]!)).toEqual([]);
    expect(swapRefusalText('en-US', { reason: 'none', day: 1, meal: 1 })).toMatch(
      /^You chose one dish of each kind in this meal/,
    );
    expect(swapRefusalText('ms-MY', { reason: 'none', day: 1, meal: 1 })).toMatch(
      /^Anda memilih satu hidangan bagi setiap jenis/,
    );
  });

  it('swaps a dish, portions the day again within the bounds, and touches no other meal', () => {
    const plan = buildPlan(highs, chooser);
    const day = plan.days[1]!;
    const meal = day.meals[1]!;
    const option = swapOptions(plan, meal).find((entry) => entry.replaces.category === 'protein')!;
    const swapped = editPlan(highs, plan, {
      action: 'swap',
      day: day.day,
      meal: meal.meal,
      recipeIds: option.recipeIds,
    });
    expect(swapped.ok).toBe(true);
    if (!swapped.ok) return;
    const after = swapped.plan.days[1]!;
    expect(after.meals[1]!.items.map((item) => item.recipe_id)).toEqual(option.recipeIds);
    // The other meals keep their dishes (their portions may move: the day is one model).
    for (const at of [0, 2])
      expect(after.meals[at]!.items.map((item) => item.recipe_id)).toEqual(
        day.meals[at]!.items.map((item) => item.recipe_id),
      );
    expect(unservable(after)).toEqual([]);
    expect(swapped.plan.days.filter((_, at) => at !== 1)).toEqual(
      plan.days.filter((_, at) => at !== 1),
    );
  });

  it('refuses the meal as it is, another shape, a dish not chosen or one left out, each with why', () => {
    const plan = buildPlan(highs, {
      ...chooser,
      allergens: ['seafood'],
    });
    const meal = plan.days[0]!.meals[0]!;
    const dishes = meal.items.map((item) => item.recipe_id);
    expect(checkSwap(plan, meal, dishes)).toEqual({ ok: false, reason: 'same' });
    expect(checkSwap(plan, meal, dishes.slice(1))).toEqual({
      ok: false,
      reason: 'shape',
      kinds: ['protein', 'carbohydrate', 'vegetable', 'sauce'],
    });
    expect(checkSwap(plan, meal, [...dishes.slice(0, 3), ...ids('white_rice')])).toMatchObject({
      reason: 'shape',
    });
    expect(checkSwap(plan, meal, [recipe('egg').id, ...dishes.slice(1)])).toEqual({
      ok: false,
      reason: 'not_chosen',
    });
    expect(checkSwap(plan, meal, [recipe('salmon').id, ...dishes.slice(1)])).toEqual({
      ok: false,
      reason: 'left_out',
      leftOut: {
        recipe_id: recipe('salmon').id,
        name: recipe('salmon').name,
        reason: 'allergen',
        category: 'protein',
      },
    });
    const edited = editPlan(highs, plan, {
      action: 'swap',
      day: 1,
      meal: meal.meal,
      recipeIds: dishes.slice(1),
    });
    expect(edited).toMatchObject({ ok: false, reason: 'swap', refusal: { reason: 'shape' } });
    expect(
      swapRefusalText('en-US', { reason: 'shape', day: 1, meal: 1 }, [
        'protein',
        'carbohydrate',
        'vegetable',
        'sauce',
      ]),
    ).toBe(
      'A swap keeps the kinds of dishes meal 1 of day 1 has: one each of protein, carbohydrate, vegetable, sauce.',
    );
    expect(editPlan(highs, plan, { action: 'swap', day: 1, meal: 9, recipeIds: dishes })).toEqual({
      ok: false,
      reason: 'no_meal',
    });
  });
});
