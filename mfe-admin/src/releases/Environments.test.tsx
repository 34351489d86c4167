/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import { stableOnly } from './analysisFixture';
import type { ReleasePreview, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';

const version = (v: string) => ({
  version: v,
  publishedAt: '2026-11-20T02:00:00.000Z',
  baseUrl: null,
  integrity: `sha384-${v}`,
  exposes: ['routes'],
  loads: 0,
  failures: 0,
});

let pinned: string;
let preview: ReleasePreview;
let api: TestApi;

beforeEach(async () => {
  pinned = '1.0.0';
  preview = { staging: false, expiresAt: null };
  const status = (): RemoteReleaseStatus[] => [
    {
      remote: 'checkout',
      pinned,
      staging: '1.1.0',
      canary: null,
      versions: [version('1.1.0'), version('1.0.0')],
    },
  ];
  api = await startTestApi({
    'GET /api/v1/admin/releases': () => ({ status: 200, body: { data: status() } }),
    'GET /api/v1/admin/releases/checkout/analysis': () => ({
      status: 200,
      body: { data: stableOnly('checkout') },
    }),
    'GET /api/v1/admin/releases/preview': () => ({ status: 200, body: { data: preview } }),
    'POST /api/v1/admin/releases/preview': ({ body }) => {
      const { staging } = body as { staging: boolean };
      preview = { staging, expiresAt: staging ? '2026-11-20T12:00:00.000Z' : null };
      return { status: 200, body: { data: preview } };
    },
    'POST /api/v1/admin/releases/checkout/staging/promote': () => {
      pinned = '1.1.0';
      return { status: 200, body: { data: { remote: 'checkout', pinned } } };
    },
    'GET /api/v1/admin/releases/checkout/history': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 3,
            remote: 'checkout',
            action: 'pin',
            from: null,
            to: '1.1.0',
            reason: 'QA',
            actor: 'admin@mealprep.my',
            at: '2026-11-20T04:00:00.000Z',
            evidence: null,
            environment: 'staging',
          },
        ],
      },
    }),
  });
});

afterEach(() => api.close());

describe('environments on /admin/releases', () => {
  it('switches this browser to staging and back', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    expect(within(checkout).getByText('Staging 1.1.0')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Staging in this browser' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'This browser sees production, like every customer.',
    );
    await page.user.click(within(panel).getByRole('button', { name: 'See staging in this browser' }));
    expect(await within(panel).findByText(/^This browser sees staging until /)).toHaveTextContent(
      /its measurements do not count for production\.$/,
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ staging: true });
    await page.user.click(within(panel).getByRole('button', { name: 'Back to production' }));
    expect(
      await within(panel).findByText('This browser sees production, like every customer.'),
    ).toBeInTheDocument();
  });

  it('promotes the staging build to production, without choosing a version', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Release actions for checkout' });
    await page.user.selectOptions(within(form).getByLabelText('Action'), 'stagingPromote');
    expect(within(form).queryByLabelText('Version')).not.toBeInTheDocument();
    await page.user.type(within(form).getByLabelText('Reason'), 'QA passed');
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Pinned 1.1.0')).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/v1/admin/releases/checkout/staging/promote');
    expect(post?.body).toEqual({ reason: 'QA passed' });
  });

  it('names the environment of each event, in Bahasa Malaysia', async () => {
    const page = renderAdminPage('/admin/releases', { baseURL: api.baseURL });
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    const form = within(checkout).getByRole('form', { name: 'Tindakan keluaran untuk checkout' });
    expect(
      within(form).getByRole('option', { name: 'Naikkan binaan pementasan ke produksi' }),
    ).toBeInTheDocument();
    await page.user.click(within(checkout).getByRole('button', { name: 'Tunjukkan sejarah' }));
    const history = await within(checkout).findByRole('table', { name: 'Sejarah keluaran checkout' });
    await waitFor(() =>
      expect(within(history).getAllByRole('columnheader').map((th) => th.textContent)).toContain(
        'Persekitaran',
      ),
    );
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Pementasan');
  });
});
