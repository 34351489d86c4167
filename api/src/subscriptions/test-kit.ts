import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import type { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import type { Locale } from '@mealprep/shared/locale';
import { orders, payments } from '../db/tables/commerce';
import {
  paymentMethods,
  sandboxCharges,
  subscriptions,
  subscriptionWeeks,
} from '../db/tables/subscriptions';
import { RENEWALS_JOB } from '../jobs/timed-work';
import { moveShopTo } from '../test/clock';
import { registerCustomer, mailsTo, type Customer, type TestApp } from '../test/helper';
import { orderKit } from '../test/orders';

const HOUR = 3_600_000;

/**
 * What the renewal tests share: subscriptions written as the subscription service writes them,
 * saving a method through the sandbox's own page, paying a week's order through "Pay now" and
 * the sandbox's payment page, running the renewal job on the queue at a chosen instant, and
 * reading what happened from the database and the outbox.
 */
export function renewalKit(t: TestApp) {
  const kit = orderKit(t);
  let menu: MenuItem[] | null = null;
  let keys = 0;

  async function dishId(index = 0): Promise<number> {
    menu ??= (await t.app.inject({ url: '/api/v1/menu?per_page=60' })).json<{
      data: MenuItem[];
    }>().data;
    const item = menu[index];
    if (!item) throw new Error('no dish');
    return item.id;
  }

  /** A customer with an active Saturday pickup subscription of two dishes (and its weeks). */
  async function subscriber(locale: Locale = 'en-US') {
    const customer = await registerCustomer(t.app);
    keys += 1;
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        userId: customer.id,
        status: 'active',
        lines: [{ type: 'RECIPE', productId: await dishId(), size: 'L', servings: 1, quantity: 2 }],
        deliveryMethod: 'pickup',
        packagingMethod: 'vacuum',
        deliveryWeekday: 6,
        deliveryTime: '11:00',
        locale,
        idempotencyKey: `renewals-${keys}`,
      })
      .returning();
    if (!row) throw new Error('no subscription');
    await t.app.renewals.renewOne(row.id, new Date());
    return { customer, subscription: row };
  }

  /** Saves a card (or mandate) on the sandbox's page, as the customer's browser does. */
  async function saveMethod(customer: Customer, cardNumber: string | null, bank = 'Maybank') {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      headers: { cookie: customer.cookie },
      payload: { kind: cardNumber === null ? 'duitnow_mandate' : 'card' },
    });
    if (started.statusCode !== 201) throw new Error(`setup: ${started.body}`);
    const url = new URL(started.json<{ data: { url: string } }>().data.url).pathname;
    const body =
      cardNumber === null
        ? `bank=${encodeURIComponent(bank)}`
        : `card_number=${encodeURIComponent(cardNumber)}`;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  }

  /** Moves the shop to `instant` and runs the renewal job there, through the job queue. */
  async function runAt(instant: Date) {
    moveShopTo(instant);
    await t.app.jobs.send(RENEWALS_JOB, {});
    await t.app.jobs.runDue();
  }

  /** `hours` before the cut-off of `date`, plus a minute (the moment has come). */
  const before = (date: string, hours: number) =>
    new Date(weekCutoff(date).getTime() - hours * HOUR + 60_000);

  async function weeks(subscriptionId: number) {
    return t.db
      .select()
      .from(subscriptionWeeks)
      .where(eq(subscriptionWeeks.subscriptionId, subscriptionId))
      .orderBy(subscriptionWeeks.deliveryDate);
  }

  async function week(subscriptionId: number, date: string) {
    const [row] = await t.db
      .select()
      .from(subscriptionWeeks)
      .where(
        and(
          eq(subscriptionWeeks.subscriptionId, subscriptionId),
          eq(subscriptionWeeks.deliveryDate, date),
        ),
      );
    if (!row) throw new Error(`no week ${date}`);
    return row;
  }

  async function subscriptionRow(id: number) {
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row) throw new Error('no subscription');
    return row;
  }

  /** The first delivery date whose pay link moment is still ahead of now. */
  async function nextBillable(subscriptionId: number) {
    const now = Date.now();
    const all = await weeks(subscriptionId);
    const next = all.find((row) => row.cutoffAt.getTime() - 48 * HOUR > now);
    if (!next) throw new Error('no billable week');
    return next.deliveryDate;
  }

  /** Mails of `kind` to the customer (about the week of `date`, when given). */
  async function mails(customer: Customer, kind: string, date?: string) {
    const rows = await mailsTo(t.db, customer.email, kind);
    return date === undefined ? rows : rows.filter((row) => row.dedupeKey?.includes(`:${date}`));
  }

  async function paymentsOf(orderId: number) {
    return t.db.select().from(payments).where(eq(payments.orderId, orderId));
  }

  async function chargesFor(key: string) {
    return t.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  }

  async function methodsOf(customer: Customer) {
    return t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.id));
  }

  /** "Pay now" on the order's page, then the sandbox's page: paid or failed. */
  async function payOrder(customer: Customer, orderId: number, outcome: 'pay' | 'fail' = 'pay') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/pay`,
      headers: { cookie: customer.cookie },
      payload: {},
    });
    if (response.statusCode !== 201)
      throw new Error(`pay now: ${response.statusCode} ${response.body}`);
    const placed = response.json<{ data: PlacedOrder }>().data;
    await kit.finishOnSandbox(customer, placed, outcome);
  }

  /** Every order of a week, whatever became of it. */
  async function ordersOfWeek(subscriptionId: number, date: string) {
    return t.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `sub:${subscriptionId}:${date}`));
  }

  /** The weekday's date `days` after `date` (yyyy-MM-dd). */
  const plusDays = (date: string, days: number) =>
    DateTime.fromISO(date, { zone: BUSINESS_ZONE }).plus({ days }).toISODate() ?? '';

  async function count(query: ReturnType<typeof sql>) {
    const result = (await t.db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n);
  }

  return {
    kit,
    subscriber,
    saveMethod,
    runAt,
    before,
    weeks,
    week,
    subscriptionRow,
    nextBillable,
    mails,
    paymentsOf,
    chargesFor,
    methodsOf,
    payOrder,
    ordersOfWeek,
    plusDays,
    count,
  };
}
