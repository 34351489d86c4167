/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { Subscription, SubscriptionWeek } from '@mealprep/shared/subscriptions/contracts';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import { fakeDateOnly } from '@mealprep/shared/testing';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

// Tuesday 24 November 2026, 14:00 in Kuala Lumpur: Saturday 28 November's cut-off (Wednesday
// 12:00) is 22 hours away, inside its last day.
const NOW = new Date('2026-11-24T06:00:00Z');

function week(
  id: number,
  date: string,
  overrides: Partial<SubscriptionWeek> = {},
): SubscriptionWeek {
  return {
    id,
    delivery_date: date,
    cutoff_at: weekCutoff(date).toISOString(),
    state: 'upcoming',
    moved_from: null,
    order_id: null,
    order_no: null,
    pay_url: null,
    total: null,
    can_skip: true,
    can_unskip: false,
    plan: null,
    ...overrides,
  };
}

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 3,
    status: 'active',
    paused_until: null,
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
      {
        type: 'RECIPE',
        product_id: 12,
        name: 'Chicken rice',
        size: null,
        servings: 1,
        quantity: 2,
        unit_price: '12.00',
      },
    ],
    meals_per_week: 5,
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_weekday: 6,
    delivery_time: '11:00',
    address_id: null,
    address_label: null,
    delivery_instructions: null,
    weekly: {
      subtotal: '69.00',
      delivery_fee: '0.00',
      total: '73.15',
      lines: [
        { key: 'subtotal', amount: '69.00' },
        { key: 'tax', amount: '4.14' },
        { key: 'rounding', amount: '0.01' },
        { key: 'total', amount: '73.15' },
      ],
    },
    payment_method: null,
    weeks: [
      week(1, '2026-11-28', {
        order_id: 90,
        order_no: 'MP-20261124-000090',
        pay_url: 'https://pay.example/90',
        total: '73.15',
      }),
      week(2, '2026-12-05', { state: 'skipped', can_skip: false, can_unskip: true }),
      week(3, '2026-12-12'),
    ],
    created_at: '2026-11-20T02:00:00Z',
    cancelled_at: null,
    ...overrides,
  };
}

let api: TestApi;
let current: Subscription | null;

beforeEach(() => {
  fakeDateOnly(NOW);
});

afterEach(async () => {
  await api.close();
  jest.useRealTimers();
});

function weekItem(name: string) {
  return within(screen.getByRole('list', { name: 'Your weeks' })).getByRole('listitem', { name });
}

describe('the subscription page', () => {
  it('says when a week moved off a day the shop does not deliver on', async () => {
    const moved = { moved_from: '2026-12-19', cutoff_at: weekCutoff('2026-12-21').toISOString() };
    current = subscription({
      weeks: [week(1, '2026-12-12'), week(2, '2026-12-21', moved), week(3, '2026-12-26')],
    });
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
    });
    renderAuthPage('/account/subscription', { locale: 'en-US', baseURL: api.baseURL });
    await screen.findByRole('list', { name: 'Your weeks' }, { timeout: 5000 });
    expect(
      within(weekItem('Mon, 21 Dec')).getByText(
        'Moved from Sat, 19 Dec: we do not deliver that day',
      ),
    ).toBeInTheDocument();
    expect(
      within(weekItem('Mon, 21 Dec')).getByText('Changes until Fri, 18 Dec, 12:00'),
    ).toBeInTheDocument();
    expect(within(weekItem('Sat, 26 Dec')).queryByText(/Moved from/)).not.toBeInTheDocument();
  });

  it('shows the weekly box, the weeks with their cut-offs and countdown, and skips a week', async () => {
    current = subscription();
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
      'POST /api/v1/subscription/weeks/2026-12-12/skip': () => {
        current = subscription();
        current.weeks[2] = week(3, '2026-12-12', {
          state: 'skipped',
          can_skip: false,
          can_unskip: true,
        });
        return { status: 200, body: { data: current } };
      },
      'POST /api/v1/subscription/weeks/2026-12-05/unskip': () => ({
        status: 409,
        body: { error: true, message: 'This week is past its cut-off.', errors: {} },
      }),
    });
    const page = renderAuthPage('/account/subscription', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    // The first render also loads the page's module: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My subscription' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Your weekly box' });
    expect(within(box).getByText('5 meals per week')).toBeInTheDocument();
    expect(within(box).getByText('3 × Nasi lemak (L)')).toBeInTheDocument();
    const price = within(box).getByLabelText('Weekly price');
    expect(within(price).getByText('Total')).toBeInTheDocument();
    expect(within(price).getByText('RM 73.15')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Self pickup')).toBeInTheDocument();
    expect(within(delivery).getByText('Saturday')).toBeInTheDocument();

    const first = weekItem('Sat, 28 Nov');
    expect(within(first).getByText('Waiting for payment · RM 73.15')).toBeInTheDocument();
    expect(within(first).getByText('Changes until Wed, 25 Nov, 12:00')).toBeInTheDocument();
    expect(within(first).getByRole('timer')).toHaveTextContent('Cut-off in 22 h 0 min');
    expect(within(first).getByRole('link', { name: 'Pay now for Sat, 28 Nov' })).toHaveAttribute(
      'href',
      'https://pay.example/90',
    );
    // Only the week in its last day counts down.
    expect(within(weekItem('Sat, 12 Dec')).queryByRole('timer')).not.toBeInTheDocument();

    await page.user.click(
      within(weekItem('Sat, 12 Dec')).getByRole('button', { name: 'Skip Sat, 12 Dec' }),
    );
    expect(
      await within(weekItem('Sat, 12 Dec')).findByRole('button', { name: 'Undo skip Sat, 12 Dec' }),
    ).toBeInTheDocument();
    expect(within(weekItem('Sat, 12 Dec')).getByText('Skipped: no charge')).toBeInTheDocument();

    // A refusal is said beside the week, in the API's words.
    await page.user.click(
      within(weekItem('Sat, 5 Dec')).getByRole('button', { name: 'Undo skip Sat, 5 Dec' }),
    );
    expect(await within(weekItem('Sat, 5 Dec')).findByRole('alert')).toHaveTextContent(
      'This week is past its cut-off.',
    );
  });

  it('cancels after one confirmation, and then offers nothing more to change', async () => {
    current = subscription({ status: 'paused', paused_until: '2026-12-12' });
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
      'POST /api/v1/subscription/cancel': () => {
        current = subscription({
          status: 'cancelled',
          cancelled_at: '2026-11-24T06:00:00Z',
          weeks: [week(1, '2026-11-28', { state: 'cancelled', can_skip: false })],
        });
        return { status: 200, body: { data: current } };
      },
    });
    const page = renderAuthPage('/account/subscription', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const asked: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (confirm) => {
      asked.push(confirm);
      void confirm.action?.();
    });
    expect(
      await screen.findByText('Paused until Sat, 12 Dec', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'Cancel your subscription?',
        confirmTitle: 'Cancel subscription',
        cancelTitle: 'Keep subscription',
      }),
    ]);
    expect(
      await screen.findByText('Cancelled on Tue, 24 Nov 2026. Nothing more will be charged.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again from your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(
      api.requests.filter((request) => request.path === '/api/v1/subscription/cancel'),
    ).toHaveLength(1);
  });

  it('leads a customer without one to the cart, in Bahasa Malaysia', async () => {
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: null } }),
    });
    renderAuthPage('/account/subscription', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Belum ada langganan' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Langgan dari troli anda' })).toHaveAttribute(
      'href',
      '/ms-MY/cart',
    );
  });

  it('says a method was saved on the way back from the gateway, and removes it in one click', async () => {
    current = subscription({
      payment_method: {
        id: 5,
        kind: 'card',
        label: 'Visa •••• 4242',
        created_at: '2026-11-24T05:00:00Z',
      },
    });
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
      'DELETE /api/v1/payment-methods/5': () => {
        current = subscription();
        return { status: 200, body: { data: null } };
      },
    });
    const page = renderAuthPage('/account/subscription?method=saved', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
    expect(within(payment).getByRole('status')).toHaveTextContent(
      'Your payment method is saved. Each week will be charged to it.',
    );
    await page.user.click(within(payment).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    expect(await within(payment).findByRole('button', { name: 'Save a card' })).toBeInTheDocument();
    expect(
      within(payment).getByRole('button', { name: 'Set up DuitNow AutoDebit' }),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('status')).toHaveTextContent(
      'The payment method is removed. We will e-mail you a pay link for each week.',
    );
  });

  it('changes the box and the pickup day and time in one save, and pauses until a chosen week', async () => {
    current = subscription();
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
      'GET /api/v1/user/address': () => ({ status: 200, body: { data: [] } }),
      'PATCH /api/v1/subscription': () => {
        current = subscription({ delivery_weekday: 3, delivery_time: '13:00' });
        return { status: 200, body: { data: current } };
      },
      'POST /api/v1/subscription/pause': () => {
        current = subscription({ status: 'paused', paused_until: '2026-12-12' });
        return { status: 200, body: { data: current } };
      },
    });
    const page = renderAuthPage('/account/subscription', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.click(await screen.findByRole('button', { name: 'Change' }, { timeout: 5000 }));
    await page.user.click(screen.getByRole('button', { name: 'More Nasi lemak' }));
    await page.user.click(screen.getByRole('button', { name: 'Fewer Chicken rice' }));
    expect(screen.getByLabelText('Nasi lemak per week')).toHaveTextContent('4');
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Delivery day' }), '3');
    const times = screen.getByRole('radiogroup', { name: 'Pickup time' });
    await page.user.click(within(times).getByRole('radio', { name: '13:00 – 15:00' }));
    await page.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('button', { name: 'Save changes' }));
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    // The saved answer replaces the page's copy in the store's next update, not in the same turn.
    expect(await within(delivery).findByText('Wednesday')).toBeInTheDocument();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      lines: [
        { index: 0, quantity: 4 },
        { index: 1, quantity: 1 },
      ],
      delivery_method: 'pickup',
      delivery_weekday: 3,
      delivery_time: '13:00',
      address_id: null,
    });

    await page.user.click(screen.getByRole('button', { name: 'Pause' }));
    await page.user.selectOptions(
      screen.getByRole('combobox', { name: 'Resume with the delivery of' }),
      '2026-12-12',
    );
    await page.user.click(screen.getByRole('button', { name: 'Pause deliveries' }));
    expect(await screen.findByText('Paused until Sat, 12 Dec')).toBeInTheDocument();
    expect(
      api.requests.find((request) => request.path === '/api/v1/subscription/pause')?.body,
    ).toEqual({ until: '2026-12-12' });
  });

  it('leads to each personalised week’s own plan: to review while editable, to see once made, or says it is being made', async () => {
    current = subscription({
      weeks: [
        week(1, '2026-11-28', {
          order_id: 90,
          order_no: 'MP-20261124-000090',
          total: '73.15',
          plan: { id: 41, status: 'ready', editable: false },
        }),
        week(2, '2026-12-05', { plan: { id: 42, status: 'ready', editable: true } }),
        week(3, '2026-12-12', { plan: { id: 43, status: 'pending', editable: true } }),
      ],
    });
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
    });
    renderAuthPage('/account/subscription', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('Active', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      within(weekItem('Sat, 28 Nov')).getByRole('link', {
        name: 'See this week’s plan, Sat, 28 Nov',
      }),
    ).toHaveAttribute('href', '/account/subscription/plan/41');
    expect(
      within(weekItem('Sat, 5 Dec')).getByRole('link', {
        name: 'Review this week’s plan, Sat, 5 Dec',
      }),
    ).toHaveAttribute('href', '/account/subscription/plan/42');
    const making = weekItem('Sat, 12 Dec');
    expect(within(making).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(making).getByText('This week’s plan is being made from your answers.'),
    ).toBeInTheDocument();
  });

  it('welcomes a customer who has just subscribed', async () => {
    current = subscription();
    api = await startTestApi({
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: current } }),
    });
    renderAuthPage('/account/subscription?subscribed=1', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByText(
        'You are subscribed. Your meals come every week; skip, pause or cancel here before a week’s cut-off.',
        {},
        { timeout: 5000 },
      ),
    ).toHaveAttribute('role', 'status');
  });
});
