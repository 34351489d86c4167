/** Subscription inputs (docs/subscriptions.md): subscribe, change, pause; staff's list and pause. */
import { array, object, type InferType } from 'yup';
import { DELIVERY_METHODS, DELIVERY_SLOTS, PACKAGING_METHODS } from '../core/commerce';
import {
  SUBSCRIPTION_LINE_QUANTITY_MAX,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_WEEKDAYS,
} from './subscriptions';
import { body, jsonObject, queryChoice, queryInteger, type RequestBody } from '../validation/input';
import { msg, parseIsoDate, strictInteger, text } from '../validation/rules';

/** Longest reason staff give for pausing a customer's subscription. */
export const SUBSCRIPTION_PAUSE_REASON_MAX = 500;
/** The forecast reads at most this many days ahead (8 weeks). */
export const FORECAST_DAYS_MAX = 56;
export const FORECAST_DAYS_DEFAULT = 14;

const deliveryMethod = () =>
  text({ max: 10 }).oneOf(DELIVERY_METHODS, msg('validation.deliveryMethod'));
const packagingMethod = () =>
  text({ max: 10 }).oneOf(PACKAGING_METHODS, msg('validation.packagingMethod'));
const weekday = () =>
  strictInteger().oneOf([...SUBSCRIPTION_WEEKDAYS], msg('validation.subscriptionWeekday'));
// Delivery slots and pickup times are the same list (`pickupTimes`): one check for both.
const slot = () => text({ max: 5 }).oneOf(DELIVERY_SLOTS, msg('validation.deliverySlot'));
const addressId = () =>
  strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional();
const instructions = () => text({ max: 500 }).nullable().optional();

/** A Kuala Lumpur calendar date, yyyy-MM-dd, that exists. */
const calendarDate = () =>
  text({ max: 10 }).test({
    name: 'date',
    message: msg('validation.date'),
    skipAbsent: true,
    test: (value) => value === undefined || value === null || parseIsoDate(value) !== null,
  });

/** `POST /api/v1/subscription/quote` and `POST /api/v1/subscription`: the week's choices. */
export const subscriptionSchema = body({
  delivery_method: deliveryMethod().required(msg('validation.deliveryMethod')),
  packaging_method: packagingMethod().required(msg('validation.packagingMethod')),
  delivery_weekday: weekday().required(msg('validation.subscriptionWeekday')),
  delivery_time: slot().required(msg('validation.deliverySlot')),
  address_id: addressId(),
  delivery_instructions: instructions(),
});
export type SubscriptionInput = InferType<typeof subscriptionSchema>;
export type SubscriptionRequest = RequestBody<typeof subscriptionSchema>;

/** `PATCH /api/v1/subscription`: any of the choices, the lines' quantities, the saved method. */
export const subscriptionChangeSchema = body({
  delivery_method: deliveryMethod().optional(),
  packaging_method: packagingMethod().optional(),
  delivery_weekday: weekday().optional(),
  delivery_time: slot().optional(),
  address_id: addressId(),
  delivery_instructions: instructions(),
  lines: array(
    jsonObject({
      index: strictInteger()
        .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
        .required(msg('validation.required')),
      quantity: strictInteger()
        .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
        .max(SUBSCRIPTION_LINE_QUANTITY_MAX, ({ max }: { max: number }) =>
          msg('validation.maxValue', { max }),
        )
        .required(msg('validation.required')),
    }),
  )
    .typeError(msg('validation.invalid'))
    .max(100, msg('validation.invalid'))
    .optional(),
  payment_method_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
});
export type SubscriptionChangeInput = InferType<typeof subscriptionChangeSchema>;
export type SubscriptionChangeRequest = RequestBody<typeof subscriptionChangeSchema>;

/** `POST /api/v1/subscription/pause`: the first delivery date it resumes by itself, or none. */
export const subscriptionPauseSchema = body({
  until: calendarDate().nullable().defined(msg('validation.required')),
});
export type SubscriptionPauseInput = InferType<typeof subscriptionPauseSchema>;
export type SubscriptionPauseRequest = RequestBody<typeof subscriptionPauseSchema>;

/** `POST /api/v1/admin/subscriptions/:id/pause`: why (for the audit log), and until when. */
export const adminSubscriptionPauseSchema = body({
  reason: text({ max: SUBSCRIPTION_PAUSE_REASON_MAX }).required(msg('validation.required')),
  until: calendarDate().nullable().optional(),
});
export type AdminSubscriptionPauseInput = InferType<typeof adminSubscriptionPauseSchema>;
export type AdminSubscriptionPauseRequest = RequestBody<typeof adminSubscriptionPauseSchema>;

/** `GET /api/v1/admin/subscriptions?status=&page=&per_page=` */
export const adminSubscriptionsQuerySchema = object({
  status: queryChoice(SUBSCRIPTION_STATUSES).optional(),
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, 100).default(20),
});
export type AdminSubscriptionsQuery = InferType<typeof adminSubscriptionsQuerySchema>;

/** `GET /api/v1/admin/subscriptions/forecast?from=&days=` */
export const subscriptionForecastQuerySchema = object({
  from: text({ max: 10 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .test({
      name: 'date',
      message: msg('validation.date'),
      skipAbsent: true,
      test: (value) => value === undefined || parseIsoDate(value) !== null,
    })
    .optional(),
  days: queryInteger(1, FORECAST_DAYS_MAX).default(FORECAST_DAYS_DEFAULT),
});
export type SubscriptionForecastQuery = InferType<typeof subscriptionForecastQuerySchema>;
