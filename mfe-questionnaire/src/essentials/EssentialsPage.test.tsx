import { screen, waitFor } from '@testing-library/react';
import { selectProfile } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { essentialQuestions, optionOf } from '../testing/fixtures';

let api: TestApi;
let saved: unknown[];
beforeEach(async () => {
  saved = [];
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentialQuestions },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: [] },
    }),
    'POST /api/v1/user_preferences/questions/essentials': ({ body }) => {
      saved.push(body);
      return {
        status: 200,
        body: { data: customerProfile({ essentials_answered: true, height: 170, weight: 65 }) },
      };
    },
  });
});
afterEach(() => api.close());

const render = () =>
  renderRemotePage(routesModule, '/account/user-preferences/essentials', {
    locale: 'en-US',
    baseURL: api.baseURL,
  });

describe('EssentialsPage', () => {
  it('leaves focus where the shell put it on arrival (the h1), and moves it to the new step on Next', async () => {
    const { user } = render();
    const active = await screen.findByRole('radio', { name: 'Active' }, { timeout: 5000 });
    const firstStep = active.closest('section');
    expect(firstStep).toHaveAttribute('tabindex', '-1');
    expect(firstStep).not.toHaveFocus();
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const goal = await screen.findByRole('radio', { name: 'Eat healthy' });
    expect(goal.closest('section')).toHaveFocus();
  });

  it('walks the sections with Next and Prev, Skip only on allergies, and saves at Next Section', async () => {
    const page = render();
    const { user } = page;
    // The first page of the file loads its lazy chunk and the questions: allow for a busy machine.
    expect(
      await screen.findByRole('radio', { name: 'Active' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Setup steps' })).toHaveTextContent('About you');
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toHaveAccessibleDescription('Answer this step to continue.');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.click(next());

    await user.click(screen.getByRole('radio', { name: 'Custom macros' }));
    expect(next()).toHaveAccessibleDescription(/./); // custom macros need the grams
    await user.type(screen.getByLabelText(/Protein \(g\)/), '150');
    await user.type(screen.getByLabelText(/Carbohydrate \(g\)/), '200');
    await user.type(screen.getByLabelText(/Fat \(g\)/), '60');
    await user.click(next());

    await user.click(screen.getByRole('radio', { name: 'Mesomorph' }));
    expect(next()).toHaveAccessibleDescription(/./); // body measurements are required
    await user.type(screen.getByLabelText(/Height \(cm\)/), '170');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '65');
    await user.click(next());

    expect(next()).toHaveAccessibleDescription(/./);
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(
      screen.getByRole('heading', { level: 2, name: 'Supplements or home-sourced meals' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const toggle = screen.getByRole('switch', { name: 'I take supplements' });
    await user.click(toggle);
    expect(screen.getByRole('group', { name: 'Supplement 1' })).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(/./); // a blank supplement is incomplete
    await user.click(toggle);
    expect(screen.queryByRole('group', { name: 'Supplement 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'I eat one home-sourced meal a day' }));
    await user.type(screen.getByLabelText(/Meal name/), 'Nasi lemak');
    const home = screen.getByRole('group', { name: 'Home-sourced meal' });
    await user.type(home.querySelectorAll('input')[1] as HTMLInputElement, '12');
    await user.type(home.querySelectorAll('input')[2] as HTMLInputElement, '60');
    await user.type(home.querySelectorAll('input')[3] as HTMLInputElement, '20');
    expect(home).toHaveTextContent(
      'Calories: 468 kcal, counted from its protein, carbohydrate and fat',
    );
    await user.click(next());

    await user.click(screen.getByRole('radio', { name: '3 meals per day' }));
    const nextSection = screen.getByRole('button', { name: 'Next Section' });
    expect(nextSection).toHaveAccessibleDescription(/./);
    await user.click(screen.getByRole('radio', { name: '5 days per week' }));
    await user.click(nextSection);

    await waitFor(() => expect(page.location().pathname).toBe('/account/user-preferences/meal'));
    expect(saved).toEqual([
      {
        activity_level_id: optionOf(essentialQuestions, 'activity_level', 'active').id,
        goal_id: optionOf(essentialQuestions, 'goal', 'custom_macro').id,
        goal_description: null,
        body_type_id: optionOf(essentialQuestions, 'body_type', 'mesomorph').id,
        height: 170,
        weight: 65,
        meal_count_id: optionOf(essentialQuestions, 'meal_count', 'meals_3').id,
        meal_day_id: optionOf(essentialQuestions, 'meal_day', 'days_5').id,
        allergies: [],
        supplements: [],
        home_meal: { name: 'Nasi lemak', protein: 12, carbohydrate: 60, fat: 20 },
        custom_macros: { protein: 150, carbohydrate: 200, fat: 60 },
      },
    ]);
    expect(selectProfile(page.store.getState())?.essentials_answered).toBe(true);
  }, 15000); // every step of the questionnaire, typed key by key

  it('keeps an unavailable Next in the Tab order and says what the supplements step still needs', async () => {
    const { user } = render();
    await screen.findByRole('radio', { name: 'Active' });
    await user.click(screen.getByRole('button', { name: 'Supplements or home-sourced meals' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));

    // From the last control of the step, Tab reaches Prev and then Next (not the page's footer).
    screen.getByRole('switch', { name: 'I eat one home-sourced meal a day' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveFocus();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    expect(next).not.toBeDisabled();
    expect(next).toHaveAccessibleDescription(
      'To continue, turn on “I take supplements” or “I eat one home-sourced meal a day” and fill in its name and amounts, or choose No.',
    );

    // Pressing it stays on the step and says, as an alert with focus on it, what is missing.
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Supplements or home-sourced meals' }),
    ).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^To continue, turn on/);
    await waitFor(() => expect(alert).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(next).not.toHaveAccessibleDescription();
  });

  it('jumps to a section and goes back with Prev, in Bahasa Malaysia', async () => {
    const { user } = renderRemotePage(routesModule, '/account/user-preferences/essentials', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    await screen.findByRole('radio', { name: 'Active' });
    await user.click(screen.getByRole('button', { name: 'Bilangan hidangan' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bilangan hidangan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bahagian Seterusnya' })).toHaveAccessibleDescription(
      'Jawab langkah ini untuk meneruskan.',
    );
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Suplemen atau makanan dari rumah' }),
    ).toBeInTheDocument();
  });
});
