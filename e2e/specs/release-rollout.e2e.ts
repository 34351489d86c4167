import { browser, $, expect } from '@wdio/globals';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';
import { buildVersion, cohortIn, releaseCli, remoteStatus, transcript } from '../support/drill';
import { startDrillShop } from '../support/drillShop';
import { showIntentAndWait } from '../support/hydration';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, repoRoot } from '../support/server';

/**
 * The staged rollout drill (docs/architecture.md §3.3): v4 of the admin remote — the
 * same code as v1 — is rolled out 5 → 25 → 50 → 100 % against v1 on a shop of its own. Real page
 * views in Chromium check that a visitor keeps v4 as the share grows; a load generator sends the
 * reports the shell would (each a real, signed page view) until each step's analysis passes. The
 * version is promoted at 100 %. Then staging (§3.4) in the browser. Builds that really are slower
 * or throw are release-faults.e2e.ts's. Every CLI command and its answer is printed: the
 * transcript.
 */
const DRILL_PORT = E2E_PORT + 2;
/** The release drill's v1 (release.e2e.ts): one build of that content serves both drills. */
const V1 = '1.0.0-drill.1';
const V4 = '1.0.0-rollout.4';
/** Page views per version before a metric is judged (the shop's minimum). */
const MIN_SAMPLE = 10;

const work = mkdtempSync(join(tmpdir(), 'mealprep-rollout-'));
let shop: Awaited<ReturnType<typeof startShop>> | null = null;
let token = '';

const say = transcript('rollout');
const release = releaseCli(say, () => ({ api: shop?.baseUrl ?? '', token }));
const adminStatus = () => remoteStatus(release, 'admin');

/** The version of the admin entry the page in Chromium loaded (the app's start loads it). */
async function loadedVersion(): Promise<string> {
  await $('[data-testid="admin-build-version"]').waitForExist({ timeout: 15_000 });
  const adminEntries = () =>
    browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/remotes/admin/') && name.endsWith('/remoteEntry.js')),
    );
  await browser
    .waitUntil(async () => (await adminEntries()).length > 0, { timeout: 15_000 })
    .catch(() => undefined);
  const entries = await adminEntries();
  const version = /\/remotes\/admin\/([^/]+)\/remoteEntry\.js$/.exec(entries[0] ?? '')?.[1];
  if (!version) throw new Error(`no admin entry loaded: ${entries.join(', ')}`);
  return version;
}

/** The admin entry Chromium loaded for a visitor of `cohort`: its version. */
async function versionSeenBy(cohort: string): Promise<string> {
  const base = shop?.baseUrl ?? '';
  await browser.url(`${base}/api/v1/remotes`);
  await browser.deleteCookies();
  await browser.setCookies({ name: 'mp_cohort', value: cohort, path: '/' });
  await browser.url(`${base}/admin/login`);
  return loadedVersion();
}

/** This browser logs in as the admin (a fetch from the page, as the login form does). */
async function logInAsAdmin() {
  await browser.url(`${shop?.baseUrl ?? ''}/admin/login`);
  const status = await browser.execute(
    async (email, password) =>
      (
        await fetch('/api/v1/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
          credentials: 'same-origin',
        })
      ).status,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  );
  expect(status).toBe(200);
}

let visitors = 0;
const sent = new Map<string, number>();

/** Every version feels the same: the n-th report of each has the same numbers. */
function felt(n: number) {
  const spread = (n * 37) % 400;
  return { lcp: 1200 + spread, inp: 60 + spread / 4, errors: 0 };
}

/**
 * One new visitor: a page (GET /api/v1/remotes with no cookies: a new cohort and its signed
 * page view), then the report the shell sends on page hide for the version it was given.
 */
async function visitor(): Promise<void> {
  const base = shop?.baseUrl ?? '';
  visitors += 1;
  const page = await fetch(`${base}/api/v1/remotes`);
  const data = (await page.json()) as { data: { admin: { version: string } } };
  const version = data.data.admin.version;
  const cookies = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const n = sent.get(version) ?? 0;
  sent.set(version, n + 1);
  const { lcp, inp, errors } = felt(n);
  const beacon = await fetch(`${base}/api/v1/rum`, {
    method: 'POST',
    headers: { cookie: cookies, 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({
      views: [{ remote: 'admin', version, route: 'adminLogin', errors }],
      vitals: { lcp, inp, cls: 0.01, ttfb: 90 },
    }),
  });
  expect(beacon.status).toBe(204);
}

/** Visitors until the rollout leaves step `step` (moved on, or promoted); how many it took. */
async function visitorsUntilPast(step: number): Promise<number> {
  const before = visitors;
  for (let round = 0; round < 60; round += 1) {
    for (let i = 0; i < 25; i += 1) await visitor();
    // The collector writes once a second and the analyst judges right after.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const admin = adminStatus();
    if ((admin.canary?.rollout?.step ?? Infinity) > step) return visitors - before;
  }
  throw new Error(`the rollout never left step ${step + 1}`);
}

describe('staged rollout drill', function () {
  this.timeout(20 * 60_000);

  before(async () => {
    await buildVersion(say, { remote: 'admin', version: V1 }, join(work, 'v1'));
    // v4 is v1's build under a new version: nothing in it differs, so its analysis must pass.
    cpSync(join(work, 'v1'), join(work, 'v4'), { recursive: true });
    ({ shop, token } = await startDrillShop(DRILL_PORT, work, MIN_SAMPLE));
    say(`shop on ${shop.baseUrl}`);
  });

  after(async () => {
    await shop?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('publishes v1 and v4 and pins v1', () => {
    expect(release('publish', 'admin', '--dir', join(work, 'v1'), '--version', V1).code).toBe(0);
    expect(release('publish', 'admin', '--dir', join(work, 'v4'), '--version', V4).code).toBe(0);
    expect(release('pin', 'admin', V1, '--reason', 'rollout drill: baseline').code).toBe(0);
  });

  it('rolls v4 out step by step, each step passed by the analysis, visitors keeping v4', async () => {
    const steps = [5, 25, 50, 100];
    const plan = steps.map((percent, i) => `${percent}:0:${MIN_SAMPLE * 2 ** i}`).join(',');
    expect(
      release('rollout', 'admin', V4, '--steps', plan, '--reason', 'rollout drill').output,
    ).toBe(`admin rollout of ${V4} started at 5 % of visitors`);
    // Three visitors: in the first 5 %, joining at 25 %, and outside until 100 %.
    const early = cohortIn('admin', 0, 5, 'early');
    const joiner = cohortIn('admin', 5, 25, 'joiner');
    const late = cohortIn('admin', 50, 100, 'late');
    expect(await versionSeenBy(early)).toBe(V4);
    expect(await versionSeenBy(joiner)).toBe(V1);

    for (const [index, percent] of steps.entries()) {
      const needed = await visitorsUntilPast(index);
      say(`step ${index + 1} (${percent} %) passed after ${needed} more visitors`);
      release('analysis', 'admin');
      if (percent === 5) {
        // Now at 25 %: whoever had v4 keeps it, the next buckets joined, the rest wait.
        expect(await versionSeenBy(early)).toBe(V4);
        expect(await versionSeenBy(joiner)).toBe(V4);
        expect(await versionSeenBy(late)).toBe(V1);
        // The release manager's view: the rollout panel beside the analysis.
        await logInAsAdmin();
        await browser.setWindowSize(1280, 2400);
        await browser.url(`${shop?.baseUrl ?? ''}/admin/releases`);
        await $('h3=Staged rollout').waitForExist({ timeout: 15_000 });
        // The charts and the steps are drawn once their data arrived.
        await $('ol[aria-label="Rollout steps of admin"]').waitForExist({ timeout: 15_000 });
        await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/release-rollout.png'));
      }
    }
    const admin = adminStatus();
    expect(admin.pinned).toBe(V4);
    expect(admin.canary).toBeNull();
    const history = release('history', 'admin').output.split('\n');
    expect(history[0]).toMatch(
      new RegExp(`promote +${V1.replace(/\./g, '\\.')} +→ ${V4.replace(/\./g, '\\.')} +registry`),
    );
    expect(history.filter((line) => / rollout_step /.test(line))).toHaveLength(3);
    expect(await versionSeenBy(late)).toBe(V4);
  });

  it('shows staging only to the browser an admin switched, and promotes its exact build', async () => {
    const V5 = '1.0.0-rollout.5';
    cpSync(join(work, 'v1'), join(work, 'v5'), { recursive: true });
    expect(release('publish', 'admin', '--dir', join(work, 'v5'), '--version', V5).code).toBe(0);
    expect(release('stage', 'admin', V5, '--reason', 'drill: QA on staging').output).toBe(
      `admin on staging: ${V5}`,
    );
    const visitor = cohortIn('admin', 0, 100, 'customer');
    expect(await versionSeenBy(visitor)).toBe(V4);
    await browser.deleteCookies();
    await logInAsAdmin();
    await browser.url(`${shop?.baseUrl ?? ''}/admin/releases`);
    expect(await loadedVersion()).toBe(V4);
    await $('button=See staging in this browser').click();
    await $('//*[starts-with(normalize-space(), "This browser sees staging until")]').waitForExist({
      timeout: 15_000,
    });
    await browser.refresh();
    await showIntentAndWait('the reloaded page');
    expect(await loadedVersion()).toBe(V5);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/release-staging.png'));
    // A customer still gets production's version.
    expect(await versionSeenBy(visitor)).toBe(V4);
    const promoted = release('promote-staging', 'admin', '--reason', 'drill: QA passed');
    expect(promoted.output).toBe(`admin production pinned to ${V5}, the build staging serves`);
    expect(await versionSeenBy(visitor)).toBe(V5);
    release('history', 'admin', '--environment', 'staging');
  });
});
