import { caloriesOf, type Macros } from '@mealprep/shared/catalogue';
import { PLAN_TARGETS } from '@mealprep/shared/plan';
import { senToAmount } from '@mealprep/shared/core';
import type {
  MealPlan,
  NutritionTotals,
  PlanExtra,
  PlanItem,
} from '@mealprep/shared/plan/contracts';
import type { Locale } from '@mealprep/shared/locale';
import { t } from '../i18n/messages';
import {
  addMealRefusal,
  COOKING_OIL_NAME,
  removeMealRefusal,
  removeRefusalText,
  swapOptions,
  swapRefusalText,
  extrasName,
  kindOf,
  leftOutReason,
  missReason,
  planPriceSen,
  secondPortionText,
  suggestionText,
  type GeneratedPlan,
  type StoredItem,
  type StoredMeal,
} from '.';
import type { PlanRow } from '../repositories/plans';

const EMPTY: NutritionTotals = { calories: 0, protein: 0, carbohydrate: 0, fat: 0 };

/** Whole grams, and the calories of those grams: what the plan shows, so its sums add up. */
function whole(macros: Macros): NutritionTotals {
  const rounded = {
    protein: Math.round(macros.protein),
    carbohydrate: Math.round(macros.carbohydrate),
    fat: Math.round(macros.fat),
  };
  return { calories: caloriesOf(rounded), ...rounded };
}

function sum(parts: readonly NutritionTotals[]): NutritionTotals {
  return parts.reduce(
    (total, part) => ({
      calories: total.calories + part.calories,
      protein: total.protein + part.protein,
      carbohydrate: total.carbohydrate + part.carbohydrate,
      fat: total.fat + part.fat,
    }),
    EMPTY,
  );
}

/** A stored component as listed: the component itself, then its cooking oil when it has any. */
function itemsOf(item: StoredItem, locale: Locale): PlanItem[] {
  const items: PlanItem[] = [
    {
      recipe_id: item.recipe_id,
      name: item.name[locale],
      grams: item.grams,
      ...(item.second ? { second_portion: item.second } : {}),
      ...(item.side ? { side_servings: item.side } : {}),
      ...whole({ ...item, fat: (Math.round(item.fat * 10) - Math.round(item.oil * 10)) / 10 }),
    },
  ];
  if (item.oil > 0) {
    items.push({
      recipe_id: null,
      name: COOKING_OIL_NAME[locale],
      grams: item.oil,
      ...whole({ protein: 0, carbohydrate: 0, fat: item.oil }),
    });
  }
  return items;
}

/** The supplements and home-sourced meal of a plan, each with its counted figures. */
function extrasOf(result: GeneratedPlan, locale: Locale): PlanExtra[] {
  if (!result.supplements) {
    // A plan stored before its extras were kept one by one: their sum as one line.
    return result.extras.calories > 0
      ? [{ kind: 'supplement', name: extrasName(locale), ...whole(result.extras) }]
      : [];
  }
  const extras: PlanExtra[] = result.supplements.map((supplement) => ({
    kind: 'supplement',
    name: supplement.name,
    ...whole(supplement),
  }));
  if (result.homeMeal) {
    extras.push({ kind: 'home_meal', name: result.homeMeal.name, ...whole(result.homeMeal) });
  }
  return extras;
}

/**
 * What a meal of an unlocked plan offers to edit (docs/planner.md, Editing a plan): whether it can
 * be removed, and what its dishes can be swapped for, each refusal with its reason, so the page
 * marks an action unavailable instead of sending a request the API refuses.
 */
function mealEdits(result: GeneratedPlan, day: number, meal: StoredMeal, locale: Locale) {
  const removal = removeMealRefusal(result, day, meal.meal);
  const swaps = swapOptions(result, meal).map((option) => ({
    recipe_id: option.recipeId,
    name: option.name[locale],
    replaces_id: option.replaces.id,
    replaces: option.replaces.name[locale],
    recipe_ids: option.recipeIds,
    refused: option.leftOut ? leftOutReason(locale, option.leftOut, option.name[locale]) : null,
  }));
  return {
    remove_refused: removal
      ? removeRefusalText(locale, { ...removal, day, meal: meal.meal })
      : null,
    swaps,
    swap_refused:
      swaps.length === 0 ? swapRefusalText(locale, { reason: 'none', day, meal: meal.meal }) : null,
  };
}

/**
 * A plan as `GET /api/v1/user_personalized_meal/plan` answers it (docs/architecture.md §5). Every
 * counted thing is listed (components, cooking oil, supplements, home-sourced meal) in whole
 * grams, and each meal's and day's totals are the sums of what is listed.
 */
export function presentPlan(
  row: PlanRow,
  locale: Locale,
  cartItemId: number | null,
  weekOf: string | null = null,
): MealPlan {
  const result = row.status === 'ready' ? row.result : null;
  const extras = result ? extrasOf(result, locale) : [];
  const extrasTotal = sum(extras);
  const days = (result?.days ?? []).map((day) => {
    const meals = day.meals.map((meal) => {
      const items = meal.items.flatMap((item) => itemsOf(item, locale));
      return {
        meal: meal.meal,
        totals: sum(items),
        items,
        ...(result && !row.lockedAt ? mealEdits(result, day.day, meal, locale) : {}),
      };
    });
    const refusal = result && !row.lockedAt ? addMealRefusal(result, day.day) : null;
    return {
      day: day.day,
      totals: sum([...meals.map((meal) => meal.totals), extrasTotal]),
      meals,
      add_meal_refused:
        refusal === null
          ? null
          : t(locale, refusal === 'full' ? 'planDayFull' : 'planNoRecipes', { day: day.day }),
    };
  });
  return {
    id: row.id,
    status: row.status,
    locked: row.lockedAt !== null,
    locked_reason: row.lockedAt ? t(locale, row.forWeek ? 'planWeekLocked' : 'planLocked') : null,
    daily_requirements: result?.requirements ?? null,
    counted_extras: extrasTotal,
    extras,
    left_out: (result?.leftOut ?? []).map((entry) => ({
      recipe_id: entry.recipe_id,
      name: entry.name[locale],
      reason: leftOutReason(locale, entry.reason, entry.name[locale]),
    })),
    days,
    misses: (result?.misses ?? []).map((miss) => ({
      day: miss.day,
      target: miss.target,
      // The figure the customer sees for that day, not the planner's unrounded one.
      reason: missReason(locale, {
        ...miss,
        actual: days.find((day) => day.day === miss.day)?.totals[miss.target] ?? miss.actual,
      }),
    })),
    adjustments: (result?.days ?? []).flatMap((day) =>
      day.meals.flatMap((meal) =>
        meal.items.flatMap((item) =>
          item.second
            ? [
                secondPortionText(locale, {
                  day: day.day,
                  meal: meal.meal,
                  name: item.name[locale],
                  grams: item.grams,
                }),
              ]
            : [],
        ),
      ),
    ),
    // A locked plan is paid for: nothing about it can change any more.
    suggestions: row.lockedAt
      ? []
      : (result?.suggestions ?? []).map((suggestion) => ({
          id: suggestion.id,
          text: suggestionText(locale, suggestion.changes),
          kind: kindOf(suggestion.changes),
          days_before: suggestion.before,
          days_after: suggestion.after,
          days: suggestion.days,
          targets_before: suggestion.targetsBefore ?? null,
          targets_after: suggestion.targetsAfter ?? null,
          targets: suggestion.days * PLAN_TARGETS.length,
          price_after:
            suggestion.priceAfterSen === undefined ? null : senToAmount(suggestion.priceAfterSen),
        })),
    price: result ? senToAmount(planPriceSen(result)) : null,
    in_cart: cartItemId !== null,
    week_of: weekOf,
    cart_item_id: cartItemId,
  };
}
