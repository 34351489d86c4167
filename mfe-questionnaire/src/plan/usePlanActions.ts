import { useState } from 'react';
import { useAddToCartMutation } from '@mealprep/shared/cart/api';
import { useBus } from '@mealprep/shared/bus';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { useCommonT, type Locale } from '@mealprep/shared/i18n';
import type { PlanChange } from '@mealprep/shared/plan/ui';
import { useAppDispatch } from '@mealprep/shared/store';
import { useT } from '../i18n';
import {
  planApi,
  useDeleteMealPlanMutation,
  useEditMealPlanMutation,
  useGenerateMealPlanMutation,
} from './api';

/**
 * What a customer can do with a ready plan (docs/spec.md §2, §4): add it to the cart, edit it,
 * regenerate it, delete it (after a confirm). A refusal is toasted by the client; a success
 * says so (docs/spec.md §8). Each request's state comes from its mutation.
 */
export function usePlanActions(plan: MealPlan, locale: Locale) {
  const t = useT();
  const common = useCommonT();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const [addToCart, adding] = useAddToCartMutation();
  const [edit, editing] = useEditMealPlanMutation();
  const [generate, generating] = useGenerateMealPlanMutation();
  // Its state is not shown (the confirm dialog's button is busy): no render for it.
  const [remove] = useDeleteMealPlanMutation({ selectFromResult: () => ({}) });

  // The meal last removed, to put back (a removal can be undone).
  const [removed, setRemoved] = useState<RemovedMeal | null>(null);

  const succeeded = (description: string) =>
    bus.emit('toast.show', {
      variant: 'success',
      title: common('common.api.successTitle'),
      description,
    });

  return {
    adding: adding.isLoading,
    regenerating: generating.isLoading,
    /** The edit whose request runs. */
    editingNow: editing.isLoading ? (editing.originalArgs?.edit ?? null) : null,

    async addToCart() {
      const result = await addToCart({
        plan_id: plan.id,
        plan_type: 'PERSONALIZED',
        quantity: 1,
        servings: 1,
      });
      if ('error' in result) return;
      // The answer is the cart, already in the data layer (the header's count reads it); the
      // plan is in the cart now.
      dispatch(planApi.util.invalidateTags([{ type: 'Plan', id: plan.id }]));
      succeeded(t('questionnaire.plan.added'));
    },

    /** The meal the last edit removed, while it can be put back. */
    removed,

    /** Removes or adds a meal, or swaps a dish of one; a swap is announced as an update. */
    async edit(change: PlanChange) {
      const removing = change.action === 'remove' ? removedMeal(plan, change) : null;
      const result = await edit({ id: plan.id, locale, edit: change });
      if ('error' in result) return;
      // docs/spec.md §8 toasts; the page offers to undo a removal beside the plan.
      setRemoved(removing);
      succeeded(
        t(
          change.action === 'remove'
            ? 'questionnaire.plan.mealRemoved'
            : 'questionnaire.plan.mealUpdated',
        ),
      );
    },

    /** Puts the removed meal back where it was: its dishes, portioned again with the day. */
    async undoRemoval() {
      if (!removed) return;
      const result = await edit({
        id: plan.id,
        locale,
        edit: {
          action: 'add',
          day: removed.day,
          meal: removed.meal,
          recipe_ids: removed.recipeIds,
        },
      });
      if ('error' in result) return;
      setRemoved(null);
      succeeded(t('questionnaire.plan.mealRestored', { day: removed.day, meal: removed.meal }));
    },

    dismissRemoval() {
      setRemoved(null);
    },

    /** True once the API accepted the regenerate (the plan is pending again). */
    async regenerate(): Promise<boolean> {
      const result = await generate({ planId: plan.id });
      if ('error' in result) return false;
      setRemoved(null); // the new plan has other meals: nothing of the old one to put back
      bus.emit('toast.show', {
        variant: 'info',
        description: t('questionnaire.plan.regenerating'),
      });
      return true;
    },

    remove() {
      bus.emit('confirm.open', {
        // Names what goes and what stays, and the dismiss button says what it keeps.
        title: t('questionnaire.plan.deleteTitle', { days: plan.days.length }),
        message: t('questionnaire.plan.deleteMessage'),
        confirmTitle: t('questionnaire.plan.delete'),
        cancelTitle: t('questionnaire.plan.keep'),
        // The confirm dialog's button is busy while this runs.
        action: async () => {
          const result = await remove(plan.id);
          if (!('error' in result)) succeeded(t('questionnaire.plan.deleted'));
        },
      });
    },
  };
}

export interface RemovedMeal {
  day: number;
  meal: number;
  /** Its dishes (not its cooking oil or balancing sides, which the day's portioning adds). */
  recipeIds: number[];
}

function removedMeal(plan: MealPlan, change: { day: number; meal: number }): RemovedMeal | null {
  const meal = plan.days
    .find((day) => day.day === change.day)
    ?.meals.find((entry) => entry.meal === change.meal);
  if (!meal) return null;
  const recipeIds = [
    ...new Set(
      meal.items.flatMap((item) =>
        item.recipe_id === null || item.side_servings ? [] : [item.recipe_id],
      ),
    ),
  ];
  return recipeIds.length > 0 ? { day: change.day, meal: change.meal, recipeIds } : null;
}
