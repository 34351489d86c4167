import type { Profile } from '@mealprep/shared/plan/contracts';
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

const ESSENTIALS = '/api/v1/user_preferences/questions/essentials';
const MEALS = '/api/v1/user_preferences/questions/meal_prefences';

async function post(customer: Customer, url: string, payload: unknown, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, 'accept-language': locale },
  });
}

async function profileOf(customer: Customer): Promise<Profile> {
  const response = await t.app.inject({
    url: '/api/v1/user/profile',
    headers: { cookie: customer.cookie },
  });
  return response.json<{ data: Profile }>().data;
}

describe('questions', () => {
  it.each([ESSENTIALS, MEALS])('saving %s needs a session', async (url) => {
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
  });

  it('the meal questions need a session; the essentials a guest reads first, in either language', async () => {
    expect((await t.app.inject({ url: MEALS })).statusCode).toBe(401);
    const en = await t.app.inject({ url: ESSENTIALS });
    expect(en.statusCode).toBe(200);
    const ms = await t.app.inject({ url: ESSENTIALS, headers: { 'accept-language': 'ms-MY' } });
    expect(ms.statusCode).toBe(200);
    expect(ms.json().data).toHaveLength(en.json().data.length);
    expect(ms.json().data[0].name).not.toBe(en.json().data[0].name);
    // Reading the questions stores nothing and sets no session.
    expect(en.cookies.filter((cookie) => cookie.name === 'session')).toEqual([]);
    for (const draft of ['essentials', 'meal_prefences']) {
      const url = `/api/v1/user_preferences/draft/${draft}`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('lists the essentials in order and the meal questions oil first, in Malay too', async () => {
    const customer = await registerCustomer(t.app);
    const essentials = await t.app.inject({
      url: ESSENTIALS,
      headers: { cookie: customer.cookie },
    });
    expect(essentials.json().data.map((x: QuestionAnswer) => x.question_type.name)).toEqual([
      'activity_level',
      'goal',
      'body_type',
      'allergies',
      'supplements',
      'meal_count',
      'meal_day',
    ]);
    const meals = await t.app.inject({
      url: MEALS,
      headers: { cookie: customer.cookie, 'accept-language': 'ms-MY' },
    });
    const names = meals.json().data.map((x: QuestionAnswer) => x.question_type.name);
    expect(names).toEqual([
      'oil',
      'protein',
      'carbohydrate',
      'vegetable',
      'garnish',
      'sauce',
      'seasoning',
      'spices',
    ]);
    expect(meals.json().data[1].name).toBe('Pilih protein anda');
  });
});

describe('essentials answers', () => {
  it('round-trip into the profile with daily requirements', async () => {
    const customer = await registerCustomer(t.app);
    expect((await profileOf(customer)).essentials_answered).toBe(false);
    const supplements = [{ name: 'Whey', calories: 120, protein: 24, fat: 1.5, carbohydrate: 3 }];
    const response = await post(customer, ESSENTIALS, essentialsBody(q, { supplements }));
    expect(response.statusCode).toBe(200);
    const profile = await profileOf(customer);
    expect(profile.essentials_answered).toBe(true);
    expect(profile.meal_preferences_answered).toBe(false);
    expect(profile.height).toBe(165);
    expect(profile.weight).toBe(60);
    expect(profile.supplements).toEqual(supplements);
    expect(profile.allergies).toEqual([{ id: optionId(q, 'allergies', 'peanut'), name: 'Peanut' }]);
    expect(profile.preferences.goal_id).toBe(optionId(q, 'goal', 'lean_mass_gain'));
    expect(profile.preferences.goal_description).toBe('Build muscle for badminton');
    const daily = profile.daily_requirements;
    expect(daily).not.toBeNull();
    expect(daily?.protein).toBe(120); // 2.0 g/kg for lean mass gain
    expect(daily?.calories).toBe(
      (daily?.protein ?? 0) * 4 + (daily?.carbohydrate ?? 0) * 4 + (daily?.fat ?? 0) * 9,
    );
  });

  it('take the custom macro grams as the daily requirements', async () => {
    const customer = await registerCustomer(t.app);
    const body = essentialsBody(q, {
      goal_id: optionId(q, 'goal', 'custom_macro'),
      custom_macros: { protein: 140, carbohydrate: 200, fat: 60 },
    });
    expect((await post(customer, ESSENTIALS, body)).statusCode).toBe(200);
    expect((await profileOf(customer)).daily_requirements).toEqual({
      calories: 140 * 4 + 200 * 4 + 60 * 9,
      protein: 140,
      carbohydrate: 200,
      fat: 60,
    });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an option of another question', { goal_id: -1 }, 'goal_id'],
    ['an unknown option', { body_type_id: 999_999 }, 'body_type_id'],
    ['an activity id used as a goal', {}, 'goal_id'],
    ['no height (body measurements)', { height: null }, 'height'],
    ['a zero weight', { weight: 0 }, 'weight'],
    ['no meal count', { meal_count_id: undefined }, 'meal_count_id'],
    ['no meal day', { meal_day_id: null }, 'meal_day_id'],
    ['an unknown allergy', { allergies: [999_999] }, 'allergies[0]'],
    [
      'a supplement with a zero field',
      { supplements: [{ name: 'Whey', calories: 0, protein: 24, fat: 1, carbohydrate: 3 }] },
      'supplements[0].calories',
    ],
    [
      'a supplement without a name',
      { supplements: [{ name: '', calories: 100, protein: 24, fat: 1, carbohydrate: 3 }] },
      'supplements[0].name',
    ],
    [
      'a home-sourced meal without fat',
      { home_meal: { name: 'Nasi lemak', protein: 10, carbohydrate: 50 } },
      'home_meal.fat',
    ],
    ['custom_macro without grams', { custom_macros: null }, 'custom_macros'],
  ];
  it.each(bad)('refuse %s with a field error and change nothing', async (_, overrides, field) => {
    const customer = await registerCustomer(t.app);
    const body = essentialsBody(q, overrides);
    if (_ === 'an option of another question') body.goal_id = optionId(q, 'body_type', 'mesomorph');
    if (_ === 'an activity id used as a goal') {
      body.goal_id = optionId(q, 'activity_level', 'active');
    }
    if (_ === 'custom_macro without grams') body.goal_id = optionId(q, 'goal', 'custom_macro');
    const response = await post(customer, ESSENTIALS, body, 'ms-MY');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(true);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await profileOf(customer)).essentials_answered).toBe(false);
  });

  it('accept a home-sourced meal without calories (derived 4P + 4C + 9F)', async () => {
    const customer = await registerCustomer(t.app);
    const body = essentialsBody(q, {
      home_meal: { name: 'Nasi lemak', protein: 12, carbohydrate: 60, fat: 20 },
    });
    expect((await post(customer, ESSENTIALS, body)).statusCode).toBe(200);
  });

  it('answer 422, not 500, for bodies of the wrong shape', async () => {
    const customer = await registerCustomer(t.app);
    for (const payload of [
      [],
      'x',
      { allergies: 'peanut' },
      { supplements: [null] },
      { constructor: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: ESSENTIALS,
        payload: JSON.stringify(payload),
        headers: { cookie: customer.cookie, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('meal answers', () => {
  it('round-trip into meal_preferences grouped by subcategory', async () => {
    const customer = await registerCustomer(t.app);
    const response = await post(customer, MEALS, mealBody(q));
    expect(response.statusCode).toBe(200);
    const profile = await profileOf(customer);
    expect(profile.meal_preferences_answered).toBe(true);
    expect(profile.meal_preferences.chicken).toEqual({
      recipes: [recipeIdOf(q, 'protein', 'chicken')],
    });
    expect(profile.meal_preferences.rice).toEqual({
      recipes: [recipeIdOf(q, 'carbohydrate', 'rice')],
    });
    expect(profile.meal_preferences.vegetables?.recipes).toHaveLength(2);
    expect(profile.meal_preferences.sauce).toEqual({ recipes: [] });
    expect(profile.preferences.seasoning_id).toBe(optionId(q, 'seasoning', 'less_salt'));
    expect(profile.preferences.spice_id).toBe(optionId(q, 'spices', 'less_spicy'));
  });

  it('turns balancing sides on and off again, and keeps the answer when the body leaves it out', async () => {
    const customer = await registerCustomer(t.app);
    await post(customer, MEALS, mealBody(q));
    expect((await profileOf(customer)).preferences.balancing_sides).toBe(false);
    expect((await post(customer, MEALS, mealBody(q, { balancing_sides: true }))).statusCode).toBe(
      200,
    );
    expect((await profileOf(customer)).preferences.balancing_sides).toBe(true);
    await post(customer, MEALS, mealBody(q));
    expect((await profileOf(customer)).preferences.balancing_sides).toBe(true);
    expect((await post(customer, MEALS, mealBody(q, { balancing_sides: false }))).statusCode).toBe(
      200,
    );
    expect((await profileOf(customer)).preferences.balancing_sides).toBe(false);
    const refused = await post(customer, MEALS, mealBody(q, { balancing_sides: 'yes' }), 'ms-MY');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.balancing_sides).toEqual(['Medan ini mestilah benar atau palsu.']);
    expect((await profileOf(customer)).preferences.balancing_sides).toBe(false);
  });

  it('turns light meals on and off again, and keeps the answer when the body leaves it out', async () => {
    const customer = await registerCustomer(t.app);
    await post(customer, MEALS, mealBody(q));
    expect((await profileOf(customer)).preferences.light_meals).toBe(false);
    expect((await post(customer, MEALS, mealBody(q, { light_meals: true }))).statusCode).toBe(200);
    expect((await profileOf(customer)).preferences.light_meals).toBe(true);
    await post(customer, MEALS, mealBody(q));
    expect((await profileOf(customer)).preferences.light_meals).toBe(true);
    expect((await post(customer, MEALS, mealBody(q, { light_meals: false }))).statusCode).toBe(200);
    expect((await profileOf(customer)).preferences.light_meals).toBe(false);
    const refused = await post(customer, MEALS, mealBody(q, { light_meals: 'yes' }), 'ms-MY');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.light_meals).toEqual(['Medan ini mestilah benar atau palsu.']);
    expect((await profileOf(customer)).preferences.light_meals).toBe(false);
  });

  type Overrides = (questions: Record<string, QuestionAnswer>) => Record<string, unknown>;
  it.each<[string, Overrides, string]>([
    ['a recipe no question offers', () => ({ recipe_ids: [999_999] }), 'recipe_ids[0]'],
    [
      'no protein',
      (x) => ({
        recipe_ids: [
          recipeIdOf(x, 'carbohydrate', 'rice'),
          recipeIdOf(x, 'vegetable', 'broccoli'),
          recipeIdOf(x, 'garnish', 'sesame_seeds'),
        ],
      }),
      'protein',
    ],
    ['none beside a chosen garnish', () => ({ none: ['sauce', 'garnish'] }), 'garnish'],
    ['no sauce and no none', () => ({ none: [] }), 'sauce'],
    ['none for a list that has no none', () => ({ none: ['protein'] }), 'none[0]'],
    [
      'a spice id as seasoning',
      (x) => ({ seasoning_id: optionId(x, 'spices', 'no_spicy') }),
      'seasoning_id',
    ],
    ['no spices', () => ({ spice_id: null }), 'spice_id'],
    ['an unknown oil', () => ({ oil: 'ghee' }), 'oil'],
  ])('refuse %s', async (_, overrides, field) => {
    const customer = await registerCustomer(t.app);
    const response = await post(customer, MEALS, mealBody(q, overrides(q)));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await profileOf(customer)).meal_preferences_answered).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the question and plan calls with their bodies', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const essentials = document.paths[ESSENTIALS].post.requestBody.content['application/json'];
    expect(essentials.schema.required).toEqual(
      expect.arrayContaining(['activity_level_id', 'goal_id', 'height', 'weight']),
    );
    expect(
      document.paths[MEALS].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['recipe_ids', 'seasoning_id', 'spice_id']));
    for (const path of [
      '/api/v1/user_personalized_meal/generate',
      '/api/v1/user_personalized_meal/plan',
      '/api/v1/user_personalized_meal/{id}',
    ]) {
      expect(document.paths[path]).toBeDefined();
    }
  });
});
