import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import {
  UNCHARGEABLE_WEEK_STATES,
  type SubscriptionWeekState,
} from '@mealprep/shared/subscriptions';
import { orders, payments } from '../db/tables/commerce';
import {
  sandboxCharges,
  subscriptions,
  subscriptionWeeks,
  type SubscriptionRow,
} from '../db/tables/subscriptions';
import type { SavedMethodGateway } from '../checkout/gateways';
import { moveShopTo, nextBusinessInstant, runShopAt } from '../test/clock';
import { buildTestApp, SETUP_TIMEOUT, type Customer, type TestApp } from '../test/helper';
import { startRenewalRunner, type RenewalRunner } from '../test/processes';
import { Renewals } from './renewals';
import { renewalKit } from './test-kit';
import { moveWeeks } from './weeks';

/**
 * Random lives of a subscription, with two renewal runners working the same database at once (on
 * PostgreSQL the second is another OS process with its own connections, test/renewal-runner.ts;
 * PGlite cannot be shared between processes, so there it is a second runner in this one):
 * the customer skips, pauses, resumes, cancels and changes the box, pays or fails a week's pay
 * link; the gateway declines a card; a runner dies between its charge row and the gateway's
 * answer. Whatever the sequence: no week is charged twice, no skipped, paused, released or
 * cancelled week is charged, and every paid week has exactly one order.
 */
runShopAt(nextBusinessInstant(1, '08:00'));
jest.setTimeout(120_000);

const RUNS = Number(process.env.PROPERTY_RUNS ?? 3);
/**
 * The lives tried: the same ones on every run by default, so the suite passes or fails the same
 * way at any hour and on every machine (with a random seed, a run of lives with few due weeks
 * now and then left the other process nothing to do, and the check that it shared the work
 * failed). `PROPERTY_SEED=random` tries new ones; fast-check prints the seed of a failure.
 */
const SEED =
  process.env.PROPERTY_SEED === 'random' ? undefined : Number(process.env.PROPERTY_SEED ?? 2026);
const HOUR = 3_600_000;

let t: TestApp;
let k: ReturnType<typeof renewalKit>;
let otherProcess: RenewalRunner | null = null;
/** The weeks' steps the other process took: it must have shared the work, not watched. */
let otherProcessWorked = 0;
/** The steps both runners were asked to run. */
let otherProcessSteps = 0;

beforeAll(async () => {
  t = await buildTestApp();
  k = renewalKit(t);
  if (t.config.databaseUrl) otherProcess = await startRenewalRunner(t.config);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await otherProcess?.stop();
  await t?.close();
}, SETUP_TIMEOUT);

type Step =
  | { kind: 'wait'; hours: number }
  | { kind: 'skip' | 'unskip' | 'pause' | 'resume' | 'cancel' | 'change' | 'crash' }
  | { kind: 'pay' | 'fail' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      hours: fc.integer({ min: 3, max: 40 }),
    }),
  },
  fc.constantFrom<Step>(
    { kind: 'skip' },
    { kind: 'unskip' },
    { kind: 'pause' },
    { kind: 'resume' },
    { kind: 'change' },
    { kind: 'crash' },
    { kind: 'pay' },
    { kind: 'fail' },
  ),
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'cancel' }) },
);

/** The next week whose cut-off is ahead and that is in `state`. */
async function nextWeek(subscriptionId: number, state: SubscriptionWeekState) {
  const now = Date.now();
  return (await k.weeks(subscriptionId)).find(
    (week) => week.state === state && week.cutoffAt.getTime() > now,
  );
}

/**
 * What the customer's own actions do to the rows (the subscription service does the same under
 * the same locks): a week with a charge out or paid cannot be skipped; a skipped or paused week's
 * unpaid order is cancelled.
 */
async function act(customer: Customer, subscription: SubscriptionRow, kind: Step['kind']) {
  const now = new Date();
  const ctx = t.app.renewals.options.checkout.ctx;
  switch (kind) {
    case 'skip': {
      const week = await nextWeek(subscription.id, 'upcoming');
      if (!week) return;
      await t.db.transaction(async (tx) => {
        const order = week.orderId ? await ctx.orders.lock(tx, week.orderId) : null;
        const charging = order
          ? await tx
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.orderId, order.id), isNotNull(payments.chargeKey)))
          : [];
        if (order && (order.paidAt !== null || charging.length > 0)) return;
        const moved = await moveWeeks(tx, [week.id], ['upcoming'], 'skipped', now);
        if (moved.length > 0 && order)
          await ctx.orders.cancelUnpaid(tx, [order.id], 'customer', now);
      });
      return;
    }
    case 'unskip': {
      const week = await nextWeek(subscription.id, 'skipped');
      if (week && week.orderId === null)
        await moveWeeks(t.db, [week.id], ['skipped'], 'upcoming', now);
      return;
    }
    case 'pause':
    case 'cancel': {
      await t.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, subscription.id))
          .for('update');
        if (!row || row.status === 'cancelled' || (kind === 'pause' && row.status === 'paused'))
          return;
        // Read in the transaction: on PGlite a query beside it would wait for it for ever.
        const weeks = (
          await tx
            .select()
            .from(subscriptionWeeks)
            .where(eq(subscriptionWeeks.subscriptionId, subscription.id))
        ).filter((week) => week.state === 'upcoming' && week.cutoffAt.getTime() > now.getTime());
        const free: number[] = [];
        for (const week of weeks) {
          const order = week.orderId ? await ctx.orders.lock(tx, week.orderId) : null;
          const charged = order
            ? await tx
                .select({ id: payments.id })
                .from(payments)
                .where(and(eq(payments.orderId, order.id), isNotNull(payments.chargeKey)))
            : [];
          if (order && (order.paidAt !== null || charged.length > 0)) continue;
          const moved = await moveWeeks(
            tx,
            [week.id],
            ['upcoming'],
            kind === 'pause' ? 'paused' : 'cancelled',
            now,
          );
          if (moved.length > 0 && order) free.push(order.id);
        }
        if (free.length > 0) await ctx.orders.cancelUnpaid(tx, free, 'customer', now);
        await tx
          .update(subscriptions)
          .set(
            kind === 'pause'
              ? { status: 'paused', pausedUntil: null, updatedAt: now }
              : { status: 'cancelled', cancelledAt: now, updatedAt: now },
          )
          .where(eq(subscriptions.id, subscription.id));
      });
      return;
    }
    case 'resume': {
      const [row] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      if (row?.status !== 'paused') return;
      await t.db
        .update(subscriptions)
        .set({ status: 'active', updatedAt: now })
        .where(eq(subscriptions.id, subscription.id));
      const paused = (await k.weeks(subscription.id)).filter(
        (week) => week.state === 'paused' && week.cutoffAt > now,
      );
      await moveWeeks(
        t.db,
        paused.map((week) => week.id),
        ['paused'],
        'upcoming',
        now,
      );
      return;
    }
    case 'change': {
      const [row] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      const line = row?.lines[0];
      if (!line) return;
      await t.db
        .update(subscriptions)
        .set({ lines: [{ ...line, quantity: (line.quantity % 4) + 1 }] })
        .where(eq(subscriptions.id, subscription.id));
      return;
    }
    case 'pay':
    case 'fail': {
      const open = (await k.weeks(subscription.id)).find(
        (week) => week.state === 'upcoming' && week.orderId !== null && week.cutoffAt > now,
      );
      if (!open?.orderId) return;
      const [order] = await t.db.select().from(orders).where(eq(orders.id, open.orderId));
      if (order?.status !== 'payment_pending' && order?.status !== 'payment_failed') return;
      await k
        .payOrder(customer, open.orderId, kind === 'pay' ? 'pay' : 'fail')
        .catch(() => undefined);
      return;
    }
    default:
      return;
  }
}

/** Both runners (at once, or the other process first); the crashing one dies after the gateway charged and before recording. */
async function runBoth(crash: boolean) {
  const options = t.app.renewals.options;
  const real = options.savedMethods;
  if (!real) throw new Error('the sandbox saves methods');
  const crashing: SavedMethodGateway = {
    provider: real.provider,
    startSetup: (kind) => real.startSetup(kind),
    async chargeSaved(input) {
      await real.chargeSaved(input);
      throw new Error('died');
    },
  };
  const now = new Date();
  if (otherProcess) {
    // The other process starts first: a run here would otherwise take every due week before
    // the command reached it, and the test would prove nothing about two processes. Every
    // third step it runs alone first and this one after it, on what it left (a crash there is
    // then recovered here): the two racing can leave it nothing in a whole run of few due weeks.
    otherProcessSteps += 1;
    const there = otherProcess.run(now, crash);
    if (otherProcessSteps % 3 === 0) {
      otherProcessWorked += await there.done;
      await new Renewals(options).runDue(now);
      return;
    }
    await there.started;
    const [worked] = await Promise.all([there.done, new Renewals(options).runDue(now)]);
    otherProcessWorked += worked;
    return;
  }
  await Promise.all([
    new Renewals(options).runDue(now),
    new Renewals({ ...options, savedMethods: crash ? crashing : real })
      .runDue(now)
      .catch((error: Error) => {
        if (error.message !== 'died') throw error;
      }),
  ]);
}

async function checkInvariants(subscriptionId: number) {
  const weeks = await k.weeks(subscriptionId);
  const orderIds = weeks.flatMap((week) => (week.orderId ? [week.orderId] : []));
  const paidRows =
    orderIds.length === 0
      ? []
      : await t.db
          .select()
          .from(payments)
          .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid')));
  for (const week of weeks) {
    const key = `sub:${subscriptionId}:${week.deliveryDate}`;
    const moved = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, key));
    expect(moved.length).toBeLessThanOrEqual(1);
    const paid = paidRows.filter((row) => row.orderId === week.orderId);
    if (UNCHARGEABLE_WEEK_STATES.includes(week.state)) {
      expect(paid.filter((row) => row.refundDueAt === null)).toHaveLength(0);
      expect(moved.filter((row) => row.outcome === 'paid')).toHaveLength(0);
    }
    if (week.state === 'paid' || week.state === 'fulfilled') {
      expect(await k.ordersOfWeek(subscriptionId, week.deliveryDate)).toHaveLength(1);
      expect(paid).toHaveLength(1);
    }
  }
}

test('no week is charged twice or while it may not be, and a paid week has one order, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<string | null>(null, '4242424242424242', '4000000000000002'),
      fc.array(step, { minLength: 4, maxLength: 7 }),
      async (card, steps) => {
        const { customer, subscription } = await k.subscriber();
        if (card) await k.saveMethod(customer, card);
        for (const next of steps) {
          if (next.kind === 'wait') moveShopTo(new Date(Date.now() + next.hours * HOUR));
          else await act(customer, subscription, next.kind);
          await runBoth(next.kind === 'crash');
        }
        // Past the last cut-off the runs have touched, everything is decided.
        moveShopTo(new Date(Date.now() + 3 * 24 * HOUR));
        await runBoth(false);
        await checkInvariants(subscription.id);
      },
    ),
    { numRuns: RUNS, seed: SEED },
  );
  if (otherProcess) expect(otherProcessWorked).toBeGreaterThan(0);
});
