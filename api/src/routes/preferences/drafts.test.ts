import type { AddressInfo } from 'node:net';
import type { QuestionnaireDraftState } from '@mealprep/shared/plan/contracts';
import {
  BLANK_ESSENTIALS_DRAFT,
  QUESTIONNAIRE_DRAFT_MAX_CHARS,
  type EssentialsDraft,
  type MealDraft,
} from '@mealprep/shared/plan';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { essentialsBody, mealBody, optionId, questionsOf } from '../../test/questionnaire';
import type { QuestionAnswer } from '../../preferences/present';

/**
 * A questionnaire answered part-way is kept for the customer's other
 * devices, over real HTTP. Each test registers its own customers.
 */

let t: TestApp;
let base: string;
let q: Record<string, QuestionAnswer>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  q = await questionsOf(t.app, await registerCustomer(t.app));
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const ESSENTIALS = '/api/v1/user_preferences/draft/essentials';
const MEALS = '/api/v1/user_preferences/draft/meal_prefences';

interface Answer<T = QuestionnaireDraftState> {
  status: number;
  body: { data: T; error?: true; message?: string; errors?: Record<string, string[]> };
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  customer: Customer | null,
  body?: unknown,
  locale = 'en-US',
): Promise<Answer> {
  const response = await fetch(base + path, {
    method,
    headers: {
      'accept-language': locale,
      ...(customer ? { cookie: customer.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

function essentialsAnswers(overrides: Partial<EssentialsDraft> = {}): EssentialsDraft {
  return {
    ...BLANK_ESSENTIALS_DRAFT,
    activity_level_id: optionId(q, 'activity_level', 'active'),
    goal_id: optionId(q, 'goal', 'healthy'),
    goal_code: 'healthy',
    ...overrides,
  };
}

const mealAnswers: MealDraft = {
  oil: 'no_oil',
  lists: { protein: [], carbohydrate: [], vegetable: [], garnish: [], sauce: [] },
  none: ['garnish'],
  seasoning_id: null,
  spice_id: null,
  light_meals: true,
};

function draft(answers: unknown = essentialsAnswers(), overrides: Record<string, unknown> = {}) {
  return {
    version: 1,
    step: 'body_type',
    link_step: null,
    answers,
    saved_at: '2026-11-20T08:15:00.000Z',
    ...overrides,
  };
}

describe('questionnaire drafts', () => {
  it.each([ESSENTIALS, MEALS])('%s needs a session', async (path) => {
    expect((await call('GET', path, null)).status).toBe(401);
    expect((await call('POST', path, null, draft())).status).toBe(401);
  });

  it('has none at first, keeps one, answers it back, and a later one replaces it', async () => {
    const customer = await registerCustomer(t.app);
    expect(await call('GET', ESSENTIALS, customer)).toEqual({
      status: 200,
      body: { data: { draft: null, answers_changed_at: null } },
    });

    const kept = await call('POST', ESSENTIALS, customer, draft());
    expect(kept.status).toBe(200);
    expect(kept.body.data).toEqual({ draft: draft(), answers_changed_at: null });
    expect((await call('GET', ESSENTIALS, customer)).body.data.draft).toEqual(draft());

    const later = draft(essentialsAnswers({ allergies_skipped: true }), {
      step: 'supplements',
      link_step: 'goal',
      saved_at: '2026-11-20T08:16:00.000Z',
    });
    await call('POST', ESSENTIALS, customer, later);
    expect((await call('GET', ESSENTIALS, customer)).body.data.draft).toEqual(later);
    // Each questionnaire has its own.
    expect((await call('GET', MEALS, customer)).body.data.draft).toBeNull();
    const meal = draft(mealAnswers, { step: 'garnish' });
    expect((await call('POST', MEALS, customer, meal)).body.data.draft).toEqual(meal);
    expect((await call('GET', ESSENTIALS, customer)).body.data.draft).toEqual(later);
  });

  it("keeps only the draft's own fields", async () => {
    const customer = await registerCustomer(t.app);
    const answers = { ...essentialsAnswers(), extra: 'x' };
    const kept = await call('POST', ESSENTIALS, customer, { ...draft(answers), owner: 1 });
    expect(kept.status).toBe(200);
    expect(kept.body.data.draft).toEqual(draft());
  });

  it("never answers another customer's draft", async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await call('POST', ESSENTIALS, owner, draft());
    expect((await call('GET', ESSENTIALS, other)).body.data.draft).toBeNull();
    // The other's own draft does not touch the owner's.
    await call('POST', ESSENTIALS, other, draft(essentialsAnswers(), { step: 'goal' }));
    expect((await call('GET', ESSENTIALS, owner)).body.data.draft).toEqual(draft());
  });

  it('ends when the answers are saved, which it then dates', async () => {
    const customer = await registerCustomer(t.app);
    await call('POST', ESSENTIALS, customer, draft());
    await call('POST', MEALS, customer, draft(mealAnswers, { step: 'oil' }));
    const saved = await call(
      'POST',
      '/api/v1/user_preferences/questions/essentials',
      customer,
      essentialsBody(q),
    );
    expect(saved.status).toBe(200);
    const after = (await call('GET', ESSENTIALS, customer)).body.data;
    expect(after.draft).toBeNull();
    expect(Date.parse(after.answers_changed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The meal questionnaire's draft stays until its own answers are saved.
    expect((await call('GET', MEALS, customer)).body.data.draft).not.toBeNull();
    await call('POST', '/api/v1/user_preferences/questions/meal_prefences', customer, mealBody(q));
    expect((await call('GET', MEALS, customer)).body.data.draft).toBeNull();
  });

  const refusals: [string, () => unknown, string, string][] = [
    ['no body at all', () => ({}), 'answers', 'This field is required.'],
    ['another version', () => draft(undefined, { version: 2 }), 'version', 'Choose one of'],
    ['a step of the other questionnaire', () => draft(undefined, { step: 'oil' }), 'step', ''],
    ['a time that is not one', () => draft(undefined, { saved_at: 'yesterday' }), 'saved_at', ''],
    ['answers that are a string', () => draft('everything'), 'answers', 'not valid'],
    ['meal answers on the essentials', () => draft(mealAnswers), 'answers', 'not valid'],
    [
      'an allergy that is not an id',
      () => draft(essentialsAnswers({ allergies: ['peanut' as unknown as number] })),
      'answers',
      'not valid',
    ],
    [
      'eleven supplements',
      () =>
        draft(
          essentialsAnswers({
            supplements: Array.from({ length: 11 }, () => ({
              name: 'Whey',
              calories: 1,
              protein: 1,
              fat: 1,
              carbohydrate: 1,
            })),
          }),
        ),
      'answers',
      'not valid',
    ],
    [
      `answers over ${QUESTIONNAIRE_DRAFT_MAX_CHARS} characters`,
      () =>
        draft({
          ...essentialsAnswers(),
          padding: 'x'.repeat(QUESTIONNAIRE_DRAFT_MAX_CHARS),
        }),
      'answers',
      'may not be longer than 16000 characters',
    ],
  ];

  it.each(refusals)('refuses %s with 422, keeping what was kept', async (_, body, field, text) => {
    const customer = await registerCustomer(t.app);
    await call('POST', ESSENTIALS, customer, draft());
    const refused = await call('POST', ESSENTIALS, customer, body());
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(true);
    expect(refused.body.errors?.[field]?.[0]).toEqual(expect.stringContaining(text));
    expect((await call('GET', ESSENTIALS, customer)).body.data.draft).toEqual(draft());
  });

  it('says why in Bahasa Malaysia, and answers malformed JSON with 400', async () => {
    const customer = await registerCustomer(t.app);
    const oversize = draft({ ...essentialsAnswers(), padding: 'x'.repeat(20_000) });
    const refused = await call('POST', ESSENTIALS, customer, oversize, 'ms-MY');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.answers).toEqual(['Medan ini tidak boleh melebihi 16000 aksara.']);
    const shape = await call('POST', MEALS, customer, draft(essentialsAnswers()), 'ms-MY');
    expect(shape.body.errors?.answers).toEqual(['Nilai ini tidak sah. Sila semak semula.']);
    const step = await call('POST', MEALS, customer, draft(mealAnswers, { step: 'goal' }), 'ms-MY');
    expect(step.status).toBe(422);
    expect(step.body.errors?.step?.[0]).toMatch(/\S/);
    expect(step.body.errors?.step?.[0]).not.toMatch(/Choose/);

    expect((await call('POST', ESSENTIALS, customer, '{"version":')).status).toBe(400);
    expect((await call('GET', ESSENTIALS, customer)).body.data.draft).toBeNull();
  });

  it('answers a body over the 1 MB limit with 413, not a 5xx', async () => {
    const customer = await registerCustomer(t.app);
    const huge = draft({ ...essentialsAnswers(), padding: 'x'.repeat(1_100_000) });
    expect((await call('POST', ESSENTIALS, customer, huge)).status).toBe(413);
  });
});
