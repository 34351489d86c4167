import { eq } from 'drizzle-orm';
import type { Locale } from '@mealprep/shared/locale';
import { DateTime } from 'luxon';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import type { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { orderLines, orders, payments } from '../db/tables/commerce';
import { queueReminders } from '../jobs/reminders';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  validRegistration,
  mailsTo,
} from '../test/helper';
import { orderKit } from '../test/orders';
import { OutboxMailer } from './mailer';
import { OrderMails } from './order-mails';

/**
 * The customer's order e-mails, written to the outbox in the transaction of the
 * event, once per event, in the order's language, with HTML and text from one template; and
 * A payment after the customer's cancel does not revive the order.
 */
// Real HTTP on a real database on a shared machine: the 5 s default is too tight under load.
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let reminders: OrderMails;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  // The housekeeping job's composer, on the same database (no transport: rows stay queued).
  reminders = new OrderMails(
    new OutboxMailer(t.db, null, console, { perRecipientPerHour: 20 }),
    'http://shop.test',
    'k',
  );
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

/** The mails of `kind` to `to`, read right after the answer (no waiting: same transaction). */
const mails = (to: string, kind: string) => mailsTo(t.db, to, kind);

async function paidOrder(locale: Locale, method: 'deliver' | 'pickup') {
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer, 0, 2);
  const placed = await kit.place(customer, method, locale);
  const order = await orderRow(placed.order_id);
  const paid = await kit.callback(placed, order.totalSen, true);
  expect(paid.statusCode).toBe(200);
  return { customer, placed, order };
}

describe('the order confirmation', () => {
  it('is queued with the payment, in Malay for an order placed in Malay', async () => {
    const { customer, placed, order } = await paidOrder('ms-MY', 'deliver');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [mail, ...more] = await mails(customer.email, 'order_confirmation');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      locale: 'ms-MY',
      subject: `Pesanan ${placed.order_no} telah disahkan`,
      dedupeKey: `order_confirmation:${placed.order_id}`,
    });
    const total = `RM ${(order.totalSen / 100).toFixed(2)}`;
    const date = DateTime.fromISO(order.deliveryDate).setLocale('ms-MY').toFormat('d LLLL yyyy');
    for (const part of [mail?.textBody ?? '', mail?.htmlBody ?? '']) {
      expect(part).toContain(`2 × ${line?.name['ms-MY']}`);
      expect(part).toContain(`Penghantaran pada`);
      expect(part).toContain(date);
      expect(part).toContain(order.deliveryTime);
      expect(part).toContain('47500 Subang Jaya');
      expect(part).toContain('Jumlah');
      expect(part).toContain(total);
      expect(part).toContain(`Anda memperoleh ${order.pointsEarned} mata`);
      expect(part).toContain(`http://shop.test/ms-MY/account/my-order/${placed.order_id}`);
      expect(part).toMatch(
        new RegExp(
          `http://shop.test/api/v1/orders/${placed.order_id}/receipt.pdf\\?token=[0-9a-f]{64}`,
        ),
      );
    }
    expect(mail?.htmlBody).toMatch(/^<!DOCTYPE html/);
    expect(mail?.htmlBody).toContain('lang="ms-MY"');
  });

  it('is in English for an order placed in English (self pickup: no address)', async () => {
    const { customer, placed, order } = await paidOrder('en-US', 'pickup');
    const [mail] = await mails(customer.email, 'order_confirmation');
    expect(mail?.subject).toBe(`Order ${placed.order_no} is confirmed`);
    expect(mail?.textBody).toContain(`Self pickup on`);
    expect(mail?.textBody).toContain('Pick up at our kitchen');
    expect(mail?.textBody).toContain(`You earned ${order.pointsEarned} points`);
    expect(mail?.textBody).not.toContain('Subang Jaya');
    expect(mail?.htmlBody).toContain('lang="en-US"');
  });

  it('is written once however often the callback is replayed, one after another or at once', async () => {
    const { customer, placed, order } = await paidOrder('en-US', 'pickup');
    for (let i = 0; i < 60; i += 1) {
      expect((await kit.callback(placed, order.totalSen, true)).statusCode).toBe(200);
    }
    const together = await Promise.all(
      Array.from({ length: 40 }, () => kit.callback(placed, order.totalSen, true)),
    );
    expect(together.every((response) => response.statusCode === 200)).toBe(true);
    expect(await mails(customer.email, 'order_confirmation')).toHaveLength(1);
  });
});

describe('the other order mails', () => {
  it('a failed payment says so, with the way back to paying', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const placed = await kit.place(customer, 'pickup');
    const order = await orderRow(placed.order_id);
    expect((await kit.callback(placed, order.totalSen, false)).statusCode).toBe(200);
    const [mail] = await mails(customer.email, 'payment_failed');
    expect(mail?.subject).toBe(`Payment for order ${placed.order_no} did not go through`);
    expect(mail?.textBody).toContain(`http://shop.test/payment/${placed.payment_id}/failed`);
    expect(mail?.textBody).toContain('No money was taken');
    expect(await mails(customer.email, 'order_confirmation')).toHaveLength(0);
  });

  it('a reschedule tells the old and the new date', async () => {
    const { customer, placed, order } = await paidOrder('en-US', 'deliver');
    // Far enough ahead that the reschedule deadline has not passed, whatever the time now.
    const later = DateTime.fromISO(order.deliveryDate).plus({ days: 3 }).toISODate() ?? '';
    await t.db.update(orders).set({ deliveryDate: later }).where(eq(orders.id, order.id));
    const detail = (await kit.call(customer, 'GET', `/api/v1/orders/${order.id}`)).json<{
      data: OrderDetail;
    }>().data;
    const options = detail.reschedule_options;
    if (!options) throw new Error('reschedule refused');
    const moved = await kit.call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: options.earliest_date,
      delivery_time: options.slots[0],
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = await mails(customer.email, 'order_rescheduled');
    expect(mail?.subject).toBe(`Order ${placed.order_no} has a new delivery date`);
    const written = (iso: string) =>
      DateTime.fromISO(iso).setLocale('en-US').toFormat('d LLLL yyyy');
    expect(mail?.textBody).toContain(written(later));
    expect(mail?.textBody).toContain(written(options.earliest_date));
  });

  it('the customer’s cancel is confirmed by mail', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const placed = await kit.place(customer, 'pickup', 'ms-MY');
    const response = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(response.statusCode).toBe(200);
    const [mail] = await mails(customer.email, 'order_cancelled');
    expect(mail?.subject).toBe(`Pesanan ${placed.order_no} telah dibatalkan`);
    expect(mail?.textBody).toContain('Seperti yang anda minta');
  });
});

describe('cancel and pay race: the state is decided once', () => {
  async function cancelledThenPaid(): Promise<{
    placed: PlacedOrder;
    email: string;
    cookie: string;
  }> {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const placed = await kit.place(customer, 'pickup');
    const order = await orderRow(placed.order_id);
    const cancel = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    // The customer paid on the gateway's page a moment before: its callback lands after.
    expect((await kit.callback(placed, order.totalSen, true)).statusCode).toBe(200);
    return { placed, email: customer.email, cookie: customer.cookie };
  }

  it('a payment after the customer’s cancel leaves it cancelled, flags a refund and says so', async () => {
    const { placed, email, cookie } = await cancelledThenPaid();
    expect(await orderRow(placed.order_id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer',
      paidAt: null,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.payment_id));
    expect(payment?.status).toBe('paid');
    expect(payment?.refundDueAt).not.toBeNull();
    const [mail] = await mails(email, 'late_payment_refund');
    expect(mail?.textBody).toContain('The order stays cancelled');
    expect(await mails(email, 'order_confirmation')).toHaveLength(0);
    const detail = (await kit.call({ cookie }, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
      data: OrderDetail;
    }>().data;
    expect(detail.status).toBe('cancelled');
    expect(detail.payment).toMatchObject({ status: 'paid', refund_due: true });
  });

  it('a cancel after the payment is refused: the order stays paid, no cancel mail', async () => {
    const { customer, placed } = await paidOrder('en-US', 'pickup');
    const cancel = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect((await orderRow(placed.order_id)).status).toBe('paid');
    expect(await mails(customer.email, 'order_cancelled')).toHaveLength(0);
  });
});

describe('the day-before reminder', () => {
  /** 11:00 Kuala Lumpur on the day before the order's date. */
  const dayBefore = (date: string, hour = 11) =>
    DateTime.fromISO(date, { zone: 'Asia/Kuala_Lumpur' })
      .minus({ days: 1 })
      .set({ hour })
      .toJSDate();

  it('is queued once per date, from 10:00 the day before', async () => {
    const { customer, order } = await paidOrder('en-US', 'deliver');
    expect(await queueReminders(t.db, reminders, dayBefore(order.deliveryDate, 9))).toBe(0);
    const now = dayBefore(order.deliveryDate);
    expect(await queueReminders(t.db, reminders, now)).toBeGreaterThanOrEqual(1);
    await queueReminders(t.db, reminders, now);
    const sent = await mails(customer.email, 'delivery_reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Tomorrow: your MealPrep order ${order.orderNo}`);
    expect(sent[0]?.textBody).toContain('http://shop.test/account/profile');
  });

  it('respects the customer’s reminder switch', async () => {
    const { customer, order } = await paidOrder('en-US', 'pickup');
    const off = await kit.call(customer, 'POST', '/api/v1/user/profile', {
      ...validRegistration({ email: customer.email }),
      reminder_emails: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ reminder_emails: false, email_notifications: true });
    await queueReminders(t.db, reminders, dayBefore(order.deliveryDate));
    expect(await mails(customer.email, 'delivery_reminder')).toHaveLength(0);
  });
});
