import { RadioGroup } from '@mealprep/shared/ui';
import { single, type StepProps } from './stepProps';

/** Essentials (docs/spec.md §2.8): how active the customer is. */
export function ActivityLevelStep({ questions, draft, update, errorOf }: StepProps) {
  return (
    <RadioGroup
      legend={questions.activity_level?.name ?? ''}
      name="activity_level"
      options={single(questions.activity_level)}
      value={draft.activity_level_id === null ? '' : String(draft.activity_level_id)}
      onChange={(value) => update({ activity_level_id: Number(value) })}
      error={errorOf('activity_level_id')}
      required
    />
  );
}
