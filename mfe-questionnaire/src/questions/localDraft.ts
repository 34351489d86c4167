import {
  readQuestionnaireDraft,
  type Questionnaire,
  type QuestionnaireDraft,
} from '@mealprep/shared/domain';

/**
 * The browser's copy of a questionnaire answered part-way (issue #34 finding 5), one per
 * customer and questionnaire: on a shared device one customer never opens another's answers.
 * The value names its customer too, and is read with the API's own reader
 * (`readQuestionnaireDraft`): another version, another customer or anything malformed is
 * dropped, never half-read. Storage that is full, turned off or refused is no error: the draft
 * is then only on the server.
 */
const PREFIX = 'mealprep.questionnaireDraft';

export function localDraftKey(customerId: number, questionnaire: Questionnaire): string {
  return `${PREFIX}.${customerId}.${questionnaire}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (a privacy setting) throws on access.
    return null;
  }
}

export function removeLocalDraft(customerId: number, questionnaire: Questionnaire): void {
  try {
    storage()?.removeItem(localDraftKey(customerId, questionnaire));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

export function readLocalDraft<Q extends Questionnaire>(
  customerId: number,
  questionnaire: Q,
): QuestionnaireDraft<Q> | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(localDraftKey(customerId, questionnaire)) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let kept: unknown = null;
  try {
    kept = JSON.parse(raw);
  } catch {
    // Malformed: dropped below.
  }
  const value = kept as { customer_id?: unknown; draft?: unknown } | null;
  const draft =
    typeof value === 'object' && value !== null && value.customer_id === customerId
      ? readQuestionnaireDraft(questionnaire, value.draft)
      : null;
  if (!draft) removeLocalDraft(customerId, questionnaire);
  return draft;
}

export function writeLocalDraft<Q extends Questionnaire>(
  customerId: number,
  questionnaire: Q,
  draft: QuestionnaireDraft<Q>,
): void {
  try {
    storage()?.setItem(
      localDraftKey(customerId, questionnaire),
      JSON.stringify({ customer_id: customerId, draft }),
    );
  } catch {
    // Full or refused: the server keeps it for a signed-in customer.
  }
}
