import { act, screen, waitFor } from '@testing-library/react';
import { profileLoaded } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { essentialQuestions, mealQuestions, optionOf } from '../testing/fixtures';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentialQuestions },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: mealQuestions },
    }),
  });
});
afterEach(() => api.close());

const answered = customerProfile({
  essentials_answered: true,
  meal_preferences_answered: true,
  height: 170,
  weight: 65,
  allergies: [{ id: optionOf(essentialQuestions, 'allergies', 'peanut').id, name: 'Peanut' }],
  preferences: {
    activity_level_id: optionOf(essentialQuestions, 'activity_level', 'active').id,
    goal_id: optionOf(essentialQuestions, 'goal', 'healthy').id,
    goal_description: null,
    body_type_id: optionOf(essentialQuestions, 'body_type', 'mesomorph').id,
    meal_count_id: optionOf(essentialQuestions, 'meal_count', 'meals_3').id,
    meal_day_id: optionOf(essentialQuestions, 'meal_day', 'days_5').id,
    seasoning_id: optionOf(mealQuestions, 'seasoning', 'less_salt').id,
    spice_id: optionOf(mealQuestions, 'spices', 'less_spicy').id,
  },
  meal_preferences: {
    chicken: { recipes: [101] },
    rice: { recipes: [201] },
    vegetables: { recipes: [301] },
    garnish: { recipes: [401] },
    sauce: { recipes: [] },
  },
  daily_requirements: { calories: 2000, protein: 78, carbohydrate: 290, fat: 56 },
});

describe('PreferencesSummary', () => {
  it('lists every answer with a link back to its step, and generates from the summary', async () => {
    const page = renderRemotePage(routesModule, '/account/user-preferences/summary', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    act(() => {
      page.store.dispatch(profileLoaded(answered));
    });
    // The first visit loads the page's chunk and both questionnaires: allow for a busy machine.
    expect(await screen.findByText('Active', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Mesomorph, 170 cm, 65 kg')).toBeInTheDocument();
    expect(
      screen.getByText('Your daily intake: 2000 kcal · P 78 g · C 290 g · F 56 g'),
    ).toBeInTheDocument();
    expect(screen.getByText('Peanut')).toBeInTheDocument();
    expect(screen.getByText('Sesame seeds')).toBeInTheDocument();
    expect(screen.getAllByText('None').length).toBeGreaterThan(0); // sauce answered None
    expect(screen.getByRole('link', { name: 'Edit Body type' })).toHaveAttribute(
      'href',
      '/account/user-preferences/essentials?step=body_type',
    );
    expect(screen.getByRole('link', { name: 'Edit Sauce' })).toHaveAttribute(
      'href',
      '/account/user-preferences/meal?step=sauce',
    );
    // Balancing sides: said, and turned on or off again on the oil step.
    expect(screen.getAllByText('Not allowed')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Balancing sides' })).toHaveAttribute(
      'href',
      '/account/user-preferences/meal?step=oil',
    );
    // Light meals: turned on or off again on the protein step.
    expect(
      screen.getByRole('link', { name: 'Edit Meals without the protein dish' }),
    ).toHaveAttribute('href', '/account/user-preferences/meal?step=protein');
    act(() => {
      page.store.dispatch(
        profileLoaded({
          ...answered,
          preferences: { ...answered.preferences, balancing_sides: true, light_meals: true },
        }),
      );
    });
    expect(
      await screen.findByText('Allowed on days the meals alone fall short'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Allowed on days the protein dishes pass my target'),
    ).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Generate my meal plan' }));
    await waitFor(() => expect(page.location().pathname).toBe('/account/user-preferences/loading'));
  });

  it('offers to save and regenerate on edit-summary, and says the daily intake, in Bahasa Malaysia', async () => {
    const page = renderRemotePage(routesModule, '/account/user-preferences/edit-summary', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    act(() => {
      page.store.dispatch(profileLoaded(answered));
    });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Simpan & jana semula pelan hidangan saya' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Pengambilan harian anda: 2000 kcal · P 78 g · K 290 g · L 56 g'),
    ).toBeInTheDocument();
  });
});
