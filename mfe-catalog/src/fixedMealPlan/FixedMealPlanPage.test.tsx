import { act, screen, waitFor } from '@testing-library/react';
import type { FixedMealPlan } from '@mealprep/shared/catalogue/contracts';
import { selectCartCount } from '@mealprep/shared/cart/api';
import { profileLoaded } from '@mealprep/shared/store';
import { cartWith, image } from '../testing/fixtures';
import { customerProfile, labelInNameMismatches } from '@mealprep/shared/testing';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const plan: FixedMealPlan = {
  id: 1,
  code: 'balanced-week',
  name: 'Balanced week plan',
  description: 'Lunch and dinner for five days.',
  price_per_week: '149.00',
  quantity: 1,
  max_quantity: 99,
  days_per_week: 5,
  meals_per_day: 2,
  shelf_life_days: 7,
  halal: true,
  image: image('fixed'),
  days: [1, 2, 3, 4, 5].map((day) => ({
    day,
    protein: 60,
    carbohydrate: 110,
    fat: 30,
    calories: [830, 870, 931, 900, 855][day - 1] ?? 0,
    meals: [
      { meal: 1, dish_id: day, name: `Lunch ${day}`, size: 'S', calories: 450 },
      { meal: 2, dish_id: day + 10, name: `Dinner ${day}`, size: 'S', calories: 500 },
    ],
  })),
};

let api: TestApi;
let units = 0;
beforeEach(async () => {
  units = 0;
  api = await startTestApi({
    'GET /api/v1/fixed_meal_plan': () => ({ status: 200, body: { data: plan } }),
    'POST /api/v1/cart/store': ({ body }) => {
      units += (body as { quantity: number }).quantity;
      return { status: 200, body: { data: cartWith(units) } };
    },
    'GET /api/v1/cart/index': () => ({ status: 200, body: { data: cartWith(units) } }),
  });
});
afterEach(() => api.close());

const render = () =>
  renderCatalogPage('/fixed-meal-plan', { locale: 'en-US', baseURL: api.baseURL });

describe('FixedMealPlanPage', () => {
  it('shows guests the plan with a sign-up prompt instead of the buttons', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Balanced week plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fixed meal plan' })).toBeInTheDocument();
    expect(screen.getByText(/149\.00 per week/)).toBeInTheDocument();
    // The energy a day is the days' own totals, not a figure written into the description.
    expect(screen.getByText('830–931 kcal a day')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order now/ })).not.toBeInTheDocument();
  });

  it('names the quantity stepper by words that contain what it shows', async () => {
    const { store } = render();
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(increase.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(labelInNameMismatches(document.body)).toEqual([]);
  });

  it('orders the chosen quantity as STANDARD and opens the cart', async () => {
    const { user, store, toasts, location } = render();
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: /Order now/ }));
    await waitFor(() => expect(location().pathname).toBe('/cart'));
    expect(selectCartCount(store.getState())).toBe(2);
    const stored = api.requests.find((request) => request.path === '/api/v1/cart/store');
    expect(stored?.body).toMatchObject({ plan_id: 1, plan_type: 'STANDARD', quantity: 2 });
    expect(toasts).toContainEqual(
      expect.objectContaining({ description: expect.stringMatching(/is in your cart$/) }),
    );
  });
});
