/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, within } from '@testing-library/react';
import { startTestApi, type TestApi, type TestApiRequest } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import type { LogEntry } from '@mealprep/shared/staff/contracts';

function entry(id: number, overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id,
    statusCode: 503,
    message: `Remote checkout failed ${id}`,
    date: '2026-11-20T02:00:00.000Z',
    userId: 42,
    remote: 'checkout',
    remoteVersion: '1.4.0',
    url: '/cart',
    userAgent: 'Chromium',
    createdAt: '2026-11-20T02:00:01.000Z',
    ...overrides,
  };
}

let api: TestApi;

// Typing five filters one key at a time takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

const ALL = Array.from({ length: 25 }, (_, n) => entry(100 - n));

function answerLogs({ query }: TestApiRequest) {
  if (query.get('from') === '2026-11-31') {
    return {
      status: 422,
      body: { error: true, message: 'invalid', errors: { from: ['Enter a valid date.'] } },
    };
  }
  if (query.get('q') === 'everything') {
    // More matches than the API counts: a bounded total and the flag.
    return {
      status: 200,
      body: {
        data: ALL.slice(0, 20),
        meta: { page: 1, per_page: 20, total: 10_000, last_page: 500, total_capped: true },
      },
    };
  }
  const status = query.get('status');
  const rows = status ? ALL.filter((log) => String(log.statusCode) === status) : ALL;
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 20);
  return {
    status: 200,
    body: {
      data: rows.slice((page - 1) * perPage, page * perPage),
      meta: {
        page,
        per_page: perPage,
        total: rows.length,
        last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      },
    },
  };
}

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/logs': answerLogs,
    'GET /api/v1/admin/logs/100': () => ({ status: 200, body: { data: ALL[0] } }),
  });
});

afterEach(() => api.close());

describe('logs page', () => {
  it('lists the newest logs with a link to each, and pages through them', async () => {
    const page = renderAdminPage('/admin/logs', { locale: 'en-US', baseURL: api.baseURL });
    // The first render of the file also loads the page's module: allow for a busy machine.
    const table = await screen.findByRole(
      'table',
      { name: '25 logs, newest first' },
      { timeout: 5000 },
    );
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Remote checkout failed 100')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await page.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('Remote checkout failed 80')).toBeInTheDocument();
    expect(page.location().search).toBe('?page=2');
    expect(api.requests.at(-1)?.query.get('page')).toBe('2');

    const links = screen.getAllByRole('link', { name: /2026/ });
    expect(links[0]).toHaveAttribute('href', '/admin/logs/80');
  });

  it('sends every filter and keeps them in the address', async () => {
    const page = renderAdminPage('/admin/logs', { baseURL: api.baseURL });
    await screen.findByRole('table');
    await page.user.type(screen.getByLabelText('Kod status'), '404');
    await page.user.type(screen.getByLabelText('Dari (hari)'), '2026-11-01');
    await page.user.type(screen.getByLabelText('Hingga (hari)'), '2026-11-20');
    await page.user.type(screen.getByLabelText(/Pengguna/), 'siti@example.my');
    await page.user.type(screen.getByLabelText('Teks mesej'), 'chunk');
    await page.user.click(screen.getByRole('button', { name: 'Guna tapisan' }));

    expect(
      await screen.findByText('Tiada log yang sepadan dengan tapisan ini.'),
    ).toBeInTheDocument();
    const query = api.requests.at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      per_page: '20',
      status: '404',
      from: '2026-11-01',
      to: '2026-11-20',
      user: 'siti@example.my',
      q: 'chunk',
    });
    expect(page.location().search).toBe(
      '?status=404&from=2026-11-01&to=2026-11-20&user=siti%40example.my&q=chunk',
    );
  });

  it("puts the server's field error on the filter", async () => {
    renderAdminPage('/admin/logs?from=2026-11-31', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent('The logs could not be loaded.');
    expect(screen.getByLabelText('From (day)')).toHaveAccessibleDescription('Enter a valid date.');
  });

  it('says when there are more logs than it counts, in both languages', async () => {
    renderAdminPage('/admin/logs?q=everything', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('table', {
        name: /^More than 10,?000 logs, newest first; choose days to see older ones$/,
      }),
    ).toBeInTheDocument();
  });

  it('says it in Bahasa Malaysia too', async () => {
    renderAdminPage('/ms-MY/admin/logs?q=everything', { locale: 'ms-MY', baseURL: api.baseURL });
    expect(
      await screen.findByRole('table', { name: /^Lebih daripada 10[,.]?000 log, terbaru dahulu/ }),
    ).toBeInTheDocument();
  });
});

describe('log page', () => {
  it('shows every detail of one log', async () => {
    renderAdminPage('/admin/logs/100', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('Remote checkout failed 100')).toBeInTheDocument();
    expect(screen.getByText('1.4.0')).toBeInTheDocument();
    expect(screen.getByText('Chromium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the logs' })).toHaveAttribute(
      'href',
      '/admin/logs',
    );
  });

  it('says so when the log does not exist', async () => {
    renderAdminPage('/admin/logs/7', { baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent('Entri log ini tidak wujud.');
  });
});
