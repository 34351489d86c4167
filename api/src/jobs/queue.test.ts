import { createTestDatabase, SETUP_TIMEOUT, testConfig, type TestDatabase } from '../test/helper';
import { native } from '../test/native';

/**
 * The job queue as several API processes share it (docs/jobs.md): a job runs once whichever
 * process takes it, a cron tick sends one job whatever the number of processes, and a failing
 * job is retried with growing delays. Each "process" is a queue of its own with background work
 * on (polling, cron, maintenance), as in production; on the PostgreSQL pass
 * (api/scripts/with-postgres.sh) each has its own connection pool, as two processes would.
 */
jest.setTimeout(60_000);

type Handle = Awaited<ReturnType<typeof native.db.openDatabase>>;
type Queue = Awaited<ReturnType<typeof native.jobs.startJobQueue>>;

let database: TestDatabase;
let first: Handle;
let second: Handle;
const quiet = { error: () => undefined, warn: () => undefined };
const background = { pollSeconds: 1, background: true };
const started: Queue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database);
  first = await native.db.openDatabase(config);
  second = config.databaseUrl ? await native.db.openDatabase(config) : first;
}, SETUP_TIMEOUT);

afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
});

afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  await database?.drop();
}, SETUP_TIMEOUT);

async function start(handle: Handle, config = background) {
  const queue = await native.jobs.startJobQueue(handle, quiet, config);
  started.push(queue);
  return queue;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the jobs');
    await sleep(50);
  }
}

it('two processes working one queue run each job exactly once', async () => {
  const ran: string[] = [];
  const [a, b] = [await start(first), await start(second)];
  for (const queue of [a, b]) {
    await queue.work<{ n: number }>('each-once', async ({ n }) => {
      await sleep(5);
      ran.push(String(n));
    });
  }
  for (let n = 0; n < 30; n += 1) await a.send('each-once', { n });
  await until(() => ran.length >= 30);
  // Anything sent twice would show up by now: both workers poll every second.
  await sleep(1500);
  expect(ran).toHaveLength(30);
  expect(new Set(ran).size).toBe(30);
});

it('a singleton key drops a second send while the first waits', async () => {
  const queue = await start(first, { pollSeconds: 1, background: false });
  const runs: string[] = [];
  await queue.work<{ label: string }>('collapsed', async ({ label }) => {
    runs.push(label);
  });
  expect(await queue.send('collapsed', { label: 'one' }, { singletonKey: 'k' })).not.toBeNull();
  expect(await queue.send('collapsed', { label: 'two' }, { singletonKey: 'k' })).toBeNull();
  expect(await queue.send('collapsed', { label: 'other' })).not.toBeNull();
  expect(await queue.runDue()).toBe(2);
  expect(runs.sort()).toEqual(['one', 'other']);
  // Once it ran, the key is free again.
  expect(await queue.send('collapsed', { label: 'three' }, { singletonKey: 'k' })).not.toBeNull();
});

it('a cron schedule sends one job per tick, however many processes run it', async () => {
  // The tick of the current minute is sent by the first cron pass; a test that ran across a
  // minute's end would rightly see two ticks, so it starts early in a minute.
  const second0 = new Date().getUTCSeconds();
  if (second0 >= 45) await sleep((61 - second0) * 1000);
  const minute = Math.floor(Date.now() / 60_000);
  const setup = await start(first, { pollSeconds: 1, background: false });
  await setup.work('every-minute', async () => undefined);
  await setup.schedule('every-minute', '* * * * *', { from: 'cron' });
  const runs: { by: string; data: object }[] = [];
  for (const [by, handle] of [
    ['a', first],
    ['b', second],
    ['c', second],
  ] as const) {
    const queue = await start(handle);
    await queue.work('every-minute', async (data) => {
      runs.push({ by, data });
    });
  }
  await until(() => runs.length >= 1);
  await sleep(3000);
  expect(Math.floor(Date.now() / 60_000)).toBe(minute);
  expect(runs).toHaveLength(1);
  expect(runs[0]?.data).toEqual({ from: 'cron' });
});

it('a failing job is retried with growing delays until it succeeds', async () => {
  const queue = await start(first);
  const attempts: number[] = [];
  await queue.work('flaky', async () => {
    attempts.push(Date.now());
    if (attempts.length < 3) throw new Error('the courier did not answer');
  });
  await queue.send('flaky', {}, { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true });
  await until(() => attempts.length >= 3);
  await sleep(1500);
  expect(attempts).toHaveLength(3);
  const [firstTry = 0, secondTry = 0, thirdTry = 0] = attempts;
  // pg-boss waits the delay × [1, 2) after the first failure and × [2, 4) after the second.
  expect(secondTry - firstTry).toBeGreaterThanOrEqual(950);
  expect(thirdTry - secondTry).toBeGreaterThanOrEqual(1950);
});

it('a job queued in a transaction exists only if the transaction commits', async () => {
  const queue = await start(first, { pollSeconds: 1, background: false });
  const runs: string[] = [];
  await queue.work<{ label: string }>('in-transaction', async ({ label }) => {
    runs.push(label);
  });
  await first.db.transaction(async (tx) => {
    await queue.send('in-transaction', { label: 'committed' }, { tx });
  });
  await expect(
    first.db.transaction(async (tx) => {
      await queue.send('in-transaction', { label: 'rolled back' }, { tx });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await queue.runDue();
  expect(runs).toEqual(['committed']);
});
