import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '@mealprep/shared/router';
import {
  DEFAULT_OIL,
  MEAL_LIST_STEPS,
  MEAL_STEPS,
  OIL_PREFERENCES,
  isNoneStep,
  mealAnswersComplete,
  mealStepComplete,
  toggleMealChoice,
  type MealAnswers,
  type MealDraft,
  type MealListStep,
  type MealStep,
  type OilPreference,
  type QuestionnaireDraft,
} from '@mealprep/shared/plan';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { useAppNavigate } from '@mealprep/shared/routes';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Checkbox, RadioGroup, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useSaveAnswers, type Question } from '../questions/api';
import { resumeStep } from '../questions/resume';
import { QuestionnairePage, QuestionnaireSteps } from '../questions/SetupLayout';
import {
  useDraftKeeping,
  useDraftSource,
  useServerDraft,
  type DraftSource,
} from '../questions/useDraftKeeping';
import { mealStepOf } from '../questions/validation';
import { FormAlert } from '@mealprep/shared/forms';

/** The saved meal answers as a draft: recipe ids sorted into their list step. */
export function mealDraftFromProfile(
  profile: Profile | null,
  questions: Record<string, Question>,
): MealDraft {
  const chosen = new Set(
    Object.values(profile?.meal_preferences ?? {}).flatMap((entry) => entry?.recipes ?? []),
  );
  const lists = Object.fromEntries(
    MEAL_LIST_STEPS.map((step) => [
      step,
      (questions[step]?.options ?? []).flatMap((option) =>
        option.recipe_id !== null && chosen.has(option.recipe_id) ? [option.recipe_id] : [],
      ),
    ]),
  ) as Record<MealListStep, number[]>;
  const answered = profile?.meal_preferences_answered ?? false;
  return {
    // The stored answer; a profile from before the oil answer was returned counts as unanswered,
    // so the customer chooses again rather than being given the default.
    oil: profile?.preferences.oil ?? null,
    lists,
    none: answered
      ? (['garnish', 'sauce'] as const).filter(
          (step) => profile?.meal_preferences[step] && lists[step].length === 0,
        )
      : [],
    seasoning_id: profile?.preferences.seasoning_id ?? null,
    spice_id: profile?.preferences.spice_id ?? null,
    balancing_sides: profile?.preferences.balancing_sides ?? false,
    light_meals: profile?.preferences.light_meals ?? false,
  };
}

/**
 * A kept draft against the questions as they are now: a recipe or choice
 * no longer offered is left out.
 */
export function fitMealDraft(draft: MealDraft, questions: Record<string, Question>): MealDraft {
  const offered = (step: string) => questions[step]?.options ?? [];
  const lists = Object.fromEntries(
    MEAL_LIST_STEPS.map((step) => [
      step,
      draft.lists[step].filter((id) => offered(step).some((option) => option.recipe_id === id)),
    ]),
  ) as Record<MealListStep, number[]>;
  const single = (step: string, id: number | null) =>
    id !== null && offered(step).some((option) => option.id === id) ? id : null;
  return {
    ...draft,
    lists,
    seasoning_id: single('seasoning', draft.seasoning_id),
    spice_id: single('spices', draft.spice_id),
  };
}

export function mealBody(draft: MealDraft): MealAnswers {
  return {
    oil: draft.oil ?? DEFAULT_OIL,
    recipe_ids: MEAL_LIST_STEPS.flatMap((step) => draft.lists[step]),
    none: draft.none,
    seasoning_id: draft.seasoning_id,
    spice_id: draft.spice_id,
    ...(draft.balancing_sides === undefined ? {} : { balancing_sides: draft.balancing_sides }),
    ...(draft.light_meals === undefined ? {} : { light_meals: draft.light_meals }),
  };
}

/**
 * docs/spec.md §2, §4 meal questionnaire: oil first, then the lists ('none' clears the others, another
 * choice removes 'none', choosing a chosen item removes it), seasoning and spices; the last step
 * saves and goes to the loading screen, which generates the plan.
 */
export default function MealQuestionnairePage() {
  const t = useT();
  const source = useDraftSource('meal');
  return (
    <QuestionnairePage group="meal" title={t('questionnaire.meal.title')} pending={!source.ready}>
      {(questions) => <MealFlow questions={questions} source={source} />}
    </QuestionnairePage>
  );
}

function MealFlow({
  questions,
  source,
}: {
  questions: Record<string, Question>;
  source: DraftSource;
}) {
  const t = useT();
  const navigate = useAppNavigate();
  const location = useLocation();
  const profile = useAppSelector(selectProfile);
  const { save, saving } = useSaveAnswers();
  const initial = useMemo(() => mealDraftFromProfile(profile, questions), [profile, questions]);
  const fit = useCallback((answers: MealDraft) => fitMealDraft(answers, questions), [questions]);
  // docs/planner.md, Answers kept part-way: the server's draft (another device's) if any.
  const resumed = useServerDraft('meal', source, fit);
  const [draft, setDraft] = useState<MealDraft>(resumed?.answers ?? initial);
  const [linkStep] = useState(() => {
    const wanted = new URLSearchParams(location.search).get('step');
    return (MEAL_STEPS as readonly string[]).includes(wanted ?? '') ? (wanted as MealStep) : null;
  });
  const [step, setStep] = useState<MealStep>(() => resumeStep(resumed, linkStep, 'oil'));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const stepError = Object.entries(errors).find(([field]) => mealStepOf(field) === step)?.[1][0];
  const index = MEAL_STEPS.indexOf(step);
  const last = index === MEAL_STEPS.length - 1;
  const complete = last ? mealAnswersComplete(draft) : mealStepComplete(step, draft);
  const question = questions[step];

  // A change of step moves focus to the new step; arriving on the page does not, so focus
  // stays on the page's h1 where the shell put it (docs/accessibility.md, keyboard spec).
  const arrivalStep = useRef(step);
  const stepChanged = useRef(false);
  const arrived = useRef(false);
  const keeping = useDraftKeeping({
    questionnaire: 'meal',
    source,
    start: resumed,
    linkStep,
    step,
    answers: draft,
    fit,
    // This browser's draft is newer: the page arrives there (focus stays on the h1).
    onRestore: (kept: QuestionnaireDraft<'meal'>) => {
      const at = resumeStep(kept, linkStep, 'oil');
      if (!stepChanged.current) arrivalStep.current = at;
      setDraft(kept.answers);
      setStep(at);
    },
  });
  useEffect(() => {
    // The first run is the arrival; a kept draft restored after it moves the arrival step.
    const arriving = !arrived.current;
    arrived.current = true;
    if (arriving || (!stepChanged.current && step === arrivalStep.current)) return;
    stepChanged.current = true;
    document.getElementById('meal-step')?.focus();
  }, [step]);

  async function next() {
    if (!complete) return;
    if (!last) {
      setStep(MEAL_STEPS[index + 1] ?? step);
      return;
    }
    // The draft's last request goes first: saving the answers ends the server's draft.
    await keeping.settle();
    const result = await save({ group: 'meal', body: mealBody(draft) });
    if (result.ok) {
      keeping.discard();
      navigate('planLoading');
      return;
    }
    // The API's field errors are shown on the step that asks for them.
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) setStep(mealStepOf(first));
  }

  const change = (next: MealDraft) => {
    setDraft(next);
    setErrors({});
  };

  return (
    <QuestionnaireSteps
      id="meal"
      steps={MEAL_STEPS}
      step={step}
      onStep={setStep}
      complete={complete}
      saving={saving}
      nextLabel={last ? t('questionnaire.saveGenerate') : t('questionnaire.next')}
      onNext={() => void next()}
    >
      {stepError && <FormAlert>{stepError}</FormAlert>}
      {step === 'oil' && (
        <RadioGroup
          legend={question?.name ?? ''}
          name="oil"
          options={OIL_PREFERENCES.map((code) => ({
            value: code,
            label: question?.options.find((option) => option.code === code)?.name ?? code,
          }))}
          value={draft.oil ?? ''}
          onChange={(value) => change({ ...draft, oil: value as OilPreference })}
          required
        />
      )}
      {step === 'oil' && (
        // docs/planner.md, Balancing sides: allowed by a suggestion or here, and turned off here.
        <Checkbox
          label={t('questionnaire.meal.sides')}
          description={t('questionnaire.meal.sidesHint')}
          checked={draft.balancing_sides ?? false}
          onChange={(event) => change({ ...draft, balancing_sides: event.target.checked })}
        />
      )}
      {(MEAL_LIST_STEPS as readonly string[]).includes(step) && (
        <fieldset>
          <legend>{question?.name}</legend>
          <Text tone="muted">{t('questionnaire.chooseMany')}</Text>
          {(question?.options ?? []).map((option) => {
            const list = step as MealListStep;
            const none = option.exclusive;
            if (none && !isNoneStep(list)) return null;
            if (!none && option.recipe_id === null) return null;
            const recipeId = option.recipe_id ?? 0;
            const checked = none
              ? draft.none.includes(list as never)
              : draft.lists[list].includes(recipeId);
            return (
              <Checkbox
                key={option.id}
                label={option.name}
                checked={checked}
                onChange={() => change(toggleMealChoice(draft, list, none ? 'none' : recipeId))}
              />
            );
          })}
        </fieldset>
      )}
      {step === 'protein' && (
        // docs/planner.md, Light meals: allowed by a suggestion or here, and turned off here.
        <Checkbox
          label={t('questionnaire.meal.lightMeals')}
          description={t('questionnaire.meal.lightMealsHint')}
          checked={draft.light_meals ?? false}
          onChange={(event) => change({ ...draft, light_meals: event.target.checked })}
        />
      )}
      {(step === 'seasoning' || step === 'spices') && (
        <RadioGroup
          legend={question?.name ?? ''}
          name={step}
          options={(question?.options ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
          value={(step === 'seasoning' ? draft.seasoning_id : draft.spice_id)?.toString() ?? ''}
          onChange={(value) =>
            change(
              step === 'seasoning'
                ? { ...draft, seasoning_id: Number(value) }
                : { ...draft, spice_id: Number(value) },
            )
          }
          required
        />
      )}
    </QuestionnaireSteps>
  );
}
