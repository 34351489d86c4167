import type { FastifyPluginAsync } from 'fastify';
import { CART_QUANTITY_MAX, type MenuPage } from '@mealprep/shared/domain';
import { menuQuerySchema, type MenuQuery } from '@mealprep/shared/validation';
import { CatalogPresenter } from '../../catalog/present';
import { sendCacheable } from '../../http/cacheable';
import { HttpError } from '../../http/errors';
import { validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';

/** A path id: digits that fit an integer column; anything else is a 404, never a 500. */
export function pathId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

/** The public catalogue (ARCHITECTURE §5): menu, one dish, bundles, the fixed meal plan. */
export const catalogRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const presenter = (request: Parameters<typeof requestLocale>[0]) =>
    new CatalogPresenter(services.images, requestLocale(request));

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
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { rows, total } = await services.catalog.listDishes({
        tab: query.tab,
        line: query.line,
        excludeAllergens: query.exclude_allergens,
        q: query.q,
        page: query.page,
        perPage: query.per_page,
      });
      const present = presenter(request);
      const payload: MenuPage = {
        data: rows.map((row) => present.menuItem(row)),
        meta: { page: query.page, per_page: query.per_page, total },
      };
      return sendCacheable(request, reply, payload);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/menu/:id',
    {
      schema: {
        summary: 'One dish of the menu',
        tags: ['catalog'],
        security: [],
        params: idParams,
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const row = id === null ? null : await services.catalog.findDish(id);
      if (!row) throw new HttpError(404, 'dishNotFound');
      return sendCacheable(request, reply, { data: presenter(request).menuItem(row) });
    },
  );

  app.get(
    '/api/v1/bundles',
    { schema: { summary: 'Meal bundles (cart type MEAL)', tags: ['catalog'], security: [] } },
    async (request, reply) => {
      const present = presenter(request);
      const rows = await services.catalog.listBundles();
      return sendCacheable(request, reply, { data: rows.map((row) => present.bundle(row)) });
    },
  );

  app.get(
    '/api/v1/fixed_meal_plan',
    {
      schema: {
        summary: 'The fixed weekly meal plan (cart type STANDARD)',
        tags: ['catalog'],
        security: [],
      },
    },
    async (request, reply) => {
      const row = await services.catalog.findFixedMealPlan();
      if (!row) throw new HttpError(404, 'notFound');
      return sendCacheable(request, reply, {
        data: presenter(request).fixedMealPlan(row, CART_QUANTITY_MAX),
      });
    },
  );
};
