import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/** The fixed meal page for guests, and adding a dish from the food menu. */
describe('catalogue', () => {
  it('shows a guest the sign-up prompt on the fixed meal plan', async () => {
    await shop.open('/fixed-meal-plan');
    await expect($('main').$('*=Create a free account to order the weekly plan.')).toBeDisplayed();
    await expect($('main').$('button=Order now')).not.toBeExisting();
  });

  it('lets a signed-in customer add a dish from the food menu and the header count follows', async () => {
    await shop.open('/auth/register');
    expect((await shop.api('POST', '/api/v1/auth/register', newCustomer())).status).toBe(201);
    await shop.open('/food-menu');
    await expect($('header').$('a[aria-label="Cart, empty"]')).toBeDisplayed();
    await browser.waitUntil(async () => (await $('main').$$('button=Add to cart').length) > 0, {
      timeoutMsg: 'no dish to add',
    });
    await shop.apiRequests();
    await shop.clearRequests();
    await $('main').$('button=Add to cart').click();
    await expect($('header').$('a[aria-label="Cart, 1 item"]')).toBeDisplayed();
    // One request from the click to the header's count: the POST answers the cart.
    expect(await shop.apiRequests()).toEqual(['/api/v1/cart/store']);
    await expect($('*=is in your cart')).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/food-menu-added.png'));
  });

  it("keeps the food menu's tabs, filters and Load more in the address, without reloading", async () => {
    await shop.open('/food-menu');
    const dishes = () => $('main').$$('article').length;
    await browser.waitUntil(async () => (await dishes()) > 0, { timeoutMsg: 'no dishes' });
    // A page reload would lose this.
    await browser.execute(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () =>
      browser.execute(() => (window as unknown as { stayed?: boolean }).stayed === true);

    const shown = await dishes();
    await $('main').$('a=Load more').click();
    await browser.waitUntil(async () => (await dishes()) > shown, {
      timeoutMsg: 'Load more added no dishes',
    });
    expect(await browser.getUrl()).toMatch(/\/food-menu\?page=2$/);

    await $('nav[aria-label="Menu sections"]').$('a=À la carte').click();
    await browser.waitUntil(async () =>
      (await browser.getUrl()).endsWith('/food-menu?tab=alacarte'),
    );
    await expect($('nav[aria-label="Menu sections"]').$('a=À la carte')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await $('main').$('select').selectByAttribute('value', 'vegetarian');
    await browser.waitUntil(async () =>
      (await browser.getUrl()).endsWith('/food-menu?tab=alacarte&line=vegetarian'),
    );
    await $('main').$('input[type="search"]').setValue('zzzz-no-such-dish');
    await browser.keys('Enter');
    await expect($('h2=No dishes match your filters')).toBeDisplayed();
    await $('main').$('a=Clear filters').click();
    await browser.waitUntil(async () =>
      (await browser.getUrl()).endsWith('/food-menu?tab=alacarte'),
    );
    await browser.waitUntil(async () => (await dishes()) > 0, { timeoutMsg: 'no dishes again' });
    expect(await stayed()).toBe(true);

    // Back goes through the same states, still inside the app.
    await browser.back();
    await expect($('h2=No dishes match your filters')).toBeDisplayed();
    expect(await stayed()).toBe(true);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/food-menu-address.png'));
  });
});
