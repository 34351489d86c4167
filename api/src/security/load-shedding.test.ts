/**
 * Load beyond what the process can serve: when the event loop falls behind, every request waits
 * before it is even read, and clients time out long after the server would have answered. While
 * the loop's delay stays above a threshold the shop answers at once with a translated 503 and
 * `Retry-After` instead of queueing, and the metrics show the delay and the time requests wait
 * before their handler. Real HTTP on loopback; the loop is held busy by this test's own process,
 * which is the app's.
 */
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

const METRICS_TOKEN = 'metrics-token-for-the-load-shedding-test';
/** Small numbers, so that a few seconds of busy loop show it. */
const LOAD_SHEDDING = {
  maxEventLoopDelayMs: 50,
  sampleMs: 200,
  retryAfterSeconds: 3,
  minInFlight: 4,
};

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ loadShedding: LOAD_SHEDDING, metricsToken: METRICS_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the event loop 150 ms of every 160 ms, as a process with more work than time does. */
function keepLoopBusy(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // busy: nothing else runs meanwhile
    }
  }, 10);
  return () => clearInterval(timer);
}

const bundles = (locale = 'en-US') =>
  fetch(`${base}/api/v1/bundles`, { headers: { 'accept-language': locale } });

const metrics = async () => {
  const response = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of a metric line `name{labels} value`. */
function metric(text: string, name: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  if (!line) throw new Error(`no metric ${name} in:\n${text}`);
  return Number(line.slice(name.length + 1));
}

/** Asks until `status` comes back (or `withinMs` passes); answers the last response. */
async function until(status: number, withinMs: number, locale?: string): Promise<Response> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await bundles(locale);
    if (response.status === status || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await sleep(50);
  }
}

describe('a process whose event loop falls behind', () => {
  it('refuses the requests it cannot take with 503, Retry-After and the error shape, in the visitor’s language, then recovers', async () => {
    expect((await until(200, 5_000)).status).toBe(200);
    const stop = keepLoopBusy();
    let overloaded = false;
    let alone = 0;
    let answers: { status: number; retryAfter: string | null; body: unknown }[] = [];
    let during = '';
    try {
      // Two samples in a row behind: the metrics, still answered, say so.
      const deadline = Date.now() + 8_000;
      while (!overloaded && Date.now() < deadline) {
        overloaded = metric(await metrics(), 'mealprep_overloaded') === 1;
      }
      // One request in hand is served: a slow process that is not queueing refuses nobody.
      alone = (await bundles()).status;
      // Sixteen at once (a file read each, so they overlap) are more than it should queue:
      // refused at once.
      answers = await Promise.all(
        Array.from({ length: 16 }, async () => {
          const response = await fetch(`${base}/main.0123456789.js`, {
            headers: { 'accept-language': 'ms-MY' },
          });
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: response.status === 503 ? await response.json() : await response.text(),
          };
        }),
      );
      during = await metrics();
    } finally {
      stop();
    }
    expect(overloaded).toBe(true);
    expect(alone).toBe(200);
    const shed = answers.filter((answer) => answer.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of shed) {
      expect(answer.retryAfter).toBe('3');
      expect(answer.body).toEqual({
        error: true,
        message: 'Kedai sedang sibuk. Sila cuba lagi dalam 3 saat.',
        errors: {},
      });
    }
    // The metrics show the delay the shedding is judged on, and what was refused.
    expect(metric(during, 'mealprep_event_loop_delay_seconds{stat="mean"}')).toBeGreaterThan(0.05);
    expect(metric(during, 'mealprep_event_loop_delay_seconds{stat="max"}')).toBeGreaterThan(0.1);
    // (The server's own warm-up renders of the pages, if any run meanwhile, are shed too.)
    expect(metric(during, 'mealprep_requests_shed_total')).toBeGreaterThanOrEqual(shed.length);
    // Requests that reached a handler waited for it, and that wait is counted.
    expect(metric(during, 'mealprep_request_queue_seconds_count')).toBeGreaterThan(0);
    expect(metric(during, 'mealprep_request_queue_seconds_sum')).toBeGreaterThan(0);

    expect((await until(200, 5_000)).status).toBe(200);
    const after = Date.now() + 5_000;
    while (metric(await metrics(), 'mealprep_overloaded') === 1 && Date.now() < after) {
      await sleep(50);
    }
    expect(metric(await metrics(), 'mealprep_overloaded')).toBe(0);
  }, 25_000);

  it('serves on through one long pause: a single slow step is not overload', async () => {
    expect((await until(200, 5_000)).status).toBe(200);
    const until1s = performance.now() + 1_000;
    while (performance.now() < until1s) {
      // one long synchronous step, as a start-up or a big import makes
    }
    expect((await bundles()).status).toBe(200);
    await sleep(LOAD_SHEDDING.sampleMs * 2);
    expect((await bundles()).status).toBe(200);
  }, 15_000);
});

describe('the metrics', () => {
  it('are refused without the token', async () => {
    const response = await fetch(`${base}/api/metrics`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: true,
      message: 'Please log in to continue.',
      errors: {},
    });
    expect((await fetch(`${base}/api/metrics`)).status).toBe(401);
  });
});
