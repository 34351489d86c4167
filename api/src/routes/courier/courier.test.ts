import { and, eq } from 'drizzle-orm';
import type { Locale } from '@mealprep/shared/locale';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, businessDate } from '@mealprep/shared/core';
import type { DispatchOrder } from '@mealprep/shared/checkout/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { auditLog } from '../../db/tables/audit';
import { orders } from '../../db/tables/commerce';
import { courierBookings, courierEvents } from '../../db/tables/courier';
import { sandboxCourierSignature, type SandboxStep } from '../../courier/sandbox';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  type Customer,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  mailsTo,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * Courier dispatch and tracking (docs/courier.md): bookings by dispatch and by the booking job,
 * the sandbox courier's signed webhooks (refused, replayed, out of order), re-booking with an
 * alert, and a delivery carried end to end on a sped-up sandbox clock.
 */
runShopAt(ordinaryMorning());
jest.setTimeout(60_000);

const SECRET = 'courier-webhook-secret-for-tests-0123456789abcdef';
const WEBHOOK = '/api/v1/courier/webhook';

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let dispatcher: StaffLogin;
/** What the sandbox planned to send, and the orders it asked to book again. */
const planned: SandboxStep[] = [];
const rebooks: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    courier: {
      driver: 'local',
      quoteTtlSeconds: 300,
      // 45 sandbox minutes from booking to drop-off take 0.9 s.
      sandboxSecondsPerMinute: 0.02,
      webhookSecret: SECRET,
    },
  });
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
  dispatcher = await inviteStaff(t, admin, 'dispatch', 'Devi');
  // The test sends the sandbox's webhooks and the re-bookings itself, when it chooses.
  t.app.courier.sandbox?.onPlan(async (step) => {
    planned.push(step);
  });
  t.app.courier.dispatch.onDropped(async (orderId) => {
    rebooks.push(orderId);
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

function sandbox() {
  const courier = t.app.courier.sandbox;
  if (!courier) throw new Error('the sandbox courier is not in use');
  return courier;
}

async function preparingDelivery(
  locale: Locale = 'en-US',
): Promise<{ customer: Customer; id: number; orderNo: string }> {
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer, 0, 1);
  const placed = await kit.place(customer, 'deliver', locale);
  const row = await kit.orderRow(placed.order_id);
  expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${row.id}/status`,
    headers: { cookie: admin },
    payload: { status: 'preparing' },
  });
  expect(moved.statusCode).toBe(200);
  return { customer, id: row.id, orderNo: row.orderNo };
}

const act = (id: number, action: 'book' | 'cancel' | 'rebook', cookie = dispatcher.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/dispatch/${id}/${action}`,
    headers: { cookie },
  });

async function booked(id: number): Promise<string> {
  const response = await act(id, 'book');
  expect(response.statusCode).toBe(200);
  const order = response.json<{ data: DispatchOrder }>().data;
  expect(order.booking).toMatchObject({ state: 'requested', attempt: 1 });
  return order.booking?.external_id ?? '';
}

const post = (webhook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: WEBHOOK, payload: webhook.body, headers: webhook.headers });

const event = (externalId: string, state: SandboxStep['state']) =>
  sandbox().signedWebhook({ externalId, state, at: new Date() });

const orderOf = async (id: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
};

const bookingsOf = (id: number) =>
  t.db.select().from(courierBookings).where(eq(courierBookings.orderId, id));

const mailsOf = (customer: Customer, kind: string) => mailsTo(t.db, customer.email, kind);

const board = async (date: string) => {
  const response = await t.app.inject({
    url: `/api/v1/admin/dispatch?date=${date}`,
    headers: { cookie: dispatcher.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DispatchOrder[] }>().data;
};

describe('the courier webhook', () => {
  it('refuses a wrong signature or a changed body with 401 and changes nothing', async () => {
    const { id } = await preparingDelivery();
    const externalId = await booked(id);
    const real = event(externalId, 'picked_up');
    const forged = {
      body: real.body,
      headers: {
        ...real.headers,
        'x-sandbox-courier-signature': sandboxCourierSignature(
          'someone-elses-secret',
          real.headers['x-sandbox-courier-timestamp'] ?? '',
          real.body,
        ),
      },
    };
    const changed = { body: real.body.replace('picked_up', 'completed'), headers: real.headers };
    const unsigned = { body: real.body, headers: { 'content-type': 'application/json' } };
    for (const attempt of [forged, changed, unsigned]) {
      const response = await post(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/not signed with the shop/);
    }
    expect((await orderOf(id)).status).toBe('preparing');
    const [booking] = await bookingsOf(id);
    expect(booking?.state).toBe('requested');
    expect(
      await t.db.select().from(courierEvents).where(eq(courierEvents.externalId, externalId)),
    ).toHaveLength(0);
  });

  it('moves the order on a pickup once; a replay answers 200 and changes nothing', async () => {
    const { id, customer, orderNo } = await preparingDelivery('ms-MY');
    const externalId = await booked(id);
    const pickedUp = event(externalId, 'picked_up');
    const first = await post(pickedUp);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, outcome: 'applied' });
    const moved = await orderOf(id);
    expect(moved.status).toBe('out_for_delivery');
    const replay = await post(pickedUp);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('replay');
    expect((await orderOf(id)).outForDeliveryAt).toEqual(moved.outForDeliveryAt);
    const mails = await mailsOf(customer, 'order_out_for_delivery');
    expect(mails).toHaveLength(1);
    // In the order's language, with the courier's tracking link.
    expect(mails[0]?.subject).toContain(`Pesanan ${orderNo} dalam perjalanan`);
    expect(mails[0]?.textBody).toContain(`/api/v1/courier/sandbox/track/${externalId}`);
    const detail = await t.app.inject({
      url: `/api/v1/orders/${id}`,
      headers: { cookie: customer.cookie },
    });
    expect(detail.json<{ data: OrderDetail }>().data.tracking_url).toBe(
      `http://shop.test/api/v1/courier/sandbox/track/${externalId}`,
    );
  });

  it('never moves an order back for an event that arrives out of order', async () => {
    const { id, customer } = await preparingDelivery();
    const externalId = await booked(id);
    expect((await post(event(externalId, 'completed'))).json().data.outcome).toBe('applied');
    const delivered = await orderOf(id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();
    for (const late of ['picked_up', 'assigned', 'rejected'] as const) {
      const response = await post(event(externalId, late));
      expect(response.statusCode).toBe(200);
      expect(response.json().data.outcome).toBe('recorded');
    }
    expect((await orderOf(id)).status).toBe('delivered');
    const [booking] = await bookingsOf(id);
    expect(booking?.state).toBe('completed');
    // The customer hears of the delivery, not of a pickup reported after it.
    expect(await mailsOf(customer, 'order_delivered')).toHaveLength(1);
    expect(await mailsOf(customer, 'order_out_for_delivery')).toHaveLength(0);
  });

  it('decides a pickup webhook and dispatch’s own move at the same moment once', async () => {
    const { id, customer } = await preparingDelivery();
    const externalId = await booked(id);
    const [hook, move] = await Promise.all([
      post(event(externalId, 'picked_up')),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/status`,
        headers: { cookie: dispatcher.cookie },
        payload: { status: 'out_for_delivery' },
      }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect([200, 409]).toContain(move.statusCode);
    expect((await orderOf(id)).status).toBe('out_for_delivery');
    const moves = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.subjectId, id)));
    expect(moves.filter((row) => row.after?.status === 'out_for_delivery')).toHaveLength(1);
    expect(await mailsOf(customer, 'order_out_for_delivery')).toHaveLength(1);
  });

  it('books a rejected booking again and alerts dispatch', async () => {
    const { id, orderNo } = await preparingDelivery();
    const externalId = await booked(id);
    const rejected = await post(await sandbox().drop(externalId, 'rejected', new Date()));
    expect(rejected.json().data.outcome).toBe('applied');
    expect(rebooks).toContain(id);
    const date = (await orderOf(id)).deliveryDate;
    const before = (await board(date)).find((order) => order.id === id);
    expect(before?.booking?.state).toBe('rejected');
    expect(before?.alerts.map((alert) => alert.kind)).toEqual(['rejected']);
    expect(before?.actions).toEqual(['book']);
    const alerts = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'courier.alert'), eq(auditLog.subjectId, id)));
    expect(alerts[0]?.after).toMatchObject({ alert: 'rejected', order_no: orderNo });
    // The re-booking job takes it.
    await t.app.courier.handlers.rebook({ orderId: id });
    const after = (await board(date)).find((order) => order.id === id);
    expect(after?.booking).toMatchObject({ state: 'requested', attempt: 2 });
    expect(after?.booking?.external_id).not.toBe(externalId);
    expect(await bookingsOf(id)).toHaveLength(2);
  });

  it('answers 404 for a booking it does not know, so the courier sends it again', async () => {
    const response = await post(event('sbx_000000000000000000000000', 'picked_up'));
    expect(response.statusCode).toBe(404);
  });
});

describe('dispatch’s buttons', () => {
  it('books, refuses a second booking, cancels, refuses what cannot be done, and re-books', async () => {
    const { id, orderNo } = await preparingDelivery();
    await booked(id);
    const again = await act(id, 'book');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${orderNo} already has a courier booking.`);
    const rebooked = await act(id, 'rebook');
    expect(rebooked.statusCode).toBe(200);
    expect(rebooked.json().data.booking).toMatchObject({ state: 'requested', attempt: 2 });
    const cancelled = await act(id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.booking.state).toBe('withdrawn');
    expect(cancelled.json().data.actions).toEqual(['book']);
    expect((await act(id, 'cancel')).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.actorEmail, dispatcher.email)));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'courier.book',
      'courier.book',
      'courier.cancel',
      'courier.cancel',
    ]);
    // A withdrawn booking is not booked again by the job, even once its slot is due: dispatch
    // decided. A booking the courier dropped is.
    const soon = DateTime.now().setZone(BUSINESS_ZONE).plus({ minutes: 30 }).toFormat('HH:mm');
    await t.db
      .update(orders)
      .set({ deliveryDate: businessDate(), deliveryTime: soon })
      .where(eq(orders.id, id));
    expect(await t.app.courier.dispatch.dueOrders()).not.toContain(id);
    await t.db
      .update(courierBookings)
      .set({ state: 'expired' })
      .where(and(eq(courierBookings.orderId, id), eq(courierBookings.current, true)));
    expect(await t.app.courier.dispatch.dueOrders()).toContain(id);
    await t.db
      .update(courierBookings)
      .set({ state: 'withdrawn' })
      .where(and(eq(courierBookings.orderId, id), eq(courierBookings.current, true)));
  });

  it('refuses to book an order that is not being prepared, with the reason', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 1);
    const placed = await kit.place(customer, 'deliver');
    const row = await kit.orderRow(placed.order_id);
    await kit.callback(placed, row.totalSen, true);
    const refused = await act(row.id, 'book');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Order ${row.orderNo} is paid: only a delivery that is being prepared is booked with a courier.`,
    );
    expect(await bookingsOf(row.id)).toHaveLength(0);
    expect((await act(999_999, 'book')).statusCode).toBe(404);
  });
});

describe('the booking job and the sandbox courier', () => {
  it('asks again, with the same key, for a booking whose process died while asking', async () => {
    const { id } = await preparingDelivery();
    const now = DateTime.now().setZone(BUSINESS_ZONE);
    await t.db
      .update(orders)
      .set({
        deliveryDate: businessDate(),
        deliveryTime: now.plus({ minutes: 30 }).toFormat('HH:mm'),
      })
      .where(eq(orders.id, id));
    // What a kill -9 between the claim and the courier's answer leaves behind.
    const claimedAt = new Date(Date.now() - 2 * 60_000);
    await t.db.insert(courierBookings).values({
      orderId: id,
      attempt: 1,
      provider: 'local',
      requestKey: `order-${id}-1`,
      state: 'requesting',
      createdAt: claimedAt,
      updatedAt: claimedAt,
    });
    await t.app.courier.handlers.bookDue();
    const bookings = await bookingsOf(id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ attempt: 1, state: 'requested', current: true });
    // A second pass finds it booked and asks nobody again.
    await t.app.courier.handlers.bookDue();
    expect(await bookingsOf(id)).toHaveLength(1);
  });

  it('books a slot at its time and the sandbox delivers it end to end', async () => {
    const { id, customer } = await preparingDelivery();
    const now = DateTime.now().setZone(BUSINESS_ZONE);
    const at = (minutes: number) => now.plus({ minutes }).toFormat('HH:mm');
    // Two hours ahead: outside the 60 minutes before the slot, not booked yet.
    await t.db
      .update(orders)
      .set({ deliveryDate: businessDate(), deliveryTime: at(120) })
      .where(eq(orders.id, id));
    await t.app.courier.handlers.bookDue();
    expect(await bookingsOf(id)).toHaveLength(0);
    await t.db
      .update(orders)
      .set({ deliveryTime: at(30) })
      .where(eq(orders.id, id));
    await t.app.courier.handlers.bookDue();
    const started = performance.now();
    const [booking] = await bookingsOf(id);
    expect(booking).toMatchObject({ state: 'requested', attempt: 1, bookedBy: null });
    const steps = planned.filter((step) => step.externalId === booking?.externalId);
    expect(steps.map((step) => step.state)).toEqual(['assigned', 'picked_up', 'completed']);
    for (const step of steps) {
      // The sandbox's clock is the app's: wait the step's offset from the booking, in real time.
      const offset = step.at.getTime() - (booking?.createdAt.getTime() ?? 0);
      const wait = offset - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await t.app.courier.handlers.sandboxEvent({
        externalId: step.externalId,
        state: step.state,
        at: step.at.toISOString(),
      });
      if (step.state === 'assigned') {
        const [assigned] = await bookingsOf(id);
        expect(assigned?.driver?.name).toEqual(expect.any(String));
      }
      if (step.state === 'picked_up') expect((await orderOf(id)).status).toBe('out_for_delivery');
    }
    const order = await orderOf(id);
    expect(order.status).toBe('delivered');
    expect(order.deliveredAt).not.toBeNull();
    expect(await mailsOf(customer, 'order_out_for_delivery')).toHaveLength(1);
    expect(await mailsOf(customer, 'order_delivered')).toHaveLength(1);
    // The sandbox's own status agrees, and its tracking page says so.
    const page = await t.app.inject({
      url: `/api/v1/courier/sandbox/track/${booking?.externalId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your order has been delivered.');
  });
});
