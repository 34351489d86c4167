import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
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
import WeekPlanPage from './WeekPlanPage';

/** docs/subscriptions.md "A personalised plan every week": the week's plan, reviewed and edited. */
let api: TestApi;
let plan: MealPlan;
let edits: unknown[];

beforeEach(async () => {
  edits = [];
  const base = readyPlan({});
  plan = { ...base, id: 42, week_of: '2026-12-05' };
  api = await startTestApi({
    'GET /api/v1/user_personalized_meal/42': () => ({ status: 200, body: { data: plan } }),
    'POST /api/v1/user_personalized_meal/42': (request) => {
      edits.push(request.body);
      plan = {
        ...plan,
        days: plan.days.map((day) => ({
          ...day,
          meals: day.meals.slice(1).map((meal, index) => ({ ...meal, meal: index + 1 })),
        })),
      };
      return { status: 200, body: { data: plan, message: 'Meal has been removed' } };
    },
  });
});
afterEach(() => api.close());

function renderPage(path = '/account/subscription/plan/42') {
  const platform = createTestPlatform({ locale: 'en-US', baseURL: api.baseURL });
  render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale="en-US"
        messages={{ ...commonMessages['en-US'], ...questionnaireMessages['en-US'] }}
      >
        <PlatformProviders platform={platform}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/account/subscription/plan/:id" element={<WeekPlanPage />} />
            </Routes>
          </MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );
}

it('names its week, leads back to the subscription, and is edited but never put in the cart or deleted', async () => {
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Meal plan for Saturday, 5 December' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my subscription' })).toHaveAttribute(
    'href',
    '/account/subscription',
  );
  expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete plan' })).not.toBeInTheDocument();

  const meals = () => screen.getAllByRole('listitem', { name: /^Meal \d+$/ });
  const before = meals().length;
  expect(before).toBeGreaterThan(1);
  screen.getByRole('button', { name: 'Edit plan' }).click();
  (await screen.findByRole('button', { name: 'Remove meal 1 of day 1' })).click();
  // The answer is the week's edited plan, shown at once.
  await waitFor(() => expect(meals()).toHaveLength(before - 1));
  expect(edits).toEqual([{ action: 'remove', day: 1, meal: 1 }]);
});

it('shows a plan whose order is made as it is, with the reason, and nothing to change', async () => {
  plan = {
    ...plan,
    locked: true,
    locked_reason:
      'This week’s order has been made from this plan, so it can no longer be changed.',
  };
  renderPage();
  expect(
    await screen.findByText(
      'This week’s order has been made from this plan, so it can no longer be changed.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit plan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
});

it('says a plan that is not a week’s plan (or not the customer’s) was not found', async () => {
  renderPage('/account/subscription/plan/x');
  expect(await screen.findByText('This week’s plan was not found')).toBeInTheDocument();
});
