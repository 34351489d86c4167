/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const entries: AuditEntry[] = [
  {
    id: 4,
    actor: 'kamal@mealprep.my',
    action: 'order.status',
    subject: 'order',
    subject_id: 12,
    before: { status: 'paid' },
    after: { status: 'preparing' },
    // 09:05 in Kuala Lumpur.
    created_at: '2026-11-25T01:05:00.000Z',
  },
  {
    id: 3,
    actor: 'aisyah@mealprep.my',
    action: 'staff.role',
    subject: 'user',
    subject_id: 5,
    before: { role: 'support' },
    after: { role: 'kitchen' },
    created_at: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 2,
    actor: 'aisyah@mealprep.my',
    action: 'staff.invite',
    subject: 'user',
    subject_id: 9,
    before: null,
    after: { email: 'devi@mealprep.my', role: 'dispatch' },
    created_at: '2026-11-24T09:00:00.000Z',
  },
  {
    id: 1,
    actor: 'aisyah@mealprep.my',
    action: 'voucher.disable',
    subject: 'voucher',
    subject_id: 3,
    before: { active: true },
    after: { active: false },
    created_at: '2026-11-24T08:00:00.000Z',
  },
];

let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/audit': ({ query }) => ({
      status: 200,
      body: {
        data: query.get('page') === '1' ? entries : [],
        meta: { page: Number(query.get('page')), per_page: 50, total: 120 },
      },
    }),
  });
});

afterEach(() => api.close());

describe('audit log page', () => {
  it('reads each entry as a sentence, newest first, with its time in Kuala Lumpur', async () => {
    renderAdminPage('/admin/audit', { locale: 'en-US', baseURL: api.baseURL });
    const table = await screen.findByRole('table', { name: '120 entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Order 12: paid → being prepared',
      'Staff 5: role support → kitchen',
      'Invited devi@mealprep.my as dispatch',
      'voucher.disable on voucher 3',
    ]);
    expect(rows[0]).toHaveTextContent('kamal@mealprep.my');
    expect(rows[0]).toHaveTextContent('25 Nov 2026, 09:05:00');
    expect(table).not.toHaveTextContent('{');
  });

  it('says the same in Malay and pages through the log', async () => {
    const page = renderAdminPage('/admin/audit', { baseURL: api.baseURL });
    const table = await screen.findByRole('table', { name: '120 entri, terbaharu dahulu' });
    expect(table).toHaveTextContent('Pesanan 12: dibayar → sedang disediakan');
    expect(table).toHaveTextContent('Kakitangan 5: peranan khidmat pelanggan → dapur');
    expect(table).toHaveTextContent('Menjemput devi@mealprep.my sebagai penghantaran');

    await page.user.click(screen.getByRole('button', { name: 'Halaman seterusnya' }));
    await waitFor(() => expect(page.location().search).toBe('?page=2'));
    expect(await screen.findByText('Halaman 2 daripada 3')).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('page')).toBe('2');
  });
});
