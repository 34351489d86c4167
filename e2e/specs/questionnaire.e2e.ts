import { browser, $, $$, expect } from '@wdio/globals';
import { join } from 'node:path';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * A new customer answers the essentials and the meal questionnaires, sees the loading
 * screen, then the generated plan, and adds it to the cart.
 */
describe('questionnaires to a personalised plan', () => {
  const customer = newCustomer();

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

  it('answers the essentials', async () => {
    await shop.open('/');
    const registered = await shop.api('POST', '/api/v1/auth/register', customer);
    expect(registered.status).toBe(201);
    await shop.open('/account/user-preferences/essentials');
    await expect($('main h1')).toHaveText('About you');

    await choose('Moderately active');
    await next();
    await choose('Lean mass gain');
    await next();
    await choose('Mesomorph');
    await type('Height (cm)', '165');
    await type('Weight (kg)', '58');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/essentials-body.png'));
    await next();
    await $('button=Skip').click();
    await choose('No');
    await next();
    await choose('3 meals per day');
    await choose('5 days per week');
    await next('Next Section');
    await browser.waitUntil(
      async () => (await shop.pathname()) === '/account/user-preferences/meal',
      {
        timeoutMsg: 'the essentials did not lead to the meal questionnaire',
      },
    );
  });

  it('answers the meal preferences and generates the plan', async () => {
    await choose('Normal oil');
    await next();
    for (const protein of ['Chicken', 'Beef', 'Seafood']) await choose(protein);
    await next();
    await choose('Rice');
    await choose('Potato');
    await next();
    await choose('Broccoli');
    await choose('Mixed vegetables');
    await next();
    await choose('Sesame seeds');
    await next();
    await choose('None');
    await next();
    await choose('Less salt');
    await next();
    await choose('Less spicy');
    await next('Save & Generate Meal');

    await browser.waitUntil(
      async () => (await shop.pathname()) === '/account/user-preferences/loading',
      { timeoutMsg: 'the meal questionnaire did not lead to the loading screen' },
    );
    await expect($('main h1')).toHaveText('Preparing your meal plan');
    await expect($('[role="progressbar"]')).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/plan-loading.png'));
  });

  it('shows the plan and adds it to the cart', async () => {
    await $('h2=My meal plan').waitForDisplayed({ timeout: 20_000 });
    await expect($('h3=Daily intake')).toBeDisplayed();
    // One day at a time: a tab per day of the plan.
    expect(await $$('main [role="tab"]').length).toBe(5);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/plan-ready.png'));
    await $('button=Add to cart').click();
    await $('*=Already in your cart').waitForDisplayed();
    await expect($('a=Proceed to checkout')).toBeDisplayed();
    const cart = await shop.api('GET', '/api/v1/cart/index');
    const items = (cart.body as { data: { items: { type: string; price: string }[] } }).data.items;
    expect(items).toHaveLength(1);
    expect(items[0]?.type).toBe('PERSONALIZED');
    expect(Number(items[0]?.price)).toBeGreaterThan(0);
    await expect($('header').$('*=1')).toBeExisting();
  });
});
