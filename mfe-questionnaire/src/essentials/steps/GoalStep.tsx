import { Field, RadioGroup, TextArea } from '@mealprep/shared/ui';
import { useT } from '../../i18n';
import { goalCode } from '../draft';
import { NumberField } from '../NumberField';
import { single, type StepProps } from './stepProps';

/** Essentials (docs/spec.md §2.8): the goal, its grams for custom macros, and a description. */
export function GoalStep({ questions, draft, update, errorOf, checkField }: StepProps) {
  const t = useT();
  return (
    <>
      <RadioGroup
        legend={questions.goal?.name ?? ''}
        name="goal"
        options={single(questions.goal)}
        value={draft.goal_id === null ? '' : String(draft.goal_id)}
        onChange={(value) =>
          update({
            goal_id: Number(value),
            goal_code: goalCode(questions, Number(value)),
          })
        }
        error={errorOf('goal_id')}
        required
      />
      {draft.goal_code === 'custom_macro' && (
        <fieldset>
          <legend>{t('questionnaire.customMacros')}</legend>
          {(['protein', 'carbohydrate', 'fat'] as const).map((macro) => (
            <NumberField
              key={macro}
              name={`custom_macros.${macro}`}
              label={t(`questionnaire.${macro}Grams`)}
              value={draft.custom_macros?.[macro]}
              error={errorOf(`custom_macros.${macro}`)}
              onBlur={checkField(`custom_macros.${macro}`)}
              onChange={(value) =>
                update({
                  custom_macros: {
                    protein: draft.custom_macros?.protein ?? 0,
                    carbohydrate: draft.custom_macros?.carbohydrate ?? 0,
                    fat: draft.custom_macros?.fat ?? 0,
                    [macro]: value ?? 0,
                  },
                })
              }
            />
          ))}
        </fieldset>
      )}
      <Field label={t('questionnaire.goalDescription')} error={errorOf('goal_description')}>
        {(control) => (
          <TextArea
            {...control}
            name="goal_description"
            maxLength={500}
            value={draft.goal_description ?? ''}
            onChange={(event) => update({ goal_description: event.target.value || null })}
          />
        )}
      </Field>
    </>
  );
}
