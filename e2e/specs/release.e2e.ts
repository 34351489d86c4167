import { browser, $, expect } from '@wdio/globals';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, repoRoot } from '../support/server';
import { consoleProblems } from '../support/console';
import { buildVersion, cohortIn, releaseCli, transcript } from '../support/drill';
import { showIntentAndWait } from '../support/hydration';

/**
 * The release drill (docs/architecture.md §3): one small remote (admin) is built twice with a
 * different visible version (support/drill.ts: real builds, shared with the other drills), published with the release CLI into a releases folder of this run,
 * and pinned, rolled back, canaried and refused against a shop of its own — the shell is never
 * rebuilt. Every CLI command and its answer is printed: that is the drill's transcript.
 */
const DRILL_PORT = E2E_PORT + 1;
const V1 = '1.0.0-drill.1';
const V2 = '1.0.0-drill.2';
const V3 = '1.0.0-drill.3';
const V4 = '1.0.0-drill.4';
const V5 = '1.0.0-drill.5';
const V6 = '1.0.0-drill.6';

const work = mkdtempSync(join(tmpdir(), 'mealprep-drill-'));
const releasesDir = join(work, 'releases');
let drillShop: Awaited<ReturnType<typeof startShop>> | null = null;
let token = '';

const say = transcript('drill');
const release = releaseCli(say, () => ({ api: drillShop?.baseUrl ?? '', token }));

/** An edited file's `.br`/`.gz` copies no longer match it (publish would refuse them). */
function dropCompressedCopies(dir: string, file: string) {
  for (const suffix of ['.br', '.gz']) rmSync(join(dir, file + suffix), { force: true });
}

async function visitAs(cohort: string | null) {
  const base = drillShop?.baseUrl ?? '';
  await browser.url(`${base}/api/v1/remotes`);
  await browser.deleteCookies();
  if (cohort) await browser.setCookies({ name: 'mp_cohort', value: cohort, path: '/' });
  await browser.url(`${base}/admin/login`);
}

/** The admin page as the server renders it for a visitor of `cohort` (no JavaScript). */
async function serverHtml(
  cohort: string | null,
): Promise<{ status: number; label: string | null; html: string }> {
  const response = await fetch(`${drillShop?.baseUrl ?? ''}/admin/login`, {
    headers: { accept: 'text/html', ...(cohort ? { cookie: `mp_cohort=${cohort}` } : {}) },
  });
  const html = await response.text();
  const label = /data-testid="admin-build-version"[^>]*>([^<]+)</.exec(html)?.[1] ?? null;
  return { status: response.status, label, html };
}

/** The build label the admin remote shows, or null when the remote fell back. */
async function shownVersion(): Promise<string | null> {
  await browser.waitUntil(
    async () =>
      (await $('[data-testid="admin-build-version"]').isExisting()) ||
      (await $('[data-testid="remote-fallback"]').isExisting()),
    { timeout: 15_000, timeoutMsg: 'neither the admin page nor the fallback rendered' },
  );
  const label = $('[data-testid="admin-build-version"]');
  return (await label.isExisting()) ? label.getText() : null;
}

describe('release drill', function () {
  // Two builds of a remote in the first hook (support/drill.ts): a minute or more on a loaded
  // machine when no earlier spec or run built the same content. Set on the
  // suite: WebdriverIO times a hook with the timeout it had when it started, so `this.timeout`
  // inside the hook does not reach that timer (it never had to while the builds were
  // synchronous and ran before the timer was set).
  this.timeout(20 * 60_000);
  const shellIndex = join(repoRoot, 'shell/dist/index.html');
  let shellBuiltAt = 0;

  before(async () => {
    shellBuiltAt = statSync(shellIndex).mtimeMs;
    await buildVersion(say, { remote: 'admin', version: V1 }, join(work, 'v1'));
    await buildVersion(say, { remote: 'admin', version: V2 }, join(work, 'v2'));
    drillShop = await startShop({
      port: DRILL_PORT,
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        RELEASES_DIR: releasesDir,
        // Every browser of the drill comes from 127.0.0.1; a real shop counts one visitor per
        // network (docs/architecture.md §3, canary reports).
        CANARY_VISITORS_PER_NETWORK: '10',
        // Every visitor of a drill comes from 127.0.0.1, one network.
        CANARY_MIN_NETWORKS: '1',
      },
    });
    const login = await fetch(`${drillShop.baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = /(?:^|,\s*)session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    say(`shop on ${drillShop.baseUrl}, releases in ${releasesDir}`);
  });

  after(async () => {
    await drillShop?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('publishes v1 and v2; a published version is never replaced', async () => {
    expect(release('publish', 'admin', '--dir', join(work, 'v1'), '--version', V1).code).toBe(0);
    expect(release('publish', 'admin', '--dir', join(work, 'v2'), '--version', V2).code).toBe(0);
    const again = release('publish', 'admin', '--dir', join(work, 'v2'), '--version', V1);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`Version ${V1} of admin is already published`);
  });

  it('pins v1, then v2: the page shows each after a reload, the shell unbuilt', async () => {
    expect(release('pin', 'admin', V1, '--reason', 'drill: first release').code).toBe(0);
    expect((await serverHtml(null)).label).toBe(`Admin console ${V1}`);
    await visitAs(null);
    expect(await shownVersion()).toBe(`Admin console ${V1}`);
    expect(release('pin', 'admin', V2, '--reason', 'drill: new label').code).toBe(0);
    // The server renders the new version's page on the very next request: no restart.
    expect((await serverHtml(null)).label).toBe(`Admin console ${V2}`);
    await browser.refresh();
    await showIntentAndWait('the reloaded page');
    expect(await shownVersion()).toBe(`Admin console ${V2}`);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  });

  it('rolls back to v1', async () => {
    expect(release('rollback', 'admin', '--reason', 'drill: roll back').output).toBe(
      `admin rolled back to ${V1}`,
    );
    await browser.refresh();
    await showIntentAndWait('the reloaded page');
    expect(await shownVersion()).toBe(`Admin console ${V1}`);
  });

  it('canaries v2 to 50 %: two visitors of different cohorts see different versions', async () => {
    expect(release('canary', 'admin', V2, '--percent', '50', '--reason', 'drill').code).toBe(0);
    const inside = cohortIn('admin', 0, 50, 'inside');
    const outside = cohortIn('admin', 50, 100, 'outside');
    // Each cohort's HTML is rendered with its own version's server bundle...
    expect((await serverHtml(inside)).label).toBe(`Admin console ${V2}`);
    expect((await serverHtml(outside)).label).toBe(`Admin console ${V1}`);
    // ...and hydrated by the same version's browser bundle, without a mismatch.
    const problems = await consoleProblems(async () => {
      await visitAs(inside);
      expect(await shownVersion()).toBe(`Admin console ${V2}`);
      await visitAs(outside);
      expect(await shownVersion()).toBe(`Admin console ${V1}`);
    });
    expect(problems.filter((line) => /hydrat/i.test(line))).toEqual([]);
    // Each keeps their version on the next visit.
    await visitAs(inside);
    expect(await shownVersion()).toBe(`Admin console ${V2}`);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/release-canary.png'));
    // The shell reported each successful load, per version: the failure rate's denominator.
    const status = JSON.parse(release('status', '--json').output) as {
      remote: string;
      versions: { version: string; loads: number; failures: number }[];
    }[];
    const admin = status.find((remote) => remote.remote === 'admin');
    const loads = (v: string) => admin?.versions.find((row) => row.version === v)?.loads ?? 0;
    expect(loads(V1)).toBeGreaterThanOrEqual(2);
    expect(loads(V2)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a v3 that drops ./routes', async () => {
    const v3 = join(work, 'v3');
    cpSync(join(work, 'v2'), v3, { recursive: true });
    // What a build without the `./routes` expose emits: its manifest no longer lists it.
    const manifestFile = join(v3, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: unknown[] };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, exposes: [] }));
    dropCompressedCopies(v3, 'mf-manifest.json');
    expect(release('publish', 'admin', '--dir', v3, '--version', V3).code).toBe(0);
    const pin = release('pin', 'admin', V3, '--reason', 'drill: v3');
    expect(pin.code).toBe(1);
    expect(pin.output).toBe('release: 409 It no longer exposes ./routes, which the shell uses.');
    expect(release('canary', 'admin', V3, '--percent', '10').code).toBe(1);
  });

  it('rolls a canary that fails to load back automatically', async () => {
    const v4 = join(work, 'v4');
    cpSync(join(work, 'v1'), v4, { recursive: true });
    // A broken deploy: the entry throws when it runs.
    writeFileSync(join(v4, 'remoteEntry.js'), 'throw new Error("drill: broken build");');
    dropCompressedCopies(v4, 'remoteEntry.js');
    expect(release('publish', 'admin', '--dir', v4, '--version', V4).code).toBe(0);
    expect(
      release(
        'canary',
        'admin',
        V4,
        '--percent',
        '100',
        '--failure-threshold',
        '50',
        '--min-loads',
        '2',
        '--reason',
        'drill: broken canary',
      ).code,
    ).toBe(0);
    for (let visit = 1; visit <= 2; visit += 1) {
      await visitAs(cohortIn('admin', 0, 100, `broken-${visit}`));
      expect(await shownVersion()).toBeNull();
      await expect($('[data-testid="remote-fallback"]')).toBeDisplayed();
      // The shell's failure report (POST /api/log) reaches the registry before the next visit.
      await browser.pause(500);
    }
    await browser.waitUntil(
      async () => {
        await visitAs(cohortIn('admin', 0, 100, 'after'));
        return (await shownVersion()) === `Admin console ${V1}`;
      },
      { timeout: 20_000, interval: 1000, timeoutMsg: 'the failing canary was not rolled back' },
    );
    const history = release('history', 'admin');
    expect(history.output.split('\n')[0]).toMatch(
      new RegExp(
        `auto_rollback +${V4.replace(/\./g, '\\.')} +→ ${V1.replace(/\./g, '\\.')} +registry`,
      ),
    );
    release('status');
  });

  it('gives the entry script its published integrity, and the browser refuses a copy that differs', async () => {
    const sri = (file: string) =>
      `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
    await visitAs(null);
    expect(await shownVersion()).toBe(`Admin console ${V1}`);
    // The page preloads the entry (lists it for a prefetch, when the page is rendered and waits
    // for the visitor's intent) as the federation runtime's script hook then asks for it.
    const entryPreload = () =>
      browser.execute(() => {
        const link = document.querySelector<HTMLLinkElement>(
          'link:is([rel="preload"], [rel="prefetch"], [data-prefetch])[href$="/remoteEntry.js"]',
        );
        return link ? { integrity: link.integrity, crossOrigin: link.crossOrigin } : null;
      });
    expect(await entryPreload()).toEqual({
      integrity: sri(join(work, 'v1', 'remoteEntry.js')),
      crossOrigin: 'anonymous',
    });

    // A build registered at another origin (v1's own files, standing in for a CDN) whose
    // entry there is not the entry that was published: the browser must not run it.
    const v5 = join(work, 'v5');
    cpSync(join(work, 'v1'), v5, { recursive: true });
    writeFileSync(
      join(v5, 'remoteEntry.js'),
      `${readFileSync(join(v5, 'remoteEntry.js'), 'utf8')}\n// the published entry`,
    );
    dropCompressedCopies(v5, 'remoteEntry.js');
    // 127.0.0.1 is another origin than the page's localhost: a cross-origin, CORS-mode load.
    const cdn = `${drillShop?.baseUrl.replace('localhost', '127.0.0.1')}/remotes/admin/${V1}/`;
    expect(release('publish', 'admin', '--dir', v5, '--version', V5, '--base-url', cdn).code).toBe(
      0,
    );
    expect(release('pin', 'admin', V5, '--reason', 'drill: CDN copy differs').code).toBe(0);
    await visitAs(null);
    // Without the runtime's integrity the same address would run v1's entry and show its label.
    expect(await shownVersion()).toBeNull();
    await expect($('[data-testid="remote-fallback"]')).toBeDisplayed();
    expect((await entryPreload())?.integrity).toBe(sri(join(v5, 'remoteEntry.js')));
    expect(release('rollback', 'admin', '--to', V1, '--reason', 'drill: back from V5').code).toBe(
      0,
    );
  });

  it('withdraws a published version whose files changed on disk, back to the version before', async () => {
    expect(release('pin', 'admin', V2, '--reason', 'drill: integrity').code).toBe(0);
    await visitAs(null);
    expect(await shownVersion()).toBe(`Admin console ${V2}`);
    // Changed after publish; its .br copy still holds the published code.
    const entry = join(releasesDir, 'admin', V2, 'remoteEntry.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n// changed on the server`);
    await browser.waitUntil(
      async () => {
        await visitAs(null);
        return (await shownVersion()) === `Admin console ${V1}`;
      },
      { timeout: 20_000, interval: 1000, timeoutMsg: 'the changed version was still served' },
    );
    expect(release('history', 'admin').output.split('\n')[0]).toMatch(
      new RegExp(
        `auto_rollback +${V2.replace(/\./g, '\\.')} +→ ${V1.replace(/\./g, '\\.')} +registry +remoteEntry\\.js changed after publish`,
      ),
    );
    const refused = release('pin', 'admin', V2, '--reason', 'drill: put it back');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('remoteEntry.js changed after it was published');
  });

  it('serves the page when a version’s server bundle throws, and counts the failure for it', async () => {
    const v6 = join(work, 'v6');
    cpSync(join(work, 'v2'), v6, { recursive: true });
    // A server half that throws as it loads; the browser half is v2's, intact.
    writeFileSync(
      join(v6, 'server', 'routes.js'),
      'throw new Error("drill: server bundle throws");',
    );
    expect(release('publish', 'admin', '--dir', v6, '--version', V6).code).toBe(0);
    const canary = release(
      'canary',
      'admin',
      V6,
      '--percent',
      '100',
      '--failure-threshold',
      '90',
      '--min-loads',
      '50',
      '--reason',
      'drill: server half throws',
    );
    expect(canary.code).toBe(0);
    const cohort = cohortIn('admin', 0, 100, 'server-throws');
    const page = await serverHtml(cohort);
    expect(page.status).toBe(200);
    // The slot is left to the browser: no page in the HTML, the frame around it is there.
    expect(page.label).toBeNull();
    expect(page.html).toContain('"remote":null');
    expect(page.html).toContain('<header');
    await visitAs(cohort);
    expect(await shownVersion()).toBe(`Admin console ${V2}`);
    const status = JSON.parse(release('status', '--json').output) as {
      remote: string;
      versions: { version: string; failures: number }[];
    }[];
    const failures =
      status.find((remote) => remote.remote === 'admin')?.versions.find((row) => row.version === V6)
        ?.failures ?? 0;
    expect(failures).toBeGreaterThanOrEqual(1);
    release('status');
  });
});
