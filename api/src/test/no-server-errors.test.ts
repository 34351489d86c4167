import fc from 'fast-check';
import {
  validRegistration,
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueIp,
  type Customer,
  type TestApp,
} from './helper';

/** docs/architecture.md §5: no input produces a 5xx. Random and hostile bodies, queries and paths. */

let t: TestApp;
let customer: Customer;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await registerCustomer(t.app);
  adminCookie = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'old_password',
  'first_name',
  'last_name',
  'phone_no',
  'date_of_birth',
  'gender',
  'country_code',
  'email_notifications',
  'token',
  'statusCode',
  'message',
  'date',
  'userId',
  'remote',
  'url',
  'plan_id',
  'plan_type',
  'quantity',
  'servings',
  'size',
  'cart_id',
  'price',
  // yup looks fields up on a plain object: these once made it throw (a 500).
  'toString',
  'constructor',
  'hasOwnProperty',
];

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b@example.my',
    '\ud800',
    '0000-01-01T00:00:00Z',
    '1990-02-30',
    '+60 12-345 6789',
    "'; drop table users; --",
    '%',
    '__proto__',
    'x'.repeat(5000),
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue),
);

const ROUTES: { url: string; session?: 'customer' }[] = [
  { url: '/api/v1/auth/register' },
  { url: '/api/v1/auth/login' },
  { url: '/api/v1/admin/login' },
  { url: '/api/v1/auth/forgot-password' },
  { url: '/api/v1/auth/reset-password' },
  { url: '/api/log' },
  { url: '/api/v1/user/profile', session: 'customer' },
  { url: '/api/v1/user/password', session: 'customer' },
  { url: '/api/v1/cart/store', session: 'customer' },
  { url: '/api/v1/cart/update', session: 'customer' },
];

it('answers every JSON body below 500', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES), body, async (route, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: {
          'content-type': 'application/json',
          ...(route.session ? { cookie: customer.cookie } : {}),
        },
        payload: JSON.stringify(payload),
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty(
        response.statusCode < 400 ? 'data' : 'error',
        expect.anything(),
      );
    }),
    { numRuns: 250 },
  );
}, 60_000);

it('answers hostile admin queries below 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom('page', 'per_page', 'status', 'q'), hostileString, {
        maxKeys: 4,
      }),
      async (query) => {
        const search = new URLSearchParams(query).toString();
        const response = await t.app.inject({
          url: `/api/v1/admin/logs?${search}`,
          headers: { cookie: adminCookie },
        });
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 100 },
  );
}, 60_000);

it('answers hostile menu queries below 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc.constantFrom('tab', 'line', 'exclude_allergens', 'q', 'page', 'per_page'),
        hostileString,
        { maxKeys: 6 },
      ),
      async (query) => {
        const search = new URLSearchParams(query).toString();
        const response = await t.app.inject({ url: `/api/v1/menu?${search}&${search}` });
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 150 },
  );
}, 60_000);

const validLog = { statusCode: 500, message: 'boom', date: '2025-06-15T04:00:00Z', userId: null };

it.each([
  ['register', '/api/v1/auth/register', () => validRegistration({ first_name: 'Siti\u0000' })],
  ['register', '/api/v1/auth/register', () => validRegistration({ phone_no: '0123456789\u0000' })],
  ['log', '/api/log', () => ({ ...validLog, message: 'a\u0000b' })],
  ['log', '/api/log', () => ({ ...validLog, userId: 2 ** 31 })],
  ['log', '/api/log', () => ({ ...validLog, statusCode: 2 ** 40 })],
  ['log', '/api/log', () => ({ ...validLog, date: '0000-01-01T00:00:00Z' })],
  ['log', '/api/log', () => ({ ...validLog, date: '2025-06-15T04:00:00+99:00' })],
])(
  'answers a nearly valid %s body that the database would refuse with 422',
  async (_name, url, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload(),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(422);
  },
);

it.each([
  '/%',
  '/%E0%A4%A',
  '/storage/%',
  '/storage/../package.json',
  '/remotes/catalog/%/remoteEntry.js',
  '/remotes/<600 x>/1/remoteEntry.js',
  '/api/v1/admin/logs/%',
  '/api/v1/admin/logs/99999999999999999999',
  '/api/v1/menu/%',
  '/api/v1/menu/99999999999999999999',
  '/storage/dishes/%',
  '/storage/dishes/../../package.json',
  '/<2000 segments>',
])('answers the path %s below 500', async (label) => {
  const url = label
    .replace('<600 x>', 'x'.repeat(600))
    .replace('/<2000 segments>', `/${'a/'.repeat(2000)}`);
  for (const accept of ['text/html', 'application/json']) {
    const response = await t.app.inject({ url, headers: { accept, cookie: adminCookie } });
    expect(response.statusCode).toBeLessThan(500);
  }
});

it('answers hostile cookies below 500', async () => {
  for (const cookie of [
    'locale=%E0%A4%A',
    'session=%',
    'session=',
    `session=${'a'.repeat(5000)}`,
    '=;;=',
  ]) {
    const response = await t.app.inject({ url: '/api/v1/user/profile', headers: { cookie } });
    expect(response.statusCode).toBeLessThan(500);
  }
});

it.each([
  ['truncated', '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc'],
  ['no boundary at all', 'garbage'],
  ['empty', ''],
  [
    'two files',
    '--b\r\nContent-Disposition: form-data; name="image"; filename="a"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="image"; filename="b"\r\n\r\ny\r\n--b--\r\n',
  ],
])('answers a %s multipart body below 500', async (_name, payload) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile_picture',
    headers: { cookie: customer.cookie, 'content-type': 'multipart/form-data; boundary=b' },
    payload,
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
});

it.each(['%', '99999999999999999999', '-1', 'null', '1.5', '%00'])(
  'answers DELETE /api/v1/cart/%s below 500',
  async (id) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/${id}`,
      headers: { cookie: customer.cookie },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  },
);
