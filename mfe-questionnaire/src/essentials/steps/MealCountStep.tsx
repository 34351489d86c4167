import { RadioGroup } from '@mealprep/shared/ui';
import { single, type StepProps } from './stepProps';

/** Essentials (docs/spec.md §2.8): meals per day and days per week. */
export function MealCountStep({ questions, draft, update }: StepProps) {
  return (
    <>
      <RadioGroup
        legend={questions.meal_count?.name ?? ''}
        name="meal_count"
        options={single(questions.meal_count)}
        value={draft.meal_count_id === null ? '' : String(draft.meal_count_id)}
        onChange={(value) => update({ meal_count_id: Number(value) })}
        required
      />
      <RadioGroup
        legend={questions.meal_day?.name ?? ''}
        name="meal_day"
        options={single(questions.meal_day)}
        value={draft.meal_day_id === null ? '' : String(draft.meal_day_id)}
        onChange={(value) => update({ meal_day_id: Number(value) })}
        required
      />
    </>
  );
}
