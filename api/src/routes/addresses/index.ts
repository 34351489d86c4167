import type { FastifyPluginAsync } from 'fastify';
import { Address, AddressSuggestion } from '@mealprep/shared/account/contracts';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { ADDRESS_LIMIT } from '@mealprep/shared/account';
import {
  addressSchema,
  addressSuggestQuerySchema,
  type AddressInput,
  type AddressSuggestQuery,
} from '@mealprep/shared/validation';
import { checkPostcode } from '../../address/postcodes';
import { FieldValidationError, HttpError } from '../../http/errors';
import { validateBody, validateQuery } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

/** A postcode that is not one of the city's in that state is refused on the postcode field. */
function assertPostcodeOfPlace(input: AddressInput) {
  const problem = checkPostcode(input.postcode, input.city, input.state);
  if (problem) throw FieldValidationError.of('postcode', problem.key, problem.values);
}

/**
 * Saved addresses (docs/spec.md §7, calls exactly as listed there) and address line 1 suggestions
 * (docs/architecture.md §7). Every query is scoped to the session's customer: another customer's id
 * answers 404 and changes nothing.
 */
export const addressRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;

  app.get(
    '/api/v1/user/address',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The customer’s addresses, the default first',
        response: { 200: DataList(Address) },
        tags: ['addresses'],
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await services.addresses.list(currentCustomer(request).id) };
    },
  );

  app.post<{ Body: AddressInput }>(
    '/api/v1/user/address',
    {
      onRequest: requireUser,
      preValidation: validateBody(addressSchema),
      schema: {
        summary: `Add an address (docs/spec.md §5 rules; latitude and longitude from the chosen suggestion, both non-zero; the postcode one of the city’s in that state). The first one, or one sent with is_default 1, becomes the default. At most ${ADDRESS_LIMIT}.`,
        tags: ['addresses'],
        security: SESSION_SECURITY,
        body: bodySchema(addressSchema),
        response: { 201: Data(Address) },
      },
    },
    async (request, reply) => {
      assertPostcodeOfPlace(request.body);
      const result = await services.addresses.create(currentCustomer(request).id, request.body);
      if (result === 'limit') {
        throw FieldValidationError.of('address_1', 'validation.addressLimit', {
          max: ADDRESS_LIMIT,
        });
      }
      reply.code(201);
      return { data: result.address };
    },
  );

  app.post<{ Body: AddressInput; Params: { id: string } }>(
    '/api/v1/user/address/:id',
    {
      onRequest: requireUser,
      preValidation: validateBody(addressSchema),
      schema: {
        summary:
          'Re-save an address; is_default 1 makes it the default (docs/spec.md §4). The default stays the default until another is chosen.',
        tags: ['addresses'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(addressSchema),
        response: { 200: Data(Address) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id !== null) assertPostcodeOfPlace(request.body);
      const updated =
        id === null
          ? null
          : await services.addresses.update(currentCustomer(request).id, id, request.body);
      if (!updated) throw new HttpError(404, 'addressNotFound');
      return { data: updated };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/user/address/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete an address; deleting the default makes the newest other one the default',
        response: { 200: DataList(Address) },
        tags: ['addresses'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      const removed = id !== null && (await services.addresses.remove(user.id, id));
      if (!removed) throw new HttpError(404, 'addressNotFound');
      return { data: await services.addresses.list(user.id) };
    },
  );

  app.get<{ Querystring: AddressSuggestQuery }>(
    '/api/v1/address/suggest',
    {
      preValidation: validateQuery(addressSuggestQuerySchema),
      schema: {
        summary:
          'Address line 1 suggestions for a street with its place or postcode, a place, or a postcode (or its first digits): address_1, city, state, postcode, latitude, longitude',
        tags: ['addresses'],
        security: [],
        querystring: bodySchema(addressSuggestQuerySchema),
        response: { 200: DataList(AddressSuggestion) },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      reply.header('cache-control', 'private, max-age=300');
      return { data: await services.addressSuggester.suggest(q, limit) };
    },
  );
};
