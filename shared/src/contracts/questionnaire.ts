/** The questionnaires' questions (docs/spec.md §3: `question_type.name`, options in order). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum } from './common';

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
