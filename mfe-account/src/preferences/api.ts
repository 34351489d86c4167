import { apiPaths, baseApi } from '@mealprep/shared/api';

/** A question as `GET /api/v1/user_preferences/questions/…` answers it (docs/spec.md §3, §7). */
export interface PreferenceQuestion {
  id: number;
  question_type: { name: string };
  name: string;
  options: { id: number; code?: string; name: string; recipe_id: number | null }[];
}

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The questionnaire's questions, to name the customer's answers; failures shown by the page. */
    preferenceQuestions: build.query<PreferenceQuestion[], 'essentials' | 'meals'>({
      query: (part) => ({
        url: part === 'essentials' ? apiPaths.essentialsQuestions : apiPaths.mealQuestions,
        options: { showError: false },
      }),
      providesTags: ['Questionnaire'],
    }),
  }),
});

export const { usePreferenceQuestionsQuery } = preferencesApi;
