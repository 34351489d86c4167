/**
 * Paying one order twice: however often "pay now" is pressed at once, the order has one open
 * payment attempt (one hosted page the customer can pay on); and money the gateway reports for an
 * order already paid is never kept silently — the customer is mailed and told on the result page
 * that it will be refunded, and the staff's list of refunds due shows it until someone marks it
 * refunded (an audited step).
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentView, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import type { RefundDue } from '@mealprep/shared/orders/contracts';
import { auditLog } from '../db/tables/audit';
import { payments } from '../db/tables/commerce';
import { ordinaryMorning, runShopAt } from '../test/clock';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  waitForMail,
  type Customer,
  type TestApp,
} from '../test/helper';
import { native } from '../test/native';
import { orderKit } from '../test/orders';
import { inviteStaff } from '../test/staff';

runShopAt(ordinaryMorning());

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const pending = (orderId: number) =>
  t.db.$count(payments, and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));

async function refundsDue(cookie: string) {
  const response = await t.app.inject({ url: '/api/v1/admin/refunds', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RefundDue[] }>().data;
}

/** An order paid through the sandbox after its first attempt failed: two attempts, one paid. */
async function paidOnSecondAttempt(customer: Customer) {
  await kit.addDish(customer);
  const first = await kit.place(customer, 'pickup');
  await kit.finishOnSandbox(customer, first, 'fail');
  const retried = await kit.call(customer, 'POST', `/api/v1/orders/${first.order_id}/pay`, {});
  expect(retried.statusCode).toBe(201);
  const second = retried.json<{ data: PlacedOrder }>().data;
  expect(second.payment_id).not.toBe(first.payment_id);
  await kit.finishOnSandbox(customer, second, 'pay');
  expect((await kit.orderRow(first.order_id)).status).toBe('paid');
  return { first, second };
}

describe('one open payment attempt per order', () => {
  it('ten parallel "pay now" calls open one attempt, and every answer names it', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const placed = await kit.place(customer, 'pickup');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {}),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(
      answers.map((answer) => answer.json<{ data: PlacedOrder }>().data.payment_id),
    );
    expect(await pending(placed.order_id)).toBe(1);
    expect(await t.db.$count(payments, eq(payments.orderId, placed.order_id))).toBe(1);
    expect([...ids]).toEqual([placed.payment_id]);
  });
});

describe('a second payment of a paid order', () => {
  it('is mailed to the customer, said on the result page and listed for the staff to refund', async () => {
    const customer = await registerCustomer(t.app);
    const { first, second } = await paidOnSecondAttempt(customer);
    const [paidRow] = await t.db.select().from(payments).where(eq(payments.id, second.payment_id));

    // The gateway now reports the failed attempt's bill paid as well: money taken twice.
    const order = await kit.orderRow(first.order_id);
    const reported = await kit.callback(first, order.totalSen, true);
    expect(reported.statusCode).toBe(200);
    expect((await kit.orderRow(first.order_id)).status).toBe('paid');

    const mail = await waitForMail(t.db, customer.email, 'second_payment_refund');
    expect(mail.subject).toBe(`Order ${order.orderNo}: your second payment will be refunded`);
    expect(mail.textBody).toContain('already paid');

    // The result page of that payment tells the truth.
    const view = await kit.call(customer, 'GET', `/api/v1/payments/${first.payment_id}`);
    expect(view.json<{ data: PaymentView }>().data.refund).toMatchObject({
      reason: 'paid_twice',
      refunded_at: null,
    });
    // The payment that counts is untouched.
    const [stillPaid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, second.payment_id));
    expect(stillPaid).toMatchObject({ status: 'paid', refundDueAt: null, paidAt: paidRow?.paidAt });

    // Replayed, the report changes nothing and mails nothing more.
    expect((await kit.callback(first, order.totalSen, true)).statusCode).toBe(200);
    const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
    const kinds = (await outbox.listTo(customer.email)).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'second_payment_refund')).toHaveLength(1);

    // Support sees it in the list of refunds due, with what they need to refund it.
    const support = await inviteStaff(t, admin, 'support');
    const due = (await refundsDue(support.cookie)).find((row) => row.id === first.payment_id);
    expect(due).toMatchObject({
      order_id: first.order_id,
      order_no: order.orderNo,
      customer_email: customer.email,
      amount: (order.totalSen / 100).toFixed(2),
      reason: 'paid_twice',
      refunded_at: null,
    });
    expect(due?.paid_at).toEqual(expect.any(String));
    const kitchen = await inviteStaff(t, admin, 'kitchen');
    const refused = await t.app.inject({
      url: '/api/v1/admin/refunds',
      headers: { cookie: kitchen.cookie },
    });
    expect(refused.statusCode).toBe(403);

    // Marking it refunded takes it off the list, once, and the audit log says who did it.
    const mark = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/refunds/${first.payment_id}/refunded`,
        headers: { cookie: support.cookie, 'accept-language': 'ms-MY' },
        payload: {},
      });
    const marked = await mark();
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe(`Bayaran balik untuk pesanan ${order.orderNo} direkodkan.`);
    expect((await refundsDue(admin)).map((row) => row.id)).not.toContain(first.payment_id);
    const again = await mark();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Bayaran balik untuk pesanan ${order.orderNo} telah pun direkodkan.`,
    );
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.subjectId, first.payment_id)),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: support.email, subject: 'payment' });
    const after = await kit.call(customer, 'GET', `/api/v1/payments/${first.payment_id}`);
    expect(after.json<{ data: PaymentView }>().data.refund?.refunded_at).toEqual(
      expect.any(String),
    );
  });

  it('a late payment after the customer cancelled is listed too, and a payment of nobody’s is 404', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const placed = await kit.place(customer, 'pickup');
    const order = await kit.orderRow(placed.order_id);
    const cancelled = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await kit.callback(placed, order.totalSen, true)).statusCode).toBe(200);
    await waitForMail(t.db, customer.email, 'late_payment_refund');
    const due = (await refundsDue(admin)).find((row) => row.id === placed.payment_id);
    expect(due).toMatchObject({
      order_status: 'cancelled',
      amount: (order.totalSen / 100).toFixed(2),
      reason: 'paid_after_cancel',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refunds/999999/refunded',
      headers: { cookie: admin },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});
