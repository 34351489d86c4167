import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseUrl = `http://localhost:${E2E_PORT}`;
export const ADMIN_EMAIL = 'admin.e2e@mealprep.my';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd!';

let server: ChildProcess | null = null;
let dataDir: string | null = null;

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the built shop (API + shell + remotes) on a fresh embedded database. */
export async function startShop(): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'mealprep-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      NODE_ENV: 'production',
    },
  });
  await waitForServer(`${baseUrl}/api/v1/remotes`, 60_000);
}

export async function stopShop(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
