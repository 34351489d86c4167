// JS bytes per page for `npm run bench:bundle` (issue #14, "hydration must not cost more"): the
// scripts a first load of `/`, `/food-menu` (guest) and `/cart` (a signed-in customer with one dish)
// fetches, each with its brotli size as served (the build's `.br` copy, or the file itself when the
// build kept none) and what it holds (the shell's main chunk, a remote entry, which shared modules,
// or the app's own code). `--json <file>` also writes the figures, to compare two builds.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apps, root } from '../apps.mjs';
import {
  addFirstDish,
  loadedScripts,
  openBrowser,
  registerBenchCustomer,
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

/**
 * Loads each page in a fresh document and prints its scripts. Returns
 * `{ [path]: { bytes, scripts: [{ path, bytes, holds }] } }`.
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
      const scripts = (await loadedScripts(browser)).map((urlPath) => {
        const { app, file } = fileFor(urlPath);
        return { path: urlPath, bytes: brSize(file), holds: describe(app, file, index) };
      });
      scripts.sort((a, b) => b.bytes - a.bytes);
      const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
      result[path] = { bytes, scripts };
      console.log(
        `first load of ${path}${signedIn ? ' (signed in, one dish in the cart)' : ''}: ` +
          `${kB(bytes)} br of JS in ${scripts.length} scripts`,
      );
      for (const s of scripts) console.log(`    ${kB(s.bytes).padStart(9)}  ${s.holds}  ${s.path}`);
    }
  } finally {
    await browser.deleteSession();
  }
  if (json) writeFileSync(json, JSON.stringify(result, null, 2));
  return result;
}
