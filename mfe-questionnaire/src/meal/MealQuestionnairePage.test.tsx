import { act, screen, waitFor } from '@testing-library/react';
import { profileLoaded } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { mealQuestions, optionOf } from '../testing/fixtures';

let api: TestApi;
let saved: unknown[];
beforeEach(async () => {
  // A page keeps a draft of what the customer changed: each test starts
  // without the last one's.
  localStorage.clear();
  saved = [];
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: mealQuestions },
    }),
    'POST /api/v1/user_preferences/questions/meal_prefences': ({ body }) => {
      saved.push(body);
      return {
        status: 200,
        body: {
          data: customerProfile({ essentials_answered: true, meal_preferences_answered: true }),
        },
      };
    },
  });
});
afterEach(() => api.close());

describe('MealQuestionnairePage', () => {
  it('leaves focus where the shell put it on arrival (the h1), and moves it to the new step on Next', async () => {
    const { user } = renderRemotePage(routesModule, '/account/user-preferences/meal', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const oil = await screen.findByRole('region', { name: 'Oil preference' }, { timeout: 5000 });
    expect(oil).not.toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'No oil' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const chicken = await screen.findByRole('checkbox', { name: 'Chicken' });
    expect(chicken.closest('section')).toHaveFocus();
  });

  it("asks oil first, applies the 'none' rules, and saves with Save & Generate Meal", async () => {
    const page = renderRemotePage(routesModule, '/account/user-preferences/meal', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const { user } = page;
    // The first visit loads the page's chunk too: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Oil preference' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toHaveAccessibleDescription('Answer this step to continue.');
    await user.click(screen.getByRole('radio', { name: 'No oil' }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Chicken' }));
    // docs/planner.md, Light meals: offered beside the proteins, off until ticked.
    const light = screen.getByRole('checkbox', {
      name: /^Allow some meals without the protein dish/,
    });
    expect(light).not.toBeChecked();
    expect(light).toHaveAccessibleDescription(/at least one meal a day keeps its protein dish/);
    await user.click(light);
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Rice' }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Broccoli' }));
    await user.click(next());

    // Garnish: another choice removes 'none'; 'none' clears the others; a chosen item again removes it.
    const sesame = screen.getByRole('checkbox', { name: 'Sesame seeds' });
    const onion = screen.getByRole('checkbox', { name: 'Spring onion' });
    const none = screen.getByRole('checkbox', { name: 'None' });
    await user.click(sesame);
    await user.click(onion);
    expect(sesame).toBeChecked();
    await user.click(none);
    expect(none).toBeChecked();
    expect(sesame).not.toBeChecked();
    expect(onion).not.toBeChecked();
    await user.click(onion);
    expect(none).not.toBeChecked();
    await user.click(onion);
    expect(onion).not.toBeChecked();
    expect(next()).toHaveAccessibleDescription(/./);
    await user.click(sesame);
    await user.click(next());

    await user.click(screen.getByRole('checkbox', { name: 'None' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Less salt' }));
    await user.click(next());
    const save = screen.getByRole('button', { name: 'Save & Generate Meal' });
    expect(save).toHaveAccessibleDescription(/./);
    await user.click(screen.getByRole('radio', { name: 'Less spicy' }));
    await user.click(save);

    await waitFor(() => expect(page.location().pathname).toBe('/account/user-preferences/loading'));
    expect(saved).toEqual([
      {
        oil: 'no_oil',
        recipe_ids: [101, 201, 301, 401],
        none: ['sauce'],
        seasoning_id: optionOf(mealQuestions, 'seasoning', 'less_salt').id,
        spice_id: optionOf(mealQuestions, 'spices', 'less_spicy').id,
        balancing_sides: false,
        light_meals: true,
      },
    ]);
  }, 15000); // every step of the questionnaire, as the essentials walk allows

  it('shows balancing sides as allowed and saves them turned off again, in Bahasa Malaysia', async () => {
    const page = renderRemotePage(routesModule, '/account/user-preferences/meal', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    act(() => {
      page.store.dispatch(
        profileLoaded(
          customerProfile({
            essentials_answered: true,
            meal_preferences_answered: true,
            preferences: {
              ...customerProfile().preferences,
              oil: 'normal_oil',
              seasoning_id: optionOf(mealQuestions, 'seasoning', 'less_salt').id,
              spice_id: optionOf(mealQuestions, 'spices', 'less_spicy').id,
              balancing_sides: true,
            },
            meal_preferences: {
              chicken: { recipes: [101] },
              rice: { recipes: [201] },
              vegetables: { recipes: [301] },
              garnish: { recipes: [401] },
              sauce: { recipes: [] },
            },
          }),
        ),
      );
    });
    const { user } = page;
    const sides = await screen.findByRole(
      'checkbox',
      { name: /^Benarkan hidangan sampingan pengimbang/ },
      { timeout: 5000 },
    );
    expect(sides).toBeChecked();
    expect(sides).toHaveAccessibleDescription(/Nyahtanda untuk mematikannya semula/);
    await user.click(sides);
    expect(sides).not.toBeChecked();
    for (let step = 0; step < 7; step += 1) {
      const save = screen.queryByRole('button', { name: 'Simpan & Jana Hidangan' });
      if (save) break;
      await user.click(screen.getByRole('button', { name: 'Seterusnya' }));
    }
    await user.click(screen.getByRole('button', { name: 'Simpan & Jana Hidangan' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ oil: 'normal_oil', balancing_sides: false });
  }, 15000);
});
