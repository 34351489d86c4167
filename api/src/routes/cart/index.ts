import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Cart } from '@mealprep/shared/cart/contracts';
import { Data } from '@mealprep/shared/core/contracts';
import {
  cartStoreSchema,
  cartUpdateSchema,
  type CartStoreInput,
  type CartUpdateInput,
} from '@mealprep/shared/validation';
import { HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';
import { addToCart, presentCart, setLineQuantity } from './changes';

/**
 * The signed-in customer's cart (docs/spec.md §7). Every answer is the whole cart with prices read from
 * the catalogue at that moment (a price in a request body is never read), summed in integer sen.
 */
export const cartRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { requireUser } = services.sessions;

  async function answer(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const cart = await presentCart(services, userId, requestLocale(request));
    reply.header('cache-control', 'no-store');
    return { data: cart };
  }

  app.get(
    '/api/v1/cart/index',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The cart: { items, sub_total }',
        tags: ['cart'],
        security: SESSION_SECURITY,
        response: { 200: Data(Cart) },
      },
    },
    async (request, reply) => answer(request, reply, currentCustomer(request).id),
  );

  app.post<{ Body: CartStoreInput }>(
    '/api/v1/cart/store',
    {
      onRequest: requireUser,
      preValidation: validateBody(cartStoreSchema),
      schema: {
        summary:
          'Add to the cart: plan_id, quantity (1–99), plan_type (STANDARD = fixed meal plan, MEAL = bundle, RECIPE = dish with size S|L, PERSONALIZED = the customer’s own ready meal plan, priced by the server from its portions), servings. The same product, size and servings again raises its quantity.',
        tags: ['cart'],
        security: SESSION_SECURITY,
        response: { 200: Data(Cart) },
        body: bodySchema(cartStoreSchema),
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      await addToCart(services, user.id, request.body);
      return answer(request, reply, user.id);
    },
  );

  app.post<{ Body: CartUpdateInput }>(
    '/api/v1/cart/update',
    {
      onRequest: requireUser,
      preValidation: validateBody(cartUpdateSchema),
      schema: {
        summary: 'Set a line’s quantity (1–99): cart_id, quantity',
        tags: ['cart'],
        security: SESSION_SECURITY,
        response: { 200: Data(Cart) },
        body: bodySchema(cartUpdateSchema),
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      await setLineQuantity(services, user.id, request.body);
      return answer(request, reply, user.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a line from the cart',
        tags: ['cart'],
        security: SESSION_SECURITY,
        response: { 200: Data(Cart) },
        params: ID_PARAMS,
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      const removed = id !== null && (await services.cart.remove(user.id, id));
      if (!removed) throw new HttpError(404, 'cartItemNotFound');
      return answer(request, reply, user.id);
    },
  );
};
