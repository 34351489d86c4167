import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { customerSetup } from '../support/customer';
import { showIntentAndWait } from '../support/hydration';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * A questionnaire answered part-way resumes where it was, on a phone
 * (390 px): after a reload on this device (the browser's draft), after signing in on another
 * (the server's draft: here the same browser with its storage and cookies cleared), and it is
 * forgotten once the answers are saved.
 */
const PHONE = { width: 390, height: 844 };
const ESSENTIALS = '/account/user-preferences/essentials';
const DRAFT_API = '/api/v1/user_preferences/draft/essentials';

interface DraftState {
  draft: { step: string; answers: { height: number | null; body_type_id: number | null } } | null;
}

/** The form control a visible label names (its `for`). */
async function control(label: string) {
  const id = await $(`label*=${label}`).getAttribute('for');
  return $(`[id="${id}"]`);
}

async function choose(label: string) {
  await $(`label*=${label}`).click();
}

async function next(name = 'Next') {
  const button = $(`button=${name}`);
  await expect(button).toBeEnabled();
  await button.click();
}

async function expectStep(title: string, position: string) {
  await expect($('#essentials-step-title')).toHaveText(title, { wait: 15_000 });
  await expect($(`//*[normalize-space()="${position}"]`)).toBeExisting();
}

/**
 * Where step 3 (body type) was left: Mesomorph, 165 cm, and steps 1 and 2 answered before it
 * (looked at with Prev, then back with Next, so the step kept is body type again).
 */
async function expectBodyTypeAsLeft() {
  await expectStep('Body type', 'Step 3 of 6');
  expect(await (await control('Mesomorph')).isSelected()).toBe(true);
  expect(await (await control('Height (cm)')).getValue()).toBe('165');
  await $('button=Prev').click();
  await expectStep('Goal', 'Step 2 of 6');
  expect(await (await control('Lean mass gain')).isSelected()).toBe(true);
  await $('button=Prev').click();
  await expectStep('Activity level', 'Step 1 of 6');
  expect(await (await control('Moderately active')).isSelected()).toBe(true);
  await next();
  await next();
  await expectStep('Body type', 'Step 3 of 6');
}

/** The questionnaire drafts this browser keeps: key and the step and height of each. */
async function draftsInBrowser(): Promise<{ key: string; step?: string; height?: unknown }[]> {
  return browser.execute(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('mealprep.questionnaireDraft.'))
      .map((key) => {
        try {
          const value = JSON.parse(localStorage.getItem(key) ?? 'null') as {
            draft?: { step?: string; answers?: { height?: unknown } };
          } | null;
          return { key, step: value?.draft?.step, height: value?.draft?.answers?.height };
        } catch {
          return { key };
        }
      }),
  );
}

describe('a questionnaire answered part-way, on a phone (390 px)', () => {
  let customer: { email: string; password: string };

  before(async () => {
    await browser.deleteCookies();
    await shop.open('/terms-and-conditions');
    await browser.execute(() => localStorage.clear());
    // The page's own viewport, as the other phone specs set it.
    await browser.setViewport(PHONE);
    customer = await customerSetup.register();
  });

  after(async () => {
    await browser.setViewport({ width: 1280, height: 800 });
  });

  it('answers two steps, is reloaded, and is where it was with every answer kept', async () => {
    await shop.open(ESSENTIALS);
    await expectStep('Activity level', 'Step 1 of 6');
    await choose('Moderately active');
    await next();
    await expectStep('Goal', 'Step 2 of 6');
    await choose('Lean mass gain');
    await next();
    await expectStep('Body type', 'Step 3 of 6');
    await choose('Mesomorph');
    await (await control('Height (cm)')).setValue('165');
    // Kept in this browser as it is typed (one draft: the customer's essentials).
    await browser.waitUntil(
      async () => {
        const drafts = await draftsInBrowser();
        return drafts.length === 1 && drafts[0]?.step === 'body_type' && drafts[0].height === 165;
      },
      { timeout: 5_000, timeoutMsg: 'the browser did not keep the draft' },
    );
    expect((await draftsInBrowser())[0]?.key).toMatch(/\.essentials$/);

    await browser.refresh();
    await showIntentAndWait('the reloaded essentials');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/essentials-resumed-phone.png'));
    await expectBodyTypeAsLeft();
  });

  it('resumes there after signing in on another device', async () => {
    // The server has the draft once its last change is sent (a moment after the typing stops).
    await browser.waitUntil(
      async () => {
        const answer = await shop.api('GET', DRAFT_API);
        const state = (answer.body as { data: DraftState }).data;
        return state.draft?.step === 'body_type' && state.draft.answers.height === 165;
      },
      { timeout: 10_000, timeoutMsg: 'the server never had the draft' },
    );
    // Another device: nothing in its storage, no session until the customer signs in.
    await browser.execute(() => localStorage.clear());
    await browser.deleteCookies();
    await shop.open('/terms-and-conditions');
    const login = await shop.api('POST', '/api/v1/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.status).toBe(200);

    await shop.open(ESSENTIALS);
    await expectBodyTypeAsLeft();
  });

  it('forgets the draft once the answers are saved', async () => {
    await shop.open(ESSENTIALS);
    await expectStep('Body type', 'Step 3 of 6');
    await (await control('Weight (kg)')).setValue('58');
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
    const answer = await shop.api('GET', DRAFT_API);
    expect((answer.body as { data: DraftState }).data.draft).toBeNull();
    expect((await draftsInBrowser()).filter(({ key }) => key.endsWith('.essentials'))).toEqual([]);

    // Opened again, the essentials start at step 1 with the saved answers.
    await shop.open(ESSENTIALS);
    await expectStep('Activity level', 'Step 1 of 6');
    expect(await (await control('Moderately active')).isSelected()).toBe(true);
  });
});
