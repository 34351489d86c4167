/**
 * Account enumeration through timing: "forgot password" must not say, by the work it leaves on
 * the event loop, whether an address has an account. The request does the same for any address
 * (it queues the request and answers); the reset mail — the account lookup, the token, the
 * rendering — is written later by the reset-mail job, on its own schedule, not in the request's
 * wake, where the next request would feel it.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { passwordResetRequests, passwordResets } from '../db/schema';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../test/helper';
import { native } from '../test/native';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function forgot(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<unknown>();
}

const resetMailsTo = async (email: string) =>
  (await new native.repositories.outbox.EmailOutboxRepository(t.db).listTo(email)).filter(
    (mail) => mail.kind === 'password_reset',
  );

it('leaves the same work for a known and an unknown address; the mail comes from the job', async () => {
  // Test apps run no job until told (app.jobs.runDue()): nothing but the requests runs here.
  const customer = await registerCustomer(t.app);
  const nobody = uniqueEmail('nobody');

  const known = await forgot(customer.email);
  const unknown = await forgot(nobody);
  expect(known).toEqual(unknown);
  // Long enough for any work started after the answer to have written its rows.
  await sleep(500);

  // Nothing of the mail exists yet: no token, no mail, for the known address either.
  expect(await resetMailsTo(customer.email)).toHaveLength(0);
  expect(await t.db.$count(passwordResets, eq(passwordResets.userId, customer.id))).toBe(0);
  // What each request left is one queued request, alike but for the address.
  const requestsOf = () =>
    t.db
      .select({ email: passwordResetRequests.email, locale: passwordResetRequests.locale })
      .from(passwordResetRequests)
      .where(inArray(passwordResetRequests.email, [customer.email, nobody]))
      .orderBy(asc(passwordResetRequests.id));
  expect(await requestsOf()).toEqual([
    { email: customer.email, locale: 'en-US' },
    { email: nobody, locale: 'en-US' },
  ]);

  // The job writes the known address's mail, and nothing for the unknown one.
  await t.app.jobs.runDue();
  expect(await resetMailsTo(customer.email)).toHaveLength(1);
  expect(await resetMailsTo(nobody)).toHaveLength(0);
  expect(await requestsOf()).toEqual([]);
});
