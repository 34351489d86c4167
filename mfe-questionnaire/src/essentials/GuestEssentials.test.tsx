import { act, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@mealprep/shared/plan/contracts';
import type { QuestionnaireDraft } from '@mealprep/shared/plan';
import type { Locale } from '@mealprep/shared/i18n';
import { profileLoaded, sessionAbsent } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type RenderedRemotePage,
  type TestApi,
  type TestApiAnswer,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { localDraftKey } from '../questions/localDraft';
import { essentialQuestions, mealQuestions, optionOf } from '../testing/fixtures';

/**
 * Finding 9: "Start my plan" opens the essentials for a guest, whose answers are kept in this
 * browser; "See my plan" asks for an account, and once signed up (or in) in the same tab the
 * answers become the customer's — kept on the server, saved, and on to the meal questions.
 */

const ESSENTIALS = '/account/user-preferences/essentials';
const MEAL = '/account/user-preferences/meal';
const DRAFT = '/api/v1/user_preferences/draft/essentials';
/** GET: the questions; POST: saving the answers. */
const QUESTIONS = '/api/v1/user_preferences/questions/essentials';
const id = (question: string, code: string) => optionOf(essentialQuestions, question, code).id;

let api: TestApi;
/** Who the test API's session is (null: a guest). Like the API, it answers 401 without one. */
let session: Profile | null;
let serverDraft: unknown;
let answersChangedAt: string | null;
let saved: unknown[];
/** The questions, like an API that still wants a session for them. */
let questionsNeedSession: boolean;

const unauthenticated: TestApiAnswer = {
  status: 401,
  body: { error: 'unauthenticated', message: 'Please log in.', errors: {} },
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session = null;
  serverDraft = null;
  answersChangedAt = null;
  saved = [];
  questionsNeedSession = false;
  const signedIn = (answer: () => TestApiAnswer) => () => (session ? answer() : unauthenticated);
  api = await startTestApi({
    [`GET ${QUESTIONS}`]: () =>
      questionsNeedSession && !session
        ? unauthenticated
        : { status: 200, body: { data: essentialQuestions } },
    'GET /api/v1/user_preferences/questions/meal_prefences': signedIn(() => ({
      status: 200,
      body: { data: mealQuestions },
    })),
    'GET /api/v1/user_preferences/draft/meal_prefences': signedIn(() => ({
      status: 200,
      body: { data: { draft: null, answers_changed_at: answersChangedAt } },
    })),
    [`GET ${DRAFT}`]: signedIn(() => ({
      status: 200,
      body: { data: { draft: serverDraft, answers_changed_at: answersChangedAt } },
    })),
    [`POST ${DRAFT}`]: ({ body }) => {
      if (!session) return unauthenticated;
      serverDraft = body;
      return { status: 200, body: { data: { draft: body, answers_changed_at: answersChangedAt } } };
    },
    [`POST ${QUESTIONS}`]: ({ body }) => {
      if (!session) return unauthenticated;
      saved.push(body);
      serverDraft = null;
      return { status: 200, body: { data: { ...session, essentials_answered: true } } };
    },
  });
});
afterEach(() => api.close());

/** A page load as a guest: the shell's session check found nobody signed in. */
function openAsGuest(path: string, locale: Locale = 'en-US') {
  session = null;
  const page = renderRemotePage(routesModule, path, { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(sessionAbsent());
  });
  return page;
}

/** A page load signed in as `profile` (in the same tab: sessionStorage is kept). */
function openSignedIn(path: string, profile: Profile, locale: Locale = 'en-US') {
  session = profile;
  const page = renderRemotePage(routesModule, path, { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(profileLoaded(profile));
  });
  return page;
}

const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
/** What reached the draft and save endpoints, in order. */
const sessionCalls = () =>
  api.requests
    .map((request) => `${request.method} ${request.path}`)
    .filter((call) => call.endsWith(DRAFT) || call === `POST ${QUESTIONS}`);

const WORDS = {
  'en-US': { next: 'Next', skip: 'Skip', height: /Height \(cm\)/, weight: /Weight \(kg\)/ },
  'ms-MY': { next: 'Seterusnya', skip: 'Langkau', height: /Tinggi \(cm\)/, weight: /Berat \(kg\)/ },
};

/** Answers the first two sections and stops on the body type. */
async function answerToBodyType({ user }: RenderedRemotePage, locale: Locale = 'en-US') {
  const words = WORDS[locale];
  await user.click(await screen.findByRole('radio', { name: 'Active' }, { timeout: 5000 }));
  await user.click(screen.getByRole('button', { name: words.next }));
  await user.click(await screen.findByRole('radio', { name: 'Eat healthy' }));
  await user.click(screen.getByRole('button', { name: words.next }));
}

/** Answers every section, ending on the meal count with both of its answers. */
async function answerEverything(page: RenderedRemotePage, locale: Locale = 'en-US') {
  const words = WORDS[locale];
  const { user } = page;
  await answerToBodyType(page, locale);
  await user.click(await screen.findByRole('radio', { name: 'Mesomorph' }));
  await user.type(screen.getByLabelText(words.height), '170');
  await user.type(screen.getByLabelText(words.weight), '65');
  await user.click(screen.getByRole('button', { name: words.next }));
  await user.click(await screen.findByRole('button', { name: words.skip }));
  await user.click(await screen.findByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: words.next }));
  await user.click(await screen.findByRole('radio', { name: '3 meals per day' }));
  await user.click(screen.getByRole('radio', { name: '5 days per week' }));
}

describe('a guest starting a plan', () => {
  it.each([
    [
      'en-US',
      'Activity level',
      'No account needed to answer: your answers are kept in this browser. At the end, create an account to see your plan.',
    ],
    [
      'ms-MY',
      'Tahap aktiviti',
      'Tiada akaun diperlukan untuk menjawab: jawapan anda disimpan dalam pelayar ini. Di akhir, daftar akaun untuk melihat pelan anda.',
    ],
  ] as const)('sees the first question, not a sign-up form (%s)', async (locale, heading, note) => {
    openAsGuest(ESSENTIALS, locale);
    expect(await stepHeading(heading)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active' })).not.toBeChecked();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${QUESTIONS}`,
    ]);
  });

  it('keeps the answers in this browser across a reload, and sends none to the server', async () => {
    const first = openAsGuest(ESSENTIALS);
    await answerToBodyType(first);
    await first.user.click(await screen.findByRole('radio', { name: 'Mesomorph' }));
    first.unmount();

    const again = openAsGuest(ESSENTIALS);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mesomorph' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Eat healthy' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(localStorage.getItem(localDraftKey('guest', 'essentials'))).not.toBeNull();
    expect(sessionCalls()).toEqual([]);
  }, 15000);

  it('is sent to sign up only once every section is answered', async () => {
    const page = openAsGuest(`${ESSENTIALS}?step=meal_count`);
    await page.user.click(await screen.findByRole('radio', { name: '3 meals per day' }));
    await page.user.click(screen.getByRole('radio', { name: '5 days per week' }));
    await page.user.click(screen.getByRole('button', { name: 'See my plan' }));
    // The first section left unanswered opens, and the guest stays.
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(page.location().pathname).toBe(ESSENTIALS);
  });

  it('signs up at "See my plan"; back signed in, the answers are kept, saved, and the meal questions open', async () => {
    const guest = openAsGuest(ESSENTIALS, 'ms-MY');
    await answerEverything(guest, 'ms-MY');
    await guest.user.click(screen.getByRole('button', { name: 'Lihat pelan saya' }));

    await waitFor(() => expect(guest.location().pathname).toBe('/ms-MY/auth/register'));
    const params = new URLSearchParams(guest.location().search);
    expect(params.get('redirect')).toBe(`/ms-MY${ESSENTIALS}`);
    expect(params.get('reason')).toBe('plan');
    expect(sessionCalls()).toEqual([]);
    guest.unmount();

    // Signed up: the shell's guest guard takes the new customer back to `redirect`.
    const back = openSignedIn(ESSENTIALS, customerProfile(), 'ms-MY');
    await waitFor(() => expect(back.location().pathname).toBe(`/ms-MY${MEAL}`), {
      timeout: 5000,
    });
    // The draft first (kept for the customer's other devices), then the answers, checked again
    // by the API.
    expect(sessionCalls()).toEqual([`GET ${DRAFT}`, `POST ${DRAFT}`, `POST ${QUESTIONS}`]);
    const posted = api.requests.find((request) => request.method === 'POST')?.body;
    expect(posted).toMatchObject({ version: 1, step: 'meal_count', link_step: null });
    expect(saved).toEqual([
      {
        activity_level_id: id('activity_level', 'active'),
        goal_id: id('goal', 'healthy'),
        goal_description: null,
        body_type_id: id('body_type', 'mesomorph'),
        height: 170,
        weight: 65,
        meal_count_id: id('meal_count', 'meals_3'),
        meal_day_id: id('meal_day', 'days_5'),
        allergies: [],
        supplements: [],
        home_meal: null,
        custom_macros: null,
      },
    ]);
    // Handed over once: neither the guest's copy nor the customer's is left.
    expect(localStorage.getItem(localDraftKey('guest', 'essentials'))).toBeNull();
    expect(localStorage.getItem(localDraftKey(7, 'essentials'))).toBeNull();
  }, 20000);

  it('signed in part-way over saved answers and an older draft: back at their step, kept for the account', async () => {
    const guest = openAsGuest(ESSENTIALS);
    await answerToBodyType(guest);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    guest.unmount();

    // The account answered before (a custom goal) and left a draft on another device yesterday.
    const older: QuestionnaireDraft<'essentials'> = {
      version: 1,
      step: 'meal_count',
      link_step: null,
      answers: {
        activity_level_id: id('activity_level', 'active'),
        goal_id: id('goal', 'custom_macro'),
        goal_code: 'custom_macro',
        goal_description: null,
        custom_macros: { protein: 150, carbohydrate: 200, fat: 60 },
        body_type_id: id('body_type', 'mesomorph'),
        height: 180,
        weight: 80,
        allergies: [],
        allergies_skipped: true,
        has_supplements: false,
        supplements: [],
        home_meal: null,
        meal_count_id: id('meal_count', 'meals_3'),
        meal_day_id: null,
      },
      saved_at: new Date(Date.now() - 86_400_000).toISOString(),
    };
    serverDraft = older;
    answersChangedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const account = customerProfile({
      essentials_answered: true,
      height: 180,
      weight: 80,
      custom_macros: { protein: 150, carbohydrate: 200, fat: 60 },
      preferences: {
        ...customerProfile().preferences,
        activity_level_id: id('activity_level', 'active'),
        goal_id: id('goal', 'custom_macro'),
        body_type_id: id('body_type', 'mesomorph'),
        meal_count_id: id('meal_count', 'meals_3'),
        meal_day_id: id('meal_day', 'days_5'),
      },
    });
    const page = openSignedIn(ESSENTIALS, account);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    // The guest's answers are the newer draft: the account's other devices get them, once.
    await waitFor(() =>
      expect(serverDraft).toMatchObject({ step: 'body_type', answers: { goal_code: 'healthy' } }),
    );
    expect(sessionCalls()).toEqual([`GET ${DRAFT}`, `POST ${DRAFT}`]);
    await page.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Eat healthy' })).toBeChecked();
    // Nothing is saved over the account's answers until the customer finishes.
    expect(saved).toEqual([]);
    expect(page.location().pathname).toBe(ESSENTIALS);
  }, 15000);

  it("never gives a guest's answers to an account signed in in another tab", async () => {
    const guest = openAsGuest(ESSENTIALS);
    await answerToBodyType(guest);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    guest.unmount();
    const kept = localStorage.getItem(localDraftKey('guest', 'essentials'));

    sessionStorage.clear(); // another tab, or the next person at a shared computer
    openSignedIn(ESSENTIALS, customerProfile({ id: 8 }));
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active' })).not.toBeChecked();
    expect(sessionCalls()).toEqual([`GET ${DRAFT}`]);
    // Still the guest's, for the guest.
    expect(localStorage.getItem(localDraftKey('guest', 'essentials'))).toBe(kept);
  });

  it('signs up first when the API still wants a session for the questions', async () => {
    questionsNeedSession = true;
    const page = openAsGuest(ESSENTIALS);
    await waitFor(() => expect(page.location().pathname).toBe('/auth/register'), {
      timeout: 5000,
    });
    expect(new URLSearchParams(page.location().search).get('redirect')).toBe(ESSENTIALS);
    expect(new URLSearchParams(page.location().search).get('reason')).toBe('plan');
  });
});
