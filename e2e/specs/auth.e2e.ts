import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/** A new visitor registers, lands signed in, logs out and logs back in. */
describe('registration and sign-in', () => {
  const customer = newCustomer();

  /** Fields by their form name (the date input has no role Chromium's lookup finds). */
  async function fill(name: string, value: string) {
    await $(`input[name="${name}"]`).setValue(value);
  }

  it('registers and lands signed in with the initials in the avatar', async () => {
    await shop.open('/auth/register');
    await $('button=Create account').click();
    // Client-side rules first: the page moves to the first field in error.
    await browser.waitUntil(async () =>
      browser.execute(() => document.activeElement?.getAttribute('name') === 'email'),
    );

    await fill('email', customer.email);
    await fill('password', customer.password);
    await fill('password_confirmation', customer.password_confirmation);
    await fill('first_name', customer.first_name);
    await fill('last_name', customer.last_name);
    await fill('phone_no', customer.phone_no);
    // Day first, as Malaysians write it (a text field: Chromium's date input is month first).
    await fill('date_of_birth', '14/03/1995');
    await $('label=Female').click();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/register-filled.png'));
    await $('button=Create account').click();

    await browser.waitUntil(async () => (await shop.pathname()) === '/account', {
      timeoutMsg: 'registration did not land on the dashboard',
    });
    // The avatar button is named after the customer; the initials are drawn inside it.
    const avatar = $(`aria/Account menu, ${customer.first_name} ${customer.last_name}`);
    await expect(avatar).toBeDisplayed();
    await expect(avatar.$('[data-initials]')).toHaveAttribute('data-initials', 'NA');
    const cookies = await browser.getCookies(['logged_in']);
    expect(cookies[0]?.value).toBe('true');
  });

  it('logs out through the avatar menu and lands home signed out', async () => {
    // The header may render the avatar again as the session settles: find it afresh until
    // the menu opens.
    await browser.waitUntil(
      async () => {
        try {
          if (await $('button=Log out').isDisplayed()) return true;
          await $(`aria/Account menu, ${customer.first_name} ${customer.last_name}`).click();
          return await $('button=Log out').isDisplayed();
        } catch {
          return false;
        }
      },
      { timeoutMsg: 'the account menu did not open' },
    );
    await $('button=Log out').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/');
    await expect($('header').$('a=Log in')).toBeDisplayed();
    const cookies = await browser.getCookies(['logged_in']);
    expect(cookies[0]?.value).toBe('false');
    const profile = await shop.api('GET', '/api/v1/user/profile');
    expect(profile.status).toBe(401);
  });

  it('refuses a wrong password on the field, then logs back in', async () => {
    await shop.open('/auth/login');
    await fill('email', customer.email);
    await fill('password', 'not-the-password');
    await $('button=Log in').click();
    await expect($('[role="alert"]')).toBeDisplayed();
    await fill('password', customer.password);
    await $('button=Log in').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/account');
    await expect(
      $(`aria/Account menu, ${customer.first_name} ${customer.last_name}`),
    ).toBeDisplayed();
  });
});
