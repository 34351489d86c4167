import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { MealPlan, NutritionTotals, PlanItem } from '@mealprep/shared/plan/contracts';
import { commonMessages } from '@mealprep/shared/i18n';
import {
  createTestPlatform,
  PlatformProviders,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import { theme } from '@mealprep/shared/ui';
import { questionnaireMessages } from '../messages';
import { readyPlan } from '../testing/fixtures';
import { MealPlanView } from './MealPlanView';

const whole = (protein: number, carbohydrate: number, fat: number): NutritionTotals => ({
  calories: protein * 4 + carbohydrate * 4 + fat * 9,
  protein,
  carbohydrate,
  fat,
});
const item = (
  recipe_id: number | null,
  name: string,
  grams: number,
  macros: NutritionTotals,
): PlanItem => ({ recipe_id, name, grams, ...macros });
const add = (parts: NutritionTotals[]) =>
  parts.reduce(
    (sum, part) =>
      whole(sum.protein + part.protein, sum.carbohydrate + part.carbohydrate, sum.fat + part.fat),
    whole(0, 0, 0),
  );

/** A plan as the API answers it: every counted item listed, totals their sums. */
function countedPlan(): MealPlan {
  const meals = [
    [
      item(101, 'Grilled chicken breast', 180, whole(56, 0, 6)),
      item(null, 'Cooking oil', 10, whole(0, 0, 10)),
      item(201, 'Steamed white rice', 200, whole(5, 56, 1)),
    ],
    [
      item(102, 'Lean beef', 150, whole(39, 0, 15)),
      item(301, 'Steamed broccoli', 100, whole(2, 7, 0)),
    ],
  ].map((items, index) => ({ meal: index + 1, totals: add(items), items }));
  const extras = [
    { kind: 'supplement' as const, name: 'Whey', ...whole(24, 3, 2) },
    { kind: 'home_meal' as const, name: 'Nasi lemak', ...whole(15, 60, 20) },
  ];
  return readyPlan({
    counted_extras: add(extras),
    extras,
    days: [{ day: 1, totals: add([...meals.map((meal) => meal.totals), ...extras]), meals }],
  });
}

/** Meal 1 offers its chicken swapped for beef, or for salmon, which the plan leaves out. */
function swappablePlan(): MealPlan {
  const counted = countedPlan();
  const swap = (recipe_id: number, name: string, refused: string | null) => ({
    recipe_id,
    name,
    replaces_id: 101,
    replaces: 'Grilled chicken breast',
    recipe_ids: [recipe_id, 201],
    refused,
  });
  return {
    ...counted,
    days: counted.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) =>
        meal.meal === 1
          ? {
              ...meal,
              remove_refused: null,
              swaps: [
                swap(102, 'Lean beef', null),
                swap(
                  104,
                  'Pan-seared salmon',
                  'Pan-seared salmon is cooked in oil and you chose no oil, so your plan leaves it out.',
                ),
              ],
              swap_refused: null,
            }
          : meal,
      ),
    })),
  };
}

/** The plan with meal 1's chicken swapped for beef. */
function withBeef(current: MealPlan): MealPlan {
  return {
    ...current,
    days: current.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) =>
        meal.meal === 1
          ? {
              ...meal,
              items: meal.items.map((entry) =>
                entry.recipe_id === 101 ? item(102, 'Lean beef', 180, whole(47, 0, 18)) : entry,
              ),
            }
          : meal,
      ),
    })),
  };
}

let api: TestApi;
let plan: MealPlan;
let generateCalls: number;
let accepted: unknown[];
let edits: unknown[];
/** The worker finishes before the page asks again: the plan is ready at once. */
let quickWorker: boolean;
beforeEach(async () => {
  plan = countedPlan();
  generateCalls = 0;
  accepted = [];
  edits = [];
  quickWorker = false;
  api = await startTestApi({
    'POST /api/v1/user_personalized_meal/42/suggestion': (request) => {
      accepted.push(request.body);
      // The worker makes the plan again with the changed answers: every day on target now.
      plan = { ...countedPlan(), status: 'pending' };
      return {
        status: 202,
        body: { data: { id: 42, status: 'pending' }, message: 'Your answers are updated.' },
      };
    },
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: plan } }),
    'POST /api/v1/user_personalized_meal/42': (request) => {
      edits.push(request.body);
      const edit = request.body as { action: string };
      // Removing meal 1 leaves meal 2 as meal 1; a swap puts beef in meal 1 (as the API portions
      // it again); adding puts the day back as it was.
      plan =
        edit.action === 'swap'
          ? withBeef(plan)
          : edit.action === 'remove'
            ? {
                ...plan,
                days: plan.days.map((day) => ({
                  ...day,
                  meals: day.meals.slice(1).map((meal) => ({ ...meal, meal: 1 })),
                  add_meal_refused: null,
                })),
              }
            : countedPlan();
      return { status: 200, body: { data: plan, message: 'Meal successfully updated' } };
    },
    'POST /api/v1/user_personalized_meal/generate': () => {
      generateCalls += 1;
      plan = quickWorker ? countedPlan() : { ...countedPlan(), status: 'pending' };
      return { status: 202, body: { data: { id: 42, status: 'pending' } } };
    },
  });
});
afterEach(() => api.close());

function renderView() {
  const platform = createTestPlatform({ locale: 'en-US', baseURL: api.baseURL });
  render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale="en-US"
        messages={{ ...commonMessages['en-US'], ...questionnaireMessages['en-US'] }}
      >
        <PlatformProviders platform={platform}>
          <MemoryRouter>
            <MealPlanView />
          </MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );
  return { platform };
}

describe('MealPlanView', () => {
  it('shows the first day with its meals and its total against the target', async () => {
    renderView();
    const day1 = await screen.findByRole('region', { name: 'Day 1 against your daily targets' });
    expect(day1).toHaveTextContent(`Calories ${plan.days[0]?.totals.calories} of`);
    expect(screen.getByRole('listitem', { name: 'Meal 1' })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Meal 2' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Day 1/, selected: true })).toBeInTheDocument();
  });

  it('says how far a missed target is and which way, beside the day’s figures', async () => {
    // Protein 141 g of 120 g, fat 54 g of 56 g (countedPlan with the fixture's targets).
    plan = {
      ...countedPlan(),
      misses: [
        { day: 1, target: 'protein', reason: 'Your chosen recipes give too much protein.' },
        { day: 1, target: 'fat', reason: 'Your chosen recipes give too little fat.' },
      ],
    };
    renderView();
    const day1 = await screen.findByRole('region', { name: 'Day 1 against your daily targets' });
    expect(within(day1).getByText('17.5 % above target')).toBeInTheDocument();
    expect(within(day1).getByText('3.6 % below target')).toBeInTheDocument();
    expect(within(day1).getAllByText('on target')).toHaveLength(2);
    expect(within(day1).queryByText('missed')).not.toBeInTheDocument();
  });

  it('a full day offers no "Add a meal": the button is unavailable and says why', async () => {
    const reason = 'Day 1 already has all the meals a day you asked for.';
    plan = {
      ...countedPlan(),
      days: countedPlan().days.map((day) => ({ ...day, add_meal_refused: reason })),
    };
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    const addMeal = screen.getByRole('button', { name: 'Add a meal to day 1' });
    expect(addMeal).toHaveAttribute('aria-disabled', 'true');
    expect(addMeal).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    fireEvent.click(addMeal);
    await act(async () => {});
    expect(edits).toEqual([]);
  });

  it('swaps a dish of a meal for another the customer chose; one left out says why and sends nothing', async () => {
    plan = swappablePlan();
    const { platform } = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Swap a dish in meal 1 of day 1' }));
    const choices = screen.getByRole('list', { name: 'Dishes to swap into meal 1 of day 1' });
    const salmon = within(choices).getByRole('button', {
      name: 'Swap Grilled chicken breast for Pan-seared salmon',
    });
    expect(salmon).toHaveAttribute('aria-disabled', 'true');
    expect(salmon).toHaveAccessibleDescription(
      'Pan-seared salmon is cooked in oil and you chose no oil, so your plan leaves it out.',
    );
    fireEvent.click(salmon);
    await act(async () => {});
    expect(edits).toEqual([]);
    fireEvent.click(
      within(choices).getByRole('button', { name: 'Swap Grilled chicken breast for Lean beef' }),
    );
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toMatchObject({
        variant: 'success',
        description: 'Meal successfully updated',
      }),
    );
    expect(edits).toEqual([{ action: 'swap', day: 1, meal: 1, recipe_ids: [102, 201] }]);
    // The plan the API answered is drawn: beef in meal 1 now.
    const meal1 = await screen.findByRole('listitem', { name: 'Meal 1' });
    await waitFor(() =>
      expect(within(meal1).getByText('Lean beef · Steamed white rice')).toBeVisible(),
    );
  });

  it('a removed meal can be put back with Undo', async () => {
    const { platform } = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove meal 1 of day 1' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toMatchObject({ description: 'Meal has been removed' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Meal 1 of day 1 has been removed.' }),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Meal 2' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: put meal 1 back in day 1' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toMatchObject({
        variant: 'success',
        description: 'Meal 1 of day 1 is back in your plan',
      }),
    );
    // The same dishes, in the same place (not its cooking oil, which the day's portions add).
    expect(edits).toEqual([
      { action: 'remove', day: 1, meal: 1 },
      { action: 'add', day: 1, meal: 1, recipe_ids: [101, 201] },
    ]);
    // The toast can come a moment before the restored plan is drawn: wait as a reader would.
    expect(await screen.findByRole('listitem', { name: 'Meal 2' })).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Meal 1 of day 1 has been removed.' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says what a suggestion does to the week’s price before it is applied', async () => {
    plan = {
      ...countedPlan(),
      price: '208.40',
      misses: [{ day: 1, target: 'fat', reason: 'Your chosen recipes give too little fat.' }],
      suggestions: [
        {
          id: 'sides',
          text: 'Allow a balancing side on days your dishes fall short',
          kind: 'allow_sides',
          days_before: 0,
          days_after: 1,
          days: 1,
          price_after: '230.60',
        },
      ],
    };
    renderView();
    const suggestions = await screen.findByRole('region', {
      name: 'Reach your targets on more days',
    });
    expect(
      within(suggestions).getByText('Price a week: RM 208.40 → RM 230.60 (+RM 22.20)'),
    ).toBeInTheDocument();
    expect(accepted).toEqual([]);
  });

  it('shows what the plan left out and why', async () => {
    plan = {
      ...countedPlan(),
      left_out: [
        {
          recipe_id: 7,
          name: 'Fried shallots',
          reason:
            'Fried shallots is cooked in oil and you chose no oil, so your plan leaves it out.',
        },
      ],
    };
    renderView();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Left out of your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Fried shallots is cooked in oil/)).toBeInTheDocument();
  });

  it('Regenerate is busy ("Generating…") while it runs, then says the new plan is ready', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderView();
      const regenerate = await screen.findByRole('button', { name: 'Regenerate' });
      fireEvent.click(regenerate);
      // While the request runs: busy, named "Generating…", and a second press sends nothing.
      const busy = screen.getByRole('button', { name: 'Generating…' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(busy);
      expect(await screen.findAllByText('Your meal plan is being generated…')).not.toHaveLength(0);
      expect(generateCalls).toBe(1);
      plan = countedPlan();
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() =>
        expect(platform.toasts.at(-1)).toMatchObject({
          variant: 'success',
          description: 'Your new meal plan is ready.',
        }),
      );
      expect(screen.getByRole('button', { name: 'Regenerate' })).not.toHaveAttribute('aria-busy');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the new plan is ready when it was already made by the time the page asks', async () => {
    // The worker is quick: the plan is ready again before the reload, so its status never
    // changes from the page's point of view.
    quickWorker = true;
    const { platform } = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toMatchObject({
        variant: 'success',
        description: 'Your new meal plan is ready.',
      }),
    );
  });

  it('shows the days on target and a suggestion with its effect; applying it makes the plan again', async () => {
    jest.useFakeTimers();
    try {
      plan = {
        ...countedPlan(),
        misses: [
          { day: 1, target: 'protein', reason: 'Your chosen recipes give too little protein.' },
          { day: 1, target: 'fat', reason: 'Your chosen recipes give too little fat.' },
        ],
        suggestions: [
          {
            id: 'recipe-4',
            text: 'Add Grilled fish fillet (siakap) to your proteins',
            kind: 'add_recipe',
            days_before: 0,
            days_after: 1,
            days: 1,
            targets_before: 2,
            targets_after: 4,
            targets: 4,
          },
          {
            id: 'sides',
            text: 'Allow a balancing side on days your dishes fall short',
            kind: 'allow_sides',
            days_before: 0,
            days_after: 0,
            days: 1,
            targets_before: 2,
            targets_after: 3,
            targets: 4,
          },
        ],
      };
      renderView();
      expect(await screen.findByText('0 of 1 days within 5 % of every target')).toBeInTheDocument();
      const targets = screen.getByRole('list', { name: 'Days on target' });
      expect(within(targets).getByText('Protein: 0 of 1 days')).toBeInTheDocument();
      expect(within(targets).getByText('Calories: 1 of 1 days')).toBeInTheDocument();
      const suggestions = screen.getByRole('region', { name: 'Reach your targets on more days' });
      expect(within(suggestions).getByText('Days on target: 0 of 1 → 1 of 1')).toBeInTheDocument();
      // A change that brings a single target on says how many targets it brings on.
      const sides = within(suggestions)
        .getByText('Allow a balancing side on days your dishes fall short')
        .closest('li')!;
      expect(
        within(sides).getByText(
          'Targets met (calories, protein, carbohydrate and fat, day by day): 2 of 4 → 3 of 4',
        ),
      ).toBeInTheDocument();
      expect(within(suggestions).getAllByText(/^Targets met/)).toHaveLength(1);
      fireEvent.click(
        within(suggestions).getByRole('button', {
          name: 'Apply: Add Grilled fish fillet (siakap) to your proteins',
        }),
      );
      expect(await screen.findAllByText('Your meal plan is being generated…')).not.toHaveLength(0);
      expect(accepted).toEqual([{ suggestion_id: 'recipe-4' }]);
      plan = countedPlan();
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(await screen.findByText('1 of 1 days within 5 % of every target')).toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: 'Reach your targets on more days' }),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
