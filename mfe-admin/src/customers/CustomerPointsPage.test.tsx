/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import type { PointsMovement } from '@mealprep/shared/staff/contracts';

const customer = {
  id: 7,
  email: 'siti@example.my',
  first_name: 'Siti',
  last_name: 'Aminah',
  points: 40,
};
let ledger: PointsMovement[];
let api: TestApi;

beforeEach(async () => {
  ledger = [
    {
      id: 1,
      source: 'order',
      points: 40,
      balance_after: 40,
      remarks: 'Order MP1042',
      order_id: 1042,
      admin: null,
      created_at: '2026-11-20T02:00:00.000Z',
    },
  ];
  api = await startTestApi({
    'GET /api/v1/admin/customers': ({ query }) => ({
      status: 200,
      body: { data: query.get('q') === 'nobody' ? [] : [customer] },
    }),
    'GET /api/v1/admin/customers/7/points': () => ({
      status: 200,
      body: {
        data: {
          customer: { ...customer, points: ledger[0]?.balance_after ?? 0 },
          transactions: ledger,
        },
      },
    }),
    'POST /api/v1/admin/customers/7/points': ({ body }) => {
      const { points, remarks } = body as { points: number; remarks: string };
      const balance = (ledger[0]?.balance_after ?? 0) + points;
      if (balance < 0) {
        return {
          status: 422,
          body: {
            error: true,
            message: 'The given data was invalid.',
            errors: {
              points: ['This would take the balance below zero: the customer has 40 points.'],
            },
          },
        };
      }
      ledger = [
        {
          id: ledger.length + 1,
          source: 'admin',
          points,
          balance_after: balance,
          remarks,
          order_id: null,
          admin: 'admin@mealprep.my',
          created_at: '2026-11-21T02:00:00.000Z',
        },
        ...ledger,
      ];
      return { status: 201, body: { data: { id: ledger.length, points, balance_after: balance } } };
    },
  });
});

afterEach(() => api.close());

describe('customer points', () => {
  it('finds a customer and links to their points', async () => {
    const page = renderAdminPage('/admin/customers', { locale: 'en-US', baseURL: api.baseURL });
    const link = await screen.findByRole('link', { name: 'Siti Aminah' });
    expect(link).toHaveAttribute('href', '/admin/customers/7');
    // At 320 px the results scroll inside their own named region, not the page.
    expect(screen.getByRole('region', { name: 'Customers, newest first' })).toContainElement(link);
    await page.user.type(
      within(screen.getByRole('search')).getByLabelText(/Find a customer/),
      'nobody',
    );
    await page.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No customer matches this search.')).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('q')).toBe('nobody');
  });

  it('checks the adjustment in the browser, in Bahasa Malaysia', async () => {
    const page = renderAdminPage('/admin/customers/7', { baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Laraskan mata' });
    await page.user.type(within(form).getByLabelText(/Mata untuk ditambah/), '0');
    await page.user.click(within(form).getByRole('button', { name: 'Simpan pelarasan' }));
    expect(within(form).getByLabelText(/Mata untuk ditambah/)).toHaveAccessibleDescription(
      expect.stringContaining('Mata mestilah nombor bulat selain sifar.'),
    );
    expect(within(form).getByLabelText(/Catatan/)).toHaveAccessibleDescription(
      'Medan ini diperlukan.',
    );
    await waitFor(() => expect(within(form).getByLabelText(/Mata untuk ditambah/)).toHaveFocus());
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('adds points with a remark and shows the new balance and movement', async () => {
    const page = renderAdminPage('/admin/customers/7', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Points of Siti Aminah' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Adjust the points' });
    await page.user.type(within(form).getByLabelText(/Points to add or deduct/), '25');
    await page.user.type(within(form).getByLabelText(/Remark/), 'Goodwill: late delivery');
    await page.user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(/Balance: 65 points/)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Points history, newest first' });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('+25');
    expect(rows[1]).toHaveTextContent('Goodwill: late delivery');
    expect(rows[2]).toHaveTextContent('Order 1042');
    expect(page.toasts).toEqual([{ variant: 'success', description: 'The points were adjusted.' }]);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      points: 25,
      remarks: 'Goodwill: late delivery',
    });
    // The form is empty again for the next adjustment.
    expect(within(form).getByLabelText(/Points to add or deduct/)).toHaveValue('');
    expect(within(form).getByLabelText(/Remark/)).toHaveValue('');
  });

  it('shows the server refusing a deduction below zero', async () => {
    const page = renderAdminPage('/admin/customers/7', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Adjust the points' });
    await page.user.type(within(form).getByLabelText(/Points to add or deduct/), '-50');
    await page.user.type(within(form).getByLabelText(/Remark/), 'Correction');
    await page.user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Points to add or deduct/)).toHaveAccessibleDescription(
        expect.stringContaining(
          'This would take the balance below zero: the customer has 40 points.',
        ),
      ),
    );
    expect(screen.getByText(/Balance: 40 points/)).toBeInTheDocument();
  });

  it('says above the form a refusal that is about no field', async () => {
    await api.close();
    api = await startTestApi({
      'GET /api/v1/admin/customers/7/points': () => ({
        status: 200,
        body: { data: { customer, transactions: ledger } },
      }),
      'POST /api/v1/admin/customers/7/points': () => ({
        status: 403,
        body: { error: true, message: 'This action is unauthorized.', errors: {} },
      }),
    });
    const page = renderAdminPage('/admin/customers/7', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Adjust the points' });
    await page.user.type(within(form).getByLabelText(/Points to add or deduct/), '10');
    await page.user.type(within(form).getByLabelText(/Remark/), 'Goodwill');
    await page.user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This action is unauthorized.',
    );
    expect(within(form).getByLabelText(/Points to add or deduct/)).toHaveValue('10');
    expect(page.toasts).toEqual([]);
  });
});
