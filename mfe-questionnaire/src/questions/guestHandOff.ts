import type { Questionnaire, QuestionnaireDraft } from '@mealprep/shared/plan';
import { readLocalDraft, removeLocalDraft } from './localDraft';

/**
 * Finding 9: a guest answers the essentials first, then signs up (or in) to see the plan. Their
 * answers are the guest's copy in localStorage (`localDraft.ts`); this note, in sessionStorage,
 * says that a guest in this tab typed or was shown them lately, so the account signed in here
 * next takes them over, once. Without it — another tab, or the next person at a shared computer
 * hours later — no account is given a guest's answers.
 */
const KEY = 'mealprep.questionnaireDraft.guestHandOff';

/** From the guest's last answer: time to sign up, not to reach the next person at a shared computer. */
export const HAND_OFF_FOR_MS = 2 * 60 * 60 * 1000;

interface HandOffNote {
  questionnaire: Questionnaire;
  /** The guest pressed "See my plan" with every answer given: signed in, the answers are saved. */
  see_plan: boolean;
  at: number;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // A browser that refuses storage throws on access: nothing is handed over.
    return null;
  }
}

function readNote(): HandOffNote | null {
  try {
    const raw = session()?.getItem(KEY);
    if (!raw) return null;
    const note = JSON.parse(raw) as Partial<HandOffNote> | null;
    if (
      (note?.questionnaire === 'essentials' || note?.questionnaire === 'meal') &&
      typeof note.see_plan === 'boolean' &&
      typeof note.at === 'number'
    ) {
      return { questionnaire: note.questionnaire, see_plan: note.see_plan, at: note.at };
    }
  } catch {
    // Malformed: as if there were none.
  }
  return null;
}

function writeNote(questionnaire: Questionnaire, seePlan: boolean | 'kept'): void {
  const before = readNote();
  const see_plan =
    seePlan === 'kept' ? before?.questionnaire === questionnaire && before.see_plan : seePlan;
  try {
    session()?.setItem(KEY, JSON.stringify({ questionnaire, see_plan, at: Date.now() }));
  } catch {
    // Full or refused: the guest's answers stay in this browser, for the guest.
  }
}

function forgetNote(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing noted.
  }
}

/** The guest changed an answer in this tab (and is answering again, not asking for the plan). */
export function guestAnswered(questionnaire: Questionnaire): void {
  writeNote(questionnaire, false);
}

/** The guest was shown the answers they kept before, in this tab. */
export function guestShownAnswers(questionnaire: Questionnaire): void {
  writeNote(questionnaire, 'kept');
}

/** The guest answered everything and asked to see the plan: they are sent to sign up. */
export function guestAskedForPlan(questionnaire: Questionnaire): void {
  writeNote(questionnaire, true);
}

export interface HandedOff<Q extends Questionnaire> {
  draft: QuestionnaireDraft<Q>;
  seePlan: boolean;
}

/**
 * For the customer now signed in in this tab: the guest's answers, if a guest here typed or was
 * shown them within `HAND_OFF_FOR_MS`. Taken once: the guest's copy and the note are gone after.
 */
export function takeGuestAnswers<Q extends Questionnaire>(
  questionnaire: Q,
  now: number = Date.now(),
): HandedOff<Q> | null {
  const note = readNote();
  if (!note || note.questionnaire !== questionnaire) return null;
  forgetNote();
  if (now - note.at > HAND_OFF_FOR_MS) return null;
  const draft = readLocalDraft('guest', questionnaire);
  removeLocalDraft('guest', questionnaire);
  return draft ? { draft, seePlan: note.see_plan } : null;
}
