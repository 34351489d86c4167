/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen } from '@testing-library/react';
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
      { step: 'ready_for_pickup', at: null },
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
      pay: { allowed: false, reason: null },
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

const pickup = (): OrderDetail =>
  detail({
    delivery_method: 'pickup',
    delivery_time: '13:00',
    delivery_instructions: 'I come by motorbike',
    address: null,
    price_summary: [
      { key: 'subtotal', amount: '31.80' },
      { key: 'tax', amount: '1.97' },
      { key: 'total', amount: '1234.50' },
    ],
  });

/** An order of a shop that is not SST-registered: no tax line (docs/architecture.md §9.1). */
const untaxed = (): OrderDetail =>
  detail({
    id: 43,
    order_no: 'MP-20261121-000043',
    price_summary: [
      { key: 'subtotal', amount: '31.80' },
      { key: 'processing_fee', amount: '1.00' },
      { key: 'total', amount: '32.80' },
    ],
  });

let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/orders/42': () => ({ status: 200, body: { data: pickup() } }),
    'GET /api/v1/orders/42/summary': () => ({ status: 200, body: { data: pickup() } }),
    'GET /api/v1/orders/43/summary': () => ({ status: 200, body: { data: untaxed() } }),
  });
});

afterEach(() => api.close());

describe('a pickup order reads as pickup; SST reads as added on top', () => {
  it('order detail: pickup notes, the kitchen address, a two-hour slot, SST (added)', async () => {
    renderAuthPage('/account/my-order/42', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Order MP-20261121-000042', level: 1 },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pickup notes')).toBeInTheDocument();
    expect(screen.getByText('I come by motorbike')).toBeInTheDocument();
    expect(screen.queryByText(/Delivery instructions/)).not.toBeInTheDocument();
    expect(screen.getByText(/47301 Petaling Jaya, Selangor/)).toBeInTheDocument();
    expect(screen.getByText(/Opening hours: Every day, 09:00 – 17:00/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//));
    expect(screen.getByText(/13:00 – 15:00/)).toBeInTheDocument();
    expect(screen.getByText('SST 6% (added)')).toBeInTheDocument();
    expect(screen.getByText('RM 1,234.50')).toBeInTheDocument();
  });

  it('receipt in Bahasa Malaysia: SST ditambah, never "termasuk SST"', async () => {
    renderAuthPage('/account/my-order/42/summary', { baseURL: api.baseURL });
    expect(await screen.findByText('SST 6% (ditambah)', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/SST 6% ditambah di atas harga/)).toBeInTheDocument();
    expect(screen.queryByText(/termasuk SST/i)).not.toBeInTheDocument();
    expect(screen.getByText('RM 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Nota pengambilan')).toBeInTheDocument();
    expect(screen.queryByText(/Arahan penghantaran/)).not.toBeInTheDocument();
  });
});

describe('an order charged no SST', () => {
  it('receipt page: no SST line and no word of SST, in either language', async () => {
    for (const locale of ['en-US', 'ms-MY'] as const) {
      const page = renderAuthPage('/account/my-order/43/summary', {
        locale,
        baseURL: api.baseURL,
      });
      expect(await screen.findByText('RM 32.80', {}, { timeout: 4000 })).toBeInTheDocument();
      expect(
        screen.getByText(locale === 'en-US' ? /Meals keep for 7 days/ : /Hidangan tahan 7 hari/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/SST/)).not.toBeInTheDocument();
      page.unmount();
    }
  });
});
