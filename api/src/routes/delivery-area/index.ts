import type { FastifyPluginAsync } from 'fastify';
import { object, type InferType } from 'yup';
import { Data } from '@mealprep/shared/core/contracts';
import { DeliveryArea } from '@mealprep/shared/checkout/contracts';
import { pickupAddress, PICKUP_POINT } from '@mealprep/shared/checkout';
import { senToAmount } from '@mealprep/shared/core';
import { msg, text, validationMessages } from '@mealprep/shared/validation';
import {
  DELIVERY_RADIUS_KM,
  isInDeliveryArea,
  kmFromKitchen,
  localFeeRange,
} from '../../address/deliveryArea';
import { GazetteerSuggester, type NamedPlace } from '../../address/gazetteer';
import { answerSerializer, sendCacheable } from '../../http/cacheable';
import { errorBody, FieldValidationError } from '../../http/errors';
import { limitPerIp, RateLimiter } from '../../http/rate-limit';
import { validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { cachedAnswer } from '../../catalog/cache';
import { boundedMemo } from '../../lib/boundedMemo';
import { bodySchema } from '../../plugins/openapi';
import type { Services } from '../../services';
import { deliveryAreaMessage } from './messages';

/** A postcode, a town or a locality: the address suggestions' own limit. */
const QUERY_MAX = 100;

/** Checks per address per minute: a visitor typing a few places, or many behind one NAT. */
export const DELIVERY_AREA_PER_IP_PER_MINUTE = 60;

/** `GET /api/v1/delivery_area?q=` */
export const deliveryAreaQuerySchema = object({
  q: text({ max: QUERY_MAX }).required(msg('validation.required')),
});
type DeliveryAreaQuery = InferType<typeof deliveryAreaQuerySchema>;

/** The gazetteer the address suggestions use by default, or one of this route's own. */
let ownGazetteer: GazetteerSuggester | null = null;
function gazetteerOf(services: Services): GazetteerSuggester {
  if (services.addressSuggester instanceof GazetteerSuggester) return services.addressSuggester;
  ownGazetteer ??= new GazetteerSuggester();
  return ownGazetteer;
}

type Refusal = { refusal: 'postcode' | 'postcodeUnknown' | 'placeUnknown' };
type Lookup = { place: NamedPlace } | Refusal;
type Check = { answer: Promise<DeliveryArea> } | Refusal;

function lookUp(gazetteer: GazetteerSuggester, q: string): Lookup {
  // Digits alone are a postcode, whole or not: "4730" is not a place.
  if (/^\d+$/.test(q) && q.length !== 5) return { refusal: 'postcode' };
  const place = gazetteer.findPlace(q);
  if (place) return { place };
  return { refusal: /(?<!\d)\d{5}(?!\d)/.test(q) ? 'postcodeUnknown' : 'placeUnknown' };
}

/**
 * "Do you deliver to me?" (docs/architecture.md §7 courier): a postcode or town answers whether
 * it is in the delivery area (api/src/address/deliveryArea.ts), the place as the offline
 * gazetteer knows it, the courier fee's range there and the pickup point; before any sign-up.
 * The gazetteer, never the geocoding service: a public check spends no paid lookups, and
 * postcodes and towns are what the gazetteer knows. Public and cacheable (the answer names no
 * one and changes only with the configuration); limited per address, counted in the database
 * like every limit (docs/architecture.md §5.1).
 */
export const deliveryAreaRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const gazetteer = gazetteerOf(services);
  const limiter = new RateLimiter(services.limits.store, DELIVERY_AREA_PER_IP_PER_MINUTE, 60_000);
  const { courier, checkout } = services.config;

  const answerFor = async (place: NamedPlace): Promise<DeliveryArea> => {
    const inArea = isInDeliveryArea(place);
    // A live courier (Lalamove) prices each delivery when it is asked: no range to promise.
    const range = inArea && courier.driver === 'local' ? await localFeeRange(place) : null;
    return {
      place: { name: place.name, city: place.city, state: place.state, postcode: place.postcode },
      in_area: inArea,
      radius_km: DELIVERY_RADIUS_KM,
      distance_km: kmFromKitchen(place),
      delivery_fee: range
        ? { min: senToAmount(range.minSen), max: senToAmount(range.maxSen) }
        : null,
      free_delivery_from: senToAmount(checkout.freeDeliveryFromSen),
      pickup: { name: PICKUP_POINT.name, address: pickupAddress() },
    };
  };
  // Many visitors ask about the same few postcodes; what a place answers never changes here.
  const checkOnce = boundedMemo(2_000, (key): Check => {
    const found = lookUp(gazetteer, key);
    return 'place' in found ? { answer: answerFor(found.place) } : found;
  });

  app.get<{ Querystring: DeliveryAreaQuery }>(
    '/api/v1/delivery_area',
    {
      onRequest: [
        limitPerIp(limiter, 'delivery-area'),
        // Refusals are in the caller's language: never kept by a shared cache.
        async (_request, reply) => {
          reply.header('cache-control', 'no-store');
        },
      ],
      preValidation: validateQuery(deliveryAreaQuerySchema),
      schema: {
        summary: `Whether a postcode or town is in the delivery area (within ${DELIVERY_RADIUS_KM} km of the kitchen), the place, the courier fee's range there (null outside the area or with a live courier) and the pickup point. 422 on q for an empty, over-long or unknown postcode or place.`,
        tags: ['addresses'],
        security: [],
        querystring: bodySchema(deliveryAreaQuerySchema),
        response: { 200: Data(DeliveryArea) },
      },
    },
    async (request, reply) => {
      // One spelling per place for the memo: case and spacing say nothing.
      const key = request.query.q.replace(/\s+/g, ' ').toLowerCase();
      const found = checkOnce(key);
      if ('refusal' in found) {
        if (found.refusal === 'postcode') {
          throw FieldValidationError.of('q', 'validation.postcode');
        }
        if (found.refusal === 'postcodeUnknown') {
          const postcode = /\d{5}/.exec(key)?.[0] ?? key;
          throw FieldValidationError.of('q', 'validation.postcodeUnknown', { postcode });
        }
        // The envelope every 422 has (http/errors.ts), with this route's own message on q.
        const locale = requestLocale(request);
        const message = deliveryAreaMessage(locale, 'placeUnknown', { query: request.query.q });
        return reply
          .code(422)
          .send(errorBody(validationMessages[locale]['validation.summary'], { q: [message] }));
      }
      const data = await found.answer;
      return sendCacheable(request, reply, cachedAnswer({ data }, answerSerializer(reply)));
    },
  );
};
