// `npm run bench:startup`: how long the API takes from `node` being started to its
// first answer (`GET /api/v1/remotes`), run from its TypeScript sources through tsx (as `npm start`
// did before, and `npm run dev` still does) and from the JavaScript bundle `api/dist/server.js`
// (npm start, docs/deploy.md §1). Each runtime starts once on a fresh embedded database (migrations
// and the seed run) and then RUNS times on that same database (a restart); the median is printed,
// with the CPU time the process used until then (steadier than wall time on a busy machine).
// Port: BENCH_PORT (default 8331).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../apps.mjs';
import { buildApi } from '../build-api.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8331);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const runtimes = [
  { label: 'tsx, TypeScript sources', args: ['--import', 'tsx', 'src/server.ts'] },
  { label: 'node, dist/server.js', args: ['--enable-source-maps', 'dist/server.js'] },
];

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** CPU seconds (user + system) the process has used: steadier than wall time on a busy machine. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Milliseconds from spawn to the first 200 of the remotes map, and the CPU seconds the process
 * used until then; the process is stopped after.
 */
async function timeStart(args, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      if (await answers(`http://127.0.0.1:${PORT}/api/v1/remotes`)) break;
      if (performance.now() - started > 300_000) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { ms: performance.now() - started, cpu: cpuSeconds(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const buildStarted = performance.now();
await buildApi();
console.log(
  `API start-up, node ${process.version}: bundle built in ${seconds(performance.now() - buildStarted)}`,
);
for (const runtime of runtimes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mealprep-startup-'));
  try {
    const fresh = await timeStart(runtime.args, dataDir);
    const restarts = [];
    for (let i = 0; i < RUNS; i += 1) restarts.push(await timeStart(runtime.args, dataDir));
    const wall = restarts.map((run) => run.ms);
    const cpu = restarts.map((run) => run.cpu * 1000);
    console.log(
      `${runtime.label.padEnd(26)} fresh database ${seconds(fresh.ms)} (CPU ${fresh.cpu.toFixed(2)} s); restart median ${seconds(median(wall))} (${wall.map(seconds).join(', ')}), CPU median ${seconds(median(cpu))}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
