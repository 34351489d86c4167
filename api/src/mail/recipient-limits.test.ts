import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { emailOutbox } from '../db/schema';
import { buildTestApp, SETUP_TIMEOUT, uniqueEmail, type TestApp } from '../test/helper';
import { native } from '../test/native';
import { OutboxMailer, type MailMessage } from './mailer';

/**
 * docs/accounts.md: what the outbox writes to one address. A kind the policy does not send to an
 * unproven address (offers and news, anything new) is not written there; and however many API
 * processes write at once, one address gets at most the hourly cap. On the PostgreSQL pass the
 * second mailer has its own connection pool, as a second API process would.
 */
jest.setTimeout(60_000);

let t: TestApp;
let second: { db: Database; close(): Promise<void> };
const quiet = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await buildTestApp();
  second = t.config.databaseUrl
    ? await native.db.openDatabase(t.config)
    : { db: t.db, close: async () => undefined };
}, SETUP_TIMEOUT);

afterAll(async () => {
  await second?.close();
  await t?.close();
}, SETUP_TIMEOUT);

const mail = (to: string, kind: string, verifiedRecipient: boolean): MailMessage => ({
  kind,
  to,
  verifiedRecipient,
  subject: `${kind} for ${to}`,
  text: 'text',
});

const countTo = (to: string) =>
  t.db.$count(emailOutbox, sql`lower(${emailOutbox.toAddress}) = lower(${to})`);

describe('an address nobody has proven', () => {
  it('gets no offers or news, nor any kind the policy does not name; a proven one does', async () => {
    const mailer = new OutboxMailer(t.db, null, quiet, { perRecipientPerHour: 20 });
    const unproven = uniqueEmail('unproven');
    const proven = uniqueEmail('proven');
    for (const kind of ['offers', 'order_cancelled', 'payment_failed', 'password_changed']) {
      expect(await mailer.send(mail(unproven, kind, false))).toBeNull();
      expect(await mailer.send(mail(proven, kind, true))).not.toBeNull();
    }
    // What the policy sends there: the link that proves it, a reset asked for, a paid order.
    for (const kind of ['email_verification', 'password_reset', 'order_confirmation']) {
      expect(await mailer.send(mail(unproven, kind, false))).not.toBeNull();
    }
    expect(await countTo(unproven)).toBe(3);
    expect(await countTo(proven)).toBe(4);
  });
});

describe('the hourly cap per address', () => {
  it('holds when two processes write to one address at once, in any letter case', async () => {
    const cap = 5;
    const a = new OutboxMailer(t.db, null, quiet, { perRecipientPerHour: cap });
    const b = new OutboxMailer(second.db, null, quiet, { perRecipientPerHour: cap });
    const to = uniqueEmail('flooded');
    const written = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        (n % 2 === 0 ? a : b).send(
          mail(n % 3 === 0 ? to.toUpperCase() : to, 'email_verification', false),
        ),
      ),
    );
    expect(written.filter((row) => row !== null)).toHaveLength(cap);
    expect(await countTo(to)).toBe(cap);
    // Another address is not held back by this one.
    expect(await a.send(mail(uniqueEmail('other'), 'email_verification', false))).not.toBeNull();
  });

  it('counts only the last hour', async () => {
    const mailer = new OutboxMailer(t.db, null, quiet, { perRecipientPerHour: 2 });
    const to = uniqueEmail('hourly');
    expect(await mailer.send(mail(to, 'password_reset', false))).not.toBeNull();
    expect(await mailer.send(mail(to, 'password_reset', false))).not.toBeNull();
    expect(await mailer.send(mail(to, 'password_reset', false))).toBeNull();
    // Written more than an hour ago (the database's clock, which stamps them).
    await t.db.execute(
      sql`update email_outbox set created_at = now() - interval '61 minutes'
           where lower(to_address) = lower(${to})`,
    );
    expect(await mailer.send(mail(to, 'password_reset', false))).not.toBeNull();
  });
});
