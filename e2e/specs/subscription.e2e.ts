import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { formatShopDate } from '@mealprep/shared/core';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import { customerSetup } from '../support/customer';
import { mailKindsTo, newestMail } from '../support/mailbox';
import { addDishes, addPlan } from '../support/orders';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * A customer's subscription through its weeks, on a phone (390 px), part of it in Bahasa
 * Malaysia. The shop's clock is the suite's Wednesday 10:00 (support/clock.ts); the weeks that lie
 * ahead are lived through by running the renewal run at the instant each week needs (the test
 * shop's fixture route, as the job queue runs it at its own ticks). Pickup on Saturdays:
 * week 1 is due for its pay link at once, week 2 is skipped, week 1 is paid by the mailed link,
 * week 3's own plan (made from the answers a week before its cut-off) is reviewed and edited, a
 * card is saved and week 3 is charged by itself, a card that is declined in week 4 falls back to
 * a pay link that is paid; pause, resume, another pickup time; cancel; nothing is charged after
 * that, and every mail exists once.
 */

const PHONE = { width: 390, height: 844 };

interface Week {
  delivery_date: string;
  state: string;
  order_id: number | null;
}

interface Report {
  ordersCreated: number;
  payLinks: number;
  charges: Record<string, number>;
}

async function subscription(): Promise<{ status: string; weeks: Week[]; delivery_time: string }> {
  const answer = await shop.api('GET', '/api/v1/subscription');
  expect(answer.status).toBe(200);
  return (answer.body as { data: { status: string; weeks: Week[]; delivery_time: string } }).data;
}

/** The renewal run at `hoursBefore` the cut-off of the week delivered on `date`. */
async function renewAt(date: string, hoursBefore: number): Promise<Report> {
  const at = new Date(weekCutoff(date).getTime() - hoursBefore * 3_600_000).toISOString();
  const ran = await shop.api('POST', '/api/test/renewals', { at });
  expect(ran.status).toBe(200);
  return (ran.body as { data: Report }).data;
}

const short = (date: string, locale = 'en-US') =>
  formatShopDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short' });

/** The list item of a week, by its date as the page names it. */
async function weekItem(date: string, locale = 'en-US') {
  const heading = await $(`aria/${short(date, locale)}`);
  await heading.waitForDisplayed({ timeout: 10_000 });
  return heading.parentElement();
}

async function openSubscription(locale: 'en-US' | 'ms-MY' = 'en-US') {
  // The language chosen last is remembered (a cookie): English is asked for by forgetting it.
  if (locale === 'en-US') await browser.deleteCookies(['locale']);
  await shop.open(locale === 'ms-MY' ? '/ms-MY/account/subscription' : '/account/subscription');
  await $('h1').waitForDisplayed();
}

/** Pays the order of a mailed link as the customer does: the order page, Pay now, the gateway. */
async function payByMailedLink(email: string, kind: string) {
  const text = await newestMail(email, kind);
  const link = /https?:\/\/\S+?\/account\/my-order\/\d+/.exec(text)?.[0];
  expect(link).toBeDefined();
  await browser.url(link!);
  await $('button=Pay now').click();
  await $('button*=Pay').waitForClickable({ timeout: 15_000 });
  await $('button*=Pay').click();
  await browser.waitUntil(async () => /\/payment\/\d+\/success$/.test(await shop.pathname()), {
    timeout: 15_000,
    timeoutMsg: 'the sandbox payment did not reach the success page',
  });
}

/** Saves a card on the sandbox gateway's page, from the subscription page. */
async function saveCard(number: string) {
  await $('button=Save a card').click();
  const field = await $('#card_number');
  await field.waitForDisplayed({ timeout: 15_000 });
  await field.setValue(number);
  await $('button[type=submit]').click();
  await browser.waitUntil(async () => (await browser.getUrl()).includes('method=saved'), {
    timeout: 15_000,
    timeoutMsg: 'the gateway did not bring the customer back',
  });
  await expect($('*=Your payment method is saved.')).toBeDisplayed();
}

describe('a subscription through its weeks (390 px)', () => {
  let email = '';
  let dates: string[] = [];

  before(async () => {
    await browser.setWindowSize(PHONE.width, PHONE.height);
    await shop.open('/');
    const customer = await customerSetup.register();
    email = customer.email;
    await customerSetup.answerQuestionnaires();
    await customerSetup.generatePlan();
    await addPlan();
  });

  it('subscribes to the personalised plan with Saturday pickup, seeing the weekly price and the cut-off first', async () => {
    await shop.open('/checkout/subscribe');
    await $('aria/Self pickup at our kitchen').click();
    await $('aria/Pickup day').selectByAttribute('value', '6');
    await expect($('*=Total per week')).toBeDisplayed();
    await expect($('*=Changes and skips until')).toBeDisplayed();
    await $('button=Subscribe').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/account/subscription', {
      timeout: 15_000,
      timeoutMsg: 'subscribing did not open the subscription page',
    });
    const current = await subscription();
    expect(current.status).toBe('active');
    dates = current.weeks.map((week) => week.delivery_date);
    expect(dates).toHaveLength(8);
    // Week 1's cut-off is two hours away: its order and pay link went out with the subscribing.
    expect(current.weeks[0]!.order_id).not.toBeNull();
    await expect(await weekItem(dates[0]!)).toHaveText(
      expect.stringContaining('Waiting for payment'),
    );
  });

  it('skips week 2 and pays week 1 by the link it was mailed', async () => {
    await openSubscription();
    await $(`aria/Skip ${short(dates[1]!)}`).click();
    await $(`aria/Undo skip ${short(dates[1]!)}`).waitForDisplayed();
    await payByMailedLink(email, 'subscription_pay_link');
    const weeks = (await subscription()).weeks;
    expect(weeks[0]!.state).toBe('paid');
    expect(weeks[1]!.state).toBe('skipped');
    // The skipped week is never billed, whatever the run is asked.
    const report = await renewAt(dates[1]!, 30);
    expect(report.ordersCreated).toBe(0);
    expect((await subscription()).weeks[1]!.order_id).toBeNull();
  });

  it('reviews and edits week 3’s own plan, made from the answers a week before its cut-off', async () => {
    const report = await renewAt(dates[2]!, 7 * 24 - 1);
    expect(report.ordersCreated).toBe(0);
    await openSubscription();
    const review = await $(`aria/Review this week’s plan, ${short(dates[2]!)}`);
    await review.waitForDisplayed({ timeout: 15_000 });
    await review.scrollIntoView({ block: 'center' });
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/week-plan-link.png'));
    await review.click();
    const date = formatShopDate(dates[2]!, 'en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    await expect($('h1')).toHaveText(`Meal plan for ${date}`);
    await expect($('button=Add to cart')).not.toBeExisting();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/week-plan-top.png'));
    await $('button=Edit plan').click();
    // Meals this plan's days cannot do without refuse removal (and say why); a dish is swapped.
    await $('aria/Swap a dish in meal 1 of day 1').click();
    const choices = await $('aria/Dishes to swap into meal 1 of day 1');
    const swap = await choices.$('button:not([aria-disabled="true"])');
    const label = (await swap.getAttribute('aria-label')) ?? (await swap.getText());
    const into = /for (.+)$/.exec(label)?.[1];
    expect(into).toBeDefined();
    await swap.click();
    await expect($('aria/Meal 1')).toHaveText(expect.stringContaining(into!));
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/week-plan.png'));
  });

  it('saves a card, and week 3 is charged by itself 30 hours before its cut-off', async () => {
    await openSubscription();
    await saveCard('4242 4242 4242 4242');
    const report = await renewAt(dates[2]!, 29);
    expect(report.charges.paid).toBe(1);
    expect(report.payLinks).toBe(0);
    await openSubscription();
    await expect(await weekItem(dates[2]!)).toHaveText(expect.stringContaining('Paid'));
    // Its order was made from the week's edited plan, which is fixed from then.
    await expect(await weekItem(dates[2]!)).toHaveText(
      expect.stringContaining('See this week’s plan'),
    );
  });

  it('pauses, resumes and changes the pickup time, in Bahasa Malaysia', async () => {
    await openSubscription('ms-MY');
    await $('button=Jeda').click();
    await $('button=Jeda penghantaran').click();
    await expect($('*=Dijeda')).toBeDisplayed();
    expect((await subscription()).status).toBe('paused');
    await $('button=Sambung semula').click();
    await expect($('*=Aktif')).toBeDisplayed();
    await $('button=Ubah').click();
    await $('aria/13:00 – 15:00').click();
    await $('button=Simpan perubahan').click();
    await browser.waitUntil(async () => (await subscription()).delivery_time === '13:00', {
      timeout: 10_000,
      timeoutMsg: 'the new pickup time was not saved',
    });
  });

  it('cancels in one confirmation; nothing is billed or charged after it, and every mail exists once', async () => {
    await openSubscription();
    await $('button=Cancel subscription').click();
    await $('aria/Cancel your subscription?').waitForDisplayed();
    const dialog = await $('[role="dialog"], [role="alertdialog"]');
    await dialog.$('button=Cancel subscription').click();
    await expect($('*=Nothing more will be charged.')).toBeDisplayed();
    expect((await subscription()).status).toBe('cancelled');
    for (const date of dates.slice(4)) {
      const report = await renewAt(date, 29);
      expect(report.ordersCreated).toBe(0);
      expect(report.charges.paid ?? 0).toBe(0);
      expect(report.charges.declined ?? 0).toBe(0);
    }
    const kinds = await mailKindsTo(email);
    const count = (kind: string) => kinds.filter((item) => item === kind).length;
    for (const kind of [
      'subscription_subscribed',
      'subscription_pay_link',
      'subscription_skipped',
      'subscription_paused',
      'subscription_resumed',
      'subscription_cancelled',
    ]) {
      expect([kind, count(kind)]).toEqual([kind, 1]);
    }
    expect(count('subscription_payment_failed')).toBe(0);
    // No mail twice: each paid week's order has one confirmation.
    expect(count('order_confirmation')).toBe(2);
  });
});

describe('a declined saved card (390 px)', () => {
  it('falls back to a pay link, mailed once, which the customer pays', async () => {
    await browser.setWindowSize(PHONE.width, PHONE.height);
    await browser.deleteCookies(['locale']);
    const customer = await customerSetup.register();
    await addDishes(2);
    const made = await shop.api(
      'POST',
      '/api/v1/subscription',
      {
        delivery_method: 'pickup',
        packaging_method: 'vacuum',
        delivery_weekday: 6,
        delivery_time: '11:00',
      },
      { 'idempotency-key': `subscription-${Date.now()}` },
    );
    expect(made.status).toBe(201);
    const first = (made.body as { data: { weeks: Week[] } }).data.weeks[0]!;
    // Its first week's pay link is out; the card saved now is charged, 30 hours or less before the
    // cut-off, by the next run, and the bank declines it.
    await openSubscription();
    await saveCard('4000 0000 0000 0002');
    await expect($('*=Visa •••• 0002')).toBeDisplayed();
    const report = await renewAt(first.delivery_date, 2);
    expect(report.charges.declined).toBe(1);
    await payByMailedLink(customer.email, 'subscription_payment_failed');
    const weeks = (await subscription()).weeks;
    expect(weeks[0]!.state).toBe('paid');
    // Run again: the declined week is neither charged again nor mailed twice.
    const again = await renewAt(first.delivery_date, 1);
    expect(again.charges.declined ?? 0).toBe(0);
    const kinds = await mailKindsTo(customer.email);
    expect(kinds.filter((kind) => kind === 'subscription_payment_failed')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'order_confirmation')).toHaveLength(1);
  });
});
