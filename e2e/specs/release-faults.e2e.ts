import { browser, $, expect } from '@wdio/globals';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';
import { buildVersion, cohortIn, releaseCli, remoteStatus, transcript } from '../support/drill';
import { startDrillShop } from '../support/drillShop';
import { E2E_PORT } from '../support/server';

/**
 * The real-user metrics drill (docs/architecture.md §3.3): three builds of the catalog
 * remote — v1, a v2 whose menu page keeps the main thread busy 800 ms (`RELEASE_DRILL_FAULT=slow`)
 * and a v3 whose menu page throws in three page views of ten (`=throw`) — and a v4 that is v1's
 * files under a new version. v2 and v3 are each canaried to half the visitors against v1: real
 * page views in Chromium measure each build (their reports are the shell's own beacons, recorded
 * on the way out), and a load generator replays those measured reports for new visitors, each
 * with a real signed page view, until the analysis rolls the canary back. v4 is then rolled out
 * 5 → 25 → 50 → 100 % the same way and promoted. Every CLI command, its answer and each verdict
 * with its p-values and sample sizes are printed: the transcript.
 */
const DRILL_PORT = E2E_PORT + 2;
const V1 = '1.0.0-rum.1';
const V2 = '1.0.0-rum.2';
const V3 = '1.0.0-rum.3';
const V4 = '1.0.0-rum.4';
/** Page views per version before a metric is judged (the shop's minimum). */
const MIN_SAMPLE = 20;
/** Real page views in Chromium per build measured (v3: at least, see `measure`). */
const REAL_VIEWS = 6;

const work = mkdtempSync(join(tmpdir(), 'mealprep-rum-'));
let shop: Awaited<ReturnType<typeof startShop>> | null = null;
let token = '';

const say = transcript('rum');
const release = releaseCli(say, () => ({ api: shop?.baseUrl ?? '', token }));
const catalogStatus = () => remoteStatus(release, 'catalog');

interface Report {
  views: { remote: string; version: string; route: string; errors: number }[];
  vitals: { lcp?: number; inp?: number; cls?: number; ttfb?: number };
}

/**
 * Reports measured in Chromium, per build — the entry's digest recorded at publish, so v4 (v1's
 * very files) shares v1's measurements: behaviour belongs to the files, not to the label. The
 * load generator replays them; a few dozen real page views replayed hundreds of times would
 * otherwise turn two samples' chance differences into "significant" ones.
 */
const measured = new Map<string, Report[]>();
/** Version → its build's digest (from `publish`). */
const digests = new Map<string, string>();
const measuredOf = (version: string) => measured.get(digests.get(version) ?? version) ?? [];

/**
 * One real page view of the menu in Chromium as a visitor of `cohort`: the page loads (and, for
 * v3, may throw into the remote's error boundary), the visitor ticks a "free from" box (an
 * interaction for INP), and leaves. The shell's beacon goes to the shop as always; a wrapper
 * around `navigator.sendBeacon` also keeps its body in localStorage, read on the next page.
 */
async function realPageView(cohort: string): Promise<Report> {
  const base = shop?.baseUrl ?? '';
  await browser.url(`${base}/api/v1/remotes`);
  await browser.deleteCookies();
  await browser.setCookies({ name: 'mp_cohort', value: cohort, path: '/' });
  await browser.execute(() => localStorage.removeItem('drill-report'));
  await browser.url(`${base}/food-menu`);
  await browser.execute(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith('/api/v1/rum')) localStorage.setItem('drill-report', String(body));
      return send(url, body);
    };
    // The click's timing, seen by observers registered after the shell's web-vitals ones (so
    // theirs have it too): its event entry, or for a click under 16 ms (no entry), 3 s after it.
    // Only the click counts: the key the test pressed to show intent (e2e/support/hydration.ts)
    // was timed before it.
    const seen = document.documentElement.dataset;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { interactionId?: number })[];
      const clicked = (entry: (typeof entries)[number]) =>
        (entry.interactionId ?? 0) > 0 &&
        ['pointerdown', 'pointerup', 'click'].includes(entry.name);
      if (entries.some(clicked)) seen.drillTimed = 'true';
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    window.addEventListener('click', () => (seen.drillClickedAt ??= String(performance.now())), {
      capture: true,
    });
  });
  const box = await $('input[type="checkbox"][name="free_from"]');
  const target = (await box.isExisting()) ? box : await $('[data-testid="remote-fallback"]');
  await target.click();
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        const seen = document.documentElement.dataset;
        const clickedAt = Number(seen.drillClickedAt ?? Infinity);
        return seen.drillTimed === 'true' || performance.now() - clickedAt > 3000;
      }),
    { timeout: 15_000, timeoutMsg: 'the click was never timed' },
  );
  await browser.url(`${base}/api/v1/remotes`);
  const body = await browser.waitUntil(
    () => browser.execute(() => localStorage.getItem('drill-report')),
    { timeout: 10_000, timeoutMsg: 'the page sent no report when it was left' },
  );
  return JSON.parse(body) as Report;
}

/**
 * Real page views of `version` (by cohorts of buckets [from, to)) until `enough` says so,
 * printed one per line, kept for the generator.
 */
async function measure(
  version: string,
  [from, to]: [number, number],
  enough: (reports: Report[]) => boolean,
): Promise<Report[]> {
  const reports: Report[] = [];
  for (let n = 0; !enough(reports); n += 1) {
    if (n >= 40) throw new Error(`${version}: 40 real page views were not enough`);
    const report = await realPageView(cohortIn('catalog', from, to, `${version}-${n}`));
    const [view] = report.views;
    expect(view).toMatchObject({ remote: 'catalog', version, route: 'foodMenu' });
    reports.push(report);
    say(
      `  Chromium, ${version}: LCP ${report.vitals.lcp?.toFixed(0) ?? '—'} ms, INP ${report.vitals.inp?.toFixed(0) ?? '—'} ms, errors ${view?.errors}`,
    );
  }
  measured.set(digests.get(version) ?? version, [...measuredOf(version), ...reports]);
  return reports;
}

function withVersion(report: Report | undefined, version: string): Report | undefined {
  return report && { ...report, views: report.views.map((view) => ({ ...view, version })) };
}

let visitors = 0;
const replayed = new Map<string, number>();

/**
 * One new visitor of the load generator: a page (GET /api/v1/remotes without cookies: a new
 * cohort and its signed page view), then, for the version it was given, the next of the reports
 * Chromium measured for that version, sent as the shell sends it.
 */
async function visitor(): Promise<void> {
  const base = shop?.baseUrl ?? '';
  visitors += 1;
  const page = await fetch(`${base}/api/v1/remotes`);
  const data = (await page.json()) as { data: { catalog: { version: string } } };
  const version = data.data.catalog.version;
  const reports = measuredOf(version);
  if (!reports.length) throw new Error(`no page view of ${version}'s build was measured`);
  const n = replayed.get(version) ?? 0;
  replayed.set(version, n + 1);
  const cookies = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const beacon = await fetch(`${base}/api/v1/rum`, {
    method: 'POST',
    headers: { cookie: cookies, 'content-type': 'text/plain;charset=UTF-8' },
    // The report names the version this visitor was given, as the shell's would.
    body: JSON.stringify(withVersion(reports[n % reports.length], version)),
  });
  expect(beacon.status).toBe(204);
}

interface Metric {
  metric: string;
  verdict: string;
  p: number | null;
  canary: { n: number; value: number | null };
  stable: { n: number; value: number | null };
}

/** Generator visitors until `done`, in rounds of 25, the collector writing between rounds. */
async function visitorsUntil(done: () => boolean, what: string): Promise<number> {
  const before = visitors;
  for (let round = 0; round < 60; round += 1) {
    for (let i = 0; i < 25; i += 1) await visitor();
    // The collector writes once a second and the analyst judges right after.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (done()) return visitors - before;
  }
  throw new Error(`${what} never happened`);
}

function printMetrics(metrics: Metric[]) {
  for (const metric of metrics) {
    const value = (side: Metric['canary']) =>
      side.value === null ? '—' : Number(side.value.toPrecision(3)).toString();
    say(
      `  ${metric.metric.padEnd(13)} ${metric.verdict.padEnd(12)} p = ${metric.p === null ? '—' : metric.p.toPrecision(2)}  n = ${metric.canary.n} / ${metric.stable.n}  (canary ${value(metric.canary)}, stable ${value(metric.stable)})`,
    );
  }
}

/** Canaries `version` to half the visitors until the analysis rolls it back; its evidence. */
async function rolledBack(version: string, enough: (reports: Report[]) => boolean) {
  expect(
    release(
      'canary',
      'catalog',
      version,
      '--percent',
      '50',
      // Judged by the analysis: the load-failure check of §3 waits for more visitors than this.
      '--min-loads',
      '1000',
      '--reason',
      'rum drill',
    ).code,
  ).toBe(0);
  await measure(version, [0, 50], enough);
  const needed = await visitorsUntil(
    () => catalogStatus().canary === null,
    `the rollback of ${version}`,
  );
  const [event] = JSON.parse(release('history', 'catalog', '--json').output) as {
    action: string;
    from: string;
    reason: string;
    evidence: { verdict: string; score: number; metrics: Metric[] } | null;
  }[];
  expect(event).toMatchObject({ action: 'auto_rollback', from: version });
  say(`${version} rolled back after ${needed} generated visitors: ${event?.reason}`);
  say(`  verdict ${event?.evidence?.verdict}, score ${event?.evidence?.score}`);
  printMetrics(event?.evidence?.metrics ?? []);
  return event?.evidence?.metrics ?? [];
}

describe('real-user metrics drill', function () {
  this.timeout(25 * 60_000);

  before(async () => {
    await buildVersion(say, { remote: 'catalog', version: V1 }, join(work, 'v1'));
    await buildVersion(say, { remote: 'catalog', version: V2, fault: 'slow' }, join(work, 'v2'));
    await buildVersion(say, { remote: 'catalog', version: V3, fault: 'throw' }, join(work, 'v3'));
    // v4 is v1's build under a new version: nothing in it differs, so its analysis must pass.
    cpSync(join(work, 'v1'), join(work, 'v4'), { recursive: true });
    ({ shop, token } = await startDrillShop(DRILL_PORT, work, MIN_SAMPLE, {
      SSR_RENDER_BUDGET_MS: '2000',
    }));
    say(`shop on ${shop.baseUrl}`);
  });

  after(async () => {
    await shop?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('publishes the four builds, pins v1 and measures it in Chromium', async () => {
    for (const [version, dir] of [
      [V1, 'v1'],
      [V2, 'v2'],
      [V3, 'v3'],
      [V4, 'v4'],
    ] as const) {
      const published = release(
        'publish',
        'catalog',
        '--dir',
        join(work, dir),
        '--version',
        version,
      );
      expect(published.code).toBe(0);
      digests.set(version, /sha384-[\w+/=]+/.exec(published.output)?.[0] ?? version);
    }
    expect(release('pin', 'catalog', V1, '--reason', 'rum drill: baseline').code).toBe(0);
    const reports = await measure(V1, [0, 100], (so) => so.length >= REAL_VIEWS);
    expect(reports.every((report) => report.views[0]?.errors === 0)).toBe(true);
  });

  it('rolls back v2, whose page blocks the main thread 800 ms, on its INP', async () => {
    // A page view now and then reports no INP (its click was not timed before the page was
    // left); those reports are replayed as they are, as the shop would count them. Chromium
    // goes on until half of v2's views carry one (`measure` gives up after 40 views).
    const timed = (so: Report[]) => so.filter((report) => typeof report.vitals.inp === 'number');
    const metrics = await rolledBack(
      V2,
      (so) => so.length >= REAL_VIEWS && timed(so).length >= REAL_VIEWS / 2,
    );
    // Chromium felt it: every interaction of v2 waited the block, no interaction of v1 did.
    const inpOf = (version: string) =>
      measuredOf(version).flatMap((report) => report.vitals.inp ?? []);
    for (const inp of inpOf(V2)) expect(inp).toBeGreaterThan(800);
    for (const inp of inpOf(V1)) expect(inp).toBeLessThan(800);
    expect(metrics.find((metric) => metric.metric === 'inp')?.verdict).toBe('fail');
    expect(catalogStatus().pinned).toBe(V1);
  });

  it('rolls back v3, whose page throws in 30 % of page views, on its error rate', async () => {
    // At least ten page views, one of them thrown and one not: the generator replays both kinds.
    const metrics = await rolledBack(
      V3,
      (so) =>
        so.length >= 10 &&
        so.some((report) => report.views[0]?.errors) &&
        so.some((report) => !report.views[0]?.errors),
    );
    expect(metrics.find((metric) => metric.metric === 'errors')?.verdict).toBe('fail');
    expect(catalogStatus().pinned).toBe(V1);
  });

  it('rolls v4, equal to v1, out 5 → 25 → 50 → 100 % and promotes it', async () => {
    // The same files: the same build whose page views Chromium measured.
    expect(digests.get(V4)).toBe(digests.get(V1));
    const steps = [5, 25, 50, 100];
    const plan = steps.map((percent, i) => `${percent}:0:${MIN_SAMPLE * 2 ** i}`).join(',');
    expect(release('rollout', 'catalog', V4, '--steps', plan, '--reason', 'rum drill').output).toBe(
      `catalog rollout of ${V4} started at 5 % of visitors`,
    );
    await measure(V4, [0, 5], (so) => so.length >= REAL_VIEWS);
    for (const [index, percent] of steps.entries()) {
      const needed = await visitorsUntil(
        () => (catalogStatus().canary?.rollout?.step ?? Infinity) > index,
        `step ${index + 1} of the rollout`,
      );
      say(`step ${index + 1} (${percent} %) passed after ${needed} more generated visitors`);
    }
    const [event] = JSON.parse(release('history', 'catalog', '--json').output) as {
      action: string;
      to: string;
      reason: string;
      evidence: { verdict: string; metrics: Metric[] } | null;
    }[];
    expect(event).toMatchObject({ action: 'promote', to: V4 });
    say(`${V4} promoted: ${event?.reason}`);
    printMetrics(event?.evidence?.metrics ?? []);
    expect(catalogStatus()).toMatchObject({ pinned: V4, canary: null });
    release('history', 'catalog');
  });
});
