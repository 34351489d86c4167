import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { hydration } from '../support/hydration';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * Both languages can be chosen at every width (docs/spec.md §1). At phone
 * width the header's language select gives way to the side menu, which offered English only; a
 * phone visitor now finds English and Bahasa Malaysia there, and the switch keeps the page.
 */
const PHONE = { width: 390, height: 844 };
const WIDTHS = [320, 390, 767, 768, 1024, 1280] as const;

/** The elements that can have each role on these pages (the role itself is Chromium's). */
const CANDIDATES: Record<string, string> = {
  button: 'button, [role="button"]',
  combobox: 'select, [role="combobox"]',
  dialog: 'dialog, [role="dialog"]',
  group: '[role="group"], fieldset',
  link: 'a[href], [role="link"]',
};

type Scope = WebdriverIO.Element | ReturnType<typeof $>;

/**
 * The displayed element of this role and accessible name, as Chromium computes them (WebDriver's
 * computed role and label), inside `scope`; null when there is none.
 */
async function queryByRole(role: string, name: string, scope?: Scope) {
  const selector = CANDIDATES[role] ?? `[role="${role}"]`;
  const found = scope ? await scope.$$(selector) : await browser.$$(selector);
  for (const element of found) {
    if (!(await element.isDisplayed())) continue;
    if ((await element.getComputedRole()) !== role) continue;
    // Case aside: Chromium's name keeps the CSS uppercase of the menu's group headings
    // ("LANGUAGE"), the same words to a screen reader.
    if ((await element.getComputedLabel()).trim().toLowerCase() === name.toLowerCase())
      return element;
  }
  return null;
}

/** What the candidates for a role are called, for a failure's message. */
async function namesOf(role: string, scope?: Scope): Promise<string> {
  const selector = CANDIDATES[role] ?? `[role="${role}"]`;
  const found = scope ? await scope.$$(selector) : await browser.$$(selector);
  const names: string[] = [];
  for (const element of found) {
    const hidden = (await element.isDisplayed()) ? '' : ' (hidden)';
    names.push(`${await element.getComputedRole()} "${await element.getComputedLabel()}"${hidden}`);
  }
  return names.join(', ') || 'nothing';
}

async function getByRole(role: string, name: string, scope?: Scope) {
  let element: Awaited<ReturnType<typeof queryByRole>> = null;
  try {
    await browser.waitUntil(async () => (element = await queryByRole(role, name, scope)) !== null, {
      timeout: 10_000,
    });
  } catch {
    throw new Error(`no ${role} named "${name}"; found ${await namesOf(role, scope)}`);
  }
  return element!;
}

/** Opens the header's side menu and returns its language group. */
async function openLanguages(groupName: string) {
  // The menu button shows "Menu"; its name says what it opens, in the page's language.
  const english = groupName === 'Language';
  await (
    await getByRole(
      'button',
      english ? 'Menu, site navigation' : 'Menu, navigasi laman',
      $('header'),
    )
  ).click();
  const dialog = await getByRole('dialog', english ? 'Site navigation' : 'Navigasi laman');
  return getByRole('group', groupName, dialog);
}

async function htmlLang(): Promise<string> {
  return browser.execute(() => document.documentElement.lang);
}

async function search(): Promise<string> {
  return browser.execute(() => window.location.search);
}

async function shot(name: string) {
  await browser.saveScreenshot(join(repoRoot, `e2e/screenshots/phone-language-${name}.png`));
}

describe('choosing the language on a phone (390 px)', () => {
  before(async () => {
    await browser.deleteCookies();
    await browser.setWindowSize(PHONE.width, PHONE.height);
  });

  after(async () => {
    await browser.deleteCookies();
    await browser.setWindowSize(1280, 800);
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed')
      await shot(`failed-${this.currentTest.title.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('offers English and Bahasa Malaysia in the side menu, English marked current', async () => {
    await shop.open('/food-menu?tab=meal');
    // The header's own select is for wider screens; the menu button takes its place.
    expect(await queryByRole('combobox', 'Language', $('header'))).toBeNull();

    const languages = await openLanguages('Language');
    const english = await getByRole('button', 'English', languages);
    const malay = await getByRole('button', 'Bahasa Malaysia', languages);

    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(malay).not.toHaveAttribute('aria-current');
    await expect(malay).toHaveAttribute('lang', 'ms-MY');
    await shot('menu-en');
  });

  it('switches to Bahasa Malaysia on the same page: prefix, query, <html lang> and cookie', async () => {
    const languages = await getByRole('group', 'Language', $('dialog[open]'));
    await (await getByRole('button', 'Bahasa Malaysia', languages)).click();

    await browser.waitUntil(async () => (await shop.pathname()) === '/ms-MY/food-menu', {
      timeoutMsg: `not switched to /ms-MY/food-menu (at ${await shop.pathname()})`,
    });
    await shop.waitForPage();
    expect(await search()).toBe('?tab=meal');
    expect(await htmlLang()).toBe('ms-MY');
    expect(await shop.heading()).toBe('Menu makanan');
    const cookie = await browser.getCookies(['locale']);
    expect(cookie[0]?.value).toBe('ms-MY');
  });

  it('marks Bahasa Malaysia current in Malay and switches back to English', async () => {
    const languages = await openLanguages('Bahasa');
    await expect(await getByRole('button', 'Bahasa Malaysia', languages)).toHaveAttribute(
      'aria-current',
      'true',
    );
    await shot('menu-ms');

    await (await getByRole('button', 'English', languages)).click();

    await browser.waitUntil(async () => (await shop.pathname()) === '/food-menu', {
      timeoutMsg: `not switched back to /food-menu (at ${await shop.pathname()})`,
    });
    await shop.waitForPage();
    expect(await search()).toBe('?tab=meal');
    expect(await htmlLang()).toBe('en-US');
    const cookie = await browser.getCookies(['locale']);
    expect(cookie[0]?.value).toBe('en-US');
  });
});

describe('the side menu before the app has started (390 px)', () => {
  before(async () => {
    await browser.deleteCookies();
    await browser.setWindowSize(PHONE.width, PHONE.height);
  });

  after(async () => {
    hydration.skip = false;
    await browser.deleteCookies();
    await browser.setWindowSize(1280, 800);
  });

  it('opens, closes and switches the language by the page alone', async () => {
    hydration.skip = true;
    // A search the menu reads: the page's HTML keeps the query its page reads, nothing else.
    await browser.url('/food-menu?q=chicken');
    await expect($('main h1')).toBeDisplayed();
    // No app to start: what follows is the server's HTML alone.
    await browser.execute(() => document.getElementById('mealprep-app')?.remove());
    const button = await getByRole('button', 'Menu, site navigation', $('header'));

    await button.click();
    const dialog = await getByRole('dialog', 'Site navigation');
    expect(await dialog.getProperty('open')).toBe(true);
    // Modal: focus is inside, and Escape closes it and gives focus back to the button.
    expect(await browser.execute(() => document.activeElement?.closest('dialog')?.id ?? null)).toBe(
      'phone-menu',
    );
    await browser.keys('Escape');
    await expect(dialog).not.toBeDisplayed();
    await expect(button).toBeFocused();

    await button.click();
    const languages = await getByRole('group', 'Language', dialog);
    await (await getByRole('button', 'Bahasa Malaysia', languages)).click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/ms-MY/food-menu', {
      timeoutMsg: `not switched to /ms-MY/food-menu (at ${await shop.pathname()})`,
    });
    await expect($('main h1')).toHaveText('Menu makanan');
    expect(await search()).toBe('?q=chicken');
    expect(await htmlLang()).toBe('ms-MY');
    expect((await browser.getCookies(['locale']))[0]?.value).toBe('ms-MY');
    expect(
      await browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started'),
    ).toBe('not started');

    // And back, from the Malay page, with no app either.
    await browser.execute(() => document.getElementById('mealprep-app')?.remove());
    await (await getByRole('button', 'Menu, navigasi laman', $('header'))).click();
    const bahasa = await getByRole('group', 'Bahasa', await getByRole('dialog', 'Navigasi laman'));
    await (await getByRole('button', 'English', bahasa)).click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/food-menu', {
      timeoutMsg: `not switched back to /food-menu (at ${await shop.pathname()})`,
    });
    await expect($('main h1')).toHaveText('Food menu');
    expect((await browser.getCookies(['locale']))[0]?.value).toBe('en-US');
  });

  it('closes when the started app follows one of its links', async () => {
    hydration.skip = false;
    await browser.deleteCookies();
    await shop.open('/food-menu');
    await (await getByRole('button', 'Menu, site navigation', $('header'))).click();
    const dialog = await getByRole('dialog', 'Site navigation');
    await (await getByRole('link', 'Meal bundles', dialog)).click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/meal-bundles');
    await expect(dialog).not.toBeDisplayed();
    // The page behind scrolls again.
    expect(
      await browser.execute(() => getComputedStyle(document.documentElement).overflowY),
    ).not.toBe('hidden');
  });
});

describe('both languages at every width', () => {
  before(async () => {
    await browser.deleteCookies();
  });

  after(async () => {
    await browser.setWindowSize(1280, 800);
  });

  for (const width of WIDTHS) {
    it(`a guest can reach both languages at ${width} px, in the header or its side menu`, async () => {
      await browser.setWindowSize(width, 800);
      await shop.open('/about-us');

      const select = await queryByRole('combobox', 'Language', $('header'));
      if (select) {
        const options = await select.$$('option').map((option) => option.getText());
        expect(options).toEqual(['English', 'Bahasa Malaysia']);
        return;
      }
      const languages = await openLanguages('Language');
      for (const name of ['English', 'Bahasa Malaysia'])
        await expect(await getByRole('button', name, languages)).toBeDisplayed();
      await browser.keys('Escape');
    });

    it(`the sign-in screens' bar shows the language select whole at ${width} px`, async () => {
      await browser.setWindowSize(width, 800);
      await shop.open('/auth/login');

      const select = await getByRole('combobox', 'Language', $('header'));
      const box = await browser.execute(
        (element) => {
          const rect = (element as unknown as HTMLElement).getBoundingClientRect();
          return { left: rect.left, right: rect.right, viewport: window.innerWidth };
        },
        select as unknown as HTMLElement,
      );
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(box.viewport);
      const options = await select.$$('option').map((option) => option.getText());
      expect(options).toEqual(['English', 'Bahasa Malaysia']);
    });
  }
});
