import { caloriesOf } from '@mealprep/shared/catalogue';
import type { HomeMeal } from '@mealprep/shared/plan/contracts';
import { Button, Field, RadioGroup, Switch, Text, TextInput } from '@mealprep/shared/ui';
import { useT } from '../../i18n';
import { BLANK_SUPPLEMENT } from '../draft';
import { NumberField } from '../NumberField';
import type { StepProps } from './stepProps';

/**
 * Essentials (docs/spec.md §2.8, §4): supplements yes / no; with yes, the supplements (one to ten,
 * each with its figures) and a home-sourced meal, whose calories are counted from its grams.
 */
export function SupplementsStep({ questions, draft, update, errorOf, checkField }: StepProps) {
  const question = questions.supplements;
  const t = useT();
  const yes = question?.options.find((option) => option.code === 'yes');
  const no = question?.options.find((option) => option.code === 'no');
  const value = draft.has_supplements === null ? '' : draft.has_supplements ? 'yes' : 'no';
  const home: HomeMeal = draft.home_meal ?? { name: '', protein: 0, carbohydrate: 0, fat: 0 };
  return (
    <>
      <RadioGroup
        legend={question?.name ?? ''}
        name="supplements"
        options={[
          { value: 'yes', label: yes?.name ?? 'Yes' },
          { value: 'no', label: no?.name ?? 'No' },
        ]}
        value={value}
        onChange={(choice) =>
          choice === 'no'
            ? update({ has_supplements: false, supplements: [], home_meal: null })
            : update({ has_supplements: true })
        }
        required
      />
      {draft.has_supplements && (
        <>
          <Switch
            label={t('questionnaire.supplements.toggle')}
            checked={draft.supplements.length > 0}
            onCheckedChange={(on) =>
              // docs/spec.md §4: on creates one blank supplement, off clears the list.
              update({ supplements: on ? [{ ...BLANK_SUPPLEMENT }] : [] })
            }
          />
          {draft.supplements.map((supplement, index) => {
            const set = (patch: Partial<typeof supplement>) =>
              update({
                supplements: draft.supplements.map((entry, position) =>
                  position === index ? { ...entry, ...patch } : entry,
                ),
              });
            return (
              <fieldset key={index}>
                <legend>{t('questionnaire.supplements.item', { number: index + 1 })}</legend>
                <Field
                  label={t('questionnaire.supplements.name')}
                  required
                  error={errorOf(`supplements[${index}].name`)}
                >
                  {(control) => (
                    <TextInput
                      {...control}
                      name={`supplements[${index}].name`}
                      maxLength={100}
                      value={supplement.name}
                      onChange={(event) => set({ name: event.target.value })}
                    />
                  )}
                </Field>
                <NumberField
                  name={`supplements[${index}].calories`}
                  label={t('questionnaire.calories')}
                  value={supplement.calories}
                  error={errorOf(`supplements[${index}].calories`)}
                  onBlur={checkField(`supplements[${index}].calories`)}
                  onChange={(calories) => set({ calories: calories ?? 0 })}
                />
                <NumberField
                  name={`supplements[${index}].protein`}
                  label={t('questionnaire.proteinGrams')}
                  value={supplement.protein}
                  error={errorOf(`supplements[${index}].protein`)}
                  onBlur={checkField(`supplements[${index}].protein`)}
                  onChange={(protein) => set({ protein: protein ?? 0 })}
                />
                <NumberField
                  name={`supplements[${index}].carbohydrate`}
                  label={t('questionnaire.carbohydrateGrams')}
                  value={supplement.carbohydrate}
                  error={errorOf(`supplements[${index}].carbohydrate`)}
                  onBlur={checkField(`supplements[${index}].carbohydrate`)}
                  onChange={(carbohydrate) => set({ carbohydrate: carbohydrate ?? 0 })}
                />
                <NumberField
                  name={`supplements[${index}].fat`}
                  label={t('questionnaire.fatGrams')}
                  value={supplement.fat}
                  error={errorOf(`supplements[${index}].fat`)}
                  onBlur={checkField(`supplements[${index}].fat`)}
                  onChange={(fat) => set({ fat: fat ?? 0 })}
                />
                {draft.supplements.length > 1 && (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      update({ supplements: draft.supplements.filter((_, p) => p !== index) })
                    }
                  >
                    {t('questionnaire.supplements.remove', { number: index + 1 })}
                  </Button>
                )}
              </fieldset>
            );
          })}
          {draft.supplements.length > 0 && draft.supplements.length < 10 && (
            <Button
              variant="secondary"
              onClick={() =>
                update({ supplements: [...draft.supplements, { ...BLANK_SUPPLEMENT }] })
              }
            >
              {t('questionnaire.supplements.add')}
            </Button>
          )}
          <Switch
            label={t('questionnaire.home.toggle')}
            description={t('questionnaire.home.hint')}
            checked={draft.home_meal !== null}
            onCheckedChange={(on) =>
              update({ home_meal: on ? { name: '', protein: 0, carbohydrate: 0, fat: 0 } : null })
            }
          />
          {draft.home_meal && (
            <fieldset>
              <legend>{t('questionnaire.home.title')}</legend>
              <Field
                label={t('questionnaire.home.name')}
                required
                error={errorOf('home_meal.name')}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    name="home_meal.name"
                    maxLength={100}
                    value={home.name}
                    onChange={(event) =>
                      update({ home_meal: { ...home, name: event.target.value } })
                    }
                  />
                )}
              </Field>
              <NumberField
                name="home_meal.protein"
                error={errorOf('home_meal.protein')}
                onBlur={checkField('home_meal.protein')}
                label={t('questionnaire.proteinGrams')}
                value={home.protein}
                onChange={(protein) => update({ home_meal: { ...home, protein: protein ?? 0 } })}
              />
              <NumberField
                name="home_meal.carbohydrate"
                error={errorOf('home_meal.carbohydrate')}
                onBlur={checkField('home_meal.carbohydrate')}
                label={t('questionnaire.carbohydrateGrams')}
                value={home.carbohydrate}
                onChange={(carbohydrate) =>
                  update({ home_meal: { ...home, carbohydrate: carbohydrate ?? 0 } })
                }
              />
              <NumberField
                name="home_meal.fat"
                error={errorOf('home_meal.fat')}
                onBlur={checkField('home_meal.fat')}
                label={t('questionnaire.fatGrams')}
                value={home.fat}
                onChange={(fat) => update({ home_meal: { ...home, fat: fat ?? 0 } })}
              />
              {/* Counted, not asked: the API stores 4P + 4C + 9F of the grams. */}
              <Text tone="muted">
                {t('questionnaire.home.calories', { value: Math.round(caloriesOf(home)) })}
              </Text>
            </fieldset>
          )}
        </>
      )}
    </>
  );
}
