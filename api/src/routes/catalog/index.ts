import type { FastifyPluginAsync } from 'fastify';
import {
  Bundle,
  DishDetails,
  FixedMealPlan,
  MenuItem,
  MenuPage,
} from '@mealprep/shared/catalogue/contracts';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { businessDate } from '@mealprep/shared/core';
import { CART_QUANTITY_MAX } from '@mealprep/shared/cart';
import { menuQuerySchema, type MenuQuery } from '@mealprep/shared/validation';
import { CatalogPresenter } from '../../catalog/present';
import { isDishSlug, SLUG_PARAMS } from '../../catalog/slug';
import { answerSerializer, sendCacheable } from '../../http/cacheable';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';

/**
 * The public catalogue (docs/architecture.md §5): menu, one dish (by id, or by slug for its page),
 * bundles, the fixed meal plan.
 */
export const catalogRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const presenter = (request: Parameters<typeof requestLocale>[0]) =>
    new CatalogPresenter(services.images, requestLocale(request));
  // Sold-out and paused dates (docs/menu.md) are read with the answer, which the availability
  // table's trigger makes stale with every change, like any other catalogue write. Past dates
  // an answer kept since yesterday still carries are never asked about.
  const upcomingMarks = (ids: number[]) =>
    services.menu.availability.forDishes(ids, businessDate());

  app.get<{ Querystring: MenuQuery }>(
    '/api/v1/menu',
    {
      preValidation: validateQuery(menuQuerySchema),
      schema: {
        summary:
          'The menu: ?tab=meal|alacarte, line=classic|bodybuilding|vegetarian, exclude_allergens=peanut,dairy, q (names and descriptions, both languages), page, per_page ≤ 60. Strong ETag; 304 on If-None-Match.',
        tags: ['catalog'],
        security: [],
        querystring: bodySchema(menuQuerySchema),
        response: { 200: MenuPage },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const locale = requestLocale(request);
      const filter = {
        tab: query.tab,
        line: query.line,
        excludeAllergens: [...new Set(query.exclude_allergens ?? [])].sort(),
        q: query.q?.toLowerCase(),
        page: query.page,
        perPage: query.per_page,
      };
      const answer = await services.catalogCache.get(
        `menu:${locale}:${JSON.stringify(filter)}`,
        async () => {
          const { rows, total } = await services.catalog.listDishes(filter);
          const present = new CatalogPresenter(services.images, locale);
          const marks = await upcomingMarks(rows.map((row) => row.id));
          const payload: MenuPage = {
            data: rows.map((row) => present.menuItem(row, marks.get(row.id))),
            meta: { page: query.page, per_page: query.per_page, total },
          };
          return payload;
        },
        answerSerializer(reply),
      );
      return sendCacheable(request, reply, answer);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/menu/:id',
    {
      schema: {
        summary: 'One dish of the menu',
        tags: ['catalog'],
        security: [],
        params: ID_PARAMS,
        response: { 200: Data(MenuItem) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'dishNotFound');
      const answer = await services.catalogCache.get(
        `dish:${requestLocale(request)}:${id}`,
        async () => {
          const row = await services.catalog.findDish(id);
          if (!row) return null;
          const marks = await upcomingMarks([row.id]);
          return { data: presenter(request).menuItem(row, marks.get(row.id)) };
        },
        answerSerializer(reply),
      );
      if (answer.body === 'null') throw new HttpError(404, 'dishNotFound');
      return sendCacheable(request, reply, answer);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/v1/dishes/:slug',
    {
      schema: {
        summary:
          'One dish for its page (/food-menu/{slug}): the menu fields with ingredients, reheating and storage, in the caller’s language. 404 for a slug no dish has.',
        tags: ['catalog'],
        security: [],
        params: SLUG_PARAMS,
        response: { 200: Data(DishDetails) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Anything that cannot be a slug is no dish, and never reaches the cache or the database.
      if (!isDishSlug(slug)) throw new HttpError(404, 'dishNotFound');
      const answer = await services.catalogCache.get(
        `dish-page:${requestLocale(request)}:${slug}`,
        async () => {
          const row = await services.catalog.findDishBySlug(slug);
          if (!row) return null;
          const marks = await upcomingMarks([row.id]);
          return { data: presenter(request).dishDetails(row, marks.get(row.id)) };
        },
        answerSerializer(reply),
      );
      if (answer.body === 'null') throw new HttpError(404, 'dishNotFound');
      return sendCacheable(request, reply, answer);
    },
  );

  app.get(
    '/api/v1/bundles',
    {
      schema: {
        summary: 'Meal bundles (cart type MEAL)',
        tags: ['catalog'],
        security: [],
        response: { 200: DataList(Bundle) },
      },
    },
    async (request, reply) => {
      const answer = await services.catalogCache.get(
        `bundles:${requestLocale(request)}`,
        async () => {
          const present = presenter(request);
          const rows = await services.catalog.listBundles();
          return { data: rows.map((row) => present.bundle(row)) };
        },
        answerSerializer(reply),
      );
      return sendCacheable(request, reply, answer);
    },
  );

  app.get(
    '/api/v1/fixed_meal_plan',
    {
      schema: {
        summary: 'The fixed weekly meal plan (cart type STANDARD)',
        tags: ['catalog'],
        security: [],
        response: { 200: Data(FixedMealPlan) },
      },
    },
    async (request, reply) => {
      const answer = await services.catalogCache.get(
        `fixed_meal_plan:${requestLocale(request)}`,
        async () => {
          const row = await services.catalog.findFixedMealPlan();
          return row ? { data: presenter(request).fixedMealPlan(row, CART_QUANTITY_MAX) } : null;
        },
        answerSerializer(reply),
      );
      if (answer.body === 'null') throw new HttpError(404, 'notFound');
      return sendCacheable(request, reply, answer);
    },
  );
};
