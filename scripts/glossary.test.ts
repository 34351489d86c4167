/**
 * One glossary of customer words per language (docs/glossary.md, "Customer words";
 * shared/src/i18n/glossary.ts), and every catalogue a customer reads held to it: the shell's,
 * the customer remotes', shared's, the API's error messages, e-mails and planner texts, and the
 * seeded catalogue, questionnaire and pages. The admin remote's words are the team's, not a
 * customer's, and are left out.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Texts } from '../shared/src/i18n/glossary';

// The catalogues import `defineCatalogue` from shared's i18n entry, which also re-exports the
// React translator; react-intl ships ES modules only, which this Node project does not compile
// (Node before 24.9 cannot require them). Nothing here renders, so the translator's import is
// given an empty module; the catalogues themselves are the real files.
jest.mock('react-intl', () => ({}));

type Glossary = typeof import('../shared/src/i18n/glossary');

let glossary: Glossary;
/** Every catalogue, keyed by its part, so a finding says where it is. */
const catalogues: Record<string, Texts> = {};

beforeAll(async () => {
  glossary = await import('../shared/src/i18n/glossary');
  const { collectTexts } = glossary;
  const [
    { shellMessages },
    { catalogMessages },
    { termsContent },
    { statementContent },
    { questionnaireMessages },
    { accountMessages },
    { checkoutMessages },
    { commonMessages },
    { planViewMessages },
    { validationMessages },
    { pageTitles },
    { pageDescriptions },
    { apiMessages },
    { mailMessages },
    planner,
    { MISS_REASONS },
    { PLAN_TARGETS },
    seededCatalog,
    { PAGE_SECTIONS },
    { QUESTIONS },
  ] = await Promise.all([
    import('../shell/src/messages'),
    import('../mfe-catalog/src/messages'),
    import('../mfe-catalog/src/terms/termsContent'),
    import('../mfe-catalog/src/accessibility/accessibilityContent'),
    import('../mfe-questionnaire/src/messages'),
    import('../mfe-account/src/messages'),
    import('../mfe-checkout/src/messages'),
    import('../shared/src/i18n/commonMessages'),
    import('../shared/src/plan/ui/messages'),
    import('../shared/src/validation/messages'),
    import('../shared/src/routes/pageTitles'),
    import('../shared/src/routes/pageDescriptions'),
    import('../api/src/i18n/messages'),
    import('../api/src/mail/messages'),
    import('../api/src/planner/messages'),
    import('../api/src/planner/model'),
    import('../shared/src/plan/vocabulary'),
    import('../api/src/db/seed-data/catalog'),
    import('../api/src/db/seed-data/pages'),
    import('../api/src/db/seed-data/questions'),
  ]);

  catalogues.shell = collectTexts(shellMessages);
  catalogues.catalog = collectTexts(catalogMessages);
  catalogues.terms = collectTexts(termsContent, 'terms');
  catalogues.accessibility = collectTexts(statementContent, 'accessibility');
  catalogues.questionnaire = collectTexts(questionnaireMessages);
  catalogues.account = collectTexts(accountMessages);
  catalogues.checkout = collectTexts(checkoutMessages);
  catalogues.common = collectTexts(commonMessages);
  catalogues.planView = collectTexts(planViewMessages);
  catalogues.validation = collectTexts(validationMessages);
  catalogues.pageTitles = collectTexts(pageTitles, 'pageTitles');
  catalogues.pageDescriptions = collectTexts(pageDescriptions, 'pageDescriptions');
  catalogues.api = collectTexts(apiMessages, 'api');
  catalogues.mail = collectTexts(mailMessages, 'mail');

  // The planner's texts are functions of its reasons: each one, written out in both languages.
  const plannerTexts: Texts = { 'en-US': {}, 'ms-MY': {} };
  const name = { 'en-US': 'Grilled chicken', 'ms-MY': 'Ayam panggang' };
  for (const locale of ['en-US', 'ms-MY'] as const) {
    const out = plannerTexts[locale];
    for (const reason of MISS_REASONS)
      for (const target of PLAN_TARGETS)
        out[`planner.miss.${reason}.${target}`] = planner.missReason(locale, {
          reason,
          target,
          actual: 1,
          expected: 2,
        });
    for (const reason of ['no_oil', 'allergen'] as const)
      out[`planner.leftOut.${reason}`] = planner.leftOutReason(locale, reason, name[locale]);
    out['planner.extras'] = planner.extrasName(locale);
    out['planner.suggestion'] = planner.suggestionText(locale, [
      { kind: 'add_recipe', recipe_id: 1, name, category: 'vegetable' },
      { kind: 'swap_recipe', remove_id: 2, removed: name, recipe_id: 3, name, category: 'sauce' },
      { kind: 'meals_per_day', meals: 3 },
      { kind: 'allow_sides' },
      { kind: 'allow_light_meals' },
      { kind: 'cook_home_meal', name: 'Nasi lemak' },
    ]);
    out['planner.secondPortion'] = planner.secondPortionText(locale, {
      day: 1,
      meal: 2,
      name: name[locale],
      grams: 300,
    });
  }
  catalogues.planner = plannerTexts;

  const seed: Texts = { 'en-US': {}, 'ms-MY': {} };
  collectTexts(seededCatalog.DISHES, 'seed.dishes', seed);
  collectTexts(seededCatalog.RECIPES, 'seed.recipes', seed);
  collectTexts(seededCatalog.BUNDLES, 'seed.bundles', seed);
  collectTexts(seededCatalog.FIXED_MEAL_PLANS, 'seed.fixedMealPlans', seed);
  collectTexts(PAGE_SECTIONS, 'seed.pages', seed);
  collectTexts(QUESTIONS, 'seed.questions', seed);
  catalogues.seed = seed;
}, 60_000);

/** Every catalogue's texts in one, for the ids a glossary term names. */
function merged(): Texts {
  const all: Texts = { 'en-US': {}, 'ms-MY': {} };
  for (const texts of Object.values(catalogues)) {
    Object.assign(all['en-US'], texts['en-US']);
    Object.assign(all['ms-MY'], texts['ms-MY']);
  }
  return all;
}

describe('customer words', () => {
  it('loads every catalogue a customer reads, in both languages', () => {
    for (const [part, texts] of Object.entries(catalogues)) {
      expect([part, Object.keys(texts['en-US']).length > 0]).toEqual([part, true]);
      expect([part, Object.keys(texts['ms-MY']).length > 0]).toEqual([part, true]);
    }
    expect(Object.keys(catalogues)).toHaveLength(16);
  });

  it('uses no word the glossary forbids, in any catalogue', () => {
    const found = Object.entries(catalogues).flatMap(([part, texts]) =>
      glossary.glossaryViolations(texts).map((finding) => `${part}: ${finding}`),
    );
    expect(found).toEqual([]);
  });

  it('says the glossary’s word where the glossary names the message', () => {
    expect(glossary.glossaryOmissions(merged())).toEqual([]);
  });

  it('has the same ids in both languages, none left blank', () => {
    const found = Object.entries(catalogues).flatMap(([part, texts]) =>
      glossary.unmatchedIds(texts).map((id) => `${part}: ${id}`),
    );
    expect(found).toEqual([]);
  });
});
