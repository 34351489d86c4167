import { useCallback } from 'react';
import {
  apiErrorOf,
  apiPaths,
  baseApi,
  type FieldErrors,
  type FormText,
} from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { Question, QuestionnaireDraftState, Profile } from '@mealprep/shared/plan/contracts';
import type { QuestionnaireDraft } from '@mealprep/shared/plan';
import { useCommonT, useLocale, type Locale } from '@mealprep/shared/i18n';
import { profileLoaded } from '@mealprep/shared/store';
import type { EssentialsAnswersRequest, MealAnswersRequest } from '@mealprep/shared/validation';

/** A question as `GET .../questions/*` answers it (the API's response schema). */
export type { Question } from '@mealprep/shared/plan/contracts';

export type QuestionGroup = 'essentials' | 'meal';

/** The questions of a group keyed by `question_type.name`. */
export type QuestionsByName = Record<string, Question>;

const questionsPath = {
  essentials: apiPaths.essentialsQuestions,
  meal: apiPaths.mealQuestions,
} as const;

const draftPath = {
  essentials: apiPaths.essentialsDraft,
  meal: apiPaths.mealDraft,
} as const;

/** Whose draft: the cache keeps one customer's apart from the next one's on a shared device. */
export interface DraftKey {
  group: QuestionGroup;
  customerId: number;
}

/**
 * The answers as the questionnaire holds them: an unanswered question is still null, and the
 * API's schema says so at its field.
 */
type SaveRequest =
  | { group: 'essentials'; body: FormText<EssentialsAnswersRequest> }
  | { group: 'meal'; body: FormText<MealAnswersRequest> };

/**
 * The questionnaire's data (docs/spec.md §7). The questions are worded in the visitor's language,
 * so the language is part of the cache key: switching it asks again instead of showing the
 * other language's words. A save answers the updated profile, which goes to the store at once.
 */
export const questionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    questionnaireQuestions: build.query<QuestionsByName, { group: QuestionGroup; locale: Locale }>({
      query: ({ group }) => ({ url: questionsPath[group], options: { showError: false } }),
      transformResponse: (questions: Question[]) =>
        Object.fromEntries(questions.map((question) => [question.question_type.name, question])),
      providesTags: (_result, _error, { group }) => [{ type: 'Questionnaire', id: group }],
    }),
    saveQuestionnaireAnswers: build.mutation<Profile, SaveRequest>({
      // The page shows field errors at their fields; other refusals are toasted by useSaveAnswers.
      query: ({ group, body }) => ({
        url: questionsPath[group],
        method: 'POST',
        body,
        options: { showError: false },
      }),
      // Other parts' cached profile (the account's) is stale now; the store's is the answer.
      invalidatesTags: (result) => (result ? ['Profile'] : []),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          dispatch(profileLoaded((await queryFulfilled).data));
        } catch {
          // Refused: the store keeps the saved profile; the page says why.
        }
      },
    }),
    /** The questionnaire as the customer left it part-way on any device. */
    questionnaireDraft: build.query<QuestionnaireDraftState, DraftKey>({
      query: ({ group }) => ({ url: draftPath[group], options: { showError: false } }),
      // Asked again on each visit: another device may have moved on meanwhile.
      keepUnusedDataFor: 0,
    }),
    /** Keeps the draft for the customer's other devices; a failure is quiet (the browser has it). */
    saveQuestionnaireDraft: build.mutation<
      QuestionnaireDraftState,
      DraftKey & { draft: QuestionnaireDraft }
    >({
      query: ({ group, draft }) => ({
        url: draftPath[group],
        method: 'POST',
        body: draft,
        options: { showError: false },
      }),
    }),
  }),
});

export const {
  useQuestionnaireQuestionsQuery,
  useSaveQuestionnaireAnswersMutation,
  useQuestionnaireDraftQuery,
  useSaveQuestionnaireDraftMutation,
} = questionsApi;

/** One questionnaire's questions, in the visitor's language. */
export function useQuestions(group: QuestionGroup) {
  const locale = useLocale();
  return useQuestionnaireQuestionsQuery({ group, locale });
}

export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Saves answers. A refusal with field errors is left to the page (it shows them at the fields);
 * any other failure is toasted here. `saving` is true while a save runs.
 */
export function useSaveAnswers() {
  const [save, { isLoading: saving }] = useSaveQuestionnaireAnswersMutation();
  const bus = useBus();
  const common = useCommonT();
  const run = useCallback(
    async (request: SaveRequest): Promise<SaveResult> => {
      const result = await save(request);
      if (!('error' in result)) return { ok: true };
      const error = apiErrorOf(result.error);
      const errors = error?.errors ?? {};
      if (Object.keys(errors).length === 0) {
        bus.emit('toast.show', {
          variant: 'destructive',
          title: common('common.toast.errorTitle'),
          description: error?.message ?? common('common.api.failure'),
        });
      }
      return { ok: false, errors };
    },
    [save, bus, common],
  );
  return { save: run, saving };
}
