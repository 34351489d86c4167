import type { FastifyInstance } from 'fastify';
import type { QuestionAnswer } from '../preferences/present';
import type { Customer } from './helper';

/** The seeded questions by question_type.name, for tests that answer the questionnaires. */
export async function questionsOf(
  app: FastifyInstance,
  customer: Pick<Customer, 'cookie'>,
): Promise<Record<string, QuestionAnswer>> {
  const byName: Record<string, QuestionAnswer> = {};
  for (const path of ['essentials', 'meal_prefences']) {
    const response = await app.inject({
      url: `/api/v1/user_preferences/questions/${path}`,
      headers: { cookie: customer.cookie },
    });
    if (response.statusCode !== 200) throw new Error(`questions ${path}: ${response.statusCode}`);
    for (const question of response.json<{ data: QuestionAnswer[] }>().data) {
      byName[question.question_type.name] = question;
    }
  }
  return byName;
}

export function optionId(
  questions: Record<string, QuestionAnswer>,
  question: string,
  code: string,
): number {
  const option = questions[question]?.options.find((entry) => entry.code === code);
  if (!option) throw new Error(`no option ${question}.${code}`);
  return option.id;
}

export function recipeIdOf(
  questions: Record<string, QuestionAnswer>,
  question: string,
  code: string,
): number {
  const option = questions[question]?.options.find((entry) => entry.code === code);
  if (!option?.recipe_id) throw new Error(`no recipe for ${question}.${code}`);
  return option.recipe_id;
}

export function essentialsBody(
  q: Record<string, QuestionAnswer>,
  overrides: Record<string, unknown> = {},
) {
  return {
    activity_level_id: optionId(q, 'activity_level', 'moderately_active'),
    goal_id: optionId(q, 'goal', 'lean_mass_gain'),
    goal_description: 'Build muscle for badminton',
    body_type_id: optionId(q, 'body_type', 'mesomorph'),
    height: 165,
    weight: 60,
    meal_count_id: optionId(q, 'meal_count', 'meals_3'),
    meal_day_id: optionId(q, 'meal_day', 'days_5'),
    allergies: [optionId(q, 'allergies', 'peanut')],
    supplements: [],
    home_meal: null,
    custom_macros: null,
    ...overrides,
  };
}

export function mealBody(
  q: Record<string, QuestionAnswer>,
  overrides: Record<string, unknown> = {},
) {
  return {
    oil: 'normal_oil',
    recipe_ids: [
      recipeIdOf(q, 'protein', 'chicken'),
      recipeIdOf(q, 'protein', 'beef'),
      recipeIdOf(q, 'protein', 'seafood'),
      recipeIdOf(q, 'carbohydrate', 'rice'),
      recipeIdOf(q, 'carbohydrate', 'pasta'),
      recipeIdOf(q, 'vegetable', 'broccoli'),
      recipeIdOf(q, 'vegetable', 'mixed_vegetables'),
      recipeIdOf(q, 'garnish', 'sesame_seeds'),
    ],
    none: ['sauce'],
    seasoning_id: optionId(q, 'seasoning', 'less_salt'),
    spice_id: optionId(q, 'spices', 'less_spicy'),
    ...overrides,
  };
}
