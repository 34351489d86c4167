import { eq } from 'drizzle-orm';
import type { Cart } from '@mealprep/shared/cart/contracts';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { mealPlans } from '../../db/tables/preferences';
import { MEAL_BOX_SEN, PORTION_BOUNDS, type RecipeCategory } from '../../planner';
import { lockPlan, PlansRepository } from '../../repositories/plans';
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

async function answered(
  overrides: Record<string, unknown> = {},
  mealOverrides: Record<string, unknown> = {},
): Promise<Customer> {
  const customer = await registerCustomer(t.app);
  const essentials = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/essentials',
    // Not active: three boxes of the portions a kitchen serves hold the day (docs/planner.md,
    // Meals a kitchen serves), and two of them still hold it without the third.
    essentialsBody(q, {
      activity_level_id: optionId(q, 'activity_level', 'not_active'),
      ...overrides,
    }),
  );
  expect(essentials.statusCode).toBe(200);
  const meals = await call(
    customer,
    'POST',
    '/api/v1/user_preferences/questions/meal_prefences',
    mealBody(q, mealOverrides),
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
    expect(response.json().message).toBe(
      'Sila jawab “Tentang anda” dan “Pilihan hidangan” sebelum menjana pelan.',
    );
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
    const swap = plan.days[0]!.meals[0]!.swaps![0]!;
    const attempts = [
      call(customer, 'POST', `${BASE}/${plan.id}`, { action: 'remove', day: 1, meal: 1 }),
      call(customer, 'POST', `${BASE}/${plan.id}`, {
        action: 'swap',
        day: 1,
        meal: 1,
        recipe_ids: swap.recipe_ids,
      }),
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
    // Nothing to edit on a paid plan: no swaps offered, no refusals to read.
    expect(shown.json<{ data: MealPlan }>().data.days[0]!.meals[0]).not.toHaveProperty('swaps');
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

describe('what a meal offers: swap and remove (docs/planner.md, Editing a plan)', () => {
  const PROTEIN_IDS = () =>
    new Set(['chicken', 'beef', 'seafood'].map((code) => recipeIdOf(q, 'protein', code)));

  /** The plan's price from what it lists (pricing.ts): boxes, grams by kind, no sides here. */
  const priceOf = (plan: MealPlan) => {
    const proteins = PROTEIN_IDS();
    let sen = 0;
    for (const meal of plan.days.flatMap((day) => day.meals)) {
      sen += MEAL_BOX_SEN;
      for (const item of meal.items) {
        if (item.recipe_id === null) continue;
        sen += item.grams * (proteins.has(item.recipe_id) ? 3 : 1);
      }
    }
    return (sen / 100).toFixed(2);
  };

  it('swaps a dish for another the customer chose, portions the day again within the ranges and prices it', async () => {
    const greens = recipeIdOf(q, 'vegetable', 'stir_fried_greens');
    const customer = await answered(
      {},
      {
        oil: 'no_oil',
        recipe_ids: [
          recipeIdOf(q, 'protein', 'chicken'),
          recipeIdOf(q, 'protein', 'beef'),
          recipeIdOf(q, 'protein', 'seafood'),
          recipeIdOf(q, 'carbohydrate', 'rice'),
          recipeIdOf(q, 'carbohydrate', 'pasta'),
          recipeIdOf(q, 'vegetable', 'broccoli'),
          greens,
        ],
        none: ['garnish', 'sauce'],
      },
    );
    const plan = await generated(customer);
    expect(plan.price).toBe(priceOf(plan));
    const meal = plan.days[1]!.meals[0]!;
    expect(meal.swap_refused).toBeNull();
    const [protein, carbohydrate, vegetable] = meal.items.map((item) => item.recipe_id!);
    // Each other protein and carbohydrate chosen; the greens, cooked in oil, with why not.
    expect(meal.swaps!.map((swap) => [swap.replaces_id, swap.recipe_id, swap.refused])).toEqual(
      expect.arrayContaining([
        [
          vegetable,
          greens,
          'Stir-fried greens (kangkung, sawi) is cooked in oil and you chose no oil, so your plan leaves it out.',
        ],
      ]),
    );
    expect(meal.swaps!.filter((swap) => swap.replaces_id === protein)).toHaveLength(2);
    expect(meal.swaps!.filter((swap) => swap.replaces_id === carbohydrate)).toHaveLength(1);
    const swap = meal.swaps!.find((entry) => entry.replaces_id === protein)!;
    expect(swap.refused).toBeNull();
    expect(swap.recipe_ids).toEqual([swap.recipe_id, carbohydrate, vegetable]);

    const swapped = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'swap',
      day: 2,
      meal: 1,
      recipe_ids: swap.recipe_ids,
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().message).toBe('Meal successfully updated');
    const after = swapped.json<{ data: MealPlan }>().data;
    expect(after.days[1]!.meals[0]!.items.map((item) => item.recipe_id)).toEqual(swap.recipe_ids);
    expect(after.days[1]!.meals[0]!.items[0]!.name).toBe(swap.name);
    // The other days as they were; the day's boxes within the ranges a kitchen serves.
    expect(after.days.filter((_, at) => at !== 1)).toEqual(plan.days.filter((_, at) => at !== 1));
    const kinds = new Map<number, RecipeCategory>([
      ...[...PROTEIN_IDS()].map((id): [number, RecipeCategory] => [id, 'protein']),
      [recipeIdOf(q, 'carbohydrate', 'rice'), 'carbohydrate'],
      [recipeIdOf(q, 'carbohydrate', 'pasta'), 'carbohydrate'],
      [recipeIdOf(q, 'vegetable', 'broccoli'), 'vegetable'],
    ]);
    for (const item of after.days[1]!.meals.flatMap((entry) => entry.items)) {
      const { min, max } = PORTION_BOUNDS[kinds.get(item.recipe_id!)!];
      expect(item.grams).toBeGreaterThanOrEqual(min);
      expect(item.grams).toBeLessThanOrEqual(max);
    }
    // The price follows the new portions, by the same rule.
    expect(after.price).toBe(priceOf(after));
    expect((await readyPlan(customer)).days).toEqual(after.days);
  });

  it('refuses a swap it cannot serve with 422 and the reason at recipe_ids, in both languages, and changes nothing', async () => {
    const greens = recipeIdOf(q, 'vegetable', 'stir_fried_greens');
    const customer = await answered(
      {},
      {
        oil: 'no_oil',
        recipe_ids: [
          recipeIdOf(q, 'protein', 'chicken'),
          recipeIdOf(q, 'protein', 'beef'),
          recipeIdOf(q, 'carbohydrate', 'rice'),
          recipeIdOf(q, 'vegetable', 'broccoli'),
          greens,
        ],
        none: ['garnish', 'sauce'],
      },
    );
    const plan = await generated(customer);
    const dishes = plan.days[0]!.meals[0]!.items.map((item) => item.recipe_id!);
    const refused = async (recipeIds: unknown, locale = 'en-US', extra: object = {}) => {
      const response = await call(
        customer,
        'POST',
        `${BASE}/${plan.id}`,
        { action: 'swap', day: 1, meal: 1, recipe_ids: recipeIds, ...extra },
        locale,
      );
      expect(response.statusCode).toBe(422);
      return response.json<{ message: string; errors: Record<string, string[]> }>();
    };
    const leftOut = await refused([dishes[0], dishes[1], greens]);
    expect(leftOut.errors.recipe_ids).toEqual([
      'Stir-fried greens (kangkung, sawi) is cooked in oil and you chose no oil, so your plan leaves it out.',
    ]);
    expect((await refused([dishes[0], dishes[1], greens], 'ms-MY')).message).toBe(
      'Sayur hijau goreng (kangkung, sawi) dimasak dengan minyak dan anda memilih tanpa minyak, jadi pelan anda tidak memasukkannya.',
    );
    expect((await refused(dishes)).errors.recipe_ids).toEqual([
      'That is meal 1 of day 1 as it is: choose another dish to swap in.',
    ]);
    expect((await refused(dishes, 'ms-MY')).message).toBe(
      'Itu hidangan 1 hari 1 seperti sedia ada: pilih hidangan lain untuk ditukar.',
    );
    expect((await refused(dishes.slice(0, 2))).errors.recipe_ids).toEqual([
      'A swap keeps the kinds of dishes meal 1 of day 1 has: one each of protein, carbohydrate, vegetable.',
    ]);
    expect((await refused([999_999, dishes[1], dishes[2]])).errors.recipe_ids).toEqual([
      'Only dishes you chose in the meal questionnaire can be swapped in.',
    ]);
    // A body the schema refuses: no dishes, no meal, not a list.
    expect((await refused(undefined)).errors).toHaveProperty('recipe_ids');
    expect((await refused([], 'en-US')).errors).toHaveProperty('recipe_ids');
    expect((await refused('1,2')).errors).toHaveProperty('recipe_ids');
    expect((await refused(dishes, 'en-US', { meal: undefined })).errors).toHaveProperty('meal');
    expect((await refused(dishes, 'en-US', { meal: 9 })).errors).toEqual({
      meal: ['Day 1 has no meal 9.'],
    });
    expect((await readyPlan(customer)).days).toEqual(plan.days);
  });

  it('a customer who chose one dish of each kind has nothing to swap, and the meal says why', async () => {
    const customer = await answered(
      {},
      {
        recipe_ids: [
          recipeIdOf(q, 'protein', 'chicken'),
          recipeIdOf(q, 'carbohydrate', 'rice'),
          recipeIdOf(q, 'vegetable', 'broccoli'),
        ],
        none: ['garnish', 'sauce'],
      },
    );
    const plan = await generated(customer);
    const meal = plan.days[0]!.meals[0]!;
    expect(meal.swaps).toEqual([]);
    expect(meal.swap_refused).toBe(
      'You chose one dish of each kind in this meal, so there is none to swap in. Choose more dishes in the meal questionnaire to swap between them.',
    );
  });

  it('refuses removing a meal the other boxes cannot do without (409, both languages), as the meal said beforehand', async () => {
    // A very active customer on two meals a day: one box at the largest portions a kitchen
    // serves holds far less than the day.
    const customer = await answered({
      activity_level_id: optionId(q, 'activity_level', 'extra_active'),
      weight: 90,
      meal_count_id: optionId(q, 'meal_count', 'meals_2'),
    });
    const plan = await generated(customer);
    const said = plan.days[0]!.meals[0]!.remove_refused;
    expect(said).toMatch(
      /^Meal 1 cannot be removed: the other meals of day 1 hold at most \d+ kcal even at the largest portions we serve, short of the \d+ kcal the day needs from them\.$/,
    );
    const removed = await call(customer, 'POST', `${BASE}/${plan.id}`, {
      action: 'remove',
      day: 1,
      meal: 1,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(said);
    const removedMs = await call(
      customer,
      'POST',
      `${BASE}/${plan.id}`,
      { action: 'remove', day: 1, meal: 1 },
      'ms-MY',
    );
    expect(removedMs.statusCode).toBe(409);
    expect(removedMs.json().message).toMatch(
      /^Hidangan 1 tidak boleh dibuang: hidangan lain hari 1/,
    );
    expect((await readyPlan(customer)).days).toEqual(plan.days);
  });
});
