import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminSubscription, ForecastDay } from '@mealprep/shared/subscriptions/contracts';
import type { PageMeta } from '@mealprep/shared/core/contracts';
import type { SubscriptionStatus } from '@mealprep/shared/subscriptions';
import type { AdminSubscriptionPauseRequest } from '@mealprep/shared/validation';

/** One page of subscriptions as the page shows it. */
export interface SubscriptionsPage {
  rows: AdminSubscription[];
  meta: PageMeta;
}

/** What the list asks for: a page, and a status or every status. */
export interface SubscriptionsFilter {
  page: number;
  status: SubscriptionStatus | null;
}

/** What the forecast asks for: the first day (`YYYY-MM-DD`) and how many days from it. */
export interface ForecastRange {
  from: string;
  days: number;
}

/** An admin's pause of one customer's subscription. */
type PauseForCustomer = AdminSubscriptionPauseRequest & { id: number };

const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of every customer's subscriptions; the page shows a refusal itself. */
    adminSubscriptions: build.query<SubscriptionsPage, SubscriptionsFilter>({
      query: ({ page, status }) => ({
        url: apiPaths.adminSubscriptions,
        options: { params: status ? { page, status } : { page }, showError: false },
      }),
      transformResponse: (rows: AdminSubscription[], meta) => ({
        rows,
        meta: meta?.meta as PageMeta,
      }),
    }),
    /** Per cooking day, the forecast beside what is paid; a refused range goes to its fields. */
    subscriptionForecast: build.query<ForecastDay[], ForecastRange>({
      query: ({ from, days }) => ({
        url: apiPaths.adminSubscriptionForecast,
        options: { params: { from, days }, showError: false },
      }),
    }),
    /** Pauses a customer's subscription for them; the dialog shows a refusal at its fields. */
    pauseForCustomer: build.mutation<AdminSubscription, PauseForCustomer>({
      query: ({ id, reason, until }) => ({
        url: apiPaths.adminSubscriptionPause(id),
        method: 'POST',
        body: { reason, until } satisfies AdminSubscriptionPauseRequest,
        options: { showError: false },
      }),
    }),
  }),
});

export const {
  useAdminSubscriptionsQuery,
  useSubscriptionForecastQuery,
  usePauseForCustomerMutation,
} = subscriptionsApi;
