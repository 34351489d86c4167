/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

function detail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    order_no: 'MP-20261121-000042',
    status: 'paid',
    created_at: '2026-11-21T03:00:00.000Z',
    delivery_date: '2026-12-01',
    delivery_time: '11:00',
    delivery_method: 'deliver',
    total: '63.00',
    item_count: 3,
    pay_by: null,
    payable: false,
    cancel_reason: null,
    packaging_method: 'vacuum',
    delivery_instructions: 'Leave at the guard house',
    address: {
      first_name: 'Siti',
      last_name: 'Aminah',
      unit_no: 'A-3-1',
      address_1: '12 Jalan SS2/24',
      address_2: null,
      city: 'Petaling Jaya',
      state: 'Selangor',
      postcode: '47300',
      country: 'MY',
      phone: '0123456789',
    },
    lines: [
      {
        id: 1,
        type: 'RECIPE',
        product_id: 3,
        name: 'Chicken Rice Bowl',
        size: 'L',
        servings: 1,
        quantity: 2,
        price: '15.90',
        subtotal: '31.80',
      },
    ],
    price_summary: [
      { key: 'subtotal', amount: '31.80' },
      { key: 'total', amount: '63.00' },
      { key: 'points_earned', amount: '63' },
    ],
    points_earned: 63,
    paid_at: '2026-11-21T03:05:00.000Z',
    cancelled_at: null,
    delivered_at: null,
    timeline: [
      { step: 'placed', at: '2026-11-21T03:00:00.000Z' },
      { step: 'paid', at: '2026-11-21T03:05:00.000Z' },
      { step: 'preparing', at: null },
      { step: 'out_for_delivery', at: null },
      { step: 'delivered', at: null },
    ],
    payment: {
      status: 'paid',
      provider: 'sandbox',
      paid_at: '2026-11-21T03:05:00.000Z',
      refund_due: false,
    },
    receipt_url: '/api/v1/orders/42/receipt.pdf',
    actions: {
      reschedule: { allowed: true, reason: null },
      cancel: {
        allowed: false,
        reason: 'A paid order cannot be cancelled: there are no refunds once paid.',
      },
      view_meals: { allowed: true, reason: null },
      pay: { allowed: false, reason: 'This order has already been paid.' },
    },
    reschedule_options: {
      earliest_date: '2026-11-25',
      slots: ['09:00', '11:00', '13:00', '15:00'],
      later_slots: ['09:00', '11:00', '13:00', '15:00'],
      deadline: '2026-11-30T12:00:00.000+08:00',
    },
    ...overrides,
  };
}

let api: TestApi;
let current: OrderDetail;

// Filling the reschedule form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(async () => {
  current = detail();
  api = await startTestApi({
    'GET /api/v1/orders/42': () => ({ status: 200, body: { data: current } }),
    'POST /api/v1/orders/42/reschedule': ({ body }) => {
      const choice = body as { delivery_date: string; delivery_time: string };
      current = {
        ...current,
        delivery_date: choice.delivery_date,
        delivery_time: choice.delivery_time,
      };
      return { status: 200, body: { data: current } };
    },
    'POST /api/v1/orders/42/cancel': () => {
      current = {
        ...current,
        status: 'cancelled',
        actions: {
          ...current.actions,
          cancel: { allowed: false, reason: 'This order is already cancelled.' },
        },
      };
      return { status: 200, body: { data: current } };
    },
  });
});

afterEach(() => api.close());

/** The GETs of the order's page: once, however many times it changes. */
const orderReads = () =>
  api.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/v1/orders/42',
  );

describe('order page', () => {
  it('offers the paid order’s tax receipt as a PDF download', async () => {
    renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    const receipt = await screen.findByRole(
      'link',
      { name: 'Download tax receipt (PDF)' },
      { timeout: 5000 },
    );
    expect(receipt).toHaveAttribute('href', '/api/v1/orders/42/receipt.pdf');
    expect(receipt).toHaveAttribute('download');
  });

  it('shows the order’s progress: steps done with their time, the current one marked, the rest ahead', async () => {
    current = detail({
      status: 'out_for_delivery',
      timeline: [
        { step: 'placed', at: '2026-11-21T03:00:00.000Z' },
        { step: 'paid', at: '2026-11-21T03:05:00.000Z' },
        { step: 'preparing', at: '2026-11-24T23:30:00.000Z' },
        { step: 'out_for_delivery', at: '2026-11-25T01:10:00.000Z' },
        { step: 'delivered', at: null },
      ],
      tracking_url: 'http://shop.test/api/v1/courier/sandbox/track/sbx_1',
    });
    renderAuthPage('/ms-MY/account/my-order/42', { locale: 'ms-MY', baseURL: api.baseURL });
    const progress = await screen.findByRole(
      'list',
      { name: 'Kemajuan pesanan' },
      { timeout: 5000 },
    );
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pesanan dibuat'),
      expect.stringContaining('Bayaran diterima'),
      expect.stringContaining('Sedang disediakan di dapur kami'),
      expect.stringMatching(/^Dalam penghantaran.*9:10/),
      'Telah dihantar(belum lagi)',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    // While it is on its way, the courier's tracking page is a link of that step.
    expect(
      within(steps[3] as HTMLElement).getByRole('link', {
        name: 'Jejaki kurier anda (dibuka dalam tab baharu)',
      }),
    ).toHaveAttribute('href', 'http://shop.test/api/v1/courier/sandbox/track/sbx_1');
  });

  it('says a payment after the cancel will be refunded', async () => {
    current = detail({
      status: 'cancelled',
      cancel_reason: 'customer',
      paid_at: null,
      payment: {
        status: 'paid',
        provider: 'sandbox',
        paid_at: '2026-11-21T03:05:00.000Z',
        refund_due: true,
      },
    });
    renderAuthPage('/account/my-order/42', { locale: 'ms-MY', baseURL: api.baseURL });
    const notice = await screen.findByText(
      /^Kami menerima bayaran anda sebanyak RM 63\.00 selepas anda membatalkan pesanan ini\./,
      {},
      { timeout: 5000 },
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('shows the order, says why cancelling is refused, and reschedules to a chosen slot', async () => {
    const page = renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    // The first render of the file also loads the page's module: allow for a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Order MP-20261121-000042', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    const meals = screen.getByRole('table', { name: 'Meals' });
    expect(within(meals).getByRole('row', { name: /Chicken Rice Bowl/ })).toHaveTextContent(
      /Chicken Rice Bowl \(Large\)/,
    );
    // Each cell keeps its column header on a phone's stacked rows (the labels seen there are
    // hidden from the name).
    expect(within(meals).getByRole('cell', { name: /^RM\s?31\.80$/ })).toBeInTheDocument();
    expect(
      within(meals)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Qty', 'Price', 'Subtotal']);
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    // Unavailable but reachable by Tab, so its reason is heard; pressing it asks nothing.
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).not.toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'A paid order cannot be cancelled: there are no refunds once paid.',
    );
    const confirms: unknown[] = [];
    page.bus.on('confirm.open', (confirm) => confirms.push(confirm));
    await page.user.click(cancel);
    expect(confirms).toEqual([]);

    await page.user.click(screen.getByRole('button', { name: 'Reschedule delivery' }));
    const form = screen.getByRole('form', { name: 'Choose a new delivery' });
    const date = within(form).getByRole('combobox', { name: /^Delivery date/ });
    // The same week ahead checkout offers and the API accepts, not 30 days, each day in words
    // with the day before the month (a native date input would show 11/27/2026 in Chromium).
    const days = within(date).getAllByRole('option');
    expect(days.map((option) => option.textContent)).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Wednesday, 25 November 2026');
    expect(days.at(-1)).toHaveTextContent('Tuesday, 1 December 2026');
    await page.user.selectOptions(date, 'Friday, 27 November 2026');
    await page.user.selectOptions(within(form).getByLabelText(/^Delivery slot/), '09:00');
    await page.user.click(within(form).getByRole('button', { name: 'Save new delivery' }));

    await waitFor(() =>
      expect(page.toasts).toEqual([
        { variant: 'success', description: 'Your delivery has been rescheduled.' },
      ]),
    );
    expect(api.requests.at(-1)?.body).toEqual({
      delivery_date: '2026-11-27',
      delivery_time: '09:00',
    });
    // The page shows the order the reschedule answered: it is not asked for again.
    expect(orderReads()).toHaveLength(1);
  });

  it('says "Meals" once and puts the number under a short heading (390 px)', async () => {
    renderAuthPage('/account/my-order/42', { locale: 'ms-MY', baseURL: api.baseURL });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Pesanan MP-20261121-000042' },
      { timeout: 5000 },
    );
    // "Pesanan", then the number on a line of its own.
    expect(heading.firstChild).toHaveTextContent(/^Pesanan\s*$/);
    expect(within(heading).getByText('MP-20261121-000042').tagName).toBe('SPAN');
    expect(screen.getAllByText('Hidangan')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Hidangan' })).toBeInTheDocument();
    const meals = screen.getByRole('table', { name: 'Hidangan' });
    expect(meals).toHaveAttribute('id', 'meals');
    // Stacked on a phone rather than scrolling: no region of its own.
    expect(screen.queryByRole('region', { name: 'Hidangan' })).not.toBeInTheDocument();
    expect(meals.querySelector('caption')).toBeNull();
  });

  it('cancels an unpaid order after the confirm', async () => {
    current = detail({
      status: 'payment_pending',
      payment: { status: 'pending', provider: 'sandbox', paid_at: null, refund_due: false },
      receipt_url: null,
      actions: {
        reschedule: { allowed: false, reason: 'Only a paid order can be rescheduled.' },
        cancel: { allowed: true, reason: null },
        view_meals: { allowed: true, reason: null },
        pay: { allowed: true, reason: null },
      },
      reschedule_options: null,
    });
    const page = renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    const asked: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (confirm) => {
      asked.push(confirm);
      void confirm.action?.();
    });
    await page.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // The order is named, and the dismiss button is not a second "Cancel" (finding 11).
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'Cancel order MP-20261121-000042?',
        confirmTitle: 'Cancel order',
        cancelTitle: 'Keep order',
      }),
    ]);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule delivery' })).toHaveAccessibleDescription(
      'Only a paid order can be rescheduled.',
    );
    expect(orderReads()).toHaveLength(1);
  });

  it('shows another customer’s or a missing order as not found, with a way back', async () => {
    renderAuthPage('/account/my-order/7', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Kami tidak dapat memuatkan pesanan ini.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke pesanan saya' })).toBeInTheDocument();
  });
});

describe('pay now on the order page', () => {
  it('re-quotes a lapsed delivery, shows the new total with its countdown, pays once confirmed', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-21T06:10:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    current = detail({
      status: 'payment_pending',
      payable: true,
      pay_by: '2026-11-21T06:32:00Z',
      paid_at: null,
      payment: { status: 'pending', provider: 'sandbox', paid_at: null, refund_due: false },
      receipt_url: null,
    });
    await api.close();
    api = await startTestApi({
      'GET /api/v1/orders/42': () => ({ status: 200, body: { data: current } }),
      'POST /api/v1/orders/42/pay/quote': () => ({
        status: 200,
        body: {
          data: {
            order_id: 42,
            order_no: current.order_no,
            requoted: true,
            quote_id: 'q-2',
            expires_at: '2026-11-21T06:15:00Z',
            delivery_fee: '9.50',
            previous_total: '63.00',
            total: '64.50',
            lines: [],
            pay_by: '2026-11-21T06:32:00Z',
          },
        },
      }),
      'POST /api/v1/orders/42/pay': () => ({
        status: 201,
        body: { data: { order_id: 42, order_no: 'MP-1', payment_id: 9, payment_url: '#pay-9' } },
      }),
    });
    renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText(/^Pay by 21 Nov 2026, 14:32$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      /delivery RM ?9[.,]50, new total RM ?64[.,]50 \(was RM ?63[.,]00\)\. This price holds for (5:00|4:5\d)\./,
    );
    act(() => jest.advanceTimersByTime(61_000));
    await waitFor(() => expect(notice).toHaveTextContent(/holds for 3:5\d\./));
    expect(api.requests.some((request) => request.path === '/api/v1/orders/42/pay')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay RM ?64[.,]50$/ }));
    await waitFor(() =>
      expect(
        api.requests.find((request) => request.path === '/api/v1/orders/42/pay')?.body,
      ).toEqual({ quote_id: 'q-2' }),
    );
    jest.useRealTimers();
  });

  it('offers no Pay now on a paid order', async () => {
    renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('Order details')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
