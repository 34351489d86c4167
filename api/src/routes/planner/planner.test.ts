import { eq } from 'drizzle-orm';
import type { Cart, MealPlan } from '@mealprep/shared/domain';
import { mealPlans } from '../../db/tables/preferences';
import { lockPlan, PlansRepository } from '../../repositories/plans';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { essentialsBody, mealBody, questionsOf } from '../../test/questionnaire';
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

async function call(
  customer: Customer,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  locale = 'en-US',
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, 'accept-language': locale },
  });
}

async function answered(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const customer = await registerCustomer(t.app);
  const essentials = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/essentials',
    essentialsBody(q, overrides),
  );
  expect(essentials.statusCode).toBe(200);
  const meals = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/meal_prefences',
    mealBody(q),
  );
  expect(meals.statusCode).toBe(200);
  return customer;
}

/** Polls as the loading screen does, until the plan is no longer pending. */
async function readyPlan(customer: Customer): Promise<MealPlan> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await call(customer, 'GET', `${BASE}/plan`);
    expect(response.statusCode).toBe(200);
    const plan = response.json<{ data: MealPlan | null }>().data;
    if (plan && plan.status !== 'pending') return plan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('plan never became ready');
}

async function generated(customer: Customer): Promise<MealPlan> {
  const response = await call(customer, 'POST', `${BASE}/generate`, {});
  expect(response.statusCode).toBe(202);
  expect(response.json().data).toEqual({ id: expect.any(Number), status: 'pending' });
  return readyPlan(customer);
}

describe('generation', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: `${BASE}/plan` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/generate`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('is refused until both questionnaires are answered', async () => {
    const customer = await registerCustomer(t.app);
    const response = await call(customer, 'POST', `${BASE}/generate`, {}, 'ms-MY');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Sila jawab soal selidik/);
    expect((await call(customer, 'GET', `${BASE}/plan`)).json().data).toBeNull();
  });

  it('generates, polls to ready and answers the plan shape with 4P + 4C + 9F', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    expect(plan.status).toBe('ready');
    expect(plan.locked).toBe(false);
    expect(plan.days).toHaveLength(5);
    expect(plan.price).toMatch(/^\d+\.\d{2}$/);
    expect(plan.daily_requirements?.protein).toBe(120);
    for (const day of plan.days) {
      expect(day.meals).toHaveLength(3);
      expect(Object.keys(day.totals).sort()).toEqual([
        'calories',
        'carbohydrate',
        'fat',
        'protein',
      ]);
      const calories = day.totals.protein * 4 + day.totals.carbohydrate * 4 + day.totals.fat * 9;
      expect(day.totals.calories).toBeCloseTo(calories, 6);
      for (const meal of day.meals) {
        for (const item of meal.items) {
          expect(Object.keys(item).sort()).toEqual(
            ['calories', 'carbohydrate', 'fat', 'grams', 'name', 'protein', 'recipe_id'].sort(),
          );
        }
      }
    }
    // The answers chose three proteins, two carbohydrates: every target within 5 % here.
    expect(plan.misses).toEqual([]);
    const one = await call(customer, 'GET', `${BASE}/${plan.id}`, undefined, 'ms-MY');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.days[0].meals[0].items[0].name).toMatch(/ayam|lembu|ikan/i);
  });

  it('regenerates the same unlocked plan (a cart line keeps pointing at it)', async () => {
    const customer = await answered();
    const first = await generated(customer);
    const again = await call(customer, 'POST', `${BASE}/generate`, { plan_id: first.id });
    expect(again.statusCode).toBe(202);
    expect(again.json().data.id).toBe(first.id);
    expect((await readyPlan(customer)).id).toBe(first.id);
  });

  it('follows the plan already asked for with the same answers: the loading page opened again never makes a second', async () => {
    const customer = await answered();
    const first = await call(customer, 'POST', `${BASE}/generate`, {});
    // Opened again while it is made (a reload, a second tab, a page started late).
    const again = await call(customer, 'POST', `${BASE}/generate`, {});
    expect(again.statusCode).toBe(202);
    expect(again.json().data.id).toBe(first.json().data.id);
    const plan = await readyPlan(customer);
    const revision = async () =>
      (
        await t.db
          .select({ revision: mealPlans.revision })
          .from(mealPlans)
          .where(eq(mealPlans.id, plan.id))
      )[0]?.revision;
    const made = await revision();
    // …and once it is made: the same plan, ready, not made again.
    const later = await call(customer, 'POST', `${BASE}/generate`, {});
    expect(later.json().data).toEqual({ id: plan.id, status: 'ready' });
    expect(await revision()).toBe(made);
    expect((await readyPlan(customer)).days).toEqual(plan.days);

    // New answers are a new request: that one is made afresh.
    const meals = await call(
      customer,
      'POST',
      '/api/v1/user_preferences/questions/meal_prefences',
      mealBody(q, { oil: 'no_oil' }),
    );
    expect(meals.statusCode).toBe(200);
    const changed = await call(customer, 'POST', `${BASE}/generate`, {});
    expect(changed.json().data).toEqual({ id: plan.id, status: 'pending' });
    expect(await revision()).toBe((made ?? 0) + 1);
  });

  it('works jobs left by another process once claimed with SKIP LOCKED', async () => {
    const customer = await answered();
    const first = await generated(customer);
    // A job row nobody worked: as if the process that enqueued it died.
    await t.db
      .update(mealPlans)
      .set({ status: 'pending', claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(mealPlans.id, first.id));
    const repository = new PlansRepository(t.db);
    const claims = await Promise.all([repository.claim(), repository.claim()]);
    const ids = claims.flatMap((job) => (job ? [job.id] : []));
    // Never the same job twice (this process's own poller may have taken it first).
    expect(ids.length).toBeLessThanOrEqual(1);
    expect(ids.every((id) => id === first.id)).toBe(true);
    expect(await repository.claim()).toBeNull(); // leased: nobody else takes it meanwhile
    const mine = claims.find((job) => job !== null);
    if (mine) await repository.fail(mine, 'released by the test');
    expect((await readyPlan(customer)).status).toBe('ready');
  });
});

describe('a foreign or locked plan', () => {
  it('answers 404 for another customer’s plan and changes nothing', async () => {
    const owner = await answered();
    const plan = await generated(owner);
    const stranger = await answered();
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { action: 'remove', day: 1, meal: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(stranger, method, `${BASE}/${plan.id}`, payload);
      expect(response.statusCode).toBe(404);
    }
    const regenerate = await call(stranger, 'POST', `${BASE}/generate`, { plan_id: plan.id });
    expect(regenerate.statusCode).toBe(404);
    const store = await call(stranger, 'POST', '/api/v1/cart/store', {
      plan_id: plan.id,
      plan_type: 'PERSONALIZED',
    });
    expect(store.statusCode).toBe(422);
    expect((await readyPlan(owner)).days[0]?.meals).toHaveLength(3);
  });

  it('answers 409 with the reason for edit, regenerate, delete and add-to-cart once paid', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    expect(await lockPlan(t.db, plan.id)).toBe(true);
    const attempts = [
      call(customer, 'POST', `${BASE}/${plan.id}`, { action: 'remove', day: 1, meal: 1 }),
      call(customer, 'POST', `${BASE}/generate`, { plan_id: plan.id }),
      call(customer, 'DELETE', `${BASE}/${plan.id}`),
      call(customer, 'POST', '/api/v1/cart/store', { plan_id: plan.id, plan_type: 'PERSONALIZED' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/paid order/);
    }
    const shown = await call(customer, 'GET', `${BASE}/plan`);
    expect(shown.json().data).toMatchObject({ id: plan.id, locked: true });
    // A new plan starts from the answers.
    const fresh = await call(customer, 'POST', `${BASE}/generate`, {});
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json().data.id).not.toBe(plan.id);
  });
});

describe('edit, cart and delete', () => {
  it('removes and adds a meal with the docs/spec.md §8 toasts, totals recomputed', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    const removed = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'remove',
      day: 2,
      meal: 1,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Meal has been removed');
    const day = removed.json<{ data: MealPlan }>().data.days[1];
    expect(day?.meals).toHaveLength(2);
    const sum = day!.meals.reduce((total, meal) => total + meal.totals.protein, 0);
    expect(day!.totals.protein).toBeCloseTo(sum, 6);
    const added = await call(
      customer,
      'POST',
      `${BASE}/${plan.id}`,
      { action: 'add', day: 2 },
      'ms-MY',
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Hidangan berjaya dikemas kini');
    const missing = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'remove',
      day: 2,
      meal: 9,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Day 2 has no meal 9.',
      errors: { meal: ['Day 2 has no meal 9.'] },
    });
  });

  it('refuses adding to a full day with 409 and its reason, in both languages, and says so on the day', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    // Each day has the meals a day asked for: the plan says so before anything is sent.
    expect(plan.days[1]?.add_meal_refused).toBe(
      'Day 2 already has all the meals a day you asked for.',
    );
    const full = await call(customer, 'POST', `${BASE}/${plan.id}`, { action: 'add', day: 2 });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Day 2 already has all the meals a day you asked for.');
    const fullMs = await call(
      customer,
      'POST',
      `${BASE}/${plan.id}`,
      { action: 'add', day: 2 },
      'ms-MY',
    );
    expect(fullMs.statusCode).toBe(409);
    expect(fullMs.json().message).toBe(
      'Hari 2 sudah mempunyai semua hidangan sehari yang anda minta.',
    );
    expect((await readyPlan(customer)).days[1]?.meals).toHaveLength(3);
    const removed = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'remove',
      day: 2,
      meal: 1,
    });
    expect(removed.json<{ data: MealPlan }>().data.days[1]?.add_meal_refused).toBeNull();
  });

  it('puts a removed meal back where it was (undo) and refuses a recipe the plan does not use', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    const recipesOf = (shown: MealPlan) =>
      shown.days[1]!.meals.map((meal) =>
        meal.items.flatMap((item) =>
          item.recipe_id === null || item.side_servings ? [] : [item.recipe_id],
        ),
      );
    const before = recipesOf(plan);
    const removed = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'remove',
      day: 2,
      meal: 1,
    });
    expect(removed.statusCode).toBe(200);
    const foreign = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'add',
      day: 2,
      meal: 1,
      recipe_ids: [999_999],
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe('Your chosen recipes cannot make another meal.');
    const restored = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'add',
      day: 2,
      meal: 1,
      recipe_ids: before[0],
    });
    expect(restored.statusCode).toBe(200);
    const after = restored.json<{ data: MealPlan }>().data;
    // The same dishes in the same place; the day is portioned again, as after any edit.
    expect(recipesOf(after)).toEqual(before);
    expect(after.days[1]?.add_meal_refused).toBe(
      'Day 2 already has all the meals a day you asked for.',
    );
  });

  it('adds the plan to the cart at the server’s price and deletes it with its line', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    const store = await call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: plan.id,
      plan_type: 'PERSONALIZED',
      price: '0.01',
    });
    expect(store.statusCode).toBe(200);
    const cart = store.json<{ data: Cart }>().data;
    expect(cart.items).toEqual([
      expect.objectContaining({ type: 'PERSONALIZED', plan_id: plan.id, price: plan.price }),
    ]);
    expect(cart.sub_total).toBe(plan.price);
    const shown = (await call(customer, 'GET', `${BASE}/plan`)).json<{ data: MealPlan }>().data;
    expect(shown.in_cart).toBe(true);
    const deleted = await call(customer, 'DELETE', `${BASE}/${plan.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(customer, 'GET', `${BASE}/${plan.id}`)).statusCode).toBe(404);
    const after = (await call(customer, 'GET', '/api/v1/cart/index')).json<{ data: Cart }>().data;
    expect(after.items).toEqual([]);
  });

  it('refuses a plan that is still pending from the cart', async () => {
    const customer = await answered();
    const plan = await generated(customer);
    await t.db
      .update(mealPlans)
      .set({ status: 'pending', claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(mealPlans.id, plan.id));
    const store = await call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: plan.id,
      plan_type: 'PERSONALIZED',
    });
    expect(store.statusCode).toBe(409);
  });
});
