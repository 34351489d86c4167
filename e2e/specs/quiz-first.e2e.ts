import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * Quiz first, on a phone (390 px): "Start my plan" lets a guest answer the essentials
 * before any form; the answers are kept in the browser through a reload; "See my plan" asks for an
 * account and says the answers are kept; after signing up the answers are the customer's (saved
 * with the server's checks) and the meal questionnaire opens.
 */
const PHONE = { width: 390, height: 844 };

async function choose(label: string) {
  await $(`label*=${label}`).click();
}

async function next(name = 'Next') {
  const button = $(`button=${name}`);
  await expect(button).toBeEnabled();
  await button.click();
}

async function type(label: string, value: string) {
  const id = await $(`label*=${label}`).getAttribute('for');
  await $(`[id="${id}"]`).setValue(value);
}

describe('quiz first: a guest answers before signing up (390 px)', () => {
  const customer = newCustomer();

  before(async () => {
    await browser.deleteCookies();
    await browser.setWindowSize(PHONE.width, PHONE.height);
  });

  after(async () => {
    await browser.deleteCookies();
    await browser.setWindowSize(1280, 800);
  });

  it('starts with the first question, not a form, and keeps the answers through a reload', async () => {
    await shop.open('/');
    await $('a=Start my plan').click();
    await browser.waitUntil(
      async () => (await shop.pathname()) === '/account/user-preferences/essentials',
      { timeoutMsg: 'a guest was not let into the questionnaire' },
    );
    await expect($('main h1')).toHaveText('About you');
    await expect($('main')).toHaveText(expect.stringContaining('No account needed to answer'));

    await choose('Moderately active');
    await next();
    await choose('Lean mass gain');
    await next();
    await browser.refresh();
    await shop.waitForPage();
    // Back where the guest was, with the answers ticked.
    await choose('Mesomorph');
    await type('Height (cm)', '165');
    await type('Weight (kg)', '58');
    await next();
    await $('button=Skip').click();
    await choose('No');
    await next();
    await choose('3 meals per day');
    await choose('5 days per week');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/quiz-first-guest.png'));
    await next('See my plan');
    await browser.waitUntil(async () => (await shop.pathname()) === '/auth/register', {
      timeoutMsg: '"See my plan" did not ask for an account',
    });
    await expect($('main')).toHaveText(
      expect.stringContaining('Create an account to see your plan — your answers are kept.'),
    );
  });

  it('after signing up, the answers are the customer’s and the meal questionnaire opens', async () => {
    const fill = (name: string, value: string) => $(`input[name="${name}"]`).setValue(value);
    await fill('email', customer.email);
    await fill('password', customer.password);
    await fill('password_confirmation', customer.password_confirmation);
    await fill('first_name', customer.first_name);
    await fill('last_name', customer.last_name);
    await fill('phone_no', customer.phone_no);
    await fill('date_of_birth', '14/03/1995');
    await $('label=Female').click();
    await $('button=Create account').click();
    await browser.waitUntil(
      async () => (await shop.pathname()) === '/account/user-preferences/meal',
      { timeout: 20_000, timeoutMsg: 'signing up did not continue to the meal questionnaire' },
    );
    const profile = (await shop.api('GET', '/api/v1/user/profile')).body as {
      data: { height: number; weight: number; essentials_answered: boolean };
    };
    expect(profile.data.essentials_answered).toBe(true);
    expect([profile.data.height, profile.data.weight]).toEqual([165, 58]);
  });
});
