import type { EssentialsDraft, MealDraft } from './questionnaire';
import {
  QUESTIONNAIRE_DRAFT_MAX_CHARS,
  readEssentialsAnswers,
  readMealAnswers,
  readQuestionnaireDraft,
} from './questionnaireDraft';

const essentials: EssentialsDraft = {
  activity_level_id: 3,
  goal_id: 9,
  goal_description: 'Cutting',
  body_type_id: 12,
  height: 170.5,
  weight: 0,
  meal_count_id: null,
  meal_day_id: null,
  allergies: [21, 22],
  supplements: [{ name: 'Whey', calories: 120, protein: 24, fat: 1.5, carbohydrate: 0 }],
  home_meal: { name: 'Nasi lemak', protein: 12, carbohydrate: 60, fat: 20 },
  custom_macros: { protein: 150, carbohydrate: 0, fat: 60 },
  has_supplements: true,
  allergies_skipped: false,
  goal_code: 'custom_macro',
};

const meal: MealDraft = {
  oil: null,
  lists: { protein: [101, 102], carbohydrate: [], vegetable: [301], garnish: [], sauce: [] },
  none: ['garnish'],
  seasoning_id: null,
  spice_id: 44,
  balancing_sides: false,
};

const draft = (answers: unknown, overrides: Record<string, unknown> = {}) => ({
  version: 1,
  step: 'body_type',
  link_step: null,
  answers,
  saved_at: '2026-11-20T08:15:00.000Z',
  ...overrides,
});

describe('reading a questionnaire draft back', () => {
  it('reads what the screens keep, as it was', () => {
    expect(readEssentialsAnswers(essentials)).toEqual(essentials);
    expect(readMealAnswers(meal)).toEqual(meal);
    expect(readQuestionnaireDraft('essentials', draft(essentials))).toEqual(draft(essentials));
    expect(readQuestionnaireDraft('meal', draft(meal, { step: 'garnish' }))).toEqual(
      draft(meal, { step: 'garnish' }),
    );
  });

  it('keeps only the known fields, and leaves an unset meal flag unset', () => {
    const read = readQuestionnaireDraft('meal', {
      ...draft({ ...meal, balancing_sides: undefined, extra: 1 }, { step: 'oil' }),
      owner: 8,
    });
    expect(read).toEqual(draft({ ...meal, balancing_sides: undefined }, { step: 'oil' }));
    expect(read?.answers).not.toHaveProperty('balancing_sides');
    expect(read).not.toHaveProperty('owner');
    // A draft kept without a link step reads as none.
    const { link_step: _, ...withoutLink } = draft(essentials);
    expect(readQuestionnaireDraft('essentials', withoutLink)?.link_step).toBeNull();
  });

  const essentialsRows: [string, Record<string, unknown>][] = [
    ['an id that is text', { goal_id: '9' }],
    ['an id of zero', { body_type_id: 0 }],
    ['a fractional id', { activity_level_id: 1.5 }],
    ['an id past PostgreSQL integer', { meal_day_id: 2 ** 31 }],
    ['a height that is text', { height: '170' }],
    ['allergies that are not a list', { allergies: 21 }],
    ['an allergy that is not an id', { allergies: [21, 'peanut'] }],
    ['101 allergies', { allergies: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['a supplement without its fat', { supplements: [{ name: 'Whey', calories: 1, protein: 1 }] }],
    [
      'eleven supplements',
      { supplements: Array.from({ length: 11 }, () => essentials.supplements[0]) },
    ],
    [
      'a supplement name of 101 characters',
      { supplements: [{ ...essentials.supplements[0], name: 'x'.repeat(101) }] },
    ],
    ['a home meal of text', { home_meal: 'rice' }],
    [
      'a home meal whose calories are text',
      { home_meal: { ...essentials.home_meal, calories: '5' } },
    ],
    ['custom macros without fat', { custom_macros: { protein: 1, carbohydrate: 1 } }],
    ['a goal description of 501 characters', { goal_description: 'x'.repeat(501) }],
    ['has_supplements as text', { has_supplements: 'yes' }],
    ['allergies_skipped missing', { allergies_skipped: undefined }],
    ['a goal code not offered', { goal_code: 'bulk' }],
  ];
  it.each(essentialsRows)('drops essentials with %s', (_, change) => {
    expect(readEssentialsAnswers({ ...essentials, ...change })).toBeNull();
  });

  const mealRows: [string, Record<string, unknown>][] = [
    ['no lists', { lists: undefined }],
    ['a list missing', { lists: { ...meal.lists, sauce: undefined } }],
    ['a recipe that is text', { lists: { ...meal.lists, protein: ['chicken'] } }],
    ['an oil not offered', { oil: 'olive' }],
    ["'none' on a list without it", { none: ['protein'] }],
    ["'none' twice", { none: ['garnish', 'garnish'] }],
    ['a seasoning that is text', { seasoning_id: 'less_salt' }],
    ['light meals as text', { light_meals: 'true' }],
  ];
  it.each(mealRows)('drops meal answers with %s', (_, change) => {
    expect(readMealAnswers({ ...meal, ...change })).toBeNull();
  });

  const draftRows: [string, unknown][] = [
    ['nothing', null],
    ['a list', [draft(essentials)]],
    ['another version', draft(essentials, { version: 2 })],
    ['no version', draft(essentials, { version: undefined })],
    ['a step of the meal questionnaire', draft(essentials, { step: 'oil' })],
    ['a link step it has not', draft(essentials, { link_step: 'summary' })],
    ['a time that is not one', draft(essentials, { saved_at: 'yesterday' })],
    ['no time', draft(essentials, { saved_at: undefined })],
    ['meal answers', draft(meal)],
    [
      'answers over the size bound',
      draft({ ...essentials, padding: 'x'.repeat(QUESTIONNAIRE_DRAFT_MAX_CHARS) }),
    ],
  ];
  it.each(draftRows)('drops an essentials draft that is %s', (_, value) => {
    expect(readQuestionnaireDraft('essentials', value)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    const cyclic: Record<string, unknown> = { ...essentials };
    cyclic.self = cyclic;
    const hostile = [undefined, 0, 'x', true, [], () => 1, Symbol('x'), 10n, draft(cyclic)];
    for (const value of hostile) {
      expect(() => readQuestionnaireDraft('essentials', value)).not.toThrow();
      expect(readQuestionnaireDraft('meal', value)).toBeNull();
    }
  });
});
