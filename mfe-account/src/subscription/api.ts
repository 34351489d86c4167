import { apiPaths, baseApi } from '@mealprep/shared/api';
import type {
  PaymentMethodSetup,
  SavedPaymentMethod,
  Subscription,
} from '@mealprep/shared/subscriptions/contracts';
import type {
  SubscriptionChangeRequest,
  SubscriptionPauseRequest,
} from '@mealprep/shared/validation';

/** `POST /api/v1/payment-methods { kind }`: the kinds a saved method can be. */
export type PaymentMethodKind = SavedPaymentMethod['kind'];

// The pages show a refusal beside the action it refuses, so the client raises no toast.
const quiet = { showError: false } as const;

/** The customer's subscription (docs/subscriptions.md). */
const subscriptionQueryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** null while the customer has none. */
    subscription: build.query<Subscription | null, void>({
      query: () => ({ url: apiPaths.subscription, options: quiet }),
    }),
  }),
});

/** Every change answers the whole subscription: the page shows it at once, without asking again. */
async function putAnswer(
  queryFulfilled: Promise<{ data: Subscription }>,
  dispatch: (action: ReturnType<typeof subscriptionQueryApi.util.upsertQueryEntries>) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      subscriptionQueryApi.util.upsertQueryEntries([
        { endpointName: 'subscription', arg: undefined, value: data },
      ]),
    );
  } catch {
    // Refused: the subscription is unchanged, and the page shows why beside the action.
  }
}

/** The changes of the subscription and of its saved payment method. */
export const subscriptionApi = subscriptionQueryApi.injectEndpoints({
  endpoints: (build) => ({
    skipWeek: build.mutation<Subscription, string>({
      query: (date) => ({
        url: apiPaths.subscriptionWeekSkip(date),
        method: 'POST',
        options: quiet,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    unskipWeek: build.mutation<Subscription, string>({
      query: (date) => ({
        url: apiPaths.subscriptionWeekUnskip(date),
        method: 'POST',
        options: quiet,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    pauseSubscription: build.mutation<Subscription, SubscriptionPauseRequest>({
      query: (body) => ({ url: apiPaths.subscriptionPause, method: 'POST', body, options: quiet }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    resumeSubscription: build.mutation<Subscription, void>({
      query: () => ({ url: apiPaths.subscriptionResume, method: 'POST', options: quiet }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    cancelSubscription: build.mutation<Subscription, void>({
      query: () => ({ url: apiPaths.subscriptionCancel, method: 'POST', options: quiet }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    changeSubscription: build.mutation<Subscription, SubscriptionChangeRequest>({
      query: (body) => ({ url: apiPaths.subscription, method: 'PATCH', body, options: quiet }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putAnswer(queryFulfilled, dispatch),
    }),
    /** Starts saving a method: the answer is the gateway's page to authenticate on once. */
    startPaymentMethod: build.mutation<PaymentMethodSetup, PaymentMethodKind>({
      query: (kind) => ({
        url: apiPaths.paymentMethods,
        method: 'POST',
        body: { kind },
        options: quiet,
      }),
    }),
    removePaymentMethod: build.mutation<unknown, number>({
      query: (id) => ({ url: apiPaths.paymentMethod(id), method: 'DELETE', options: quiet }),
    }),
  }),
});

export const { useSubscriptionQuery } = subscriptionQueryApi;

export const {
  useSkipWeekMutation,
  useUnskipWeekMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useChangeSubscriptionMutation,
  useStartPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} = subscriptionApi;
