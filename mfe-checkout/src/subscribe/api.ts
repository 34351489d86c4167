import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Subscription, SubscriptionQuote } from '@mealprep/shared/subscriptions/contracts';
import type { SubscriptionRequest } from '@mealprep/shared/validation';

/** `POST /api/v1/subscription`, and the key that makes subscribing twice subscribe once. */
type Subscribe = SubscriptionRequest & {
  /** The same key for every attempt of this visit: subscribing twice subscribes once. */
  idempotencyKey: string;
};

/** Subscribing from the cart (docs/subscriptions.md). */
export const subscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptionQuote: build.query<SubscriptionQuote, SubscriptionRequest>({
      query: (body) => ({
        url: apiPaths.subscriptionQuote,
        method: 'POST',
        body,
        options: { showError: false },
      }),
      keepUnusedDataFor: 0,
    }),
    subscribe: build.mutation<Subscription, Subscribe>({
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
