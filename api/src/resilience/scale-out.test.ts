/**
 * Scale-out (docs/architecture.md §8): two API processes against one PostgreSQL, requests
 * alternated between them by a loopback round-robin. Nothing that matters lives in a process,
 * so a customer notices nothing. PGlite is an embedded, single-process database: jest.config.js
 * runs this suite only in the PostgreSQL pass of `npm test` (`npm run test:api:pg`).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { deliveryOptions, pickupTimes } from '@mealprep/shared/checkout';
import type { QuestionAnswer } from '../preferences/present';
import { createTestDatabase, type TestDatabase, validRegistration } from '../test/helper';
import { essentialsBody, mealBody } from '../test/questionnaire';
import { roundRobin, startApiProcess, type ApiProcess, type RoundRobin } from '../test/processes';

const START_TIMEOUT = 180_000;

describe('two API processes behind a round-robin', () => {
  let database: TestDatabase;
  let processes: ApiProcess[] = [];
  let balancer: RoundRobin;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.databaseUrl) throw new Error('no PostgreSQL database');
    const env = {
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: database.dataDir,
      ADMIN_EMAIL: 'admin.scale@test.mealprep.my',
      ADMIN_PASSWORD: 'scale-out-admin-password',
    };
    // One after the other: the second finds the schema migrated and the seed in place.
    processes = [await startApiProcess(env)];
    processes.push(await startApiProcess(env));
    balancer = await roundRobin(processes.map((p) => p.baseUrl));
  }, START_TIMEOUT);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
    if (database) fs.rmSync(database.dataDir, { recursive: true, force: true });
  }, START_TIMEOUT);

  async function send(
    method: string,
    path: string,
    cookie = '',
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(balancer.baseUrl + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: await response.json() };
  }

  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');

  async function newCustomerWithCart(): Promise<string> {
    const registered = await send('POST', '/api/v1/auth/register', '', validRegistration());
    const cookie = cookieOf(registered.headers);
    const menu = await send('GET', '/api/v1/menu?per_page=2');
    for (const dish of menu.json.data as { id: number }[])
      await send('POST', '/api/v1/cart/store', cookie, {
        plan_id: dish.id,
        plan_type: 'RECIPE',
        size: 'L',
        quantity: 5,
      });
    return cookie;
  }

  it('keeps a session made on one process working on the other', async () => {
    const first = balancer.served.length;
    const registered = await send('POST', '/api/v1/auth/register', '', validRegistration());
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const profiles = [];
    for (let i = 0; i < 4; i += 1) profiles.push(await send('GET', '/api/v1/user/profile', cookie));
    expect(profiles.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(profiles.map((p) => p.json.data.id)).size).toBe(1);
    // Both processes answered.
    expect(new Set(balancer.served.slice(first))).toEqual(new Set([0, 1]));
  });

  it('keeps a cart written through one process consistent through the other', async () => {
    const registered = await send('POST', '/api/v1/auth/register', '', validRegistration());
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const menu = await send('GET', '/api/v1/menu?per_page=3');
    const dishes = menu.json.data as { id: number }[];
    // Six adds alternate between the processes; the cart holds exactly what was added.
    await Promise.all(
      dishes.flatMap((dish) =>
        ['S', 'L'].map((size) =>
          send('POST', '/api/v1/cart/store', cookie, {
            plan_id: dish.id,
            plan_type: 'RECIPE',
            size,
            quantity: 2,
          }),
        ),
      ),
    );
    const cart = await send('GET', '/api/v1/cart/index', cookie);
    expect(cart.json.data.items).toHaveLength(dishes.length * 2);
    expect(
      (cart.json.data.items as { quantity: number }[]).every((item) => item.quantity === 2),
    ).toBe(true);
  });

  it('works a plan-generation job exactly once, whichever process picks it up', async () => {
    const registered = await send('POST', '/api/v1/auth/register', '', validRegistration());
    const cookie = cookieOf(registered.headers);
    const questions: Record<string, QuestionAnswer> = {};
    for (const path of ['essentials', 'meal_prefences']) {
      const answer = await send('GET', `/api/v1/user_preferences/questions/${path}`, cookie);
      for (const question of answer.json.data as QuestionAnswer[])
        questions[question.question_type.name] = question;
    }
    for (const [path, body] of [
      ['essentials', essentialsBody(questions)],
      ['meal_prefences', mealBody(questions)],
    ] as const)
      expect(
        (await send('POST', `/api/v1/user_preferences/questions/${path}`, cookie, body)).status,
      ).toBeLessThan(300);
    const generated = await send('POST', '/api/v1/user_personalized_meal/generate', cookie, {});
    const id = generated.json.data.id as number;
    let status = 'pending';
    for (let i = 0; i < 100 && status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await send('GET', `/api/v1/user_personalized_meal/${id}`, cookie)).json.data.status;
    }
    expect(status).toBe('ready');
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: database.databaseUrl ?? '' });
    await client.connect();
    try {
      const { rows } = await client.query('select attempts from meal_plans where id = $1', [id]);
      expect(rows[0]?.attempts).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('redeems a one-use voucher once when checkouts race through both processes', async () => {
    const login = await send('POST', '/api/v1/admin/login', '', {
      email: 'admin.scale@test.mealprep.my',
      password: 'scale-out-admin-password',
    });
    expect(login.status).toBe(200);
    const code = `ONCE-${randomUUID().slice(0, 8)}`;
    const created = await send('POST', '/api/v1/admin/vouchers', cookieOf(login.headers), {
      code,
      kind: 'fixed',
      value: '5.00',
      total_limit: 1,
    });
    expect(created.status).toBeLessThan(300);
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomerWithCart()));
    const options = deliveryOptions(new Date().toISOString());
    const answers = await Promise.all(
      customers.map((cookie) =>
        send(
          'POST',
          '/api/v1/checkout',
          cookie,
          {
            delivery_method: 'pickup',
            packaging_method: 'vacuum',
            delivery_date: options.date,
            delivery_time: pickupTimes(options.slots)[0],
            voucher_code: code,
          },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(customers.length - 1);
  });

  it('holds a rate limit of N across both processes (counters in PostgreSQL)', async () => {
    // Ten forgot-password requests per address per minute, whichever process answers. Start
    // clear of a minute's end so the fixed window does not turn over mid-loop.
    const secondsLeft = 60 - ((Date.now() / 1000) % 60);
    if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000));
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const answer = await send('POST', '/api/v1/auth/forgot-password', '', {
        email: `nobody.${i}@example.my`,
      });
      statuses.push(answer.status);
    }
    // Per process, each would have allowed its 8: 16 answered 200.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  }, 30_000);
});
