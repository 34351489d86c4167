/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_FILTER_STATUSES } from '@mealprep/shared/orders';
import type { OrderListItem } from '@mealprep/shared/orders/contracts';
import type { OrderStatus } from '@mealprep/shared/core';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const STATUSES: OrderStatus[] = ['payment_pending', 'paid', 'delivered', 'cancelled'];

function order(id: number): OrderListItem {
  return {
    id,
    order_no: `MP-2026-${String(id).padStart(4, '0')}`,
    status: STATUSES[id % STATUSES.length] ?? 'paid',
    created_at: new Date(Date.UTC(2026, 10, 1, 2, 0) + id * 3_600_000).toISOString(),
    delivery_date: '2026-11-24',
    delivery_time: '11:00',
    delivery_method: 'deliver',
    total: `${50 + id}.00`,
    item_count: 2,
    pay_by: null,
    payable: false,
    cancel_reason: null,
  };
}

const ALL = Array.from({ length: 14 }, (_, index) => order(index + 1));

/** The API's filter, sort and pages over a fixed list. */
function answer(query: URLSearchParams) {
  const filter = query.get('filter') ?? 'all';
  const statuses =
    filter === 'all' ? null : ORDER_FILTER_STATUSES[filter as keyof typeof ORDER_FILTER_STATUSES];
  const matching = ALL.filter((entry) => !statuses || statuses.includes(entry.status));
  const sorted = [...matching].sort((a, b) =>
    query.get('sort') === 'oldest' ? a.id - b.id : b.id - a.id,
  );
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  return {
    status: 200,
    body: {
      data: sorted.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: matching.length },
    },
  };
}

let api: TestApi;

// Changing filter, sort and page one after another takes a few seconds on a busy machine.
jest.setTimeout(15_000);

beforeEach(async () => {
  api = await startTestApi({ 'GET /api/v1/orders': ({ query }) => answer(query) });
});

afterEach(() => api.close());

function shownOrders() {
  return within(screen.getByRole('list', { name: /orders?$|pesanan$/ }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('link').textContent);
}

describe('orders filter, sort and pages', () => {
  it('lists newest first, then filters, sorts and pages through the API', async () => {
    const page = renderAuthPage('/account/my-order', { locale: 'en-US', baseURL: api.baseURL });
    // The first render of the file also loads the page's module: allow for a busy machine.
    expect(
      await screen.findByRole('list', { name: '14 orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(shownOrders()[0]).toBe('Order MP-2026-0014');
    expect(shownOrders()).toHaveLength(10);

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Upcoming');
    await screen.findByRole('list', { name: '4 orders' });
    expect(page.location().search).toContain('filter=upcoming');
    expect(shownOrders()).toEqual([
      'Order MP-2026-0013',
      'Order MP-2026-0009',
      'Order MP-2026-0005',
      'Order MP-2026-0001',
    ]);
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByText('Upcoming')).toBeInTheDocument();
    }

    await page.user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Oldest first',
    );
    await waitFor(() => expect(shownOrders()[0]).toBe('Order MP-2026-0001'));
    const last = api.requests[api.requests.length - 1];
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
      filter: 'upcoming',
      sort: 'oldest',
      page: '1',
    });

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All orders');
    await screen.findByRole('list', { name: '14 orders' });
    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await page.user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownOrders()).toHaveLength(4), { timeout: 5000 });
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty state of a filter with a way back, in Bahasa Malaysia', async () => {
    await api.close();
    api = await startTestApi({
      'GET /api/v1/orders': ({ query }) =>
        query.get('filter') === 'delivered'
          ? { status: 200, body: { data: [], meta: { page: 1, per_page: 10, total: 0 } } }
          : answer(query),
    });
    const page = renderAuthPage('/account/my-order?filter=delivered', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Tiada pesanan dalam senarai ini' }),
    ).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Tunjukkan semua pesanan' }));
    expect(await screen.findByRole('list', { name: '14 pesanan' })).toBeInTheDocument();
  });

  it('shows the no-orders empty state and an error with a retry', async () => {
    await api.close();
    let fail = true;
    api = await startTestApi({
      'GET /api/v1/orders': () =>
        fail
          ? { status: 500, body: { error: true, message: 'x', errors: {} } }
          : { status: 200, body: { data: [], meta: { page: 1, per_page: 10, total: 0 } } },
    });
    const page = renderAuthPage('/account/my-order', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'We could not load this page.' }),
    ).toBeInTheDocument();
    fail = false;
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the food menu' })).toBeInTheDocument();
  });
});

describe('pay now from the orders list', () => {
  it('pays an unpaid order from its row; an expired one says until when it could be paid', async () => {
    await api.close();
    const rows: OrderListItem[] = [
      { ...order(1), status: 'payment_failed', payable: true, pay_by: '2026-11-21T06:32:00Z' },
      {
        ...order(2),
        status: 'cancelled',
        cancel_reason: 'unpaid',
        pay_by: '2026-11-20T06:32:00Z',
      },
    ];
    api = await startTestApi({
      'GET /api/v1/orders': () => ({
        status: 200,
        body: { data: rows, meta: { page: 1, per_page: 10, total: 2 } },
      }),
      'POST /api/v1/orders/1/pay/quote': () => ({
        status: 200,
        body: { data: { requoted: false, quote_id: null, total: '51.00' } },
      }),
      'POST /api/v1/orders/1/pay': () => ({
        status: 201,
        body: { data: { order_id: 1, order_no: 'MP-1', payment_id: 9, payment_url: '#pay-9' } },
      }),
    });
    const page = renderAuthPage('/account/my-order', { locale: 'en-US', baseURL: api.baseURL });
    const unpaid = await screen.findByRole('article', { name: 'Order MP-2026-0001' });
    const expired = screen.getByRole('article', { name: 'Order MP-2026-0002' });
    expect(within(unpaid).getByText(/^Pay by 21 Nov 2026, 14:32$/)).toBeInTheDocument();
    expect(
      within(expired).getByText(/^Expired — not paid by 20 Nov 2026, 14:32$/),
    ).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await page.user.click(within(unpaid).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/api/v1/orders/1/pay')).toBe(true),
    );
  });
});
