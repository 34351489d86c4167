/** Questionnaire rows → the answers of the questions and draft calls (docs/spec.md §7). */
import { readQuestionnaireDraft, type Questionnaire } from '@mealprep/shared/plan';
import type { Question, QuestionnaireDraftState } from '@mealprep/shared/plan/contracts';
import type { Locale } from '@mealprep/shared/locale';
import type { DraftRecord, QuestionRow } from '../repositories/preferences';

/** A question as the questionnaire screens read it (shared/src/plan/questionnaire.contract.ts). */
export type QuestionAnswer = Question;

export function presentQuestions(questions: QuestionRow[], locale: Locale): QuestionAnswer[] {
  return questions.map((question) => ({
    id: question.id,
    question_type: { name: question.name },
    name: question.title[locale],
    description: question.description?.[locale] ?? null,
    selection: question.selection,
    skippable: question.skippable,
    options: question.options.map((option) => ({
      id: option.id,
      code: option.code,
      name: option.name[locale],
      description: option.description?.[locale] ?? null,
      value: option.value,
      exclusive: option.exclusive,
      recipe_id: option.recipeId,
    })),
  }));
}

/** The draft as the screens read it: a stored one of another version reads as none. */
export function presentDraft(
  questionnaire: Questionnaire,
  record: DraftRecord,
): QuestionnaireDraftState {
  return {
    draft: readQuestionnaireDraft(questionnaire, record.draft),
    answers_changed_at: record.answersChangedAt?.toISOString() ?? null,
  };
}
