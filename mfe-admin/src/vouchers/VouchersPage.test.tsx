/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import type { VoucherLike as AdminVoucher } from './VoucherStatusBadge';

const raya: AdminVoucher = {
  id: 3,
  code: 'RAYA10',
  kind: 'percent',
  value: '10',
  min_subtotal: '50.00',
  max_discount: '20.00',
  starts_at: '2026-03-31T16:00:00.000Z',
  ends_at: null,
  total_limit: 100,
  per_customer_limit: 1,
  used_count: 4,
  active: true,
};
let vouchers: AdminVoucher[];
let api: TestApi;

beforeEach(async () => {
  vouchers = [raya];
  api = await startTestApi({
    'GET /api/v1/admin/vouchers': () => ({ status: 200, body: { data: vouchers } }),
    'POST /api/v1/admin/vouchers': ({ body }) => {
      const input = body as AdminVoucher;
      if (input.code.toUpperCase() === 'RAYA10') {
        return {
          status: 422,
          body: {
            error: true,
            message: 'The given data was invalid.',
            errors: { code: ['Another voucher already has this code.'] },
          },
        };
      }
      const created = { ...raya, ...input, id: 4, code: input.code.toUpperCase(), used_count: 0 };
      vouchers = [created, ...vouchers];
      return { status: 201, body: { data: created } };
    },
    'GET /api/v1/admin/vouchers/3/uses': () => ({
      status: 200,
      body: {
        data: {
          voucher: vouchers.find((v) => v.id === 3),
          uses: [
            {
              id: 1,
              order_id: 1042,
              customer: 'siti@example.my',
              discount: '8.50',
              created_at: '2026-04-02T03:00:00.000Z',
            },
          ],
        },
      },
    }),
    'POST /api/v1/admin/vouchers/3': ({ body }) => {
      vouchers = vouchers.map((v) => (v.id === 3 ? { ...v, ...(body as object) } : v));
      return { status: 200, body: { data: vouchers.find((v) => v.id === 3) } };
    },
  });
});

afterEach(() => api.close());

describe('vouchers', () => {
  it('lists vouchers with their discount, uses and status', async () => {
    renderAdminPage('/admin/vouchers', { locale: 'en-US', baseURL: api.baseURL });
    // The first render of the file also loads the page's module: allow for a busy machine.
    const table = await screen.findByRole(
      'table',
      { name: 'Vouchers, newest first' },
      { timeout: 5000 },
    );
    // At 320 px the table scrolls inside its own named, focusable region, not the page.
    const region = screen.getByRole('region', { name: 'Vouchers, newest first' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    const row = within(table).getByRole('row', { name: /RAYA10/ });
    expect(row).toHaveTextContent('10 %');
    expect(row).toHaveTextContent('4 / 100');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('link', { name: 'RAYA10' })).toHaveAttribute(
      'href',
      '/admin/vouchers/3',
    );
  });

  it('shows a voucher past its end date as expired, never "Active", in the list and the detail', async () => {
    const ended = { starts_at: '2024-01-01T00:00:00.000Z', ends_at: '2024-02-01T00:00:00.000Z' };
    vouchers = [
      { ...raya, ...ended, status: 'expired' },
      // An answer without a status is read by the same shared rule.
      { ...raya, ...ended, id: 5, code: 'CNY2024' },
    ];
    renderAdminPage('/admin/vouchers', { locale: 'en-US', baseURL: api.baseURL });
    const table = await screen.findByRole('table', { name: 'Vouchers, newest first' });
    for (const code of ['RAYA10', 'CNY2024']) {
      const row = within(table).getByRole('row', { name: new RegExp(code) });
      expect(row).toHaveTextContent('Expired');
      expect(row).not.toHaveTextContent('Active');
    }
  });

  it('says "Tamat tempoh" for an expired voucher on its detail page in Malay', async () => {
    vouchers = [{ ...raya, ends_at: '2024-02-01T00:00:00.000Z', status: 'expired' }];
    renderAdminPage('/admin/vouchers/3', { baseURL: api.baseURL });
    expect(await screen.findByText('Tamat tempoh')).toBeInTheDocument();
    expect(screen.queryByText('Aktif')).not.toBeInTheDocument();
  });

  it('checks a new voucher in the browser, then shows the server refusing a taken code', async () => {
    const page = renderAdminPage('/admin/vouchers', { baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Baucar baharu' });
    await page.user.type(within(form).getByLabelText(/Kod/), 'x');
    await page.user.type(within(form).getByLabelText(/Peratus/), '150');
    await page.user.type(within(form).getByLabelText('Jumlah penggunaan'), '0');
    await page.user.click(within(form).getByRole('button', { name: 'Cipta baucar' }));
    expect(within(form).getByLabelText(/Kod/)).toHaveAccessibleDescription(
      'Gunakan 3 hingga 40 huruf, digit atau sempang.',
    );
    expect(within(form).getByLabelText(/Peratus/)).toHaveAccessibleDescription(
      'Masukkan peratusan 1 hingga 100, atau jumlah dalam RM seperti 10.00.',
    );
    expect(within(form).getByLabelText('Jumlah penggunaan')).toHaveAccessibleDescription(
      'Medan ini mestilah sekurang-kurangnya 1.',
    );
    // A limit left empty is "no limit", not a field left blank.
    expect(
      within(form).getByLabelText('Penggunaan setiap pelanggan'),
    ).not.toHaveAccessibleDescription();
    await waitFor(() => expect(within(form).getByLabelText(/Kod/)).toHaveFocus());
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await page.user.clear(within(form).getByLabelText('Jumlah penggunaan'));

    await page.user.clear(within(form).getByLabelText(/Kod/));
    await page.user.type(within(form).getByLabelText(/Kod/), 'raya10');
    await page.user.clear(within(form).getByLabelText(/Peratus/));
    await page.user.type(within(form).getByLabelText(/Peratus/), '15');
    await page.user.click(within(form).getByRole('button', { name: 'Cipta baucar' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Kod/)).toHaveAccessibleDescription(
        'Another voucher already has this code.',
      ),
    );
  });

  it('creates a fixed-amount voucher and lists it', async () => {
    const page = renderAdminPage('/admin/vouchers', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'New voucher' });
    await page.user.type(within(form).getByLabelText(/Code/), 'merdeka');
    await page.user.selectOptions(within(form).getByLabelText('Kind'), 'fixed');
    await page.user.type(within(form).getByLabelText(/Amount \(RM\)/), '12.50');
    await page.user.type(within(form).getByLabelText(/Ends/), '2026-08-31T23:59');
    await page.user.type(within(form).getByLabelText('Uses in total'), '50');
    await page.user.click(within(form).getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('link', { name: 'MERDEKA' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'merdeka',
      kind: 'fixed',
      value: '12.50',
      starts_at: '',
      ends_at: '2026-08-31T23:59:00+08:00',
      total_limit: 50,
      per_customer_limit: null,
      active: true,
    });
    expect(page.toasts).toEqual([{ variant: 'success', description: 'Voucher MERDEKA created.' }]);
    // The form is ready for the next voucher.
    expect(within(form).getByLabelText(/Code/)).toHaveValue('');
    expect(within(form).getByLabelText('Kind')).toHaveValue('percent');
  });

  it('disables a voucher and shows each use', async () => {
    const page = renderAdminPage('/admin/vouchers/3', { locale: 'en-US', baseURL: api.baseURL });
    const uses = await screen.findByRole('table', { name: 'Uses (1)' });
    expect(within(uses).getAllByRole('row')[1]).toHaveTextContent('siti@example.my');
    expect(within(uses).getAllByRole('row')[1]).toHaveTextContent('RM 8.50');
    const form = screen.getByRole('form', { name: 'Edit the voucher' });
    expect(within(form).getByLabelText(/Starts/)).toHaveValue('2026-04-01T00:00');
    await page.user.click(within(form).getByRole('checkbox', { name: /Active/ }));
    await page.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(page.toasts).toEqual([{ variant: 'success', description: 'The voucher was saved.' }]),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'RAYA10',
      active: false,
      starts_at: '2026-04-01T00:00:00+08:00',
    });
  });
});
