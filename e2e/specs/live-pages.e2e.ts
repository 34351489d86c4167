import { browser, $, expect } from '@wdio/globals';
import { customerSetup } from '../support/customer';
import { hydration, showIntentAndWait, waitUntilHydrated } from '../support/hydration';
import { shop } from '../support/shop';

/**
 * A page a signed-in customer reads is alive without a touch
 * (docs/architecture.md §2.4, "Starting on intent"). This reader never presses a key, moves the
 * mouse or taps: the plan still appears on /account, the checkout's countdown ticks, and the plan
 * being made shows its progress and then the plan, also after a reload.
 */

/** The plan-loading page's own status line (not the toasts' live region). */
const status = () => $('main').$('[role="status"]');

describe('a signed-in reader who never touches the page', () => {
  before(async () => {
    await browser.deleteCookies();
    await shop.open('/');
    await customerSetup.register();
    await customerSetup.answerQuestionnaires();
    // No intent is shown from here on: no key press after a page load (support/hydration.ts).
    hydration.skip = true;
  });

  after(() => {
    hydration.skip = false;
  });

  it('sees the meal plan being made, then the plan, and again after a reload of that page', async () => {
    await shop.open('/account/user-preferences/loading');
    await expect(status()).toHaveText(/portioning your meals|ready/, { wait: 10_000 });
    await expect(status()).toHaveText('Your meal plan is ready!', { wait: 30_000 });

    await browser.refresh();
    await shop.waitForPage();
    // Within 3 s the page says where the plan is: made already (the same one, not a second).
    await expect(status()).toHaveText('Your meal plan is ready!', { wait: 3_000 });
    await expect($('main').$('h3=Daily intake')).toBeDisplayed({ wait: 10_000 });
  });

  it('sees the plan on /account, in the page as the server sent it', async () => {
    await shop.open('/account');
    const plan = $('section[aria-labelledby="dashboard-plan"]');
    await expect(plan.$('h3=Daily intake')).toBeDisplayed({ wait: 15_000 });
    // The questionnaire's widget is in the HTML: the app waits for the reader's first touch.
    expect(
      await browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started'),
    ).toBe('not started');
  });

  it('keeps the server’s plan when the app starts on /account', async () => {
    await shop.open('/account');
    const heading = 'section[aria-labelledby="dashboard-plan"] h3';
    await expect($(heading)).toBeDisplayed({ wait: 15_000 });
    await browser.execute((selector) => {
      (window as { serverPlanHeading?: Element | null }).serverPlanHeading =
        document.querySelector(selector);
    }, heading);
    await showIntentAndWait('/account');
    // Hydrated as sent: the very element the server sent is still there (a mismatch would have
    // drawn the plan again in the browser, from its skeleton).
    expect(
      await browser.execute(
        (selector) =>
          (window as { serverPlanHeading?: Element | null }).serverPlanHeading ===
          document.querySelector(selector),
        heading,
      ),
    ).toBe(true);
    await expect(
      $('section[aria-labelledby="dashboard-plan"]').$('h3=Daily intake'),
    ).toBeDisplayed();
  });

  it('sees the held delivery charge count down on /checkout', async () => {
    await customerSetup.addDish();
    await customerSetup.addAddress();
    await shop.open('/checkout');
    const timer = $('[role="timer"]');
    await expect(timer).toHaveText(/Delivery charge held for \d:\d\d/, { wait: 15_000 });
    const first = await timer.getText();
    await browser.waitUntil(async () => (await timer.getText()) !== first, {
      timeout: 5_000,
      timeoutMsg: `the countdown stood still at "${first}"`,
    });
    // The page's starter ticks it: the app itself waits for the reader's first touch.
    expect(
      await browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started'),
    ).toBe('not started');
  });

  it('sees the self-pickup panel at once when choosing pickup before the app has started', async () => {
    await shop.open('/checkout');
    await expect($('[role="timer"]')).toBeDisplayed({ wait: 15_000 });
    // A click without the intent events before it (a keyboard-free script's click): the radio is
    // checked as HTML, and the panel shows from the page's own CSS.
    await browser.execute(() => {
      const pickup = [
        ...document.querySelectorAll<HTMLInputElement>('input[name="delivery_method"]'),
      ].find((input) => input.value === 'pickup');
      if (pickup) pickup.checked = true;
    });
    await expect($('main').$('h2=Pickup at our kitchen')).toBeDisplayed();
    await expect($('main').$('legend=Delivery address')).not.toBeDisplayed();
  });

  it('adds a dish and a bundle and steps a quantity before the app has started, each answered in place', async () => {
    const notStarted = () =>
      browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started');
    const cartLink = () => $('header').$('a[href="/cart"]');
    await shop.open('/food-menu');
    const card = $('main').$('article');
    await expect(card.$('button=Add to cart')).toBeDisplayed({ wait: 15_000 });
    // The dish added by the set-up above.
    await expect(cartLink()).toHaveAttribute('aria-label', 'Cart, 1 item');
    await browser.execute(() => {
      (window as { serverCount?: Element | null }).serverCount = document.querySelector(
        'header [data-cart-count]',
      );
    });
    expect(await notStarted()).toBe('not started');
    await card.$('button=Add to cart').click();
    // Answered in this page by the starter, before the app: the header counts the dish and the
    // answer is said, and the page is the same one.
    await expect(cartLink().$('[data-cart-count]')).toHaveText('2', { wait: 10_000 });
    await expect($('#mealprep-said [role="status"]')).toHaveText('Added to your cart.');
    expect(new URL(await browser.getUrl()).search).toBe('');
    // The tap started the app, which hydrated the page the starter wrote into as it was (the
    // same count element: no mismatch drew it again) and asked for the cart again.
    await waitUntilHydrated('/food-menu');
    await expect(cartLink()).toHaveAttribute('aria-label', 'Cart, 2 items', { wait: 10_000 });
    expect(
      await browser.execute(
        () =>
          (window as { serverCount?: Element | null }).serverCount ===
          document.querySelector('header [data-cart-count]'),
      ),
    ).toBe(true);
    const cart = await shop.api('GET', '/api/v1/cart/index');
    const items = (cart.body as { data: { items: { quantity: number }[] } }).data.items;
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(2);

    // A meal bundle's Add to cart, the same way, on a page whose app has not started.
    await shop.open('/meal-bundles');
    const bundle = $('main').$('article');
    await expect(bundle.$('button=Add to cart')).toBeDisplayed({ wait: 15_000 });
    expect(await notStarted()).toBe('not started');
    await bundle.$('button=Add to cart').click();
    await expect(cartLink().$('[data-cart-count]')).toHaveText('3', { wait: 10_000 });
    await expect($('#mealprep-said [role="status"]')).toHaveText('Added to your cart.');

    // The cart's − and +, answered in place as well; a second tap steps from the new quantity.
    await shop.open('/cart');
    const more = $('main').$('button[aria-label^="More "]');
    await expect(more).toBeDisplayed({ wait: 15_000 });
    const quantity = () => $('main').$('output');
    const subTotal = () => $('main').$('[data-shows="cart-sub-total"]');
    const before = Number(await quantity().getText());
    const totalBefore = await subTotal().getText();
    await browser.execute(() => {
      (window as { serverQuantity?: Element | null }).serverQuantity =
        document.querySelector('main output');
    });
    await more.click();
    await expect(quantity()).toHaveText(String(before + 1), { wait: 10_000 });
    await expect($('#mealprep-said [role="status"]')).toHaveText('Quantity updated.');
    await expect(subTotal()).not.toHaveText(totalBefore);
    expect(new URL(await browser.getUrl()).search).toBe('');
    await more.click();
    await expect(quantity()).toHaveText(String(before + 2), { wait: 10_000 });
    await waitUntilHydrated('/cart');
    expect(
      await browser.execute(
        () =>
          (window as { serverQuantity?: Element | null }).serverQuantity ===
          document.querySelector('main output'),
      ),
    ).toBe(true);
    // The app, started by the taps, has the cart they made: a third tap is its own.
    await more.click();
    await expect(quantity()).toHaveText(String(before + 3), { wait: 10_000 });
    await browser.waitUntil(
      async () => {
        const answer = await shop.api('GET', '/api/v1/cart/index');
        const lines = (answer.body as { data: { items: { quantity: number }[] } }).data.items;
        return lines[0]?.quantity === before + 3;
      },
      { timeout: 10_000, timeoutMsg: 'the cart does not hold the three steps' },
    );
  });
});

describe('a guest who taps Add to cart before the app has started', () => {
  let customer: { email: string; password: string };

  before(async () => {
    await browser.deleteCookies();
    await shop.open('/');
    customer = await customerSetup.register();
    // Signed out again: a returning customer, browsing as a guest.
    await browser.deleteCookies();
    hydration.skip = true;
  });

  after(() => {
    hydration.skip = false;
  });

  it('is sent to sign in at once, and finds the dish in the cart once signed in', async () => {
    await shop.open('/food-menu');
    const card = $('main').$('article');
    await expect(card.$('button=Add to cart')).toBeDisplayed({ wait: 15_000 });
    const dish = await card.$('h2').getText();
    await card.$('button=Add to cart').click();
    // The server's answer: the sign-in page, saying why, with the dish kept in its address.
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/auth/login?'), {
      timeout: 10_000,
      timeoutMsg: 'the guest was not sent to sign in',
    });
    expect(new URL(await browser.getUrl()).searchParams.get('add')).toMatch(/^\d+\.S\.1$/);
    await expect($('main').$('p*=add the dish you chose to your cart')).toBeDisplayed({
      wait: 10_000,
    });

    // Signing in through the app (typing starts it), back on the menu with the dish added.
    await $('input[name="email"]').setValue(customer.email);
    await waitUntilHydrated('/auth/login');
    await $('input[name="password"]').setValue(customer.password);
    await $('button=Log in').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/food-menu', {
      timeout: 15_000,
      timeoutMsg: 'the customer did not come back to the menu',
    });
    // Added by the app once back (the dish kept at the sign-in), and said in a toast.
    await expect($('aria/Cart, 1 item')).toBeDisplayed({ wait: 10_000 });
    await expect($('//*[normalize-space(text())="Added to your cart."]')).toBeDisplayed();
    const cart = await shop.api('GET', '/api/v1/cart/index');
    const items = (cart.body as { data: { items: { name: string; quantity: number }[] } }).data
      .items;
    expect(items).toEqual([expect.objectContaining({ name: dish, quantity: 1 })]);
  });
});
