import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ESSENTIAL_STEPS,
  essentialStepComplete,
  type EssentialStep,
  type EssentialsDraft,
  type HomeMeal,
  caloriesOf,
} from '@mealprep/shared/domain';
import { useLocale } from '@mealprep/shared/i18n';
import { useAppNavigate } from '@mealprep/shared/routes';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import {
  Button,
  Checkbox,
  EmptyState,
  Field,
  RadioGroup,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextArea,
  TextInput,
  focusFirstError,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useQuestions, useSaveAnswers, type Question } from '../questions/api';
import { QuestionnaireSteps, SetupLayout } from '../questions/SetupLayout';
import { loadValidation } from '@mealprep/shared/validation/load';
import { essentialStepOf, schemaErrors, type StepErrors } from '../questions/validation';
import { BLANK_SUPPLEMENT, draftFromProfile, essentialsBody, goalCode } from './draft';
import { NumberField } from './NumberField';

function stepFromSearch(search: string): EssentialStep {
  const wanted = new URLSearchParams(search).get('step');
  return (ESSENTIAL_STEPS as readonly string[]).includes(wanted ?? '')
    ? (wanted as EssentialStep)
    : 'activity_level';
}

/**
 * docs/spec.md §2, §4, §5 essentials questionnaire: one section at a time (Next, Prev, Skip on
 * allergies only, jump to a section), the last one saves and moves on to the meal questionnaire.
 */
export default function EssentialsPage() {
  const t = useT();
  const questions = useQuestions('essentials');
  return (
    <SetupLayout title={t('questionnaire.essentials.title')} current="essentials">
      {questions.data ? (
        <EssentialsFlow questions={questions.data} />
      ) : questions.isError ? (
        <EmptyState
          title={t('questionnaire.loadError')}
          action={
            <Button onClick={() => void questions.refetch()}>{t('questionnaire.retry')}</Button>
          }
        />
      ) : (
        <Skeleton width="100%" height="16rem" radius="lg" />
      )}
    </SetupLayout>
  );
}

function single(question: Question | undefined) {
  return (question?.options ?? []).map((option) => ({
    value: String(option.id),
    label: option.name,
    description: option.description ?? undefined,
  }));
}

function EssentialsFlow({ questions }: { questions: Record<string, Question> }) {
  const t = useT();
  const navigate = useAppNavigate();
  const profile = useAppSelector(selectProfile);
  const { save, saving } = useSaveAnswers();
  const initial = useMemo(() => draftFromProfile(profile, questions), [profile, questions]);
  const [draft, setDraft] = useState<EssentialsDraft>(initial);
  const location = useLocation();
  const [step, setStep] = useState<EssentialStep>(() => stepFromSearch(location.search));
  const [errors, setErrors] = useState<StepErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const locale = useLocale();
  const index = ESSENTIAL_STEPS.indexOf(step);
  const last = index === ESSENTIAL_STEPS.length - 1;
  const complete = essentialStepComplete(step, draft);
  const latest = useRef(draft);
  latest.current = draft;
  const update = (patch: Partial<EssentialsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // An edited answer's message goes; the others stay until the step is checked again.
    const edited = Object.keys(patch);
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([field]) => !edited.some((key) => field.startsWith(key)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  useEffect(() => {
    // Fetched while the customer reads the first step, so Next does not wait for it.
    loadValidation().catch(() => undefined);
  }, []);
  useEffect(() => {
    document.getElementById('essentials-step')?.focus();
  }, [step]);
  // After the step effect, so a step with errors ends with the first wrong field focused.
  useEffect(() => {
    const container = document.getElementById('essentials-step');
    if (focusRequest > 0 && container) focusFirstError(container, errors);
    // Only when asked (a failed Next or save), not on every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  /** The shared schema's messages for the fields of `of` (the API checks the same). */
  const checkStep = (of: EssentialStep, current: EssentialsDraft) =>
    schemaErrors(
      (validation) => validation.essentialsAnswersSchema,
      essentialsBody(current),
      locale,
      (field) => essentialStepOf(field) === of,
    );

  /** On leaving a number field: its own message, if the schema has one. */
  const checkField = (field: string) => () => {
    void checkStep(step, latest.current).then((found) =>
      setErrors((current) => {
        const { [field]: _old, ...rest } = current;
        return found[field] ? { ...rest, [field]: found[field] } : rest;
      }),
    );
  };

  async function next() {
    const found = await checkStep(step, draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    // Nothing wrong with what is there, but something is missing: the step says what.
    if (!complete) return;
    setErrors({});
    if (!last) {
      setStep(ESSENTIAL_STEPS[index + 1] ?? step);
      return;
    }
    const result = await save({ group: 'essentials', body: essentialsBody(draft) });
    if (result.ok) {
      navigate('mealQuestionnaire');
      return;
    }
    // The API's field errors go next to their fields, on the step that asks for them.
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) setStep(essentialStepOf(first));
    setFocusRequest((count) => count + 1);
  }

  const errorOf = (field: string) => errors[field]?.[0];

  return (
    <QuestionnaireSteps
      id="essentials"
      steps={ESSENTIAL_STEPS}
      step={step}
      onStep={setStep}
      complete={complete}
      saving={saving}
      nextLabel={last ? t('questionnaire.nextSection') : t('questionnaire.next')}
      onNext={() => void next()}
      missing={
        step === 'supplements' && draft.has_supplements === true
          ? t('questionnaire.supplements.missing')
          : undefined
      }
      extraAction={
        step === 'allergies' && (
          <Button
            variant="ghost"
            onClick={() => {
              update({ allergies: [], allergies_skipped: true });
              setStep('supplements');
            }}
          >
            {t('questionnaire.skip')}
          </Button>
        )
      }
    >
      <Stack gap={4}>
        {step === 'activity_level' && (
          <RadioGroup
            legend={questions.activity_level?.name ?? ''}
            name="activity_level"
            options={single(questions.activity_level)}
            value={draft.activity_level_id === null ? '' : String(draft.activity_level_id)}
            onChange={(value) => update({ activity_level_id: Number(value) })}
            error={errorOf('activity_level_id')}
            required
          />
        )}
        {step === 'goal' && (
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
        )}
        {step === 'body_type' && (
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
        )}
        {step === 'allergies' && (
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
        )}
        {step === 'supplements' && (
          <SupplementsStep
            question={questions.supplements}
            draft={draft}
            update={update}
            errorOf={errorOf}
            checkField={checkField}
          />
        )}
        {step === 'meal_count' && (
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
        )}
      </Stack>
    </QuestionnaireSteps>
  );
}

function SupplementsStep({
  question,
  draft,
  update,
  errorOf,
  checkField,
}: {
  question: Question | undefined;
  draft: EssentialsDraft;
  update: (patch: Partial<EssentialsDraft>) => void;
  errorOf: (field: string) => string | undefined;
  checkField: (field: string) => () => void;
}) {
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
