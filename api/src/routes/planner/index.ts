import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  caloriesOf,
  senToAmount,
  type Macros,
  type MealPlan,
  type NutritionTotals,
  type PlanExtra,
  type PlanItem,
} from '@mealprep/shared/domain';
import {
  planEditSchema,
  planGenerateSchema,
  type PlanEditInput,
  type PlanGenerateInput,
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
import { requestLocale, type Locale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import {
  COOKING_OIL_NAME,
  editPlan,
  extrasName,
  leftOutReason,
  loadSolver,
  missReason,
  planPriceSen,
  type GeneratedPlan,
  type StoredItem,
} from '../../planner';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { planRequestOf } from '../../preferences/answers';
import type { PlanRow } from '../../repositories/plans';
import type { Services } from '../../services';

const EMPTY: NutritionTotals = { calories: 0, protein: 0, carbohydrate: 0, fat: 0 };

/** Whole grams, and the calories of those grams: what the plan shows, so its sums add up. */
function whole(macros: Macros): NutritionTotals {
  const rounded = {
    protein: Math.round(macros.protein),
    carbohydrate: Math.round(macros.carbohydrate),
    fat: Math.round(macros.fat),
  };
  return { calories: caloriesOf(rounded), ...rounded };
}

function sum(parts: readonly NutritionTotals[]): NutritionTotals {
  return parts.reduce(
    (total, part) => ({
      calories: total.calories + part.calories,
      protein: total.protein + part.protein,
      carbohydrate: total.carbohydrate + part.carbohydrate,
      fat: total.fat + part.fat,
    }),
    EMPTY,
  );
}

/** A stored component as listed: the component itself, then its cooking oil when it has any. */
function itemsOf(item: StoredItem, locale: Locale): PlanItem[] {
  const items: PlanItem[] = [
    {
      recipe_id: item.recipe_id,
      name: item.name[locale],
      grams: item.grams,
      ...whole({ ...item, fat: (Math.round(item.fat * 10) - Math.round(item.oil * 10)) / 10 }),
    },
  ];
  if (item.oil > 0) {
    items.push({
      recipe_id: null,
      name: COOKING_OIL_NAME[locale],
      grams: item.oil,
      ...whole({ protein: 0, carbohydrate: 0, fat: item.oil }),
    });
  }
  return items;
}

/** The supplements and home-sourced meal of a plan, each with its counted figures. */
function extrasOf(result: GeneratedPlan, locale: Locale): PlanExtra[] {
  if (!result.supplements) {
    // A plan stored before its extras were kept one by one: their sum as one line.
    return result.extras.calories > 0
      ? [{ kind: 'supplement', name: extrasName(locale), ...whole(result.extras) }]
      : [];
  }
  const extras: PlanExtra[] = result.supplements.map((supplement) => ({
    kind: 'supplement',
    name: supplement.name,
    ...whole(supplement),
  }));
  if (result.homeMeal) {
    extras.push({ kind: 'home_meal', name: result.homeMeal.name, ...whole(result.homeMeal) });
  }
  return extras;
}

/**
 * A plan as `GET /api/v1/user_personalized_meal/plan` answers it (docs/architecture.md §5). Every
 * counted thing is listed (components, cooking oil, supplements, home-sourced meal) in whole
 * grams, and each meal's and day's totals are the sums of what is listed.
 */
export function presentPlan(row: PlanRow, locale: Locale, cartItemId: number | null): MealPlan {
  const result = row.status === 'ready' ? row.result : null;
  const extras = result ? extrasOf(result, locale) : [];
  const extrasTotal = sum(extras);
  const days = (result?.days ?? []).map((day) => {
    const meals = day.meals.map((meal) => {
      const items = meal.items.flatMap((item) => itemsOf(item, locale));
      return { meal: meal.meal, totals: sum(items), items };
    });
    return { day: day.day, totals: sum([...meals.map((meal) => meal.totals), extrasTotal]), meals };
  });
  return {
    id: row.id,
    status: row.status,
    locked: row.lockedAt !== null,
    locked_reason: row.lockedAt ? t(locale, 'planLocked') : null,
    daily_requirements: result?.requirements ?? null,
    counted_extras: extrasTotal,
    extras,
    left_out: (result?.leftOut ?? []).map((entry) => ({
      recipe_id: entry.recipe_id,
      name: entry.name[locale],
      reason: leftOutReason(locale, entry.reason, entry.name[locale]),
    })),
    days,
    misses: (result?.misses ?? []).map((miss) => ({
      day: miss.day,
      target: miss.target,
      // The figure the customer sees for that day, not the planner's unrounded one.
      reason: missReason(locale, {
        ...miss,
        actual: days.find((day) => day.day === miss.day)?.totals[miss.target] ?? miss.actual,
      }),
    })),
    price: result ? senToAmount(planPriceSen(result)) : null,
    in_cart: cartItemId !== null,
    cart_item_id: cartItemId,
  };
}

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
      const queued = await services.plans.enqueue(user.id, planRequest, request.body.plan_id);
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
          'Edit the plan: { action: remove, day, meal } or { action: add, day }; the day is portioned again and totals recomputed',
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
          : { action: 'add', day: body.day },
      );
      if (!edited.ok) {
        const field = edited.reason === 'no_meal' ? 'meal' : 'day';
        const key = {
          no_day: 'planDayNotFound',
          no_meal: 'planMealNotFound',
          full: 'planDayFull',
          no_recipes: 'planNoRecipes',
        } as const;
        return reply.code(422).send(
          errorBody(t(locale, 'mealUpdateFailed'), {
            [field]: [t(locale, key[edited.reason], { day: body.day, meal: body.meal ?? 0 })],
          }),
        );
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
