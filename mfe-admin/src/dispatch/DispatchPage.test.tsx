/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { DispatchOrder } from '@mealprep/shared/checkout/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

function delivery(id: number, overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    id,
    order_no: `MP-20261125-000${id}`,
    status: 'preparing',
    customer_name: 'Siti Aminah',
    delivery_date: '2026-11-25',
    delivery_time: '09:00',
    area: '47500 Subang Jaya',
    book_at: '2026-11-25T00:00:00.000Z',
    booking: null,
    alerts: [],
    actions: ['book'],
    ...overrides,
  };
}

const unbooked = delivery(1);
const rejected = delivery(2, {
  customer_name: 'Kamal Hassan',
  delivery_time: '11:00',
  booking: {
    id: 7,
    attempt: 1,
    provider: 'local',
    state: 'rejected',
    external_id: 'sbx_1',
    driver: null,
    tracking_url: null,
    failure: null,
    booked_at: '2026-11-25T02:00:00.000Z',
    updated_at: '2026-11-25T02:05:00.000Z',
  },
  alerts: [{ id: 3, kind: 'rejected', detail: null, created_at: '2026-11-25T02:05:00.000Z' }],
});
const onTheWay = delivery(3, {
  status: 'out_for_delivery',
  customer_name: 'Mei Ling',
  booking: {
    id: 8,
    attempt: 1,
    provider: 'local',
    state: 'picked_up',
    external_id: 'sbx_2',
    driver: { name: 'Lim Wei Jie', phone: '0123456789', plate: 'WXY 1234' },
    tracking_url: 'http://shop.test/api/v1/courier/sandbox/track/sbx_2',
    failure: null,
    booked_at: '2026-11-25T00:00:00.000Z',
    updated_at: '2026-11-25T00:30:00.000Z',
  },
  actions: [],
});

let api: TestApi;
jest.setTimeout(20_000);

afterEach(async () => {
  await api.close();
});

const card = (orderNo: string) => screen.getByRole('article', { name: `Order ${orderNo}` });

describe('courier dispatch', () => {
  it('shows the day’s deliveries by slot with booking, driver, tracking page, alerts and buttons', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/dispatch': () => ({
        status: 200,
        body: { data: [unbooked, rejected, onTheWay], meta: { date: '2026-11-25' } },
      }),
    });
    renderAdminPage('/admin/dispatch?date=2026-11-25', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Deliveries due on Wed, 25 Nov 2026' }),
    ).toBeInTheDocument();
    const morning = screen.getByRole('region', { name: '09:00 – 11:00' });
    expect(morning).toHaveTextContent('2 deliveries');

    const first = card('MP-20261125-0001');
    expect(first).toHaveTextContent('No courier booked yet. Booked automatically from');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Book now']);

    const dropped = card('MP-20261125-0002');
    expect(dropped).toHaveTextContent('Booking 1: rejected by the courier');
    const alerts = within(dropped).getByRole('list', { name: 'Alerts of order MP-20261125-0002' });
    expect(within(alerts).getByRole('listitem')).toHaveTextContent(
      'the courier rejected the booking.',
    );
    expect(
      within(dropped).getByRole('button', { name: 'Book now: order MP-20261125-0002' }),
    ).toBeInTheDocument();

    const moving = card('MP-20261125-0003');
    expect(moving).toHaveTextContent('Booking 1: picked up');
    expect(moving).toHaveTextContent('Driver: Lim Wei Jie, 0123456789, WXY 1234');
    expect(
      within(moving).getByRole('link', {
        name: 'Tracking page of order MP-20261125-0003 (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'http://shop.test/api/v1/courier/sandbox/track/sbx_2');
    expect(within(moving).queryByRole('button')).not.toBeInTheDocument();
  });

  it('books by hand, says so, and shows the refusal of the API in the reader’s language', async () => {
    const bookedNow = delivery(1, {
      booking: {
        id: 9,
        attempt: 1,
        provider: 'local',
        state: 'requested',
        external_id: 'sbx_3',
        driver: null,
        tracking_url: null,
        failure: null,
        booked_at: '2026-11-25T01:00:00.000Z',
        updated_at: '2026-11-25T01:00:00.000Z',
      },
      actions: ['cancel', 'rebook'],
    });
    let booked = false;
    api = await startTestApi({
      'GET /api/v1/admin/dispatch': () => ({
        status: 200,
        body: { data: [booked ? bookedNow : unbooked, rejected], meta: { date: '2026-11-25' } },
      }),
      'POST /api/v1/admin/dispatch/1/book': () => {
        booked = true;
        return { status: 200, body: { data: bookedNow, message: 'A courier is booked.' } };
      },
      'POST /api/v1/admin/dispatch/2/book': () => ({
        status: 409,
        body: {
          error: true,
          message: 'Pesanan MP-20261125-0002 sudah mempunyai tempahan kurier.',
          errors: {},
        },
      }),
    });
    const page = renderAdminPage('/admin/dispatch?date=2026-11-25', {
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });
    await page.user.click(
      await screen.findByRole('button', { name: 'Tempah sekarang: pesanan MP-20261125-0001' }),
    );
    await waitFor(() =>
      expect(page.toasts).toContainEqual({
        variant: 'success',
        description: 'Pesanan MP-20261125-0001: menunggu pemandu.',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Pesanan MP-20261125-0001' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Batalkan tempahan', 'Tempah semula']),
    );
    await page.user.click(
      screen.getByRole('button', { name: 'Tempah sekarang: pesanan MP-20261125-0002' }),
    );
    await waitFor(() =>
      expect(page.toasts).toContainEqual({
        variant: 'destructive',
        description: 'Pesanan MP-20261125-0002 sudah mempunyai tempahan kurier.',
      }),
    );
  });
});
