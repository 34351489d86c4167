// Lighthouse (mobile, simulated throttling) against the built shop on a fresh embedded
// database, with Debian's Chromium. Prints performance, LCP, CLS, TBT and accessibility per page
// beside the issues' budgets. Usage: node scripts/bench/lighthouse.mjs [--runs N] [path ...]
// (`/account+plan`: /account for a customer with a meal plan); LIGHTHOUSE_KEEP=1 keeps the reports,
// LIGHTHOUSE_TRACE=1 their traces too.
//
// Guest pages run in a fresh Chromium of Lighthouse's own. /cart, /checkout and /account need a
// signed-in customer with a cart: each run opens a new Chromium through chromedriver (WebdriverIO),
// which registers a customer and stores a dish from the shop's origin, and Lighthouse then audits
// that browser without resetting its storage (the cookies stay; the HTTP cache is still cold, since
// the browser has fetched nothing but those two API calls).
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../apps.mjs';
import { startShop } from '../shop.mjs';
import { remote } from 'webdriverio';
import { answerAndMakePlan } from './browser.mjs';

const run = promisify(execFile);

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const paths = args.filter((arg, i) => !arg.startsWith('--') && i !== runsFlag + 1);
/** The measured pages: the public ones in both languages, and two a customer signs in for. */
const PUBLIC = [
  '/',
  '/food-menu',
  '/meal-bundles',
  '/fixed-meal-plan',
  '/about-us',
  '/terms-and-conditions',
];
const pages =
  paths.length > 0
    ? paths
    : [
        ...PUBLIC,
        ...PUBLIC.map((path) => (path === '/' ? '/ms-MY' : `/ms-MY${path}`)),
        '/cart',
        '/checkout',
        '/account',
        WITH_PLAN,
      ];
/** `/account` for a customer with a ready meal plan (the questionnaire's widget on the page). */
const WITH_PLAN = '/account+plan';
/** Pages a guest cannot see, with their performance budgets (live pages: ≥ 97, TBT ≤ 150 ms). */
const customerPages = new Map([
  ['/cart', 97],
  ['/checkout', 97],
  ['/account', 97],
  [WITH_PLAN, 97],
]);
/** The address a measured page is at (`/account+plan` is `/account`). */
const addressOf = (page) => (page === WITH_PLAN ? '/account' : page);

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = join(root, 'node_modules/.bin/lighthouse');

/**
 * A Chromium holding a new customer's session and a one-dish cart (and, with `plan`, the two
 * questionnaires answered and a ready meal plan); Lighthouse attaches to it.
 */
async function customerBrowser(baseUrl, { plan = false } = {}) {
  const browser = await remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
      'goog:chromeOptions': {
        binary: chrome,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      },
    },
  });
  await browser.url(`${baseUrl}/api/v1/menu?per_page=1`);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const failure = await browser.execute(async (email) => {
    const call = async (path, body) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      return response.ok ? null : `${path}: ${response.status} ${await response.text()}`;
    };
    const menu = await (await fetch('/api/v1/menu?per_page=1')).json();
    return (
      (await call('/api/v1/auth/register', {
        email,
        password: 'Sedap-Makan-2026',
        password_confirmation: 'Sedap-Makan-2026',
        first_name: 'Nur',
        last_name: 'Aisyah',
        phone_no: '0123456789',
        date_of_birth: '1995-03-14',
        gender: 'F',
        country_code: 'MY',
      })) ??
      (await call('/api/v1/cart/store', {
        plan_id: menu.data[0].id,
        plan_type: 'RECIPE',
        size: 'L',
        quantity: 2,
      }))
    );
  }, `lighthouse.${stamp}@example.my`);
  if (failure) throw new Error(failure);
  if (plan) {
    const planFailure = await answerAndMakePlan(browser);
    if (planFailure) throw new Error(planFailure);
  }
  const port = Number(
    String(browser.capabilities['goog:chromeOptions']?.debuggerAddress ?? '').split(':')[1],
  );
  if (!port) throw new Error('chromedriver did not report the browser’s debugging port');
  return { port, close: () => browser.deleteSession() };
}

async function audit(url, outDir, index, port) {
  const output = join(outDir, `report-${index}.json`);
  const browserFlags = port
    ? [`--port=${port}`, '--disable-storage-reset']
    : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  const once = () =>
    run(
      lighthouse,
      [
        url,
        '--quiet',
        ...browserFlags,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        ...(process.env.LIGHTHOUSE_TRACE ? ['--save-assets'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
  // Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine: that run
  // is taken again once, and said so.
  await once().catch((error) => {
    if (!/NO_NAVSTART/.test(String(error.stderr ?? ''))) throw error;
    console.log(`  (${url}: Lighthouse recorded no trace; run again)`);
    return once();
  });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  if (
    report.finalDisplayedUrl &&
    new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname
  )
    throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
  };
}

/**
 * The ceiling: the same page as the server rendered it, without its scripts, served
 * as static HTML from another port of this machine; every other address (images, icons) is
 * passed to the shop. Live LCP is reported as a ratio of this page's LCP in the same run.
 */
async function staticCopies(shopUrl, port) {
  const copies = new Map();
  const server = createServer(async (request, response) => {
    const html = copies.get(request.url);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    const answer = await fetch(shopUrl + request.url, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async capture(path) {
      const html = await (await fetch(shopUrl + path, { headers: { accept: 'text/html' } })).text();
      copies.set(
        path,
        html
          .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, '')
          .replace(/<link rel="?(?:preload|prefetch)"? as="?script"?[^>]*>/gi, ''),
      );
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 8192) });
const outDir = mkdtempSync(join(tmpdir(), 'mealprep-lighthouse-'));
const ceiling = await staticCopies(shop.baseUrl, Number(process.env.BENCH_PORT ?? 8192) + 2);
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile, Chromium at ${chrome}; medians:`);
  let index = 0;
  for (const path of pages) {
    const results = [];
    const budget = customerPages.get(path) ?? 95;
    for (let i = 0; i < runs; i += 1) {
      if (!customerPages.has(path)) {
        results.push(await audit(`${shop.baseUrl}${path}`, outDir, index++));
        continue;
      }
      const browser = await customerBrowser(shop.baseUrl, { plan: path === WITH_PLAN });
      try {
        results.push(
          await audit(`${shop.baseUrl}${addressOf(path)}`, outDir, index++, browser.port),
        );
      } finally {
        await browser.close();
      }
    }
    const pick = (key) => median(results.map((r) => r[key]));
    let versus = '';
    if (!customerPages.has(path)) {
      const statics = [];
      for (let i = 0; i < runs; i += 1) {
        statics.push(await audit(await ceiling.capture(path), outDir, index++));
      }
      const staticLcp = median(statics.map((r) => r.lcp));
      // The page's own layout and paint block too: on a busy machine the ceiling's TBT is far
      // from 0, so live TBT is read beside it.
      const staticTbt = Math.round(median(statics.map((r) => r.tbt)));
      versus = `  static HTML: performance ${median(statics.map((r) => r.performance))}, LCP ${(staticLcp / 1000).toFixed(2)} s, TBT ${staticTbt} ms; live/static LCP ${(pick('lcp') / staticLcp).toFixed(2)} (≤ 1.3)`;
    }
    console.log(
      `${path.padEnd(24)} performance ${pick('performance')} (budget ${budget})  LCP ${(pick('lcp') / 1000).toFixed(2)} s (≤ 1.8)  CLS ${pick('cls').toFixed(3)} (≤ 0.02)  TBT ${Math.round(pick('tbt'))} ms (≤ 150)  FCP ${(pick('fcp') / 1000).toFixed(2)} s  accessibility ${pick('accessibility')} (≥ 95)${versus}`,
    );
  }
} finally {
  await ceiling.close();
  await shop.stop();
  // LIGHTHOUSE_KEEP=1 keeps the JSON reports (which element was the LCP, which tasks were long).
  if (process.env.LIGHTHOUSE_KEEP) console.log(`reports kept in ${outDir}`);
  else rmSync(outDir, { recursive: true, force: true });
}
