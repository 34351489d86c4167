import type { Questionnaire, QuestionnaireDraft } from '@mealprep/shared/plan';

/** A draft not touched for this long is dropped: the customer has moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether a draft is still worth resuming: not older than `DRAFT_MAX_AGE_MS`, and kept after the
 * customer's answers last changed (`answersChangedAt`, the server's time: a draft a device kept
 * before the answers were saved elsewhere, or changed by an accepted suggestion, would undo
 * them; give or take the two clocks).
 */
export function isCurrentDraft(
  draft: QuestionnaireDraft,
  { now, answersChangedAt }: { now: number; answersChangedAt: string | null },
): boolean {
  const saved = Date.parse(draft.saved_at);
  if (!Number.isFinite(saved) || now - saved > DRAFT_MAX_AGE_MS) return false;
  return answersChangedAt === null || !(saved <= Date.parse(answersChangedAt));
}

export function isNewer(draft: QuestionnaireDraft, than: QuestionnaireDraft | null): boolean {
  return than === null || Date.parse(draft.saved_at) > Date.parse(than.saved_at);
}

/**
 * Where a page opened with `?step=linkStep` starts: at the draft's step when the address is the
 * one the draft was kept on (a reload, or no step asked for), else at the step the link names
 * (a summary's "change" link opens that step, with the draft's answers).
 */
export function resumeStep<Q extends Questionnaire>(
  draft: QuestionnaireDraft<Q> | null,
  linkStep: QuestionnaireDraft<Q>['step'] | null,
  first: QuestionnaireDraft<Q>['step'],
): QuestionnaireDraft<Q>['step'] {
  if (draft && (linkStep === null || linkStep === draft.link_step)) return draft.step;
  return linkStep ?? first;
}
