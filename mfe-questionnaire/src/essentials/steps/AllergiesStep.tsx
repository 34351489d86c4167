import { Checkbox, Text } from '@mealprep/shared/ui';
import { useT } from '../../i18n';
import type { StepProps } from './stepProps';

/** Essentials (docs/spec.md §2.8): allergies, any number (the page offers Skip). */
export function AllergiesStep({ questions, draft, update }: StepProps) {
  const t = useT();
  return (
    <fieldset>
      <legend>{questions.allergies?.name}</legend>
      <Text tone="muted">{t('questionnaire.chooseMany')}</Text>
      {(questions.allergies?.options ?? []).map((option) => (
        <Checkbox
          key={option.id}
          label={option.name}
          checked={draft.allergies.includes(option.id)}
          onChange={() =>
            update({
              allergies_skipped: false,
              allergies: draft.allergies.includes(option.id)
                ? draft.allergies.filter((id) => id !== option.id)
                : [...draft.allergies, option.id],
            })
          }
        />
      ))}
      {draft.allergies_skipped && <Text>{t('questionnaire.allergies.skipped')}</Text>}
    </fieldset>
  );
}
