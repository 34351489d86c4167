/**
 * Scale-out (issue #9, ARCHITECTURE §8): two API processes against one PostgreSQL, requests
 * alternated between them by a loopback round-robin. Nothing that matters lives in a process,
 * so a customer notices nothing. PGlite is an embedded, single-process database: this suite
 * runs in the PostgreSQL pass of `npm test` (`npm run test:api:pg`).
 */
import fs from 'node:fs';
import { createTestDatabase, type TestDatabase, validRegistration } from '../test/helper';
import { roundRobin, startApiProcess, type ApiProcess, type RoundRobin } from '../test/processes';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const START_TIMEOUT = 180_000;

onPostgres('two API processes behind a round-robin', () => {
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

  async function send(method: string, path: string, cookie = '', body?: unknown) {
    const response = await fetch(balancer.baseUrl + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: await response.json() };
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
});
