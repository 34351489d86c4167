import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
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
import { readyPlan } from '../testing/fixtures';
import MealPlanWidget from './MealPlanWidget';

let api: TestApi;
let plan: MealPlan | null;
beforeEach(async () => {
  plan = readyPlan();
  api = await startTestApi({
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: plan } }),
    'POST /api/v1/user_personalized_meal/42': ({ body }) => {
      expect(body).toEqual({ action: 'remove', day: 1, meal: 2 });
      const current = readyPlan();
      const days = current.days.map((day) =>
        day.day === 1 ? { ...day, meals: day.meals.slice(0, 1) } : day,
      );
      plan = { ...current, days };
      return { status: 200, body: { data: plan, message: 'Meal has been removed' } };
    },
    'DELETE /api/v1/user_personalized_meal/42': () => {
      plan = null;
      return { status: 200, body: { data: { id: 42 } } };
    },
  });
});
afterEach(() => api.close());

/** As /account shows it: inside the host's providers, whose intl lacks this remote's messages. */
function renderWidget(
  locale: 'en-US' | 'ms-MY' = 'en-US',
  platform = createTestPlatform({ locale, baseURL: api.baseURL }),
) {
  const confirms: { action?: () => void | Promise<void> }[] = [];
  platform.bus.on('confirm.open', (payload) => confirms.push(payload));
  const view = render(
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} messages={commonMessages[locale]}>
        <PlatformProviders platform={platform}>
          <MemoryRouter>
            <MealPlanWidget />
          </MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );
  return { platform, confirms, user: userEvent.setup(), unmount: view.unmount };
}

describe('MealPlan widget', () => {
  it('adds no second "My meal plan" heading under the one /account gives the section', async () => {
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Edit plan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My meal plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Daily intake' })).toBeInTheDocument();
  });

  it('removes a meal in edit mode with the docs/spec.md §8 toast and deletes after a confirm', async () => {
    const { platform, confirms, user } = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Edit plan' }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 2 of day 1' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toMatchObject({ description: 'Meal has been removed' }),
    );
    // The answer is in the cache when the toast is raised; React may draw it a moment later.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Remove meal 2 of day 1' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Add a meal to day 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    expect(confirms).toHaveLength(1);
    await act(async () => {
      await confirms[0]?.action?.();
    });
    expect(await screen.findByRole('heading', { name: 'No meal plan yet' })).toBeInTheDocument();
  });

  it('shows a locked plan without edit, regenerate, delete or add to cart, in Bahasa Malaysia', async () => {
    plan = readyPlan({
      locked: true,
      locked_reason: 'Pelan hidangan ini berada dalam pesanan yang telah dibayar.',
      in_cart: false,
    });
    renderWidget('ms-MY');
    expect(await screen.findByText('Dikunci')).toBeInTheDocument();
    expect(screen.getByText(/pesanan yang telah dibayar/)).toBeInTheDocument();
    for (const name of ['Ubah pelan', 'Jana semula', 'Padam pelan', 'Tambah ke troli']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('lists the targets it misses with their reasons', async () => {
    plan = readyPlan({
      misses: [
        { day: 1, target: 'fat', reason: 'The recipes you chose cannot meet every target.' },
      ],
    });
    renderWidget();
    // Day 1 is shown first; its misses are told in words beside its chart.
    const why = await screen.findByRole('note', { name: 'Why this day misses' });
    expect(why).toHaveTextContent('The recipes you chose cannot meet every target.');
  });

  it('shows the plan as it is now when /account is opened again (a paid order locked it meanwhile)', async () => {
    const first = renderWidget();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    first.unmount();
    plan = readyPlan({ locked: true, locked_reason: 'This meal plan is in a paid order.' });
    renderWidget('en-US', first.platform);
    expect(await screen.findByText('This meal plan is in a paid order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
