/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const pause = (id: number, after: AuditEntry['after']): AuditEntry => ({
  id,
  actor: 'aisyah@mealprep.my',
  action: 'subscription.pause',
  subject: 'subscription',
  subject_id: 7,
  before: { status: 'active' },
  after,
  created_at: '2026-11-24T08:00:00.000Z',
});

const entries: AuditEntry[] = [
  pause(2, { status: 'paused', reason: 'Hospital stay', until: '2026-12-12' }),
  pause(1, { status: 'paused', reason: 'Moving house', until: null }),
];

let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/audit': () => ({
      status: 200,
      body: { data: entries, meta: { page: 1, per_page: 50, total: entries.length } },
    }),
  });
});

afterEach(() => api.close());

describe('an admin’s pause of a subscription in the audit log', () => {
  it.each([
    [
      'en-US',
      [
        'Subscription 7: Active → Paused until 2026-12-12, because “Hospital stay”',
        'Subscription 7: Active → Paused, because “Moving house”',
      ],
    ],
    [
      'ms-MY',
      [
        'Langganan 7: Aktif → Dijeda hingga 2026-12-12, kerana “Hospital stay”',
        'Langganan 7: Aktif → Dijeda, kerana “Moving house”',
      ],
    ],
  ] as const)('reads as a sentence with the reason in %s', async (locale, sentences) => {
    renderAdminPage('/admin/audit', { locale, baseURL: api.baseURL });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(sentences);
  });
});
