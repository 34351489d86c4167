import { browser, $, $$, expect } from '@wdio/globals';
import { join } from 'node:path';
import { E2E_PORT, repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * Issue #20: the whole journey of a new customer as served, once on a phone in Bahasa Malaysia
 * and once on a desktop in English, opening the shop the way people do (at 127.0.0.1 as well as
 * at localhost). Each step asserts what the customer sees.
 */
const TEXT = {
  'en-US': {
    addToCart: 'Add to cart',
    inCart: (item: string) => `${item} is in your cart`,
    cartOne: 'Cart, 1 item',
    signInForCart: (item: string) =>
      `Log in or create an account to add “${item}” to your cart. We will add it as soon as you are signed in.`,
    registerTab: 'New account',
    createAccount: 'Create account',
    female: 'Female',
    menuTitle: 'Food menu — MealPrep MY',
    aboutTitle: 'About us — MealPrep MY',
  },
  'ms-MY': {
    addToCart: 'Tambah ke troli',
    inCart: (item: string) => `${item} telah dimasukkan ke troli anda`,
    cartOne: 'Troli, 1 barang',
    signInForCart: (item: string) =>
      `Log masuk atau daftar akaun untuk menambah “${item}” ke troli anda. Kami akan menambahnya sebaik sahaja anda log masuk.`,
    registerTab: 'Akaun baharu',
    createAccount: 'Daftar akaun',
    female: 'Perempuan',
    menuTitle: 'Menu makanan — MealPrep MY',
    aboutTitle: 'Tentang kami — MealPrep MY',
  },
} as const;

const RUNS = [
  { name: 'phone, Bahasa Malaysia', width: 390, height: 844, locale: 'ms-MY' as const },
  { name: 'desktop, English', width: 1280, height: 800, locale: 'en-US' as const },
];

const LOOPBACK = `http://127.0.0.1:${E2E_PORT}`;
const PUBLIC = `http://localhost:${E2E_PORT}`;

async function scrollY(): Promise<number> {
  return browser.execute(() => Math.round(window.scrollY));
}

async function screenshot(name: string) {
  await browser.saveScreenshot(join(repoRoot, `e2e/screenshots/journey-${name}.png`));
}

for (const run of RUNS) {
  const text = TEXT[run.locale];
  const prefix = run.locale === 'ms-MY' ? '/ms-MY' : '';
  const customer = newCustomer();
  const shot = (name: string) => screenshot(`${run.locale}-${run.width}-${name}`);

  describe(`the customer's journey (${run.name})`, () => {
    before(async () => {
      await browser.deleteCookies();
      await browser.setWindowSize(run.width, run.height);
    });

    after(async () => {
      await browser.setWindowSize(1280, 800);
    });

    it('opened at 127.0.0.1, the shop moves to its one public address before anything else', async () => {
      await browser.url(`${LOOPBACK}${prefix}/food-menu?tab=meal`);
      await shop.waitForPage();
      expect(await browser.getUrl()).toBe(`${PUBLIC}${prefix}/food-menu?tab=meal`);
      await expect(browser).toHaveTitle(text.menuTitle);
    });

    it('opens a linked page at its top, and Back returns to where the customer was', async () => {
      await browser.waitUntil(async () => (await $$('main article').length) > 3, {
        timeoutMsg: 'the menu shows no dishes',
      });
      await browser.execute(() => window.scrollTo(0, 900));
      await browser.waitUntil(async () => (await scrollY()) === 900);
      // A click through the page's own handler, without WebDriver scrolling the link into view.
      await browser.execute(() => {
        const link = document.querySelector<HTMLAnchorElement>('footer a[href$="/about-us"]');
        link?.click();
      });
      await browser.waitUntil(async () => (await shop.pathname()) === `${prefix}/about-us`);
      await shop.waitForPage();
      expect(await scrollY()).toBe(0);
      await expect(browser).toHaveTitle(text.aboutTitle);
      await browser.back();
      await browser.waitUntil(async () => Math.abs((await scrollY()) - 900) <= 2, {
        timeoutMsg: 'Back did not return to the position on the menu',
      });
      await expect(browser).toHaveTitle(text.menuTitle);
    });

    it("a guest's Add to cart is explained, kept through sign-up and done once back", async () => {
      const card = $('main article');
      const labelId = await card.getAttribute('aria-labelledby');
      const dish = await $(`[id="${labelId}"]`).getText();
      await browser.execute(() => window.scrollTo(0, 0));
      await card.$(`button=${text.addToCart}`).click();
      await browser.waitUntil(async () => (await shop.pathname()) === `${prefix}/auth/login`);
      await expect($(`p=${text.signInForCart(dish)}`)).toBeDisplayed();
      await $(`a=${text.registerTab}`).click();
      await browser.waitUntil(async () => (await shop.pathname()) === `${prefix}/auth/register`);
      await expect($(`a=${text.registerTab}`)).toHaveAttribute('aria-selected', 'true');
      // The reason stays with the tab change.
      await expect($(`p=${text.signInForCart(dish)}`)).toBeDisplayed();
      const fill = (name: string, value: string) => $(`input[name="${name}"]`).setValue(value);
      await fill('email', customer.email);
      await fill('password', customer.password);
      await fill('password_confirmation', customer.password_confirmation);
      await fill('first_name', customer.first_name);
      await fill('last_name', customer.last_name);
      await fill('phone_no', customer.phone_no);
      await fill('date_of_birth', '03141995');
      await $(`label=${text.female}`).click();
      await shot('register');
      await $(`button=${text.createAccount}`).click();
      await browser.waitUntil(async () => (await shop.pathname()) === `${prefix}/food-menu`, {
        timeoutMsg: 'signing up did not return to the menu',
      });
      await expect($(`header a[aria-label="${text.cartOne}"]`)).toBeDisplayed();
      await expect($(`*=${text.inCart(dish)}`)).toBeDisplayed();
      const cart = await shop.api('GET', '/api/v1/cart/index');
      expect((cart.body as { data: { items: unknown[] } }).data.items).toHaveLength(1);
      await shot('guest-item-added');
    });
  });
}
