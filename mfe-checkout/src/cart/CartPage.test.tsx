import { act, screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import { selectCartCount } from '@mealprep/shared/cart/api';
import { formatShopDate } from '@mealprep/shared/core';
import { labelInNameMismatches } from '@mealprep/shared/testing';
import {
  cart,
  cartItem,
  quoteAnswer,
  renderCheckoutPage,
  startTestApi,
  type TestApi,
} from '../testing/renderCheckoutPage';

const items = [
  cartItem({
    id: 1,
    type: 'STANDARD',
    name: 'Fixed meal plan',
    price: '149.00',
    subtotal: '149.00',
  }),
  cartItem({
    id: 2,
    type: 'MEAL',
    name: 'Starter bundle',
    price: '79.00',
    quantity: 2,
    subtotal: '158.00',
  }),
  cartItem({
    id: 3,
    type: 'RECIPE',
    name: 'Ayam percik',
    size: 'L',
    servings: 2,
    price: '43.80',
    subtotal: '43.80',
    image: {
      src: '/storage/dishes/ayam-percik.abc-640.webp',
      srcset: '/storage/dishes/ayam-percik.abc-320.webp 320w',
      sizes: '100vw',
      srcset_density: '/storage/dishes/ayam-percik.abc-320.webp 1x',
      width: 640,
      height: 480,
      alt: 'Ayam percik',
      placeholder: false,
    },
  }),
  cartItem({
    id: 4,
    type: 'PERSONALIZED',
    name: 'My plan for week 48',
    price: '210.00',
    subtotal: '210.00',
  }),
];

let api: TestApi;
let current = cart(items);

beforeEach(async () => {
  current = cart(items);
  api = await startTestApi({
    'GET /api/v1/cart/index': () => ({ status: 200, body: { data: current } }),
    'POST /api/v1/cart/update': (request) => {
      const body = request.body as { cart_id: number; quantity: number };
      current = cart(
        current.items.map((item) =>
          item.id === body.cart_id
            ? {
                ...item,
                quantity: body.quantity,
                subtotal: (Number(item.price) * body.quantity).toFixed(2),
              }
            : item,
        ),
      );
      return { status: 200, body: { data: current } };
    },
    'DELETE /api/v1/cart/3': () => {
      current = cart(current.items.filter((item) => item.id !== 3));
      return { status: 200, body: { data: current } };
    },
  });
});
afterEach(() => api.close());

describe('CartPage', () => {
  it('lists every item type with its details, the sub total and the way on', async () => {
    renderCheckoutPage('/cart', { locale: 'en-US', baseURL: api.baseURL });
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(
      within(lines[0] as HTMLElement).getByText('Fixed meal plan', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).getByText('Meal bundle')).toBeInTheDocument();
    const dish = screen.getByRole('listitem', { name: 'Ayam percik' });
    expect(within(dish).getByText('À la carte dish')).toBeInTheDocument();
    expect(within(dish).getByText(/Size L · 2 servings/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'My plan for week 48' })).getByText(
        'Personalised meal plan',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/560[.,]80/).closest('p')).toHaveTextContent(/^Subtotal: RM/);
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('makes − and + forms the server answers before the app runs, and says what they came back with', async () => {
    renderCheckoutPage('/cart?cart=updated.2', { locale: 'en-US', baseURL: api.baseURL });
    const bundle = await screen.findByRole('listitem', { name: 'Starter bundle' });
    const more = within(bundle).getByRole('button', { name: 'More Starter bundle' });
    const form = more.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/cart/quantity');
    expect(form).toHaveAttribute('method', 'post');
    // What the browser posts for a tap on + (CART_FORMS.quantity): the line and its new quantity.
    expect(Object.fromEntries(new FormData(form, more))).toEqual({
      cart_id: '2',
      return: '/cart',
      quantity: '3',
    });
    const less = within(bundle).getByRole('button', { name: 'Fewer Starter bundle' });
    expect(Object.fromEntries(new FormData(form, less))).toMatchObject({ quantity: '1' });
    expect(within(bundle).getByText('Quantity updated.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('Quantity updated.')).toHaveLength(1);
    // What the page's starter writes an in-place answer into: the form is sent so, − and + step
    // from the quantity, and the line's quantity and total and the sub-total are named.
    expect(form).toHaveAttribute('data-in-place');
    expect(more).toHaveAttribute('data-step', '1');
    expect(less).toHaveAttribute('data-step', '-1');
    expect(
      within(bundle).getByRole('status', { name: 'Quantity of Starter bundle' }),
    ).toHaveAttribute('data-shows', 'cart-line-2-quantity');
    expect(bundle.querySelector('[data-shows="cart-line-2-total"]')).not.toBeNull();
    expect(document.querySelector('[data-shows="cart-sub-total"]')).toHaveTextContent(/^RM /);
  });

  it('says a line the form found gone, in the customer’s language', async () => {
    renderCheckoutPage('/ms-MY/cart?cart=gone.99', { locale: 'ms-MY', baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Item itu tiada lagi dalam troli anda.',
    );
  });

  it('says at a line that its price changed since it was added, and the date it is sold out for', async () => {
    current = cart(
      items.map((item) =>
        item.id === 3
          ? {
              ...item,
              previous_price: '39.80',
              unavailable: [
                { date: '2000-01-03', state: 'paused' as const },
                { date: '2099-01-02', state: 'sold_out' as const },
              ],
            }
          : item,
      ),
    );
    renderCheckoutPage('/cart', { locale: 'ms-MY', baseURL: api.baseURL });
    const dish = await screen.findByRole('listitem', { name: 'Ayam percik' });
    expect(
      within(dish).getByText(
        'Harga berubah sejak anda menambahnya: RM 39.80 sebelum ini, RM 43.80 sekarang. Pembayaran mengenakan RM 43.80.',
      ),
    ).toBeVisible();
    expect(
      within(dish).getByText(
        `Habis dijual untuk ${formatShopDate('2099-01-02', 'ms-MY')}: pilih tarikh lain di halaman daftar keluar.`,
      ),
    ).toBeVisible();
    const bundle = screen.getByRole('listitem', { name: 'Starter bundle' });
    expect(within(bundle).queryByText(/Harga berubah|Habis dijual/)).toBeNull();
  });

  it("shows the dish's picture on its line, sized so the line does not shift", async () => {
    renderCheckoutPage('/cart', { locale: 'en-US', baseURL: api.baseURL });
    const dish = await screen.findByRole('listitem', { name: 'Ayam percik' });
    // Decorative beside the line's heading: the name is not read out twice.
    const picture = within(dish).getByRole('presentation');
    expect(picture).toHaveAttribute('src', '/storage/dishes/ayam-percik.abc-640.webp');
    expect(picture).toHaveAttribute('srcset', '/storage/dishes/ayam-percik.abc-320.webp 320w');
    expect(picture).toHaveAttribute('sizes', '(min-width: 640px) 96px, 72px');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
    expect(picture).toHaveAttribute('alt', '');
  });

  it('changes a quantity through the API and updates the header count', async () => {
    const { user, store } = renderCheckoutPage('/cart', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('button', { name: 'More Starter bundle' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Quantity of Starter bundle' })).toHaveTextContent(
        '3',
      ),
    );
    expect(api.requests.find((request) => request.path === '/api/v1/cart/update')?.body).toEqual({
      cart_id: 2,
      quantity: 3,
    });
    expect(selectCartCount(store.getState())).toBe(6);
    expect(screen.getByRole('button', { name: 'Fewer Fixed meal plan' })).toBeDisabled();
  });

  it('shows the quantity asked for at the tap, and the cart’s again when the change is refused', async () => {
    let answer: (refused: boolean) => void = () => undefined;
    await api.close();
    api = await startTestApi({
      'GET /api/v1/cart/index': () => ({ status: 200, body: { data: current } }),
      // The answer waits for the test: what shows meanwhile is the page's own.
      'POST /api/v1/cart/update': () =>
        new Promise((resolve) => {
          answer = (refused) =>
            resolve(
              refused
                ? { status: 422, body: { message: 'Not now.', errors: { quantity: ['Not now.'] } } }
                : { status: 200, body: { data: current } },
            );
        }),
    });
    const { user } = renderCheckoutPage('/cart', { locale: 'en-US', baseURL: api.baseURL });
    const quantity = await screen.findByRole('status', { name: 'Quantity of Starter bundle' });
    expect(quantity).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'More Starter bundle' }));

    expect(quantity).toHaveTextContent('3');
    const line = screen.getByRole('listitem', { name: 'Starter bundle' });
    // The prices wait for the server's answer, marked busy: the line's, and the cart's below.
    const cartTotal = () =>
      screen
        .getAllByText(/^Subtotal/)
        .at(-1)
        ?.closest('p');
    expect(
      within(line)
        .getByText(/^Subtotal/)
        .closest('p'),
    ).toHaveAttribute('aria-busy', 'true');
    expect(cartTotal()).toHaveAttribute('aria-busy', 'true');

    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/v1/cart/update')).toBe(true),
    );
    answer(true);
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    expect(cartTotal()).toHaveAttribute('aria-busy', 'false');
  });

  it.each(['en-US', 'ms-MY'] as const)(
    'in %s names every control by words that contain what it shows (steppers are pictures)',
    async (locale) => {
      renderCheckoutPage('/cart', { locale, baseURL: api.baseURL });
      const more = { 'en-US': 'More Starter bundle', 'ms-MY': 'Tambah Starter bundle' }[locale];
      const button = await screen.findByRole('button', { name: more });
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(labelInNameMismatches(document.body)).toEqual([]);
    },
  );

  it('removes an item only after a confirmation that names it and says what keeps it', async () => {
    const { user, bus, toasts } = renderCheckoutPage('/cart', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const confirms: ConfirmPayload[] = [];
    bus.on('confirm.open', (payload) => confirms.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Remove Ayam percik' }));
    expect(confirms).toHaveLength(1);
    // Which line goes, with its size (finding 11): not "Are you sure?" beside "Cancel".
    expect(confirms[0]).toMatchObject({
      title: 'Remove Ayam percik (L) from your cart?',
      message: 'You can add it again from the shop at any time.',
      confirmTitle: 'Remove',
      cancelTitle: 'Keep in cart',
    });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await act(async () => {
      await confirms[0]?.action?.();
    });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ayam percik' })).not.toBeInTheDocument(),
    );
    expect(toasts).toContainEqual(
      expect.objectContaining({ description: 'Item removed from cart' }),
    );
  });

  it('opens checkout asking for the quote only: the cart and the addresses are in the store', async () => {
    await api.close();
    api = await startTestApi({
      'GET /api/v1/cart/index': () => ({ status: 200, body: { data: current } }),
      'GET /api/v1/user/address': () => ({ status: 200, body: { data: [] } }),
      'POST /api/v1/checkout/quote': () => ({
        status: 200,
        body: { data: quoteAnswer({ quote_id: null, expires_at: null }) },
      }),
    });
    const { user } = renderCheckoutPage('/cart', { locale: 'en-US', baseURL: api.baseURL });
    const proceed = await screen.findByRole('link', { name: 'Proceed to checkout' });
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toEqual([
        '/api/v1/cart/index',
        '/api/v1/user/address',
      ]),
    );
    await user.click(proceed);
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(await within(summary).findByText('Total')).toBeInTheDocument();
    expect(api.requests.slice(2).map((request) => request.path)).toEqual([
      '/api/v1/checkout/quote',
    ]);
  });

  it('shows the empty state in Bahasa Malaysia', async () => {
    current = cart([]);
    await api.close();
    api = await startTestApi({
      'GET /api/v1/cart/index': () => ({ status: 200, body: { data: cart([]) } }),
    });
    renderCheckoutPage('/cart', { baseURL: api.baseURL });
    expect(await screen.findByText('Troli anda kosong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat menu makanan' })).toHaveAttribute(
      'href',
      '/ms-MY/food-menu',
    );
  });
});
