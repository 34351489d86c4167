import { screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionQuote } from '@mealprep/shared/subscriptions/contracts';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import { renderCheckoutPage, startTestApi, type TestApi } from '../testing/renderCheckoutPage';

let api: TestApi;
afterEach(() => api.close());

/** The API's quote for the chosen weekday: the first delivery is that weekday of 5 December's week. */
function quoteFor(body: { delivery_weekday: number; delivery_method: string }): SubscriptionQuote {
  const date = `2026-12-0${body.delivery_weekday - 1}`;
  const delivery = body.delivery_method === 'pickup' ? '0.00' : '8.00';
  return {
    lines: [
      {
        type: 'RECIPE',
        product_id: 11,
        name: 'Nasi lemak',
        size: 'L',
        servings: 1,
        quantity: 3,
        unit_price: '15.00',
      },
    ],
    weekly: {
      subtotal: '45.00',
      delivery_fee: delivery,
      total: body.delivery_method === 'pickup' ? '47.70' : '55.70',
      lines: [
        { key: 'subtotal', amount: '45.00' },
        { key: 'delivery', amount: delivery },
        { key: 'tax', amount: '2.70' },
        { key: 'total', amount: body.delivery_method === 'pickup' ? '47.70' : '55.70' },
      ],
    },
    first_delivery_date: date,
    first_cutoff_at: weekCutoff(date).toISOString(),
  };
}

it('shows the weekly price, the first delivery and its cut-off, and subscribes once with a key', async () => {
  api = await startTestApi({
    'GET /api/v1/user/address': () => ({ status: 200, body: { data: [] } }),
    'POST /api/v1/subscription/quote': (request) => ({
      status: 200,
      body: { data: quoteFor(request.body as Parameters<typeof quoteFor>[0]) },
    }),
    'POST /api/v1/subscription': () => ({ status: 201, body: { data: { id: 3 } } }),
  });
  const page = renderCheckoutPage('/checkout/subscribe', {
    locale: 'en-US',
    baseURL: api.baseURL,
  });
  // No saved address: pickup, as at checkout. The first render also loads the page's module.
  expect(
    await screen.findByRole('radio', { name: 'Self pickup at our kitchen' }, { timeout: 5000 }),
  ).toBeChecked();
  const summary = screen.getByRole('region', { name: 'Weekly price' });
  expect(
    await within(summary).findByText('First pickup: Saturday, 5 December'),
  ).toBeInTheDocument();
  expect(
    within(summary).getByText('Changes and skips until Wed, 2 Dec, 12:00'),
  ).toBeInTheDocument();
  expect(within(summary).getByText('3 × Nasi lemak (L)')).toBeInTheDocument();
  expect(within(summary).getByText('Total per week')).toBeInTheDocument();
  expect(within(summary).getByText('RM 47.70')).toBeInTheDocument();
  expect(within(summary).getByText(/a skipped week is not charged/)).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'terms for subscriptions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );

  await page.user.selectOptions(screen.getByRole('combobox', { name: 'Pickup day' }), 'Thursday');
  expect(
    await within(summary).findByText('First pickup: Thursday, 3 December'),
  ).toBeInTheDocument();
  expect(
    within(summary).getByText('Changes and skips until Mon, 30 Nov, 12:00'),
  ).toBeInTheDocument();

  await page.user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(page.location().pathname).toBe('/account/subscription'));
  const subscribed = api.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/v1/subscription',
  );
  expect(subscribed).toHaveLength(1);
  expect(subscribed[0]?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  expect(subscribed[0]?.body).toEqual({
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    address_id: null,
    delivery_weekday: 4,
    delivery_time: '09:00',
    delivery_instructions: null,
  });
});

it('shows a refusal of the quote at its field, translated by the API', async () => {
  api = await startTestApi({
    'GET /api/v1/user/address': () => ({ status: 200, body: { data: [] } }),
    'POST /api/v1/subscription/quote': () => ({
      status: 422,
      body: {
        error: true,
        message: 'Data yang diberi tidak sah.',
        errors: { delivery_time: ['Slot ini tidak tersedia.'] },
      },
    }),
  });
  renderCheckoutPage('/checkout/subscribe', { baseURL: api.baseURL });
  const slots = await screen.findByRole('radiogroup', { name: 'Masa ambil' }, { timeout: 5000 });
  expect(await within(slots).findByText('Slot ini tidak tersedia.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Langgan' })).toHaveAttribute('aria-disabled', 'true');
});
