import type { FastifyPluginAsync } from 'fastify';
import { readQuestionnaireDraft, type Questionnaire } from '@mealprep/shared/plan';
import {
  essentialsAnswersSchema,
  essentialsDraftSchema,
  mealAnswersSchema,
  mealDraftSchema,
  type EssentialsAnswersInput,
  type MealAnswersInput,
  type QuestionnaireDraftInput,
} from '@mealprep/shared/validation';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { Profile, Question, QuestionnaireDraftState } from '@mealprep/shared/plan/contracts';
import { FieldValidationError } from '../../http/errors';
import { loadProfile } from '../../profile/present';
import { validateBody } from '../../http/validate';
import { currentCustomer } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { checkEssentials, checkMeals } from '../../preferences/answers';
import { presentDraft, presentQuestions } from '../../preferences/present';
import type { Services } from '../../services';

/**
 * docs/spec.md §7 question calls (`meal_prefences` spelt as the specification has it). A save answers
 * the updated profile, whose `essentials_answered` / `meal_preferences_answered` drive the
 * all-answered guard.
 */
export const preferencesRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;

  /*
   * The questions themselves. The essentials are the same for every visitor (in the request's
   * language), read-only and store nothing, so a guest may read them and answer in the browser
   * before registering (quiz first); saving answers still needs an account.
   * The meal questions stay behind the session: they follow the saved essentials.
   */
  app.get(
    '/api/v1/user_preferences/questions/essentials',
    {
      schema: {
        summary:
          'The essentials questions with their options, in order (public: a guest answers them before registering)',
        tags: ['preferences'],
        security: [],
        response: { 200: DataList(Question) },
      },
    },
    async (request) => ({
      data: presentQuestions(
        await services.preferences.questions('essential'),
        requestLocale(request),
      ),
    }),
  );

  app.get(
    '/api/v1/user_preferences/questions/meal_prefences',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The meal preference questions with their options, in order',
        tags: ['preferences'],
        security: SESSION_SECURITY,
        response: { 200: DataList(Question) },
      },
    },
    async (request) => {
      currentCustomer(request);
      return {
        data: presentQuestions(
          await services.preferences.questions('meal'),
          requestLocale(request),
        ),
      };
    },
  );

  app.post<{ Body: EssentialsAnswersInput }>(
    '/api/v1/user_preferences/questions/essentials',
    {
      onRequest: requireUser,
      preValidation: validateBody(essentialsAnswersSchema),
      schema: {
        summary:
          'Save the essentials answers (docs/spec.md §3 without has_supplements; custom_macros grams for the custom_macro goal, home_meal for a home-sourced meal). Answers the profile.',
        tags: ['preferences'],
        security: SESSION_SECURITY,
        body: bodySchema(essentialsAnswersSchema),
        response: { 200: Data(Profile) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const record = checkEssentials(request.body, await services.preferences.options());
      await services.preferences.saveEssentials(user.id, record);
      return { data: await loadProfile(services.preferences, user, requestLocale(request)) };
    },
  );

  app.post<{ Body: MealAnswersInput }>(
    '/api/v1/user_preferences/questions/meal_prefences',
    {
      onRequest: requireUser,
      preValidation: validateBody(mealAnswersSchema),
      schema: {
        summary:
          "Save the meal answers: oil (normal_oil | no_oil), recipe_ids, none (['garnish', 'sauce'] answered None), seasoning_id, spice_id, balancing_sides and light_meals (true | false; absent keeps the saved answer). Answers the profile.",
        tags: ['preferences'],
        security: SESSION_SECURITY,
        body: bodySchema(mealAnswersSchema),
        response: { 200: Data(Profile) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const record = checkMeals(request.body, await services.preferences.options());
      await services.preferences.saveMeals(user.id, record);
      return { data: await loadProfile(services.preferences, user, requestLocale(request)) };
    },
  );

  /*
   * A questionnaire answered part-way, so a customer resumes it on another
   * device. Always the session's own draft: no id is taken from the request.
   */
  const drafts: [path: string, Questionnaire, typeof essentialsDraftSchema][] = [
    ['/api/v1/user_preferences/draft/essentials', 'essentials', essentialsDraftSchema],
    ['/api/v1/user_preferences/draft/meal_prefences', 'meal', mealDraftSchema],
  ];
  for (const [path, questionnaire, schema] of drafts) {
    const name = questionnaire === 'essentials' ? 'essentials' : 'meal preference';
    app.get(
      path,
      {
        onRequest: requireUser,
        schema: {
          summary: `The ${name} questionnaire as the customer left it part-way (null when none), and when its answers were last saved`,
          tags: ['preferences'],
          security: SESSION_SECURITY,
          response: { 200: Data(QuestionnaireDraftState) },
        },
      },
      async (request) => {
        const user = currentCustomer(request);
        return {
          data: presentDraft(
            questionnaire,
            await services.preferences.draft(user.id, questionnaire),
          ),
        };
      },
    );

    app.post<{ Body: QuestionnaireDraftInput }>(
      path,
      {
        onRequest: requireUser,
        preValidation: validateBody(schema),
        schema: {
          summary: `Keep the ${name} questionnaire answered part-way: { version: 1, step, link_step, answers (as the screens keep them, at most 16,000 characters of JSON), saved_at }. Saving the answers deletes it.`,
          tags: ['preferences'],
          security: SESSION_SECURITY,
          body: bodySchema(schema),
          response: { 200: Data(QuestionnaireDraftState) },
        },
      },
      async (request) => {
        const user = currentCustomer(request);
        // The schema read the answers with the same function; this keeps only their fields.
        const draft = readQuestionnaireDraft(questionnaire, request.body);
        if (!draft) throw FieldValidationError.of('answers', 'validation.invalid');
        await services.preferences.saveDraft(user.id, draft, questionnaire);
        return {
          data: presentDraft(
            questionnaire,
            await services.preferences.draft(user.id, questionnaire),
          ),
        };
      },
    );
  }
};
