import { BLANK_ESSENTIALS_DRAFT, type QuestionnaireDraft } from '@mealprep/shared/plan';
import {
  guestAnswered,
  guestAskedForPlan,
  guestShownAnswers,
  HAND_OFF_FOR_MS,
  takeGuestAnswers,
} from './guestHandOff';
import { localDraftKey, readLocalDraft, writeLocalDraft } from './localDraft';

/** Finding 9: which account, if any, takes over the answers a guest kept in this browser. */

const NOW = Date.parse('2026-03-02T09:00:00+08:00');

const draft: QuestionnaireDraft<'essentials'> = {
  version: 1,
  step: 'goal',
  link_step: null,
  answers: { ...BLANK_ESSENTIALS_DRAFT, activity_level_id: 3 },
  saved_at: new Date(NOW).toISOString(),
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('handing a guest’s answers to the account signed in', () => {
  it('gives them, once, to the account signed in in the tab where they were answered', () => {
    writeLocalDraft('guest', 'essentials', draft);
    guestAnswered('essentials');
    expect(takeGuestAnswers('essentials', NOW + 60_000)).toEqual({ draft, seePlan: false });
    expect(takeGuestAnswers('essentials', NOW + 60_000)).toBeNull();
    expect(localStorage.getItem(localDraftKey('guest', 'essentials'))).toBeNull();
  });

  it('says when the guest asked for the plan, until they change an answer again', () => {
    writeLocalDraft('guest', 'essentials', draft);
    guestAskedForPlan('essentials');
    guestShownAnswers('essentials'); // back on the page, answers unchanged
    expect(takeGuestAnswers('essentials', NOW)?.seePlan).toBe(true);

    writeLocalDraft('guest', 'essentials', draft);
    guestAskedForPlan('essentials');
    guestAnswered('essentials');
    expect(takeGuestAnswers('essentials', NOW)?.seePlan).toBe(false);
  });

  it.each([
    ['no guest answered in this tab', () => undefined, NOW],
    [
      'the last answer is over two hours old',
      () => guestAnswered('essentials'),
      NOW + HAND_OFF_FOR_MS + 1,
    ],
    ['the note is for the other questionnaire', () => guestAnswered('meal'), NOW],
  ])('keeps them for the guest when %s', (_, note, now) => {
    writeLocalDraft('guest', 'essentials', draft);
    note();
    expect(takeGuestAnswers('essentials', now)).toBeNull();
    expect(readLocalDraft('guest', 'essentials')).toEqual(draft);
  });

  it('ignores a note that is not one', () => {
    writeLocalDraft('guest', 'essentials', draft);
    sessionStorage.setItem('mealprep.questionnaireDraft.guestHandOff', '{"questionnaire":');
    expect(takeGuestAnswers('essentials', NOW)).toBeNull();
    expect(readLocalDraft('guest', 'essentials')).toEqual(draft);
  });

  it('reads a customer’s copy as none of the guest’s, and the guest’s as none of a customer’s', () => {
    writeLocalDraft(7, 'essentials', draft);
    localStorage.setItem(
      localDraftKey('guest', 'essentials'),
      localStorage.getItem(localDraftKey(7, 'essentials')) ?? '',
    );
    expect(readLocalDraft('guest', 'essentials')).toBeNull();
    writeLocalDraft('guest', 'essentials', draft);
    localStorage.setItem(
      localDraftKey(7, 'essentials'),
      localStorage.getItem(localDraftKey('guest', 'essentials')) ?? '',
    );
    expect(readLocalDraft(7, 'essentials')).toBeNull();
  });
});
