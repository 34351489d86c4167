import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { useCommonT } from '@mealprep/shared/i18n';
import type { Profile } from '@mealprep/shared/domain';
import { profileLoaded, useAppDispatch } from '@mealprep/shared/store';

/** API paths of this remote (docs/spec.md §7, `meal_prefences` spelt as the specification has it). */
export const questionPaths = {
  essentials: '/api/v1/user_preferences/questions/essentials',
  meal: '/api/v1/user_preferences/questions/meal_prefences',
} as const;

export const planPaths = {
  generate: '/api/v1/user_personalized_meal/generate',
  current: '/api/v1/user_personalized_meal/plan',
  one: (id: number) => `/api/v1/user_personalized_meal/${id}`,
} as const;

/** A question as `GET .../questions/*` answers it. */
export interface Question {
  id: number;
  question_type: { name: string };
  name: string;
  description: string | null;
  selection: 'single' | 'multiple';
  skippable: boolean;
  options: QuestionOption[];
}

export interface QuestionOption {
  id: number;
  code: string;
  name: string;
  description: string | null;
  value: number | null;
  exclusive: boolean;
  recipe_id: number | null;
}

export type QuestionsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; byName: Record<string, Question> };

/** Loads one questionnaire's questions, keyed by `question_type.name`. */
export function useQuestions(group: 'essentials' | 'meal'): QuestionsState {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QuestionsState>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((current) => current + 1);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    api.get<Question[]>(questionPaths[group], { signal: controller.signal, showError: false }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          setState({ status: 'error', retry });
          return;
        }
        setState({
          status: 'ready',
          byName: Object.fromEntries(result.data.map((q) => [q.question_type.name, q])),
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, group, attempt, retry]);
  return state;
}

/**
 * Saves answers; the API answers the updated profile, which goes to the store. A refusal with
 * field errors is left to the page (it shows them at the fields); any other failure is toasted.
 */
export function useSaveAnswers() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const bus = useBus();
  const common = useCommonT();
  return useCallback(
    async (group: 'essentials' | 'meal', body: unknown) => {
      const result = await api.post<Profile>(questionPaths[group], body, { showError: false });
      if (!result.ok && Object.keys(result.errors).length === 0) {
        bus.emit('toast.show', {
          variant: 'destructive',
          title: common('common.toast.errorTitle'),
          description: result.message,
        });
      }
      if (result.ok) dispatch(profileLoaded(result.data));
      return result;
    },
    [api, bus, common, dispatch],
  );
}
