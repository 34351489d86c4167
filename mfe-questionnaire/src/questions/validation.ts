import type { EssentialStep, MealStep } from '@mealprep/shared/plan';
import type { Locale } from '@mealprep/shared/i18n';
import { ruleErrors } from '@mealprep/shared/forms';
import type { SchemaOf } from '@mealprep/shared/validation/load';

export type StepErrors = Record<string, string[]>;

/** The essentials step that asks for a field of the essentials body (API field paths). */
export function essentialStepOf(field: string): EssentialStep {
  const root = field.split(/[.[]/)[0] ?? field;
  switch (root) {
    case 'activity_level_id':
      return 'activity_level';
    case 'goal_id':
    case 'goal_description':
    case 'custom_macros':
      return 'goal';
    case 'body_type_id':
    case 'height':
    case 'weight':
      return 'body_type';
    case 'allergies':
      return 'allergies';
    case 'supplements':
    case 'home_meal':
      return 'supplements';
    default:
      return 'meal_count';
  }
}

/** The meal step that asks for a field of the meal body (API field paths). */
export function mealStepOf(field: string): MealStep {
  const root = field.split(/[.[]/)[0] ?? field;
  switch (root) {
    case 'oil':
      return 'oil';
    case 'seasoning_id':
      return 'seasoning';
    case 'spice_id':
      return 'spices';
    case 'carbohydrate':
    case 'vegetable':
    case 'garnish':
    case 'sauce':
      return root;
    default:
      return 'protein';
  }
}

/**
 * Checks a whole answers body with the shared schema the API uses, by the forms' one rule
 * (`ruleErrors`, @mealprep/shared/forms: one translated message per field, "required" for a blank
 * one), and keeps the fields `keep` accepts (the fields of the step being left).
 */
export async function schemaErrors(
  pick: SchemaOf,
  body: object,
  locale: Locale,
  keep: (field: string) => boolean,
): Promise<StepErrors> {
  const errors = await ruleErrors(pick, body, locale);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => keep(field))
      .map(([field, message]) => [field, [message]]),
  );
}
