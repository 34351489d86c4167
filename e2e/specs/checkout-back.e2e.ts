import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { customerSetup } from '../support/customer';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * After placing an order, Back on the gateway's page brought checkout back
 * with the whole cart, a new quote and no word of the unpaid order — an invitation to order twice.
 * Now the order waiting for payment comes first, with Pay now and Change order. On a phone.
 */
const PHONE = { width: 390, height: 844 };

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
}

/** The customer's orders, newest first, as the API lists them. */
async function orders(): Promise<OrderRow[]> {
  const answer = await shop.api('GET', '/api/v1/orders?filter=all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: OrderRow[] }).data;
}

async function waitForGateway(what: string) {
  await browser.waitUntil(
    async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
    { timeout: 15_000, timeoutMsg: `${what} did not open the payment page` },
  );
  await expect($('h1=Sandbox payment')).toBeDisplayed();
}

/** Back from the gateway's page to checkout, whether the browser kept the page or loads it. */
async function backToCheckout() {
  await browser.back();
  await browser.waitUntil(async () => (await shop.pathname()) === '/checkout', {
    timeout: 15_000,
    timeoutMsg: 'Back did not return to checkout',
  });
  await shop.waitForPage();
}

const pendingHeading = () => $('main').$('h2=Your order is waiting for payment');

describe('Back from the payment page on a phone (390 px)', () => {
  before(async () => {
    await browser.setWindowSize(PHONE.width, PHONE.height);
  });

  after(async () => {
    await browser.setWindowSize(1280, 800);
  });

  it('shows the order waiting for payment with Pay now and Change order, not a fresh checkout', async () => {
    await shop.open('/terms-and-conditions');
    await customerSetup.register();
    await customerSetup.addDish();

    // Without a saved address checkout starts on pickup: the order needs no courier.
    await shop.open('/checkout');
    await expect($('main h1')).toHaveText('Checkout');
    await $('main').$('dt=Total').waitForExist({ timeout: 15_000, timeoutMsg: 'no price summary' });
    const place = $('main').$('button=Place order and pay');
    await browser.waitUntil(async () => (await place.getAttribute('aria-disabled')) !== 'true', {
      timeoutMsg: 'Place order stayed unavailable',
    });
    await place.click();
    await waitForGateway('Place order');
    const placed = await orders();
    expect(placed).toHaveLength(1);
    const orderNo = placed[0]!.order_no;
    expect(placed[0]!.status).toBe('payment_pending');

    await backToCheckout();
    await pendingHeading().waitForDisplayed({
      timeout: 15_000,
      timeoutMsg: 'checkout did not show the order waiting for payment',
    });
    const main = $('main');
    await expect(main.$(`strong=Order ${orderNo}`)).toBeDisplayed();
    await expect(main.$('p*=Amount due:')).toBeDisplayed();
    await expect(main.$('p*=Pay by')).toBeDisplayed();
    await expect(main.$('button=Pay now')).toBeDisplayed();
    await expect(main.$('button=Change order')).toBeDisplayed();
    // Not a fresh checkout of the same cart: no form, no new quote, no second Place order.
    await expect(main.$('button=Place order and pay')).not.toBeExisting();
    await expect(main.$('dt=Total')).not.toBeExisting();
    await expect(main.$('legend=Delivery method')).not.toBeExisting();
    // Both actions fit the phone's width.
    for (const name of ['Pay now', 'Change order']) {
      const button = main.$(`button=${name}`);
      const { x } = await button.getLocation();
      const { width } = await button.getSize();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/checkout-back-pending.png'));

    // Pay now opens a payment for that same order; no second order exists.
    await main.$('button=Pay now').click();
    await waitForGateway('Pay now');
    await expect($(`dd=${orderNo}`)).toBeDisplayed();
    expect((await orders()).map((order) => order.order_no)).toEqual([orderNo]);

    // Back once more, Change order gives the checkout form for the same cart.
    await backToCheckout();
    await pendingHeading().waitForDisplayed({ timeout: 15_000 });
    await $('main').$('button=Change order').click();
    await expect($('main').$('button=Place order and pay')).toBeDisplayed();
    await expect(pendingHeading()).not.toBeExisting();
    await $('main').$('dt=Total').waitForExist({ timeout: 15_000, timeoutMsg: 'no price summary' });
    expect((await orders()).map((order) => order.order_no)).toEqual([orderNo]);
  });
});
