import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { MealPlan, PlanDeleted, PlanQueued } from '@mealprep/shared/plan/contracts';
import type { Locale } from '@mealprep/shared/i18n';
import type { PlanChange } from '@mealprep/shared/plan/ui';
import type {
  PlanChangeRequest,
  PlanGenerateRequest,
  PlanSuggestionRequest,
} from '@mealprep/shared/validation';

/**
 * The personalised plan (docs/spec.md §4, §9). Plans carry text in the visitor's language (why a
 * dish was left out, a missed target), so the language is part of each cache key. Every change
 * makes the cached plans stale ('Plan'), except an edit, whose answer is the edited plan.
 */
export const planApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's current plan, or null before the first one. */
    currentMealPlan: build.query<MealPlan | null, Locale>({
      query: () => ({ url: apiPaths.currentPlan, options: { showError: false } }),
      providesTags: (plan) => ['Plan', ...(plan ? [{ type: 'Plan' as const, id: plan.id }] : [])],
    }),
    mealPlan: build.query<MealPlan, { id: number; locale: Locale }>({
      query: ({ id }) => ({ url: apiPaths.plan(id), options: { showError: false } }),
      providesTags: (_plan, _error, { id }) => [{ type: 'Plan', id }],
    }),
    /** Generates a plan from the answers, or with `planId` regenerates that one. */
    generateMealPlan: build.mutation<PlanQueued, { planId?: number }>({
      query: ({ planId }) => ({
        url: apiPaths.planGenerate,
        method: 'POST',
        body: (planId === undefined ? {} : { plan_id: planId }) satisfies PlanGenerateRequest,
      }),
      invalidatesTags: (queued) => (queued ? ['Plan'] : []),
    }),
    /** Removes or adds a meal, or swaps a meal's dishes (docs/planner.md, Editing a plan). */
    editMealPlan: build.mutation<MealPlan, { id: number; locale: Locale; edit: PlanChange }>({
      // The plan screen's edits, one kind at a time, are each a body the schema takes.
      query: ({ id, edit }) => ({
        url: apiPaths.plan(id),
        method: 'POST',
        body: edit satisfies PlanChangeRequest,
      }),
      // The answer is the edited plan: it replaces the cached plan without another request —
      // the plan of that id, and the current plan when it is the one edited (a subscription
      // week's plan is never the current one).
      async onQueryStarted({ id, locale }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            planApi.util.upsertQueryEntries([
              { endpointName: 'mealPlan', arg: { id, locale }, value: data },
            ]),
          );
          dispatch(
            planApi.util.updateQueryData('currentMealPlan', locale, (current) =>
              current?.id === id ? data : current,
            ),
          );
        } catch {
          // Refused: the plan is as it was (the client has raised its toast).
        }
      },
    }),
    /** Accepts a suggestion: the answers change and the plan is made again (docs/planner.md). */
    acceptPlanSuggestion: build.mutation<PlanQueued, { planId: number; suggestionId: string }>({
      query: ({ planId, suggestionId }) => ({
        url: apiPaths.planSuggestion(planId),
        method: 'POST',
        body: { suggestion_id: suggestionId } satisfies PlanSuggestionRequest,
      }),
      // The answers changed too: the profile (the summary reads it) is stale.
      invalidatesTags: (queued) => (queued ? ['Plan', 'Profile'] : []),
    }),
    /** Deletes the plan; its cart line goes too (docs/spec.md §4). */
    deleteMealPlan: build.mutation<PlanDeleted, number>({
      query: (id) => ({ url: apiPaths.plan(id), method: 'DELETE' }),
      invalidatesTags: (deleted) => (deleted ? ['Plan', 'Cart'] : []),
    }),
  }),
});

export const {
  useCurrentMealPlanQuery,
  useMealPlanQuery,
  useGenerateMealPlanMutation,
  useEditMealPlanMutation,
  useDeleteMealPlanMutation,
  useAcceptPlanSuggestionMutation,
} = planApi;
