import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { selectCartCount } from '@mealprep/shared/cart/api';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { renderRemotePage, startTestApi, type TestApi } from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { readyPlan } from '../testing/fixtures';

let api: TestApi;
let polls: number;
let plan: MealPlan;
let readyAfter: number;
beforeEach(async () => {
  polls = 0;
  plan = readyPlan();
  api = await startTestApi({
    'POST /api/v1/user_personalized_meal/generate': () => ({
      status: 202,
      body: { data: { id: 42, status: 'pending' } },
    }),
    'GET /api/v1/user_personalized_meal/42': () => {
      polls += 1;
      return {
        status: 200,
        body: { data: polls > readyAfter ? plan : { ...plan, status: 'pending', days: [] } },
      };
    },
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: plan } }),
    'POST /api/v1/cart/store': ({ body }) => {
      expect(body).toMatchObject({ plan_id: 42, plan_type: 'PERSONALIZED', quantity: 1 });
      plan = { ...plan, in_cart: true, cart_item_id: 9 };
      return {
        status: 200,
        body: {
          data: {
            items: [
              {
                id: 9,
                type: 'PERSONALIZED',
                plan_id: 42,
                name: 'Personalised meal plan',
                size: null,
                servings: 1,
                quantity: 1,
                price: '169.00',
                subtotal: '169.00',
              },
            ],
            sub_total: '169.00',
          },
        },
      };
    },
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

describe('PlanLoadingPage', () => {
  it('generates, polls every 3000 ms with visible progress, then shows the plan to add to the cart', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    readyAfter = 1;
    const page = renderRemotePage(routesModule, '/account/user-preferences/loading', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Generation progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    // Followed by the app: marked so that the page starts without a touch.
    expect(bar.closest('[data-needs-app]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('portioning your meals');
    // Network answers arrive in real time; a busy machine may need more than the default second.
    const slow = { timeout: 5000 };
    // The first answer is pending: the plan is asked for again one interval later, not before.
    await waitFor(() => expect(polls).toBe(1), slow);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(polls).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByText('Your meal plan is ready!', {}, slow)).toBeInTheDocument();
    expect(polls).toBe(2);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Show my plan now' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'My meal plan' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Daily intake' })).toBeInTheDocument();
    // One day at a time: a tab per day, the first one shown.
    expect(screen.getAllByRole('tab', { name: /^Day \d/ })).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Meal 1' })).toBeVisible();
    expect(screen.getByText(/169\.00 per week/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Already in your cart', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    // The cart came with the answer to "Add to cart": the header's count needs no other request.
    expect(selectCartCount(page.store.getState())).toBe(1);
    expect(api.requests.filter((request) => request.path === '/api/v1/cart/index')).toEqual([]);
    expect(page.toasts.at(-1)).toMatchObject({
      variant: 'success',
      description: 'Item added to cart',
    });
  }, 15_000); // the whole journey, from generation to the cart, on a possibly busy machine

  it('moves focus from Add to cart to Back to cart once the plan is in the cart', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    readyAfter = 0;
    renderRemotePage(routesModule, '/account/user-preferences/loading', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show my plan now' }));
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    act(() => add.focus());
    fireEvent.click(add);
    const back = await screen.findByRole('link', { name: 'Back to cart' });
    expect(add).not.toBeInTheDocument();
    expect(back).toHaveFocus();
  });

  it('says a failed generation and offers to try again', async () => {
    readyAfter = 0;
    plan = { ...readyPlan(), status: 'failed', days: [] };
    renderRemotePage(routesModule, '/account/user-preferences/loading', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByRole('heading', { name: 'Kami tidak dapat menjana pelan hidangan anda.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
  });
});
