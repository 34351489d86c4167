import { eq } from 'drizzle-orm';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { orderLines, orders, payments } from '../db/tables/commerce';
import { emailOutbox } from '../db/schema';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  withParts,
} from '../test/helper';
import { orderKit } from '../test/orders';
import { pdfText } from '../test/pdf';

/**
 * docs/architecture.md §7.2: the tax receipt of a paid order, read back from the PDF: the
 * shop's registration details from configuration, the SST line, order number and payment
 * reference, in the order's language; for the owner, or the signed link of the order e-mail.
 */
// Real HTTP on a real database on a shared machine: the 5 s default is too tight under load.
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  t = await buildTestApp({
    shop: {
      legalName: 'MealPrep Sdn. Bhd.',
      registrationNo: '202401012345 (1551234-K)',
      sstNo: 'W10-2401-32000123',
      address: ['Lot 5, Jalan Kilang', '46000 Petaling Jaya, Selangor'],
    },
  });
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function paid(locale: 'en-US' | 'ms-MY') {
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer, 1, 3);
  const placed = await kit.place(customer, 'deliver', locale);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
  if (!order) throw new Error('no order');
  expect((await kit.callback(placed, order.totalSen, true)).statusCode).toBe(200);
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.payment_id));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { customer, placed, order, payment, line };
}

const money = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

it('prints the shop, the SST line, order number and payment reference (English)', async () => {
  const { customer, placed, order, payment, line } = await paid('en-US');
  const response = await kit.call(customer, 'GET', `/api/v1/orders/${placed.order_id}/receipt.pdf`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="receipt-${placed.order_no}.pdf"`,
  );
  const text = await pdfText(response.rawPayload);
  const amount = (key: string) => order.priceLines.find((p) => p.key === key)?.amountSen ?? 0;
  for (const expected of [
    'MealPrep Sdn. Bhd.',
    'Company registration no. 202401012345 (1551234-K)',
    'SST registration no. W10-2401-32000123',
    '46000 Petaling Jaya, Selangor',
    'Tax receipt',
    placed.order_no,
    placed.order_no.replace('MP-', 'R-'),
    `Payment reference ${payment?.providerRef}`,
    `${line?.name['en-US']} 3`,
    `SST 6% on ${money(amount('subtotal'))} ${money(amount('tax'))}`,
    `Total ${money(order.totalSen)}`,
    'Jalan SS 15/4',
  ]) {
    expect(text).toContain(expected);
  }
  // The order page links it.
  const detail = (await kit.call(customer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
    data: OrderDetail;
  }>().data;
  expect(detail.receipt_url).toBe(`/api/v1/orders/${placed.order_id}/receipt.pdf`);
});

it('is in Malay for an order placed in Malay, and opens from the e-mail’s signed link', async () => {
  const { customer, placed } = await paid('ms-MY');
  const [mail] = await withParts(
    t.db,
    await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order_confirmation:${placed.order_id}`)),
  );
  const link = /http:\/\/shop\.test(\/api\/v1\/orders\/\d+\/receipt\.pdf\?token=[0-9a-f]+)/.exec(
    mail?.textBody ?? '',
  )?.[1];
  if (!link) throw new Error('no receipt link in the mail');
  const response = await kit.call(null, 'GET', link);
  expect(response.statusCode).toBe(200);
  const text = await pdfText(response.rawPayload);
  expect(text).toContain('Resit cukai');
  expect(text).toContain('No. pendaftaran SST W10-2401-32000123');
  expect(text).toContain(`No. pesanan ${placed.order_no}`);
  expect(customer.email).toBeTruthy();
});

it('refuses another customer, a forged link, no session, and an unpaid order', async () => {
  const { placed } = await paid('en-US');
  const stranger = await registerCustomer(t.app);
  const url = `/api/v1/orders/${placed.order_id}/receipt.pdf`;
  expect((await kit.call(stranger, 'GET', url)).statusCode).toBe(404);
  expect((await kit.call(null, 'GET', `${url}?token=${'0'.repeat(64)}`)).statusCode).toBe(404);
  expect((await kit.call(null, 'GET', url)).statusCode).toBe(401);

  const unpaid = await registerCustomer(t.app);
  await kit.addDish(unpaid);
  const open = await kit.place(unpaid, 'pickup', 'ms-MY');
  const refused = await kit.call(
    unpaid,
    'GET',
    `/api/v1/orders/${open.order_id}/receipt.pdf`,
    undefined,
    {
      'accept-language': 'ms-MY',
    },
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'Pesanan ini belum mempunyai resit: resit dikeluarkan sebaik sahaja ia dibayar.',
  );
});
