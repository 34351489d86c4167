import { eq } from 'drizzle-orm';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import type { Subscription } from '@mealprep/shared/subscriptions/contracts';
import { orderLines } from '../db/tables/commerce';
import { mealPlans } from '../db/tables/preferences';
import { nextBusinessInstant, runShopAt } from '../test/clock';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../test/helper';
import { essentialsBody, mealBody, questionsOf } from '../test/questionnaire';
import { renewalKit } from './test-kit';

/**
 * docs/subscriptions.md "A personalised plan every week": a week before its cut-off, a
 * personalised week gets its own plan from the saved answers; the customer reviews and edits it
 * until the week's order is made from it, which then charges that plan's price and locks it.
 */
runShopAt(nextBusinessInstant(1, '08:00'));
jest.setTimeout(120_000);

let t: TestApp;
let k: ReturnType<typeof renewalKit>;
const PLANS = '/api/v1/user_personalized_meal';

beforeAll(async () => {
  t = await buildTestApp();
  k = renewalKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const call = (
  customer: Customer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, ...headers },
  });

/** The plan once the worker has made it. */
async function readyPlan(customer: Customer, id?: number): Promise<MealPlan> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const url = id === undefined ? `${PLANS}/plan` : `${PLANS}/${id}`;
    const plan = (await call(customer, 'GET', url)).json<{ data: MealPlan | null }>().data;
    if (plan?.status === 'ready') return plan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the plan was not made');
}

/** A customer with both questionnaires answered, subscribed to their personalised plan. */
async function personalSubscriber() {
  const customer = await registerCustomer(t.app);
  const q = await questionsOf(t.app, customer);
  for (const [url, body] of [
    ['/api/v1/user_preferences/questions/essentials', essentialsBody(q, {})],
    ['/api/v1/user_preferences/questions/meal_prefences', mealBody(q, {})],
  ] as const) {
    expect((await call(customer, 'POST', url, body)).statusCode).toBe(200);
  }
  expect((await call(customer, 'POST', `${PLANS}/generate`, {})).statusCode).toBe(202);
  const subscribed = await readyPlan(customer);
  const added = await call(customer, 'POST', '/api/v1/cart/store', {
    plan_id: subscribed.id,
    plan_type: 'PERSONALIZED',
  });
  expect(added.statusCode).toBe(200);
  const made = await call(
    customer,
    'POST',
    '/api/v1/subscription',
    {
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_weekday: 6,
      delivery_time: '11:00',
    },
    { 'idempotency-key': `week-plans-${customer.id}` },
  );
  expect(made.statusCode).toBe(201);
  return { customer, subscribed, subscription: made.json<{ data: Subscription }>().data };
}

/** The first week whose plan is still more than a week and 3 hours away. */
async function planlessWeek(subscriptionId: number) {
  const far = Date.now() + (7 * 24 + 3) * 3_600_000;
  const week = (await k.weeks(subscriptionId)).find((row) => row.cutoffAt.getTime() > far);
  if (!week) throw new Error('no week far enough ahead');
  return week.deliveryDate;
}

const weekOf = async (customer: Customer, date: string) =>
  (await call(customer, 'GET', '/api/v1/subscription'))
    .json<{ data: Subscription }>()
    .data.weeks.find((week) => week.delivery_date === date);

test('a personalised week gets its own plan a week ahead, edited until its order is made from it', async () => {
  const { customer, subscribed, subscription } = await personalSubscriber();
  const date = await planlessWeek(subscription.id);
  // More than a week before the cut-off: the week has no plan of its own yet.
  await k.runAt(k.before(date, 7 * 24 + 2));
  expect((await weekOf(customer, date))?.plan).toBeNull();

  await k.runAt(k.before(date, 7 * 24));
  const queued = (await weekOf(customer, date))?.plan;
  expect(queued).toMatchObject({ editable: true });
  const planId = queued?.id ?? 0;
  expect(planId).not.toBe(subscribed.id);
  const weekPlan = await readyPlan(customer, planId);
  expect(weekPlan).toMatchObject({ locked: false, week_of: date });
  // The dashboard's plan is still the customer's own, not the week's.
  expect((await readyPlan(customer)).id).toBe(subscribed.id);
  // A second run makes no second plan.
  await k.runAt(k.before(date, 7 * 24 - 1));
  expect((await weekOf(customer, date))?.plan?.id).toBe(planId);

  // Reviewed and edited: a meal removed makes the week cheaper.
  const edited = await call(customer, 'POST', `${PLANS}/${planId}`, {
    action: 'remove',
    day: 1,
    meal: 1,
  });
  expect(edited.statusCode).toBe(200);
  const after = edited.json<{ data: MealPlan }>().data;
  expect(Number(after.price)).toBeLessThan(Number(weekPlan.price));
  // It is the week's: not deleted (the week would have none), not put in the cart.
  const deleted = await call(customer, 'DELETE', `${PLANS}/${planId}`, undefined, {
    'accept-language': 'ms-MY',
  });
  expect(deleted.statusCode).toBe(409);
  expect(deleted.json().message).toContain('langganan');
  const carted = await call(customer, 'POST', '/api/v1/cart/store', {
    plan_id: planId,
    plan_type: 'PERSONALIZED',
  });
  expect(carted.statusCode).toBe(422);
  expect(Object.keys(carted.json().errors)).toEqual(['plan_id']);

  // The week's order is made from the edited plan, at its price, and the plan is fixed from then.
  await k.runAt(k.before(date, 48));
  const week = await k.week(subscription.id, date);
  expect(week.orderId).not.toBeNull();
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, week.orderId ?? 0));
  expect(lines).toEqual([
    expect.objectContaining({
      type: 'PERSONALIZED',
      productId: planId,
      unitPriceSen: Math.round(Number(after.price) * 100),
    }),
  ]);
  const [row] = await t.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
  expect(row?.lockedAt).not.toBeNull();
  expect((await weekOf(customer, date))?.plan).toMatchObject({ id: planId, editable: false });
  const refused = await call(
    customer,
    'POST',
    `${PLANS}/${planId}`,
    { action: 'remove', day: 2, meal: 1 },
    { 'accept-language': 'ms-MY' },
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('Pesanan minggu ini');
  // The subscribed plan is as it was: other weeks still start from the answers.
  expect((await readyPlan(customer, subscribed.id)).price).toBe(subscribed.price);
});

test('a week whose plan is not made by its order is billed from the subscribed plan', async () => {
  const { customer, subscribed, subscription } = await personalSubscriber();
  const date = await planlessWeek(subscription.id);
  await k.runAt(k.before(date, 7 * 24));
  const planId = (await weekOf(customer, date))?.plan?.id ?? 0;
  await readyPlan(customer, planId);
  // As if the worker had failed it three times.
  await t.db
    .update(mealPlans)
    .set({ status: 'failed', result: null })
    .where(eq(mealPlans.id, planId));
  await k.runAt(k.before(date, 48));
  const week = await k.week(subscription.id, date);
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, week.orderId ?? 0));
  expect(lines.map((line) => line.productId)).toEqual([subscribed.id]);
  // The plan that was not used goes: nothing left to open and edit that would change nothing.
  expect(week.planId).toBeNull();
  expect(await t.db.select().from(mealPlans).where(eq(mealPlans.id, planId))).toEqual([]);
  expect((await weekOf(customer, date))?.plan).toBeNull();
});
