import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@mealprep/shared/locale';
import { DateTime } from 'luxon';
import type { FixedMealPlan } from '@mealprep/shared/catalogue/contracts';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import type { PackingList, PackingOrder, ProductionSheet } from '@mealprep/shared/staff/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { auditLog } from '../../db/tables/audit';
import { dishes, emailOutbox, type LocalizedText } from '../../db/schema';
import { orders } from '../../db/tables/commerce';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { pdfText } from '../../test/pdf';
import { essentialsBody, mealBody, questionsOf } from '../../test/questionnaire';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * Labels, packing and handover (docs/kitchen.md): each pack's label read back from the PDF in the
 * order's language; the packs the production sheet counts; ticks and scans under the order's row
 * lock; a fully packed pickup ready for pickup with one mail, then handed over.
 */
runShopAt(ordinaryMorning());
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let kitchen: StaffLogin;
let dispatch: StaffLogin;
let halalDish: { id: number; name: LocalizedText };
let otherDish: { id: number; name: LocalizedText };

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
  kitchen = await inviteStaff(t, admin, 'kitchen', 'Kamal');
  dispatch = await inviteStaff(t, admin, 'dispatch', 'Devi');
  // Two dishes of the seed made into what the tests need: one halal with allergens and a 4-day
  // shelf life, one not halal without allergens and the default 7 days.
  const [first, second] = await t.db.select().from(dishes).orderBy(dishes.id).limit(2);
  if (!first || !second) throw new Error('no dishes');
  await t.db
    .update(dishes)
    .set({ halal: true, allergens: ['peanut', 'dairy'], shelfLifeDays: 4 })
    .where(eq(dishes.id, first.id));
  await t.db
    .update(dishes)
    .set({ halal: false, allergens: [], shelfLifeDays: 7 })
    .where(eq(dishes.id, second.id));
  halalDish = { id: first.id, name: first.name };
  otherDish = { id: second.id, name: second.name };
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

async function order(
  lines: { dish: number; quantity: number }[],
  method: 'deliver' | 'pickup',
  locale: Locale = 'en-US',
  firstName = 'Siti',
) {
  const customer = await registerCustomer(t.app, { first_name: firstName });
  for (const line of lines) {
    const stored = await kit.call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: line.dish,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: line.quantity,
    });
    expect(stored.statusCode).toBe(200);
  }
  const placed = await kit.place(customer, method, locale);
  const row = await kit.orderRow(placed.order_id);
  expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
  return { customer, row };
}

const get = (who: { cookie: string }, url: string, locale = 'en-US') =>
  t.app.inject({ url, headers: { cookie: who.cookie, 'accept-language': locale } });

const post = (who: { cookie: string }, url: string, payload: object, locale = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie, 'accept-language': locale },
    payload,
  });

const tick = (who: { cookie: string }, id: number, packNo: number, packed = true) =>
  post(who, `/api/v1/admin/orders/${id}/packs`, { pack_no: packNo, packed });

const scan = (who: { cookie: string }, date: string, code: string, locale = 'en-US') =>
  post(who, '/api/v1/admin/packing/scan', { date, code }, locale);

async function packingOf(date: string, who: { cookie: string } = kitchen) {
  const response = await get(who, `/api/v1/admin/packing?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json<PackingList>();
}

async function packingOrder(id: number, date: string, who: { cookie: string } = kitchen) {
  const found = (await packingOf(date, who)).data.find((entry) => entry.id === id);
  if (!found) throw new Error(`order ${id} is not on the packing list`);
  return found;
}

const day = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate() ?? '';
const shortDate = (date: string, locale: string) =>
  formatShopDate(date, locale, { day: 'numeric', month: 'short', year: 'numeric' });

const mails = (to: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

describe('labels', () => {
  it('prints each pack in the order’s language: Malay, packed the day before, use-by after the shelf life, allergens, halal', async () => {
    const { row } = await order([{ dish: halalDish.id, quantity: 2 }], 'deliver', 'ms-MY', 'Nurul');
    const response = await get(kitchen, `/api/v1/admin/orders/${row.id}/labels.pdf?format=roll`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="labels-${row.orderNo}-roll.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    const packedOn = day(row.deliveryDate, -1);
    for (const expected of [
      halalDish.name['ms-MY'],
      `Nurul ${row.orderNo} Penghantaran`,
      `Penghantaran ${shortDate(row.deliveryDate, 'ms-MY')}`,
      `Dibungkus pada ${shortDate(packedOn, 'ms-MY')}`,
      `Guna sebelum ${shortDate(day(packedOn, 4), 'ms-MY')}`,
      'Mengandungi: tenusu, kacang tanah',
      'Halal',
      `${row.orderNo}-01`,
      `${row.orderNo}-02`,
      'Pek 1 daripada 2',
      'Pek 2 daripada 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Use by');
    expect(text).not.toContain('Contains');
  });

  it('marks no pack halal that is not, prints no allergen line without allergens, and uses 7 days by default', async () => {
    const { row } = await order([{ dish: otherDish.id, quantity: 1 }], 'pickup', 'en-US', 'Aina');
    const response = await get(kitchen, `/api/v1/admin/orders/${row.id}/labels.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const packedOn = day(row.deliveryDate, -1);
    expect(text).toContain(otherDish.name['en-US']);
    expect(text).toContain(`Pickup ${shortDate(row.deliveryDate, 'en-US')}`);
    expect(text).toContain(`Packed on ${shortDate(packedOn, 'en-US')}`);
    expect(text).toContain(`Use by ${shortDate(day(packedOn, 7), 'en-US')}`);
    expect(text).toMatch(/\d+ kcal · P \d+ g · C \d+ g · F \d+ g/);
    expect(text).not.toContain('Halal');
    expect(text).not.toContain('Contains');
  });

  it('refuses a format it does not know and an order not in the kitchen’s hands', async () => {
    const { row } = await order([{ dish: otherDish.id, quantity: 1 }], 'deliver');
    const bad = await get(kitchen, `/api/v1/admin/labels.pdf?format=a5`, 'ms-MY');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['format']);
    expect((await get(kitchen, '/api/v1/admin/orders/999999/labels.pdf')).statusCode).toBe(404);
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 1);
    const unpaid = await kit.place(customer, 'deliver');
    expect(
      (await get(kitchen, `/api/v1/admin/orders/${unpaid.order_id}/labels.pdf`)).statusCode,
    ).toBe(404);
    expect((await get(dispatch, `/api/v1/admin/orders/${row.id}/labels.pdf`)).statusCode).toBe(403);
  });
});

describe('the day’s packs', () => {
  it('are as many as the production sheet counts, each with one label in the day’s PDF', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 2, 2);
    const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json<{
      data: { id: number }[];
    }>().data;
    const fixed = (await t.app.inject({ url: '/api/v1/fixed_meal_plan' })).json<{
      data: FixedMealPlan;
    }>().data;
    // A personalised plan of the customer's answers.
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
    for (const line of [
      { plan_id: bundles[0]?.id, plan_type: 'MEAL', quantity: 1, servings: 2 },
      { plan_id: fixed.id, plan_type: 'STANDARD', quantity: 1 },
      { plan_id: plan.id, plan_type: 'PERSONALIZED' },
    ]) {
      expect((await kit.call(customer, 'POST', '/api/v1/cart/store', line)).statusCode).toBe(200);
    }
    const placed = await kit.place(customer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);

    const sheet = (await get(kitchen, `/api/v1/admin/production?date=${row.deliveryDate}`)).json<{
      data: ProductionSheet;
    }>().data;
    const list = await packingOf(row.deliveryDate);
    expect(list.meta.packs).toBe(sheet.packs.vacuum + sheet.packs.lunch_box);
    expect(list.data.map((entry) => entry.id).sort()).toHaveLength(sheet.orders);
    const mine = list.data.find((entry) => entry.id === row.id);
    const meals = plan.days.reduce((sum, planDay) => sum + planDay.meals.length, 0);
    expect(mine?.packs.length).toBeGreaterThan(2 + fixed.days.flatMap((d) => d.meals).length);
    expect(mine?.packs.filter((pack) => pack.name === 'Personalised plan')).toHaveLength(meals);

    const labels = await get(
      kitchen,
      `/api/v1/admin/labels.pdf?date=${row.deliveryDate}&format=sheet`,
    );
    expect(labels.statusCode).toBe(200);
    const text = await pdfText(labels.rawPayload);
    const codes = list.data.flatMap((entry) => entry.packs.map((pack) => pack.code));
    expect(new Set(codes).size).toBe(list.meta.packs);
    expect(text.match(/MP-\d{8}-[0-9A-F]+-\d{2,}/g)?.sort()).toEqual([...codes].sort());
  });

  it('prints the production sheet as an A4 PDF with the screen’s figures', async () => {
    const { row } = await order([{ dish: halalDish.id, quantity: 3 }], 'deliver');
    const response = await get(
      kitchen,
      `/api/v1/admin/production.pdf?date=${row.deliveryDate}`,
      'ms-MY',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="production-${row.deliveryDate}.pdf"`,
    );
    const sheet = (
      await get(kitchen, `/api/v1/admin/production?date=${row.deliveryDate}`, 'ms-MY')
    ).json<{ data: ProductionSheet }>().data;
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Helaian pengeluaran');
    expect(text).toContain(`Pesanan: ${sheet.orders}`);
    const dish = sheet.dishes.find((entry) => entry.dish_id === halalDish.id);
    expect(text).toContain(`${dish?.name} Besar ${dish?.portions}`);
  });
});

describe('packing', () => {
  it('ticks and unticks packs, starts a paid order, and refuses what it cannot do', async () => {
    const { row } = await order([{ dish: otherDish.id, quantity: 2 }], 'pickup');
    const started = await tick(kitchen, row.id, 1);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(`Pack ${row.orderNo}-01 is packed.`);
    expect(started.json().data).toMatchObject({ status: 'preparing', packed: 1, can_pack: true });
    expect(started.json().data.packs[0].packed_by).toBe(kitchen.email);
    // Unticked while still in the kitchen; unticking again says it is not packed.
    expect((await tick(kitchen, row.id, 1, false)).statusCode).toBe(200);
    const again = await tick(kitchen, row.id, 1, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Pack ${row.orderNo}-01 is not packed.`);
    expect((await tick(kitchen, row.id, 3)).statusCode).toBe(404);
    const bad = await post(kitchen, `/api/v1/admin/orders/${row.id}/packs`, { pack_no: 'one' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pack_no', 'packed']);
    // Dispatch reads the list but cannot tick.
    expect((await packingOrder(row.id, row.deliveryDate, dispatch)).can_pack).toBe(false);
    expect((await tick(dispatch, row.id, 1)).statusCode).toBe(403);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, row.id), eq(auditLog.action, 'order.pack')));
    expect(entries.map((entry) => entry.after)).toEqual([
      { pack: `${row.orderNo}-01`, packed: true },
      { pack: `${row.orderNo}-01`, packed: false },
    ]);
  });

  it('scans a code: an unknown one and another day’s are refused at the field, changing nothing', async () => {
    const { row } = await order([{ dish: otherDish.id, quantity: 1 }], 'deliver', 'en-US');
    const other = await order([{ dish: otherDish.id, quantity: 1 }], 'deliver');
    const tomorrow = day(other.row.deliveryDate, 1);
    await t.db.update(orders).set({ deliveryDate: tomorrow }).where(eq(orders.id, other.row.id));

    const unknown = await scan(kitchen, row.deliveryDate, 'MP-00000000-NOPE-01', 'ms-MY');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      code: ['Tiada pek dengan kod MP-00000000-NOPE-01. Semak label dan imbas semula.'],
    });
    const beyond = await scan(kitchen, row.deliveryDate, `${row.orderNo}-02`);
    expect(beyond.statusCode).toBe(422);
    const elsewhere = await scan(kitchen, row.deliveryDate, `${other.row.orderNo}-01`);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.code).toEqual([
      `Pack ${other.row.orderNo}-01 is for an order due on ${formatShopDate(tomorrow, 'en-US')}, not on this day.`,
    ]);
    expect((await scan(kitchen, row.deliveryDate, '')).json().errors.code).toHaveLength(1);
    expect((await kit.orderRow(other.row.id)).status).toBe('paid');
    expect((await kit.orderRow(row.id)).status).toBe('paid');

    // The scanner types the code as printed (lower case or padded works too).
    const scanned = await scan(kitchen, row.deliveryDate, ` ${row.orderNo.toLowerCase()}-01 `);
    expect(scanned.statusCode).toBe(200);
    // A delivery fully packed stays with the kitchen until dispatch sends it out.
    expect(scanned.json().data).toMatchObject({ status: 'preparing', packed: 1 });
    const twice = await scan(kitchen, row.deliveryDate, `${row.orderNo}-01`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Pack ${row.orderNo}-01 was already packed.`);
  });

  it('a pickup fully packed is ready for pickup once, however many tick at once; then handed over', async () => {
    const { customer, row } = await order([{ dish: otherDish.id, quantity: 2 }], 'pickup');
    const answers = await Promise.all([
      tick(kitchen, row.id, 1),
      tick({ cookie: admin }, row.id, 1),
      tick(kitchen, row.id, 2),
      scan(kitchen, row.deliveryDate, `${row.orderNo}-02`),
      tick({ cookie: admin }, row.id, 2),
      scan({ cookie: admin }, row.deliveryDate, `${row.orderNo}-01`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 409, 409, 409, 409,
    ]);
    const messages = answers.filter((a) => a.statusCode === 200).map((a) => a.json().message);
    expect(
      messages.filter((m: string) =>
        m.endsWith(`order ${row.orderNo} is complete and ready for pickup.`),
      ),
    ).toHaveLength(1);
    expect((await kit.orderRow(row.id)).status).toBe('ready_for_pickup');
    expect(await mails(customer.email, 'order_ready_for_pickup')).toHaveLength(1);
    const steps = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, row.id),
          inArray(auditLog.action, ['order.status', 'order.pack']),
        ),
      );
    expect(steps.filter((entry) => entry.action === 'order.pack')).toHaveLength(2);
    expect(steps.filter((entry) => entry.action === 'order.status').map((e) => e.after)).toEqual([
      { status: 'preparing' },
      { status: 'ready_for_pickup' },
    ]);

    // It has left the kitchen: its packs stay as they are.
    const untick = await tick(kitchen, row.id, 1, false);
    expect(untick.statusCode).toBe(409);
    expect(untick.json().message).toBe(
      `Order ${row.orderNo} is ready for pickup: its packs can no longer be changed.`,
    );
    // Dispatch hands it over from the packing list's steps.
    const ready: PackingOrder = await packingOrder(row.id, row.deliveryDate, dispatch);
    expect(ready).toMatchObject({ can_pack: false, next: ['delivered'], packed: 2 });
    const handed = await post(dispatch, `/api/v1/admin/orders/${row.id}/status`, {
      status: 'delivered',
    });
    expect(handed.statusCode).toBe(200);
    const delivered = await kit.orderRow(row.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();
  });
});
