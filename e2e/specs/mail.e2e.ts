import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { customerSetup } from '../support/customer';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * Mails and receipts in the browser: the paid order's tax receipt downloads from the order page, and the
 * admin's outbox page (the development mail catcher of `npm start`) shows the mails the shop
 * wrote, as HTML and as text (docs/architecture.md §7.1, §7.2).
 */
describe('e-mails and receipts', () => {
  let email = '';

  before(async () => {
    await browser.deleteCookies();
    await shop.open('/terms-and-conditions');
    email = (await customerSetup.register()).email;
  });

  it('the order page links the paid order’s tax receipt, a PDF', async () => {
    const orderId = await customerSetup.paidOrder();
    await shop.open(`/account/my-order/${orderId}`);
    const link = await $('a=Download tax receipt (PDF)');
    await expect(link).toBeDisplayed();
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/v1/orders/${orderId}/receipt.pdf`);
    const pdf = await browser.execute(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        magic: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, href ?? '');
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', magic: '%PDF-' });
  });

  it('the admin reads a mail in the outbox, as HTML and as text', async () => {
    // A password change writes the security notice to the customer's old address.
    const changed = await shop.api('POST', '/api/v1/user/password', {
      old_password: 'Sedap-Makan-2026',
      password: 'Makan-Sedap-2027',
      password_confirmation: 'Makan-Sedap-2027',
    });
    expect(changed.status).toBe(200);

    await browser.deleteCookies();
    await shop.open('/admin/login');
    await customerSetup.signInAsAdmin();
    await shop.open(`/admin/outbox?to=${encodeURIComponent(email)}`);
    expect(await shop.heading()).toBe('Outbox');
    const subject = await $('a=Your MealPrep password was changed');
    await expect(subject).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/admin-outbox.png'));

    await subject.click();
    // The page's heading names the mail once it has loaded ("E-mail" until then).
    await expect($('main h1')).toHaveText('Your MealPrep password was changed');
    const frame = await $('iframe[title="The e-mail as HTML"]');
    await expect(frame).toBeDisplayed();
    await browser.switchFrame(frame);
    await expect($('h1')).toHaveText('Your MealPrep password was changed');
    await browser.switchFrame(null);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/admin-outbox-mail.png'));

    await $('button=Plain text').click();
    await expect($('pre')).toHaveText(expect.stringContaining('Hello'));
  });
});
