/**
 * Fuzzes every route of the OpenAPI document over real HTTP: malformed JSON, wrong
 * types, missing and extra fields, huge and unicode strings, negative and enormous numbers,
 * wrong content types, path ids that are not ids. Every answer must be below 500, a failure
 * must have docs/architecture.md §5's shape, nothing may hang, and a refused request changes nothing.
 * `npm test` runs a bounded number of cases per route; `npm run test:fuzz` sets FUZZ_RUNS=1000.
 */
import fc from 'fast-check';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
} from '../test/helper';
import { databaseDigest } from './digest';
import {
  fillPath,
  isErrorShape,
  listen,
  readOperations,
  type JsonSchema,
  type Operation,
} from './openapi';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** A route that answers slower than this has hung, as far as a shopper is concerned. */
const HANG_MS = 10_000;
/** Routes that end the session the fuzzer uses; they are fuzzed without one. */
const ENDS_SESSION = new Set(['GET /api/logout']);

let t: TestApp;
let base: string;
let operations: Operation[];
let customerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
  operations = (await readOperations(t.app)).filter((operation) => operation.access !== null);
  customerCookie = (await registerCustomer(t.app)).cookie;
  adminCookie = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const extremeNumber = fc.constantFrom(
  -1,
  0,
  -0.5,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_VALUE,
  Number.MAX_VALUE,
  1e-300,
);
const notAnId = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', 'abc', '99999999999999999999', '1e3', ' 1', 'null', '%00'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 1, max: 10_000_000 }).map(String),
);

/**
 * An object whose `toString` / `valueOf` are not functions: a library that casts by calling them
 * throws a TypeError (yup did, as a 500, until every body field stopped casting).
 */
const TRAP = { toString: 'x', valueOf: 1, constructor: null, hasOwnProperty: 'y' };

/** Any value of the wrong kind, or of the right kind at its extremes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    '',
    ' ',
    '0',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    TRAP,
    [TRAP],
  ),
  extremeNumber,
  hugeString,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 200 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 200, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}), { maxLength: 5 });
    default:
      return fc.string({ maxLength: schema.maxLength ?? 40 });
  }
}

interface Request {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** Raw body and its content type, or none. */
  body: { raw: string; type: string } | null;
}

function bodyFor(schema: JsonSchema | null): fc.Arbitrary<Request['body']> {
  const json = (value: unknown) => ({ raw: JSON.stringify(value), type: 'application/json' });
  const fields = Object.entries(schema?.properties ?? {});
  const objectBody = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          fields.map(([name, field]) => [name, fc.oneof(plausibleValue(field), hostileValue)]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    )
    .map(([known, extra]) => json({ ...extra, ...known }));
  return fc.oneof(
    { arbitrary: objectBody, weight: 5 },
    {
      arbitrary: fc
        .string({ maxLength: 200 })
        .map((s) => ({ raw: `{${s}`, type: 'application/json' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(fc.constant(null), fc.integer(), fc.array(fc.jsonValue()), fc.string())
        .map(json),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=----x',
            'application/xml',
            'application/json; charset=latin1',
          ),
        )
        .map(([raw, type]) => ({ raw, type })),
      weight: 1,
    },
  );
}

function requestFor(operation: Operation): fc.Arbitrary<Request> {
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc.record({
    params: fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, notAnId]))),
    query: fc.record(
      Object.fromEntries(
        operation.queryParams.map(({ name, schema }) => [
          name,
          fc.oneof(
            plausibleValue(schema).map(String),
            hostileValue.map((v) =>
              typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
            ),
            notAnId,
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
    body: hasBody ? bodyFor(operation.body) : fc.constant(null),
  });
}

function cookieFor(operation: Operation): string | null {
  if (ENDS_SESSION.has(`${operation.method} ${operation.path}`)) return null;
  if (operation.access === 'admin') return adminCookie;
  if (operation.access === 'customer') return customerCookie;
  return null;
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('knows the routes', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('refuses an object with non-function toString/valueOf in every body field, as 4xx', async () => {
    const problems: string[] = [];
    const withBody = operations.filter((operation) => operation.body?.properties);
    for (const operation of withBody) {
      const cookie = cookieFor(operation);
      for (const field of Object.keys(operation.body?.properties ?? {})) {
        for (const value of [TRAP, [TRAP]]) {
          const response = await fetch(base + fillPath(operation.path, {}), {
            method: operation.method,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body: JSON.stringify({ [field]: value }),
          });
          await response.arrayBuffer();
          if (response.status >= 500)
            problems.push(`${operation.method} ${operation.path} ${field}: ${response.status}`);
        }
      }
    }
    expect(withBody.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    // Two requests per body field of every route: the count grows with the API, not the clock.
  }, 60_000);

  it(
    'never answers 5xx, hangs, or changes anything when it refuses',
    async () => {
      const problems: string[] = [];
      let cases = 0;
      let previous = await databaseDigest(t.db);
      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        await fc.assert(
          fc.asyncProperty(requestFor(operation), async (request) => {
            cases += 1;
            const url = new URL(base + fillPath(operation.path, request.params));
            for (const [key, value] of Object.entries(request.query))
              if (value !== undefined) url.searchParams.set(key, value);
            const cookie = cookieFor(operation);
            let status: number;
            let body: unknown = null;
            try {
              const response = await fetch(url, {
                method: operation.method,
                headers: {
                  ...(cookie ? { cookie } : {}),
                  ...(request.body ? { 'content-type': request.body.type } : {}),
                },
                body: request.body?.raw,
                signal: AbortSignal.timeout(HANG_MS),
              });
              status = response.status;
              const text = await response.text();
              try {
                body = JSON.parse(text);
              } catch {
                body = text;
              }
            } catch (error) {
              problems.push(
                `${name}: no answer (${String(error)}) for ${JSON.stringify(request).slice(0, 300)}`,
              );
              return;
            }
            const digest = await databaseDigest(t.db);
            if (status >= 500) {
              problems.push(`${name}: ${status} for ${JSON.stringify(request).slice(0, 300)}`);
            } else if (status >= 400) {
              if (!isErrorShape(body))
                problems.push(
                  `${name}: ${status} without the error shape: ${JSON.stringify(body).slice(0, 200)}`,
                );
              if (digest !== previous)
                problems.push(`${name}: refused with ${status} but changed the database`);
            }
            previous = digest;
          }),
          { numRuns: RUNS },
        );
      }
      // Printed for the note: cases tried, and what went wrong (nothing, we hope).
      console.log(`fuzz: ${cases} cases over ${operations.length} routes (${RUNS} each)`);
      expect(problems.slice(0, 20)).toEqual([]);
    },
    // A limit for a hung route, not a speed check: 12 cases a route took 84 s and more with the
    // machine's two cores also building and running a browser.
    RUNS * 5_000 + 120_000,
  );
});
