import { browser, $, $$, expect } from '@wdio/globals';
import { join } from 'node:path';
import { E2E_PORT, repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * The whole journey of a new customer as served, once on a phone in Bahasa Malaysia
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
    checkout: 'Checkout',
    deliver: 'Deliver to my address',
    pickup: 'Self pickup at our kitchen',
    pickupRegion: 'Pickup at our kitchen',
    pickupHours: 'Every day, 09:00 – 17:00',
    mapLink: 'Open in Google Maps',
    deliveryInstructions: 'Delivery instructions',
    addAddress: 'Add an address',
    addressForm: 'Add an address',
    firstName: 'First name',
    phone: 'Phone number',
    line1: 'Address line 1',
    postcode: 'Postcode',
    city: 'City',
    saveAddress: 'Save address',
    deliveryAddress: 'Delivery address',
    placeOrder: 'Place order and pay',
    pendingTitle: 'Your order is waiting for payment',
    changeOrder: 'Change order',
    sandboxTitle: 'Sandbox payment',
    sandboxOrder: 'Order',
    sandboxPay: 'Pay',
    payNow: 'Pay now',
    payBy: 'Pay by',
    confirmAndPay: 'Confirm and pay',
    orderNumber: (no: string) => `Order ${no}`,
    paid: 'Payment successful',
    deliveryLine: 'Delivery:',
    pickupLine: 'Pickup:',
    q: {
      next: 'Next',
      nextSection: 'Next Section',
      saveGenerate: 'Save & Generate Meal',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      essentials: [
        ['Active'],
        ['Fat loss'],
        ['Ectomorph'],
        ['Peanut'],
        ['No'],
        ['4 meals per day', '6 days per week'],
      ],
      meal: [
        ['No oil'],
        ['Chicken', 'Seafood'],
        ['Rice', 'Pasta'],
        ['Broccoli', 'Stir-fried greens'],
        ['Spring onion'],
        ['Teriyaki sauce'],
        ['No salt'],
        ['Not spicy'],
      ],
      noOil: 'No oil',
      oilRow: 'Oil preference',
      planTitle: 'My meal plan',
      leftOut: 'Left out of your plan',
      stirFried: 'Stir-fried greens',
      regenerate: 'Regenerate',
      generating: 'Generating…',
      regenerated: 'Your new meal plan is ready.',
    },
  },
  'ms-MY': {
    addToCart: 'Tambah ke troli',
    inCart: (item: string) => `${item} telah dimasukkan ke troli anda`,
    cartOne: 'Troli, 1 item',
    signInForCart: (item: string) =>
      `Log masuk atau daftar akaun untuk menambah “${item}” ke troli anda. Kami akan menambahnya sebaik sahaja anda log masuk.`,
    registerTab: 'Akaun baharu',
    createAccount: 'Daftar akaun',
    female: 'Perempuan',
    menuTitle: 'Menu makanan — MealPrep MY',
    aboutTitle: 'Tentang kami — MealPrep MY',
    checkout: 'Daftar keluar',
    deliver: 'Hantar ke alamat saya',
    pickup: 'Ambil sendiri di dapur kami',
    pickupRegion: 'Ambil di dapur kami',
    pickupHours: 'Setiap hari, 09:00 – 17:00',
    mapLink: 'Buka di Google Maps',
    deliveryInstructions: 'Arahan penghantaran',
    addAddress: 'Tambah alamat',
    addressForm: 'Tambah alamat',
    firstName: 'Nama pertama',
    phone: 'Nombor telefon',
    line1: 'Alamat baris 1',
    postcode: 'Poskod',
    city: 'Bandar',
    saveAddress: 'Simpan alamat',
    deliveryAddress: 'Alamat penghantaran',
    placeOrder: 'Buat pesanan dan bayar',
    pendingTitle: 'Pesanan anda menunggu bayaran',
    changeOrder: 'Ubah pesanan',
    sandboxTitle: 'Pembayaran kotak pasir',
    sandboxOrder: 'Pesanan',
    sandboxPay: 'Bayar',
    payNow: 'Bayar sekarang',
    payBy: 'Bayar sebelum',
    confirmAndPay: 'Sahkan dan bayar',
    orderNumber: (no: string) => `Pesanan ${no}`,
    paid: 'Pembayaran berjaya',
    deliveryLine: 'Penghantaran:',
    pickupLine: 'Ambil sendiri:',
    q: {
      next: 'Seterusnya',
      nextSection: 'Bahagian Seterusnya',
      saveGenerate: 'Simpan & Jana Hidangan',
      height: 'Tinggi (cm)',
      weight: 'Berat (kg)',
      essentials: [
        ['Aktif'],
        ['Kurangkan lemak'],
        ['Ektomorf'],
        ['Kacang tanah'],
        ['Tidak'],
        ['4 hidangan sehari', '6 hari seminggu'],
      ],
      meal: [
        ['Tanpa minyak'],
        ['Ayam', 'Makanan laut'],
        ['Nasi', 'Pasta'],
        ['Brokoli', 'Sayur hijau goreng'],
        ['Daun bawang'],
        ['Sos teriyaki'],
        ['Tanpa garam'],
        ['Tidak pedas'],
      ],
      noOil: 'Tanpa minyak',
      oilRow: 'Pilihan minyak',
      planTitle: 'Pelan hidangan saya',
      leftOut: 'Tidak dimasukkan dalam pelan anda',
      stirFried: 'Sayur hijau goreng',
      regenerate: 'Jana semula',
      generating: 'Sedang menjana…',
      regenerated: 'Pelan hidangan baharu anda sudah sedia.',
    },
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

/** The field a visible label names (the label's `for`), as a person finds it. */
async function field(label: string) {
  const id = await $(`label=${label}`).getAttribute('for');
  return $(`[id="${id}"]`);
}

async function waitForPath(path: string, message: string) {
  await browser.waitUntil(async () => (await shop.pathname()) === path, {
    timeout: 15_000,
    timeoutMsg: `${message} (at ${await shop.pathname()})`,
  });
}

async function waitForGateway() {
  await browser.waitUntil(
    async () => (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/'),
    { timeout: 15_000, timeoutMsg: 'not sent to the payment page' },
  );
}

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  delivery_date: string;
  delivery_time: string;
}

async function orders(): Promise<OrderRow[]> {
  const answer = await shop.api('GET', '/api/v1/orders?per_page=50');
  return (answer.body as { data: OrderRow[] }).data;
}

/** Clicks an answer by its visible label (radio or checkbox of the current step). */
async function choose(label: string) {
  await $(`label=${label}`).click();
}

/**
 * The kcal figures of the day shown (the first): its total from the chart against the targets, and
 * every counted item of its meal cards ("What's in it") and of what is also counted every day.
 */
async function firstDayFigures(): Promise<{ total: number; items: number[] }> {
  return browser.execute(() => {
    const number = (pattern: RegExp, text: string | null | undefined) => {
      const match = pattern.exec(text ?? '');
      return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
    };
    const panel = document.querySelector('main [role="tabpanel"]');
    const chart = panel?.querySelector('section[aria-labelledby^="plan-chart-"]');
    // "Calories 1790 of 1800 kcal": the day's figure comes first, its target second.
    const total = number(/([\d,]+)/, chart?.querySelector('li')?.textContent);
    const listed = [
      ...(panel?.querySelectorAll('ul[aria-label] > li') ?? []),
      ...(panel?.querySelectorAll('section:not([aria-labelledby^="plan-chart-"]) ul > li') ?? []),
    ];
    const items = listed.map((item) => number(/([\d,]+)\s*(?:kcal|kkal)/, item.textContent));
    return { total, items };
  });
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

    afterEach(async function () {
      if (this.currentTest?.state === 'failed')
        await shot(`failed-${this.currentTest.title.slice(0, 40)}`);
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
      await browser.waitUntil(async () => (await scrollY()) === 0, {
        timeout: 3000,
        timeoutMsg: `the new page did not open at its top (${await scrollY()})`,
      });
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
      await fill('date_of_birth', '14/03/1995');
      await $(`label=${text.female}`).click();
      await shot('register');
      await $(`button=${text.createAccount}`).click();
      await browser
        .waitUntil(async () => (await shop.pathname()) === `${prefix}/food-menu`)
        .catch(async () => {
          // What the page said instead (a refusal, a field's error), for a failure that is rare.
          const said = await browser.execute(() =>
            [...document.querySelectorAll('[role="alert"], [aria-invalid="true"]')]
              .map((node) => node.textContent || node.getAttribute('name'))
              .join(' | '),
          );
          throw new Error(
            `signing up did not return to the menu: at ${await browser.getUrl()}, saying "${said}"`,
          );
        });
      await expect($(`header a[aria-label="${text.cartOne}"]`)).toBeDisplayed();
      await expect($(`*=${text.inCart(dish)}`)).toBeDisplayed();
      const cart = await shop.api('GET', '/api/v1/cart/index');
      expect((cart.body as { data: { items: unknown[] } }).data.items).toHaveLength(1);
      await shot('guest-item-added');
    });

    it('answers both questionnaires with its own answers; a wrong height is refused at the field', async () => {
      await shop.open(`${prefix}/account/user-preferences/essentials`);
      const [activity, goal, body, allergies, supplements, counts] = text.q.essentials;
      await choose(activity![0]!);
      await $(`button=${text.q.next}`).click();
      await choose(goal![0]!);
      await $(`button=${text.q.next}`).click();
      await choose(body![0]!);
      const height = await field(text.q.height);
      await height.setValue('0');
      await (await field(text.q.weight)).setValue('72');
      await $(`button=${text.q.next}`).click();
      // Refused on the step, next to the field, with focus on it.
      await expect(height).toHaveAttribute('aria-invalid', 'true');
      await expect(height).toBeFocused();
      await shot('height-refused');
      await height.setValue('170');
      await $(`button=${text.q.next}`).click();
      await choose(allergies![0]!);
      await $(`button=${text.q.next}`).click();
      await choose(supplements![0]!);
      await $(`button=${text.q.next}`).click();
      for (const label of counts!) await choose(label);
      await $(`button=${text.q.nextSection}`).click();
      await waitForPath(`${prefix}/account/user-preferences/meal`, 'no meal questionnaire');
      const steps = text.q.meal;
      for (const [index, labels] of steps.entries()) {
        for (const label of labels) await choose(label);
        const last = index === steps.length - 1;
        await $(`button=${last ? text.q.saveGenerate : text.q.next}`).click();
      }
      await $(`h2=${text.q.planTitle}`).waitForDisplayed({ timeout: 30_000 });
    });

    it('reads a plan whose day total is the sum of what it lists, with the oil-cooked choice left out', async () => {
      const { total, items } = await firstDayFigures();
      expect(items.length).toBeGreaterThan(2);
      expect(items.every((value) => Number.isFinite(value))).toBe(true);
      expect(items.reduce((sum, value) => sum + value, 0)).toBe(total);
      await expect($(`h3=${text.q.leftOut}`)).toBeDisplayed();
      const leftOut = $(`h3=${text.q.leftOut}`).parentElement();
      await expect(leftOut).toHaveText(new RegExp(text.q.stirFried));
      await shot('plan');
      // Regenerate says it is busy, then the new plan is there.
      const regenerate = $(`button=${text.q.regenerate}`);
      // Busy while it runs, then it says the new plan is ready (the toast, spoken politely).
      await browser.execute(() => {
        const seen: string[] = [];
        (window as unknown as { busySeen: string[] }).busySeen = seen;
        new MutationObserver(() => {
          const busy = document.querySelector('main button[aria-busy="true"]');
          if (busy) seen.push(busy.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await regenerate.click();
      // The toast may come and go; its words stay in the polite live region once spoken.
      await expect($('[data-live="polite"]')).toHaveText(text.q.regenerated, {
        containing: true,
        wait: 30_000,
      });
      const busySeen = await browser.execute(
        () => (window as unknown as { busySeen: string[] }).busySeen,
      );
      expect(busySeen.some((label) => label.includes(text.q.generating))).toBe(true);
      await $(`button=${text.q.regenerate}`).waitForDisplayed({ timeout: 30_000 });
    });

    it('keeps "no oil": the summary shows it and the reopened questionnaire has it chosen', async () => {
      await shop.open(`${prefix}/account/user-preferences/summary`);
      const row = $(`dt=${text.q.oilRow}`);
      await row.waitForDisplayed();
      await expect(row.nextElement()).toHaveText(text.q.noOil);
      await shop.open(`${prefix}/account/user-preferences/meal`);
      const noOil = await $(`label=${text.q.noOil}`).getAttribute('for');
      await expect($(`[id="${noOil}"]`)).toBeSelected();
    });

    let orderNo = '';

    it('adds a delivery address by suggestion from checkout, with its real postcode, and comes back with it chosen', async () => {
      await shop.open(`${prefix}/checkout`);
      await expect($('main h1')).toHaveText(text.checkout);
      // Without a saved address checkout starts on pickup; the customer wants delivery.
      await $(`label=${text.deliver}`).click();
      await $('main').$(`a=${text.addAddress}`).click();
      await waitForPath(`${prefix}/account/address`, 'Add an address did not open the form');
      await expect(await field(text.firstName)).toHaveValue(customer.first_name);
      await expect(await field(text.phone)).toHaveValue(customer.phone_no);
      const line1 = await field(text.line1);
      await line1.setValue('Jalan Telawi 3, Bangsar');
      const option = $('[role="option"]*=59100');
      await option.waitForDisplayed({ timeoutMsg: 'no suggestion for Bangsar with 59100' });
      await option.click();
      await expect(await field(text.postcode)).toHaveValue('59100');
      await expect(await field(text.city)).toHaveValue('Kuala Lumpur');
      await shot('address-by-suggestion');
      await $(`button=${text.saveAddress}`).click();
      await waitForPath(`${prefix}/checkout`, 'saving did not return to checkout');
      expect(await browser.getUrl()).toMatch(/[?&]address=\d+/);
      const chosenRow = () =>
        browser.execute((legend) => {
          const group = [...document.querySelectorAll('fieldset')].find(
            (set) => set.querySelector('legend')?.textContent?.trim() === legend,
          );
          // The chosen radio's row: its label (the name) and the address line under it.
          return group?.querySelector('input:checked')?.parentElement?.textContent ?? '';
        }, text.deliveryAddress);
      await browser.waitUntil(async () => (await chosenRow()).includes('59100'), {
        timeoutMsg: 'the new address is not the chosen one',
      });
    });

    it('abandons the payment; placing again resumes the same order, never a second one', async () => {
      await browser.waitUntil(async () => await $('main [role="timer"]').isExisting(), {
        timeoutMsg: 'no courier quote with its countdown',
      });
      await $('main').$(`button=${text.placeOrder}`).click();
      await waitForGateway();
      await expect($(`h1=${text.sandboxTitle}`)).toBeDisplayed();
      const placed = await orders();
      expect(placed).toHaveLength(1);
      orderNo = placed[0]!.order_no;
      await expect($(`dd=${orderNo}`)).toBeDisplayed();
      await expect($(`dt=${text.sandboxOrder}`)).toBeDisplayed();
      // The customer leaves the gateway and comes back to checkout: the order waiting for payment
      // comes first; changed back to the form and placed again with the
      // same choices, the same order resumes.
      await shop.open(`${prefix}/checkout`);
      await expect($('main').$(`h2=${text.pendingTitle}`)).toBeDisplayed();
      await expect($('main').$(`strong=${text.orderNumber(orderNo)}`)).toBeDisplayed();
      await $('main').$(`button=${text.changeOrder}`).click();
      await browser.waitUntil(async () => await $('main [role="timer"]').isExisting());
      await $('main').$(`button=${text.placeOrder}`).click();
      await waitForGateway();
      await expect($(`dd=${orderNo}`)).toBeDisplayed();
      expect((await orders()).map((order) => order.order_no)).toEqual([orderNo]);
    });

    it('pays the abandoned order later from the orders list and lands on a truthful result page', async () => {
      await shop.open(`${prefix}/account/my-order`);
      const row = $(`//main//article[.//a[normalize-space()="${text.orderNumber(orderNo)}"]]`);
      await row.waitForDisplayed({ timeoutMsg: `no row for ${orderNo}` });
      await expect(row).toHaveText(new RegExp(text.payBy));
      await shot('orders-pay-now');
      await row.$(`button=${text.payNow}`).click();
      const confirm = $(`button*=${text.confirmAndPay}`);
      await browser.waitUntil(
        async () =>
          (await browser.getUrl()).includes('/api/v1/payments/sandbox/pay/') ||
          (await confirm.isExisting()),
        { timeout: 15_000, timeoutMsg: 'Pay now neither opened the gateway nor re-quoted' },
      );
      if (await confirm.isExisting()) await confirm.click();
      await waitForGateway();
      await $(`button*=${text.sandboxPay}`).click();
      await shop.waitForPage();
      expect(await shop.pathname()).toMatch(new RegExp(`^${prefix}/payment/\\d+/success$`));
      await expect($('main h1')).toHaveText(text.paid);
      await expect($('main').$(`p=${text.orderNumber(orderNo)}`)).toBeDisplayed();
      const [order] = await orders();
      expect(order?.status).toBe('paid');
      const delivery = $('main').$(`p*=${text.deliveryLine}`);
      await expect(delivery).toBeDisplayed();
      expect(await delivery.getText()).not.toMatch(/from 11:00|dari 11:00/);
      await shot('payment-success');
      // The failed page of a paid order says it is paid.
      const failedUrl = (await browser.getUrl()).replace(/success$/, 'failed');
      await browser.url(failedUrl);
      await shop.waitForPage();
      await expect($('main h1')).toHaveText(text.paid);
    });
    it('checks out by pickup: the kitchen, its hours and map, no delivery wording, paid on a truthful page', async () => {
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
      await shop.open(`${prefix}/checkout`);
      await $(`label=${text.pickup}`).click();
      const panel = $(
        `section[aria-label="${text.pickupRegion}"], [role="region"][aria-label="${text.pickupRegion}"]`,
      );
      const region = (await panel.isExisting())
        ? panel
        : $(`h2=${text.pickupRegion}`).parentElement();
      await expect(region).toHaveText(new RegExp('47301 Petaling Jaya'));
      await expect(region).toHaveText(new RegExp(text.pickupHours));
      const map = region.$(`a*=${text.mapLink}`);
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
      expect(await $('main').getText()).not.toContain(text.deliveryInstructions);
      await shot('checkout-pickup');
      const place = $('main').$(`button=${text.placeOrder}`);
      await browser.waitUntil(async () => (await place.getAttribute('aria-disabled')) !== 'true', {
        timeoutMsg: 'Place order stayed unavailable on pickup',
      });
      await place.click();
      await waitForGateway();
      await expect($(`h1=${text.sandboxTitle}`)).toBeDisplayed();
      await $(`button*=${text.sandboxPay}`).click();
      await shop.waitForPage();
      await expect($('main h1')).toHaveText(text.paid);
      const pickupLine = $('main').$(`p*=${text.pickupLine}`);
      await expect(pickupLine).toBeDisplayed();
      // A slot, like a delivery: a start and an end.
      expect(await pickupLine.getText()).toMatch(/–/);
    });
  });
}
