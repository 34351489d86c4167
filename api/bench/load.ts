/**
 * Load-generation helpers of the API benches (`bench/api.ts`, `bench/menu.ts`): each server is
 * its own process on 127.0.0.1 (`bench/serve.ts`); requests are bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const API_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
export const CONNECTIONS = 32;
export const RATE = 1000;
export const WARM_UP_MS = 1500;
/** Open loop: beyond this many unanswered requests, new ones are dropped (and reported). */
const MAX_IN_FLIGHT = 500;

export interface Server {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export function startServer(
  mode: 'hello' | 'api',
  env: Record<string, string> = {},
): Promise<Server> {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const args = [...profile, '--import', 'tsx', 'bench/serve.ts', mode];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    // Generous: on a busy shared machine a start with migrations takes minutes.
    const timer = setTimeout(() => reject(new Error(`${mode} server did not start`)), 240_000);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        port: Number(match[1]),
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      });
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  agent: http.Agent,
  port: number,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Closed loop: `CONNECTIONS` clients send as fast as answers come back (after a warm-up). */
export async function throughput(
  port: number,
  urlPath: string,
  cookie?: string,
  duration = DURATION_MS,
  options: { headers?: Record<string, string>; status?: number } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let done = 0;
  let errors = 0;
  const end = performance.now() + duration;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const reply = await request(agent, port, 'GET', urlPath, {
          cookie,
          headers: options.headers,
        });
        if (reply.status === (options.status ?? 200)) done += 1;
        else errors += 1;
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return { requestsPerSecond: round(done / seconds, 0), errors };
}

/** Open loop at a fixed rate; latency counts from when each request was due. */
export async function fixedRate(port: number, urlPath: string, cookie?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round((RATE * DURATION_MS) / 1000);
  const latencies: number[] = [];
  let errors = 0;
  let dropped = 0;
  let sent = 0;
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / RATE <= now) {
        const due = start + (sent * 1000) / RATE;
        sent += 1;
        if (inFlight.size >= MAX_IN_FLIGHT) {
          // The server is this far behind: count the request as failed rather than queue it.
          dropped += 1;
          continue;
        }
        const pending = request(agent, port, 'GET', urlPath, { cookie }).then(
          (reply) => {
            if (reply.status === 200) latencies.push(performance.now() - due);
            else errors += 1;
          },
          () => {
            errors += 1;
          },
        );
        inFlight.add(pending);
        void pending.finally(() => inFlight.delete(pending));
      }
      if (sent < total) setImmediate(tick);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: RATE,
    requests: total,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? NaN),
    errors,
    dropped,
  };
}
