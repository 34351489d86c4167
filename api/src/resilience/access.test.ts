/**
 * The authorization matrix (issue #9), built from the OpenAPI document: every route declares who
 * may call it; without a session a customer's or admin's route answers 401, a customer on an
 * admin route 403, and a customer using another customer's ids 404 — each with nothing changed.
 */
import type { MenuItem } from '@mealprep/shared/domain';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../test/helper';
import { databaseDigest } from './digest';
import { fillPath, isErrorShape, listen, readOperations, type Operation } from './openapi';

let t: TestApp;
let base: string;
let operations: Operation[];
let owner: Customer;
let intruder: Customer;
let adminCookie: string;
let menu: MenuItem[];

interface Target {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** Makes something that belongs to `owner` and answers how a route addresses it. */
type OwnedFixture = () => Promise<Target>;

async function call(
  operation: Pick<Operation, 'method' | 'path'>,
  cookie: string | null,
  target: Target = {},
) {
  const url = base + fillPath(operation.path, target.params ?? {});
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const response = await fetch(url, {
    method: operation.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(target.body ?? {}) : undefined,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json };
}

async function ownerCartLine(): Promise<number> {
  const dish = menu[0];
  if (!dish) throw new Error('no dish');
  const added = await call({ method: 'POST', path: '/api/v1/cart/store' }, owner.cookie, {
    body: { plan_id: dish.id, plan_type: 'RECIPE', size: 'S', quantity: 1 },
  });
  if (added.status >= 300) throw new Error(`could not add to the owner's cart: ${added.status}`);
  const cart = await call({ method: 'GET', path: '/api/v1/cart/index' }, owner.cookie);
  const line = (cart.json as { data: { items: { id: number }[] } }).data.items[0];
  if (!line) throw new Error('the owner has no cart line');
  return line.id;
}

/**
 * Every route that addresses a customer's own records by id, keyed `METHOD path`. A customer
 * route with a path parameter and no entry here fails the matrix, so a new one is never left out.
 */
const OWNED: Record<string, OwnedFixture> = {
  'DELETE /api/v1/cart/{id}': async () => ({ params: { id: await ownerCartLine() } }),
  'POST /api/v1/cart/update': async () => ({
    body: { cart_id: await ownerCartLine(), quantity: 3 },
  }),
};

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
  operations = await readOperations(t.app);
  owner = await registerCustomer(t.app);
  intruder = await registerCustomer(t.app);
  adminCookie = await loginAdmin(t.app);
  menu = (await call({ method: 'GET', path: '/api/v1/menu' }, null)).json as MenuItem[];
  menu = (menu as unknown as { data: MenuItem[] }).data;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const key = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

describe('the access matrix from the OpenAPI document', () => {
  it('lists the API and every route declares who may call it', () => {
    expect(operations.length).toBeGreaterThan(20);
    const undeclared = operations.filter((operation) => operation.access === null).map(key);
    expect(undeclared).toEqual([]);
  });

  it('has an ownership fixture for every customer route that takes an id, and no stale one', () => {
    const needFixture = operations
      .filter((operation) => operation.access === 'customer' && operation.pathParams.length > 0)
      .map(key);
    expect(needFixture.filter((name) => !(name in OWNED))).toEqual([]);
    const known = new Set(operations.map(key));
    expect(Object.keys(OWNED).filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers 401 without a session on every customer and admin route, changing nothing', async () => {
    const before = await databaseDigest(t.db);
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.access !== 'public' && o.access)) {
      const response = await call(operation, null, { params: {}, body: {} });
      if (response.status !== 401 || !isErrorShape(response.json))
        wrong.push(`${key(operation)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('answers 403 to a customer on every admin route, changing nothing', async () => {
    const before = await databaseDigest(t.db);
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.access === 'admin')) {
      const response = await call(operation, owner.cookie, { params: {}, body: {} });
      if (response.status !== 403 || !isErrorShape(response.json))
        wrong.push(`${key(operation)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest(t.db)).toBe(before);
    // The admin does get in (the matrix is not vacuous).
    const logs = await call({ method: 'GET', path: '/api/v1/admin/logs' }, adminCookie);
    expect(logs.status).toBe(200);
  });

  it.each(Object.keys(OWNED))(
    "%s with another customer's id answers 404 and changes nothing",
    async (name) => {
      const fixture = OWNED[name];
      if (!fixture) throw new Error(name);
      const [method, path] = name.split(' ') as [Operation['method'], string];
      const target = await fixture();
      const before = await databaseDigest(t.db);
      const response = await call({ method, path }, intruder.cookie, target);
      expect(response.status).toBe(404);
      expect(isErrorShape(response.json)).toBe(true);
      expect(await databaseDigest(t.db)).toBe(before);
    },
  );
});
