import { act, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import * as routesModule from './routes';
import { essentialQuestions, mealQuestions, optionOf } from './testing/fixtures';

/** Every question answered with something other than the first or default option. */
const essentials = {
  activity_level_id: optionOf(essentialQuestions, 'activity_level', 'active').id,
  goal_id: optionOf(essentialQuestions, 'goal', 'custom_macro').id,
  goal_description: 'Cutting for a show',
  body_type_id: optionOf(essentialQuestions, 'body_type', 'mesomorph').id,
  height: 181.5,
  weight: 77.3,
  meal_count_id: optionOf(essentialQuestions, 'meal_count', 'meals_3').id,
  meal_day_id: optionOf(essentialQuestions, 'meal_day', 'days_5').id,
  allergies: [optionOf(essentialQuestions, 'allergies', 'peanut').id],
  supplements: [{ name: 'Whey isolate', calories: 110, protein: 25, fat: 0.5, carbohydrate: 1 }],
  home_meal: { name: 'Nasi lemak', calories: 550, protein: 18, carbohydrate: 70, fat: 22 },
  custom_macros: { protein: 190, carbohydrate: 260, fat: 65 },
};
const meals = {
  oil: 'no_oil',
  recipe_ids: [101, 201, 301, 501],
  none: ['garnish'],
  seasoning_id: optionOf(mealQuestions, 'seasoning', 'less_salt').id,
  spice_id: optionOf(mealQuestions, 'spices', 'less_spicy').id,
  balancing_sides: true,
  light_meals: true,
};

const base = customerProfile();
const profile: Profile = {
  ...base,
  essentials_answered: true,
  meal_preferences_answered: true,
  height: essentials.height,
  weight: essentials.weight,
  allergies: [{ id: essentials.allergies[0] ?? 0, name: 'Peanut' }],
  supplements: essentials.supplements,
  home_meal: essentials.home_meal,
  custom_macros: essentials.custom_macros,
  preferences: {
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
  },
  meal_preferences: {
    chicken: { recipes: [101] },
    rice: { recipes: [201] },
    vegetables: { recipes: [301] },
    garnish: { recipes: [] },
    sauce: { recipes: [501] },
  },
  daily_requirements: { calories: 2385, protein: 190, carbohydrate: 260, fat: 65 },
};

let api: TestApi;
let saved: { path: string; body: unknown }[];
/** The API refuses the meal answers without naming a field (as for a conflict). */
let refuseMeals: boolean;
beforeEach(async () => {
  // A page keeps a draft of what the customer changed: each test starts
  // without the last one's.
  localStorage.clear();
  saved = [];
  refuseMeals = false;
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentialQuestions },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: mealQuestions },
    }),
    'POST /api/v1/user_preferences/questions/essentials': ({ body }) => {
      saved.push({ path: 'essentials', body });
      return { status: 200, body: { data: profile } };
    },
    'POST /api/v1/user_preferences/questions/meal_prefences': ({ body }) => {
      if (refuseMeals) {
        return {
          status: 409,
          body: { error: true, message: 'Your answers changed meanwhile.', errors: {} },
        };
      }
      saved.push({ path: 'meal', body });
      return { status: 200, body: { data: profile } };
    },
  });
});
afterEach(() => api.close());

function open(path: string) {
  const page = renderRemotePage(routesModule, path, { locale: 'en-US', baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(profileLoaded(profile));
  });
  return page;
}

/** The summary row (dt) named `label`: its answer (the dd after it). */
function row(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

describe('every answer round-trips through the pages', () => {
  it('the summary lists every answer, oil and the supplements with their figures included', async () => {
    open('/account/user-preferences/summary');
    expect(await screen.findByText('Active', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(row('Oil preference')).toBe('No oil');
    expect(row('Goal')).toBe(
      'Custom macros — your daily macros P 190 g · C 260 g · F 65 g — Cutting for a show',
    );
    expect(row('Body type')).toBe('Mesomorph, 181.5 cm, 77.3 kg');
    expect(row('Allergies or dietary preferences')).toBe('Peanut');
    expect(row('Supplements or home-sourced meals')).toBe(
      'Whey isolate: 110 kcal · P 25 g · C 1 g · F 0.5 g; home-sourced meal Nasi lemak: 550 kcal · P 18 g · C 70 g · F 22 g',
    );
    expect(row('Meal count')).toBe('3 meals per day, 5 days per week');
    expect(row('Protein')).toBe('Chicken');
    expect(row('Garnish')).toBe('None');
    expect(row('Sauce')).toBe('Teriyaki sauce');
    expect(row('Seasoning')).toBe('Less salt');
    expect(row('Spices')).toBe('Less spicy');
  });

  it('the reopened meal questionnaire shows the stored oil and saving unchanged sends it back', async () => {
    const { user } = open('/account/user-preferences/meal');
    expect(await screen.findByRole('radio', { name: 'No oil' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Normal oil' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Spices' }));
    expect(screen.getByRole('radio', { name: 'Less spicy' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save & Generate Meal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ path: 'meal', body: meals });
  });

  it('the reopened essentials questionnaire is prefilled and saving unchanged sends it back', async () => {
    const { user } = open('/account/user-preferences/essentials?step=goal');
    expect(await screen.findByRole('radio', { name: 'Custom macros' })).toBeChecked();
    expect(screen.getByLabelText(/Protein \(g\)/)).toHaveValue(190);
    await user.click(screen.getByRole('button', { name: 'Supplements or home-sourced meals' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText(/Supplement name/)).toHaveValue('Whey isolate');
    expect(screen.getByLabelText(/Meal name/)).toHaveValue('Nasi lemak');
    await user.click(screen.getByRole('button', { name: 'Meal count' }));
    await user.click(screen.getByRole('button', { name: 'Next Section' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ path: 'essentials', body: essentials });
  });

  it('says a save refused without a field once, in a toast, and keeps the answers on the page', async () => {
    refuseMeals = true;
    const page = open('/account/user-preferences/meal?step=spices');
    await page.user.click(
      await screen.findByRole('button', { name: 'Save & Generate Meal' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(page.toasts).toHaveLength(1));
    expect(page.toasts[0]).toMatchObject({
      variant: 'destructive',
      description: 'Your answers changed meanwhile.',
    });
    expect(page.location().pathname).toBe('/account/user-preferences/meal');
    expect(screen.getByRole('radio', { name: 'Less spicy' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save & Generate Meal' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
