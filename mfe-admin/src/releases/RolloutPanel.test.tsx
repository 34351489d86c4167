/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';
import { stableOnly } from './analysisFixture';
import type { ReleaseRollout, RemoteReleaseStatus as RemoteRelease } from '@mealprep/shared/releases/contracts';
import type { ConfirmPayload } from '@mealprep/shared/bus';

const version = (v: string) => ({
  version: v,
  publishedAt: '2026-11-20T02:00:00.000Z',
  baseUrl: null,
  integrity: 'sha384-x',
  exposes: ['routes'],
  loads: 0,
  failures: 0,
});

let rollout: ReleaseRollout;
let status: () => RemoteRelease[];
let api: TestApi;

beforeEach(async () => {
  rollout = {
    steps: [
      { percent: 5, minMinutes: 60, minSample: 100 },
      { percent: 25, minMinutes: 60, minSample: 200 },
      { percent: 50, minMinutes: 60, minSample: 400 },
      { percent: 100, minMinutes: 60, minSample: 800 },
    ],
    step: 1,
    stepStartedAt: '2026-11-20T03:00:00.000Z',
    pausedAt: null,
    gate: {
      verdict: 'marginal',
      score: 91.7,
      views: 120,
      at: '2026-11-20T03:30:00.000Z',
      holding: ['verdict', 'sample'],
    },
  };
  status = () => [
    {
      remote: 'checkout',
      pinned: '1.0.0',
      staging: null,
      canary: {
        version: '1.1.0',
        percent: rollout.steps[rollout.step]?.percent ?? 0,
        failureThreshold: 5,
        minLoads: 20,
        loads: 40,
        failures: 0,
        startedAt: '2026-11-20T02:00:00.000Z',
        rollout,
      },
      versions: [version('1.2.0'), version('1.1.0'), version('1.0.0')],
    },
  ];
  api = await startTestApi({
    'GET /api/v1/admin/releases': () => ({ status: 200, body: { data: status() } }),
    'GET /api/v1/admin/releases/checkout/analysis': () => ({
      status: 200,
      body: { data: stableOnly('checkout') },
    }),
    'POST /api/v1/admin/releases/checkout/rollout/pause': () => {
      rollout = { ...rollout, pausedAt: '2026-11-20T04:00:00.000Z' };
      return {
        status: 200,
        body: { data: { remote: 'checkout', version: '1.1.0', percent: 25, step: 1, paused: true } },
      };
    },
    'POST /api/v1/admin/releases/checkout/rollout/abort': ({ locale }) => ({
      status: 409,
      body: {
        error: true,
        message:
          locale === 'ms-MY'
            ? 'checkout tiada pelancaran berperingkat yang sedang berjalan.'
            : 'checkout has no staged rollout running.',
      },
    }),
    'POST /api/v1/admin/releases/checkout/rollout': () => ({
      status: 200,
      body: { data: { remote: 'checkout', version: '1.2.0', percent: 10, step: 0, paused: false } },
    }),
  });
});

afterEach(() => api.close());

describe('staged rollout on /admin/releases', () => {
  it('shows the steps, the current one and what holds it', async () => {
    renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const panel = await screen.findByRole('region', { name: 'Staged rollout' });
    expect(panel).toHaveTextContent('Step 2 of 4: 25 % of visitors since');
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '5 % · at least 60 min · 100 canary page views ',
      '25 % · at least 60 min · 200 canary page views current step',
      '50 % · at least 60 min · 400 canary page views ',
      '100 % · at least 60 min · 800 canary page views ',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Holding: the analysis says Marginal; 120 of 200 canary page views.',
    );
  });

  it('pauses after the confirmation, with a reason, and then offers to resume', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const confirms: ConfirmPayload[] = [];
    page.bus.on('confirm.open', (confirm) => confirms.push(confirm));
    const panel = await screen.findByRole('region', { name: 'Staged rollout' });
    await page.user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(within(panel).getByLabelText('Reason')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(confirms).toEqual([]);
    await page.user.type(within(panel).getByLabelText('Reason'), 'campaign tonight');
    await page.user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({
      message: 'Pause the rollout of 1.1.0 at 25 %? It stays at this share until resumed.',
      confirmTitle: 'Pause',
    });
    // Nothing is sent before the release manager confirms.
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await confirms[0]?.action?.();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'campaign tonight',
    });
    expect(await within(panel).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(/^Paused since /);
    expect(page.toasts).toEqual([
      { variant: 'success', description: 'The rollout of checkout is paused.' },
    ]);
  });

  it('shows a refused abort in Bahasa Malaysia', async () => {
    const page = renderAdminPage('/admin/releases', { baseURL: api.baseURL });
    page.bus.on('confirm.open', (confirm) => void confirm.action?.());
    const panel = await screen.findByRole('region', { name: 'Pelancaran berperingkat' });
    await page.user.type(within(panel).getByLabelText('Sebab'), 'binaan salah');
    await page.user.click(within(panel).getByRole('button', { name: 'Batalkan' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'checkout tiada pelancaran berperingkat yang sedang berjalan.',
    );
    expect(page.toasts).toEqual([]);
  });

  it('starts a rollout with its own steps, refusing shares that do not grow to 100', async () => {
    const page = renderAdminPage('/admin/releases', { locale: 'en-US', baseURL: api.baseURL });
    const form = await screen.findByRole('form', { name: 'Release actions for checkout' });
    await page.user.selectOptions(within(form).getByLabelText('Action'), 'rollout');
    await page.user.selectOptions(within(form).getByLabelText('Version'), '1.2.0');
    const steps = within(form).getByLabelText('Steps (% of visitors)');
    expect(steps).toHaveValue('5, 25, 50, 100');
    await page.user.clear(steps);
    await page.user.type(steps, '10, 50, 30');
    await page.user.type(within(form).getByLabelText('Reason'), 'new payment page');
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(steps).toHaveAccessibleDescription(
      /^Growing shares separated by commas, ending at 100\.\s*Enter growing percentages separated by commas, ending at 100, such as 5, 25, 50, 100\.$/,
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await page.user.clear(steps);
    await page.user.type(steps, '10, 50, 100');
    const minutes = within(form).getByLabelText('Minutes per step, at least');
    await page.user.clear(minutes);
    await page.user.type(minutes, '30');
    await page.user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        version: '1.2.0',
        reason: 'new payment page',
        steps: [
          { percent: 10, min_minutes: 30 },
          { percent: 50, min_minutes: 30 },
          { percent: 100, min_minutes: 30 },
        ],
      }),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.path).toBe(
      '/api/v1/admin/releases/checkout/rollout',
    );
  });
});
