import { eq } from 'drizzle-orm';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { emailVerifications, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueIp,
  validRegistration,
  waitForMail,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import { native } from '../../test/native';
import { orderKit } from '../../test/orders';

// Orders are placed for the earliest date and slot: on a weekday morning they stay open.
runShopAt(ordinaryMorning());

/**
 * docs/accounts.md: the link that proves an address. Registration mails it; opening it (with or
 * without a session) marks the address verified; a used, expired or made-up link is refused with
 * a translated 422; the banner's resend is limited per account.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

async function tokenFromMail(email: string): Promise<string> {
  const mail = await waitForMail(t.db, email, 'email_verification');
  const token = /\/auth\/verify-email\?token=([\w-]{43})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no link in ${mail.textBody}`);
  return token;
}

const verify = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers,
    payload: { token },
    remoteAddress: uniqueIp(),
  });

const resend = (customer: Customer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email/resend',
    headers: { cookie: customer.cookie, ...headers },
  });

async function profileOf(customer: Customer): Promise<Profile> {
  const response = await t.app.inject({
    url: '/api/v1/user/profile',
    headers: { cookie: customer.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Profile }>().data;
}

const kindsTo = async (email: string) =>
  (await new native.repositories.outbox.EmailOutboxRepository(t.db).listTo(email)).map(
    (mail) => mail.kind,
  );

describe('registration → the verification mail → its link → verified', () => {
  it('mails the link in the visitor’s language; opening it verifies the address', async () => {
    const body = validRegistration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'ms-MY' },
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json<{ data: Profile }>().data).toMatchObject({
      email_verified: false,
      pending_email: null,
    });

    const mail = await waitForMail(t.db, body.email, 'email_verification');
    expect(mail.subject).toBe('Sahkan alamat e-mel anda untuk MealPrep');
    expect(mail.textBody).toContain('dalam masa 24 jam');
    expect(mail.textBody).toMatch(/http:\/\/shop\.test\/ms-MY\/auth\/verify-email\?token=/);
    expect(mail.htmlBody).toContain('lang="ms-MY"');

    // Opened in another browser, without a session.
    const token = await tokenFromMail(body.email);
    const opened = await verify(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.message).toBe('Your e-mail address is confirmed.');
    const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const profile = await t.app.inject({ url: '/api/v1/user/profile', headers: { cookie } });
    expect(profile.json<{ data: Profile }>().data.email_verified).toBe(true);
  });

  it('writes the English mail for an English visitor', async () => {
    const customer = await registerCustomer(t.app, {}, { verified: false });
    const mail = await waitForMail(t.db, customer.email, 'email_verification');
    expect(mail.subject).toBe('Confirm your e-mail address for MealPrep');
    expect(mail.textBody).toContain('within 24 hours');
    expect(mail.textBody).toMatch(/http:\/\/shop\.test\/auth\/verify-email\?token=/);
  });
});

describe('a link that does not verify', () => {
  it('refuses a used, an expired and a made-up link with a translated 422, changing nothing', async () => {
    const customer = await registerCustomer(t.app, {}, { verified: false });
    const used = await tokenFromMail(customer.email);
    expect((await verify(used)).statusCode).toBe(200);
    expect((await verify(used, { 'accept-language': 'ms-MY' })).json().errors).toEqual({
      token: [
        'Pautan pengesahan ini tidak sah, telah digunakan atau telah tamat tempoh. Minta pautan baharu daripada akaun anda.',
      ],
    });

    const other = await registerCustomer(t.app, {}, { verified: false });
    const expired = await tokenFromMail(other.email);
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.tokenHash, hashToken(expired)));
    const forged = `${expired.slice(0, -1)}${expired.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [expired, 'x'.repeat(43), forged]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        token: [
          'This confirmation link is invalid, already used or expired. Ask for a new one from your account.',
        ],
      });
    }
    expect((await profileOf(other)).email_verified).toBe(false);
    // An empty or overlong token is refused by the schema, in the same shape.
    const empty = await verify('');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['token']);
  });

  it('a reset link opened from the address proves it too', async () => {
    const customer = await registerCustomer(t.app, {}, { verified: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: customer.email },
      remoteAddress: uniqueIp(),
    });
    const mail = await waitForMail(t.db, customer.email, 'password_reset');
    const token = /reset-password\?token=([\w-]{43})/.exec(mail.textBody)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'plum-tree-river-9', password_confirmation: 'plum-tree-river-9' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});

describe('sending the link again', () => {
  it('three times an hour per account, then a translated 429', async () => {
    const customer = await registerCustomer(t.app, {}, { verified: false });
    for (let n = 0; n < 3; n += 1) {
      const response = await resend(customer);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.message).toBe(
        `We sent a link to ${customer.email}. Open it to confirm the address.`,
      );
    }
    const refused = await resend(customer, { 'accept-language': 'ms-MY' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Terlalu banyak percubaan/);
    expect(refused.headers['retry-after']).toBeDefined();
    // The registration's link and the three resends; each one opens.
    expect((await kindsTo(customer.email)).filter((k) => k === 'email_verification')).toHaveLength(
      4,
    );
    expect((await verify(await tokenFromMail(customer.email))).statusCode).toBe(200);
  });

  it('has nothing to send for a verified address (409), and needs a session (401)', async () => {
    const customer = await registerCustomer(t.app);
    const response = await resend(customer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Your e-mail address is already confirmed.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('what an unverified account is sent', () => {
  it('no cancellation of an unpaid order until the address is verified', async () => {
    const customer = await registerCustomer(t.app, {}, { verified: false });
    const kit = orderKit(t);
    await kit.addDish(customer);
    const first = await kit.place(customer, 'pickup');
    expect(
      (await kit.call(customer, 'POST', `/api/v1/orders/${first.order_id}/cancel`)).statusCode,
    ).toBe(200);
    expect(await kindsTo(customer.email)).not.toContain('order_cancelled');

    expect((await verify(await tokenFromMail(customer.email))).statusCode).toBe(200);
    await kit.addDish(customer);
    const second = await kit.place(customer, 'pickup');
    expect(
      (await kit.call(customer, 'POST', `/api/v1/orders/${second.order_id}/cancel`)).statusCode,
    ).toBe(200);
    expect(await kindsTo(customer.email)).toContain('order_cancelled');
  });
});
