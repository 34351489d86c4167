import { act, screen, waitFor } from '@testing-library/react';
import {
  BLANK_ESSENTIALS_DRAFT,
  type EssentialsDraft,
  type QuestionnaireDraft,
} from '@mealprep/shared/plan';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
  type TestApiRequest,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { essentialQuestions, mealQuestions, optionOf } from '../testing/fixtures';
import { localDraftKey } from './localDraft';

/**
 * A questionnaire answered part-way resumes where it was after a reload
 * (the page mounted again with a new store, as a reload makes it) and on another device (the
 * server's draft), never with another customer's answers.
 */

const ESSENTIALS = '/account/user-preferences/essentials';
const MEAL = '/account/user-preferences/meal';
const DRAFT_PATH = {
  essentials: '/api/v1/user_preferences/draft/essentials',
  meal: '/api/v1/user_preferences/draft/meal_prefences',
};

const customer = customerProfile();
const id = (question: string, code: string) => optionOf(essentialQuestions, question, code).id;

let api: TestApi;
/** What the test server keeps as the customer's drafts (null: none), as the API would. */
let kept: Record<'essentials' | 'meal', unknown>;
let answersChangedAt: string | null;
/** The server keeps nothing: the test is about this browser alone. */
let serverKeeps: boolean;
let saved: { path: string; body: unknown }[];

beforeEach(async () => {
  localStorage.clear();
  kept = { essentials: null, meal: null };
  answersChangedAt = null;
  serverKeeps = true;
  saved = [];
  const draftRoutes = (group: 'essentials' | 'meal') => ({
    [`GET ${DRAFT_PATH[group]}`]: () => ({
      status: 200,
      body: {
        data: { draft: serverKeeps ? kept[group] : null, answers_changed_at: answersChangedAt },
      },
    }),
    [`POST ${DRAFT_PATH[group]}`]: ({ body }: TestApiRequest) => {
      if (serverKeeps) kept[group] = body;
      return { status: 200, body: { data: { draft: body, answers_changed_at: answersChangedAt } } };
    },
  });
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentialQuestions },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: mealQuestions },
    }),
    'POST /api/v1/user_preferences/questions/essentials': ({ body }) => {
      saved.push({ path: 'essentials', body });
      kept.essentials = null;
      return { status: 200, body: { data: customerProfile({ essentials_answered: true }) } };
    },
    ...draftRoutes('essentials'),
    ...draftRoutes('meal'),
  });
});
afterEach(() => api.close());

/** Opens a page for `profile`; each call is a new page load (a new store, nothing in memory). */
function open(path: string, profile: Profile = customer) {
  const page = renderRemotePage(routesModule, path, { locale: 'en-US', baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(profileLoaded(profile));
  });
  return page;
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

function blankEssentials(overrides: Partial<EssentialsDraft> = {}): EssentialsDraft {
  return { ...BLANK_ESSENTIALS_DRAFT, ...overrides };
}

function essentialsDraft(
  overrides: Partial<QuestionnaireDraft<'essentials'>> = {},
): QuestionnaireDraft<'essentials'> {
  return {
    version: 1,
    step: 'body_type',
    link_step: null,
    answers: blankEssentials({
      activity_level_id: id('activity_level', 'active'),
      goal_id: id('goal', 'healthy'),
      goal_code: 'healthy',
    }),
    saved_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

const keepLocally = (customerId: number, value: unknown) =>
  localStorage.setItem(
    localDraftKey(customerId, 'essentials'),
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('the essentials resume where they were', () => {
  it('after a reload: the same step, every answer ticked, focus left on arrival', async () => {
    serverKeeps = false;
    const first = open(ESSENTIALS);
    const { user } = first;
    await user.click(await screen.findByRole('radio', { name: 'Active' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Eat healthy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Mesomorph' }));
    await user.type(screen.getByLabelText(/Height \(cm\)/), '170');
    expect(await stepHeading('Body type')).toBeInTheDocument();
    first.unmount();

    const again = open(ESSENTIALS);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mesomorph' })).toBeChecked();
    expect(screen.getByLabelText(/Height \(cm\)/)).toHaveValue(170);
    expect(screen.getByRole('region', { name: 'Body type' })).not.toHaveFocus();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Eat healthy' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
  }, 15000);

  it.each([
    ['is not JSON', '{"customer_id":7,"draft":'],
    [
      'has answers of the wrong shape',
      { customer_id: 7, draft: essentialsDraft({ answers: { allergies: 'peanut' } as never }) },
    ],
    ['is of another version', { customer_id: 7, draft: { ...essentialsDraft(), version: 2 } }],
    [
      'names a step the questionnaire has not',
      { customer_id: 7, draft: essentialsDraft({ step: 'oil' as never }) },
    ],
    [
      'is a month and more old',
      { customer_id: 7, draft: essentialsDraft({ saved_at: '2020-01-01T00:00:00Z' }) },
    ],
  ])('drops a kept draft that %s and starts at step 1', async (_, value) => {
    keepLocally(customer.id, value);
    open(ESSENTIALS);
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active' })).not.toBeChecked();
    expect(localStorage.getItem(localDraftKey(customer.id, 'essentials'))).toBeNull();
  });

  it("never shows another customer's draft, and leaves it to its customer", async () => {
    const theirs = JSON.stringify({ customer_id: 8, draft: essentialsDraft() });
    keepLocally(8, theirs);
    open(ESSENTIALS);
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active' })).not.toBeChecked();
    expect(localStorage.getItem(localDraftKey(8, 'essentials'))).toBe(theirs);
  });

  it("drops a value under the customer's key that names another customer", async () => {
    keepLocally(customer.id, { customer_id: 8, draft: essentialsDraft() });
    open(ESSENTIALS);
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active' })).not.toBeChecked();
  });

  it('on another device: the server keeps the draft, and a new browser opens there', async () => {
    const { user, unmount } = open(ESSENTIALS);
    await user.click(await screen.findByRole('radio', { name: 'Active' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A change of step goes to the server at once.
    await waitFor(() => expect(kept.essentials).toMatchObject({ step: 'goal', link_step: null }));
    await user.click(await screen.findByRole('radio', { name: 'Eat healthy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(kept.essentials).toMatchObject({
        version: 1,
        step: 'body_type',
        answers: { activity_level_id: id('activity_level', 'active'), goal_code: 'healthy' },
      }),
    );
    unmount();

    localStorage.clear(); // the other device
    const other = open(ESSENTIALS);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    await other.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'Eat healthy' })).toBeChecked();
  }, 15000);

  it("takes the newer of this browser's draft and the server's", async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const older = essentialsDraft({ step: 'goal', saved_at: hoursAgo(2) });
    const newer = essentialsDraft({ step: 'allergies', saved_at: hoursAgo(1) });
    kept.essentials = newer;
    keepLocally(customer.id, { customer_id: customer.id, draft: older });
    const page = open(ESSENTIALS);
    expect(await stepHeading('Allergies or dietary preferences')).toBeInTheDocument();
    page.unmount();

    kept.essentials = older;
    keepLocally(customer.id, { customer_id: customer.id, draft: newer });
    open(ESSENTIALS);
    expect(await stepHeading('Allergies or dietary preferences')).toBeInTheDocument();
    // This browser's newer draft goes to the server for the other devices.
    await waitFor(() => expect(kept.essentials).toEqual(newer));
  });

  it('drops a draft kept before the answers were saved (on another device)', async () => {
    keepLocally(customer.id, { customer_id: customer.id, draft: essentialsDraft() });
    answersChangedAt = new Date().toISOString();
    open(ESSENTIALS);
    expect(await stepHeading('Activity level')).toBeInTheDocument();
    expect(localStorage.getItem(localDraftKey(customer.id, 'essentials'))).toBeNull();
  });

  it("opens the step a summary's link names, with the draft's answers", async () => {
    keepLocally(customer.id, { customer_id: customer.id, draft: essentialsDraft() });
    const { user, unmount } = open(`${ESSENTIALS}?step=goal`);
    expect(await stepHeading('Goal')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Eat healthy' })).toBeChecked();
    // Moved on and reloaded at the same address: back where the customer was.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Body type')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mesomorph' }));
    unmount();
    open(`${ESSENTIALS}?step=goal`);
    expect(await stepHeading('Body type')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mesomorph' })).toBeChecked();
  });

  it('forgets the draft, here and on the server, once the answers are saved', async () => {
    keepLocally(customer.id, {
      customer_id: customer.id,
      draft: essentialsDraft({
        step: 'meal_count',
        answers: blankEssentials({
          activity_level_id: id('activity_level', 'active'),
          goal_id: id('goal', 'healthy'),
          goal_code: 'healthy',
          body_type_id: id('body_type', 'mesomorph'),
          height: 170,
          weight: 65,
          allergies_skipped: true,
          has_supplements: false,
          meal_count_id: id('meal_count', 'meals_3'),
        }),
      }),
    });
    const page = open(ESSENTIALS);
    expect(await stepHeading('Meal count')).toBeInTheDocument();
    await page.user.click(screen.getByRole('radio', { name: '5 days per week' }));
    await page.user.click(screen.getByRole('button', { name: 'Next Section' }));
    await waitFor(() => expect(page.location().pathname).toBe(MEAL));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toMatchObject({ height: 170, meal_day_id: id('meal_day', 'days_5') });
    expect(localStorage.getItem(localDraftKey(customer.id, 'essentials'))).toBeNull();
    // The last draft went before the answers (which end the server's draft), none after.
    const order = api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.path);
    expect(order.at(-1)).toBe('/api/v1/user_preferences/questions/essentials');
    expect(kept.essentials).toBeNull();
  });
});

describe('the meal questionnaire resumes where it was', () => {
  it('after a reload: the same step and the ticked recipes', async () => {
    serverKeeps = false;
    const first = open(MEAL);
    const { user } = first;
    await user.click(await screen.findByRole('radio', { name: 'No oil' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Chicken' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Carbohydrate')).toBeInTheDocument();
    first.unmount();

    const again = open(MEAL);
    expect(await stepHeading('Carbohydrate')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('checkbox', { name: 'Chicken' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('radio', { name: 'No oil' })).toBeChecked();
  }, 15000);

  it('leaves out a recipe the questions no longer offer', async () => {
    localStorage.setItem(
      localDraftKey(customer.id, 'meal'),
      JSON.stringify({
        customer_id: customer.id,
        draft: {
          version: 1,
          step: 'protein',
          link_step: null,
          answers: {
            oil: 'no_oil',
            lists: { protein: [101, 999], carbohydrate: [], vegetable: [], garnish: [], sauce: [] },
            none: [],
            seasoning_id: 99_999,
            spice_id: null,
          },
          saved_at: new Date().toISOString(),
        },
      }),
    );
    const { user } = open(MEAL);
    expect(await screen.findByRole('checkbox', { name: 'Chicken' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // What is kept from here on holds none of the ids the questions no longer offer.
    await waitFor(() =>
      expect(kept.meal).toMatchObject({
        step: 'carbohydrate',
        answers: { lists: { protein: [101] }, seasoning_id: null },
      }),
    );
  });
});
