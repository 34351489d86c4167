/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import type { AdminProblem } from '@mealprep/shared/staff/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const open: AdminProblem = {
  id: 5,
  status: 'open',
  reason: 'missing',
  lines: [{ id: 8, name: 'Beef Rendang', size: 'L', quantity: 1 }],
  note: 'One box was not in the bag.',
  has_photo: true,
  // 14:00 in Kuala Lumpur.
  created_at: '2026-12-01T06:00:00.000Z',
  answers: [],
  resolution: null,
  order_id: 42,
  order_no: 'MP-20261121-000042',
  delivered_at: '2026-12-01T04:00:00.000Z',
  customer_name: 'Siti Aminah',
  customer_email: 'siti@example.my',
  locale: 'ms-MY',
  photo_url: '/api/v1/admin/problems/5/photo',
  lines_total: '19.90',
};

const refundDue: AdminProblem = {
  ...open,
  id: 6,
  status: 'resolved',
  reason: 'quality',
  order_id: 43,
  order_no: 'MP-20261121-000043',
  customer_name: 'Kamal Hassan',
  customer_email: 'kamal@example.my',
  locale: 'en-US',
  photo_url: null,
  note: null,
  resolution: {
    kind: 'refund',
    points: null,
    amount: '19.90',
    reason: null,
    at: '2026-12-01T07:00:00.000Z',
    refunded_at: null,
  },
};

let rows: AdminProblem[];
let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  rows = [open, refundDue];
  api = await startTestApi({
    'GET /api/v1/admin/problems': () => ({
      status: 200,
      body: {
        data: rows,
        meta: {
          page: 1,
          per_page: 50,
          total: rows.length,
          open: rows.filter((r) => r.status === 'open').length,
        },
      },
    }),
    'POST /api/v1/admin/problems/5/resolve': ({ body }) => {
      const points = (body as { points: number }).points;
      const resolved: AdminProblem = {
        ...open,
        status: 'resolved',
        resolution: {
          kind: 'points',
          points,
          amount: null,
          reason: null,
          at: '2026-12-01T08:00:00.000Z',
          refunded_at: null,
        },
      };
      return {
        status: 200,
        body: { data: resolved, message: `The report on order ${open.order_no} is resolved.` },
      };
    },
    'POST /api/v1/admin/problems/5/answer': ({ body }) => ({
      status: 200,
      body: {
        data: {
          ...open,
          answers: [
            {
              id: 1,
              message: (body as { message: string }).message,
              at: '2026-12-01T07:30:00.000Z',
            },
          ],
        },
        message: 'Sent.',
      },
    }),
    'POST /api/v1/admin/problems/6/refunded': () => ({
      status: 200,
      body: {
        data: {
          ...refundDue,
          resolution: { ...refundDue.resolution, refunded_at: '2026-12-02T02:00:00.000Z' },
        },
        message: 'Recorded.',
      },
    }),
  });
});

afterEach(() => api.close());

const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('problems queue', () => {
  it('shows each report with its order, customer, meals, note and photo, and the open count', async () => {
    renderAdminPage('/admin/problems', { locale: 'en-US', baseURL: api.baseURL });
    const report = await screen.findByRole(
      'article',
      { name: `Order ${open.order_no}: Something is missing` },
      { timeout: 5000 },
    );
    expect(screen.getByText('2 reports, 1 open')).toHaveAttribute('role', 'status');
    expect(report).toHaveTextContent('Open');
    expect(report).toHaveTextContent('Siti Aminah (siti@example.my), mails in Bahasa Malaysia');
    expect(report).toHaveTextContent('1 × Beef Rendang (L)');
    expect(report).toHaveTextContent('One box was not in the bag.');
    expect(
      within(report).getByRole('img', {
        name: `Photo sent by the customer for order ${open.order_no}`,
      }),
    ).toHaveAttribute('src', open.photo_url);
    const due = screen.getByRole('article', { name: `Order ${refundDue.order_no}: Quality` });
    expect(due).toHaveTextContent('Refund to make');
    expect(due).toHaveTextContent('Refund of RM 19.90 to make outside the shop');
  });

  it('asks for the field of the chosen outcome before resolving, then credits points and shows the outcome', async () => {
    const page = renderAdminPage('/admin/problems', { locale: 'en-US', baseURL: api.baseURL });
    const report = await screen.findByRole('article', {
      name: `Order ${open.order_no}: Something is missing`,
    });
    const resolveForm = within(report).getByRole('form', { name: `Resolve · ${open.order_no}` });
    await page.user.click(within(resolveForm).getByRole('radio', { name: 'Credit points' }));
    await page.user.click(within(resolveForm).getByRole('button', { name: 'Resolve the report' }));
    const points = within(resolveForm).getByRole('textbox', { name: 'Points to credit' });
    await waitFor(() => expect(points).toHaveAccessibleDescription('This field is required.'));
    expect(points).toHaveFocus();
    expect(posts()).toEqual([]);

    await page.user.type(points, '150');
    await page.user.click(within(resolveForm).getByRole('button', { name: 'Resolve the report' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ resolution: 'points', points: 150 });
    expect(await within(report).findByText('150 points credited')).toBeInTheDocument();
    expect(within(report).queryByRole('form')).toBeNull();
    expect(page.toasts).toEqual([
      { variant: 'success', description: `The report on order ${open.order_no} is resolved.` },
    ]);
  });

  it('asks for an answer before sending it, then sends it and empties the field', async () => {
    const page = renderAdminPage('/admin/problems', { locale: 'en-US', baseURL: api.baseURL });
    const report = await screen.findByRole('article', {
      name: `Order ${open.order_no}: Something is missing`,
    });
    const answerForm = within(report).getByRole('form', {
      name: `Message to the customer · ${open.order_no}`,
    });
    const message = within(answerForm).getByRole('textbox', { name: 'Message to the customer' });
    await page.user.click(within(answerForm).getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription('This field is required.'));
    expect(message).toHaveFocus();
    expect(posts()).toEqual([]);

    await page.user.type(message, 'A new box is on its way.');
    await page.user.click(within(answerForm).getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ message: 'A new box is on its way.' });
    await waitFor(() => expect(message).toHaveValue(''));
    expect(page.toasts).toContainEqual({
      variant: 'success',
      description: `The message on order ${open.order_no} was sent.`,
    });
  });

  it('records a refund only after the confirmation (in Malay)', async () => {
    const page = renderAdminPage('/admin/problems', { baseURL: api.baseURL });
    const confirms: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (payload) => confirms.push(payload));
    const due = await screen.findByRole('article', {
      name: `Pesanan ${refundDue.order_no}: Kualiti`,
    });
    expect(due).toHaveTextContent('Bayaran balik perlu dibuat');
    await page.user.click(
      within(due).getByRole('button', {
        name: `Rekodkan bayaran balik RM 19.90 untuk pesanan ${refundDue.order_no} sudah dibuat`,
      }),
    );
    expect(confirms).toEqual([
      expect.objectContaining({
        title: `Rekodkan bayaran balik RM 19.90 untuk pesanan ${refundDue.order_no}?`,
      }),
    ]);
    expect(posts()).toEqual([]);
    await act(async () => {
      await confirms[0]?.action?.();
    });
    expect(posts()).toHaveLength(1);
    expect(await within(due).findByText(/^Bayaran balik RM 19.90 dibuat pada/)).toBeInTheDocument();
  });
});
