/**
 * Real API processes for the scale-out and crash tests: `node src/server.ts` as a
 * child on a database of the test's, plus a loopback round-robin in front of several of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const API_DIR = path.resolve(__dirname, '../..');

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM and wait (a clean shutdown). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-flight, as in a crash. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs} ms`);
}

export async function startApiProcess(
  env: Record<string, string>,
  /** A first start on a fresh PGlite directory migrates and seeds: minutes on a busy machine. */
  startTimeoutMs = 60_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/v1/remotes`, child, startTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface RoundRobin {
  baseUrl: string;
  /** Which target answered each request, in order (for the tests to check the alternation). */
  served: number[];
  close(): Promise<void>;
}

/** A loopback proxy that sends request n to target n mod N: a load balancer in miniature. */
export async function roundRobin(targets: string[]): Promise<RoundRobin> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const index = next % targets.length;
    next += 1;
    served.push(index);
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A second process's renewal runner (test/renewal-runner.ts), driven one run at a time. */
export interface RenewalRunner {
  /**
   * Runs the renewal run at `at`; with `crash`, a saved-method charge "dies" after the gateway.
   * `started` settles once the process has moved its clock and begun the run; `done` answers
   * how many weeks' steps the run took (0 when it died or the other runner had them).
   */
  run(at: Date, crash: boolean): { started: Promise<void>; done: Promise<number> };
  stop(): Promise<void>;
}

/** Starts test/renewal-runner.ts on `config`'s PostgreSQL database. */
export async function startRenewalRunner(
  config: object,
  startTimeoutMs = 60_000,
): Promise<RenewalRunner> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/renewal-runner.ts'], {
    cwd: API_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, RENEWAL_RUNNER_CONFIG: JSON.stringify(config) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line) as Record<string, unknown>));
  const next = (timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the renewal runner did not answer')),
        timeoutMs,
      );
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
      void exited.then(() => reject(new Error(`the renewal runner exited (${child.exitCode})`)));
    });
  try {
    await next(startTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    run(at, crash) {
      const begun = next(120_000);
      const answered = next(120_000);
      child.stdin?.write(`${JSON.stringify({ at: at.toISOString(), crash })}\n`);
      const done = (async () => {
        await begun;
        const line = await answered;
        if (typeof line.error === 'string') throw new Error(`renewal runner: ${line.error}`);
        return typeof line.worked === 'number' ? line.worked : 0;
      })();
      return { started: begun.then(() => undefined), done };
    },
    async stop() {
      child.stdin?.end();
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), 10_000);
        }),
      ]);
      clearTimeout(timer);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
