// Starts the built shop (API + shell + remotes) as a child process on a fresh embedded database,
// for the browser tests and the benchmarks. The API runs from its bundle (api/dist/server.js, as
// in npm start), rebuilt first when its sources changed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './apps.mjs';
import { apiNeedsBuild, buildApi } from './build-api.mjs';
import { CLOCK_OFFSET_VARIABLE } from './clock/shiftClock.mjs';

/** A run on a test clock (scripts/clock) starts its shops on the same clock. */
const clockArgs = () =>
  process.env[CLOCK_OFFSET_VARIABLE]
    ? ['--import', new URL('./clock/preload.mjs', import.meta.url).href]
    : [];

/** A shop left running on the port would answer in this one's place: refuse to start instead. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use: stop whatever listens there first`)),
    );
    probe.listen(port, '0.0.0.0', () => probe.close(resolve));
  });
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * @param {{ port: number, env?: Record<string, string>, nodeArgs?: string[] }} options
 *   nodeArgs: more flags for the server's Node (e.g. `--cpu-prof` to profile a bench).
 * @returns {Promise<{ baseUrl: string, pid: number | undefined, stop: () => Promise<void> }>}
 */
export async function startShop({ port, env = {}, nodeArgs = [] }) {
  await assertPortFree(port);
  if (apiNeedsBuild()) await buildApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealprep-shop-'));
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...clockArgs(), ...nodeArgs, 'dist/server.js'],
    {
      cwd: join(root, 'api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://localhost:${port}`;
  try {
    await Promise.race([
      // SHOP_START_TIMEOUT_MS: a loaded machine can take longer than a minute to start it.
      waitForServer(
        `${baseUrl}/api/v1/remotes`,
        Number(process.env.SHOP_START_TIMEOUT_MS ?? 180_000),
      ),
      exited.then(() => {
        throw new Error('the shop exited while starting');
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    // The server's process (a bench reads its CPU time).
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
