import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { emailOutbox } from '../db/schema';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { native } from '../test/native';
import { MAIL_MAX_ATTEMPTS, OutboxMailer, type MailTransport, type OutgoingMail } from './mailer';
import { mailTemplate } from './templates/registry';

/**
 * docs/architecture.md §7.1: the outbox worker. Due rows are claimed with FOR UPDATE SKIP
 * LOCKED, so two processes' workers never send one row twice; a failed send is retried with
 * back-off and given up after the last attempt. On the PostgreSQL pass the second worker has
 * its own connection pool, as a second API process would.
 */
// Real HTTP on a real database on a shared machine: the 5 s default is too tight under load.
jest.setTimeout(60_000);

let t: TestApp;
let second: { db: Database; close(): Promise<void> };
const quiet = { error: () => undefined, warn: () => undefined };
// Forty mails go to one address here: the hourly cap per address is not what these tests test.
const limits = { perRecipientPerHour: 1000 };

beforeAll(async () => {
  t = await buildTestApp();
  second = t.config.databaseUrl
    ? await native.db.openDatabase(t.config)
    : { db: t.db, close: async () => undefined };
}, SETUP_TIMEOUT);

afterAll(async () => {
  await second.close();
  await t.close();
}, SETUP_TIMEOUT);

/** A transport that records what it sent (slowly, so two workers overlap) or fails. */
function recorder(fail: (message: OutgoingMail) => boolean = () => false) {
  const sent: string[] = [];
  const transport: MailTransport = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail(message)) throw new Error('421 try later');
      sent.push(message.subject);
    },
    close() {},
  };
  return { sent, transport };
}

async function queue(count: number, label: string) {
  const writer = new OutboxMailer(t.db, null, quiet, limits);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = await writer.send({
      kind: 'test',
      to: `${label}@example.my`,
      verifiedRecipient: true,
      subject: `${label} ${i}`,
      text: 'text',
      html: '<p>html</p>',
      dedupeKey: `${label}:${i}`,
    });
    if (row) ids.push(row.id);
  }
  // Due at once for the worker's clock: a row's due time is the database's now() in
  // microseconds, which can fall later in the same millisecond than the JavaScript Date a kick
  // right after the insert claims up to (the row would wait for the next kick).
  if (ids.length > 0) {
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(inArray(emailOutbox.id, ids));
  }
  return ids;
}

const rows = (ids: number[]) => t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

it('two workers on one queue send every mail exactly once', async () => {
  const ids = await queue(40, 'pair');
  const a = recorder();
  const b = recorder();
  await Promise.all([
    new OutboxMailer(t.db, a.transport, quiet, limits).kick(),
    new OutboxMailer(second.db, b.transport, quiet, limits).kick(),
  ]);
  const sent = [...a.sent, ...b.sent].filter((subject) => subject.startsWith('pair '));
  expect(sent).toHaveLength(40);
  expect(new Set(sent).size).toBe(40);
  const after = await rows(ids);
  expect(after.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
});

it('the same event is written once (dedupe key)', async () => {
  const first = await queue(1, 'event');
  const again = await queue(1, 'event');
  expect(first).toHaveLength(1);
  expect(again).toHaveLength(0);
});

it('a refused send is retried later with back-off, then given up after the last attempt', async () => {
  const [id] = await queue(1, 'flaky');
  if (id === undefined) throw new Error('not queued');
  let failing = true;
  const { sent, transport } = recorder(() => failing);
  const worker = new OutboxMailer(t.db, transport, quiet, limits);
  const before = Date.now();
  await worker.kick();
  let [row] = await rows([id]);
  expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: '421 try later' });
  expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 10_000);
  // Not due yet: another kick leaves it alone.
  await worker.kick();
  expect((await rows([id]))[0]?.attempts).toBe(1);

  // Due again and the server is back: sent, once.
  await t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(emailOutbox.id, id));
  failing = false;
  await worker.kick();
  [row] = await rows([id]);
  expect(row).toMatchObject({ attempts: 2, lastError: null });
  expect(row?.sentAt).not.toBeNull();
  expect(sent).toEqual(['flaky 0']);

  // One that keeps failing is given up at the last attempt, for an admin to see.
  const [stuck] = await queue(1, 'dead');
  if (stuck === undefined) throw new Error('not queued');
  await t.db
    .update(emailOutbox)
    .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
    .where(eq(emailOutbox.id, stuck));
  failing = true;
  await worker.kick();
  [row] = await rows([stuck]);
  expect(row?.attempts).toBe(MAIL_MAX_ATTEMPTS);
  expect(row?.gaveUpAt).not.toBeNull();
  await t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(emailOutbox.id, stuck));
  await worker.kick();
  expect((await rows([stuck]))[0]?.attempts).toBe(MAIL_MAX_ATTEMPTS);
});

it('a worker that died mid-send leaves its claim to lapse, then another sends it', async () => {
  const [id] = await queue(1, 'lease');
  if (id === undefined) throw new Error('not queued');
  const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
  const [claimed] = await outbox.claimDue(new Date(), 10);
  expect(claimed?.id).toBe(id);
  const { sent, transport } = recorder();
  const other = new OutboxMailer(second.db, transport, quiet, limits);
  await other.kick();
  expect(sent).not.toContain('lease 0');
  await t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(emailOutbox.id, id));
  await other.kick();
  expect(sent).toContain('lease 0');
});

it('a mail written as a template is rendered by the sending job, once, and stored with its parts', async () => {
  const writer = new OutboxMailer(t.db, null, quiet, limits);
  const written = await writer.send({
    kind: 'subscription_resumed',
    to: 'template@example.my',
    verifiedRecipient: true,
    subject: 'Langganan anda disambung semula',
    locale: 'ms-MY',
    template: mailTemplate('SubscriptionResumed', {
      locale: 'ms-MY',
      name: 'Aisyah',
      date: 'Rabu, 9 Disember 2026',
      cutoff: '2026-12-05 12:00',
      subscriptionUrl: 'http://shop.test/ms-MY/account/subscription',
    }),
  });
  if (!written) throw new Error('not written');
  // Written in the event's transaction as the template and its data, nothing rendered yet.
  const [stored] = await rows([written.id]);
  expect(stored).toMatchObject({ textBody: null, htmlBody: null, template: 'SubscriptionResumed' });
  await t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(emailOutbox.id, written.id));

  const texts: string[] = [];
  const transport: MailTransport = {
    async send(message) {
      texts.push(message.text);
      expect(message.html).toContain('<html');
    },
    close() {},
  };
  await new OutboxMailer(t.db, transport, quiet, limits).kick();
  expect(texts).toHaveLength(1);
  expect(texts[0]).toContain('Aisyah');
  expect(texts[0]).toContain('http://shop.test/ms-MY/account/subscription');
  const [sent] = await rows([written.id]);
  expect(sent?.sentAt).not.toBeNull();
  expect(sent?.textBody).toBe(texts[0]);
  expect(sent?.htmlBody).toContain('Rabu, 9 Disember 2026');
});

it('a stored mail its template cannot render is given up at once, with the reason', async () => {
  const [unknown, broken] = await t.db
    .insert(emailOutbox)
    .values([
      {
        kind: 'test',
        toAddress: 'unrenderable@example.my',
        subject: 'unknown template',
        template: 'NoSuchTemplate',
        templateProps: {},
        nextAttemptAt: new Date(0),
      },
      {
        kind: 'test',
        toAddress: 'unrenderable@example.my',
        subject: 'data the template cannot take',
        template: 'OrderConfirmation',
        templateProps: { order: null },
        nextAttemptAt: new Date(0),
      },
    ])
    .returning();
  if (!unknown || !broken) throw new Error('not written');
  const { sent, transport } = recorder();
  await new OutboxMailer(t.db, transport, quiet, limits).kick();
  expect(sent).not.toContain('unknown template');
  expect(sent).not.toContain('data the template cannot take');
  const after = await rows([unknown.id, broken.id]);
  for (const row of after) {
    expect(row).toMatchObject({ attempts: 1, sentAt: null, textBody: null });
    expect(row.gaveUpAt).not.toBeNull();
    expect(row.lastError).toMatch(/template/);
  }
  expect(after.find((row) => row.id === unknown.id)?.lastError).toContain('NoSuchTemplate');
});

it('the outbox refuses a row with neither its parts nor a template and its data', async () => {
  await expect(
    t.db.insert(emailOutbox).values({ kind: 'test', toAddress: 'x@example.my', subject: 'empty' }),
  ).rejects.toThrow();
});
