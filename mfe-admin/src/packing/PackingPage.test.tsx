/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PackingOrder, PackingPack } from '@mealprep/shared/staff/contracts';
import { permissionsOf, type StaffRole } from '@mealprep/shared/staff';
import { adminLoaded } from '@mealprep/shared/store';
import { startTestApi, type RenderedRemotePage, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const DAY = '2026-11-25';

function pack(no: number, orderNo: string, overrides: Partial<PackingPack> = {}): PackingPack {
  return {
    no,
    code: `${orderNo}-${String(no).padStart(2, '0')}`,
    name: 'Ayam percik',
    detail: 'Large',
    packed_at: null,
    packed_by: null,
    ...overrides,
  };
}

const pickup: PackingOrder = {
  id: 1,
  order_no: 'MP-20261124-AAA1',
  status: 'preparing',
  customer_name: 'Siti Aminah',
  delivery_method: 'pickup',
  packaging_method: 'vacuum',
  delivery_date: DAY,
  delivery_time: '11:00',
  packs: [
    pack(1, 'MP-20261124-AAA1', { packed_at: '2026-11-24T09:00:00.000Z', packed_by: 'k@x.my' }),
    pack(2, 'MP-20261124-AAA1', { name: 'Nasi lemak', detail: null }),
  ],
  packed: 1,
  can_pack: true,
  next: ['ready_for_pickup'],
};

const ready: PackingOrder = {
  ...pickup,
  status: 'ready_for_pickup',
  packs: pickup.packs.map((p) => ({ ...p, packed_at: '2026-11-24T09:05:00.000Z' })),
  packed: 2,
  can_pack: false,
  next: [],
};

let api: TestApi;
let posted: { url: string; body: unknown }[];
jest.setTimeout(20_000);

afterEach(async () => {
  await api.close();
});

function open(role: StaffRole, locale: 'en-US' | 'ms-MY' = 'en-US'): RenderedRemotePage {
  const page = renderAdminPage(`/admin/packing?date=${DAY}`, { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(
      adminLoaded({
        id: 1,
        email: `${role}@mealprep.my`,
        role,
        permissions: permissionsOf(role),
        first_name: 'Kamal',
        last_name: 'Staff',
      }),
    );
  });
  return page;
}

const list = (orders: PackingOrder[]) => ({
  status: 200,
  body: {
    data: orders,
    meta: {
      date: DAY,
      packs: orders.reduce((sum, o) => sum + o.packs.length, 0),
      packed: orders.reduce((sum, o) => sum + o.packed, 0),
    },
  },
});

describe('the kitchen packs', () => {
  beforeEach(async () => {
    posted = [];
    api = await startTestApi({
      'GET /api/v1/admin/packing': () => list([pickup]),
      'POST /api/v1/admin/orders/1/packs': ({ body }) => {
        posted.push({ url: 'packs', body });
        return {
          status: 200,
          body: { data: ready, message: 'Pack MP-20261124-AAA1-02 is packed.' },
        };
      },
      'POST /api/v1/admin/packing/scan': ({ body }) => {
        posted.push({ url: 'scan', body });
        const code = (body as { code: string }).code;
        if (code === 'MP-20261124-AAA1-02') {
          return { status: 200, body: { data: ready, message: 'ok' } };
        }
        return {
          status: 422,
          body: {
            error: true,
            message: 'Some details need correcting.',
            errors: {
              code: [`Tiada pek dengan kod ${code}. Semak label dan imbas semula.`],
            },
          },
        };
      },
    });
  });

  it('lists each order’s packs to tick, with the day’s label downloads, and ticks one', async () => {
    const page = open('kitchen');
    const order = await screen.findByRole('article', { name: 'Order MP-20261124-AAA1' });
    expect(screen.getByText('1 of 2 packs packed')).toBeInTheDocument();
    const packs = within(order).getByRole('list', { name: 'Packs of order MP-20261124-AAA1' });
    const first = within(packs).getByRole('checkbox', {
      name: 'Pack MP-20261124-AAA1-01: Ayam percik',
    });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleDescription('Large');
    const second = within(packs).getByRole('checkbox', {
      name: 'Pack MP-20261124-AAA1-02: Nasi lemak',
    });
    expect(second).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Labels: A4 sheets' })).toHaveAttribute(
      'href',
      `/api/v1/admin/labels.pdf?date=${DAY}&format=sheet`,
    );
    expect(screen.getByRole('link', { name: 'Labels: 62 mm roll' })).toHaveAttribute(
      'href',
      `/api/v1/admin/labels.pdf?date=${DAY}&format=roll`,
    );

    await page.user.click(second);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Pack MP-20261124-AAA1-02 is packed: order MP-20261124-AAA1 is complete and ready for pickup.',
      ),
    );
    expect(posted).toEqual([{ url: 'packs', body: { pack_no: 2, packed: true } }]);
    await waitFor(() => expect(screen.getByText('2 of 2 packs packed')).toBeInTheDocument());
    // Ready for pickup: out of the kitchen, so its packs can no longer be changed.
    expect(
      within(order).getByRole('checkbox', { name: 'Pack MP-20261124-AAA1-02: Nasi lemak' }),
    ).toBeDisabled();
  });

  it('ticks a scanned code with Enter, and says at the field why an unknown one is refused', async () => {
    const page = open('kitchen', 'ms-MY');
    const field = await screen.findByRole('textbox', { name: 'Imbas pek' });
    await page.user.type(field, 'MP-NOPE-01{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Tiada pek dengan kod MP-NOPE-01. Semak label dan imbas semula.'),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Tiada pek dengan kod MP-NOPE-01.');
    expect(field).toHaveValue('MP-NOPE-01');

    await page.user.clear(field);
    await page.user.type(field, 'MP-20261124-AAA1-02{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Pek MP-20261124-AAA1-02 telah dibungkus: pesanan MP-20261124-AAA1 lengkap dan sedia untuk diambil.',
      ),
    );
    // Ready for the next pack: empty, and still where the scanner types.
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(posted.map((entry) => entry.body)).toEqual([
      { date: DAY, code: 'MP-NOPE-01' },
      { date: DAY, code: 'MP-20261124-AAA1-02' },
    ]);
  });
});

describe('dispatch hands over', () => {
  it('reads the packs without ticking them, and hands a ready pickup over', async () => {
    posted = [];
    api = await startTestApi({
      'GET /api/v1/admin/packing': () => list([{ ...ready, next: ['delivered'] }]),
      'POST /api/v1/admin/orders/1/status': ({ body }) => {
        posted.push({ url: 'status', body });
        return { status: 200, body: { data: {}, message: 'ok' } };
      },
    });
    const page = open('dispatch');
    const order = await screen.findByRole('article', { name: 'Order MP-20261124-AAA1' });
    for (const box of within(order).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Scan a pack' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Labels: A4 sheets' })).not.toBeInTheDocument();
    await page.user.click(
      within(order).getByRole('button', { name: 'Handed over: order MP-20261124-AAA1' }),
    );
    await waitFor(() =>
      expect(page.toasts).toEqual([
        {
          variant: 'success',
          description: 'Order MP-20261124-AAA1 is handed over to its customer.',
        },
      ]),
    );
    expect(posted).toEqual([{ url: 'status', body: { status: 'delivered' } }]);
  });
});
