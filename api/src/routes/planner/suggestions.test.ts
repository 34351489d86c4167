import type { MealPlan, Profile } from '@mealprep/shared/domain';
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
import type { QuestionAnswer } from '../preferences';

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
      else expect(profile.preferences.meal_count_id).not.toBe(optionId(q, 'meal_count', 'meals_3'));
      // Two plans, each with the suggestion search, on a shared machine.
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
});
