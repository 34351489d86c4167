import { eq } from 'drizzle-orm';
import { amountToSen } from '@mealprep/shared/core';
import { MONEY_LINE_KEYS, PRICE_LINE_KEYS } from '@mealprep/shared/checkout';
import type { CheckoutQuote, PriceLine } from '@mealprep/shared/checkout/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { loadConfig } from '../config';
import { shopIdentity } from '../config/shop';
import { emailOutbox } from '../db/schema';
import { orders } from '../db/tables/commerce';
import { mt } from '../mail/messages';
import type { OrderMailData } from '../mail/templates/order-parts';
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
 * docs/architecture.md §9.1: SST is charged only by an SST-registered shop, one with
 * `SHOP_SST_NO`. Without it no tax line is charged or shown anywhere — quote, order, e-mail,
 * receipt; with it SST 6 % is added and the receipt prints the number.
 */
// Real HTTP on a real database on a shared machine: the 5 s default is too tight under load.
jest.setTimeout(60_000);

const SST_NO = 'W10-2401-32000123';

describe('configuration', () => {
  it('reads an unset SHOP_SST_NO as not SST-registered and refuses a value that is no number', () => {
    expect(loadConfig({}).shop.sstNo).toBeNull();
    expect(loadConfig({ SHOP_SST_NO: ' ' }).shop.sstNo).toBeNull();
    expect(loadConfig({ SHOP_SST_NO: 'w10-2401-32000123' }).shop.sstNo).toBe(SST_NO);
    for (const value of ['none', '0', 'false', 'not registered']) {
      expect(() => loadConfig({ SHOP_SST_NO: value })).toThrow(/SHOP_SST_NO/);
    }
  });
});

/** A shop's app, and a customer's paid pickup order there with its quote, detail, mail and PDF. */
function shop(sstNo: string | null) {
  let t: TestApp;
  let kit: ReturnType<typeof orderKit>;

  beforeAll(async () => {
    t = await buildTestApp({ shop: shopIdentity(sstNo ? { SHOP_SST_NO: sstNo } : {}) });
    kit = orderKit(t);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await t.close();
  }, SETUP_TIMEOUT);

  return async function paidOrder() {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 3);
    const quoted = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
      delivery_method: 'pickup',
    });
    expect(quoted.statusCode).toBe(200);
    const quote = quoted.json<{ data: CheckoutQuote }>().data;
    const placed = await kit.place(customer, 'pickup');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
    if (!order) throw new Error('no order');
    expect((await kit.callback(placed, order.totalSen, true)).statusCode).toBe(200);
    const detail = (await kit.call(customer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
      data: OrderDetail;
    }>().data;
    const [mail] = await withParts(
      t.db,
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order_confirmation:${placed.order_id}`)),
    );
    const receipt = await kit.call(
      customer,
      'GET',
      `/api/v1/orders/${placed.order_id}/receipt.pdf`,
    );
    expect(receipt.statusCode).toBe(200);
    return {
      quote,
      order,
      detail,
      mailText: `${mail?.subject ?? ''} ${mail?.textBody ?? ''} ${mail?.htmlBody ?? ''}`,
      mailPrices: (mail?.templateProps as { order: OrderMailData }).order.prices.map(
        (price) => price.key,
      ),
      pdf: await pdfText(receipt.rawPayload),
    };
  };
}

const keys = (lines: PriceLine[]) => lines.map((line) => line.key);
const sen = (lines: PriceLine[], key: string) =>
  amountToSen(lines.find((line) => line.key === key)?.amount ?? '') ?? NaN;
const sum = (lines: PriceLine[]) =>
  MONEY_LINE_KEYS.reduce(
    (total, key) => total + (keys(lines).includes(key) ? sen(lines, key) : 0),
    0,
  );

describe('a shop that is not SST-registered (no SHOP_SST_NO: the local shop)', () => {
  const paidOrder = shop(null);

  it('charges no SST and shows no tax line in the quote, order, e-mail or receipt', async () => {
    const { quote, order, detail, mailText, pdf } = await paidOrder();
    expect(keys(quote.lines)).not.toContain('tax');
    // Subtotal and the RM1.00 fee, rounded to 5 sen: nothing on top.
    expect(amountToSen(quote.total)).toBe(sum(quote.lines));
    expect(sum(quote.lines)).toBe(
      sen(quote.lines, 'subtotal') +
        sen(quote.lines, 'processing_fee') +
        sen(quote.lines, 'rounding'),
    );
    expect(order.priceLines.map((line) => line.key)).not.toContain('tax');
    expect(order.totalSen).toBe(amountToSen(quote.total));
    expect(keys(detail.price_summary)).not.toContain('tax');
    expect(mailText).toContain('Total');
    expect(mailText).not.toMatch(/SST/);
    expect(pdf).toContain(`Total RM ${(order.totalSen / 100).toFixed(2)}`);
    expect(pdf).not.toMatch(/SST|SHOP_SST_NO/);
  });
});

describe('an SST-registered shop (SHOP_SST_NO set)', () => {
  const paidOrder = shop(SST_NO);

  it('adds SST 6 % of the subtotal and prints the number on the receipt', async () => {
    const { quote, order, detail, mailText, pdf } = await paidOrder();
    const subtotal = sen(quote.lines, 'subtotal');
    const tax = Math.floor((subtotal * 600 * 2 + 10_000) / 20_000);
    expect(sen(quote.lines, 'tax')).toBe(tax);
    expect(amountToSen(quote.total)).toBe(sum(quote.lines));
    expect(order.priceLines).toContainEqual({ key: 'tax', amountSen: tax });
    expect(sen(detail.price_summary, 'tax')).toBe(tax);
    expect(mailText).toContain('SST 6% (added)');
    expect(pdf).toContain(`SST registration no. ${SST_NO}`);
    const money = (amount: number) => `RM ${(amount / 100).toFixed(2)}`;
    expect(pdf).toContain(`SST 6% on ${money(subtotal)} ${money(tax)}`);
  });

  it('lists the same lines in the same order on the order page, in the mail and on the receipt', async () => {
    const { detail, mailPrices, pdf } = await paidOrder();
    const shown = keys(detail.price_summary);
    // A pickup order without a voucher: the zero lines (delivery, discounts) are listed too.
    expect(shown).toEqual([...PRICE_LINE_KEYS]);
    expect(mailPrices).toEqual(shown);
    const labels = shown.map((key) => (key === 'tax' ? 'SST 6% on' : mt('en-US', `price.${key}`)));
    const positions = labels.map((label) => pdf.indexOf(label));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
