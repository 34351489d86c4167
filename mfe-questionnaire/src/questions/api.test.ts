import { createApiClient } from '@mealprep/shared/api';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { makeStore } from '@mealprep/shared/store';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { essentialQuestions } from '../testing/fixtures';
import { questionsApi } from './api';

const activity = { 'en-US': 'How active are you?', 'ms-MY': 'Sejauh manakah anda aktif?' };

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': ({ locale }) => ({
      status: 200,
      body: {
        data: essentialQuestions.map((question) =>
          question.question_type.name === 'activity_level'
            ? { ...question, name: activity[locale] }
            : question,
        ),
      },
    }),
  });
});
afterEach(() => api.close());

describe('the questionnaire questions in the data layer', () => {
  it('keeps each language’s questions apart: a switch asks again, switching back does not', async () => {
    let locale: Locale = 'en-US';
    const client = createApiClient({
      baseURL: api.baseURL,
      locale: () => locale,
      translate: (id) => commonMessages[locale][id],
      notify: () => undefined,
    });
    const store = makeStore(undefined, { api: client });
    const ask = async (wanted: Locale) => {
      locale = wanted;
      const result = await store.dispatch(
        questionsApi.endpoints.questionnaireQuestions.initiate({ group: 'essentials', locale }),
      );
      return result.data?.activity_level?.name;
    };

    expect(await ask('en-US')).toBe('How active are you?');
    expect(await ask('ms-MY')).toBe('Sejauh manakah anda aktif?');
    expect(await ask('en-US')).toBe('How active are you?');
    expect(api.requests.map((request) => request.locale)).toEqual(['en-US', 'ms-MY']);
  });
});
