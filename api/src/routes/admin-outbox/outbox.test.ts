import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueIp,
  waitForMail,
  type TestApp,
} from '../../test/helper';
import { orderKit } from '../../test/orders';

/** docs/architecture.md §7.1: the admin's outbox page reads every mail, with both parts. */
let t: TestApp;
let admin: string;

jest.setTimeout(60_000);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const get = (url: string, cookie: string, locale = 'en-US') =>
  t.app.inject({ url, headers: { cookie, 'accept-language': locale } });

it('lists the mails newest first by recipient and state, and shows both parts of one', async () => {
  const kit = orderKit(t);
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer);
  const placed = await kit.place(customer, 'pickup', 'ms-MY');
  await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: customer.email },
    remoteAddress: uniqueIp(),
  });
  // The reset mail is written by the reset-mail job, after the answer.
  await waitForMail(t.db, customer.email, 'password_reset');

  const list = await get(`/api/v1/admin/outbox?to=${encodeURIComponent(customer.email)}`, admin);
  expect(list.statusCode).toBe(200);
  const body = list.json();
  expect(body.meta).toEqual({ page: 1, per_page: 20, total: 3 });
  expect(body.data.map((mail: { kind: string }) => mail.kind)).toEqual([
    'password_reset',
    'order_cancelled',
    'email_verification',
  ]);
  expect(body.data[1]).toMatchObject({ state: 'queued', locale: 'ms-MY', attempts: 0 });

  const one = await get(`/api/v1/admin/outbox/${body.data[1].id}`, admin);
  expect(one.statusCode).toBe(200);
  expect(one.json().data.subject).toBe(`Pesanan ${placed.order_no} telah dibatalkan`);
  expect(one.json().data.html).toContain('lang="ms-MY"');
  expect(one.json().data.text).toContain('Seperti yang anda minta');

  const sent = await get(`/api/v1/admin/outbox?state=sent&to=${customer.email}`, admin);
  expect(sent.json().meta.total).toBe(0);
});

it('is for admins only, and refuses a bad filter with a translated error', async () => {
  const customer = await registerCustomer(t.app);
  expect((await get('/api/v1/admin/outbox', customer.cookie)).statusCode).toBe(403);
  expect((await get('/api/v1/admin/outbox', '')).statusCode).toBe(401);
  const bad = await get('/api/v1/admin/outbox?state=lost', admin, 'ms-MY');
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors)).toEqual(['state']);
  expect((await get('/api/v1/admin/outbox/999999', admin)).statusCode).toBe(404);
});
