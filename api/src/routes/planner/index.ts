import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  planChangeSchema,
  planGenerateSchema,
  planSuggestionSchema,
  type PlanChangeInput,
  type PlanGenerateInput,
  type PlanSuggestionInput,
} from '@mealprep/shared/validation';
import { Data, DataWithMessage, Nullable } from '@mealprep/shared/core/contracts';
import {
  MealPlan as MealPlanAnswer,
  PlanDeleted,
  PlanQueued,
} from '@mealprep/shared/plan/contracts';
import { errorBody, HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import {
  editPlan,
  leftOutReason,
  loadSolver,
  removeRefusalText,
  swapRefusalText,
  type PlanEditResult,
} from '../../planner';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { planRequestOf } from '../../preferences/answers';
import { acceptChanges, withCandidates } from '../../preferences/suggestions';
import type { PlanRow } from '../../repositories/plans';
import type { Services } from '../../services';
import { presentPlan } from '../../planner/present';

/** Why a locked plan cannot change: in a paid order, or a week's plan whose order is made. */
export function lockedReason(row: Pick<PlanRow, 'forWeek'>): 'planLocked' | 'planWeekLocked' {
  return row.forWeek ? 'planWeekLocked' : 'planLocked';
}

/**
 * The personalised meal plan (docs/architecture.md §5, §8, §9): generation is a job row any API process
 * can work; this process works it right after enqueueing it. Every query carries the session's
 * user, so another customer's plan id is a 404; a plan in a paid order, or a subscription week's
 * plan whose order is made (docs/subscriptions.md), is locked (409).
 */
export const plannerRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;

  async function answer(request: FastifyRequest, row: PlanRow) {
    const user = currentCustomer(request);
    const cartItemId = await services.plans.cartItemOf(user.id, row.id);
    const weekOf = row.forWeek ? await services.plans.weekOf(row.id) : null;
    return presentPlan(row, requestLocale(request), cartItemId, weekOf);
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
      if (queued === 'locked') {
        const row = await services.plans.byId(user.id, request.body.plan_id ?? 0);
        throw new HttpError(409, row ? lockedReason(row) : 'planLocked');
      }
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

  app.post<{ Params: { id: string }; Body: PlanChangeInput }>(
    '/api/v1/user_personalized_meal/:id',
    {
      onRequest: requireUser,
      preValidation: validateBody(planChangeSchema),
      schema: {
        summary:
          'Edit the plan: { action: remove, day, meal }, { action: add, day } (with meal and recipe_ids: put a removed meal back) or { action: swap, day, meal, recipe_ids } (the meal’s dishes after the swap); the day is portioned again within the ranges a kitchen serves and totals recomputed. A refusal is 409 (the plan’s state) or 422 (the request’s field) with the reason',
        tags: ['planner'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(planChangeSchema),
        response: { 200: DataWithMessage(MealPlanAnswer) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const row = await ownPlan(request, request.params.id);
      if (row.lockedAt) throw new HttpError(409, lockedReason(row));
      if (row.status !== 'ready' || !row.result) throw new HttpError(409, 'planNotReady');
      const body = request.body;
      const highs = await loadSolver();
      const meal = body.meal ?? 0;
      const edited = editPlan(
        highs,
        row.result,
        body.action === 'remove'
          ? { action: 'remove', day: body.day, meal }
          : body.action === 'swap'
            ? { action: 'swap', day: body.day, meal, recipeIds: body.recipe_ids ?? [] }
            : {
                action: 'add',
                day: body.day,
                ...(body.meal === undefined ? {} : { meal: body.meal }),
                ...(body.recipe_ids ? { recipeIds: body.recipe_ids } : {}),
              },
      );
      if (!edited.ok) {
        // Every refusal says why in the caller's language: what the plan
        // is (a full day, recipes that make no meal, a meal the day's other boxes cannot do
        // without) is 409; a day, meal or dishes the request names wrongly is 422 at its field.
        const refused = refusalOf(edited, locale, body.day, meal);
        if (refused.field === null) return reply.code(409).send(errorBody(refused.reason));
        return reply
          .code(422)
          .send(errorBody(refused.reason, { [refused.field]: [refused.reason] }));
      }
      const saved = await services.plans.saveEdit(user.id, row.id, row.revision, edited.plan);
      if (saved === 'not_found') throw new HttpError(404, 'planNotFound');
      if (saved === 'locked') throw new HttpError(409, lockedReason(row));
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
      if (row.lockedAt) throw new HttpError(409, lockedReason(row));
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
      if (queued === 'locked') throw new HttpError(409, lockedReason(row));
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
      if (removed === 'week') throw new HttpError(409, 'planOfWeek');
      return { data: { id }, message: t(requestLocale(request), 'planDeleted') };
    },
  );
};

/** A refused edit's reason in the caller's language, and its field (null: the plan's state, 409). */
function refusalOf(
  edited: Extract<PlanEditResult, { ok: false }>,
  locale: ReturnType<typeof requestLocale>,
  day: number,
  meal: number,
): { reason: string; field: 'day' | 'meal' | 'recipe_ids' | null } {
  switch (edited.reason) {
    case 'no_day':
      return { reason: t(locale, 'planDayNotFound', { day, meal }), field: 'day' };
    case 'no_meal':
      return { reason: t(locale, 'planMealNotFound', { day, meal }), field: 'meal' };
    case 'full':
      return { reason: t(locale, 'planDayFull', { day, meal }), field: null };
    case 'no_recipes':
      return { reason: t(locale, 'planNoRecipes', { day, meal }), field: null };
    case 'remove':
      return { reason: removeRefusalText(locale, { ...edited.refusal, day, meal }), field: null };
    case 'swap': {
      const { refusal } = edited;
      const reason =
        refusal.reason === 'left_out'
          ? leftOutReason(locale, refusal.leftOut.reason, refusal.leftOut.name[locale])
          : swapRefusalText(
              locale,
              { reason: refusal.reason, day, meal },
              refusal.reason === 'shape' ? refusal.kinds : [],
            );
      return { reason, field: 'recipe_ids' };
    }
  }
}
