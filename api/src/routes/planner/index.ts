import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  planEditSchema,
  planGenerateSchema,
  planSuggestionSchema,
  type PlanEditInput,
  type PlanGenerateInput,
  type PlanSuggestionInput,
} from '@mealprep/shared/validation';
import {
  Data,
  DataWithMessage,
  MealPlan as MealPlanAnswer,
  Nullable,
  PlanDeleted,
  PlanQueued,
} from '@mealprep/shared/contracts';
import { errorBody, HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { editPlan, loadSolver } from '../../planner';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { planRequestOf } from '../../preferences/answers';
import { acceptChanges, withCandidates } from '../../preferences/suggestions';
import type { PlanRow } from '../../repositories/plans';
import type { Services } from '../../services';
import { presentPlan } from './present';

export { presentPlan } from './present';

/**
 * The personalised meal plan (docs/architecture.md §5, §8, §9): generation is a job row any API process
 * can work; this process works it right after enqueueing it. Every query carries the session's
 * user, so another customer's plan id is a 404; a plan in a paid order is locked (409).
 */
export const plannerRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;

  async function answer(request: FastifyRequest, row: PlanRow) {
    const user = currentCustomer(request);
    const cartItemId = await services.plans.cartItemOf(user.id, row.id);
    return presentPlan(row, requestLocale(request), cartItemId);
  }

  async function ownPlan(request: FastifyRequest, rawId: string): Promise<PlanRow> {
    const id = pathId(rawId);
    const row = id === null ? null : await services.plans.byId(currentCustomer(request).id, id);
    if (!row) throw new HttpError(404, 'planNotFound');
    return row;
  }

  app.post<{ Body: PlanGenerateInput }>(
    '/api/v1/user_personalized_meal/generate',
    {
      onRequest: requireUser,
      preValidation: validateBody(planGenerateSchema),
      schema: {
        summary:
          'Generate (or, with plan_id, regenerate) the meal plan from the questionnaire answers: { data: { id, status } }; poll GET /plan until ready',
        tags: ['planner'],
        security: SESSION_SECURITY,
        body: bodySchema(planGenerateSchema),
        response: { 202: Data(PlanQueued) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const answers = await services.preferences.answers(user.id);
      const planRequest = planRequestOf(answers, {
        gender: user.gender,
        dateOfBirth: user.dateOfBirth,
      });
      if (!planRequest) throw new HttpError(422, 'preferencesIncomplete');
      const queued = await services.plans.enqueue(
        user.id,
        await withCandidates(services.preferences, planRequest),
        request.body.plan_id,
      );
      if (queued === 'not_found') throw new HttpError(404, 'planNotFound');
      if (queued === 'locked') throw new HttpError(409, 'planLocked');
      void services.planWorker.kick();
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ data: queued });
    },
  );

  app.get(
    '/api/v1/user_personalized_meal/plan',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The current meal plan (status pending | ready | failed), or null when none',
        response: { 200: Data(Nullable(MealPlanAnswer)) },
        tags: ['planner'],
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await services.plans.current(currentCustomer(request).id);
      return { data: row ? await answer(request, row) : null };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/user_personalized_meal/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One of the customer’s meal plans',
        response: { 200: Data(MealPlanAnswer) },
        tags: ['planner'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await answer(request, await ownPlan(request, request.params.id)) };
    },
  );

  app.post<{ Params: { id: string }; Body: PlanEditInput }>(
    '/api/v1/user_personalized_meal/:id',
    {
      onRequest: requireUser,
      preValidation: validateBody(planEditSchema),
      schema: {
        summary:
          'Edit the plan: { action: remove, day, meal } or { action: add, day } (with meal and recipe_ids: put a removed meal back); the day is portioned again and totals recomputed. A full day is 409 with the reason',
        tags: ['planner'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(planEditSchema),
        response: { 200: DataWithMessage(MealPlanAnswer) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const row = await ownPlan(request, request.params.id);
      if (row.lockedAt) throw new HttpError(409, 'planLocked');
      if (row.status !== 'ready' || !row.result) throw new HttpError(409, 'planNotReady');
      const body = request.body;
      const highs = await loadSolver();
      const edited = editPlan(
        highs,
        row.result,
        body.action === 'remove'
          ? { action: 'remove', day: body.day, meal: body.meal ?? 0 }
          : {
              action: 'add',
              day: body.day,
              ...(body.meal === undefined ? {} : { meal: body.meal }),
              ...(body.recipe_ids ? { recipeIds: body.recipe_ids } : {}),
            },
      );
      if (!edited.ok) {
        // Every refusal says why in the caller's language (issue #34 finding 4): a day that
        // already has its meals, or recipes that make none, is the plan's state (409); a day or
        // meal the plan has not is the request's field (422).
        const key = {
          no_day: 'planDayNotFound',
          no_meal: 'planMealNotFound',
          full: 'planDayFull',
          no_recipes: 'planNoRecipes',
        } as const;
        const reason = t(locale, key[edited.reason], { day: body.day, meal: body.meal ?? 0 });
        if (edited.reason === 'full' || edited.reason === 'no_recipes') {
          return reply.code(409).send(errorBody(reason));
        }
        return reply
          .code(422)
          .send(errorBody(reason, { [edited.reason === 'no_meal' ? 'meal' : 'day']: [reason] }));
      }
      const saved = await services.plans.saveEdit(user.id, row.id, row.revision, edited.plan);
      if (saved === 'not_found') throw new HttpError(404, 'planNotFound');
      if (saved === 'locked') throw new HttpError(409, 'planLocked');
      if (saved === 'changed') throw new HttpError(409, 'planChanged');
      const updated = await ownPlan(request, request.params.id);
      return {
        data: await answer(request, updated),
        message: t(locale, body.action === 'remove' ? 'mealRemoved' : 'mealUpdated'),
      };
    },
  );

  app.post<{ Params: { id: string }; Body: PlanSuggestionInput }>(
    '/api/v1/user_personalized_meal/:id/suggestion',
    {
      onRequest: requireUser,
      preValidation: validateBody(planSuggestionSchema),
      schema: {
        summary:
          'Accept one of the plan’s suggestions ({ suggestion_id }): the answers change as it says and the plan is made again (202 { id, status }; poll GET /plan)',
        tags: ['planner'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(planSuggestionSchema),
        response: { 202: DataWithMessage(PlanQueued) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const row = await ownPlan(request, request.params.id);
      if (row.lockedAt) throw new HttpError(409, 'planLocked');
      if (row.status !== 'ready' || !row.result) throw new HttpError(409, 'planNotReady');
      const suggestion = row.result.suggestions?.find(
        (entry) => entry.id === request.body.suggestion_id,
      );
      const answers = await services.preferences.answers(user.id);
      if (
        !suggestion ||
        !(await acceptChanges(services.preferences, user.id, answers, suggestion.changes))
      ) {
        return reply.code(422).send(
          errorBody(t(locale, 'planSuggestionNotFound'), {
            suggestion_id: [t(locale, 'planSuggestionNotFound')],
          }),
        );
      }
      const planRequest = planRequestOf(await services.preferences.answers(user.id), {
        gender: user.gender,
        dateOfBirth: user.dateOfBirth,
      });
      if (!planRequest) throw new HttpError(422, 'preferencesIncomplete');
      const queued = await services.plans.enqueue(
        user.id,
        await withCandidates(services.preferences, planRequest),
        row.id,
      );
      if (queued === 'not_found') throw new HttpError(404, 'planNotFound');
      if (queued === 'locked') throw new HttpError(409, 'planLocked');
      void services.planWorker.kick();
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ data: queued, message: t(locale, 'planSuggestionAccepted') });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/user_personalized_meal/:id',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Delete the plan (the browser asks for confirmation first); its cart line goes too',
        tags: ['planner'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: DataWithMessage(PlanDeleted) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      const removed = id === null ? 'not_found' : await services.plans.remove(user.id, id);
      if (removed === 'not_found') throw new HttpError(404, 'planNotFound');
      if (removed === 'locked') throw new HttpError(409, 'planLocked');
      return { data: { id }, message: t(requestLocale(request), 'planDeleted') };
    },
  );
};
