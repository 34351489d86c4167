import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

interface PaymentView {
  id: number;
  status: string;
  order: { id: number; status: string; points_earned: number; total: string };
}

/** Registers a customer and puts two large dishes in the cart through the API. */
async function customerWithCart() {
  await shop.open('/auth/register');
  expect((await shop.api('POST', '/api/v1/auth/register', newCustomer())).status).toBe(201);
  const menu = (await shop.api('GET', '/api/v1/menu?per_page=3')).body as {
    data: { id: number }[];
  };
  const dish = menu.data[0];
  if (!dish) throw new Error('the menu is empty');
  const stored = await shop.api('POST', '/api/v1/cart/store', {
    plan_id: dish.id,
    plan_type: 'RECIPE',
    size: 'L',
    quantity: 2,
  });
  expect(stored.status).toBe(200);
}

/** From the cart to the sandbox gateway's hosted page, choosing self pickup. */
async function checkoutToGateway() {
  await shop.open('/cart');
  await expect($('main').$('h1=Your cart')).toBeDisplayed();
  await $('main').$('a=Proceed to checkout').click();
  await shop.waitForPage();
  await expect($('main h1')).toHaveText('Checkout');
  await $('main').$('label=Self pickup at our kitchen').click();
  await $('main').$('label=Lunch box').click();
  await browser.waitUntil(async () => await $('main').$('dt=Total').isExisting(), {
    timeoutMsg: 'no price summary',
  });
  await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/checkout.png'));
  const place = $('main').$('button=Place order and pay');
  await expect(place).toBeEnabled();
  await place.click();
  await browser.waitUntil(
    async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
    { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
  );
  await expect($('h1=Sandbox payment')).toBeDisplayed();
}

async function paymentOfPage(): Promise<PaymentView> {
  const id = (await shop.pathname()).split('/')[2];
  const answer = await shop.api('GET', `/api/v1/payments/${id}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: PaymentView }).data;
}

describe('checkout and payment', () => {
  it('cart → checkout → sandbox pay → success page: the order is paid with its points', async () => {
    await customerWithCart();
    await checkoutToGateway();
    await $('button*=Pay').click();
    await shop.waitForPage();
    expect(await shop.pathname()).toMatch(/^\/payment\/\d+\/success$/);
    await expect($('main h1')).toHaveText('Payment successful');
    const payment = await paymentOfPage();
    expect(payment.status).toBe('paid');
    expect(payment.order.status).toBe('paid');
    expect(payment.order.points_earned).toBeGreaterThan(0);
    await expect(
      $('main').$(`*=You earned ${payment.order.points_earned} points.`),
    ).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/payment-success.png'));
    // The cart is cleared once the payment is confirmed.
    await expect($('header').$('a[aria-label="Cart, empty"]')).toBeExisting();
  });

  it('from the cart, checkout’s price summary waits for the quote only', async () => {
    await customerWithCart();
    await shop.open('/cart');
    const proceed = $('main').$('a=Proceed to checkout');
    await expect(proceed).toBeDisplayed();
    await shop.apiRequests();
    await shop.clearRequests();
    await proceed.click();
    await browser.waitUntil(async () => await $('main').$('dt=Total').isExisting(), {
      timeoutMsg: 'no price summary',
    });
    // The cart and the saved addresses are already in the store: no re-fetch.
    expect(await shop.apiRequests()).toEqual(['/api/v1/checkout/quote']);
  });

  it('delivery to the default address: courier charge with a countdown, paid in full', async () => {
    await customerWithCart();
    const saved = await shop.api('POST', '/api/v1/user/address', {
      first_name: 'Nur',
      last_name: 'Aisyah',
      address_1: 'Jalan SS 15/4',
      state: 'Selangor',
      city: 'Subang Jaya',
      postcode: '47500',
      country: 'MY',
      phone: '0123456789',
      latitude: 3.0738,
      longitude: 101.5883,
      is_default: 1,
    });
    expect(saved.status).toBeLessThan(300);
    await shop.open('/checkout');
    await expect($('main').$('*=Jalan SS 15/4')).toBeDisplayed();
    await browser.waitUntil(async () => await $('main').$('[role="timer"]').isExisting(), {
      timeoutMsg: 'no countdown to the quote expiry',
    });
    await expect($('main').$('[role="timer"]')).toHaveText(/Delivery charge held for [45]:\d\d/);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/checkout-delivery.png'));
    await $('main').$('button=Place order and pay').click();
    await browser.waitUntil(
      async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
      { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
    );
    await $('button*=Pay').click();
    await shop.waitForPage();
    const payment = await paymentOfPage();
    expect(payment.order.status).toBe('paid');
    await expect($('main').$('p*=Delivery:')).toBeDisplayed();
  });

  it('a failed payment shows the failed page; try again pays the same order', async () => {
    await customerWithCart();
    await checkoutToGateway();
    await $('button=Fail the payment').click();
    await shop.waitForPage();
    expect(await shop.pathname()).toMatch(/^\/payment\/\d+\/failed$/);
    await expect($('main h1')).toHaveText('Payment failed');
    const failed = await paymentOfPage();
    expect(failed.status).toBe('failed');
    expect(failed.order.status).toBe('payment_failed');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/payment-failed.png'));
    await $('main').$('button=Try again').click();
    await browser.waitUntil(
      async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
      { timeout: 15_000, timeoutMsg: 'try again did not open a new payment' },
    );
    await $('button*=Pay').click();
    await shop.waitForPage();
    expect(await shop.pathname()).toMatch(/^\/payment\/\d+\/success$/);
    const paid = await paymentOfPage();
    expect(paid.id).not.toBe(failed.id);
    expect(paid.order.id).toBe(failed.order.id);
    expect(paid.order.status).toBe('paid');
  });

  it('a dish with 3 servings: the cart, the checkout summary and the paid order say the same', async () => {
    await shop.open('/auth/register');
    expect((await shop.api('POST', '/api/v1/auth/register', newCustomer())).status).toBe(201);
    const menu = (await shop.api('GET', '/api/v1/menu?per_page=3')).body as {
      data: { id: number; sizes: { size: string; price: string }[] }[];
    };
    const dish = menu.data[0];
    const large = dish?.sizes.find((size) => size.size === 'L');
    if (!dish || !large) throw new Error('no dish with a large size');
    const stored = await shop.api('POST', '/api/v1/cart/store', {
      plan_id: dish.id,
      plan_type: 'RECIPE',
      size: 'L',
      servings: 3,
      quantity: 1,
    });
    expect(stored.status).toBe(200);
    // Three servings of the dish: three times its price (docs/spec.md §3 cart item).
    const [ringgit = '0', sen = '0'] = large.price.split('.');
    const expected = (Number(ringgit) * 100 + Number(sen)) * 3;
    const shown = `RM ${Math.floor(expected / 100).toLocaleString('en-US')}.${String(expected % 100).padStart(2, '0')}`;

    await shop.open('/cart');
    await expect($('main').$('h1=Your cart')).toBeDisplayed();
    await expect($('main').$('p*=Subtotal:')).toHaveText(`Subtotal: ${shown}`);

    await $('main').$('a=Proceed to checkout').click();
    await shop.waitForPage();
    await $('main').$('label=Self pickup at our kitchen').click();
    await browser.waitUntil(async () => await $('main').$('dt=Total').isExisting(), {
      timeoutMsg: 'no price summary',
    });
    await expect($('main').$('dt=Subtotal').nextElement()).toHaveText(shown);
    const summaryTotal = await $('main').$('dt=Total').nextElement().getText();

    await $('main').$('button=Place order and pay').click();
    await browser.waitUntil(
      async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
      { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
    );
    await $('button*=Pay').click();
    await shop.waitForPage();
    const payment = await paymentOfPage();
    expect(payment.order.status).toBe('paid');
    expect(`RM ${payment.order.total}`).toBe(summaryTotal.replace(/,/g, ''));
    const order = await shop.api('GET', `/api/v1/orders/${payment.order.id}`);
    const lines = (order.body as { data: { price_summary: { key: string; amount: string }[] } })
      .data.price_summary;
    expect(`RM ${lines.find((line) => line.key === 'subtotal')?.amount}`).toBe(
      shown.replace(/,/g, ''),
    );
  });
});
