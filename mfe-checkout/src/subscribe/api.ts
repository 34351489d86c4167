import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Subscription, SubscriptionQuote } from '@mealprep/shared/contracts';
import type { DeliveryMethod, PackagingMethod } from '@mealprep/shared/domain';

/** `POST /api/v1/subscription/quote`: the choices the weekly price and first week depend on. */
export interface SubscriptionQuoteRequest {
  delivery_method: DeliveryMethod;
  packaging_method: PackagingMethod;
  address_id: number | null;
  /** Sunday = 0 … Saturday = 6 (Monday…Saturday offered). */
  delivery_weekday: number;
  delivery_time: string;
}

/** `POST /api/v1/subscription`: the cart's lines every week, as quoted; the server re-checks it all. */
export interface SubscribeRequest extends SubscriptionQuoteRequest {
  delivery_instructions: string | null;
  /** The same key for every attempt of this visit: subscribing twice subscribes once. */
  idempotencyKey: string;
}

/** Subscribing from the cart (docs/subscriptions.md). */
export const subscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptionQuote: build.query<SubscriptionQuote, SubscriptionQuoteRequest>({
      query: (body) => ({
        url: apiPaths.subscriptionQuote,
        method: 'POST',
        body,
        options: { showError: false },
      }),
      keepUnusedDataFor: 0,
    }),
    subscribe: build.mutation<Subscription, SubscribeRequest>({
      query: ({ idempotencyKey, ...body }) => ({
        url: apiPaths.subscription,
        method: 'POST',
        body,
        options: { headers: { 'Idempotency-Key': idempotencyKey }, showError: false },
      }),
      // The cart's lines now live in the subscription, but the cart is not asked again here:
      // this page's checkout guard would see it empty and send the customer to /cart before the
      // subscription page opens. That page asks for it (`?subscribed=1`).
    }),
  }),
});

export const { useSubscriptionQuoteQuery, useSubscribeMutation } = subscribeApi;
