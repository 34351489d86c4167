import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { customerSetup } from '../support/customer';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * An admin invites a kitchen cook by e-mail, the
 * cook sets a password from the mail and signs in to the orders board, which shows only the
 * kitchen's steps; the order moves on through dispatch; the customer reads its progress.
 */
describe('back of house: from paid to delivered', () => {
  const customer = newCustomer();
  const cook = {
    email: `cook.${Date.now()}@mealprep.test`,
    password: 'kitchen-password-1',
  };
  let orderId = 0;
  let order: OrderDetail;

  before(async () => {
    await shop.open('/terms-and-conditions');
    expect((await shop.api('POST', '/api/v1/auth/register', customer)).status).toBe(201);
    orderId = await customerSetup.paidOrder();
    order = ((await shop.api('GET', `/api/v1/orders/${orderId}`)).body as { data: OrderDetail })
      .data;
    await shop.api('GET', '/api/logout');

    // The admin invites the cook; the cook chooses a password from the mail's link.
    await customerSetup.signInAsAdmin();
    const invited = await shop.api('POST', '/api/v1/admin/staff', {
      email: cook.email,
      first_name: 'Kamal',
      last_name: 'Cook',
      role: 'kitchen',
    });
    expect(invited.status).toBe(201);
    const list = (
      await shop.api('GET', `/api/v1/admin/outbox?to=${encodeURIComponent(cook.email)}`)
    ).body as { data: { id: number; kind: string }[] };
    const invitation = list.data.find((mail) => mail.kind === 'staff_invite');
    expect(invitation).toBeDefined();
    const mail = (await shop.api('GET', `/api/v1/admin/outbox/${invitation?.id}`)).body as {
      data: { text: string };
    };
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.data.text)?.[1];
    expect(token).toBeTruthy();
    await shop.api('GET', '/api/logout');
    const reset = await shop.api('POST', '/api/v1/auth/reset-password', {
      token,
      password: cook.password,
      password_confirmation: cook.password,
    });
    expect(reset.status).toBe(200);
  });

  it('the cook signs in, sees the day’s order and starts preparing it; only the kitchen’s steps show', async () => {
    await shop.open('/admin/login');
    await $('input[name="email"]').setValue(cook.email);
    await $('input[name="password"]').setValue(cook.password);
    await $('button[type="submit"]').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/admin/orders', {
      timeoutMsg: 'the cook did not land on the orders board',
    });
    // Only the pages a cook may use are offered.
    await expect($('nav a[href="/admin/releases"]')).not.toBeExisting();
    await shop.navigateInApp(`/admin/orders?date=${order.delivery_date}`);
    const card = $(`article*=${order.order_no}`);
    await card.waitForDisplayed({ timeoutMsg: 'the order is not on the board of its day' });
    await expect(card.$('button=Out for delivery')).not.toBeExisting();
    await card.$('button=Start preparing').click();
    await browser.waitUntil(async () => (await card.getText()).includes('Being prepared'), {
      timeoutMsg: 'the order did not move to preparing',
    });
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/admin-orders-board.png'));
    await shop.api('GET', '/api/logout');
  });

  it('dispatch sends it out and it is delivered; the customer reads each step and finds it under Delivered', async () => {
    await customerSetup.signInAsAdmin();
    for (const status of ['out_for_delivery', 'delivered']) {
      const moved = await shop.api('POST', `/api/v1/admin/orders/${orderId}/status`, { status });
      expect(moved.status).toBe(200);
    }
    await shop.api('GET', '/api/logout');
    expect(
      (
        await shop.api('POST', '/api/v1/auth/login', {
          email: customer.email,
          password: customer.password,
        })
      ).status,
    ).toBe(200);
    await shop.open(`/account/my-order/${orderId}`);
    const progress = $('ol[aria-label="Order progress"]');
    await progress.waitForDisplayed();
    await expect(progress).toHaveText(expect.stringContaining('Being prepared in our kitchen'));
    await expect(progress.$('li[aria-current="step"]')).toHaveText(
      expect.stringContaining('Delivered'),
    );
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/order-timeline.png'));
    const delivered = await shop.api('GET', '/api/v1/orders?filter=delivered');
    expect((delivered.body as { data: { id: number }[] }).data.map((o) => o.id)).toEqual([orderId]);
  });
});
