import { act, screen, waitFor, within } from '@testing-library/react';
import { selectCart, selectCartCount } from '@mealprep/shared/cart/api';
import { profileLoaded } from '@mealprep/shared/store';
import { customerProfile } from '@mealprep/shared/testing';
import { peekCartAdd, rememberCartAdd } from '@mealprep/shared/cart';
import { cartWith, dish, menuPage } from '../testing/fixtures';
import { menuRequestsFor } from '../testing/menuRequests';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import {
  startTestApi,
  type TestApi,
  type TestApiAnswer,
  type TestApiRequest,
} from '../testing/testApi';

const meals = [
  dish({ id: 1, name: 'Ayam percik' }),
  dish({
    id: 2,
    name: 'Beef rendang bowl',
    line: 'bodybuilding',
    allergens: ['dairy', 'beef'],
    halal: false,
  }),
];
const alacarte = [dish({ id: 3, name: 'Tofu sambal', tab: 'alacarte', line: 'vegetarian' })];

let api: TestApi;
let cartQuantity = 0;
/** A test's own answer to adding to the cart (to hold it), instead of the usual one. */
let heldStore: ((body: unknown) => Promise<TestApiAnswer>) | null = null;

beforeEach(async () => {
  cartQuantity = 0;
  heldStore = null;
  sessionStorage.clear();
  api = await startTestApi({
    'GET /api/v1/menu': ({ query }) => {
      const tab = query.get('tab');
      if (query.get('q') === 'nothing') return { status: 200, body: menuPage([]) };
      if (query.get('page') === '2') return { status: 200, body: menuPage(alacarte, 3, 2) };
      if (tab === 'alacarte') return { status: 200, body: menuPage(alacarte) };
      return { status: 200, body: menuPage(meals, query.get('line') ? 2 : 3) };
    },
    'POST /api/v1/cart/store': ({ body }) => {
      if (heldStore) return heldStore(body);
      cartQuantity += (body as { quantity: number }).quantity;
      return { status: 200, body: { data: cartWith(cartQuantity) } };
    },
    'GET /api/v1/cart/index': () => ({ status: 200, body: { data: cartWith(cartQuantity) } }),
  });
});

afterEach(() => api.close());

const menuRequests = (tab?: string) => menuRequestsFor(api, tab);
const lastMenuQuery = (): URLSearchParams => (menuRequests().at(-1) as TestApiRequest).query;

function renderMenu() {
  return renderCatalogPage('/food-menu', { locale: 'en-US', baseURL: api.baseURL });
}

describe('FoodMenuPage', () => {
  it('shows the dishes of the meals tab with image, line and price', async () => {
    renderMenu();
    // The file's first page pays for loading the modules: a loaded machine needs more than 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Food menu' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    expect(lastMenuQuery().get('tab')).toBe('meal');
    const img = within(card).getByRole('img', { name: 'dish-1' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // The other photos wait for the browser's lazy loading: no preload beside the LCP image.
    const others = screen.getAllByRole('article').slice(1);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(within(other).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    expect(img).toHaveAttribute('width', '640');
    expect(img.getAttribute('srcset')).toContain('320w');
    expect(within(card).getByText('Classic')).toBeInTheDocument();
    expect(within(card).getByText(/15\.90/)).toBeInTheDocument();
  });

  it('says on every card what the dish contains and whether it is halal', async () => {
    renderMenu();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    // Each size's label is in the page (the chosen one shown): one of them is seen.
    const shown = (inside: HTMLElement, text: string) =>
      within(inside)
        .getAllByText(text)
        .filter((node) => node.closest('[hidden]') === null);
    expect(shown(card, 'No listed allergens')).toHaveLength(1);
    expect(within(card).getByText('Halal')).toBeVisible();
    // Allergens in the menu's order, and a dish that is not halal says so.
    const other = await screen.findByRole('article', { name: 'Beef rendang bowl' });
    expect(shown(other, 'Contains: Beef, Dairy')).toHaveLength(1);
    expect(within(other).getByText('Not halal')).toBeVisible();
  });

  it('links each card to its dish page with a real link, reached and followed by keyboard', async () => {
    const { user, location } = renderMenu();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    const link = within(card).getByRole('link', { name: 'Ayam percik' });
    expect(link).toHaveAttribute('href', '/food-menu/dish-1');
    // In the tab order just before the card's size choice.
    within(card).getByRole('radio', { name: 'Small (S)' }).focus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/food-menu/dish-1');
  });

  it('links the cards to the dish pages in Bahasa Malaysia under /ms-MY', async () => {
    renderCatalogPage('/food-menu', { locale: 'ms-MY', baseURL: api.baseURL });
    const card = await screen.findByRole('article', { name: 'Beef rendang bowl' });
    expect(within(card).getByRole('link', { name: 'Beef rendang bowl' })).toHaveAttribute(
      'href',
      '/ms-MY/food-menu/dish-2',
    );
  });

  it('shows the nutrition label and price of the size chosen', async () => {
    const { user } = renderMenu();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    // Laid out as a nutrition label: a table with its heading, per serving.
    const small = within(card).getByRole('table', { name: /^Nutrition facts/ });
    expect(
      within(small)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nutrient', 'Per serving']);
    expect(
      within(small)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Energy', '370 kcal'],
      ['Carbohydrate', '40 g'],
      ['Protein', '30 g'],
      ['Fat', '10 g'],
    ]);
    expect(small).toHaveAccessibleName('Nutrition facts Per serving: Small (S)');
    await user.click(within(card).getByRole('radio', { name: 'Large (L)' }));
    const label = within(card).getByRole('table', { name: /^Nutrition facts/ });
    expect(within(label).getByRole('row', { name: 'Energy 555 kcal' })).toBeInTheDocument();
    expect(within(label).getByText('Per serving: Large (L)')).toBeInTheDocument();
    expect(within(card).getByText(/21\.90/)).toBeInTheDocument();
  });

  it('adds a dish to the cart for a signed-in customer', async () => {
    const { user, store, toasts } = renderMenu();
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    await user.click(within(card).getByRole('radio', { name: 'Large (L)' }));
    const quantity = within(card).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));

    await waitFor(() => expect(selectCartCount(store.getState())).toBe(2));
    const stored = api.requests.find((request) => request.path === '/api/v1/cart/store');
    expect(stored?.body).toEqual({
      plan_id: 1,
      plan_type: 'RECIPE',
      quantity: 2,
      servings: 1,
      size: 'L',
    });
    expect(toasts).toContainEqual(
      expect.objectContaining({
        variant: 'success',
        description: expect.stringMatching(/is in your cart$/),
      }),
    );
    // The cart the header, the cart page and checkout read is the one the POST answered.
    expect(selectCart(store.getState()).data?.sub_total).toBe('43.80');
    // One request from the click to the header's count: the POST's answer is the cart.
    expect(api.requests.filter((request) => request.path.startsWith('/api/v1/cart'))).toHaveLength(
      1,
    );
  });

  it('makes Add to cart a form the server answers for a signed-in customer, before the app runs', async () => {
    const { store } = renderCatalogPage('/food-menu?tab=meal&cart=added.1', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    // What the browser posts when the tap comes before the app (CART_FORMS.add): the JSON
    // call's fields, and this page without the earlier outcome to come back to.
    const form = within(card)
      .getByRole('button', { name: /Add to cart/ })
      .closest('form');
    expect(form).toHaveAttribute('action', '/cart/add');
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      plan_id: '1',
      plan_type: 'RECIPE',
      size: 'S',
      quantity: '1',
      return: '/food-menu?tab=meal',
    });
    // The outcome the post came back with is said by its dish, and by no other.
    expect(within(card).getByRole('status')).toHaveTextContent('Added to your cart.');
    const other = screen.getByRole('article', { name: 'Beef rendang bowl' });
    expect(within(other).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a refusal the form came back with by its dish, in the customer’s language', async () => {
    const { store } = renderCatalogPage('/ms-MY/food-menu?cart=unavailable.2', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Beef rendang bowl' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Hidangan ini tidak dijual dalam saiz itu sekarang.',
    );
  });

  it('posts a guest’s Add to cart too before the app (the server sends them to sign in)', async () => {
    renderMenu();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    const form = within(card)
      .getByRole('button', { name: /Add to cart/ })
      .closest('form');
    expect(form).toHaveAttribute('action', '/cart/add');
  });

  it("counts the dish in the header's number at the tap, before the server answers", async () => {
    let answer: (() => void) | null = null;
    let refuse = false;
    heldStore = (body) =>
      new Promise((resolve) => {
        answer = () => {
          if (refuse) {
            resolve({ status: 422, body: { error: true, message: 'Sold out.', errors: {} } });
            return;
          }
          cartQuantity += (body as { quantity: number }).quantity;
          resolve({ status: 200, body: { data: cartWith(cartQuantity) } });
        };
      });
    const { user, store } = renderMenu();
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    // Counted while the request is still on its way.
    await waitFor(() => expect(answer).not.toBeNull());
    expect(selectCartCount(store.getState())).toBe(1);
    expect(selectCart(store.getState()).data).toBeUndefined();
    await act(async () => answer?.());
    // The answer's cart takes the count's place: one dish, not two.
    await waitFor(() => expect(selectCart(store.getState()).data).toBeDefined());
    expect(selectCartCount(store.getState())).toBe(1);

    // A refused add is counted while asked, then no more.
    answer = null;
    refuse = true;
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(answer).not.toBeNull());
    expect(selectCartCount(store.getState())).toBe(2);
    await act(async () => answer?.());
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
  });

  it('refuses a quantity of 0, 100 or nothing next to the field instead of adding 1', async () => {
    const { user, store } = renderMenu();
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    const quantity = within(card).getByRole('spinbutton', { name: 'Quantity' });
    for (const typed of ['0', '100', '']) {
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect(quantity).toHaveAccessibleDescription('Enter a quantity from 1 to 99.');
      expect(quantity).toHaveFocus();
    }
    expect(api.requests.some((request) => request.path === '/api/v1/cart/store')).toBe(false);
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(3));
  });

  it('sends a guest to login, with the way back', async () => {
    const { user, location } = renderMenu();
    const card = await screen.findByRole('article', { name: 'Ayam percik' });
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/food-menu');
    expect(new URLSearchParams(location().search).get('reason')).toBe('cart');
    expect(api.requests.some((request) => request.path === '/api/v1/cart/store')).toBe(false);
    expect(peekCartAdd()).toMatchObject({ returnTo: '/food-menu', label: 'Ayam percik' });
  });

  it("adds the guest's dish once they are back on the page signed in", async () => {
    rememberCartAdd({
      kind: 'addToCart',
      returnTo: '/food-menu',
      label: 'Ayam percik',
      item: { productId: 1, productType: 'RECIPE', quantity: 2, size: 'L' },
    });
    const { store, toasts } = renderMenu();
    await screen.findByRole('article', { name: 'Ayam percik' });
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ description: 'Ayam percik is in your cart' }),
      ),
    );
    expect(selectCartCount(store.getState())).toBe(2);
    // Done once, however many cards mounted the hook.
    expect(api.requests.filter((request) => request.path === '/api/v1/cart/store')).toHaveLength(1);
    expect(peekCartAdd()).toBeNull();
  });

  it('offers a retry when the menu cannot be loaded', async () => {
    await api.close();
    let fail = true;
    api = await startTestApi({
      'GET /api/v1/menu': () =>
        fail
          ? { status: 500, body: { error: true, message: 'boom', errors: {} } }
          : { status: 200, body: menuPage(meals) },
    });
    const { user } = renderMenu();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The menu could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Ayam percik' })).toBeInTheDocument();
  });
});
