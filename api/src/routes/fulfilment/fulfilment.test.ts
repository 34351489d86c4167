import { and, eq } from 'drizzle-orm';
import type { Locale } from '@mealprep/shared/locale';
import type { BoardOrder } from '@mealprep/shared/staff/contracts';
import type { FixedMealPlan } from '@mealprep/shared/catalogue/contracts';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import type { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { emailOutbox } from '../../db/schema';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { essentialsBody, mealBody, questionsOf } from '../../test/questionnaire';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * The order's life after payment, taken by the shop's staff (docs/architecture.md
 * §9.4): each step by the role that owns it, under the order's row lock, with its audit entry, the
 * customer's mail and the customer's timeline.
 */
runShopAt(ordinaryMorning());
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let kitchen: StaffLogin;
let dispatch: StaffLogin;
let support: StaffLogin;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
  kitchen = await inviteStaff(t, admin, 'kitchen', 'Kamal');
  dispatch = await inviteStaff(t, admin, 'dispatch', 'Devi');
  support = await inviteStaff(t, admin, 'support', 'Suresh');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

async function paidOrder(method: 'deliver' | 'pickup', locale: Locale = 'en-US') {
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer, 0, 2);
  const placed = await kit.place(customer, method, locale);
  const row = await kit.orderRow(placed.order_id);
  expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
  return { customer, placed, row };
}

const move = (who: { cookie: string }, id: number, status: string, locale = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/status`,
    headers: { cookie: who.cookie, 'accept-language': locale },
    payload: { status },
  });

const board = async (who: { cookie: string }, date: string) => {
  const response = await t.app.inject({
    url: `/api/v1/admin/orders?date=${date}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: BoardOrder[]; meta: { counts: Record<string, number> } }>();
};

const detail = async (customer: Customer, id: number) =>
  (await t.app.inject({ url: `/api/v1/orders/${id}`, headers: { cookie: customer.cookie } })).json<{
    data: OrderDetail;
  }>().data;

const mails = (to: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

describe('the orders board', () => {
  it('lists the day’s paid orders with what to cook, and the steps each role may take', async () => {
    const { placed, row } = await paidOrder('deliver');
    const unpaidCustomer = await registerCustomer(t.app);
    await kit.addDish(unpaidCustomer, 1, 1);
    const unpaid: PlacedOrder = await kit.place(unpaidCustomer, 'deliver');
    const forKitchen = await board(kitchen, row.deliveryDate);
    const mine = forKitchen.data.find((order) => order.id === placed.order_id);
    expect(mine).toMatchObject({
      order_no: row.orderNo,
      status: 'paid',
      delivery_method: 'deliver',
      area: '47500 Subang Jaya',
      next: ['preparing'],
    });
    expect(mine?.lines).toEqual([expect.objectContaining({ quantity: 2, size: 'L' })]);
    // An unpaid order is not the kitchen's work.
    expect(forKitchen.data.some((order) => order.id === unpaid.order_id)).toBe(false);
    expect(forKitchen.meta.counts.paid).toBeGreaterThanOrEqual(1);
    // Dispatch and support read the same board but cannot start cooking.
    expect(
      (await board(dispatch, row.deliveryDate)).data.find((o) => o.id === row.id)?.next,
    ).toEqual([]);
    expect(
      (await board(support, row.deliveryDate)).data.find((o) => o.id === row.id)?.next,
    ).toEqual([]);
  });

  it('refuses a day that is not a date, in the caller’s language', async () => {
    const response = await t.app.inject({
      url: '/api/v1/admin/orders?date=2026-02-30',
      headers: { cookie: kitchen.cookie, 'accept-language': 'ms-MY' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['date']);
  });
});

describe('a delivery’s life', () => {
  it('paid → preparing (kitchen) → out for delivery → delivered (dispatch), mailed and on the timeline', async () => {
    const { customer, row } = await paidOrder('deliver', 'ms-MY');
    // The kitchen cannot send it out, and dispatch cannot start it.
    expect((await move(dispatch, row.id, 'preparing')).statusCode).toBe(403);
    const started = await move(kitchen, row.id, 'preparing');
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'preparing', next: [] });
    expect(started.json().message).toBe(`Order ${row.orderNo} is now being prepared.`);
    // Once preparing, the customer can no longer move the date.
    const preparing = await detail(customer, row.id);
    expect(preparing.actions.reschedule.allowed).toBe(false);
    expect((await move(kitchen, row.id, 'out_for_delivery')).statusCode).toBe(403);
    expect((await move(dispatch, row.id, 'out_for_delivery')).statusCode).toBe(200);
    expect((await move(dispatch, row.id, 'delivered')).statusCode).toBe(200);

    const done = await detail(customer, row.id);
    expect(done.status).toBe('delivered');
    expect(done.delivered_at).not.toBeNull();
    expect(done.timeline.map((step) => step.step)).toEqual([
      'placed',
      'paid',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    expect(done.timeline.every((step) => step.at !== null)).toBe(true);
    // One mail per step the customer hears of, in the order's language.
    const [onTheWay, ...again] = await mails(customer.email, 'order_out_for_delivery');
    expect(again).toHaveLength(0);
    expect(onTheWay?.subject).toBe(`Pesanan ${row.orderNo} dalam perjalanan`);
    expect(await mails(customer.email, 'order_delivered')).toHaveLength(1);
    // The customer's "Delivered" filter finds it.
    const delivered = await t.app.inject({
      url: '/api/v1/orders?filter=delivered',
      headers: { cookie: customer.cookie },
    });
    expect(delivered.json().data.map((o: { id: number }) => o.id)).toEqual([row.id]);
    // Who did what, before → after.
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: { cookie: admin } });
    const entries = audit
      .json()
      .data.filter(
        (entry: { subject_id: number; action: string }) =>
          entry.subject_id === row.id && entry.action === 'order.status',
      );
    expect(
      entries.map((e: { actor: string; after: { status: string } }) => [e.actor, e.after.status]),
    ).toEqual([
      [dispatch.email, 'delivered'],
      [dispatch.email, 'out_for_delivery'],
      [kitchen.email, 'preparing'],
    ]);
  });

  it('never goes backwards or skips a step, and says where the order is', async () => {
    const { row } = await paidOrder('deliver');
    const skip = await move({ cookie: admin }, row.id, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      `Order ${row.orderNo} is paid now, so it cannot be moved to delivered. Reload the board to see where it is.`,
    );
    expect((await move(kitchen, row.id, 'preparing')).statusCode).toBe(200);
    expect((await move(kitchen, row.id, 'preparing')).statusCode).toBe(409);
    // A pickup step does not exist for a delivery.
    expect((await move(kitchen, row.id, 'ready_for_pickup')).statusCode).toBe(409);
    expect((await kit.orderRow(row.id)).status).toBe('preparing');
  });

  it('refuses a status that is not a step, an unknown order and an unpaid one, changing nothing', async () => {
    const { row } = await paidOrder('deliver');
    const bad = await move(kitchen, row.id, 'cancelled', 'ms-MY');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    expect((await move(kitchen, 999_999, 'preparing')).statusCode).toBe(404);
    expect((await move(kitchen, 0, 'preparing')).statusCode).toBe(404);
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 1);
    const unpaid = await kit.place(customer, 'deliver');
    expect((await move(kitchen, unpaid.order_id, 'preparing')).statusCode).toBe(409);
    expect((await kit.orderRow(unpaid.order_id)).status).toBe('payment_pending');
    expect((await kit.orderRow(row.id)).status).toBe('paid');
  });

  it('two staff members pressing at once move the order once', async () => {
    const { customer, row } = await paidOrder('deliver');
    expect((await move(kitchen, row.id, 'preparing')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        move(index % 2 ? dispatch : { cookie: admin }, row.id, 'out_for_delivery'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await mails(customer.email, 'order_out_for_delivery')).toHaveLength(1);
  });
});

describe('a pickup’s life', () => {
  it('paid → preparing → ready for pickup (kitchen, customer mailed) → handed over (dispatch)', async () => {
    const { customer, row } = await paidOrder('pickup');
    expect((await move(kitchen, row.id, 'preparing')).statusCode).toBe(200);
    expect((await move(kitchen, row.id, 'out_for_delivery')).statusCode).toBe(409);
    expect((await move(kitchen, row.id, 'ready_for_pickup')).statusCode).toBe(200);
    expect(await mails(customer.email, 'order_ready_for_pickup')).toHaveLength(1);
    expect((await move(kitchen, row.id, 'delivered')).statusCode).toBe(403);
    expect((await move(dispatch, row.id, 'delivered')).statusCode).toBe(200);
    const done = await detail(customer, row.id);
    expect(done.timeline.map((step) => step.step)).toEqual([
      'placed',
      'paid',
      'preparing',
      'ready_for_pickup',
      'delivered',
    ]);
    expect(done.delivered_at).not.toBeNull();
  });
});

describe('the production sheet', () => {
  interface Sheet {
    delivery_date: string;
    cooking_date: string;
    frozen: boolean;
    orders: number;
    dishes: { dish_id: number; size: string; portions: number; name: string }[];
    components: { recipe_id: number; name: string; grams: number; portions: number }[];
    packs: { vacuum: number; lunch_box: number };
    plan_packs: { order_no: string; meals: { items: { grams: number }[] }[] }[];
  }
  const sheetOf = async (date: string, who: { cookie: string } = kitchen) => {
    const response = await t.app.inject({
      url: `/api/v1/admin/production?date=${date}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Sheet }>().data;
  };
  const portionsOf = (sheet: Sheet) =>
    new Map(sheet.dishes.map((dish) => [`${dish.dish_id}:${dish.size}`, dish.portions]));

  it('sums what was ordered: dishes, and bundle items times the line’s servings', async () => {
    const customer = await registerCustomer(t.app);
    const dish = await kit.addDish(customer, 0, 3);
    const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json<{
      data: { id: number; items: { dish_id: number; size: string; quantity: number }[] }[];
    }>().data;
    const bundle = bundles[0];
    if (!bundle) throw new Error('no bundle');
    const stored = await kit.call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: bundle.id,
      plan_type: 'MEAL',
      quantity: 1,
      servings: 2,
    });
    expect(stored.statusCode).toBe(200);
    const placed = await kit.place(customer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    const before = await sheetOf(row.deliveryDate);
    expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
    const after = await sheetOf(row.deliveryDate);

    expect(after.cooking_date).toBe(
      new Date(Date.parse(`${row.deliveryDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    expect(after.orders).toBe(before.orders + 1);
    const grew = new Map<string, number>();
    const [was, now] = [portionsOf(before), portionsOf(after)];
    for (const [key, portions] of now) {
      const delta = portions - (was.get(key) ?? 0);
      if (delta !== 0) grew.set(key, delta);
    }
    const expected = new Map<string, number>([[`${dish.id}:L`, 3]]);
    for (const item of bundle.items) {
      const key = `${item.dish_id}:${item.size}`;
      expected.set(key, (expected.get(key) ?? 0) + item.quantity * 2);
    }
    expect(grew).toEqual(expected);
    const total = [...expected.values()].reduce((sum, portions) => sum + portions, 0);
    expect(after.packs.vacuum - before.packs.vacuum).toBe(total);
  });

  it('counts the fixed plan’s week and sums each personalised plan’s grams per component', async () => {
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
    const fixed = (await t.app.inject({ url: '/api/v1/fixed_meal_plan' })).json<{
      data: FixedMealPlan;
    }>().data;
    for (const line of [
      { plan_id: plan.id, plan_type: 'PERSONALIZED' },
      { plan_id: fixed.id, plan_type: 'STANDARD', quantity: 2 },
    ]) {
      expect((await kit.call(customer, 'POST', '/api/v1/cart/store', line)).statusCode).toBe(200);
    }
    const placed = await kit.place(customer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    const before = await sheetOf(row.deliveryDate);
    expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
    const after = await sheetOf(row.deliveryDate);

    // The fixed plan: every meal of its week, twice.
    const fixedMeals = fixed.days.flatMap((day) => day.meals);
    const [was, now] = [portionsOf(before), portionsOf(after)];
    const expected = new Map<string, number>();
    for (const meal of fixedMeals) {
      const key = `${meal.dish_id}:${meal.size}`;
      expected.set(key, (expected.get(key) ?? 0) + 2);
    }
    for (const [key, portions] of expected) {
      expect([key, (now.get(key) ?? 0) - (was.get(key) ?? 0)]).toEqual([key, portions]);
    }
    // The plan: grams per component over every meal of every day, as the customer's plan shows them.
    const grams = new Map<number, number>();
    let meals = 0;
    for (const day of plan.days) {
      for (const meal of day.meals) {
        meals += 1;
        for (const item of meal.items) {
          if (item.recipe_id === null) continue;
          grams.set(item.recipe_id, (grams.get(item.recipe_id) ?? 0) + item.grams);
        }
      }
    }
    const componentsBefore = new Map(before.components.map((c) => [c.recipe_id, c.grams]));
    for (const component of after.components.filter((c) => grams.has(c.recipe_id))) {
      const added = component.grams - (componentsBefore.get(component.recipe_id) ?? 0);
      expect(Math.abs(added - (grams.get(component.recipe_id) ?? 0))).toBeLessThanOrEqual(1);
    }
    expect(after.components.filter((c) => grams.has(c.recipe_id))).toHaveLength(grams.size);
    const pack = after.plan_packs.find((p) => p.order_no === row.orderNo);
    expect(pack?.meals).toHaveLength(meals);
    expect(after.packs.vacuum - before.packs.vacuum).toBe(fixedMeals.length * 2 + meals);
  });

  it('freezes a day no new order can land on, and refuses a day that is not a date', async () => {
    const past = await sheetOf('2020-01-06');
    expect(past).toMatchObject({ frozen: true, orders: 0, dishes: [], components: [] });
    const response = await t.app.inject({
      url: '/api/v1/admin/production?date=tomorrow',
      headers: { cookie: kitchen.cookie },
    });
    expect(response.statusCode).toBe(422);
  });

  it('downloads as CSV with translated headings', async () => {
    const { row } = await paidOrder('deliver');
    const response = await t.app.inject({
      url: `/api/v1/admin/production.csv?date=${row.deliveryDate}`,
      headers: { cookie: kitchen.cookie, 'accept-language': 'ms-MY' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="production-${row.deliveryDate}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`Tarikh penghantaran,${row.deliveryDate}`);
    expect(lines).toContain('Hidangan,Saiz,Hidangan dimasak');
  });
});
