import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { customerSetup } from '../support/customer';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

interface Question {
  question_type: { name: string };
  options: { id: number; code: string; recipe_id?: number | null }[];
}

/**
 * docs/planner.md (Suggestions): a customer whose chosen recipes cannot bring every day on target
 * sees how many days are, and a suggestion with its effect; one click changes the answers, the
 * plan is made again, and the days-on-target figure changes.
 */
describe('plan suggestions', () => {
  it('a customer accepts a suggestion and more days are on target', async () => {
    await shop.open('/terms-and-conditions');
    await customerSetup.register();
    await customerSetup.answerQuestionnaires();
    // Narrow the answers: no garnish or sauce, only chicken, rice and broccoli, against targets
    // that need more fat than those and a spoon of oil a meal give.
    const byName: Record<string, Question> = {};
    for (const path of ['essentials', 'meal_prefences']) {
      const answer = await shop.api('GET', `/api/v1/user_preferences/questions/${path}`);
      for (const question of (answer.body as { data: Question[] }).data)
        byName[question.question_type.name] = question;
    }
    const option = (question: string, code: string) =>
      byName[question]!.options.find((entry) => entry.code === code)!;
    const essentials = await shop.api('POST', '/api/v1/user_preferences/questions/essentials', {
      activity_level_id: option('activity_level', 'moderately_active').id,
      goal_id: option('goal', 'custom_macro').id,
      goal_description: '',
      body_type_id: option('body_type', 'mesomorph').id,
      height: 165,
      weight: 60,
      meal_count_id: option('meal_count', 'meals_3').id,
      meal_day_id: option('meal_day', 'days_7').id,
      allergies: [option('allergies', 'peanut').id],
      supplements: [],
      home_meal: null,
      custom_macros: { protein: 120, carbohydrate: 250, fat: 75 },
    });
    expect(essentials.status).toBe(200);
    const meals = await shop.api('POST', '/api/v1/user_preferences/questions/meal_prefences', {
      oil: 'normal_oil',
      recipe_ids: [
        option('protein', 'chicken').recipe_id,
        option('carbohydrate', 'rice').recipe_id,
        option('vegetable', 'broccoli').recipe_id,
      ],
      none: ['garnish', 'sauce'],
      seasoning_id: option('seasoning', 'less_salt').id,
      spice_id: option('spices', 'less_spicy').id,
    });
    expect(meals.status).toBe(200);

    await shop.open('/account/user-preferences/loading');
    await $('h2=My meal plan').waitForDisplayed({ timeout: 60_000 });
    const figure = $('*=days within 5 % of every target');
    await figure.waitForDisplayed({ timeout: 20_000 });
    const before = await figure.getText();
    const on = (text: string) => Number(/^(\d+) of 7 days/.exec(text)?.[1] ?? Number.NaN);
    expect(on(before)).toBeLessThan(7);

    const region = $('section[aria-label="Reach your targets on more days"]');
    await expect(region).toBeDisplayed();
    const effect = await region.$('*=Days on target:').getText();
    const promised = Number(/→ (\d+) of 7/.exec(effect)?.[1] ?? Number.NaN);
    expect(promised).toBeGreaterThan(on(before));

    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/plan-suggestions.png'));
    await region.$('button=Apply').click();
    // The plan is made again with the changed answers, and shows the promised figure.
    await browser.waitUntil(
      async () => {
        const shown = $('*=days within 5 % of every target');
        return (await shown.isExisting()) && on(await shown.getText()) === promised;
      },
      { timeout: 60_000, timeoutMsg: 'the days-on-target figure did not change' },
    );

    // Balancing sides are an answer on the meal questionnaire's oil step, turned on or off there.
    await shop.open('/account/user-preferences/meal');
    const sides = $('input[type="checkbox"][aria-describedby]');
    await sides.waitForExist({ timeout: 20_000 });
    const label = await $(`label[for="${await sides.getAttribute('id')}"]`).getText();
    expect(label).toMatch(/^Allow balancing sides/);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/meal-sides-choice.png'));
  });
});
