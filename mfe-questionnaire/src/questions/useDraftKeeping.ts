import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@mealprep/shared/api';
import type { QuestionnaireDraftState } from '@mealprep/shared/contracts';
import {
  QUESTIONNAIRE_DRAFT_VERSION,
  readQuestionnaireDraft,
  type Questionnaire,
  type QuestionnaireDraft,
  type QuestionnaireDraftAnswers,
  type QuestionnaireDraftSteps,
} from '@mealprep/shared/domain';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { useQuestionnaireDraftQuery, useSaveQuestionnaireDraftMutation } from './api';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './localDraft';
import { isCurrentDraft, isNewer } from './resume';

/** Answers typed within this long of each other go to the server as one draft. */
export const DRAFT_SAVE_DELAY_MS = 1000;

/** The signed-in customer and the draft the server keeps for them. */
export interface DraftSource {
  customerId: number | null;
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
  const query = useQuestionnaireDraftQuery(
    customerId === null ? skipToken : { group: questionnaire, customerId },
  );
  return { customerId, server: query.data ?? null, ready: customerId === null || !query.isLoading };
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

/**
 * Keeps a questionnaire's step and answers as the customer changes them (issue #34 finding 5):
 * at once in this browser, for a reload; on the server a moment later (at once on a change of
 * step), for the customer's other devices, one request after the other so the last one stays.
 * On arrival, the browser's draft replaces the starting point when it is newer than the
 * server's (`onRestore`), and goes to the server too. Nothing is kept until something changes.
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
  onRestore: (draft: QuestionnaireDraft<Q>) => void;
}) {
  const { customerId } = source;
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
  useEffect(() => {
    if (customerId === null || arrived.current) return;
    arrived.current = true;
    const local = readLocalDraft(customerId, questionnaire);
    if (!local) return;
    const answersChangedAt = source.server?.answers_changed_at ?? null;
    if (!isCurrentDraft(local, { now: Date.now(), answersChangedAt })) {
      removeLocalDraft(customerId, questionnaire);
      return;
    }
    if (!isNewer(local, start)) return;
    const restored = { ...local, answers: fit(local.answers) };
    baseline.current = snapshot(restored.step, restored.answers);
    lastStep.current = restored.step;
    restore.current(restored);
    // The server's copy is older (or missing): the other devices get this one.
    send(restored);
    // Once, on arrival, with what the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change the customer makes.
  useEffect(() => {
    if (customerId === null || ended.current) return;
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
    writeLocalDraft(customerId, questionnaire, draft);
    const stepChanged = lastStep.current !== step;
    lastStep.current = step;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { draft, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    if (stepChanged) flush();
  }, [customerId, questionnaire, linkStep, step, answers, flush]);

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
      if (customerId !== null) removeLocalDraft(customerId, questionnaire);
    }, [customerId, questionnaire]),
  };
}
