// Lighthouse (mobile, simulated throttling) against the built shop on a fresh embedded
// database, with Debian's Chromium. Prints performance, LCP, CLS, TBT and accessibility per page
// beside the issues' budgets. Usage: node scripts/bench/lighthouse.mjs [--runs N] [path ...]
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../apps.mjs';
import { startShop } from '../shop.mjs';

const run = promisify(execFile);

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const paths = args.filter((arg, i) => !arg.startsWith('--') && i !== runsFlag + 1);
const pages = paths.length > 0 ? paths : ['/', '/food-menu'];

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = join(root, 'node_modules/.bin/lighthouse');

async function audit(url, outDir, index) {
  const output = join(outDir, `report-${index}.json`);
  await run(
    lighthouse,
    [
      url,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error) => {
    // Lighthouse 13 on Node 20 exits non-zero for three weight-0 insight audits; the report is
    // still written. Anything else is a real failure.
    if (!readFileSync(output, { flag: 'a+' }).length) throw error;
  });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 8192) });
const outDir = mkdtempSync(join(tmpdir(), 'mealprep-lighthouse-'));
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile, Chromium at ${chrome}; medians:`);
  let index = 0;
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1)
      results.push(await audit(`${shop.baseUrl}${path}`, outDir, index++));
    const pick = (key) => median(results.map((r) => r[key]));
    console.log(
      `${path.padEnd(20)} performance ${pick('performance')} (budget 95)  LCP ${(pick('lcp') / 1000).toFixed(2)} s (≤ 2.0)  CLS ${pick('cls').toFixed(3)} (≤ 0.02)  TBT ${Math.round(pick('tbt'))} ms  FCP ${(pick('fcp') / 1000).toFixed(2)} s  accessibility ${pick('accessibility')} (≥ 95)`,
    );
  }
} finally {
  await shop.stop();
  rmSync(outDir, { recursive: true, force: true });
}
