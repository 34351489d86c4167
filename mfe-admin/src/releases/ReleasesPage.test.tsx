/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import { slowCanary, stableOnly } from './analysisFixture';
import type { RemoteReleaseStatus as RemoteRelease } from '@mealprep/shared/releases/contracts';

const version = (v: string, loads: number, failures: number) => ({
  version: v,
  publishedAt: '2026-11-20T02:00:00.000Z',
  baseUrl: null,
  integrity: 'sha384-x',
  exposes: ['routes'],
  loads,
  failures,
});

let status: RemoteRelease[];
let api: TestApi;

beforeEach(async () => {
  status = [
    {
      remote: 'checkout',
      pinned: '1.0.0',
      staging: null,
      canary: {
        version: '1.1.0',
        percent: 10,
        failureThreshold: 5,
        minLoads: 20,
        loads: 18,
        failures: 2,
        startedAt: '2026-11-20T03:00:00.000Z',
        rollout: null,
      },
      versions: [version('1.2.0', 0, 0), version('1.1.0', 18, 2), version('1.0.0', 950, 3)],
    },
    { remote: 'admin', pinned: null, staging: null, canary: null, versions: [] },
  ];
  api = await startTestApi({
    'GET /api/v1/admin/releases': () => ({ status: 200, body: { data: status } }),
    'GET /api/v1/admin/releases/checkout/analysis': () => ({
      status: 200,
      body: { data: slowCanary() },
    }),
    'GET /api/v1/admin/releases/admin/analysis': () => ({
      status: 200,
      body: { data: stableOnly('admin') },
    }),
    'POST /api/v1/admin/releases/checkout/pin': ({ body, locale }) => {
      const { version: v } = body as { version: string };
      if (v === '1.2.0') {
        const reasons =
          locale === 'ms-MY'
            ? [
                'Ia berkongsi react 18.3.1, yang tidak memenuhi julat shell ^19.3.1.',
                'Ia tidak lagi mendedahkan ./routes, yang digunakan oleh shell.',
              ]
            : [
                "It shares react 18.3.1, which does not satisfy the shell's range ^19.3.1.",
                'It no longer exposes ./routes, which the shell uses.',
              ];
        return {
          status: 409,
          body: { error: true, message: `Refused: ${reasons.join('; ')}`, errors: { reasons } },
        };
      }
      status = status.map((r) => (r.remote === 'checkout' ? { ...r, pinned: v } : r));
      return { status: 200, body: { data: { remote: 'checkout', pinned: v } } };
    },
    'POST /api/v1/admin/releases/checkout/canary': () => ({
      status: 200,
      body: { data: { remote: 'checkout', canary: '1.2.0', percent: 25 } },
    }),
    'GET /api/v1/admin/releases/checkout/history': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 2,
            action: 'auto_rollback',
            from: '1.1.0',
            to: '1.0.0',
            reason: 'canary failure rate 10.0 %',
            actor: null,
            evidence: { ...slowCanary(), series: undefined },
            at: '2026-11-20T04:00:00.000Z',
          },
        ],
      },
    }),
  });
});

afterEach(() => api.close());

describe('releases page', () => {
  it('shows what each remote serves and the load failures of every version', async () => {
    renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    expect(within(checkout).getByText('Pinned 1.0.0')).toBeInTheDocument();
    expect(within(checkout).getByText('Canary 1.1.0 · 10 %')).toBeInTheDocument();
    expect(
      within(checkout).getByText(
        'Canary health: 2 failures in 20 loads; rolled back above 5 % after at least 20 loads.',
      ),
    ).toBeInTheDocument();
    const table = within(checkout).getByRole('table', { name: 'Published versions of checkout' });
    const row = within(table).getByRole('row', { name: /1\.1\.0/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '18',
      '2',
      '10.0 %',
      './routes',
    ]);
    const admin = screen.getByRole('region', { name: 'admin' });
    expect(within(admin).getByText('Nothing pinned (dist build)')).toBeInTheDocument();
    expect(
      within(admin).getByText('No version published yet. Publish one with scripts/release publish.'),
    ).toBeInTheDocument();
  });

  it('shows every reason the server refuses a pin, in Bahasa Malaysia', async () => {
    const page = renderAdminPage('/admin/releases', { baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Tindakan keluaran untuk checkout' });
    await page.user.selectOptions(within(form).getByLabelText('Versi'), '1.2.0');
    await page.user.type(within(form).getByLabelText('Sebab'), 'cuba versi baharu');
    await page.user.click(within(form).getByRole('button', { name: 'Laksanakan' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ia berkongsi react 18.3.1, yang tidak memenuhi julat shell ^19.3.1.',
      'Ia tidak lagi mendedahkan ./routes, yang digunakan oleh shell.',
    ]);
    expect(page.toasts).toEqual([]);
  });

  it('pins a version, confirms it and shows the new state', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Release actions for checkout' });
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByLabelText('Version')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await page.user.selectOptions(within(form).getByLabelText('Version'), '1.1.0');
    await page.user.type(within(form).getByLabelText('Reason'), 'canary looked fine');
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Pinned 1.1.0')).toBeInTheDocument();
    expect(page.toasts).toEqual([{ variant: 'success', description: 'checkout updated.' }]);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      version: '1.1.0',
      reason: 'canary looked fine',
    });
  });

  it('starts a canary with its share of visitors', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Release actions for checkout' });
    await page.user.selectOptions(within(form).getByLabelText('Action'), 'canary');
    await page.user.selectOptions(within(form).getByLabelText('Version'), '1.2.0');
    const percent = within(form).getByLabelText('Share of visitors (%)');
    await page.user.clear(percent);
    await page.user.type(percent, '25');
    await page.user.type(within(form).getByLabelText('Reason'), 'new cart');
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        version: '1.2.0',
        percent: 25,
        reason: 'new cart',
      }),
    );
  });

  it('shows the audit trail, automatic rollbacks included', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    await page.user.click(within(checkout).getByRole('button', { name: 'Show history' }));
    const history = await within(checkout).findByRole('table', {
      name: 'Release history of checkout',
    });
    const row = within(history).getAllByRole('row')[1];
    expect(row).toHaveTextContent('auto_rollback');
    expect(row).toHaveTextContent('1.1.0 → 1.0.0');
    expect(row).toHaveTextContent('Registry (automatic)');
    expect(row).toHaveTextContent('canary failure rate 10.0 %');
    await page.user.click(within(row as HTMLElement).getByText('Evidence'));
    expect(within(row as HTMLElement).getAllByRole('listitem')[1]).toHaveTextContent(
      'Interaction to next paint (p75): canary 912 ms, stable 176 ms, p = 1.1E-12 — Fail',
    );
  });

  it('charts canary against stable and gives the verdict of every metric with its numbers', async () => {
    renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    const analysis = await within(checkout).findByRole('region', {
      name: 'checkout Real-user measurements',
    });
    expect(analysis).toHaveTextContent('Canary 1.1.0 against stable 1.0.0 since');
    expect(within(analysis).getByText('Score 50 of 100')).toBeInTheDocument();
    expect(
      within(analysis).getByRole('img', { name: /^Interaction to next paint, p75: 1\.0\.0: latest 180 ms; 1\.1\.0: latest 920 ms$/ }),
    ).toBeInTheDocument();
    expect(within(analysis).getAllByRole('img')).toHaveLength(4);
    const table = within(analysis).getByRole('table', { name: 'Canary against stable, per metric' });
    const inp = within(table).getByRole('row', { name: /Interaction to next paint/ });
    expect(within(inp).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '912 ms (n = 180)',
      '176 ms (n = 1,900)',
      '1.1E-12',
      'Fail',
    ]);
    const errors = within(table).getByRole('row', { name: /Page views with errors/ });
    expect(within(errors).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1.25% (n = 240)',
      '1.05% (n = 2,200)',
      '0.36',
      'Pass',
    ]);
    // Each remote's analysis arrives on its own request: admin's may come after checkout's.
    const admin = screen.getByRole('region', { name: 'admin' });
    expect(
      await within(admin).findByText('No real-user measurements of this remote yet.'),
    ).toBeInTheDocument();
  });

  it('shows the analysis in Bahasa Malaysia', async () => {
    renderAdminPage('/admin/releases', { baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    const analysis = await within(checkout).findByRole('region', {
      name: 'checkout Ukuran pengguna sebenar',
    });
    expect(within(analysis).getByText('Skor 50 daripada 100')).toBeInTheDocument();
    expect(
      within(analysis).getByRole('table', { name: 'Canary berbanding versi stabil, mengikut metrik' }),
    ).toBeInTheDocument();
    expect(within(analysis).getAllByText('Gagal').length).toBeGreaterThan(0);
  });
});
