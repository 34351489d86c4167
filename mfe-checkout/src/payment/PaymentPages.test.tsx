import { screen, waitFor } from '@testing-library/react';
import type { PaymentView } from '@mealprep/shared/domain';
import { renderCheckoutPage, startTestApi, type TestApi } from '../testing/renderCheckoutPage';

function payment(overrides: Partial<PaymentView> = {}, order: Partial<PaymentView['order']> = {}) {
  return {
    id: 8,
    status: 'paid',
    amount: '73.10',
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
      ...order,
    },
  } satisfies PaymentView;
}

let api: TestApi;
afterEach(() => api.close());

describe('PaymentSuccessPage', () => {
  it('shows the paid order, the amount and the points earned', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({ status: 200, body: { data: payment() } }),
    });
    renderCheckoutPage('/payment/8/success', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('Order MP-20261121-ABCDE')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Amount paid: .*73[.,]10/);
    expect(screen.getByText('You earned 73 points.')).toBeInTheDocument();
    expect(
      screen.getByText('Delivery on Monday, November 23, 2026 from 11:00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/account/my-order',
    );
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
                ? payment({ status: 'pending' }, { status: 'payment_pending' })
                : payment(),
          },
        };
      },
    });
    renderCheckoutPage('/payment/8/success', { baseURL: api.baseURL });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kami sedang mengesahkan pembayaran anda dengan bank…',
    );
    await waitFor(() => expect(screen.getByText('Anda memperoleh 73 mata.')).toBeInTheDocument(), {
      timeout: 4000,
    });
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
        body: { data: payment({ status: 'failed' }, { status: 'payment_failed' }) },
      }),
      'POST /api/v1/payments/8/retry': () => ({
        status: 201,
        body: { data: { order_id: 5, order_no: 'MP-1', payment_id: 9, payment_url: '#pay-9' } },
      }),
    });
    const { user } = renderCheckoutPage('/payment/8/failed', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByText('Your payment did not go through. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Amount due: .*73[.,]10/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/v1/payments/8/retry')).toBe(
        true,
      ),
    );
  });

  it('shows the refusal when the order can no longer be paid', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }, { status: 'payment_failed' }) },
      }),
      'POST /api/v1/payments/8/retry': () => ({
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

  it('does not offer to pay an order that is already paid', async () => {
    api = await startTestApi({
      'GET /api/v1/payments/8': () => ({
        status: 200,
        body: { data: payment({ status: 'failed' }) },
      }),
    });
    renderCheckoutPage('/payment/8/failed', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('This order has already been paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
