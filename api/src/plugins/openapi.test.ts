/**
 * Every answer is described: each route of the OpenAPI document declares the schema of its
 * success answer (from a domain's `@mealprep/shared/<domain>/contracts`), so a new route without
 * one fails here.
 */
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function operations() {
  const response = await t.app.inject({ url: '/api/docs/json' });
  const doc = response.json<{
    paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      responses: operation.responses ?? {},
    })),
  );
}

/**
 * A success (2xx) or redirect (3xx) the route declared itself: with a body schema, or described
 * as having none. A route that declares nothing gets swagger's bare placeholder.
 */
function declaresSuccess(responses: Record<string, ResponseObject>): boolean {
  return Object.entries(responses).some(
    ([status, response]) =>
      /^[23]\d\d$/.test(status) &&
      (response.content !== undefined || response.description !== 'Default Response'),
  );
}

it('declares the success answer of every route', async () => {
  const all = await operations();
  expect(all.length).toBeGreaterThan(50);
  const undescribed = all.filter((op) => !declaresSuccess(op.responses)).map((op) => op.route);
  expect(undescribed).toEqual([]);
});

it('describes a JSON answer field by field', async () => {
  const cart = (await operations()).find((op) => op.route === 'GET /api/v1/cart/index');
  const schema = cart?.responses['200']?.content?.['application/json']?.schema as {
    properties?: { data?: { properties?: Record<string, unknown> } };
  };
  expect(Object.keys(schema?.properties?.data?.properties ?? {})).toEqual(['items', 'sub_total']);
});

it('describes the 422 answer of every route that reads a body as the failure answer', async () => {
  const store = (await operations()).find((op) => op.route === 'POST /api/v1/cart/store');
  const schema = store?.responses['422']?.content?.['application/json']?.schema as {
    properties?: Record<string, unknown>;
  };
  expect(Object.keys(schema?.properties ?? {})).toEqual(['error', 'message', 'errors']);
  const cart = (await operations()).find((op) => op.route === 'GET /api/v1/cart/index');
  expect(cart?.responses['422']).toBeUndefined();
});

it('answers a refused body as its documented failure answer says', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'not an e-mail', password: '' },
  });
  expect(response.statusCode).toBe(422);
  const body = response.json<{
    error: unknown;
    message: unknown;
    errors: Record<string, unknown>;
  }>();
  expect(body.error).toBe(true);
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
});
