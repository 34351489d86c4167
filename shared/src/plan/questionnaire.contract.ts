/** The questionnaires' questions (docs/spec.md §3: `question_type.name`, options in order). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum, Timestamp } from '../core/common.contract';

export const QuestionOption = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  value: Nullable(Type.Number()),
  exclusive: Type.Boolean(),
  recipe_id: Nullable(Type.Integer()),
});
export type QuestionOption = Static<typeof QuestionOption>;

/** One question of `GET /api/v1/user_preferences/questions/essentials|meal_prefences`. */
export const Question = Type.Object({
  id: Id,
  question_type: Type.Object({ name: Type.String() }),
  name: Type.String(),
  description: Nullable(Type.String()),
  selection: StringEnum(['single', 'multiple'] as const),
  skippable: Type.Boolean(),
  options: Type.Array(QuestionOption),
});
export type Question = Static<typeof Question>;

/**
 * `GET/POST /api/v1/user_preferences/draft/essentials|meal_prefences`: the customer's
 * questionnaire answered part-way, if any (`readQuestionnaireDraft` of `@mealprep/shared/plan`
 * reads it; its `answers` are the screens' `EssentialsDraft` or `MealDraft`), and when the
 * customer's answers last changed (saved, or by an accepted suggestion): a draft from before
 * then is out of date.
 */
export const QuestionnaireDraftState = Type.Object({
  draft: Nullable(
    Type.Object({
      version: Type.Integer(),
      step: Type.String(),
      link_step: Nullable(Type.String()),
      answers: Type.Unknown({ description: 'EssentialsDraft or MealDraft' }),
      saved_at: Timestamp,
    }),
  ),
  answers_changed_at: Nullable(Timestamp),
});
export type QuestionnaireDraftState = Static<typeof QuestionnaireDraftState>;
