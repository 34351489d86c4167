import { act, screen, waitFor, within } from '@testing-library/react';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import {
  quoteAnswer,
  renderCheckoutPage,
  settle,
  startTestApi,
  type TestApi,
} from '../testing/renderCheckoutPage';
import type { TestApiRoutes } from '@mealprep/shared/testing';

const addresses = [
  {
    id: 7,
    first_name: 'Office',
    last_name: 'Lim',
    address_1: 'Jalan Ampang 1',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    postcode: '50450',
    phone: '012-111 2222',
    is_default: false,
  },
  {
    id: 9,
    first_name: 'Home',
    last_name: 'Lim',
    unit_no: 'A-3-2',
    address_1: 'Jalan SS 15/4',
    city: 'Subang Jaya',
    state: 'Selangor',
    postcode: '47500',
    phone: '012-111 2222',
    is_default: true,
  },
];

let api: TestApi;
let nextQuote: (body: Record<string, unknown>) => CheckoutQuote;

/** The test API; `more` adds routes or answers one of these differently. */
async function start(addressList: unknown[] = addresses, more: TestApiRoutes = {}) {
  api = await startTestApi({
    'GET /api/v1/user/address': () => ({ status: 200, body: { data: addressList } }),
    'POST /api/v1/checkout/quote': (request) => ({
      status: 200,
      body: { data: nextQuote(request.body as Record<string, unknown>) },
    }),
    'POST /api/v1/voucher/apply': (request) =>
      (request.body as { code: string }).code === 'WELCOME10'
        ? {
            status: 200,
            body: {
              data: { code: 'WELCOME10', discount: '6.00', message: 'Successfully applied' },
            },
          }
        : {
            status: 422,
            body: {
              error: true,
              message: 'The given data was invalid.',
              errors: { code: ['This voucher has expired.'] },
            },
          },
    'POST /api/v1/checkout': () => ({
      status: 201,
      body: {
        data: {
          order_id: 5,
          order_no: 'MP-1',
          payment_id: 8,
          payment_url: '#pay-8',
        },
      },
    }),
    ...more,
  });
}

beforeEach(() => {
  nextQuote = (body) =>
    quoteAnswer(
      body.delivery_method === 'pickup'
        ? { quote_id: null, expires_at: null, delivery_fee: '0.00' }
        : {},
    );
});
afterEach(() => api.close());

const quoteRequests = () =>
  api.requests.filter((request) => request.path === '/api/v1/checkout/quote');

describe('CheckoutPage', () => {
  it('picks the default address first and shows the summary lines in order', async () => {
    await start();
    renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    // The file's first page pays for loading the modules: a loaded machine needs more than 1 s.
    const picker = await screen.findByRole(
      'radiogroup',
      { name: 'Delivery address' },
      { timeout: 5000 },
    );
    const radios = within(picker).getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/Home Lim/);
    expect(screen.getAllByRole('link', { name: 'Add an address' })[0]).toHaveAttribute(
      'href',
      '/account/address?new=1&redirect=%2Fcheckout',
    );
    const summary = screen.getByRole('region', { name: 'Price summary' });
    await waitFor(() => expect(within(summary).getAllByRole('term')).toHaveLength(10));
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Subtotal',
      'Delivery',
      'Delivery discount',
      'Processing fee',
      'SST 6% (added)',
      'Voucher discount',
      'Rounding',
      'Total',
      'Points earned',
      'Your points',
    ]);
    expect(within(summary).getByText('73 points')).toBeInTheDocument();
    expect(quoteRequests()[0]?.body).toEqual({
      delivery_method: 'deliver',
      address_id: 9,
      voucher_code: null,
    });
    expect(screen.getByRole('timer')).toHaveTextContent(/Delivery charge held for [45]:\d\d/);
    // A clock the page's starter ticks before the app runs, to the quote's expiry (about 5 min
    // ahead here): the page need not start without a touch (docs/architecture.md §2.4).
    const until = Number(screen.getByRole('timer').getAttribute('data-counts-down-to'));
    expect(until - Date.now()).toBeGreaterThan(240_000);
    expect(until - Date.now()).toBeLessThanOrEqual(300_000);
    expect(screen.getByRole('timer')).not.toHaveAttribute('data-needs-app');
    // Earliest date: its slots; all four 2-hour slots.
    const slots = screen.getByRole('radiogroup', { name: 'Delivery time' });
    expect(
      within(slots)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '11:00', '13:00', '15:00']);
    expect(within(slots).getByRole('radio', { name: '15:00 – 17:00' })).toBeInTheDocument();
  });

  it('offers only the special slot when the rules say so, and all slots on later days', async () => {
    nextQuote = () =>
      quoteAnswer({
        delivery_options: {
          date: '2026-11-23',
          slots: ['15:00'],
          pickup_times: ['15:00', '16:00'],
        },
      });
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await screen.findByText('73 points');
    const slots = await screen.findByRole('radiogroup', { name: 'Delivery time' });
    expect(within(slots).getAllByRole('radio')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery date' }), '2026-11-24');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Delivery time' })).getAllByRole('radio'),
    ).toHaveLength(4);
  });

  it('self pickup: the delivery slots, no courier, no countdown', async () => {
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('radio', { name: 'Self pickup at our kitchen' }));
    const times = await screen.findByRole('radiogroup', { name: 'Pickup time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '11:00', '13:00', '15:00']);
    expect(within(times).getByRole('radio', { name: '15:00 – 17:00' })).toBeInTheDocument();
    await waitFor(() =>
      expect(quoteRequests().at(-1)?.body).toMatchObject({ delivery_method: 'pickup' }),
    );
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
  });

  it('self pickup reads as pickup: address, map link, opening hours, pickup notes', async () => {
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await screen.findByRole('textbox', { name: 'Delivery instructions (optional)' });
    expect(screen.queryByRole('region', { name: 'Pickup at our kitchen' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'Self pickup at our kitchen' }));
    const panel = await screen.findByRole('region', { name: 'Pickup at our kitchen' });
    expect(
      within(panel).getByText(/12, Jalan SS 7\/19, Kelana Jaya, 47301 Petaling Jaya/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Every day, 09:00 – 17:00')).toBeInTheDocument();
    const map = within(panel).getByRole('link', {
      name: 'Open in Google Maps (opens in a new tab)',
    });
    expect(map).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*47301/),
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('textbox', { name: 'Pickup notes (optional)' })).toBeInTheDocument();
    expect(screen.queryByText(/Delivery instructions/)).not.toBeInTheDocument();
  });

  it('self pickup in Bahasa Malaysia: the same panel, translated', async () => {
    await start([]);
    renderCheckoutPage('/checkout', { baseURL: api.baseURL });
    const panel = await screen.findByRole('region', { name: 'Ambil di dapur kami' });
    expect(within(panel).getByText('Setiap hari, 09:00 – 17:00')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Buka di Google Maps (dibuka dalam tab baharu)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nota pengambilan (pilihan)' })).toBeInTheDocument();
    expect(screen.queryByText(/Arahan penghantaran/)).not.toBeInTheDocument();
  });

  it('shows why a voucher is refused, and "Successfully applied" for a good one', async () => {
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'MERDEKA20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This voucher has expired.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('This voucher has expired.');
    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully applied');
    await waitFor(() =>
      expect(quoteRequests().at(-1)?.body).toMatchObject({ voucher_code: 'WELCOME10' }),
    );
  });

  it('re-quotes the delivery charge when the countdown runs out', async () => {
    // The countdown's clock (its second ticks and Date) is faked; the HTTP round trips are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame'] });
    try {
      let count = 0;
      nextQuote = () => {
        count += 1;
        return count === 1
          ? quoteAnswer({
              quote_id: 'q-old',
              expires_at: new Date(Date.now() + 90_000).toISOString(),
            })
          : quoteAnswer({ quote_id: 'q-new', delivery_fee: '9.70' });
      };
      await start();
      const { toasts } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
      await settle(() =>
        expect(screen.getByRole('timer')).toHaveTextContent('Delivery charge held for 1:30'),
      );
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Delivery charge held for 0:30');
      expect(quoteRequests()).toHaveLength(1);
      act(() => jest.advanceTimersByTime(30_000));
      await settle(() => expect(quoteRequests()).toHaveLength(2));
      expect(toasts).toContainEqual(
        expect.objectContaining({ description: 'The courier re-quoted the delivery charge.' }),
      );
      await settle(() => expect(screen.getByRole('timer')).toHaveTextContent(/[45]:\d\d/));
      expect(quoteRequests()).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('places the order with an Idempotency-Key and the chosen options', async () => {
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('radio', { name: 'Lunch box' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Delivery instructions (optional)' }),
      'Gate B',
    );
    await user.click(await screen.findByRole('radio', { name: '11:00 – 13:00' }));
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
    expect(place).not.toHaveAccessibleDescription();
    await user.click(place);
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/v1/checkout')).toBe(true),
    );
    const placed = api.requests.find((request) => request.path === '/api/v1/checkout');
    expect(placed?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(placed?.body).toEqual({
      delivery_method: 'deliver',
      packaging_method: 'lunch_box',
      delivery_instructions: 'Gate B',
      address_id: 9,
      quote_id: 'q-1',
      delivery_date: '2026-11-23',
      delivery_time: '11:00',
      voucher_code: null,
    });
  });

  it('shows each line refused for the date chosen with its reason, and places nothing', async () => {
    await start(addresses, {
      'POST /api/v1/checkout': () => ({
        status: 422,
        body: {
          error: true,
          message: 'The given data was invalid.',
          errors: {
            'items.41': [
              'Sambal sotong is sold out for Mon, 23 Nov. Remove it or choose another date.',
            ],
          },
        },
      }),
    });
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('radio', { name: '11:00 – 13:00' }));
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
    await user.click(place);
    const refused = await screen.findByRole('alert', { name: 'Not available on the date chosen' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sambal sotong is sold out for Mon, 23 Nov. Remove it or choose another date.']);
    expect(place).toHaveTextContent('Place order and pay');
  });

  it('keeps Place order in the Tab order while the address is missing and says so', async () => {
    await start([]);
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    const deliver = await screen.findByRole(
      'radio',
      { name: 'Deliver to my address' },
      { timeout: 5000 },
    );
    await user.click(deliver);
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    expect(place).not.toBeDisabled();
    expect(place).toHaveAttribute('aria-disabled', 'true');
    expect(place).toHaveAccessibleDescription('To place the order, choose a delivery address.');
    place.focus();
    expect(place).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(place);
    expect(api.requests.some((request) => request.path === '/api/v1/checkout')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Self pickup at our kitchen' }));
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
    expect(place).not.toHaveAccessibleDescription();
  });

  it('delivery with no saved address asks for one instead of calculating for ever', async () => {
    await start([]);
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(
      await screen.findByRole('radio', { name: 'Deliver to my address' }, { timeout: 5000 }),
    );
    expect(
      screen.getByRole('heading', { name: 'You have no saved address yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/account/address?new=1&redirect=%2Fcheckout',
    );
    const summary = screen.getByRole('region', { name: 'Price summary' });
    expect(summary).toHaveTextContent(
      'The delivery charge depends on your address: add a delivery address to see it and your total.',
    );
    expect(screen.queryByText('Calculating…')).not.toBeInTheDocument();
    // No date or slot to wait for: a sentence says when they come, not grey placeholders.
    expect(
      screen.getByText(
        'The delivery dates and time slots are shown once you have a delivery address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery date')).not.toBeInTheDocument();
    // Only pickup was quoted: the API refuses a delivery quote without an address.
    expect(
      quoteRequests().map(
        (request) => (request.body as { delivery_method: string }).delivery_method,
      ),
    ).not.toContain('deliver');
  });

  it('delivery with no saved address, in Bahasa Malaysia', async () => {
    await start([]);
    const { user } = renderCheckoutPage('/checkout', { baseURL: api.baseURL });
    await user.click(
      await screen.findByRole('radio', { name: 'Hantar ke alamat saya' }, { timeout: 5000 }),
    );
    expect(screen.getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute(
      'href',
      '/ms-MY/account/address?new=1&redirect=%2Fcheckout',
    );
    expect(screen.getByRole('region', { name: 'Ringkasan harga' })).toHaveTextContent(
      'Caj penghantaran bergantung pada alamat anda: tambah alamat penghantaran untuk melihatnya dan jumlah anda.',
    );
    expect(screen.queryByText('Mengira…')).not.toBeInTheDocument();
  });

  it('without an address: pickup, with a link to add one (Bahasa Malaysia)', async () => {
    await start([]);
    renderCheckoutPage('/checkout', { baseURL: api.baseURL });
    expect(await screen.findByRole('radio', { name: 'Ambil sendiri di dapur kami' })).toBeChecked();
    await screen.findByRole('radio', { name: 'Hantar ke alamat saya' });
    expect(screen.getByRole('heading', { name: 'Daftar keluar' })).toBeInTheDocument();
  });

  it('comes back from adding an address with that address chosen (Bahasa Malaysia)', async () => {
    await start();
    // The account page sends the customer back to /ms-MY/checkout?address=<new id>.
    renderCheckoutPage('/checkout?address=7', { baseURL: api.baseURL });
    const picker = await screen.findByRole('radiogroup', { name: 'Alamat penghantaran' });
    expect(within(picker).getByRole('radio', { name: /Office Lim/ })).toBeChecked();
    expect(within(picker).getByRole('radio', { name: /Home Lim/ })).not.toBeChecked();
    await waitFor(() => expect(quoteRequests()[0]?.body).toMatchObject({ address_id: 7 }));
    expect(screen.getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute(
      'href',
      '/ms-MY/account/address?new=1&redirect=%2Fcheckout',
    );
  });

  it('keeps the default when the handed-back address is not the customer’s', async () => {
    await start();
    renderCheckoutPage('/checkout?address=999', { locale: 'en-US', baseURL: api.baseURL });
    const picker = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    expect(within(picker).getByRole('radio', { name: /Home Lim/ })).toBeChecked();
  });
});

/** Back from the payment page, the unpaid order of this cart comes first. */
describe('CheckoutPage with an unpaid order of this cart', () => {
  const pending = {
    order_id: 5,
    order_no: 'MP-20261121-ABCDE',
    total: '73.10',
    pay_by: '2026-11-21T06:32:00Z',
  };

  /** The pay-later calls, beside the checkout's own. */
  async function startWithPayLater(payQuote: Record<string, unknown> = {}) {
    await start(addresses, {
      'POST /api/v1/orders/5/pay/quote': () => ({
        status: 200,
        body: {
          data: {
            order_id: 5,
            order_no: pending.order_no,
            requoted: false,
            quote_id: null,
            expires_at: null,
            delivery_fee: '8.50',
            previous_total: '73.10',
            total: '73.10',
            lines: [],
            pay_by: pending.pay_by,
            ...payQuote,
          },
        },
      }),
      'POST /api/v1/orders/5/pay': () => ({
        status: 201,
        body: {
          data: { order_id: 5, order_no: pending.order_no, payment_id: 9, payment_url: '#pay-9' },
        },
      }),
    });
  }

  const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

  it('shows the order, what is due and until when, with Pay now and Change order — not the form', async () => {
    nextQuote = () => quoteAnswer({ pending_order: pending });
    await start();
    renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    const card = await screen.findByRole(
      'region',
      { name: 'Your order is waiting for payment' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Order MP-20261121-ABCDE')).toBeInTheDocument();
    expect(within(card).getByText(/^Amount due: RM ?73[.,]10$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Pay by 21 Nov 2026, 14:32$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price summary' })).not.toBeInTheDocument();
  });

  it('Pay now opens a payment for that order, through the pay-later flow', async () => {
    nextQuote = () => quoteAnswer({ pending_order: pending });
    await startWithPayLater();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    await waitFor(() => expect(requestsTo('/api/v1/orders/5/pay')).toHaveLength(1));
    expect(requestsTo('/api/v1/orders/5/pay/quote')).toHaveLength(1);
    expect(requestsTo('/api/v1/orders/5/pay')[0]?.body).toEqual({ quote_id: null });
    expect(requestsTo('/api/v1/checkout')).toHaveLength(0);
  });

  it('Pay now with a lapsed courier price shows the new charge and pays it once confirmed', async () => {
    nextQuote = () => quoteAnswer({ pending_order: pending });
    await startWithPayLater({
      requoted: true,
      quote_id: 'q-again',
      expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      delivery_fee: '9.00',
      total: '73.60',
    });
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /delivery RM ?9[.,]00, new total RM ?73[.,]60\. This price holds for (5:00|4:5\d)\./,
    );
    expect(requestsTo('/api/v1/orders/5/pay')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Pay RM ?73[.,]60$/ }));
    await waitFor(() =>
      expect(requestsTo('/api/v1/orders/5/pay')[0]?.body).toEqual({ quote_id: 'q-again' }),
    );
  });

  it('Change order shows the checkout form, its first choice focused; placing sends a new order', async () => {
    nextQuote = () => quoteAnswer({ pending_order: pending });
    await startWithPayLater();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(
      await screen.findByRole('button', { name: 'Change order' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('region', { name: 'Your order is waiting for payment' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Deliver to my address' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Lunch box' }));
    await user.click(screen.getByRole('radio', { name: '11:00 – 13:00' }));
    // Later quotes still name the order: the form stays.
    await user.click(screen.getByRole('radio', { name: 'Self pickup at our kitchen' }));
    await waitFor(() =>
      expect(quoteRequests().at(-1)?.body).toMatchObject({ delivery_method: 'pickup' }),
    );
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
    await user.click(place);
    await waitFor(() => expect(requestsTo('/api/v1/checkout')).toHaveLength(1));
    expect(requestsTo('/api/v1/checkout')[0]?.body).toMatchObject({
      delivery_method: 'pickup',
      packaging_method: 'lunch_box',
    });
    expect(requestsTo('/api/v1/orders/5/pay')).toHaveLength(0);
  });

  it('in Bahasa Malaysia', async () => {
    nextQuote = () => quoteAnswer({ pending_order: pending });
    await start();
    renderCheckoutPage('/checkout', { baseURL: api.baseURL });
    const card = await screen.findByRole(
      'region',
      { name: 'Pesanan anda menunggu bayaran' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Pesanan MP-20261121-ABCDE')).toBeInTheDocument();
    expect(within(card).getByText(/^Jumlah perlu dibayar: RM ?73[.,]10$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Bayar sebelum /)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bayar sekarang' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ubah pesanan' })).toBeInTheDocument();
  });

  it('waits for the first answer only: a later choice being quoted keeps the form and its focus', async () => {
    let release = () => {};
    await start([], {
      'POST /api/v1/checkout/quote': async (request) => {
        if (quoteRequests().length > 1) await new Promise<void>((resolve) => (release = resolve));
        return { status: 200, body: { data: nextQuote(request.body as Record<string, unknown>) } };
      },
    });
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    const pickup = await screen.findByRole(
      'radio',
      { name: 'Self pickup at our kitchen' },
      { timeout: 5000 },
    );
    await screen.findByText('73 points');
    // Delivery without an address asks nothing; pickup again is asked anew, slowly.
    await user.click(screen.getByRole('radio', { name: 'Deliver to my address' }));
    await user.click(screen.getByRole('radio', { name: 'Self pickup at our kitchen' }));
    await waitFor(() => expect(quoteRequests()).toHaveLength(2));
    expect(pickup).toBeInTheDocument();
    expect(pickup).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByText('73 points')).toBeInTheDocument());
    expect(pickup).toHaveFocus();
  });

  it('a page shown again by Back (back/forward cache) asks afresh and shows the order just placed', async () => {
    await start();
    const { user } = renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await user.click(
      await screen.findByRole('radio', { name: '11:00 – 13:00' }, { timeout: 5000 }),
    );
    const place = screen.getByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
    await user.click(place);
    await waitFor(() => expect(requestsTo('/api/v1/checkout')).toHaveLength(1));
    const asked = quoteRequests().length;
    // The order now waits for payment; the browser comes back to the page as it left it.
    nextQuote = () => quoteAnswer({ pending_order: pending });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      await screen.findByRole('region', { name: 'Your order is waiting for payment' }),
    ).toBeInTheDocument();
    expect(quoteRequests()).toHaveLength(asked + 1);
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Placing your order…' })).not.toBeInTheDocument();
  });
});

/** A re-quote that changes the delivery charge says so beside the total. */
describe('CheckoutPage when a re-quote changes the delivery charge', () => {
  it('announces the change next to the total when the countdown’s re-quote differs', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame'] });
    try {
      let count = 0;
      nextQuote = () => {
        count += 1;
        return count === 1
          ? quoteAnswer({
              quote_id: 'q-old',
              expires_at: new Date(Date.now() + 30_000).toISOString(),
              delivery_fee: '5.70',
            })
          : quoteAnswer({ quote_id: 'q-new', delivery_fee: '6.50', previous_delivery_fee: '5.70' });
      };
      await start();
      renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
      await settle(() =>
        expect(screen.getByRole('timer')).toHaveTextContent('Delivery charge held for 0:30'),
      );
      const summary = screen.getByRole('region', { name: 'Price summary' });
      expect(within(summary).queryByText(/The delivery charge changed/)).toBeNull();
      // The live region is on the page before the note, so the note is announced.
      const live = summary.querySelector('[aria-live="polite"]');
      expect(live).toBeEmptyDOMElement();

      act(() => jest.advanceTimersByTime(30_000));
      await settle(() =>
        expect(live).toHaveTextContent(
          /^The delivery charge changed from RM ?5[.,]70 to RM ?6[.,]50\.$/,
        ),
      );
      expect(within(summary).getByText(/The delivery charge changed/)).toBeVisible();
      expect(quoteRequests()).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing when the charge is the same', async () => {
    await start();
    renderCheckoutPage('/checkout', { locale: 'en-US', baseURL: api.baseURL });
    await screen.findByText('73 points', undefined, { timeout: 5000 });
    expect(screen.queryByText(/delivery charge changed/)).toBeNull();
  });

  it('says it in Bahasa Malaysia', async () => {
    nextQuote = () => quoteAnswer({ delivery_fee: '6.50', previous_delivery_fee: '7.30' });
    await start();
    renderCheckoutPage('/checkout', { baseURL: api.baseURL });
    expect(
      await screen.findByText(
        /^Caj penghantaran berubah daripada RM ?7[.,]30 kepada RM ?6[.,]50\.$/,
      ),
    ).toBeInTheDocument();
  });
});
