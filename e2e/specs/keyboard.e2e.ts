import { browser, expect } from '@wdio/globals';
import { join } from 'node:path';
import { showIntentAndWait } from '../support/hydration';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';
import {
  control,
  focusLandsOn,
  focused,
  pageHeading,
  press,
  tabTo,
  typeText,
  type Focus,
  type FocusMatch,
} from '../support/keyboard';

/**
 * The whole purchase by keyboard alone, on a phone and on a desktop. A new customer
 * signs up, answers both questionnaires, reads the plan, adds it to the cart, checks out by
 * delivery (adding an address and taking its suggestion with the arrow keys) and by pickup,
 * pays in the sandbox and opens the order. Only `browser.keys` moves and acts; each step asserts
 * where focus lands: the new page's h1 after a navigation, the first field in error after a
 * refused submit, a dialog's first control, and back to its trigger on Escape.
 */
const RUNS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const field =
  (name: string): FocusMatch =>
  (focus) =>
    focus.field === name;
const startsWith =
  (role: string, prefix: string): FocusMatch =>
  (focus) =>
    focus.role === role && focus.name.startsWith(prefix);

/** Tab to the form field with this `name` and type into it. */
async function fill(name: string, value: string) {
  await tabTo(field(name), { what: `the field ${name}` });
  await typeText(value);
}

/**
 * Picks an answer by its label: Tab to the next radio or checkbox; a checkbox with that label is
 * ticked with Space, a radio group is walked with the arrow keys (which choose as they move)
 * until the label's radio is chosen.
 */
async function pick(label: string) {
  const isAnswer: FocusMatch = (focus) => focus.role === 'radio' || focus.role === 'checkbox';
  const wanted = (focus: Focus) => focus.name === label || focus.name.startsWith(`${label} `);
  for (let group = 0; group < 20; group += 1) {
    const focus = await tabTo(isAnswer, { what: `an answer on the way to "${label}"` });
    if (focus.role === 'checkbox') {
      if (wanted(focus)) {
        if (!focus.checked) await press('Space');
        expect((await focused()).checked).toBe(true);
        return;
      }
    } else {
      if (wanted(focus)) {
        if (!focus.checked) await press('Space');
        expect((await focused()).checked).toBe(true);
        return;
      }
      const first = focus.name;
      for (let step = 0; step < 12; step += 1) {
        await press('ArrowDown');
        const now = await focused();
        if (wanted(now)) {
          expect(now.checked).toBe(true);
          return;
        }
        if (now.name === first) break;
      }
    }
    await press('Tab');
  }
  throw new Error(`no answer "${label}" reached by Tab and arrows`);
}

/** A dialog opened: focus is on its first control, which has a name. */
async function focusLandsOnDialogsFirstControl(what: string) {
  const focus = await focusLandsOn((current) => current.inDialog, `${what}’s first control`);
  const first = await browser.execute(() => {
    const dialog = document.activeElement?.closest('dialog, [role="dialog"], [role="alertdialog"]');
    const items = dialog?.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    return items?.[0] === document.activeElement;
  });
  expect(first).toBe(true);
  expect(focus.name).not.toBe('');
}

async function activate(match: FocusMatch, what: string, key = 'Enter') {
  await tabTo(match, { what });
  await press(key);
}

async function waitForPath(test: (path: string) => boolean, what: string) {
  await browser.waitUntil(async () => test(await shop.pathname()), {
    timeout: 20_000,
    timeoutMsg: `${what} (at ${await shop.pathname()})`,
  });
}

for (const run of RUNS) {
  const customer = newCustomer();
  const shot = (name: string) =>
    browser.saveScreenshot(join(repoRoot, `e2e/screenshots/keyboard-${run.width}-${name}.png`));

  describe(`the purchase by keyboard alone (${run.name}, ${run.width} px)`, () => {
    before(async () => {
      await browser.deleteCookies();
      await browser.setWindowSize(run.width, run.height);
    });

    after(async () => {
      await browser.setWindowSize(1280, 800);
    });

    afterEach(async function () {
      if (this.currentTest?.state === 'failed')
        await shot(`failed-${this.currentTest.title.slice(0, 40).replace(/\W+/g, '-')}`);
    });

    it('signs up: a refused submit focuses the first field in error, then the new page’s h1', async () => {
      await shop.open('/auth/register');
      await activate(control('button', 'Create account'), 'Create account');
      await focusLandsOn((focus) => focus.field === 'email' && focus.invalid, 'the email field');
      await typeText(customer.email);
      await fill('password', customer.password);
      await fill('password_confirmation', customer.password_confirmation);
      await fill('first_name', customer.first_name);
      await fill('last_name', customer.last_name);
      await fill('phone_no', customer.phone_no);
      await fill('date_of_birth', '14/03/1995');
      await pick('Female');
      await activate(control('button', 'Create account'), 'Create account');
      await waitForPath((path) => path !== '/auth/register', 'signing up did not leave the form');
      await focusLandsOn((focus) => focus.tag === 'h1' && focus.inMain, 'the new page’s h1');
    });

    it('opens the essentials questionnaire from the header: the menu takes focus, Escape gives it back', async () => {
      const trigger =
        run.width < 768 ? control('button', 'Menu, site navigation') : control('button', 'Shop');
      await tabTo(trigger, { back: true, what: 'the header menu' });
      await press('Enter');
      if (run.width < 768) {
        // The side sheet is a modal dialog: its first control has focus.
        await focusLandsOnDialogsFirstControl('the menu');
      } else {
        await tabTo(control('link', 'Food menu'), { what: 'the Shop menu’s first link', max: 2 });
      }
      await press('Escape');
      await focusLandsOn(trigger, 'the menu button again');
      await press('Enter');
      await activate(control('link', 'About you'), 'About you');
      await waitForPath((path) => path.endsWith('/user-preferences/essentials'), 'no essentials');
      await focusLandsOn((focus) => focus.tag === 'h1' && focus.inMain, 'the questionnaire’s h1');
    });

    it('answers the essentials: a wrong height puts focus on the field, then on to the meal questionnaire', async () => {
      const next = control('button', 'Next');
      await pick('Active');
      await activate(next, 'Next');
      await pick('Fat loss');
      await activate(next, 'Next');
      await pick('Ectomorph');
      await tabTo(control('textbox', /^Height \(cm\)/), { what: 'Height' });
      await typeText('0');
      await tabTo(control('textbox', /^Weight \(kg\)/), { what: 'Weight' });
      await typeText('72');
      await activate(next, 'Next');
      await focusLandsOn(
        (focus) => focus.name.startsWith('Height (cm)') && focus.invalid,
        'the height in error',
      );
      await typeText('170');
      await activate(next, 'Next');
      await pick('Peanut');
      await activate(next, 'Next');
      await pick('No');
      await activate(next, 'Next');
      await pick('4 meals per day');
      await pick('6 days per week');
      await activate(control('button', 'Next Section'), 'Next Section');
      await waitForPath((path) => path.endsWith('/user-preferences/meal'), 'no meal questionnaire');
      await focusLandsOn((focus) => focus.tag === 'h1' && focus.inMain, 'the meal page’s h1');
    });

    it('answers the meal questionnaire and reads the plan', async () => {
      const steps = [
        ['No oil'],
        ['Chicken', 'Seafood'],
        ['Rice', 'Pasta'],
        ['Broccoli', 'Stir-fried greens'],
        ['Spring onion'],
        ['Teriyaki sauce'],
        ['No salt'],
        ['Not spicy'],
      ];
      for (const [index, labels] of steps.entries()) {
        for (const label of labels) await pick(label);
        const last = index === steps.length - 1;
        await activate(
          control('button', last ? 'Save & Generate Meal' : 'Next'),
          last ? 'Save' : 'Next',
        );
      }
      await focusLandsOn(pageHeading(/./), 'the plan page’s h1', 40_000);
      await browser.$('h2=My meal plan').waitForDisplayed({ timeout: 30_000 });
      await shot('plan');
    });

    it('adds the plan to the cart (focus moves to Back to cart); the cart’s dialog takes focus and gives it back', async () => {
      await activate(control('button', 'Add to cart'), 'Add to cart');
      // The button gives way to the links to the cart and to checkout: focus goes with it.
      await focusLandsOn(control('link', 'Back to cart'), 'Back to cart, where Add to cart was');
      await press('Enter');
      await focusLandsOn(pageHeading('Your cart'), 'the cart’s h1');
      // The remove button asks first; Escape closes the question and focus is back on the button.
      const remove = startsWith('button', 'Remove ');
      await tabTo(remove, { what: 'Remove' });
      await press('Enter');
      // A confirmation before a removal focuses its safe choice, the first of its actions.
      await focusLandsOn(
        (focus) => focus.inDialog && focus.role === 'button' && focus.name === 'Keep in cart',
        'the confirmation’s Keep in cart',
      );
      await press('Escape');
      await focusLandsOn(remove, 'the Remove button again');
      await activate(control('link', 'Proceed to checkout'), 'Proceed to checkout');
      await focusLandsOn(pageHeading('Checkout'), 'the checkout’s h1');
    });

    it('checks out by delivery: an address added with the suggestion chosen by arrow keys and Enter', async () => {
      await pick('Deliver to my address');
      await activate(control('link', 'Add an address'), 'Add an address');
      await waitForPath((path) => path.endsWith('/account/address'), 'no address form');
      await focusLandsOn((focus) => focus.inMain && focus.tag !== 'body', 'the address page');
      const line1 = startsWith('combobox', 'Address line 1');
      await tabTo(line1, { what: 'Address line 1' });
      await typeText('Jalan Telawi 3, Bangsar');
      await browser.waitUntil(async () => (await browser.$$('[role="option"]').length) > 0, {
        timeoutMsg: 'no suggestion for Bangsar',
      });
      let chosen = false;
      for (let step = 0; step < 8 && !chosen; step += 1) {
        await press('ArrowDown');
        const active = await browser.execute(() => {
          const input = document.activeElement;
          const id = input?.getAttribute('aria-activedescendant');
          return id ? (document.getElementById(id)?.textContent ?? '') : '';
        });
        chosen = active.includes('59100');
      }
      expect(chosen).toBe(true);
      await press('Enter');
      await expect(await browser.$('input[name="postcode"]')).toHaveValue('59100');
      await activate(control('button', 'Save address'), 'Save address');
      await waitForPath((path) => path.endsWith('/checkout'), 'saving did not return to checkout');
      await focusLandsOn(pageHeading('Checkout'), 'the checkout’s h1');
      await browser.waitUntil(async () => await browser.$('main [role="timer"]').isExisting(), {
        timeout: 15_000,
        timeoutMsg: 'no courier quote',
      });
      await activate(control('button', 'Place order and pay'), 'Place order and pay');
      await browser.waitUntil(
        async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
        { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
      );
      await activate(startsWith('button', 'Pay'), 'Pay');
      await shop.waitForPage();
      await expect(browser.$('main h1')).toHaveText('Payment successful');
      // The gateway sent the browser here with a page load: its links work as HTML until the app
      // has taken the page, which starts on the customer's intent (a key: nothing on it needs the
      // app at once, docs/architecture.md §2.4), and then move focus to the next page's h1. A
      // customer reads the page first; the test waits as long.
      await showIntentAndWait('/payment/…/success');
      await activate(control('link', 'View my orders'), 'View my orders');
      await focusLandsOn(pageHeading(/./), 'the orders page’s h1');
      await activate(startsWith('link', 'Order '), 'the order');
      await waitForPath((path) => /\/account\/my-order\/\d+$/.test(path), 'no order page');
      await focusLandsOn(pageHeading(/./), 'the order’s h1');
    });

    it('checks out by pickup and pays', async () => {
      const menu = (await shop.api('GET', '/api/v1/menu?per_page=2')).body as {
        data: { id: number }[];
      };
      const stored = await shop.api('POST', '/api/v1/cart/store', {
        plan_id: menu.data[1]!.id,
        plan_type: 'RECIPE',
        size: 'L',
        quantity: 1,
      });
      expect(stored.status).toBe(200);
      await shop.open('/checkout');
      await pick('Self pickup at our kitchen');
      const place = control('button', 'Place order and pay');
      await tabTo(place, { what: 'Place order and pay' });
      await browser.waitUntil(
        async () =>
          (await browser.execute(() => document.activeElement?.getAttribute('aria-disabled'))) !==
          'true',
        { timeoutMsg: 'Place order stayed unavailable on pickup' },
      );
      await press('Enter');
      await browser.waitUntil(
        async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
        { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
      );
      await activate(startsWith('button', 'Pay'), 'Pay');
      await shop.waitForPage();
      await expect(browser.$('main h1')).toHaveText('Payment successful');
      // The gateway sent the browser here with a page load: its links work as HTML until the app
      // has taken the page, which starts on the customer's intent (a key: nothing on it needs the
      // app at once, docs/architecture.md §2.4), and then move focus to the next page's h1. A
      // customer reads the page first; the test waits as long.
      await showIntentAndWait('/payment/…/success');
    });
  });
}
