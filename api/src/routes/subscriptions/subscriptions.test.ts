import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import type { Subscription, SubscriptionQuote } from '@mealprep/shared/subscriptions/contracts';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import { cartItems } from '../../db/schema';
import { orders } from '../../db/tables/commerce';
import { subscriptionWeeks } from '../../db/tables/subscriptions';
import { moveShopTo, ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  type Customer,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  mailsTo,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { essentialsBody, mealBody, questionsOf } from '../../test/questionnaire';

/**
 * The customer's subscription over HTTP (docs/subscriptions.md): subscribing from the cart, the
 * refusals, skip and unskip around the cut-off, changes, pause, resume and cancel. The shop runs
 * on a Wednesday at 10:00 Kuala Lumpur time: Saturday's cut-off is today at 12:00.
 */
const MORNING = ordinaryMorning();
runShopAt(MORNING);
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

/** The Saturday of this week and the weeks after it (yyyy-MM-dd). */
const saturday = (weeksAhead: number) =>
  DateTime.fromJSDate(MORNING, { zone: BUSINESS_ZONE })
    .plus({ days: 3, weeks: weeksAhead })
    .toISODate() ?? '';

const PICKUP = {
  delivery_method: 'pickup',
  packaging_method: 'vacuum',
  delivery_weekday: 6,
  delivery_time: '11:00',
};

function request(
  customer: Customer,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, ...headers },
  });
}

function subscribe(customer: Customer, body: unknown = PICKUP, key?: string, locale = 'en-US') {
  keys += 1;
  return request(customer, 'POST', '/api/v1/subscription', body, {
    'idempotency-key': key ?? `subscribe-${Date.now()}-${keys}`,
    'accept-language': locale,
  });
}

async function subscribed(customer: Customer, quantity = 2): Promise<Subscription> {
  await kit.addDish(customer, 0, quantity);
  const response = await subscribe(customer);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Subscription }>().data;
}

const current = async (customer: Customer) =>
  (await request(customer, 'GET', '/api/v1/subscription')).json<{ data: Subscription | null }>()
    .data;

const mails = (to: string, kind: string) => mailsTo(t.db, to, kind);

let placedOrders = 0;

/**
 * An unpaid order placed through checkout, made the order of the subscription's week. Each has
 * other lines, so checkout never resumes an earlier one instead.
 */
async function weekOrder(customer: Customer, subscription: Subscription, date: string) {
  placedOrders += 1;
  await kit.addDish(customer, 1, placedOrders);
  const placed = await kit.place(customer, 'pickup');
  await t.db
    .update(subscriptionWeeks)
    .set({ orderId: placed.order_id })
    .where(
      and(
        eq(subscriptionWeeks.subscriptionId, subscription.id),
        eq(subscriptionWeeks.deliveryDate, date),
      ),
    );
  await t.db.delete(cartItems).where(eq(cartItems.userId, customer.id));
  return placed;
}

const weekOf = (subscription: Subscription, date: string) =>
  subscription.weeks.find((week) => week.delivery_date === date);

describe('subscribing', () => {
  it('refuses an empty cart, a Sunday, a slot the rules do not offer and a stranger’s address', async () => {
    const customer = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const quote = await request(customer, 'POST', '/api/v1/subscription/quote', PICKUP, {
      'accept-language': 'ms-MY',
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().errors.cart).toEqual(['Troli anda kosong.']);
    await kit.addDish(customer, 0, 1);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...PICKUP, delivery_weekday: 0 }, 'delivery_weekday', 'Monday to Saturday'],
      [{ ...PICKUP, delivery_time: '10:00' }, 'delivery_time', 'delivery slots'],
      [
        {
          ...PICKUP,
          delivery_method: 'deliver',
          address_id: await kit.addAddress(stranger),
        },
        'address_id',
        'saved addresses',
      ],
      [{ ...PICKUP, delivery_method: 'deliver' }, 'address_id', 'delivery address'],
    ];
    for (const [body, field, words] of refusals) {
      const response = await subscribe(customer, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field][0]).toContain(words);
    }
    const keyless = await request(customer, 'POST', '/api/v1/subscription', PICKUP);
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().errors.idempotency_key).toBeDefined();
    // Nothing was made and the cart is as it was.
    expect(await current(customer)).toBeNull();
    expect(await t.db.$count(cartItems, eq(cartItems.userId, customer.id))).toBe(1);
  });

  it('quotes the full weekly price with delivery, and its first week with the cut-off', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 2);
    const addressId = await kit.addAddress(customer);
    const response = await request(customer, 'POST', '/api/v1/subscription/quote', {
      ...PICKUP,
      delivery_method: 'deliver',
      address_id: addressId,
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<{ data: SubscriptionQuote }>().data;
    expect(quote.first_delivery_date).toBe(saturday(0));
    expect(quote.first_cutoff_at).toBe(weekCutoff(saturday(0)).toISOString());
    expect(Number(quote.weekly.delivery_fee)).toBeGreaterThan(0);
    expect(quote.lines).toEqual([expect.objectContaining({ type: 'RECIPE', quantity: 2 })]);
    const keyed = Object.fromEntries(quote.weekly.lines.map((line) => [line.key, line.amount]));
    expect(keyed.total).toBe(quote.weekly.total);
    expect(keyed.subtotal).toBe(quote.weekly.subtotal);
  });

  it('makes the cart a weekly box: 8 weeks ahead, the cart emptied, one mail, the same key answering it', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 2);
    const key = `same-key-${Date.now()}`;
    const first = await subscribe(customer, PICKUP, key);
    expect(first.statusCode).toBe(201);
    const made = first.json<{ data: Subscription }>().data;
    expect(made).toMatchObject({
      status: 'active',
      meals_per_week: 2,
      delivery_weekday: 6,
      delivery_time: '11:00',
      delivery_method: 'pickup',
      address_label: null,
    });
    expect(made.weeks.map((week) => week.delivery_date)).toEqual(
      Array.from({ length: 8 }, (_, index) => saturday(index)),
    );
    expect(made.weeks.every((week) => week.state === 'upcoming' && week.can_skip)).toBe(true);
    expect(await t.db.$count(cartItems, eq(cartItems.userId, customer.id))).toBe(0);
    const again = await subscribe(customer, PICKUP, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Subscription }>().data.id).toBe(made.id);
    const [mail, ...more] = await mails(customer.email, 'subscription_subscribed');
    expect(more).toHaveLength(0);
    expect(mail?.textBody).toContain(made.weekly.total);
    expect(mail?.textBody).toContain(
      DateTime.fromJSDate(weekCutoff(saturday(0)), { zone: BUSINESS_ZONE }).toFormat(
        'yyyy-MM-dd HH:mm',
      ),
    );
    // A second subscription while this one lives is refused, in the customer's language.
    await kit.addDish(customer, 1, 1);
    const second = await subscribe(customer, PICKUP, undefined, 'ms-MY');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('sudah mempunyai langganan');
  });

  it('subscribes to a personalised plan', async () => {
    const customer = await registerCustomer(t.app);
    const q = await questionsOf(t.app, customer);
    for (const [url, body] of [
      ['/api/v1/user_preferences/questions/essentials', essentialsBody(q, {})],
      ['/api/v1/user_preferences/questions/meal_prefences', mealBody(q, {})],
    ] as const) {
      expect((await kit.call(customer, 'POST', url, body)).statusCode).toBe(200);
    }
    const base = '/api/v1/user_personalized_meal';
    expect((await kit.call(customer, 'POST', `${base}/generate`, {})).statusCode).toBe(202);
    let plan: MealPlan | null = null;
    for (let attempt = 0; attempt < 200 && plan?.status !== 'ready'; attempt += 1) {
      plan = (await kit.call(customer, 'GET', `${base}/plan`)).json<{ data: MealPlan }>().data;
      if (plan.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!plan || plan.status !== 'ready') throw new Error('no plan');
    const added = await kit.call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: plan.id,
      plan_type: 'PERSONALIZED',
    });
    expect(added.statusCode).toBe(200);
    const response = await subscribe(customer);
    expect(response.statusCode).toBe(201);
    const made = response.json<{ data: Subscription }>().data;
    expect(made.lines).toEqual([
      expect.objectContaining({ type: 'PERSONALIZED', product_id: plan.id, quantity: 1 }),
    ]);
    expect(Number(made.lines[0]?.unit_price)).toBeGreaterThan(0);
    expect(Number(made.weekly.total)).toBeGreaterThan(Number(made.weekly.subtotal));
  });
});

describe('skipping weeks', () => {
  it('skips and takes back a week before its cut-off, once per click', async () => {
    const customer = await registerCustomer(t.app);
    await subscribed(customer);
    const date = saturday(1);
    const skipped = await request(customer, 'POST', `/api/v1/subscription/weeks/${date}/skip`);
    expect(skipped.statusCode).toBe(200);
    expect(weekOf(skipped.json<{ data: Subscription }>().data, date)).toMatchObject({
      state: 'skipped',
      can_skip: false,
      can_unskip: true,
    });
    const twice = await request(customer, 'POST', `/api/v1/subscription/weeks/${date}/skip`);
    expect(twice.statusCode).toBe(409);
    expect(await mails(customer.email, 'subscription_skipped')).toHaveLength(1);
    const back = await request(customer, 'POST', `/api/v1/subscription/weeks/${date}/unskip`);
    expect(back.statusCode).toBe(200);
    expect(weekOf(back.json<{ data: Subscription }>().data, date)?.state).toBe('upcoming');
    const notSkipped = await request(customer, 'POST', `/api/v1/subscription/weeks/${date}/unskip`);
    expect(notSkipped.statusCode).toBe(409);
    // Only the next 8 weeks, and only real dates.
    for (const other of [saturday(8), '2026-02-30', 'tomorrow']) {
      const response = await request(customer, 'POST', `/api/v1/subscription/weeks/${other}/skip`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('cancels the week’s unpaid order when it is skipped, and refuses to skip a paid week', async () => {
    const customer = await registerCustomer(t.app);
    const subscription = await subscribed(customer);
    const unpaid = await weekOrder(customer, subscription, saturday(1));
    const skipped = await request(
      customer,
      'POST',
      `/api/v1/subscription/weeks/${saturday(1)}/skip`,
    );
    expect(skipped.statusCode).toBe(200);
    expect(weekOf(skipped.json<{ data: Subscription }>().data, saturday(1))?.order_id).toBeNull();
    expect((await kit.orderRow(unpaid.order_id)).status).toBe('cancelled');
    // One mail for one action: the skip's, not checkout's "order cancelled" beside it.
    expect(await mails(customer.email, 'subscription_skipped')).toHaveLength(1);
    expect(await mails(customer.email, 'order_cancelled')).toHaveLength(0);

    const paid = await weekOrder(customer, subscription, saturday(2));
    const row = await kit.orderRow(paid.order_id);
    expect((await kit.callback(paid, row.totalSen, true)).statusCode).toBe(200);
    const refused = await request(
      customer,
      'POST',
      `/api/v1/subscription/weeks/${saturday(2)}/skip`,
      undefined,
      { 'accept-language': 'ms-MY' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('sudah dibayar');
    expect((await kit.orderRow(paid.order_id)).status).toBe('paid');
    const view = await current(customer);
    expect(weekOf(view as Subscription, saturday(2))).toMatchObject({
      state: 'paid',
      can_skip: false,
      pay_url: null,
    });
  });
});

describe('changing the subscription', () => {
  it('applies a new slot to the weeks not billed, bills an unpaid week again and keeps a paid one', async () => {
    const customer = await registerCustomer(t.app);
    const subscription = await subscribed(customer);
    const unpaid = await weekOrder(customer, subscription, saturday(0));
    const before = await current(customer);
    expect(weekOf(before as Subscription, saturday(0))?.order_id).toBe(unpaid.order_id);
    const paid = await weekOrder(customer, subscription, saturday(1));
    const paidRow = await kit.orderRow(paid.order_id);
    expect((await kit.callback(paid, paidRow.totalSen, true)).statusCode).toBe(200);

    const response = await request(customer, 'PATCH', '/api/v1/subscription', {
      delivery_time: '15:00',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Subscription; message: string }>();
    expect(body.data.delivery_time).toBe('15:00');
    expect(body.message).toContain('already paid');
    // The unpaid order of the first week is cancelled; the week is billed again with the new slot.
    expect((await kit.orderRow(unpaid.order_id)).status).toBe('cancelled');
    expect(weekOf(body.data, saturday(0))).toMatchObject({ state: 'upcoming', order_id: null });
    expect(weekOf(body.data, saturday(1))).toMatchObject({
      state: 'paid',
      order_id: paid.order_id,
    });
    expect((await kit.orderRow(paid.order_id)).deliveryTime).not.toBe('15:00');
  });

  it('changes quantities, refuses an unknown line or an empty box, and moves to a new weekday', async () => {
    const customer = await registerCustomer(t.app);
    await subscribed(customer, 3);
    const unknown = await request(customer, 'PATCH', '/api/v1/subscription', {
      lines: [{ index: 4, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.lines).toBeDefined();
    const empty = await request(customer, 'PATCH', '/api/v1/subscription', {
      lines: [{ index: 0, quantity: 0 }],
    });
    expect(empty.statusCode).toBe(422);
    const fewer = await request(customer, 'PATCH', '/api/v1/subscription', {
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(fewer.json<{ data: Subscription }>().data.meals_per_week).toBe(1);

    const moved = await request(customer, 'PATCH', '/api/v1/subscription', {
      delivery_weekday: 2,
    });
    expect(moved.statusCode).toBe(200);
    const weeks = moved.json<{ data: Subscription }>().data.weeks;
    expect(weeks).toHaveLength(8);
    expect(weeks.every((week) => DateTime.fromISO(week.delivery_date).weekday === 2)).toBe(true);
    const sunday = await request(customer, 'PATCH', '/api/v1/subscription', {
      delivery_weekday: 7,
    });
    expect(sunday.statusCode).toBe(422);
    const method = await request(customer, 'PATCH', '/api/v1/subscription', {
      payment_method_id: 999_999,
    });
    expect(method.statusCode).toBe(422);
    expect(method.json().errors.payment_method_id).toBeDefined();
  });
});

describe('pause, resume and cancel', () => {
  it('pauses until a later delivery date, resumes, and cancels once', async () => {
    const customer = await registerCustomer(t.app);
    await subscribed(customer);
    const wrongDay = await request(customer, 'POST', '/api/v1/subscription/pause', {
      until: DateTime.fromISO(saturday(3)).minus({ days: 1 }).toISODate(),
    });
    expect(wrongDay.statusCode).toBe(422);
    expect(wrongDay.json().errors.until[0]).toContain('Saturday');

    const paused = await request(customer, 'POST', '/api/v1/subscription/pause', {
      until: saturday(3),
    });
    expect(paused.statusCode).toBe(200);
    const pausedView = paused.json<{ data: Subscription }>().data;
    expect(pausedView).toMatchObject({ status: 'paused', paused_until: saturday(3) });
    expect(pausedView.weeks.map((week) => week.state)).toEqual([
      'paused',
      'paused',
      'paused',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(
      (await request(customer, 'POST', '/api/v1/subscription/pause', { until: null })).statusCode,
    ).toBe(409);

    const resumed = await request(customer, 'POST', '/api/v1/subscription/resume');
    expect(resumed.statusCode).toBe(200);
    const resumedView = resumed.json<{ data: Subscription }>().data;
    expect(resumedView.status).toBe('active');
    expect(resumedView.weeks.every((week) => week.state === 'upcoming')).toBe(true);
    expect((await request(customer, 'POST', '/api/v1/subscription/resume')).statusCode).toBe(409);

    const cancelled = await request(customer, 'POST', '/api/v1/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    const cancelledView = cancelled.json<{ data: Subscription }>().data;
    expect(cancelledView.status).toBe('cancelled');
    expect(cancelledView.cancelled_at).not.toBeNull();
    expect(cancelledView.weeks.every((week) => week.state === 'cancelled')).toBe(true);
    const twice = await request(customer, 'POST', '/api/v1/subscription/cancel', undefined, {
      'accept-language': 'ms-MY',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Langganan ini sudah dibatalkan.');
    for (const kind of ['paused', 'resumed', 'cancelled']) {
      expect(await mails(customer.email, `subscription_${kind}`)).toHaveLength(1);
    }
    // Cancelled, the customer may subscribe again.
    await kit.addDish(customer, 0, 1);
    expect((await subscribe(customer)).statusCode).toBe(201);
  });

  it('answers a customer without a subscription with null and 404s', async () => {
    const customer = await registerCustomer(t.app);
    expect(await current(customer)).toBeNull();
    for (const url of ['/api/v1/subscription/cancel', '/api/v1/subscription/resume']) {
      expect((await request(customer, 'POST', url)).statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ url: '/api/v1/subscription' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('answers hostile bodies and paths with a 4xx that changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const subscription = await subscribed(customer);
    const attempts: ['POST' | 'PATCH', string, unknown][] = [
      ['PATCH', '/api/v1/subscription', { lines: 'all' }],
      ['PATCH', '/api/v1/subscription', { lines: [{ index: 'a', quantity: 1 }] }],
      ['PATCH', '/api/v1/subscription', { lines: [{ index: 0, quantity: 51 }] }],
      ['PATCH', '/api/v1/subscription', { delivery_time: '25:00', packaging_method: 'box' }],
      ['POST', '/api/v1/subscription/pause', {}],
      ['POST', '/api/v1/subscription/pause', { until: 5 }],
      ['POST', '/api/v1/subscription/pause', { until: '2026-13-01' }],
      ['POST', '/api/v1/subscription/weeks/%E0%A4%A/skip', {}],
      ['POST', '/api/v1/subscription/weeks/99999-01-01/unskip', {}],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await request(customer, method, url, payload);
      expect([400, 404, 422]).toContain(response.statusCode);
    }
    const after = (await current(customer)) as Subscription;
    expect(after).toMatchObject({ status: 'active', delivery_time: '11:00', meals_per_week: 2 });
    expect(after.weeks.map((week) => week.state)).toEqual(subscription.weeks.map((w) => w.state));
  });
});

describe('after the cut-off', () => {
  it('refuses to skip or take back the week whose cut-off has passed', async () => {
    const customer = await registerCustomer(t.app);
    const subscription = await subscribed(customer);
    const first = saturday(0);
    expect(weekOf(subscription, first)?.can_skip).toBe(true);
    // Two hours before its cut-off the first week is inside its pay-link window: subscribing billed
    // it at once, and the answer carries its order.
    expect(weekOf(subscription, first)?.order_id).not.toBeNull();
    const skippedNext = await request(
      customer,
      'POST',
      `/api/v1/subscription/weeks/${saturday(1)}/skip`,
    );
    expect(skippedNext.statusCode).toBe(200);
    // Past Wednesday 12:00: Saturday's week is settled.
    moveShopTo(new Date(weekCutoff(first).getTime() + 30 * 60_000));
    const ordersBefore = await t.db.$count(orders, eq(orders.userId, customer.id));
    const late = await request(customer, 'POST', `/api/v1/subscription/weeks/${first}/skip`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('12:00');
    const view = (await current(customer)) as Subscription;
    expect(weekOf(view, first)).toMatchObject({ can_skip: false, can_unskip: false });
    // The next week is still before its own cut-off.
    expect(weekOf(view, saturday(1))?.can_unskip).toBe(true);
    // The refused skip neither cancelled the settled week's order nor made another.
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(ordersBefore);
    expect(weekOf(view, first)?.order_id).toBe(weekOf(subscription, first)?.order_id);
  });
});
