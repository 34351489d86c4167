import type { MealPlan, NutritionTotals } from '@mealprep/shared/plan/contracts';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { essentialsBody, mealBody, questionsOf, recipeIdOf } from '../../test/questionnaire';
import type { QuestionAnswer } from '../../preferences/present';

let t: TestApp;
let q: Record<string, QuestionAnswer>;

beforeAll(async () => {
  t = await buildTestApp();
  q = await questionsOf(t.app, await registerCustomer(t.app));
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const BASE = '/api/v1/user_personalized_meal';

async function call(customer: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, 'accept-language': 'en-US' },
  });
}

async function planFor(
  essentials: Record<string, unknown>,
  meals: Record<string, unknown>,
): Promise<MealPlan> {
  const customer = await registerCustomer(t.app);
  const answers = [
    ['/api/v1/user_preferences/questions/essentials', essentialsBody(q, essentials)],
    ['/api/v1/user_preferences/questions/meal_prefences', mealBody(q, meals)],
  ] as const;
  for (const [url, body] of answers) {
    expect((await call(customer, 'POST', url, body)).statusCode).toBe(200);
  }
  expect((await call(customer, 'POST', `${BASE}/generate`, {})).statusCode).toBe(202);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const plan = (await call(customer, 'GET', `${BASE}/plan`)).json<{ data: MealPlan }>().data;
    if (plan.status !== 'pending') return plan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('plan never became ready');
}

const add = (parts: NutritionTotals[]) =>
  parts.reduce(
    (total, part) => ({
      calories: total.calories + part.calories,
      protein: total.protein + part.protein,
      carbohydrate: total.carbohydrate + part.carbohydrate,
      fat: total.fat + part.fat,
    }),
    { calories: 0, protein: 0, carbohydrate: 0, fat: 0 },
  );

describe('the plan lists everything it counts', () => {
  it(
    'every day total is the sum of the listed items, supplements and home-sourced meal',
    async () => {
      const plan = await planFor(
        {
          supplements: [{ name: 'Whey', calories: 120, protein: 24, fat: 1.5, carbohydrate: 3 }],
          home_meal: { name: 'Nasi lemak', protein: 15, carbohydrate: 60, fat: 20 },
          meal_count_id: q.meal_count?.options.find((o) => o.code === 'meals_4')?.id,
        },
        {},
      );
      expect(plan.status).toBe('ready');
      expect(plan.extras).toEqual([
        {
          kind: 'supplement',
          name: 'Whey',
          calories: 24 * 4 + 3 * 4 + 2 * 9,
          protein: 24,
          carbohydrate: 3,
          fat: 2,
        },
        {
          kind: 'home_meal',
          name: 'Nasi lemak',
          calories: 15 * 4 + 60 * 4 + 20 * 9,
          protein: 15,
          carbohydrate: 60,
          fat: 20,
        },
      ]);
      expect(plan.counted_extras).toEqual(add(plan.extras));
      for (const day of plan.days) {
        expect(day.meals).toHaveLength(3); // the home-sourced meal takes the fourth
        for (const meal of day.meals) {
          expect(meal.items.length).toBeGreaterThan(0);
          for (const item of meal.items) {
            expect(item.name).not.toBe('');
            // Whole grams: each component in its kitchen step (docs/planner.md; unit-tested).
            expect(Number.isInteger(item.grams)).toBe(true);
            for (const key of ['protein', 'carbohydrate', 'fat'] as const) {
              expect(Number.isInteger(item[key])).toBe(true);
            }
            expect(item.calories).toBe(item.protein * 4 + item.carbohydrate * 4 + item.fat * 9);
          }
          expect(meal.totals).toEqual(add(meal.items));
        }
        expect(day.totals).toEqual(
          add([...day.meals.flatMap((meal) => meal.items), ...plan.extras]),
        );
      }
      // Normal oil: the meals' cooking oil is listed as its own line.
      const oil = plan.days
        .flatMap((day) => day.meals.flatMap((meal) => meal.items))
        .filter((item) => item.recipe_id === null);
      for (const item of oil) expect(item.name).toBe('Cooking oil');
    },
    SETUP_TIMEOUT,
  );

  it(
    'gives a no-oil customer no oil-cooked dish and says which chosen ones were left out',
    async () => {
      const greens = recipeIdOf(q, 'vegetable', 'stir_fried_greens');
      const shallots = recipeIdOf(q, 'garnish', 'fried_shallots');
      const plan = await planFor(
        {},
        {
          oil: 'no_oil',
          recipe_ids: [
            recipeIdOf(q, 'protein', 'chicken'),
            recipeIdOf(q, 'carbohydrate', 'rice'),
            recipeIdOf(q, 'vegetable', 'broccoli'),
            greens,
            shallots,
          ],
          none: ['sauce'],
        },
      );
      const used = plan.days.flatMap((day) =>
        day.meals.flatMap((meal) => meal.items.map((item) => item.recipe_id)),
      );
      expect(used).not.toContain(greens);
      expect(used).not.toContain(shallots);
      expect(used).not.toContain(null); // no cooking oil either
      // Without oil or a fatty component the fat target is missed; the reason quotes the shown total.
      const fatMisses = plan.misses.filter((miss) => miss.target === 'fat');
      expect(fatMisses.length).toBeGreaterThan(0);
      for (const miss of fatMisses) {
        const shown = plan.days.find((day) => day.day === miss.day)?.totals.fat;
        expect(miss.reason).toMatch(new RegExp(` ${shown} g\\b`));
      }
      expect(plan.left_out).toEqual([
        {
          recipe_id: greens,
          name: 'Stir-fried greens (kangkung, sawi)',
          reason:
            'Stir-fried greens (kangkung, sawi) is cooked in oil and you chose no oil, so your plan leaves it out.',
        },
        {
          recipe_id: shallots,
          name: 'Fried shallots',
          reason:
            'Fried shallots is cooked in oil and you chose no oil, so your plan leaves it out.',
        },
      ]);
    },
    SETUP_TIMEOUT,
  );
});
