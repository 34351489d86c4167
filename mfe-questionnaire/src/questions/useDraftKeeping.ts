import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@mealprep/shared/api';
import type { QuestionnaireDraftState } from '@mealprep/shared/plan/contracts';
import {
  QUESTIONNAIRE_DRAFT_VERSION,
  readQuestionnaireDraft,
  type Questionnaire,
  type QuestionnaireDraft,
  type QuestionnaireDraftAnswers,
  type QuestionnaireDraftSteps,
} from '@mealprep/shared/plan';
import { selectAuthStatus, selectProfile, useAppSelector } from '@mealprep/shared/store';
import { useQuestionnaireDraftQuery, useSaveQuestionnaireDraftMutation } from './api';
import { guestAnswered, guestShownAnswers, takeGuestAnswers } from './guestHandOff';
import { readLocalDraft, removeLocalDraft, writeLocalDraft, type DraftOwner } from './localDraft';
import { isCurrentDraft, isNewer } from './resume';

/** Answers typed within this long of each other go to the server as one draft. */
export const DRAFT_SAVE_DELAY_MS = 1000;

/** The signed-in customer and the draft the server keeps for them. */
export interface DraftSource {
  customerId: number | null;
  /**
   * Nobody is signed in (finding 9: a guest answers the essentials first): the answers are kept
   * in this browser only, as the guest's, and nothing is sent to the server.
   */
  guest: boolean;
  server: QuestionnaireDraftState | null;
  /** False while the server's draft is asked for: the questionnaire waits for it. */
  ready: boolean;
}

/**
 * Asks for the server's draft of `questionnaire` as the page opens (beside its questions, so a
 * page rendered on the server has it in the same pass). Without it (an old API, no network) the
 * page goes on with the browser's draft.
 */
export function useDraftSource(questionnaire: Questionnaire): DraftSource {
  const customerId = useAppSelector(selectProfile)?.id ?? null;
  const status = useAppSelector(selectAuthStatus);
  const query = useQuestionnaireDraftQuery(
    customerId === null ? skipToken : { group: questionnaire, customerId },
  );
  return {
    customerId,
    // The session was looked up and holds no customer (an admin has an account, not a profile).
    guest: customerId === null && (status === 'signedOut' || status === 'signedIn'),
    server: query.data ?? null,
    ready: customerId === null || !query.isLoading,
  };
}

/**
 * The draft a questionnaire starts from on its first render: the server's, if current. The
 * browser's own copy is read after the first render (`useDraftKeeping`), so a page the server
 * rendered hydrates to the same markup.
 */
export function useServerDraft<Q extends Questionnaire>(
  questionnaire: Q,
  source: DraftSource,
  fit: (answers: QuestionnaireDraftAnswers[Q]) => QuestionnaireDraftAnswers[Q],
): QuestionnaireDraft<Q> | null {
  const [start] = useState(() => {
    const draft = readQuestionnaireDraft(questionnaire, source.server?.draft ?? null);
    const current =
      draft !== null &&
      isCurrentDraft(draft, {
        now: Date.now(),
        answersChangedAt: source.server?.answers_changed_at ?? null,
      });
    return current ? { ...draft, answers: fit(draft.answers) } : null;
  });
  return start;
}

const snapshot = (step: string, answers: unknown) => JSON.stringify([step, answers]);

/** About a restored draft: `seePlan` when a guest here handed it over asking for the plan. */
export interface RestoredFrom {
  seePlan: boolean;
}

/**
 * Keeps a questionnaire's step and answers as the customer changes them:
 * at once in this browser, for a reload; on the server a moment later (at once on a change of
 * step), for the customer's other devices, one request after the other so the last one stays.
 * On arrival, the browser's draft replaces the starting point when it is newer than the
 * server's (`onRestore`), and goes to the server too. Nothing is kept until something changes.
 * A guest's answers stay in this browser (finding 9); the customer who signs in in the same tab
 * soon after takes them over on arrival (`guestHandOff.ts`): they become that customer's draft,
 * here and on the server, where the newer-draft rule above applies to them too.
 */
export function useDraftKeeping<Q extends Questionnaire>({
  questionnaire,
  source,
  start,
  linkStep,
  step,
  answers,
  fit,
  onRestore,
}: {
  questionnaire: Q;
  source: DraftSource;
  /** What the page started from (`useServerDraft`). */
  start: QuestionnaireDraft<Q> | null;
  /** The `?step=` the page was opened with. */
  linkStep: QuestionnaireDraftSteps[Q] | null;
  step: QuestionnaireDraftSteps[Q];
  answers: QuestionnaireDraftAnswers[Q];
  fit: (answers: QuestionnaireDraftAnswers[Q]) => QuestionnaireDraftAnswers[Q];
  onRestore: (draft: QuestionnaireDraft<Q>, from: RestoredFrom) => void;
}) {
  const { customerId } = source;
  const owner: DraftOwner | null = customerId ?? (source.guest ? 'guest' : null);
  const [saveDraft] = useSaveQuestionnaireDraftMutation();
  const baseline = useRef<string | null>(null);
  baseline.current ??= snapshot(step, answers);
  const lastStep = useRef(step);
  const pending = useRef<{ draft: QuestionnaireDraft<Q>; timer: ReturnType<typeof setTimeout> }>(
    null,
  );
  const sent = useRef<Promise<unknown>>(Promise.resolve());
  const ended = useRef(false);

  const send = useCallback(
    (draft: QuestionnaireDraft<Q>) => {
      if (customerId === null) return;
      const previous = sent.current;
      sent.current = previous.then(() => saveDraft({ group: questionnaire, customerId, draft }));
    },
    [customerId, questionnaire, saveDraft],
  );
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    send(waiting.draft);
  }, [send]);

  // On arrival: the browser's draft, when it is current and newer than what the page started from.
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const arrived = useRef(false);
  /** Set by a restore: the change effect of the same commit still sees what the page arrived with. */
  const restoring = useRef(false);
  useEffect(() => {
    if (owner === null || arrived.current) return;
    arrived.current = true;
    const answersChangedAt = source.server?.answers_changed_at ?? null;
    const current = (draft: QuestionnaireDraft<Q>) =>
      isCurrentDraft(draft, { now: Date.now(), answersChangedAt });
    // Signed in here just after answering as a guest: those answers are this customer's now.
    const handedOff = owner === 'guest' ? null : takeGuestAnswers(questionnaire);
    const guests = handedOff && current(handedOff.draft) ? handedOff.draft : null;
    let own = readLocalDraft(owner, questionnaire);
    if (own && !current(own)) {
      removeLocalDraft(owner, questionnaire);
      own = null;
    }
    const local = guests && (!own || isNewer(guests, own)) ? guests : own;
    if (!local || !isNewer(local, start)) return;
    const restored = { ...local, answers: fit(local.answers) };
    baseline.current = snapshot(restored.step, restored.answers);
    lastStep.current = restored.step;
    restoring.current = true;
    const fromGuest = guests !== null && local === guests;
    // This browser's copy is the customer's now (the guest's went when it was taken).
    if (fromGuest) writeLocalDraft(owner, questionnaire, restored);
    if (owner === 'guest') guestShownAnswers(questionnaire);
    restore.current(restored, { seePlan: fromGuest && (handedOff?.seePlan ?? false) });
    // The server's copy is older (or missing): the other devices get this one.
    send(restored);
    // Once, on arrival, with what the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change the customer makes.
  useEffect(() => {
    if (owner === null || ended.current) return;
    // Not a change: the answers the restore replaces (kept, they would undo it here and on the
    // server until the next render).
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    const now = snapshot(step, answers);
    if (now === baseline.current) return;
    baseline.current = now;
    const draft: QuestionnaireDraft<Q> = {
      version: QUESTIONNAIRE_DRAFT_VERSION,
      step,
      link_step: linkStep,
      answers,
      saved_at: new Date().toISOString(),
    };
    writeLocalDraft(owner, questionnaire, draft);
    if (owner === 'guest') {
      // No account to keep it for yet: it waits in this browser for the one signed in here.
      guestAnswered(questionnaire);
      return;
    }
    const stepChanged = lastStep.current !== step;
    lastStep.current = step;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { draft, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    if (stepChanged) flush();
  }, [owner, questionnaire, linkStep, step, answers, flush]);

  // Leaving the page sends what is still waiting.
  useEffect(() => () => flush(), [flush]);

  return {
    /** Sends what is waiting and waits for every draft sent: the answers are saved after them. */
    settle: useCallback(() => {
      flush();
      return sent.current.then(() => undefined);
    }, [flush]),
    /** The answers are saved (the server ended its draft): the browser's goes too. */
    discard: useCallback(() => {
      ended.current = true;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (owner !== null) removeLocalDraft(owner, questionnaire);
    }, [owner, questionnaire]),
  };
}
