import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { orders, payments } from '../db/tables/commerce';
import { subscriptions, subscriptionWeeks } from '../db/tables/subscriptions';
import { GatewayError, type SavedMethodGateway } from '../checkout/gateways';
import { moveShopTo, nextBusinessInstant, runShopAt } from '../test/clock';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { Renewals } from './renewals';
import { renewalKit } from './test-kit';
import { moveWeeks } from './weeks';

/**
 * The renewal run on the job queue, with the shop's clock moved through the weeks: pay links,
 * the reminder, saved methods charged before the cut-off, the declined card's pay-link fallback,
 * weeks that must never be charged, a crash between the charge row and the gateway's answer,
 * release at the cut-off, and a year of weeks.
 */
runShopAt(nextBusinessInstant(1, '08:00'));
jest.setTimeout(90_000);

let t: TestApp;
let k: ReturnType<typeof renewalKit>;

beforeAll(async () => {
  t = await buildTestApp();
  k = renewalKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

test('a week gets its pay link once at cut-off − 48 h, a reminder at − 24 h, and is paid by Pay now', async () => {
  const { customer, subscription } = await k.subscriber('ms-MY');
  expect(await k.weeks(subscription.id)).toHaveLength(8);
  const date = await k.nextBillable(subscription.id);

  await k.runAt(k.before(date, 49));
  expect((await k.week(subscription.id, date)).orderId).toBeNull();

  await k.runAt(k.before(date, 48));
  const billed = await k.week(subscription.id, date);
  expect(billed.orderId).not.toBeNull();
  const [order] = await k.ordersOfWeek(subscription.id, date);
  expect(order).toMatchObject({
    deliveryDate: date,
    deliveryTime: '11:00',
    status: 'payment_pending',
  });
  expect(order?.payBy?.getTime()).toBe(billed.cutoffAt.getTime());
  const [link] = await k.mails(customer, 'subscription_pay_link');
  expect(link?.subject).toMatch(/bayar sebelum/);
  expect(link?.textBody).toContain(`/ms-MY/account/my-order/${billed.orderId}`);

  // A second run, and a second runner, write no second order or mail.
  await k.runAt(k.before(date, 47));
  await new Renewals(t.app.renewals.options).runDue(new Date());
  expect(await k.ordersOfWeek(subscription.id, date)).toHaveLength(1);
  expect(await k.mails(customer, 'subscription_pay_link')).toHaveLength(1);

  await k.runAt(k.before(date, 24));
  await k.runAt(k.before(date, 23));
  expect(await k.mails(customer, 'subscription_reminder')).toHaveLength(1);

  await k.payOrder(customer, billed.orderId ?? 0);
  expect((await k.week(subscription.id, date)).state).toBe('paid');
  expect(await k.mails(customer, 'order_confirmation')).toHaveLength(1);
});

test('a saved card is charged at cut-off − 30 h without a pay link; a declined one falls back to a pay link that is paid', async () => {
  const good = await k.subscriber();
  const bad = await k.subscriber();
  const saved = await k.saveMethod(good.customer, '4242 4242 4242 4242');
  expect(saved.statusCode).toBe(303);
  expect(saved.headers.location).toBe('/account/subscription?method=saved');
  expect(await k.saveMethod(bad.customer, '4000 0000 0000 0002')).toMatchObject({
    statusCode: 303,
  });
  const [card] = await k.methodsOf(good.customer);
  expect(card?.label).toBe('Visa •••• 4242');
  expect(card?.token).not.toContain('4242424242424242');
  expect((await k.subscriptionRow(good.subscription.id)).paymentMethodId).toBe(card?.id);

  const date = await k.nextBillable(good.subscription.id);
  await k.runAt(k.before(date, 48));
  expect((await k.week(good.subscription.id, date)).orderId).toBeNull();
  expect(await k.mails(good.customer, 'subscription_pay_link', date)).toHaveLength(0);

  await k.runAt(k.before(date, 30));
  const charged = await k.week(good.subscription.id, date);
  expect(charged.state).toBe('paid');
  const [paid] = await k.paymentsOf(charged.orderId ?? 0);
  expect(paid).toMatchObject({ status: 'paid', chargeKey: `sub:${good.subscription.id}:${date}` });
  expect(await k.chargesFor(`sub:${good.subscription.id}:${date}`)).toHaveLength(1);
  expect(await k.mails(good.customer, 'subscription_pay_link', date)).toHaveLength(0);
  expect(await k.mails(good.customer, 'order_confirmation')).toHaveLength(1);

  const declined = await k.week(bad.subscription.id, date);
  expect(declined).toMatchObject({ state: 'upcoming' });
  expect(declined.chargedAt).not.toBeNull();
  expect(await k.mails(bad.customer, 'subscription_payment_failed')).toHaveLength(1);
  await k.runAt(k.before(date, 29));
  expect(await k.chargesFor(`sub:${bad.subscription.id}:${date}`)).toHaveLength(1);
  await k.payOrder(bad.customer, declined.orderId ?? 0);
  expect((await k.week(bad.subscription.id, date)).state).toBe('paid');
  const attempts = await k.paymentsOf(declined.orderId ?? 0);
  expect(attempts.filter((row) => row.status === 'paid')).toHaveLength(1);
  expect(attempts.filter((row) => row.status === 'failed' && row.chargeKey)).toHaveLength(1);
});

test('a week changed after its charge was declined is billed again with a pay link, mailed and paid', async () => {
  const { customer, subscription } = await k.subscriber();
  await k.saveMethod(customer, '4000 0000 0000 0002');
  const date = await k.nextBillable(subscription.id);
  const key = `sub:${subscription.id}:${date}`;
  await k.runAt(k.before(date, 30));
  expect(await k.mails(customer, 'subscription_payment_failed')).toHaveLength(1);
  const changed = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/subscription',
    headers: { cookie: customer.cookie },
    payload: { delivery_time: '15:00' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await k.week(subscription.id, date)).orderId).toBeNull();

  await k.runAt(k.before(date, 29));
  const rebilled = (await k.week(subscription.id, date)).orderId;
  expect(rebilled).not.toBeNull();
  // Not charged again (the key's answer would be the first decline): a pay link instead.
  expect(await k.chargesFor(key)).toHaveLength(1);
  const [link] = await k.mails(customer, 'subscription_pay_link', date);
  expect(link?.textBody).toContain(`/account/my-order/${rebilled}`);
  await k.payOrder(customer, rebilled ?? 0);
  expect((await k.week(subscription.id, date)).state).toBe('paid');
});

test('skipped, paused and cancelled weeks are never charged; removing the card falls back to pay links', async () => {
  const skipper = await k.subscriber();
  const pauser = await k.subscriber();
  const leaver = await k.subscriber();
  const remover = await k.subscriber();
  for (const { customer } of [skipper, pauser, leaver, remover]) {
    expect((await k.saveMethod(customer, null, 'CIMB')).statusCode).toBe(303);
  }
  const date = await k.nextBillable(skipper.subscription.id);
  const [skipWeek] = (await k.weeks(skipper.subscription.id)).filter(
    (w) => w.deliveryDate === date,
  );
  await moveWeeks(t.db, [skipWeek?.id ?? 0], ['upcoming'], 'skipped', new Date());
  await t.db
    .update(subscriptions)
    .set({ status: 'paused', pausedUntil: null })
    .where(eq(subscriptions.id, pauser.subscription.id));
  const pausedIds = (await k.weeks(pauser.subscription.id)).map((w) => w.id);
  await moveWeeks(t.db, pausedIds, ['upcoming'], 'paused', new Date());
  await t.db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(subscriptions.id, leaver.subscription.id));
  const leftIds = (await k.weeks(leaver.subscription.id)).map((w) => w.id);
  await moveWeeks(t.db, leftIds, ['upcoming'], 'cancelled', new Date());
  const [method] = await k.methodsOf(remover.customer);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/payment-methods/${method?.id}`,
    headers: { cookie: remover.customer.cookie },
  });
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toEqual({ data: [] });
  expect((await k.subscriptionRow(remover.subscription.id)).paymentMethodId).toBeNull();

  await k.runAt(k.before(date, 30));
  await k.runAt(k.before(k.plusDays(date, 7), 30));
  for (const { subscription } of [skipper, pauser, leaver]) {
    expect(await k.chargesFor(`sub:${subscription.id}:${date}`)).toHaveLength(0);
    expect(await k.ordersOfWeek(subscription.id, date)).toHaveLength(0);
  }
  // The skipper's next week is charged as usual; the remover's weeks get pay links.
  expect((await k.week(skipper.subscription.id, k.plusDays(date, 7))).state).toBe('paid');
  expect(await k.chargesFor(`sub:${remover.subscription.id}:${date}`)).toHaveLength(0);
  expect(await k.mails(remover.customer, 'subscription_pay_link', date)).toHaveLength(1);
  expect(
    await k.mails(remover.customer, 'subscription_pay_link', k.plusDays(date, 7)),
  ).toHaveLength(1);
});

test('a crash between the charge row and the gateway’s answer charges the week once', async () => {
  const { customer, subscription } = await k.subscriber();
  await k.saveMethod(customer, '4242424242424242');
  const date = await k.nextBillable(subscription.id);
  const key = `sub:${subscription.id}:${date}`;
  const real = t.app.renewals.options.savedMethods;
  if (!real) throw new Error('the sandbox saves methods');
  const crashing: SavedMethodGateway = {
    provider: real.provider,
    startSetup: (kind) => real.startSetup(kind),
    async chargeSaved(input) {
      await real.chargeSaved(input);
      throw new Error('the process died before recording the answer');
    },
  };
  const unreachable: SavedMethodGateway = {
    ...crashing,
    chargeSaved: async () => {
      throw new GatewayError('timed out');
    },
  };
  const at = k.before(date, 30);
  await k.runAt(new Date(at.getTime() - 120_000));
  await expect(
    new Renewals({ ...t.app.renewals.options, savedMethods: crashing }).renewOne(
      subscription.id,
      at,
    ),
  ).rejects.toThrow('the process died');
  const week = await k.week(subscription.id, date);
  const charges = async () =>
    (await k.paymentsOf(week.orderId ?? 0))
      .filter((p) => p.chargeKey !== null)
      .map((p) => [p.status, p.chargeKey]);
  expect(await charges()).toEqual([['pending', key]]);
  // Another runner reaching the week now (a second API process) neither charges it again nor
  // abandons the charge that is out: the money may have moved, only its answer settles it.
  const other = new Renewals(t.app.renewals.options);
  expect(await other.charges?.chargeWeek(week.id, at)).toBe('skipped');
  expect(await charges()).toEqual([['pending', key]]);
  // Nor is a hosted page opened beside it: paying there too could take the money twice.
  const payNow = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${week.orderId ?? 0}/pay`,
    headers: { cookie: customer.cookie, 'accept-language': 'ms-MY' },
    payload: {},
  });
  expect(payNow.statusCode).toBe(409);
  expect(payNow.json().message).toContain('sedang dicaj');
  expect(await charges()).toEqual([['pending', key]]);
  // Within 60 s nobody asks again; an unreachable gateway leaves it pending.
  await k.runAt(new Date(at.getTime() + 30_000));
  expect((await k.week(subscription.id, date)).state).toBe('upcoming');
  await new Renewals({ ...t.app.renewals.options, savedMethods: unreachable }).renewOne(
    subscription.id,
    new Date(at.getTime() + 90_000),
  );
  expect((await k.week(subscription.id, date)).state).toBe('upcoming');
  // Still unanswered at the cut-off: the week is not released while its money may have moved.
  const cutoff = week.cutoffAt.getTime();
  await new Renewals({ ...t.app.renewals.options, savedMethods: unreachable }).renewOne(
    subscription.id,
    new Date(cutoff + 60_000),
  );
  expect((await k.week(subscription.id, date)).state).toBe('upcoming');
  expect(await charges()).toEqual([['pending', key]]);
  // The gateway answers the next run's retry: the week is paid, its order stands.
  await k.runAt(new Date(cutoff + 120_000));
  expect((await k.week(subscription.id, date)).state).toBe('paid');
  expect(await k.chargesFor(key)).toHaveLength(1);
  const rows = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, week.orderId ?? 0), isNotNull(payments.chargeKey)));
  expect(rows.map((p) => p.status)).toEqual(['paid']);
});

test('a change to a billed week bills it again: one pay link per order, no "order cancelled" mail beside it', async () => {
  const { customer, subscription } = await k.subscriber();
  const date = await k.nextBillable(subscription.id);
  await k.runAt(k.before(date, 48));
  const first = (await k.week(subscription.id, date)).orderId;
  expect(first).not.toBeNull();
  const changed = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/subscription',
    headers: { cookie: customer.cookie },
    payload: { delivery_time: '15:00' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await k.week(subscription.id, date)).orderId).toBeNull();
  expect(await k.mails(customer, 'order_cancelled')).toHaveLength(0);

  await k.runAt(k.before(date, 47));
  const second = (await k.week(subscription.id, date)).orderId;
  expect(second).not.toBeNull();
  expect(second).not.toBe(first);
  const links = (await k.mails(customer, 'subscription_pay_link', date)).sort(
    (a, b) => a.id - b.id,
  );
  expect(links.map((mail) => mail.dedupeKey)).toEqual([
    `subscription_pay_link:${subscription.id}:${date}:${first}`,
    `subscription_pay_link:${subscription.id}:${date}:${second}`,
  ]);
  // The new link opens the new order, which is the one to pay.
  expect(links[1]?.textBody).toContain(`/account/my-order/${second}`);
  await k.payOrder(customer, second ?? 0);
  expect((await k.week(subscription.id, date)).state).toBe('paid');
});

test('an unpaid week is released at its cut-off and the subscription is past due until a week is paid', async () => {
  const { customer, subscription } = await k.subscriber();
  const date = await k.nextBillable(subscription.id);
  await k.runAt(k.before(date, 48));
  const orderId = (await k.week(subscription.id, date)).orderId;
  await k.runAt(k.before(date, 0));
  expect((await k.week(subscription.id, date)).state).toBe('released');
  expect((await k.subscriptionRow(subscription.id)).status).toBe('past_due');
  expect((await k.kit.orderRow(orderId ?? 0)).status).toBe('cancelled');

  const next = k.plusDays(date, 7);
  await k.runAt(k.before(next, 48));
  await k.payOrder(customer, (await k.week(subscription.id, next)).orderId ?? 0);
  expect((await k.subscriptionRow(subscription.id)).status).toBe('active');
});

test('a paused subscription resumes by itself at its date, with a mail', async () => {
  const { customer, subscription } = await k.subscriber();
  const date = await k.nextBillable(subscription.id);
  const until = k.plusDays(date, 14);
  await t.db
    .update(subscriptions)
    .set({ status: 'paused', pausedUntil: until })
    .where(eq(subscriptions.id, subscription.id));
  const ids = (await k.weeks(subscription.id))
    .filter((w) => w.deliveryDate < until)
    .map((w) => w.id);
  await moveWeeks(t.db, ids, ['upcoming'], 'paused', new Date());
  await k.runAt(k.before(date, 48));
  expect(await k.ordersOfWeek(subscription.id, date)).toHaveLength(0);
  await k.runAt(k.before(until, 48));
  expect((await k.subscriptionRow(subscription.id)).status).toBe('active');
  expect((await k.week(subscription.id, until)).orderId).not.toBeNull();
  expect(await k.mails(customer, 'subscription_resumed')).toHaveLength(1);
});

test('a year of weeks runs in seconds: every week charged once, fulfilled once delivered', async () => {
  // Only this subscription renews from here on, so the year measures one customer's weeks.
  const { customer, subscription } = await k.subscriber();
  await t.db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(ne(subscriptions.id, subscription.id), ne(subscriptions.status, 'cancelled')));
  await t.db
    .update(subscriptionWeeks)
    .set({ state: 'cancelled' })
    .where(
      and(
        ne(subscriptionWeeks.subscriptionId, subscription.id),
        eq(subscriptionWeeks.state, 'upcoming'),
      ),
    );
  await k.saveMethod(customer, '4242424242424242');
  const start = await k.nextBillable(subscription.id);
  let date = start;
  for (let week = 0; week < 52; week += 1) {
    // The run itself, straight (the queue's own path is what the tests above take).
    const at = k.before(date, 30);
    moveShopTo(at);
    await t.app.renewals.runDue(at);
    if (week === 0) {
      const first = await k.week(subscription.id, date);
      await t.db
        .update(orders)
        .set({ status: 'delivered' })
        .where(eq(orders.id, first.orderId ?? 0));
    }
    date = k.plusDays(date, 7);
  }
  const billed = await t.db
    .select()
    .from(subscriptionWeeks)
    .where(
      and(
        eq(subscriptionWeeks.subscriptionId, subscription.id),
        isNotNull(subscriptionWeeks.orderId),
        gte(subscriptionWeeks.deliveryDate, start),
      ),
    )
    .orderBy(subscriptionWeeks.deliveryDate);
  expect(billed).toHaveLength(52);
  expect(billed.map((w) => w.state)).toEqual(['fulfilled', ...Array(51).fill('paid')]);
  const charged = await k.count(
    sql`select count(*) as n from payments where charge_key like ${`sub:${subscription.id}:%`} and status = 'paid'`,
  );
  expect(charged).toBe(52);
  expect(await k.mails(customer, 'subscription_pay_link', start)).toHaveLength(0);
});
