import { RadioGroup } from '@mealprep/shared/ui';
import { useT } from '../../i18n';
import { NumberField } from '../NumberField';
import { single, type StepProps } from './stepProps';

/** Essentials (docs/spec.md §2.8): body type, height and weight. */
export function BodyTypeStep({ questions, draft, update, errorOf, checkField }: StepProps) {
  const t = useT();
  return (
    <>
      <RadioGroup
        legend={questions.body_type?.name ?? ''}
        name="body_type"
        options={single(questions.body_type)}
        value={draft.body_type_id === null ? '' : String(draft.body_type_id)}
        onChange={(value) => update({ body_type_id: Number(value) })}
        required
      />
      <fieldset>
        <legend>{t('questionnaire.body.title')}</legend>
        <NumberField
          name="height"
          label={t('questionnaire.body.height')}
          value={draft.height}
          error={errorOf('height')}
          onBlur={checkField('height')}
          onChange={(height) => update({ height })}
        />
        <NumberField
          name="weight"
          label={t('questionnaire.body.weight')}
          value={draft.weight}
          error={errorOf('weight')}
          onBlur={checkField('weight')}
          onChange={(weight) => update({ weight })}
        />
      </fieldset>
    </>
  );
}
