// npm run test:clock — the test suites with the machine's clock moved to the hours that break
// date rules (docs/environment.md, "Tests and the clock"): Debian's faketime (libfaketime) starts
// every process of a run at the instant and lets it run on, so the runner, the API, its embedded
// database, a PostgreSQL server the run starts, and Chromium all read the same clock. Two more
// runs keep the clock and move the machine's time zone instead. Prints one line per run and a
// table at the end; exits non-zero when any run failed.
//
//   npm run test:clock                    # unit and API tests (Jest, PGlite) at every instant
//   npm run test:clock -- --suite=pg      # the API tests on PostgreSQL (npm run test:api:pg)
//   npm run test:clock -- --suite=e2e     # the browser tests (npm run test:e2e)
//   npm run test:clock -- --suite=all     # npm test itself: what .ci/run runs
//   npm run test:clock -- --only=sat      # the runs whose name contains "sat"
//   npm run test:clock -- --projects=api,shell  # Jest's projects (the unit suite only)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './apps.mjs';

/** Kuala Lumpur is UTC+8 all year; faketime reads the instants in the machine's zone, UTC here. */
const INSTANTS = [
  { name: 'fri-14:59', kl: 'Friday 4 Dec 2026 14:59', utc: '2026-12-04 06:59:00' },
  { name: 'fri-15:01', kl: 'Friday 4 Dec 2026 15:01', utc: '2026-12-04 07:01:00' },
  { name: 'sat-20:00', kl: 'Saturday 5 Dec 2026 20:00', utc: '2026-12-05 12:00:00' },
  { name: 'sun-10:00', kl: 'Sunday 6 Dec 2026 10:00', utc: '2026-12-06 02:00:00' },
  { name: 'dec-23-10:00', kl: 'Wednesday 23 Dec 2026 10:00', utc: '2026-12-23 02:00:00' },
  { name: 'dec-25-10:00', kl: 'Friday 25 Dec 2026 10:00', utc: '2026-12-25 02:00:00' },
  { name: 'dec-31-23:59', kl: 'Thursday 31 Dec 2026 23:59', utc: '2026-12-31 15:59:00' },
];
const ZONES = [
  {
    name: 'tz-kiritimati',
    kl: 'now, machine zone Pacific/Kiritimati (UTC+14)',
    tz: 'Pacific/Kiritimati',
  },
  {
    name: 'tz-los-angeles',
    kl: 'now, machine zone America/Los_Angeles',
    tz: 'America/Los_Angeles',
  },
];

const SUITES = {
  unit: ['npx', ['jest']],
  pg: ['npm', ['run', 'test:api:pg']],
  e2e: ['npm', ['run', 'test:e2e']],
  all: ['npm', ['test']],
};

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const suite = args.suite ?? 'unit';
if (!(suite in SUITES)) {
  console.error(`--suite must be one of ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
if (spawnSync('faketime', ['--help'], { stdio: 'ignore' }).error) {
  console.error('faketime is missing: apt-get install faketime (.ci/run installs it)');
  process.exit(2);
}

const runs = [
  ...INSTANTS.map((instant) => ({ ...instant, prefix: ['faketime', instant.utc], env: {} })),
  ...ZONES.map((zone) => ({ ...zone, prefix: [], env: { TZ: zone.tz } })),
].filter((run) => !args.only || run.name.includes(args.only));

const logDir = join(root, '.clock-logs');
mkdirSync(logDir, { recursive: true });

/** Jest's and WebdriverIO's closing counts, summed over the stages of one run. */
function counts(output) {
  let passed = 0;
  let failed = 0;
  for (const match of output.matchAll(
    /^Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(\d+) passed/gm,
  )) {
    failed += Number(match[1] ?? 0);
    passed += Number(match[2]);
  }
  for (const match of output.matchAll(/^Spec Files:\s+(\d+) passed(?:, (\d+) failed)?/gm)) {
    passed += Number(match[1]);
    failed += Number(match[2] ?? 0);
  }
  return { passed, failed };
}

function runOne(run) {
  const [command, suiteArgs] = SUITES[suite];
  const commandArgs =
    suite === 'unit' && args.projects
      ? [...suiteArgs, '--selectProjects', ...args.projects.split(',')]
      : suiteArgs;
  const argv = [...run.prefix, command, ...commandArgs];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: root,
      env: { ...process.env, ...run.env, FORCE_COLOR: '0', CI: process.env.CI ?? 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      const log = join(
        logDir,
        `${run.name}-${suite}${args.projects ? `-${args.projects.replace(/,/g, '+')}` : ''}.log`,
      );
      writeFileSync(log, output);
      const seconds = Math.round((performance.now() - started) / 1000);
      resolve({ ...run, code, seconds, log, ...counts(output) });
    });
  });
}

const results = [];
for (const run of runs) {
  const result = await runOne(run);
  results.push(result);
  console.log(
    `${result.code === 0 ? 'passed' : 'FAILED'}  ${run.name} (${run.kl}): ${result.passed} passed, ${result.failed} failed in ${result.seconds} s — ${result.log}`,
  );
}

console.log(`\nnpm run test:clock --suite=${suite}`);
console.log('| run | clock | result | tests passed | failed | time |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.kl} | ${r.code === 0 ? 'passed' : 'FAILED'} | ${r.passed} | ${r.failed} | ${r.seconds} s |`,
  );
}
const failedRuns = results.filter((r) => r.code !== 0).length;
console.log(`${results.length - failedRuns} passed, ${failedRuns} failed`);
process.exit(failedRuns === 0 ? 0 : 1);
