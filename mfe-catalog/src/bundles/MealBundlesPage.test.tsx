import { act, screen, waitFor, within } from '@testing-library/react';
import type { Bundle } from '@mealprep/shared/catalogue/contracts';
import { selectCartCount } from '@mealprep/shared/cart/api';
import { profileLoaded } from '@mealprep/shared/store';
import { cartWith, image } from '../testing/fixtures';
import { customerProfile } from '@mealprep/shared/testing';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const bundles: Bundle[] = [
  {
    id: 4,
    code: 'starter',
    name: 'Starter bundle',
    description: 'Six classics',
    price: '79.00',
    items_price: '95.40',
    meal_count: 6,
    halal: true,
    image: image('bundle'),
    items: [
      {
        dish_id: 1,
        name: 'Ayam percik',
        size: 'S',
        quantity: 3,
        calories: 449,
        halal: true,
        image: image('a'),
      },
      {
        dish_id: 2,
        name: 'Beef rendang',
        size: 'S',
        quantity: 3,
        calories: 520,
        halal: true,
        image: image('b'),
      },
    ],
  },
  {
    id: 5,
    code: 'mixed',
    name: 'Mixed bundle',
    description: 'Two dishes',
    price: '30.00',
    items_price: '30.00',
    meal_count: 2,
    halal: false,
    image: image('mixed'),
    items: [],
  },
];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/bundles': () => ({ status: 200, body: { data: bundles } }),
    'POST /api/v1/cart/store': () => ({ status: 200, body: { data: cartWith(1) } }),
    'GET /api/v1/cart/index': () => ({ status: 200, body: { data: cartWith(1) } }),
  });
});
afterEach(() => api.close());

describe('MealBundlesPage', () => {
  it('shows the bundles with their dishes and adds one as MEAL', async () => {
    const { user, store, toasts } = renderCatalogPage('/meal-bundles', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Starter bundle' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meal bundles' })).toBeInTheDocument();
    expect(within(card).getByText('Halal')).toBeVisible();
    const mixed = screen.getByRole('article', { name: 'Mixed bundle' });
    expect(within(mixed).getByText('Not halal')).toBeVisible();
    const dishes = within(card).getByRole('list', { name: 'Dishes in this bundle' });
    expect(within(dishes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText(/79\.00/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
    const stored = api.requests.find((request) => request.path === '/api/v1/cart/store');
    expect(stored?.body).toMatchObject({ plan_id: 4, plan_type: 'MEAL', quantity: 1 });
    expect(toasts).toContainEqual(
      expect.objectContaining({ description: expect.stringMatching(/is in your cart$/) }),
    );
  });

  it('makes Add to cart a form the server answers before the app runs, and says what it came back with', async () => {
    renderCatalogPage('/ms-MY/meal-bundles?cart=added.4', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    const card = await screen.findByRole('article', { name: 'Starter bundle' });
    const button = within(card).getByRole('button', { name: /Tambah ke troli/ });
    const form = button.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/cart/add');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('data-in-place');
    expect(form).toHaveAttribute('id', 'order-4');
    // What the browser posts for the tap (CART_FORMS.add): the bundle, one, and the page.
    expect(Object.fromEntries(new FormData(form, button))).toEqual({
      plan_id: '4',
      plan_type: 'MEAL',
      quantity: '1',
      return: '/ms-MY/meal-bundles',
    });
    expect(within(card).getByRole('status')).toHaveTextContent('Dimasukkan ke troli anda.');
    const mixed = screen.getByRole('article', { name: 'Mixed bundle' });
    expect(within(mixed).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', /^RM\s?95\.40 when bought one by one$/],
    ['ms-MY', /^RM\s?95\.40 jika dibeli satu persatu$/],
  ] as const)(
    'in %s explains the struck-out price with hidden text, not an aria-label on <s>',
    async (locale, explained) => {
      renderCatalogPage('/meal-bundles', { locale, baseURL: api.baseURL });
      const card = await screen.findByRole('article', { name: 'Starter bundle' });
      const struck = card.querySelector('s');
      expect(struck).not.toBeNull();
      expect(struck).not.toHaveAttribute('aria-label');
      // Read once: the sentence for screen readers, the bare price for the eyes only.
      expect(within(struck as HTMLElement).getByText(explained)).toBeInTheDocument();
      const shown = within(struck as HTMLElement).getByText(/^RM\s?95\.40$/);
      expect(shown).toHaveAttribute('aria-hidden', 'true');
    },
  );
});
