import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Question, QuestionOption } from '@mealprep/shared/plan/contracts';

/**
 * What this page reads of a question (the `Question` answer of `GET
 * /api/v1/user_preferences/questions/…`, docs/spec.md §3, §7): its name and its options' names.
 */
export type PreferenceQuestion = Pick<Question, 'id' | 'question_type' | 'name'> & {
  options: (Pick<QuestionOption, 'id' | 'name' | 'recipe_id'> &
    Partial<Pick<QuestionOption, 'code'>>)[];
};

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The questionnaire's questions, to name the customer's answers; failures shown by the page. */
    preferenceQuestions: build.query<Question[], 'essentials' | 'meals'>({
      query: (part) => ({
        url: part === 'essentials' ? apiPaths.essentialsQuestions : apiPaths.mealQuestions,
        options: { showError: false },
      }),
      providesTags: ['Questionnaire'],
    }),
  }),
});

export const { usePreferenceQuestionsQuery } = preferencesApi;
