/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, within } from '@testing-library/react';
import type { PointsTransaction } from '@mealprep/shared/orders/contracts';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const rows: PointsTransaction[] = [
  {
    id: 3,
    earned: 0,
    deducted: 40,
    balance_after: 23,
    remarks: 'Redeemed by WhatsApp',
    created_at: '2026-11-20T02:00:00.000Z',
    order: null,
    receipt_url: null,
  },
  {
    id: 1,
    earned: 63,
    deducted: 0,
    balance_after: 63,
    remarks: 'Order MP-20261118-000042',
    created_at: '2026-11-18T02:00:00.000Z',
    order: { id: 42, order_no: 'MP-20261118-000042', created_at: '2026-11-18T01:55:00.000Z' },
    receipt_url: '/api/v1/orders/42/receipt.pdf',
  },
];

let api: TestApi;
afterEach(() => api.close());

describe('points page', () => {
  it('shows the balance, the redemption note and the history with the receipt link', async () => {
    api = await startTestApi({
      'GET /api/v1/user/points/total': () => ({ status: 200, body: { data: { total: 23 } } }),
      'GET /api/v1/user/points/transactions': () => ({
        status: 200,
        body: { data: rows, meta: { page: 1, per_page: 10, total: 2 } },
      }),
    });
    renderAuthPage('/account/points', { locale: 'en-US', baseURL: api.baseURL });
    const balance = await screen.findByRole('region', { name: 'Your points balance' });
    expect(await within(balance).findByText('23 points')).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'chat with us' })).toHaveAttribute(
      'href',
      'https://wa.me/60123456789',
    );
    const history = await screen.findByRole('list', { name: 'Points history' });
    const [deducted, earned] = within(history).getAllByRole('listitem');
    expect(deducted).toHaveTextContent('Adjusted by our team: Redeemed by WhatsApp');
    expect(deducted).toHaveTextContent('Deducted −40');
    expect(earned).toHaveTextContent('Points for order MP-20261118-000042');
    expect(earned).toHaveTextContent('Earned +63');
    expect(earned).toHaveTextContent('order MP-20261118-000042');
    const receipt = within(earned!).getByRole('link', { name: 'receipt (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/v1/orders/42/receipt.pdf');
    expect(receipt).toHaveAttribute('download');
  });

  it('shows the no-points empty state in Bahasa Malaysia', async () => {
    api = await startTestApi({
      'GET /api/v1/user/points/total': () => ({ status: 200, body: { data: { total: 0 } } }),
      'GET /api/v1/user/points/transactions': () => ({
        status: 200,
        body: { data: [], meta: { page: 1, per_page: 10, total: 0 } },
      }),
    });
    renderAuthPage('/account/points', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'Belum ada mata ganjaran' }),
    ).toBeInTheDocument();
  });

  it('says where points came from in Bahasa Malaysia, not in the ledger’s English', async () => {
    api = await startTestApi({
      'GET /api/v1/user/points/total': () => ({ status: 200, body: { data: { total: 23 } } }),
      'GET /api/v1/user/points/transactions': () => ({
        status: 200,
        body: { data: rows, meta: { page: 1, per_page: 10, total: 2 } },
      }),
    });
    renderAuthPage('/account/points', { baseURL: api.baseURL });
    const history = await screen.findByRole('list', { name: 'Sejarah mata ganjaran' });
    const [deducted, earned] = within(history).getAllByRole('listitem');
    expect(earned).toHaveTextContent('Mata untuk pesanan MP-20261118-000042');
    expect(earned).not.toHaveTextContent(/\bOrder\b/);
    expect(deducted).toHaveTextContent('Pelarasan oleh pasukan kami: Redeemed by WhatsApp');
  });
});
