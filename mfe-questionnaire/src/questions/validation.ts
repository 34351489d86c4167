import type { EssentialStep, MealStep } from '@mealprep/shared/plan';
import type { Locale } from '@mealprep/shared/i18n';
import { loadValidation, type SchemaOf } from '@mealprep/shared/validation/load';

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
 * Checks a whole answers body with the shared schema the API uses and keeps the translated
 * messages of the fields `keep` accepts (the fields of the step being left): one message per
 * field, "required" for a blank one.
 */
export async function schemaErrors(
  pick: SchemaOf,
  body: unknown,
  locale: Locale,
  keep: (field: string) => boolean,
): Promise<StepErrors> {
  const validation = await loadValidation();
  try {
    await pick(validation).validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!validation.isValidationError(error)) throw error;
    const errors: StepErrors = {};
    for (const [field, messages] of Object.entries(validation.fieldMessages(error))) {
      const first = messages[0];
      if (!keep(field) || !first) continue;
      errors[field] = [validation.translateValidationMessage(first, locale)];
    }
    return errors;
  }
}
