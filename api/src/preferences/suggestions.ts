/**
 * What a plan's suggestions may change in the answers, and accepting one (docs/planner.md,
 * Suggestions): the offered recipes the customer did not choose, the meals-a-day answers, and the
 * answers rewritten with an accepted change.
 */
import { MEAL_LIST_STEPS } from '@mealprep/shared/plan';
import type { AnswerChange, PlanRequest } from '../planner';
import type { Answers, PreferencesRepository } from '../repositories/preferences';
import { plannerRecipeOf } from './answers';

const isListStep = (question: string) => (MEAL_LIST_STEPS as readonly string[]).includes(question);

/**
 * The planner's request with the kitchen's balancing sides and what a suggestion may add: offered
 * recipes not chosen, meal counts, allowing the sides.
 */
export async function withCandidates(
  preferences: PreferencesRepository,
  request: PlanRequest,
): Promise<PlanRequest> {
  const options = await preferences.options();
  const chosen = new Set(request.recipes.map((recipe) => recipe.id));
  const offered = options.flatMap((option) =>
    option.recipeId !== null && isListStep(option.question) && !chosen.has(option.recipeId)
      ? [option.recipeId]
      : [],
  );
  const recipes = await preferences.recipes([...new Set(offered)]);
  const mealCounts = options.flatMap((option) =>
    option.question === 'meal_count' && option.value !== null ? [option.value] : [],
  );
  const sides = await preferences.sides();
  return { ...request, candidates: recipes.map(plannerRecipeOf), mealCounts, sides };
}

/**
 * Saves the answers with the changes made: an added recipe joins the meal choices (replacing a
 * "none" of its list), a swap replaces one chosen dish with another of its list, a meal count
 * replaces the meals-a-day answer, and balancing sides become
 * allowed. False when an option the
 * change needs is no longer offered (nothing is saved then).
 */
export async function acceptChanges(
  preferences: PreferencesRepository,
  userId: number,
  answers: Answers,
  changes: readonly AnswerChange[],
): Promise<boolean> {
  const row = answers.row;
  if (!row || row.seasoningId === null || row.spiceId === null) return false;
  const options = await preferences.options();
  let optionIds = answers.mealChoices.map((option) => option.id);
  let mealCountId = row.mealCountId;
  for (const change of changes) {
    if (
      change.kind === 'allow_sides' ||
      change.kind === 'allow_light_meals' ||
      change.kind === 'cook_home_meal'
    )
      continue;
    if (change.kind === 'add_recipe' || change.kind === 'swap_recipe') {
      const option = options.find(
        (entry) => entry.recipeId === change.recipe_id && isListStep(entry.question),
      );
      if (!option) return false;
      if (change.kind === 'swap_recipe') {
        // The swapped-out dish leaves its list; the list keeps the dish swapped in.
        const removed = options.find(
          (entry) => entry.recipeId === change.remove_id && entry.question === option.question,
        );
        if (!removed || !optionIds.includes(removed.id)) return false;
        optionIds = optionIds.filter((id) => id !== removed.id);
      }
      const noneOfList = new Set(
        options
          .filter((entry) => entry.question === option.question && entry.exclusive)
          .map((entry) => entry.id),
      );
      optionIds = [...optionIds.filter((id) => !noneOfList.has(id) && id !== option.id), option.id];
    } else {
      const option = options.find(
        (entry) => entry.question === 'meal_count' && entry.value === change.meals,
      );
      if (!option) return false;
      mealCountId = option.id;
    }
  }
  if (mealCountId !== row.mealCountId) {
    if (
      row.activityLevelId === null ||
      row.goalId === null ||
      row.bodyTypeId === null ||
      row.heightCm === null ||
      row.weightKg === null ||
      row.mealDayId === null ||
      mealCountId === null
    )
      return false;
    await preferences.saveEssentials(userId, {
      activityLevelId: row.activityLevelId,
      goalId: row.goalId,
      goalDescription: row.goalDescription,
      bodyTypeId: row.bodyTypeId,
      heightCm: row.heightCm,
      weightKg: row.weightKg,
      mealCountId,
      mealDayId: row.mealDayId,
      allergies: answers.allergies.map((option) => option.id),
      supplements: row.supplements,
      homeMeal: row.homeMeal ?? null,
      customMacros: row.customMacros ?? null,
    });
  }
  if (changes.some((change) => change.kind === 'allow_sides') && !row.balancingSides)
    await preferences.allowSides(userId);
  if (changes.some((change) => change.kind === 'allow_light_meals') && !row.lightMeals)
    await preferences.allowLightMeals(userId);
  // After a meal count is saved (saveEssentials writes the home meal it read).
  if (changes.some((change) => change.kind === 'cook_home_meal') && row.homeMeal)
    await preferences.cookHomeMeal(userId);
  if (!changes.some((change) => change.kind === 'add_recipe' || change.kind === 'swap_recipe'))
    return true;
  await preferences.saveMeals(userId, {
    oil: row.oil,
    optionIds,
    seasoningId: row.seasoningId,
    spiceId: row.spiceId,
  });
  return true;
}
