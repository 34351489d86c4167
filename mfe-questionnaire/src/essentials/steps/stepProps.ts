import type { EssentialsDraft } from '@mealprep/shared/plan';
import type { Question, QuestionsByName } from '../../questions/api';

/** What every essentials step is given by the flow (EssentialsPage). */
export interface StepProps {
  questions: QuestionsByName;
  draft: EssentialsDraft;
  /** Changes answers; an edited answer's error goes. */
  update: (patch: Partial<EssentialsDraft>) => void;
  /** The first message of a field (API field path), if it has one. */
  errorOf: (field: string) => string | undefined;
  /** A number field's blur handler: checks that field against the shared schema. */
  checkField: (field: string) => () => void;
}

/** A single-choice question's options as radio options. */
export function single(question: Question | undefined) {
  return (question?.options ?? []).map((option) => ({
    value: String(option.id),
    label: option.name,
    description: option.description ?? undefined,
  }));
}
