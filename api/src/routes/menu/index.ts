import type { FastifyPluginAsync } from 'fastify';
import { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { Data, DataList, DataWithMessage } from '@mealprep/shared/core/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import type { DishAvailabilityChoice } from '@mealprep/shared/catalogue';
import {
  dishAdminSchema,
  dishAvailabilitySchema,
  type DishAdminInput,
  type DishAvailabilityInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { DishPhotos } from '../../menu/photos';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';
import { MAX_IMAGE_BYTES, readImage } from '../profile-picture';

function idOf(text: string): number {
  const id = pathId(text);
  if (id === null) throw new HttpError(404, 'dishNotFound');
  return id;
}

/**
 * Menu management (docs/menu.md): the kitchen reads the menu and marks a dish sold out or paused
 * for a delivery date; admins create and edit dishes and their photos. Each change is audited and
 * raises the catalogue revision, so the storefront shows it within the revision window.
 */
export const menuRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });
  const read = services.sessions.requireStaff('menu.availability');
  const edit = services.sessions.requireStaff('menu.edit');
  const photos = new DishPhotos(services.storageDir);

  app.get(
    '/api/v1/admin/menu',
    {
      onRequest: read,
      schema: {
        ...staff(
          'Every dish in menu order, both languages, with its sizes, the dates it is sold out or paused, and the bundles and fixed plan made with it',
        ),
        response: { 200: DataList(AdminDish) },
      },
    },
    async (request) => ({ data: await services.menu.list(requestLocale(request)) }),
  );

  app.post<{ Body: DishAdminInput }>(
    '/api/v1/admin/menu',
    {
      onRequest: edit,
      preValidation: validateBody(dishAdminSchema),
      schema: {
        ...staff(
          'Create a dish: names and descriptions in both languages, tab, line, cooking method, sizes with price (RM) and macros (calories must equal 4P + 4C + 9F within 8 kcal), allergens, shelf life, halal (with halal_declaration), position',
        ),
        body: bodySchema(dishAdminSchema),
        response: { 201: Data(AdminDish) },
      },
    },
    async (request, reply) => {
      const dish = await services.menu.create(
        currentUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.code(201).send({ data: dish });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/menu/:id',
    {
      onRequest: read,
      schema: {
        ...staff('One dish as staff edit it'),
        params: ID_PARAMS,
        response: { 200: Data(AdminDish) },
      },
    },
    async (request) => {
      const dish = await services.menu.find(idOf(request.params.id), requestLocale(request));
      if (!dish) throw new HttpError(404, 'dishNotFound');
      return { data: dish };
    },
  );

  app.post<{ Params: { id: string }; Body: DishAdminInput }>(
    '/api/v1/admin/menu/:id',
    {
      onRequest: edit,
      preValidation: validateBody(dishAdminSchema),
      schema: {
        ...staff(
          'Save a dish (same fields as creating one, and the updated_at it was read with: 409 when someone saved it since). Placed orders keep what they were charged.',
        ),
        params: ID_PARAMS,
        body: bodySchema(dishAdminSchema),
        response: { 200: DataWithMessage(AdminDish) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const dish = await services.menu.update(
        currentUser(request),
        idOf(request.params.id),
        request.body,
        locale,
      );
      return { data: dish, message: t(locale, 'dishSaved', { name: dish.name[locale] }) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/admin/menu/:id/photo',
    {
      onRequest: edit,
      schema: {
        ...staff(
          `The dish's photo (multipart field "image": PNG, JPEG or WebP, ≤ ${MAX_IMAGE_BYTES / 1024 / 1024} MB), made into the storefront's WebP set at every card width`,
        ),
        consumes: ['multipart/form-data'],
        params: ID_PARAMS,
        response: { 200: Data(AdminDish) },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const locale = requestLocale(request);
      if (!(await services.menu.find(id, locale))) throw new HttpError(404, 'dishNotFound');
      if (!request.isMultipart())
        throw FieldValidationError.of('image', 'validation.imageRequired');
      const upload = await readImage(request);
      if (!upload || upload.length === 0) {
        throw FieldValidationError.of('image', 'validation.imageRequired');
      }
      const stored = await photos.store(upload);
      try {
        // The photo it replaces stays on disk: pages and answers already sent (and browsers'
        // caches) still name its files, which must not start answering 404.
        await services.menu.setPhoto(currentUser(request), id, stored);
      } catch (error) {
        await photos.remove(stored);
        throw error;
      }
      const dish = await services.menu.find(id, locale);
      if (!dish) throw new HttpError(404, 'dishNotFound');
      return { data: dish };
    },
  );

  app.post<{ Params: { id: string }; Body: DishAvailabilityInput }>(
    '/api/v1/admin/menu/:id/availability',
    {
      onRequest: read,
      preValidation: validateBody(dishAvailabilitySchema),
      schema: {
        ...staff(
          'Mark a dish sold_out or paused for a delivery date (yyyy-MM-dd, today or later), or available again; the bundles and fixed plan made with it cannot be had that day either',
        ),
        params: ID_PARAMS,
        body: bodySchema(dishAvailabilitySchema),
        response: { 200: DataWithMessage(AdminDish) },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const locale = requestLocale(request);
      const { date, state } = request.body;
      const result = await services.menu.setAvailability(
        currentUser(request),
        id,
        date,
        state as DishAvailabilityChoice,
      );
      const dish = await services.menu.find(id, locale);
      if (!dish) throw new HttpError(404, 'dishNotFound');
      return {
        data: dish,
        message: t(locale, 'dishAvailabilitySaved', {
          name: result.name[locale] || result.name['en-US'],
          state: t(locale, `dishAvailability.${state}` as ApiMessageKey),
          date: formatShopDate(date, locale),
        }),
      };
    },
  );
};
