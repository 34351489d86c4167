import { browser, $, $$, expect } from '@wdio/globals';
import { join } from 'node:path';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * Addresses through the suggestion dropdown, the default (seen at checkout), and
 * rescheduling a paid order.
 */
describe('account area', () => {
  const customer = newCustomer();

  before(async () => {
    await shop.open('/terms-and-conditions');
    const registered = await shop.api('POST', '/api/v1/auth/register', customer);
    expect(registered.status).toBe(201);
  });

  async function addAddress(query: string, optionText: string) {
    await $('button=Add an address').click();
    await $('input[name="first_name"]').setValue('Nur');
    await $('input[name="last_name"]').setValue('Aisyah');
    await $('input[name="phone"]').setValue('012-345 6789');
    const line1 = $('input[role="combobox"][name="address_1"]');
    await line1.setValue(query);
    const option = $(`[role="option"]*=${optionText}`);
    await option.waitForDisplayed({ timeoutMsg: `no suggestion "${optionText}" for "${query}"` });
    await option.click();
    await expect(line1).toHaveAttribute('aria-expanded', 'false');
    await $('button=Save address').click();
    try {
      await $('button=Add an address').waitForDisplayed({ timeoutMsg: 'the form did not close' });
    } catch (error) {
      await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/account-address-failed.png'));
      throw error;
    }
  }

  it('adds addresses through the suggestion dropdown and makes the second the default', async () => {
    await shop.open('/account/address');
    await expect($('h2=No address yet')).toBeDisplayed();

    await addAddress('12 Jalan SS2/24, Petaling Jaya', '12 Jalan SS2/24');
    const first = $('article*=12 Jalan SS2/24');
    await expect(first).toHaveText(expect.stringContaining('Petaling Jaya'));
    await expect(first).toHaveText(expect.stringContaining('Default'));

    await addAddress('Jalan Bukit Bintang 55100', 'Jalan Bukit Bintang');
    const second = $('article*=Jalan Bukit Bintang');
    await expect(second).toHaveText(expect.stringContaining('55100 Kuala Lumpur'));
    await second.$('button[aria-label="Make default: Jalan Bukit Bintang"]').click();
    await browser.waitUntil(
      async () => (await $('article*=Jalan Bukit Bintang').getText()).includes('Default'),
      { timeoutMsg: 'the second address did not become the default' },
    );
    await expect($('article*=12 Jalan SS2/24')).not.toHaveText(expect.stringContaining('Default'));
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/account-addresses.png'));

    const saved = await shop.api('GET', '/api/v1/user/address');
    const list = (
      saved.body as { data: { address_1: string; is_default: boolean; latitude: number }[] }
    ).data;
    expect(list.filter((address) => address.is_default).map((a) => a.address_1)).toEqual([
      'Jalan Bukit Bintang',
    ]);
    expect(list.every((address) => address.latitude !== 0)).toBe(true);
  });

  it('sees the default address chosen at checkout', async () => {
    const menu = (await shop.api('GET', '/api/v1/menu?per_page=1')).body as {
      data: { id: number }[];
    };
    const dish = menu.data[0];
    if (!dish) throw new Error('the menu is empty');
    const stored = await shop.api('POST', '/api/v1/cart/store', {
      plan_id: dish.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: 1,
    });
    expect(stored.status).toBe(200);
    await shop.open('/cart');
    await $('main').$('a=Proceed to checkout').click();
    await shop.waitForPage();
    await expect($('main h1')).toHaveText('Checkout');
    await $('input[name="address_id"]').waitForExist({ timeoutMsg: 'no address picker' });
    const chosen = await browser.execute(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="address_id"]:checked');
      return input?.closest('label')?.textContent ?? input?.parentElement?.textContent ?? '';
    });
    expect(chosen).toContain('Jalan Bukit Bintang');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/account-checkout-address.png'));
  });

  it('opens a paid order and reschedules its delivery', async () => {
    const created = await shop.api('POST', '/api/test/orders', { status: 'paid', days_ahead: 12 });
    expect(created.status).toBe(201);
    const { id, order_no: orderNo } = (created.body as { data: { id: number; order_no: string } })
      .data;

    await shop.open('/account/my-order');
    await $(`a=Order ${orderNo}`).click();
    // "Order", then the number on a line of its own.
    await browser.waitUntil(
      async () => (await shop.heading()).replace(/\s+/g, ' ') === `Order ${orderNo}`,
    );
    await expect($('span=Upcoming')).toBeDisplayed();

    const before = (await shop.api('GET', `/api/v1/orders/${id}`)).body as { data: OrderDetail };
    const earliest = before.data.reschedule_options?.earliest_date ?? '';
    const target = new Date(`${earliest}T00:00:00Z`);
    target.setUTCDate(target.getUTCDate() + 2);
    const iso = target.toISOString().slice(0, 10);

    await $('button=Reschedule delivery').click();
    // The bookable days are a list, written out in words; its values are ISO dates.
    await $('select[name="delivery_date"]').selectByAttribute('value', iso);
    await $('select[name="delivery_time"]').selectByAttribute('value', '13:00');
    await $('button=Save new delivery').click();
    await expect($('*=Your delivery has been rescheduled.')).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/account-rescheduled.png'));

    const after = (await shop.api('GET', `/api/v1/orders/${id}`)).body as { data: OrderDetail };
    expect(after.data).toMatchObject({ delivery_date: iso, delivery_time: '13:00' });
    expect(await $$('button=Reschedule delivery')).toHaveLength(1);
  });
});
