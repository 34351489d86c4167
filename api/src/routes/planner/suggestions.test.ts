import type { MealPlan, Profile } from '@mealprep/shared/plan/contracts';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import {
  essentialsBody,
  mealBody,
  optionId,
  questionsOf,
  recipeIdOf,
} from '../../test/questionnaire';
import { RECIPES } from '../../db/seed-data/catalog';
import { MEAL_BOX_SEN } from '../../planner';
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

function call(customer: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, 'accept-language': 'en-US' },
  });
}

async function readyPlan(customer: Customer): Promise<MealPlan> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const plan = (await call(customer, 'GET', `${BASE}/plan`)).json<{ data: MealPlan | null }>()
      .data;
    if (plan && plan.status !== 'pending') return plan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('plan never became ready');
}

/**
 * A customer who chose no garnish, no sauce, and only lean chicken, rice and broccoli, against
 * targets that need more fat than those and a spoon of oil a meal give (docs/planner.md, Suggestions).
 */
async function leanCustomer(): Promise<Customer> {
  const customer = await registerCustomer(t.app);
  const essentials = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/essentials',
    essentialsBody(q, {
      goal_id: optionId(q, 'goal', 'custom_macro'),
      custom_macros: { protein: 120, carbohydrate: 250, fat: 75 },
      meal_day_id: optionId(q, 'meal_day', 'days_7'),
    }),
  );
  expect(essentials.statusCode).toBe(200);
  const meals = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/meal_prefences',
    mealBody(q, {
      oil: 'normal_oil',
      recipe_ids: [
        recipeIdOf(q, 'protein', 'chicken'),
        recipeIdOf(q, 'carbohydrate', 'rice'),
        recipeIdOf(q, 'vegetable', 'broccoli'),
      ],
      none: ['garnish', 'sauce'],
    }),
  );
  expect(meals.statusCode).toBe(200);
  expect((await call(customer, 'POST', `${BASE}/generate`, {})).statusCode).toBe(202);
  return customer;
}

describe('plan suggestions (docs/planner.md)', () => {
  it(
    'offers a change with its effect; accepting it updates the answers and makes the plan again',
    async () => {
      const customer = await leanCustomer();
      const plan = await readyPlan(customer);
      const suggestion = plan.suggestions?.[0];
      expect(suggestion).toBeDefined();
      expect(suggestion!.days).toBe(7);
      expect(suggestion!.days_after).toBeGreaterThan(suggestion!.days_before);
      // Nothing that contradicts a choice: no sauce or garnish (answered none).
      for (const entry of plan.suggestions ?? []) {
        expect(entry.text).not.toMatch(/sauce|shallots|sesame|spring onion|sambal/i);
      }
      const accepted = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: suggestion!.id,
      });
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json()).toEqual({
        data: { id: plan.id, status: 'pending' },
        message: 'Your answers are updated; your plan is being made again.',
      });
      const after = await readyPlan(customer);
      expect(after.id).toBe(plan.id);
      const onTarget = after.days.filter(
        (day) => !after.misses.some((miss) => miss.day === day.day),
      ).length;
      expect(onTarget).toBe(suggestion!.days_after);
      // The answers changed as the suggestion says.
      const profile = (await call(customer, 'GET', '/api/v1/user/profile')).json<{
        data: Profile;
      }>().data;
      const chosen = Object.values(profile.meal_preferences).flatMap(
        (entry) => entry?.recipes ?? [],
      );
      if (suggestion!.kind === 'add_recipe') expect(chosen.length).toBeGreaterThan(3);
      else if (suggestion!.kind === 'meals_per_day')
        expect(profile.preferences.meal_count_id).not.toBe(optionId(q, 'meal_count', 'meals_3'));
      else
        expect(
          after.days.some((day) =>
            day.meals.some((meal) => meal.items.some((item) => item.side_servings)),
          ),
        ).toBe(true);
      // Two plans, each with the suggestion search, on a shared machine.
    },
    SETUP_TIMEOUT,
  );

  it(
    'accepting a swap replaces the chosen dish with the leaner one in the answers',
    async () => {
      // Lean chicken with four carbohydrates against targets that want more fat, less protein.
      const customer = await registerCustomer(t.app);
      await call(
        customer,
        'POST',
        '/api/v1/user_preferences/questions/essentials',
        essentialsBody(q, {
          goal_id: optionId(q, 'goal', 'custom_macro'),
          custom_macros: { protein: 90, carbohydrate: 280, fat: 80 },
          meal_day_id: optionId(q, 'meal_day', 'days_7'),
        }),
      );
      const chicken = recipeIdOf(q, 'protein', 'chicken');
      await call(
        customer,
        'POST',
        '/api/v1/user_preferences/questions/meal_prefences',
        mealBody(q, {
          oil: 'normal_oil',
          recipe_ids: [
            chicken,
            recipeIdOf(q, 'carbohydrate', 'rice'),
            recipeIdOf(q, 'carbohydrate', 'pasta'),
            recipeIdOf(q, 'carbohydrate', 'potato'),
            recipeIdOf(q, 'carbohydrate', 'toast'),
            recipeIdOf(q, 'vegetable', 'mixed_vegetables'),
          ],
          none: ['garnish', 'sauce'],
        }),
      );
      expect((await call(customer, 'POST', `${BASE}/generate`, {})).statusCode).toBe(202);
      const plan = await readyPlan(customer);
      const swap = plan.suggestions?.find((entry) => entry.kind === 'swap_recipe');
      expect(swap).toBeDefined();
      expect(swap!.text).toMatch(/^Swap Grilled chicken breast for .+ in your proteins$/);
      const accepted = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: swap!.id,
      });
      expect(accepted.statusCode).toBe(202);
      const profile = (await call(customer, 'GET', '/api/v1/user/profile')).json<{
        data: Profile;
      }>().data;
      const chosen = Object.values(profile.meal_preferences).flatMap(
        (entry) => entry?.recipes ?? [],
      );
      expect(chosen).not.toContain(chicken);
      expect(chosen).toHaveLength(6);
      const after = await readyPlan(customer);
      expect(
        after.days.some((day) =>
          day.meals.some((meal) => meal.items.some((item) => item.recipe_id === chicken)),
        ),
      ).toBe(false);
    },
    SETUP_TIMEOUT,
  );

  it(
    'allowing balancing sides adds them by the serving, listed with their nutrition and priced',
    async () => {
      const customer = await leanCustomer();
      const plan = await readyPlan(customer);
      const sides = plan.suggestions?.find((entry) => entry.kind === 'allow_sides');
      expect(sides).toBeDefined();
      expect(sides!.text).toMatch(/^Allow a balancing side/);
      expect(sides!.days_after).toBeGreaterThan(sides!.days_before);
      expect(
        plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.items)),
      ).not.toContainEqual(expect.objectContaining({ side_servings: expect.anything() }));
      const accepted = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: sides!.id,
      });
      expect(accepted.statusCode).toBe(202);
      const after = await readyPlan(customer);
      const onTarget = after.days.filter(
        (day) => !after.misses.some((miss) => miss.day === day.day),
      ).length;
      expect(onTarget).toBe(sides!.days_after);
      const items = after.days.flatMap((day) => day.meals.flatMap((meal) => meal.items));
      const served = items.filter((item) => item.side_servings);
      expect(served.length).toBeGreaterThan(0);
      let sideSen = 0;
      for (const item of served) {
        // A side the kitchen sells, in whole servings of its own size, with its own nutrition.
        const seed = RECIPES.find((entry) => entry.name['en-US'] === item.name);
        expect(seed?.side).toBeDefined();
        expect(item.grams).toBe(item.side_servings! * seed!.side!.servingG);
        expect(item.fat).toBe(Math.round((seed!.per100g.fat * item.grams) / 100));
        sideSen += item.side_servings! * seed!.side!.priceSen;
      }
      // Each day's totals count its sides.
      for (const day of after.days) {
        const listed = day.meals.reduce((sum, meal) => sum + meal.totals.protein, 0);
        expect(day.totals.protein).toBe(listed + after.counted_extras.protein);
      }
      // The price: the boxes and their components as before, plus each side at its own price.
      const boxes = after.days.reduce((sum, day) => sum + day.meals.length, 0);
      const perGram = items
        .filter((item) => !item.side_servings && item.recipe_id !== null)
        .reduce(
          (sum, item) => sum + item.grams * (item.name === 'Grilled chicken breast' ? 3 : 1),
          0,
        );
      expect(after.price).toBe(((boxes * MEAL_BOX_SEN + perGram + sideSen) / 100).toFixed(2));
      // The sides stay allowed: making the plan again keeps them.
      expect(
        (await call(customer, 'POST', `${BASE}/generate`, { plan_id: plan.id })).statusCode,
      ).toBe(202);
      const again = await readyPlan(customer);
      expect(again.days.flatMap((day) => day.meals.flatMap((meal) => meal.items))).toContainEqual(
        expect.objectContaining({ side_servings: expect.any(Number) }),
      );
    },
    SETUP_TIMEOUT,
  );

  it(
    'refuses an unknown suggestion with a translated field error and changes nothing',
    async () => {
      const customer = await leanCustomer();
      const plan = await readyPlan(customer);
      const refused = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: 'recipe-99999',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.suggestion_id).toEqual([
        'This suggestion is no longer offered for your plan. Please reload the plan and try again.',
      ]);
      const empty = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {});
      expect(empty.statusCode).toBe(422);
      const again = await readyPlan(customer);
      expect(again.days).toEqual(plan.days);
    },
    SETUP_TIMEOUT,
  );

  /** A customer's own macros, meals, home meal, supplements and recipes; the plan generated. */
  async function customerWith(essentials: Record<string, unknown>, recipeIds: number[]) {
    const customer = await registerCustomer(t.app);
    const saved = await call(
      customer,
      'POST',
      '/api/v1/user_preferences/questions/essentials',
      essentialsBody(q, {
        goal_id: optionId(q, 'goal', 'custom_macro'),
        meal_count_id: optionId(q, 'meal_count', 'meals_4'),
        ...essentials,
      }),
    );
    expect(saved.statusCode).toBe(200);
    const meals = await call(
      customer,
      'POST',
      '/api/v1/user_preferences/questions/meal_prefences',
      mealBody(q, { oil: 'normal_oil', recipe_ids: recipeIds, none: ['garnish', 'sauce'] }),
    );
    expect(meals.statusCode).toBe(200);
    expect((await call(customer, 'POST', `${BASE}/generate`, {})).statusCode).toBe(202);
    return customer;
  }

  const profileOf = async (customer: Customer) =>
    (await call(customer, 'GET', '/api/v1/user/profile')).json<{ data: Profile }>().data;

  it(
    'allowing light meals saves the answer and serves some meals without the protein dish',
    async () => {
      // 80 g of protein beside 300 g of carbohydrate: four protein dishes (at least 80 g of meat
      // each, the smallest portion a kitchen serves) pass it.
      const customer = await customerWith(
        { custom_macros: { protein: 80, carbohydrate: 300, fat: 60 } },
        [
          recipeIdOf(q, 'protein', 'chicken'),
          recipeIdOf(q, 'protein', 'beef'),
          recipeIdOf(q, 'carbohydrate', 'rice'),
          recipeIdOf(q, 'vegetable', 'broccoli'),
        ],
      );
      const plan = await readyPlan(customer);
      const light = plan.suggestions?.find((entry) => entry.kind === 'allow_light_meals');
      expect(light).toBeDefined();
      expect(light!.text).toMatch(/^Allow some meals without the protein dish/);
      expect(light!.days_after).toBeGreaterThan(light!.days_before);
      const accepted = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: light!.id,
      });
      expect(accepted.statusCode).toBe(202);
      expect((await profileOf(customer)).preferences.light_meals).toBe(true);
      const after = await readyPlan(customer);
      const onTarget = after.days.filter(
        (day) => !after.misses.some((miss) => miss.day === day.day),
      ).length;
      expect(onTarget).toBe(light!.days_after);
      const proteins = new Set([
        recipeIdOf(q, 'protein', 'chicken'),
        recipeIdOf(q, 'protein', 'beef'),
      ]);
      for (const day of after.days) {
        const withProtein = day.meals.filter((meal) =>
          meal.items.some((item) => item.recipe_id !== null && proteins.has(item.recipe_id)),
        );
        expect(withProtein.length).toBeGreaterThanOrEqual(1);
        expect(withProtein.length).toBeLessThan(day.meals.length);
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    'letting the kitchen cook the home meal clears that answer and cooks one more meal',
    async () => {
      // The mass gainer and nasi lemak alone give 155 g of carbohydrate against 118 g.
      const customer = await customerWith(
        {
          custom_macros: { protein: 150, carbohydrate: 118, fat: 40 },
          supplements: [
            { name: 'Mass gainer', calories: 474, protein: 30, carbohydrate: 75, fat: 6 },
          ],
          home_meal: { name: 'Nasi lemak', protein: 15, carbohydrate: 80, fat: 25 },
          // Three: four boxes of the smallest portions a kitchen serves would pass the calories.
          meal_count_id: optionId(q, 'meal_count', 'meals_3'),
        },
        [
          recipeIdOf(q, 'protein', 'chicken'),
          recipeIdOf(q, 'carbohydrate', 'potato'),
          recipeIdOf(q, 'vegetable', 'broccoli'),
        ],
      );
      const plan = await readyPlan(customer);
      expect(plan.days[0]!.meals).toHaveLength(2);
      const home = plan.suggestions?.find((entry) => entry.kind === 'cook_home_meal');
      expect(home).toBeDefined();
      expect(home!.text).toBe('Let our kitchen cook the meal you make at home (Nasi lemak)');
      expect(home!.days_after).toBeGreaterThan(home!.days_before);
      const accepted = await call(customer, 'POST', `${BASE}/${plan.id}/suggestion`, {
        suggestion_id: home!.id,
      });
      expect(accepted.statusCode).toBe(202);
      const profile = await profileOf(customer);
      expect(profile.home_meal).toBeNull();
      expect(profile.supplements).toHaveLength(1);
      const after = await readyPlan(customer);
      expect(after.days[0]!.meals).toHaveLength(3);
      expect(after.counted_extras.carbohydrate).toBe(75);
    },
    SETUP_TIMEOUT,
  );
});
