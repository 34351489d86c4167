import {
  GOALS,
  type EssentialsAnswers,
  type EssentialsDraft,
  type Goal,
} from '@mealprep/shared/plan';
import type { Profile } from '@mealprep/shared/plan/contracts';
import type { Question } from '../questions/api';

export const BLANK_SUPPLEMENT = { name: '', calories: 0, protein: 0, fat: 0, carbohydrate: 0 };

function goalCode(questions: Record<string, Question>, id: number | null): Goal | null {
  const code = questions.goal?.options.find((option) => option.id === id)?.code;
  return (GOALS as readonly string[]).includes(code ?? '') ? (code as Goal) : null;
}

/** The draft the essentials screens start from: the saved answers, if any. */
export function draftFromProfile(
  profile: Profile | null,
  questions: Record<string, Question>,
): EssentialsDraft {
  const preferences = profile?.preferences;
  const answered = profile?.essentials_answered ?? false;
  const supplements = profile?.supplements ?? [];
  return {
    activity_level_id: preferences?.activity_level_id ?? null,
    goal_id: preferences?.goal_id ?? null,
    goal_description: preferences?.goal_description ?? null,
    body_type_id: preferences?.body_type_id ?? null,
    height: profile?.height ?? null,
    weight: profile?.weight ?? null,
    meal_count_id: preferences?.meal_count_id ?? null,
    meal_day_id: preferences?.meal_day_id ?? null,
    allergies: (profile?.allergies ?? []).map((allergy) => allergy.id),
    supplements,
    home_meal: profile?.home_meal ?? null,
    custom_macros: profile?.custom_macros ?? null,
    has_supplements: answered ? supplements.length > 0 || Boolean(profile?.home_meal) : null,
    allergies_skipped: answered && (profile?.allergies.length ?? 0) === 0,
    goal_code: goalCode(questions, preferences?.goal_id ?? null),
  };
}

/**
 * A kept draft against the questions as they are now: an option no
 * longer offered is unanswered again, and the goal's code follows its option.
 */
export function fitEssentialsDraft(
  draft: EssentialsDraft,
  questions: Record<string, Question>,
): EssentialsDraft {
  const offered = (question: string, id: number | null) =>
    id !== null && questions[question]?.options.some((option) => option.id === id) ? id : null;
  const goalId = offered('goal', draft.goal_id);
  return {
    ...draft,
    activity_level_id: offered('activity_level', draft.activity_level_id),
    goal_id: goalId,
    goal_code: goalCode(questions, goalId),
    body_type_id: offered('body_type', draft.body_type_id),
    meal_count_id: offered('meal_count', draft.meal_count_id),
    meal_day_id: offered('meal_day', draft.meal_day_id),
    allergies: draft.allergies.filter((id) => offered('allergies', id) !== null),
  };
}

/** The body of `POST .../questions/essentials` (docs/spec.md §7: without has_supplements). */
export function essentialsBody(draft: EssentialsDraft): EssentialsAnswers {
  const yes = draft.has_supplements === true;
  return {
    activity_level_id: draft.activity_level_id,
    goal_id: draft.goal_id,
    goal_description: draft.goal_description,
    body_type_id: draft.body_type_id,
    height: draft.height,
    weight: draft.weight,
    meal_count_id: draft.meal_count_id,
    meal_day_id: draft.meal_day_id,
    allergies: draft.allergies_skipped ? [] : draft.allergies,
    supplements: yes ? draft.supplements : [],
    home_meal: yes ? draft.home_meal : null,
    custom_macros: draft.goal_code === 'custom_macro' ? draft.custom_macros : null,
  };
}

export { goalCode };
