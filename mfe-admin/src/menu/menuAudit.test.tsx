/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const at = '2026-11-24T08:00:00.000Z';
const entry = (
  id: number,
  action: string,
  before: AuditEntry['before'],
  after: AuditEntry['after'],
) => ({
  id,
  actor: 'aisyah@mealprep.my',
  action,
  subject: 'dish',
  subject_id: 12,
  before,
  after,
  created_at: at,
});

const entries: AuditEntry[] = [
  entry(
    4,
    'menu.availability',
    { date: '2026-12-04', state: 'available' },
    { date: '2026-12-04', state: 'sold_out' },
  ),
  entry(3, 'menu.photo', { image: '' }, { image: 'menu/0123456789abcdef0123456789abcdef' }),
  entry(2, 'menu.update', { shelf_life_days: 5, sizes: [] }, { shelf_life_days: 4, sizes: [] }),
  entry(1, 'menu.create', null, { name_en: 'Sambal sotong' }),
];

let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/audit': () => ({
      status: 200,
      body: { data: entries, meta: { page: 1, per_page: 50, total: 4 } },
    }),
  });
});

afterEach(() => api.close());

describe('menu changes in the audit log', () => {
  it.each([
    [
      'en-US',
      [
        'Dish 12 on 2026-12-04: Available → Sold out',
        'Dish 12: new photo',
        'Dish 12 edited: shelf_life_days, sizes',
        'Dish 12 added to the menu: Sambal sotong',
      ],
    ],
    [
      'ms-MY',
      [
        'Hidangan 12 pada 2026-12-04: Tersedia → Habis dijual',
        'Hidangan 12: foto baharu',
        'Hidangan 12 disunting: shelf_life_days, sizes',
        'Hidangan 12 ditambah ke menu: Sambal sotong',
      ],
    ],
  ] as const)('reads each as a sentence in %s', async (locale, sentences) => {
    renderAdminPage('/admin/audit', { locale, baseURL: api.baseURL });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(sentences);
  });
});
