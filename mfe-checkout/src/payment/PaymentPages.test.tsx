import { act, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail, OrderPayQuote } from '@mealprep/shared/orders/contracts';
import type { PaymentView } from '@mealprep/shared/checkout/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import { customerProfile } from '@mealprep/shared/testing';
import {
  renderCheckoutPage,
  settle,
  startTestApi,
  type TestApi,
} from '../testing/renderCheckoutPage';
import { POLL_MS } from './usePayment';

function payment(overrides: Partial<PaymentView> = {}, order: Partial<PaymentView['order']> = {}) {
  return {
    id: 8,
    status: 'paid',
    amount: '73.10',
    refund: null,
    ...overrides,
    order: {
      id: 5,
      order_no: 'MP-20261121-ABCDE',
      status: 'paid',
      total: '73.10',
      points_earned: 73,
      delivery_method: 'deliver',
      delivery_date: '2026-11-23',
      delivery_time: '11:00',
      pay_by: null,
      payable: false,
      cancel_reason: null,
      ...order,
    },
  } satisfies PaymentView;
}

const unpaid = {
  status: 'payment_failed',
  payable: true,
  pay_by: '2026-11-21T06:32:00Z',
} as const;

function payQuote(overrides: Partial<OrderPayQuote> = {}): OrderPayQuote {
  return {
    order_id: 5,
    order_no: 'MP-20261121-ABCDE',
    requoted: false,
    quote_id: null,
    expires_at: null,
    delivery_fee: '8.00',
    previous_total: '73.10',
    total: '73.10',
    lines: [],
    pay_by: '2026-11-21T06:32:00Z',
    ...overrides,
  };
}

let api: TestApi;
afterEach(() => api.close());

describe('PaymentSuccessPage', () => {
  it('shows the paid order, the amount and the points earned', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({ status: 200, body: { data: payment() } }),
    });
    renderCheckoutPage('/payment/8/success', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment successful' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Order MP-20261121-ABCDE')).toBeInTheDocument();
    expect(screen.queryByText(/Payment reference/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Amount paid: .*73[.,]10/);
    expect(screen.getByText('You earned 73 points.')).toBeInTheDocument();
    expect(
      screen.getByText('Delivery: Monday, 23 November 2026, 11:00 – 13:00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/account/my-order',
    );
  });

  it('says what happens next: the meals, where the receipt went, the way back to the menu', async () => {
    const lines = [
      { id: 1, type: 'RECIPE', product_id: 3, name: 'Chicken Rice Bowl', size: 'L', servings: 1 },
      { id: 2, type: 'RECIPE', product_id: 4, name: 'Beef Rendang', size: null, servings: 1 },
    ] as const;
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({ status: 200, body: { data: payment() } }),
      'GET /api/v1/orders/5': () => ({
        status: 200,
        body: {
          data: {
            id: 5,
            order_no: 'MP-20261121-ABCDE',
            lines: [
              { ...lines[0], quantity: 2, price: '15.90', subtotal: '31.80' },
              { ...lines[1], quantity: 1, price: '18.00', subtotal: '18.00' },
            ],
          } as Partial<OrderDetail>,
        },
      }),
    });
    const page = renderCheckoutPage('/payment/8/success', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile({ email: 'siti@example.my' })));
    });
    const meals = await screen.findByRole(
      'region',
      { name: 'What you ordered (3 items)' },
      { timeout: 4000 },
    );
    const items = within(meals).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^2 × Chicken Rice Bowl \(Size L\)RM\s?31\.80$/),
      expect.stringMatching(/^1 × Beef RendangRM\s?18\.00$/),
    ]);
    expect(
      screen.getByText('We have e-mailed your order confirmation and receipt to siti@example.my.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/account/my-order',
    );
    expect(screen.getByRole('link', { name: 'Back to the food menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );
  });

  it('says what happens next in Bahasa Malaysia, and without a session asks for no order', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({ status: 200, body: { data: payment() } }),
    });
    renderCheckoutPage('/payment/8/success', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('link', { name: 'Kembali ke menu makanan' }, { timeout: 4000 }),
    ).toHaveAttribute('href', '/ms-MY/food-menu');
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toBeInTheDocument();
    expect(screen.queryByText(/melalui e-mel/)).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/api/v1/orders'))).toBe(false);
  });

  it('names the customer’s e-mail in Bahasa Malaysia', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({ status: 200, body: { data: payment() } }),
      'GET /api/v1/orders/5': () => ({ status: 404, body: { error: true, message: 'Not found' } }),
    });
    const page = renderCheckoutPage('/payment/8/success', { baseURL: api.baseURL });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile({ email: 'siti@example.my' })));
    });
    expect(
      await screen.findByText(
        'Kami telah menghantar pengesahan pesanan dan resit anda melalui e-mel ke siti@example.my.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    // The meals could not be read: the rest of the page stands, without a list.
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/v1/orders/5')).toBe(true),
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('waits for the gateway’s confirmation, polling until it is paid', async () => {
    let calls = 0;
    api = await startTestApi({
      'GET /api/v1/payments/8': () => {
        calls += 1;
        return {
          status: 200,
          body: {
            data:
              calls === 1
                ? payment({ status: 'pending' }, { ...unpaid, status: 'payment_pending' })
                : payment(),
          },
        };
      },
    });
    // The poll's clock is faked; the HTTP round trips are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame'] });
    try {
      renderCheckoutPage('/payment/8/success', { baseURL: api.baseURL });
      await settle(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Kami sedang mengesahkan pembayaran anda dengan bank…',
        ),
      );
      act(() => jest.advanceTimersByTime(POLL_MS - 1));
      expect(calls).toBe(1);
      act(() => jest.advanceTimersByTime(1));
      await settle(() => expect(screen.getByText('Anda memperoleh 73 mata.')).toBeInTheDocument());
      expect(calls).toBe(2);
      // Paid: no further polls.
      act(() => jest.advanceTimersByTime(POLL_MS * 3));
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the payment is not the visitor’s (404)', async () => {
    api = await startTestApi({});
    renderCheckoutPage('/payment/99/success', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('We could not find this payment.')).toBeInTheDocument();
  });
});

describe('PaymentFailedPage', () => {
  it('offers try again: a new payment for the same order', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }, unpaid) },
      }),
      'POST /api/v1/orders/5/pay/quote': () => ({
        status: 200,
        body: { data: payQuote() },
      }),
      'POST /api/v1/orders/5/pay': () => ({
        status: 201,
        body: { data: { order_id: 5, order_no: 'MP-1', payment_id: 9, payment_url: '#pay-9' } },
      }),
    });
    const { user } = renderCheckoutPage('/payment/8/failed', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your payment did not go through. Nothing was charged.')).toBeVisible();
    expect(screen.getByText(/Amount due: .*73[.,]10/)).toBeInTheDocument();
    expect(screen.getByText(/^Pay by 21 Nov 2026, 14:32$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/v1/orders/5/pay')).toBe(true),
    );
  });

  it('shows the refusal when the order can no longer be paid', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }, unpaid) },
      }),
      'POST /api/v1/orders/5/pay/quote': () => ({
        status: 409,
        body: { error: true, message: 'This order can no longer be paid.', errors: {} },
      }),
    });
    const { user } = renderCheckoutPage('/payment/8/failed', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be paid.');
  });

  it('says paid when the order was paid since (an older attempt failed)', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }) },
      }),
    });
    renderCheckoutPage('/payment/8/failed', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Order MP-20261121-ABCDE')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a re-quoted delivery fee and its countdown before paying again', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }, unpaid) },
      }),
      'POST /api/v1/orders/5/pay/quote': () => ({
        status: 200,
        body: {
          data: payQuote({
            requoted: true,
            quote_id: 'q-new',
            expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
            delivery_fee: '9.00',
            total: '75.10',
          }),
        },
      }),
      'POST /api/v1/orders/5/pay': () => ({
        status: 201,
        body: { data: { order_id: 5, order_no: 'MP-1', payment_id: 9, payment_url: '#pay-9' } },
      }),
    });
    const { user } = renderCheckoutPage('/payment/8/failed', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/new total/)).toHaveTextContent(
      /delivery RM ?9[.,]00, new total RM ?75[.,]10\. This price holds for (5:00|4:5\d)\./,
    );
    expect(api.requests.some((request) => request.path === '/api/v1/orders/5/pay')).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Pay RM ?75[.,]10$/ }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/api/v1/orders/5/pay')?.body).toEqual(
        { quote_id: 'q-new' },
      ),
    );
  });

  it('a payment that landed after the customer’s cancel says it will be refunded', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({}, { status: 'cancelled', cancel_reason: 'customer' }) },
      }),
    });
    renderCheckoutPage('/payment/8/success', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your payment of RM 73\.10 arrived after this order was cancelled, .* will be refunded\./,
    );
  });

  it('a second payment of an order already paid says it will be refunded, not expired (in Malay)', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: {
          data: payment(
            { status: 'expired', refund: { reason: 'paid_twice', refunded_at: null } },
            { status: 'preparing' },
          ),
        },
      }),
    });
    renderCheckoutPage('/payment/8/success', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sudah dibayar — bayaran ini akan dikembalikan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Pesanan ini telah pun dibayar, jadi bayaran kedua sebanyak RM 73\.10 ini akan dikembalikan sepenuhnya/,
    );
    expect(screen.queryByText(/tamat/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an expired order says so, with the deadline it missed, and offers no payment', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: {
          data: payment(
            { status: 'expired' },
            { status: 'cancelled', cancel_reason: 'unpaid', pay_by: '2026-11-21T06:32:00Z' },
          ),
        },
      }),
    });
    renderCheckoutPage('/payment/8/failed', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order expired — not paid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Expired — not paid by 21 Nov 2026, 14:32$/,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a success page for an unpaid order does not claim success (pickup, in Bahasa Malaysia)', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: {
          data: payment(
            { status: 'failed' },
            { ...unpaid, delivery_method: 'pickup', delivery_time: '11:00' },
          ),
        },
      }),
    });
    renderCheckoutPage('/ms-MY/payment/8/success', { locale: 'ms-MY', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pembayaran gagal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pembayaran berjaya')).not.toBeInTheDocument();
    expect(screen.getByText('Pesanan MP-20261121-ABCDE')).toBeInTheDocument();
    // A pickup is a slot like a delivery, not a single time.
    expect(
      screen.getByText(/^Ambil sendiri: Isnin, 23 November 2026, 11:00 – 13:00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
  });
});
