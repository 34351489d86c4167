// JS bytes per page for `npm run bench:bundle` ("hydration must not cost more"): the
// scripts a first load of `/`, `/food-menu` (guest) and `/cart` (a signed-in customer with one dish)
// runs for a visitor who only reads, prefetches, and runs once a key press starts the app, each with its brotli size as served (the build's `.br` copy, or the file itself when the
// build kept none) and what it holds (the shell's main chunk, a remote entry, which shared modules,
// or the app's own code). `--json <file>` also writes the figures, to compare two builds.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apps, root } from '../apps.mjs';
import {
  addFirstDish,
  openBrowser,
  registerBenchCustomer,
  startThePage,
  waitForQuiet,
} from './browser.mjs';

const PAGES = [
  ['/', false],
  ['/food-menu', false],
  ['/cart', true],
];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Where a served script lives: the shell's build or a remote's (`/remotes/<name>/<version>/…`). */
export function fileFor(urlPath) {
  const remote = urlPath.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
  if (remote) {
    const app = apps.find((a) => a.name === remote[1]);
    return { app, file: join(root, app.dir, 'dist', remote[2]) };
  }
  return { app: apps[0], file: join(root, 'shell/dist', urlPath.replace(/^\//, '')) };
}

/** Bytes on the wire with `Accept-Encoding: br`: the precompressed copy the API sends, if any. */
export function brSize(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** file name → the shared modules it holds, per app, from the app's federation manifest. */
function sharedIndex() {
  const index = new Map();
  for (const app of apps) {
    const manifestFile = join(root, app.dir, 'dist/mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const byFile = new Map();
    for (const shared of manifest.shared)
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        byFile.set(file, [...(byFile.get(file) ?? []), shared.name]);
      }
    index.set(app.name, byFile);
  }
  return index;
}

function describe(app, file, index) {
  const name = basename(file);
  if (app.host && name.startsWith('main.')) return 'shell main (runtime, boot)';
  if (name === 'remoteEntry.js') return `${app.name} remote entry`;
  const shared = index.get(app.name)?.get(name);
  if (shared) return `${app.name}: ${shared.join(', ')}`;
  return `${app.name} own code or split libraries`;
}

async function registerWithCart(browser) {
  const failure =
    (await registerBenchCustomer(browser, `bench.page.${Date.now()}@example.my`)) ??
    (await addFirstDish(browser));
  if (failure) throw new Error(`could not prepare the signed-in page: ${failure}`);
}

/** The page's scripts so far, by how they came: run (`script`) or only prefetched (`link`). */
function scriptEntries(browser) {
  return browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), how: entry.initiatorType }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map(({ url, how }) => ({ path: url.pathname, how })),
  );
}

/** Scripts with their brotli size and what they hold, largest first; and their sum. */
function weigh(paths, index) {
  const scripts = [...new Set(paths)].map((urlPath) => {
    const { app, file } = fileFor(urlPath);
    return { path: urlPath, bytes: brSize(file), holds: describe(app, file, index) };
  });
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

const line = (label, { bytes, scripts }) =>
  `${label}: ${kB(bytes)} br of JS in ${scripts.length} script${scripts.length === 1 ? '' : 's'}`;

/**
 * Loads each page in a fresh document and prints its scripts: those a visitor who only reads
 * runs, those prefetched for the app's start (fetched at idle priority, not run), and those run
 * once the visitor's first key press has started and hydrated the page (docs/architecture.md
 * §2.4). Returns `{ [path]: { reader, prefetched, started } }`, each `{ bytes, scripts }`.
 */
export async function measurePages(baseUrl, { json } = {}) {
  const index = sharedIndex();
  const browser = await openBrowser();
  const result = {};
  try {
    for (const [path, signedIn] of PAGES) {
      if (signedIn) {
        await browser.url(`${baseUrl}/terms-and-conditions`);
        await waitForQuiet(browser);
        await registerWithCart(browser);
      }
      await browser.url(`${baseUrl}${path}`);
      await waitForQuiet(browser);
      const landed = await browser.execute(() => location.pathname);
      if (landed !== path) throw new Error(`${path} landed on ${landed}`);
      const loaded = await scriptEntries(browser);
      const reader = weigh(
        loaded.filter((s) => s.how !== 'link').map((s) => s.path),
        index,
      );
      const prefetched = weigh(
        loaded.filter((s) => s.how === 'link').map((s) => s.path),
        index,
      );
      await startThePage(browser);
      const ran = (await scriptEntries(browser)).filter((s) => s.how !== 'link');
      // A prefetched script the start used was taken from the cache: counted once, as run.
      const started = weigh(
        [...ran.map((s) => s.path), ...prefetched.scripts.map((s) => s.path)],
        index,
      );
      result[path] = { reader, prefetched, started };
      const who = signedIn ? ' (signed in, one dish in the cart)' : '';
      console.log(line(`${path}${who}, a visitor who only reads runs`, reader));
      for (const s of reader.scripts)
        console.log(`    ${kB(s.bytes).padStart(9)}  ${s.holds}  ${s.path}`);
      console.log(line(`  prefetched at idle for the app's start`, prefetched));
      console.log(line(`  run once a key press has started the page`, started));
      for (const s of started.scripts)
        console.log(`    ${kB(s.bytes).padStart(9)}  ${s.holds}  ${s.path}`);
    }
  } finally {
    await browser.deleteSession();
  }
  if (json) writeFileSync(json, JSON.stringify(result, null, 2));
  return result;
}
