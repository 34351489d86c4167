/**
 * Password guessing in parallel (docs/architecture.md §5.1 "Sign-in never locks an account").
 * Once strangers have failed on an account, each further attempt on it waits for a turn booked
 * in the database, so the delay between guesses is a rate whatever the number of addresses,
 * requests in flight or API instances; the owner's right password still signs in.
 */
import type { FastifyInstance } from 'fastify';
import { listen } from '../resilience/openapi';
import { native } from '../test/native';
import {
  createTestDatabase,
  registerCustomer,
  SETUP_TIMEOUT,
  testConfig,
  uniqueIp,
  type TestDatabase,
} from '../test/helper';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every attempt on a guessed-at account waits this long after the one before. */
const DELAY_MS = 250;

function rates(queueMs: number) {
  return {
    ...native.config.loadConfig({}).rateLimits,
    // Day-long windows: a fixed window that ends mid-test would forget the failures.
    windowMs: DAY_MS,
    pairWindowMs: DAY_MS,
    accountWindowMs: DAY_MS,
    // Slowed from the first failure on, by a flat delay, so the bound below is n × DELAY_MS.
    accountFreeFailures: 0,
    accountBaseDelayMs: DELAY_MS,
    accountMaxDelayMs: DELAY_MS,
    accountQueueMs: queueMs,
  };
}

interface Shop {
  database: TestDatabase;
  apps: FastifyInstance[];
  bases: string[];
}

/**
 * Apps on one database, one per entry of `queues` (the `accountQueueMs` it runs with), each with
 * a throttle of its own as separate processes have, listening on loopback; `X-Forwarded-For`
 * names the guessing address (one trusted proxy hop).
 */
async function openShop(queues: number[]): Promise<Shop> {
  const database = await createTestDatabase();
  const handle = await native.db.openDatabase(testConfig(database));
  const apps: FastifyInstance[] = [];
  for (const [i, queueMs] of queues.entries()) {
    const config = testConfig(database, { rateLimits: rates(queueMs), trustProxy: 1 });
    // Only the first app closes the shared connection.
    const shared = i === 0 ? handle : { ...handle, close: async () => undefined };
    apps.push(await native.app.buildApp(config, { logger: false, database: shared }));
  }
  const bases: string[] = [];
  for (const app of apps) bases.push(await listen(app));
  return { database, apps, bases };
}

async function signIn(base: string, email: string, password: string, from: string, cookie = '') {
  const started = Date.now();
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, response, took: Date.now() - started };
}

/** `name=value` pairs of a fetch answer's cookies, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

const QUEUE_MS = 1_500;
let shop: Shop;
let first = '';
let second = '';
let shortQueue = '';

beforeAll(async () => {
  shop = await openShop([60_000, 60_000, QUEUE_MS]);
  [first = '', second = '', shortQueue = ''] = shop.bases;
}, SETUP_TIMEOUT);

afterAll(async () => {
  for (const app of [...shop.apps].reverse()) await app.close();
  await shop.database.drop();
}, SETUP_TIMEOUT);

describe('parallel guesses on one account', () => {
  it('take at least n × the delay: 24 sent at once from 24 addresses to two API instances', async () => {
    const owner = await registerCustomer(shop.apps[0]!, {}, { verified: false });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        signIn(i % 2 === 0 ? first : second, owner.email, 'a-wrong-guess-1', uniqueIp()),
      ),
    );
    const took = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(24).fill(422));
    expect(took).toBeGreaterThanOrEqual(24 * DELAY_MS);

    // The owner's right password, from an address of their own, still signs in.
    const mine = await signIn(second, owner.email, owner.password, uniqueIp());
    expect(mine.status).toBe(200);
  }, 60_000);
});

describe('a line of guesses longer than the wait the shop allows', () => {
  it('refuses the guesses past it for a while, and lets the owner’s own browser in at once', async () => {
    const owner = await registerCustomer(shop.apps[0]!, {}, { verified: false });
    // The owner signed in on this browser before: it carries the shop's mark of a known device.
    const earlier = await signIn(shortQueue, owner.email, owner.password, uniqueIp());
    expect(earlier.status).toBe(200);
    const browser = cookiesOf(earlier.response);
    expect(browser).toContain('mp_device=');

    const guesses = Promise.all(
      Array.from({ length: 30 }, () =>
        signIn(shortQueue, owner.email, 'a-wrong-guess-3', uniqueIp()),
      ),
    );
    // Meanwhile the owner, from home, with the browser they signed in on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mine = await signIn(shortQueue, owner.email, owner.password, uniqueIp(), browser);
    expect(mine.status).toBe(200);
    expect(mine.took).toBeLessThan(QUEUE_MS);

    const answers = await guesses;
    // No guess waited much longer than the line allows (without the bound the last of 30
    // would wait 30 delays, 7.5 s; the margin is the loaded machine's own time per request);
    // those past it are told when to come back.
    const checked = answers.filter((answer) => answer.status === 422);
    expect(Math.max(...checked.map((answer) => answer.took))).toBeLessThan(QUEUE_MS + 3_000);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(checked.length + refused.length).toBe(30);
    for (const answer of refused) {
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // A browser known for another account buys nothing on this one.
    const stranger = await registerCustomer(shop.apps[0]!, {}, { verified: false });
    const theirs = await signIn(shortQueue, stranger.email, stranger.password, uniqueIp());
    const slowed = await Promise.all(
      Array.from({ length: 12 }, () =>
        signIn(shortQueue, owner.email, 'a-wrong-guess-4', uniqueIp(), cookiesOf(theirs.response)),
      ),
    );
    expect(slowed.some((answer) => answer.status === 429)).toBe(true);

    // Once the line has gone, the owner on a new device signs in too.
    await new Promise((resolve) => setTimeout(resolve, QUEUE_MS + DELAY_MS));
    const newPhone = await signIn(shortQueue, owner.email, owner.password, uniqueIp());
    expect(newPhone.status).toBe(200);
  }, 60_000);
});
