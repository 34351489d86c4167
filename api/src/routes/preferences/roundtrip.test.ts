import type { Profile } from '@mealprep/shared/plan/contracts';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { optionId, questionsOf, recipeIdOf } from '../../test/questionnaire';
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

async function post(customer: Customer, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie },
  });
}

async function profileOf(customer: Customer): Promise<Profile> {
  const response = await t.app.inject({
    url: '/api/v1/user/profile',
    headers: { cookie: customer.cookie },
  });
  return response.json<{ data: Profile }>().data;
}

/** Every question answered with something other than its first (default) option. */
function everyAnswer() {
  const essentials = {
    activity_level_id: optionId(q, 'activity_level', 'extra_active'),
    goal_id: optionId(q, 'goal', 'custom_macro'),
    goal_description: 'Cutting for a bodybuilding show',
    body_type_id: optionId(q, 'body_type', 'ectomorph'),
    height: 181.5,
    weight: 77.3,
    meal_count_id: optionId(q, 'meal_count', 'meals_4'),
    meal_day_id: optionId(q, 'meal_day', 'days_7'),
    allergies: [optionId(q, 'allergies', 'dairy'), optionId(q, 'allergies', 'prawn')],
    supplements: [
      { name: 'Whey isolate', calories: 110, protein: 25, fat: 0.5, carbohydrate: 1 },
      { name: 'Creatine shake', calories: 40, protein: 2, fat: 1, carbohydrate: 6 },
    ],
    home_meal: { name: 'Mum’s nasi lemak', protein: 18, carbohydrate: 70, fat: 22 },
    custom_macros: { protein: 190, carbohydrate: 260, fat: 65 },
  };
  const meals = {
    oil: 'no_oil',
    recipe_ids: [
      recipeIdOf(q, 'protein', 'beef'),
      recipeIdOf(q, 'protein', 'seafood'),
      recipeIdOf(q, 'carbohydrate', 'potato'),
      recipeIdOf(q, 'carbohydrate', 'toast'),
      recipeIdOf(q, 'vegetable', 'french_beans'),
      recipeIdOf(q, 'sauce', 'teriyaki'),
    ],
    none: ['garnish'],
    seasoning_id: optionId(q, 'seasoning', 'no_salt'),
    spice_id: optionId(q, 'spices', 'normal_spicy'),
    balancing_sides: true,
    light_meals: true,
  };
  return { essentials, meals };
}

describe('every answer of both questionnaires round-trips', () => {
  it('the profile returns each stored answer, and saving it back unchanged changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const { essentials, meals } = everyAnswer();
    expect((await post(customer, ESSENTIALS, essentials)).statusCode).toBe(200);
    expect((await post(customer, MEALS, meals)).statusCode).toBe(200);

    const profile = await profileOf(customer);
    expect(profile.preferences).toEqual({
      activity_level_id: essentials.activity_level_id,
      goal_id: essentials.goal_id,
      goal_description: essentials.goal_description,
      body_type_id: essentials.body_type_id,
      meal_count_id: essentials.meal_count_id,
      meal_day_id: essentials.meal_day_id,
      seasoning_id: meals.seasoning_id,
      spice_id: meals.spice_id,
      oil: 'no_oil',
      balancing_sides: true,
      light_meals: true,
    });
    expect(profile.height).toBe(181.5);
    expect(profile.weight).toBe(77.3);
    expect(profile.allergies.map((allergy) => allergy.id).sort()).toEqual(
      [...essentials.allergies].sort(),
    );
    expect(profile.supplements).toEqual(essentials.supplements);
    expect(profile.home_meal).toMatchObject(essentials.home_meal);
    expect(profile.custom_macros).toEqual(essentials.custom_macros);
    expect(profile.meal_preferences).toEqual({
      beef: { recipes: [recipeIdOf(q, 'protein', 'beef')] },
      seafood: { recipes: [recipeIdOf(q, 'protein', 'seafood')] },
      potato: { recipes: [recipeIdOf(q, 'carbohydrate', 'potato')] },
      toast: { recipes: [recipeIdOf(q, 'carbohydrate', 'toast')] },
      vegetables: { recipes: [recipeIdOf(q, 'vegetable', 'french_beans')] },
      sauce: { recipes: [recipeIdOf(q, 'sauce', 'teriyaki')] },
      garnish: { recipes: [] },
    });

    // What a reopened questionnaire sends when the customer changes nothing: the profile's answers.
    const again = {
      essentials: {
        ...profile.preferences,
        height: profile.height,
        weight: profile.weight,
        allergies: profile.allergies.map((allergy) => allergy.id),
        supplements: profile.supplements,
        home_meal: profile.home_meal,
        custom_macros: profile.custom_macros,
      },
      meals: {
        oil: profile.preferences.oil,
        recipe_ids: Object.values(profile.meal_preferences).flatMap((entry) => entry.recipes),
        none: ['garnish'],
        seasoning_id: profile.preferences.seasoning_id,
        spice_id: profile.preferences.spice_id,
        balancing_sides: profile.preferences.balancing_sides,
        light_meals: profile.preferences.light_meals,
      },
    };
    const {
      seasoning_id: _s,
      spice_id: _p,
      oil: _o,
      balancing_sides: _b,
      light_meals: _l,
      ...essentialsAgain
    } = again.essentials;
    expect((await post(customer, ESSENTIALS, essentialsAgain)).statusCode).toBe(200);
    expect((await post(customer, MEALS, again.meals)).statusCode).toBe(200);
    expect(await profileOf(customer)).toEqual(profile);
  });

  it('a customer who has not answered the meal questions has no oil answer', async () => {
    const customer = await registerCustomer(t.app);
    const { essentials } = everyAnswer();
    expect((await post(customer, ESSENTIALS, essentials)).statusCode).toBe(200);
    const profile = await profileOf(customer);
    expect(profile.preferences.oil).toBeNull();
    expect(profile.custom_macros).toEqual(essentials.custom_macros);
  });
});
