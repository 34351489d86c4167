/** Order list, points history and reschedule inputs (docs/spec.md §4, §9). */
import { type InferType, object } from 'yup';
import { ORDER_FILTERS, ORDER_SORTS, ORDERS_PER_PAGE_DEFAULT, ORDERS_PER_PAGE_MAX } from './orders';
import { body, queryChoice, queryInteger, type RequestBody } from '../validation/input';
import { msg, parseIsoDate, requiredText } from '../validation/rules';

/** `GET /api/v1/orders?filter=&sort=&page=&per_page=` (docs/spec.md §4 filter and sort). */
export const ordersQuerySchema = object({
  filter: queryChoice(ORDER_FILTERS).default('all'),
  sort: queryChoice(ORDER_SORTS).default('newest'),
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, ORDERS_PER_PAGE_MAX).default(ORDERS_PER_PAGE_DEFAULT),
});

/** `GET /api/v1/user/points/transactions?page=&per_page=` */
export const pageQuerySchema = object({
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, ORDERS_PER_PAGE_MAX).default(ORDERS_PER_PAGE_DEFAULT),
});

/** `POST /api/v1/orders/:id/reschedule`: a Kuala Lumpur date and a slot start (docs/spec.md §9). */
export const rescheduleSchema = body({
  delivery_date: requiredText(10).test({
    name: 'date',
    message: msg('validation.date'),
    skipAbsent: true,
    test: (value) => parseIsoDate(value) !== null,
  }),
  // A slot start (delivery) or a pickup time; the route checks it against the allowed ones.
  delivery_time: requiredText(5).matches(/^\d{2}:\d{2}$/, {
    message: msg('validation.deliverySlot'),
  }),
});

export type OrdersQuery = InferType<typeof ordersQuerySchema>;
export type PageQuery = InferType<typeof pageQuerySchema>;
export type RescheduleInput = InferType<typeof rescheduleSchema>;
export type RescheduleRequest = RequestBody<typeof rescheduleSchema>;
