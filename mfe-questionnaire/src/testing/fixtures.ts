import type { MealPlan } from '@mealprep/shared/plan/contracts';
import type { Question } from '../questions/api';

let nextId = 1;
function question(
  name: string,
  selection: 'single' | 'multiple',
  options: [code: string, label: string, recipeId?: number, exclusive?: boolean][],
): Question {
  return {
    id: nextId++,
    question_type: { name },
    name: `Question ${name}`,
    description: null,
    selection,
    skippable: name === 'allergies',
    options: options.map(([code, label, recipeId, exclusive]) => ({
      id: nextId++,
      code,
      name: label,
      description: null,
      value: null,
      exclusive: exclusive ?? false,
      recipe_id: recipeId ?? null,
    })),
  };
}

/** The seeded questions' shape (ids differ; the screens use what the API sends). */
export const essentialQuestions: Question[] = [
  question('activity_level', 'single', [['active', 'Active']]),
  question('goal', 'single', [
    ['healthy', 'Eat healthy'],
    ['custom_macro', 'Custom macros'],
  ]),
  question('body_type', 'single', [['mesomorph', 'Mesomorph']]),
  question('allergies', 'multiple', [['peanut', 'Peanut']]),
  question('supplements', 'single', [
    ['yes', 'Yes'],
    ['no', 'No'],
  ]),
  question('meal_count', 'single', [['meals_3', '3 meals per day']]),
  question('meal_day', 'single', [['days_5', '5 days per week']]),
];

export const mealQuestions: Question[] = [
  question('oil', 'single', [
    ['normal_oil', 'Normal oil'],
    ['no_oil', 'No oil'],
  ]),
  question('protein', 'multiple', [['chicken', 'Chicken', 101]]),
  question('carbohydrate', 'multiple', [['rice', 'Rice', 201]]),
  question('vegetable', 'multiple', [['broccoli', 'Broccoli', 301]]),
  question('garnish', 'multiple', [
    ['sesame_seeds', 'Sesame seeds', 401],
    ['spring_onion', 'Spring onion', 402],
    ['none', 'None', undefined, true],
  ]),
  question('sauce', 'multiple', [
    ['teriyaki', 'Teriyaki sauce', 501],
    ['none', 'None', undefined, true],
  ]),
  question('seasoning', 'single', [['less_salt', 'Less salt']]),
  question('spices', 'single', [['less_spicy', 'Less spicy']]),
];

export function optionOf(questions: Question[], name: string, code: string) {
  const option = questions
    .find((entry) => entry.question_type.name === name)
    ?.options.find((entry) => entry.code === code);
  if (!option) throw new Error(`no ${name}.${code}`);
  return option;
}

export function readyPlan(overrides: Partial<MealPlan> = {}): MealPlan {
  const item = (id: number, name: string, grams: number, p: number, c: number, f: number) => ({
    recipe_id: id,
    name,
    grams,
    protein: p,
    carbohydrate: c,
    fat: f,
    calories: p * 4 + c * 4 + f * 9,
  });
  const meal = (n: number) => ({
    meal: n,
    totals: { calories: 4 * 60 + 4 * 60 + 9 * 15, protein: 60, carbohydrate: 60, fat: 15 },
    items: [
      item(101, 'Grilled chicken breast', 180, 55.8, 0, 6.5),
      item(201, 'Steamed white rice', 200, 5.4, 56.4, 0.6),
    ],
  });
  return {
    id: 42,
    status: 'ready',
    locked: false,
    locked_reason: null,
    daily_requirements: { calories: 1800, protein: 120, carbohydrate: 200, fat: 56 },
    counted_extras: { calories: 0, protein: 0, carbohydrate: 0, fat: 0 },
    extras: [],
    left_out: [],
    days: [1, 2].map((day) => ({
      day,
      totals: { calories: 1800, protein: 120, carbohydrate: 200, fat: 56 },
      meals: [meal(1), meal(2)],
    })),
    misses: [],
    price: '169.00',
    in_cart: false,
    cart_item_id: null,
    ...overrides,
  };
}
