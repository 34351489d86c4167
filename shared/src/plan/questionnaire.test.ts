import {
  BLANK_ESSENTIALS_DRAFT,
  essentialStepComplete,
  essentialsComplete,
  mealAnswersComplete,
  mealStepComplete,
  toggleMealChoice,
  type EssentialStep,
  type EssentialsDraft,
  type MealDraft,
  type MealStep,
} from './questionnaire';

const blank: EssentialsDraft = { ...BLANK_ESSENTIALS_DRAFT };
const whey = { name: 'Whey', calories: 120, protein: 24, fat: 1.5, carbohydrate: 3 };

/** docs/spec.md §5 "Essentials step completeness", one row per rule and its edge. */
const essentialRows: [EssentialStep, string, Partial<EssentialsDraft>, boolean][] = [
  ['activity_level', 'unset', {}, false],
  ['activity_level', 'set', { activity_level_id: 1 }, true],
  ['goal', 'unset', {}, false],
  ['goal', 'set', { goal_id: 5, goal_code: 'healthy' }, true],
  ['goal', 'custom macros without grams', { goal_id: 9, goal_code: 'custom_macro' }, false],
  [
    'goal',
    'custom macros with a zero',
    {
      goal_id: 9,
      goal_code: 'custom_macro',
      custom_macros: { protein: 150, carbohydrate: 0, fat: 60 },
    },
    false,
  ],
  [
    'goal',
    'custom macros with grams',
    {
      goal_id: 9,
      goal_code: 'custom_macro',
      custom_macros: { protein: 150, carbohydrate: 200, fat: 60 },
    },
    true,
  ],
  ['body_type', 'type only', { body_type_id: 2 }, false],
  ['body_type', 'zero height', { body_type_id: 2, height: 0, weight: 60 }, false],
  ['body_type', 'zero weight', { body_type_id: 2, height: 170, weight: 0 }, false],
  ['body_type', 'type, height and weight', { body_type_id: 2, height: 170, weight: 60 }, true],
  ['allergies', 'none chosen', {}, false],
  ['allergies', 'one chosen', { allergies: [3] }, true],
  ['allergies', 'skipped', { allergies_skipped: true }, true],
  ['supplements', 'unanswered', {}, false],
  ['supplements', "answered 'no'", { has_supplements: false }, true],
  ['supplements', "'yes' with nothing", { has_supplements: true }, false],
  [
    'supplements',
    "'yes' with a blank supplement",
    {
      has_supplements: true,
      supplements: [{ name: '', calories: 0, protein: 0, fat: 0, carbohydrate: 0 }],
    },
    false,
  ],
  [
    'supplements',
    "'yes' with a zero field",
    { has_supplements: true, supplements: [{ ...whey, fat: 0 }] },
    false,
  ],
  [
    'supplements',
    "'yes' with every field filled",
    { has_supplements: true, supplements: [whey] },
    true,
  ],
  [
    'supplements',
    'home meal without a name',
    { has_supplements: true, home_meal: { name: ' ', protein: 10, carbohydrate: 50, fat: 10 } },
    false,
  ],
  [
    'supplements',
    'home meal without calories',
    {
      has_supplements: true,
      home_meal: { name: 'Nasi lemak', protein: 10, carbohydrate: 50, fat: 10 },
    },
    true,
  ],
  ['meal_count', 'count only', { meal_count_id: 1 }, false],
  ['meal_count', 'day only', { meal_day_id: 1 }, false],
  ['meal_count', 'count and day', { meal_count_id: 1, meal_day_id: 1 }, true],
];

describe('essentials step completeness (docs/spec.md §5)', () => {
  it.each(essentialRows)('%s: %s → %s', (step, _label, patch, expected) => {
    expect(essentialStepComplete(step, { ...blank, ...patch })).toBe(expected);
  });

  const all = {
    activity_level_id: 1,
    goal_id: 2,
    body_type_id: 3,
    height: 170,
    weight: 60,
    meal_count_id: 4,
    meal_day_id: 5,
  };
  it.each([
    ['everything set', {}, true],
    ['no activity level', { activity_level_id: null }, false],
    ['no goal', { goal_id: null }, false],
    ['no body type', { body_type_id: null }, false],
    ['no height', { height: null }, false],
    ['no weight', { weight: 0 }, false],
    ['no meal count', { meal_count_id: null }, false],
    ['no meal day', { meal_day_id: null }, false],
  ])('all essentials complete: %s → %s', (_label, patch, expected) => {
    expect(essentialsComplete({ ...all, ...patch })).toBe(expected);
  });
});

const emptyMeal: MealDraft = {
  oil: null,
  lists: { protein: [], carbohydrate: [], vegetable: [], garnish: [], sauce: [] },
  none: [],
  seasoning_id: null,
  spice_id: null,
};
const full: MealDraft = {
  oil: 'normal_oil',
  lists: { protein: [1], carbohydrate: [2], vegetable: [3], garnish: [4], sauce: [] },
  none: ['sauce'],
  seasoning_id: 7,
  spice_id: 8,
};

describe('meal step completeness (docs/spec.md §5)', () => {
  it.each<[MealStep, Partial<MealDraft>, boolean]>([
    ['oil', {}, false],
    ['oil', { oil: 'no_oil' }, true],
    ['protein', {}, false],
    ['protein', { lists: { ...emptyMeal.lists, protein: [1] } }, true],
    ['carbohydrate', { lists: { ...emptyMeal.lists, carbohydrate: [2] } }, true],
    ['vegetable', {}, false],
    ['garnish', {}, false],
    ['garnish', { none: ['garnish'] }, true],
    ['sauce', { none: ['sauce'] }, true],
    ['sauce', { none: ['garnish'] }, false],
    ['seasoning', {}, false],
    ['seasoning', { seasoning_id: 1 }, true],
    ['spices', {}, false],
    ['spices', { spice_id: 1 }, true],
  ])('%s with %j → %s', (step, patch, expected) => {
    expect(mealStepComplete(step, { ...emptyMeal, ...patch })).toBe(expected);
  });

  it.each<[string, Partial<MealDraft>, boolean]>([
    ['every list, seasoning and spices', {}, true],
    ['no vegetable', { lists: { ...full.lists, vegetable: [] } }, false],
    ['no seasoning', { seasoning_id: null }, false],
    ['no spices', { spice_id: null }, false],
    ['no sauce and no none', { none: [] }, false],
    ['no oil answer', { oil: null }, false],
  ])('all meal answers: %s → %s', (_label, patch, expected) => {
    expect(mealAnswersComplete({ ...full, ...patch })).toBe(expected);
  });
});

describe('list choices (docs/spec.md §4)', () => {
  it("'none' clears the others; another choice removes 'none'; a chosen item again removes it", () => {
    const withTwo = toggleMealChoice(toggleMealChoice(emptyMeal, 'garnish', 4), 'garnish', 5);
    expect(withTwo.lists.garnish).toEqual([4, 5]);
    const none = toggleMealChoice(withTwo, 'garnish', 'none');
    expect(none.lists.garnish).toEqual([]);
    expect(none.none).toEqual(['garnish']);
    const again = toggleMealChoice(none, 'garnish', 5);
    expect(again.none).toEqual([]);
    expect(again.lists.garnish).toEqual([5]);
    expect(toggleMealChoice(again, 'garnish', 5).lists.garnish).toEqual([]);
  });

  it("offers no 'none' for proteins", () => {
    expect(toggleMealChoice(emptyMeal, 'protein', 'none')).toBe(emptyMeal);
  });
});
