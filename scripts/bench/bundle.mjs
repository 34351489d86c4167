// `npm run bench:bundle`: the platform issue's size and build-time budgets, printed as figures.
//  - home page first-load JS (gz) against the gzipped size of the shared singletons it needs;
//  - each remote's remoteEntry.js (gz) and the JS the first visit of one of its routes adds;
//  - a cold build of all six apps, and rebuilding one remote alone (and that no other app's
//    output changed);
//  - JS bytes per page (brotli, as served) of a first load of `/`, `/food-menu` and `/cart`, script
//    by script (pageWeight.mjs).
// Flags: `--no-build` measures the current builds; `--pages` prints only the bytes per page;
// `--json <file>` writes those to a file; `--files` lists each first visit's scripts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, root } from '../apps.mjs';
import { startShop } from '../shop.mjs';
import {
  addFirstDish,
  loadedScripts,
  openBrowser,
  registerBenchCustomer,
  startThePage,
  waitForQuiet,
} from './browser.mjs';
import { brSize, measurePages } from './pageWeight.mjs';

// The singletons the apps share (scripts/webpack/appConfig.js), the one list.
const { SINGLETONS } = createRequire(import.meta.url)('../webpack/appConfig.js');
/**
 * [remote, route path, needs a signed-in customer, 'withCart' to put a dish in the cart first]
 * — guest routes are measured first.
 */
const FIRST_ROUTES = [
  ['catalog', '/food-menu', false],
  ['account', '/auth/login', false],
  ['checkout', '/payment/1/failed', false],
  ['admin', '/admin/login', false],
  ['questionnaire', '/account/user-preferences/essentials', true],
  ['account', '/account/profile', true],
  ['account', '/account', true],
  ['account', '/account/my-order', true],
  ['account', '/account/address', true],
  ['account', '/account/points', true],
  ['checkout', '/cart', true],
  ['checkout', '/checkout', true, 'withCart'],
];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pagesOnly = process.argv.includes('--pages');
const skipBuild = pagesOnly || process.argv.includes('--no-build');
const jsonFlag = process.argv.indexOf('--json');
const jsonFile = jsonFlag >= 0 ? process.argv[jsonFlag + 1] : undefined;

function gzSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function fileFor(urlPath) {
  const remote = urlPath.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
  if (remote) {
    const app = apps.find((a) => a.name === remote[1]);
    return join(root, app.dir, 'dist', remote[2]);
  }
  return join(root, 'shell/dist', urlPath.replace(/^\//, ''));
}

function hashDir(dir) {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

function timedBuild(args) {
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  return (Date.now() - started) / 1000;
}

/** Assets of the shell's shared singletons, from its federation manifest. */
function singletonAssets() {
  const manifest = JSON.parse(readFileSync(join(root, 'shell/dist/mf-manifest.json'), 'utf8'));
  const byName = new Map();
  for (const shared of manifest.shared) {
    const family = SINGLETONS.find((s) => shared.name === s || shared.name.startsWith(`${s}/`));
    if (!family) continue;
    const files = [...shared.assets.js.sync, ...shared.assets.js.async];
    byName.set(shared.name, files);
  }
  return byName;
}

/** Files of a remote's build that hold shared modules (formik, yup, ...), from its manifest. */
function sharedLibraryFiles(remote) {
  const app = apps.find((a) => a.name === remote);
  const manifest = JSON.parse(readFileSync(join(root, app.dir, 'dist/mf-manifest.json'), 'utf8'));
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

async function main() {
  if (!skipBuild) {
    for (const app of apps) spawnSync('rm', ['-rf', join(root, app.dir, 'dist')]);
    const cold = timedBuild(['run', 'build']);
    console.log(`cold build of all six apps: ${cold.toFixed(1)} s (budget 60 s)`);
    const before = Object.fromEntries(apps.map((a) => [a.dir, hashDir(join(root, a.dir, 'dist'))]));
    const one = timedBuild(['run', 'build', '-w', 'mfe-catalog']);
    const after = Object.fromEntries(apps.map((a) => [a.dir, hashDir(join(root, a.dir, 'dist'))]));
    const changed = apps.filter((a) => a.dir !== 'mfe-catalog' && before[a.dir] !== after[a.dir]);
    console.log(
      `rebuild of mfe-catalog alone: ${one.toFixed(1)} s (budget 10 s); other apps changed: ${
        changed.length === 0 ? 'none' : changed.map((a) => a.dir).join(', ')
      }`,
    );
  }

  for (const app of apps.filter((a) => !a.host)) {
    const entry = join(root, app.dir, 'dist/remoteEntry.js');
    if (existsSync(entry) && !pagesOnly)
      console.log(
        `${app.dir} remoteEntry.js: ${kB(gzSize(entry))} gz (budget 10 kB), ${kB(brSize(entry))} br`,
      );
  }

  const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 8191) });
  if (pagesOnly) {
    try {
      await measurePages(shop.baseUrl, { json: jsonFile });
    } finally {
      await shop.stop();
    }
    return;
  }
  await measurePages(shop.baseUrl, { json: jsonFile }).catch(async (error) => {
    await shop.stop();
    throw error;
  });
  const browser = await openBrowser();
  try {
    await browser.url(`${shop.baseUrl}/`);
    await startThePage(browser);
    const homeScripts = await loadedScripts(browser);
    const homeBytes = homeScripts.reduce((sum, path) => sum + gzSize(fileFor(path)), 0);
    const loadedShared = await browser.execute(() => {
      const share = window.__FEDERATION__?.__SHARE__ ?? {};
      const names = new Set();
      for (const scopes of Object.values(share))
        for (const modules of Object.values(scopes))
          for (const [name, versions] of Object.entries(modules))
            if (Object.values(versions).some((v) => v.loaded || v.loading)) names.add(name);
      return [...names];
    });
    const assets = singletonAssets();
    const singletonFiles = new Set();
    for (const name of loadedShared)
      for (const file of assets.get(name) ?? []) singletonFiles.add(file);
    const singletonBytes = [...singletonFiles].reduce(
      (sum, file) => sum + gzSize(join(root, 'shell/dist', file)),
      0,
    );
    console.log(
      `home first-load JS: ${kB(homeBytes)} gz in ${homeScripts.length} files; shared singletons it needs: ${kB(
        singletonBytes,
      )} gz; ratio ${(homeBytes / singletonBytes).toFixed(2)} (budget 1.15)`,
    );

    let signedIn = false;
    for (const [remote, path, needsSession, prepare] of FIRST_ROUTES) {
      if (needsSession && !signedIn) {
        await browser.url(`${shop.baseUrl}/terms-and-conditions`);
        await registerBenchCustomer(browser);
        signedIn = true;
      }
      // Start on a page of another remote, then navigate inside the single-page app.
      const start = remote === 'catalog' ? '/admin/login' : '/terms-and-conditions';
      await browser.url(`${shop.baseUrl}${start}`);
      if (prepare === 'withCart') {
        await addFirstDish(browser);
        // Reload so the shell's store holds the cart the checkout guard reads.
        await browser.url(`${shop.baseUrl}${start}`);
      }
      await startThePage(browser);
      const before = new Set(await loadedScripts(browser));
      await browser.execute((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await waitForQuiet(browser);
      const added = (await loadedScripts(browser)).filter((p) => !before.has(p));
      const bytes = added.reduce((sum, p) => sum + gzSize(fileFor(p)), 0);
      const sharedFiles = sharedLibraryFiles(remote);
      const libraryBytes = added
        .filter((p) => sharedFiles.has(p.split('/').pop()))
        .reduce((sum, p) => sum + gzSize(fileFor(p)), 0);
      console.log(
        `first visit of ${remote} (${path}) adds ${kB(bytes)} gz in ${added.length} files (budget 35 kB): ` +
          `${kB(bytes - libraryBytes)} its own code, ${kB(libraryBytes)} shared libraries loaded for the first time`,
      );
      if (process.argv.includes('--files')) {
        for (const p of added) console.log(`    ${kB(gzSize(fileFor(p)))}  ${p}`);
      }
    }
  } finally {
    await browser.deleteSession();
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
