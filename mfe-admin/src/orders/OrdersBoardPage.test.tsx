/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { BoardOrder } from '@mealprep/shared/staff/contracts';
import {
  startTestApi,
  type TestApi,
  type TestApiRequest,
  fakeDateOnly,
} from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

function order(id: number, overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id,
    order_no: `MP-20261125-000${id}`,
    status: 'paid',
    customer_name: 'Siti Aminah',
    delivery_method: 'deliver',
    packaging_method: 'vacuum',
    delivery_date: '2026-11-25',
    delivery_time: '09:00',
    area: '47500 Subang Jaya',
    lines: [{ name: 'Chicken rice', size: 'L', quantity: 2, servings: 1 }],
    paid_at: '2026-11-23T02:00:00.000Z',
    next: ['preparing'],
    ...overrides,
  };
}

const paid = order(1);
const pickup = order(2, {
  status: 'ready_for_pickup',
  customer_name: 'Kamal Hassan',
  delivery_method: 'pickup',
  packaging_method: 'lunch_box',
  delivery_time: '11:00:00',
  area: null,
  lines: [
    { name: 'Beef rendang', size: 'S', quantity: 1, servings: 1 },
    { name: 'Nasi lemak week', size: null, quantity: 3, servings: 5 },
  ],
  next: ['delivered'],
});
const onTheWay = order(3, { status: 'out_for_delivery', customer_name: 'Mei Ling', next: [] });

function answerBoard(orders: BoardOrder[]) {
  return ({ query }: TestApiRequest) => {
    const counts: Record<string, number> = {};
    for (const { status } of orders) counts[status] = (counts[status] ?? 0) + 1;
    return {
      status: 200,
      body: { data: orders, meta: { date: query.get('date'), counts } },
    };
  };
}

let api: TestApi;
jest.setTimeout(20_000);

afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

const boardRequests = () => api.requests.filter((request) => request.method === 'GET');
const card = (orderNo: string) => screen.getByRole('article', { name: `Order ${orderNo}` });

describe('orders board', () => {
  beforeEach(async () => {
    api = await startTestApi({ 'GET /api/v1/admin/orders': answerBoard([paid, onTheWay, pickup]) });
  });

  it('shows the day’s orders by slot with what to cook, and only the moves the API allows', async () => {
    renderAdminPage('/admin/orders?date=2026-11-25', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Orders due on Wed, 25 Nov 2026' }),
    ).toBeInTheDocument();
    expect(boardRequests()[0]?.query.get('date')).toBe('2026-11-25');

    const morning = screen.getByRole('region', { name: '09:00 – 11:00' });
    expect(morning).toHaveTextContent('2 orders');
    expect(within(morning).getAllByRole('article')).toHaveLength(2);
    const noon = screen.getByRole('region', { name: '11:00 – 13:00' });
    expect(
      within(noon).getByRole('article', { name: 'Order MP-20261125-0002' }),
    ).toBeInTheDocument();

    const first = card('MP-20261125-0001');
    expect(first).toHaveTextContent('Siti Aminah');
    expect(first).toHaveTextContent('Delivery to 47500 Subang Jaya · Vacuum seal pack');
    expect(first).toHaveTextContent('Paid');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Chicken rice (L)']);
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start preparing']);
    expect(
      within(first).getByRole('button', { name: 'Start preparing: order MP-20261125-0001' }),
    ).toBeInTheDocument();

    const handOver = card('MP-20261125-0002');
    expect(handOver).toHaveTextContent('Self pickup · Lunch box');
    expect(handOver).toHaveTextContent('Ready for pickup');
    expect(
      within(handOver)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['1 × Beef rendang (S)', '3 × Nasi lemak week · 5 servings each']);
    // The last step of a pickup is the hand-over, not a delivery.
    expect(
      within(handOver)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Handed over']);

    // Out for delivery, and this member of staff may take no step of it.
    expect(within(card('MP-20261125-0003')).queryByRole('button')).not.toBeInTheDocument();

    const counts = screen.getByRole('list', { name: 'Orders by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((count) => count.textContent),
    ).toEqual([
      'Paid 1',
      'Being prepared 0',
      'Ready for pickup 1',
      'Out for delivery 1',
      'Delivered 0',
    ]);
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses (3)',
      'Paid (1)',
      'Being prepared (0)',
      'Ready for pickup (1)',
      'Out for delivery (1)',
      'Delivered (0)',
    ]);
  });

  it('shows only the orders of the chosen status, and says when a status has none', async () => {
    const page = renderAdminPage('/admin/orders?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const filter = await screen.findByRole('combobox', { name: 'Show' });
    await page.user.selectOptions(filter, 'ready_for_pickup');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('MP-20261125-0002')).toBeInTheDocument();
    expect(page.location().search).toBe('?date=2026-11-25&status=ready_for_pickup');

    await page.user.selectOptions(filter, 'delivered');
    expect(
      await screen.findByRole('heading', { name: 'No order of this day has this status.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('moving an order', () => {
  it('starts preparing an order: the toast says so and the order shows its new status', async () => {
    const started = { ...paid, status: 'preparing' as const, next: [] };
    api = await startTestApi({
      'GET /api/v1/admin/orders': answerBoard([paid, onTheWay, pickup]),
      'POST /api/v1/admin/orders/1/status': () => ({
        status: 200,
        body: { data: started, message: 'Order MP-20261125-0001 is now being prepared.' },
      }),
    });
    const page = renderAdminPage('/admin/orders?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.click(
      await screen.findByRole('button', { name: 'Start preparing: order MP-20261125-0001' }),
    );
    await waitFor(() =>
      expect(page.toasts).toEqual([
        { variant: 'success', description: 'Order MP-20261125-0001 is now being prepared.' },
      ]),
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'preparing',
    });
    // As a reader would: the card is drawn again a moment after the toast at the latest.
    await waitFor(() => expect(card('MP-20261125-0001')).toHaveTextContent('Being prepared'));
    const moved = card('MP-20261125-0001');
    expect(within(moved).queryByRole('button')).not.toBeInTheDocument();
    // The focus stays on the order whose button went away.
    expect(within(moved).getByRole('heading', { name: 'Order MP-20261125-0001' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Paid (0)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Being prepared (1)' })).toBeInTheDocument();
    // Put in place from the answer, not asked again.
    expect(boardRequests()).toHaveLength(1);
  });

  it('shows the API’s 409 in Malay when someone else moved the order first, and reloads the board', async () => {
    const conflict =
      'Pesanan MP-20261125-0001 kini sedang disediakan, jadi ia tidak boleh dipindahkan ke sedang disediakan. Muat semula papan untuk melihat keadaannya.';
    let board = [paid, onTheWay, pickup];
    api = await startTestApi({
      'GET /api/v1/admin/orders': (request) => answerBoard(board)(request),
      'POST /api/v1/admin/orders/1/status': () => {
        board = [{ ...paid, status: 'preparing', next: [] }, onTheWay, pickup];
        return { status: 409, body: { error: true, message: conflict, errors: {} } };
      },
    });
    const page = renderAdminPage('/admin/orders?date=2026-11-25', { baseURL: api.baseURL });
    await page.user.click(
      await screen.findByRole('button', { name: 'Mula sediakan: pesanan MP-20261125-0001' }),
    );
    await waitFor(() =>
      expect(page.toasts).toEqual([{ variant: 'destructive', description: conflict }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Pesanan MP-20261125-0001' })).toHaveTextContent(
        'Sedang disediakan',
      ),
    );
    expect(boardRequests()).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Pesanan MP-20261125-0001' })).queryByRole(
        'button',
      ),
    ).not.toBeInTheDocument();
  });
});

describe('the day of the board', () => {
  it('opens on today in Kuala Lumpur and steps a day either way', async () => {
    // 01:30 on 25 November in Kuala Lumpur, still the 24th in UTC.
    fakeDateOnly(new Date('2026-11-24T17:30:00Z'));
    api = await startTestApi({ 'GET /api/v1/admin/orders': answerBoard([]) });
    const page = renderAdminPage('/admin/orders', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Tiada pesanan berbayar untuk hari ini.' }),
    ).toBeInTheDocument();
    expect(boardRequests()[0]?.query.get('date')).toBe('2026-11-25');
    expect(screen.getByLabelText('Hari penghantaran')).toHaveValue('2026-11-25');

    await page.user.click(screen.getByRole('button', { name: 'Hari berikutnya' }));
    await waitFor(() => expect(boardRequests().at(-1)?.query.get('date')).toBe('2026-11-26'));
    expect(page.location().search).toBe('?date=2026-11-26');
    expect(screen.getByLabelText('Hari penghantaran')).toHaveValue('2026-11-26');

    await page.user.click(screen.getByRole('button', { name: 'Hari sebelumnya' }));
    await page.user.click(screen.getByRole('button', { name: 'Hari sebelumnya' }));
    await waitFor(() => expect(page.location().search).toBe('?date=2026-11-24'));
    await page.user.click(screen.getByRole('button', { name: 'Hari ini' }));
    await waitFor(() => expect(page.location().search).toBe(''));
    expect(
      await screen.findByRole('heading', { name: 'Pesanan untuk Rab, 25 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('puts the API’s refusal of a day that does not exist under the date field', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/orders': () => ({
        status: 422,
        body: {
          error: true,
          message: 'The given data was invalid.',
          errors: { date: ['Enter a valid date.'] },
        },
      }),
    });
    renderAdminPage('/admin/orders?date=2026-02-30', { locale: 'en-US', baseURL: api.baseURL });
    await waitFor(() =>
      expect(screen.getByLabelText('Delivery day')).toHaveAccessibleDescription(
        'Enter a valid date.',
      ),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
