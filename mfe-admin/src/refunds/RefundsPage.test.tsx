/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import type { RefundDue } from '@mealprep/shared/orders/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const paidTwice: RefundDue = {
  id: 41,
  order_id: 12,
  order_no: 'MP-20261125-0A1B2C3D4E',
  order_status: 'paid',
  customer_name: 'Siti Aminah',
  customer_email: 'siti@example.my',
  amount: '48.60',
  // 09:05 in Kuala Lumpur.
  paid_at: '2026-11-25T01:05:00.000Z',
  reason: 'paid_twice',
  refunded_at: null,
};

const paidAfterCancel: RefundDue = {
  ...paidTwice,
  id: 44,
  order_id: 15,
  order_no: 'MP-20261125-FFEE001122',
  order_status: 'cancelled',
  customer_name: 'Kamal Hassan',
  customer_email: 'kamal@example.my',
  amount: '23.10',
  paid_at: '2026-11-25T03:30:00.000Z',
  reason: 'paid_after_cancel',
};

let due: RefundDue[];
let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  due = [paidTwice, paidAfterCancel];
  api = await startTestApi({
    'GET /api/v1/admin/refunds': ({ query }) => ({
      status: 200,
      body: {
        data: due,
        meta: { page: Number(query.get('page')), per_page: 50, total: due.length },
      },
    }),
    'POST /api/v1/admin/refunds/41/refunded': () => {
      due = due.filter((row) => row.id !== 41);
      const refunded = { ...paidTwice, refunded_at: '2026-11-25T06:00:00.000Z' };
      return {
        status: 200,
        body: {
          data: refunded,
          message: `The refund for order ${paidTwice.order_no} is recorded.`,
        },
      };
    },
  });
});

afterEach(() => api.close());

describe('refunds due page', () => {
  it('lists each refund with its order, customer, amount, time in Kuala Lumpur and reason', async () => {
    renderAdminPage('/admin/refunds', { locale: 'en-US', baseURL: api.baseURL });
    const table = await screen.findByRole('table', { name: '2 refunds due, oldest first' });
    const [twice, late] = within(table).getAllByRole('row').slice(1);
    expect(twice).toHaveTextContent(paidTwice.order_no);
    expect(twice).toHaveTextContent('Siti Aminah');
    expect(twice).toHaveTextContent('siti@example.my');
    expect(twice?.textContent?.replace(/\s/g, ' ')).toContain('RM 48.60');
    expect(twice).toHaveTextContent('25 Nov 2026, 09:05:00');
    expect(twice).toHaveTextContent('Paid twice: the order had already been paid');
    expect(late).toHaveTextContent('Paid after the customer cancelled the order');
    expect(table).not.toHaveTextContent('{');
  });

  it('records a refund only after the confirmation, then takes it off the list (in Malay)', async () => {
    const page = renderAdminPage('/admin/refunds', { baseURL: api.baseURL });
    const confirms: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (payload) => confirms.push(payload));
    const table = await screen.findByRole('table', {
      name: '2 bayaran balik perlu dibuat, paling lama dahulu',
    });
    expect(table).toHaveTextContent('Dibayar dua kali: pesanan telah pun dibayar');
    await page.user.click(
      within(table).getByRole('button', {
        name: `Tanda bayaran balik RM 48.60 untuk pesanan ${paidTwice.order_no} sudah dibuat`,
      }),
    );
    expect(confirms).toEqual([
      expect.objectContaining({
        title: `Rekodkan bayaran balik RM 48.60 untuk pesanan ${paidTwice.order_no}?`,
        confirmTitle: 'Rekodkan bayaran balik',
        cancelTitle: 'Belum lagi',
      }),
    ]);
    // Nothing is recorded until it is confirmed.
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await act(async () => {
      await confirms[0]?.action?.();
    });
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(
      page.toasts.map((toast) => ({
        ...toast,
        description: toast.description.replace(/\s/g, ' '),
      })),
    ).toEqual([
      {
        variant: 'success',
        description: `Bayaran balik RM 48.60 untuk pesanan ${paidTwice.order_no} telah direkodkan.`,
      },
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('table', { name: '1 bayaran balik perlu dibuat, paling lama dahulu' }),
      ).not.toHaveTextContent(paidTwice.order_no),
    );
  });

  it('says when nothing is due', async () => {
    due = [];
    renderAdminPage('/admin/refunds', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('No refund is due.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
