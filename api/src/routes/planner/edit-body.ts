import { array, type InferType } from 'yup';
import { msg, planEditSchema, strictInteger, text } from '@mealprep/shared/validation';

const atLeastOne = ({ min }: { min: number }) => msg('validation.minValue', { min });

/**
 * `POST /api/v1/user_personalized_meal/{id}` (docs/planner.md, Editing a plan): the shared edit
 * body — remove a meal, add one (with `meal` and `recipe_ids`, put a removed one back) — and a
 * swap: `{ action: swap, day, meal, recipe_ids }`, the meal's dishes after the swap.
 */
export const planChangeSchema = planEditSchema.shape({
  action: text({ max: 10 })
    .oneOf(['add', 'remove', 'swap'] as const, msg('validation.oneOf'))
    .required(msg('validation.required')),
  meal: strictInteger()
    .min(1, atLeastOne)
    .max(10, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .when('action', {
      is: (action: unknown) => action === 'remove' || action === 'swap',
      then: (schema) => schema.required(msg('validation.required')),
    }),
  recipe_ids: array(strictInteger().required(msg('validation.required')).min(1, atLeastOne))
    .typeError(msg('validation.invalid'))
    // A meal has at most five dishes.
    .max(10, msg('validation.invalid'))
    .when('action', {
      is: 'swap',
      then: (schema) =>
        schema.required(msg('validation.required')).min(1, msg('validation.required')),
    }),
});

export type PlanChangeInput = InferType<typeof planChangeSchema>;
