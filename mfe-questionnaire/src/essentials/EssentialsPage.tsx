import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useLocation } from '@mealprep/shared/router';
import {
  ESSENTIAL_STEPS,
  essentialStepComplete,
  type EssentialStep,
  type EssentialsDraft,
  type QuestionnaireDraft,
} from '@mealprep/shared/plan';
import { useLocale } from '@mealprep/shared/i18n';
import { RETURN_PARAM, useAppNavigate } from '@mealprep/shared/routes';
import { SIGN_IN_REASON_PARAM, type SignInReason } from '@mealprep/shared/cart';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Button, Stack, Text, focusFirstError } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useQuestions, useSaveAnswers, type QuestionsByName } from '../questions/api';
import { guestAskedForPlan } from '../questions/guestHandOff';
import { resumeStep } from '../questions/resume';
import { QuestionnairePage, QuestionnaireSteps } from '../questions/SetupLayout';
import {
  useDraftKeeping,
  useDraftSource,
  useServerDraft,
  type DraftSource,
} from '../questions/useDraftKeeping';
import { essentialStepOf, schemaErrors, type StepErrors } from '../questions/validation';
import { draftFromProfile, essentialsBody, fitEssentialsDraft } from './draft';
import { ActivityLevelStep } from './steps/ActivityLevelStep';
import { AllergiesStep } from './steps/AllergiesStep';
import { BodyTypeStep } from './steps/BodyTypeStep';
import { GoalStep } from './steps/GoalStep';
import { MealCountStep } from './steps/MealCountStep';
import type { StepProps } from './steps/stepProps';
import { SupplementsStep } from './steps/SupplementsStep';

function stepFromSearch(search: string): EssentialStep | null {
  const wanted = new URLSearchParams(search).get('step');
  return (ESSENTIAL_STEPS as readonly string[]).includes(wanted ?? '')
    ? (wanted as EssentialStep)
    : null;
}

const allAnswered = (draft: EssentialsDraft) =>
  ESSENTIAL_STEPS.every((section) => essentialStepComplete(section, draft));

/**
 * Finding 9: sends a guest to the sign-up tab, saying why, with the way back to this address
 * (where the answers kept in this browser resume).
 */
function useSignUpForPlan() {
  const navigate = useAppNavigate();
  const location = useLocation();
  return useCallback(
    (replace = false) => {
      const reason: SignInReason = 'plan';
      const search = new URLSearchParams({
        [RETURN_PARAM]: `${location.pathname}${location.search}`,
        [SIGN_IN_REASON_PARAM]: reason,
      });
      navigate('register', undefined, { search: `?${search.toString()}`, replace });
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * docs/spec.md §2, §4, §5 essentials questionnaire: one section at a time (Next, Prev, Skip on
 * allergies only, jump to a section), the last one saves and moves on to the meal questionnaire.
 * A guest answers them too (finding 9): the answers stay in this browser, and the last section
 * asks them to sign up to see the plan; signed in, the answers are theirs and are saved.
 */
export default function EssentialsPage() {
  const t = useT();
  const source = useDraftSource('essentials');
  const questions = useQuestions('essentials');
  const signUp = useSignUpForPlan();
  // An API that still wants a session for the questions (this remote is released apart from
  // it): the guest signs up first, as before.
  const refused = source.guest && apiErrorOf(questions.error)?.status === 401;
  useEffect(() => {
    if (refused) signUp(true);
  }, [refused, signUp]);
  return (
    <QuestionnairePage
      group="essentials"
      title={t('questionnaire.essentials.title')}
      pending={!source.ready}
    >
      {(questions) => <EssentialsFlow questions={questions} source={source} />}
    </QuestionnairePage>
  );
}

/** One component per step (docs/spec.md §2.8), in the order of ESSENTIAL_STEPS. */
const STEPS: Record<EssentialStep, ComponentType<StepProps>> = {
  activity_level: ActivityLevelStep,
  goal: GoalStep,
  body_type: BodyTypeStep,
  allergies: AllergiesStep,
  supplements: SupplementsStep,
  meal_count: MealCountStep,
};

function EssentialsFlow({
  questions,
  source,
}: {
  questions: QuestionsByName;
  source: DraftSource;
}) {
  const t = useT();
  const navigate = useAppNavigate();
  const profile = useAppSelector(selectProfile);
  const { save, saving } = useSaveAnswers();
  const { guest } = source;
  const signUp = useSignUpForPlan();
  const initial = useMemo(() => draftFromProfile(profile, questions), [profile, questions]);
  const fit = useCallback(
    (answers: EssentialsDraft) => fitEssentialsDraft(answers, questions),
    [questions],
  );
  // docs/planner.md, Answers kept part-way: the server's draft (another device's) if any.
  const resumed = useServerDraft('essentials', source, fit);
  const [draft, setDraft] = useState<EssentialsDraft>(resumed?.answers ?? initial);
  const location = useLocation();
  const [linkStep] = useState(() => stepFromSearch(location.search));
  const [step, setStep] = useState<EssentialStep>(() =>
    resumeStep(resumed, linkStep, 'activity_level'),
  );
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

  // A change of step moves focus to the new step; arriving on the page does not, so focus
  // stays on the page's h1 where the shell put it (docs/accessibility.md, keyboard spec).
  const arrivalStep = useRef(step);
  const stepChanged = useRef(false);
  const arrived = useRef(false);
  // Answers a guest handed on with "See my plan", to save once signed in.
  const [handedOn, setHandedOn] = useState<EssentialsDraft | null>(null);
  const keeping = useDraftKeeping({
    questionnaire: 'essentials',
    source,
    start: resumed,
    linkStep,
    step,
    answers: draft,
    fit,
    // This browser's draft is newer: the page arrives there (focus stays on the h1).
    onRestore: (kept: QuestionnaireDraft<'essentials'>, from) => {
      const at = resumeStep(kept, linkStep, 'activity_level');
      if (!stepChanged.current) arrivalStep.current = at;
      setDraft(kept.answers);
      setStep(at);
      // Signed up from a guest's "See my plan": the answers are saved and the customer goes on.
      if (from.seePlan && allAnswered(kept.answers)) setHandedOn(kept.answers);
    },
  });
  useEffect(() => {
    if (!handedOn) return;
    setHandedOn(null);
    void saveAndGoOn(handedOn);
    // Once, for the answers handed on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handedOn]);
  useEffect(() => {
    // The first run is the arrival; a kept draft restored after it moves the arrival step.
    const arriving = !arrived.current;
    arrived.current = true;
    if (arriving || (!stepChanged.current && step === arrivalStep.current)) return;
    stepChanged.current = true;
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
    if (guest) await askForAccount();
    else await saveAndGoOn(draft);
  }

  /** Field errors next to their fields, on the step that asks for the first of them. */
  function openErrors(found: StepErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setStep(essentialStepOf(first));
    setFocusRequest((count) => count + 1);
  }

  async function saveAndGoOn(answers: EssentialsDraft) {
    // The draft's last request goes first: saving the answers ends the server's draft.
    await keeping.settle();
    const result = await save({ group: 'essentials', body: essentialsBody(answers) });
    if (result.ok) {
      keeping.discard();
      navigate('mealQuestionnaire');
      return;
    }
    openErrors(result.errors);
  }

  /**
   * A guest's "See my plan": every section answered and the whole body right by the API's own
   * schema (it checks them again once the guest has an account), then sign up.
   */
  async function askForAccount() {
    const open = ESSENTIAL_STEPS.find((section) => !essentialStepComplete(section, draft));
    if (open) {
      setStep(open);
      return;
    }
    const found = await schemaErrors(
      (validation) => validation.essentialsAnswersSchema,
      essentialsBody(draft),
      locale,
      () => true,
    );
    if (Object.keys(found).length > 0) {
      openErrors(found);
      return;
    }
    guestAskedForPlan('essentials');
    signUp();
  }

  const errorOf = (field: string) => errors[field]?.[0];
  const Step = STEPS[step];

  const lastLabel = guest ? t('questionnaire.guest.seePlan') : t('questionnaire.nextSection');
  const steps = (
    <QuestionnaireSteps
      id="essentials"
      steps={ESSENTIAL_STEPS}
      step={step}
      onStep={setStep}
      complete={complete}
      saving={saving}
      nextLabel={last ? lastLabel : t('questionnaire.next')}
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
        <Step
          questions={questions}
          draft={draft}
          update={update}
          errorOf={errorOf}
          checkField={checkField}
        />
      </Stack>
    </QuestionnaireSteps>
  );
  if (!guest) return steps;
  return (
    <Stack gap={4}>
      <Text tone="muted">{t('questionnaire.guest.note')}</Text>
      {steps}
    </Stack>
  );
}
