import { deliveryHolidays } from '../db/tables/commerce';
import { nextBusinessInstant, runShopAt } from '../test/clock';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { renewalKit } from './test-kit';
import { weekCutoff } from '@mealprep/shared/subscriptions';

/**
 * Holidays (docs/subscriptions.md "Holidays"): a week whose date the holiday rules leave without
 * deliveries moves to the next day the shop delivers, with that day's cut-off; the run moves the
 * weeks made before the rule, and weeks made after it are made on the moved day.
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

test('a Saturday the shop does not deliver on moves its week to Monday: shown, paused to, billed and made there', async () => {
  const { customer, subscription } = await k.subscriber();
  const saturday = (await k.weeks(subscription.id))[3]?.deliveryDate ?? '';
  const monday = k.plusDays(saturday, 2);
  // The shop closes that Saturday: Thursday's orders go out on the Monday after.
  const thursday = k.plusDays(saturday, -2);
  await t.db.insert(deliveryHolidays).values({
    orderedFrom: thursday,
    orderedTo: thursday,
    deliveryWeekdayByOrderWeekday: { '4': 1 },
    name: 'Kitchen closed',
  });

  await k.runAt(new Date());
  const dates = (await k.weeks(subscription.id)).map((week) => week.deliveryDate);
  expect(dates).toContain(monday);
  expect(dates).not.toContain(saturday);
  const moved = await k.week(subscription.id, monday);
  expect(moved).toMatchObject({ state: 'upcoming', orderId: null });
  expect(moved.cutoffAt.getTime()).toBe(weekCutoff(monday).getTime());

  const read = await t.app.inject({
    url: '/api/v1/subscription',
    headers: { cookie: customer.cookie },
  });
  const weeks = read.json<{ data: { weeks: { delivery_date: string; moved_from: string }[] } }>()
    .data.weeks;
  expect(weeks.find((week) => week.delivery_date === monday)?.moved_from).toBe(saturday);
  expect(weeks.filter((week) => week.moved_from !== null)).toHaveLength(1);

  // A pause may end on the moved day, not on the Saturday no one delivers on.
  const pause = (until: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/pause',
      headers: { cookie: customer.cookie },
      payload: { until },
    });
  expect((await pause(saturday)).statusCode).toBe(422);
  expect((await pause(monday)).statusCode).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/resume',
    headers: { cookie: customer.cookie },
    payload: {},
  });

  // Billed on the Monday's clock, for the Monday; nothing for the Saturday.
  await k.runAt(k.before(monday, 49));
  expect(await k.ordersOfWeek(subscription.id, monday)).toHaveLength(0);
  await k.runAt(k.before(monday, 48));
  const [order] = await k.ordersOfWeek(subscription.id, monday);
  expect(order).toMatchObject({ deliveryDate: monday, status: 'payment_pending' });
  expect(order?.payBy?.getTime()).toBe(weekCutoff(monday).getTime());
  expect(await k.ordersOfWeek(subscription.id, saturday)).toHaveLength(0);

  // A subscription made now gets the Monday from the start.
  const later = await k.subscriber();
  const its = (await k.weeks(later.subscription.id)).map((week) => week.deliveryDate);
  expect(its).toContain(monday);
  expect(its).not.toContain(saturday);
});
