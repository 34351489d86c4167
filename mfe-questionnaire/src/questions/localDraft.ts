import {
  readQuestionnaireDraft,
  type Questionnaire,
  type QuestionnaireDraft,
} from '@mealprep/shared/plan';

/**
 * The browser's copy of a questionnaire answered part-way, one per
 * customer and questionnaire: on a shared device one customer never opens another's answers.
 * A guest's answers (the essentials, answered before signing up: finding 9) are a copy of their
 * own, `guest`, which an account takes over only as `guestHandOff.ts` allows. The value names
 * its owner too (`customer_id`, null for the guest), and is read with the API's own reader
 * (`readQuestionnaireDraft`): another version, another owner or anything malformed is dropped,
 * never half-read. Storage that is full, turned off or refused is no error: the draft is then
 * only on the server (a guest's, nowhere).
 */
const PREFIX = 'mealprep.questionnaireDraft';

/** Whose copy: a signed-in customer's (their id) or this browser's guest's. */
export type DraftOwner = number | 'guest';

const ownerId = (owner: DraftOwner) => (owner === 'guest' ? null : owner);

export function localDraftKey(owner: DraftOwner, questionnaire: Questionnaire): string {
  return `${PREFIX}.${owner}.${questionnaire}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (a privacy setting) throws on access.
    return null;
  }
}

export function removeLocalDraft(owner: DraftOwner, questionnaire: Questionnaire): void {
  try {
    storage()?.removeItem(localDraftKey(owner, questionnaire));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

export function readLocalDraft<Q extends Questionnaire>(
  owner: DraftOwner,
  questionnaire: Q,
): QuestionnaireDraft<Q> | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(localDraftKey(owner, questionnaire)) ?? null;
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
    typeof value === 'object' && value !== null && value.customer_id === ownerId(owner)
      ? readQuestionnaireDraft(questionnaire, value.draft)
      : null;
  if (!draft) removeLocalDraft(owner, questionnaire);
  return draft;
}

export function writeLocalDraft<Q extends Questionnaire>(
  owner: DraftOwner,
  questionnaire: Q,
  draft: QuestionnaireDraft<Q>,
): void {
  try {
    storage()?.setItem(
      localDraftKey(owner, questionnaire),
      JSON.stringify({ customer_id: ownerId(owner), draft }),
    );
  } catch {
    // Full or refused: the server keeps it for a signed-in customer (a guest's is not kept).
  }
}
