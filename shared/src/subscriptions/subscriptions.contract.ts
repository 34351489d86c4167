/**
 * Subscriptions (docs/subscriptions.md): what the customer reads at `/account/subscription` and
 * on the dashboard, the weekly price shown before subscribing, saved payment methods, and what
 * staff read at `/admin/subscriptions`. Every answer is `{ data }`.
 */
import { CART_ITEM_TYPES } from '../cart/vocabulary';
import { PLAN_STATUSES } from '../plan/vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { DELIVERY_METHODS, PACKAGING_METHODS } from '../core/commerce';

import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_WEEK_STATES } from './subscriptions';
import { PriceLine } from '../checkout/checkout.contract';
import {
  CalendarDate,
  Id,
  Money,
  Nullable,
  PageMeta,
  StringEnum,
  Timestamp,
} from '../core/common.contract';

/** One line of the weekly box, named in the reader's language, priced as of now. */
export const SubscriptionLine = Type.Object({
  type: StringEnum(CART_ITEM_TYPES),
  product_id: Id,
  name: Type.String(),
  size: Nullable(Type.String()),
  servings: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1 }),
  /** price × servings, as charged per unit. */
  unit_price: Money,
});
export type SubscriptionLine = Static<typeof SubscriptionLine>;

/** The full weekly price: lines, delivery and tax, as the week's order will be priced. */
export const WeeklyPrice = Type.Object({
  subtotal: Money,
  delivery_fee: Money,
  total: Money,
  lines: Type.Array(PriceLine),
});
export type WeeklyPrice = Static<typeof WeeklyPrice>;

/** A week of a subscription. */
export const SubscriptionWeek = Type.Object({
  id: Id,
  delivery_date: CalendarDate,
  /** Changes after this instant apply from the next week. */
  cutoff_at: Timestamp,
  state: StringEnum(SUBSCRIPTION_WEEK_STATES),
  /**
   * The week's regular date when the shop does not deliver on it (a holiday) and the week moved
   * to `delivery_date`, the next day it does (docs/subscriptions.md "Holidays"); null otherwise.
   */
  moved_from: Nullable(CalendarDate),
  /** The week's order once its pay link or charge is out (and after). */
  order_id: Nullable(Id),
  order_no: Nullable(Type.String()),
  /** Where the week is paid now (its open payment attempt); null when nothing is to pay. */
  pay_url: Nullable(Type.String()),
  /** The charged or to-be-charged amount once the order exists. */
  total: Nullable(Money),
  can_skip: Type.Boolean(),
  can_unskip: Type.Boolean(),
  /**
   * A personalised week's own plan, made from the saved answers a week before the cut-off
   * (docs/subscriptions.md); null for other boxes and before then. `editable` until the week's
   * order is made from it.
   */
  plan: Nullable(
    Type.Object({
      id: Id,
      status: StringEnum(PLAN_STATUSES),
      editable: Type.Boolean(),
    }),
  ),
});
export type SubscriptionWeek = Static<typeof SubscriptionWeek>;

export const PAYMENT_METHOD_KINDS = ['card', 'duitnow_mandate'] as const;

/** A saved way to pay renewals: a card token after one authentication, or a DuitNow mandate. */
export const SavedPaymentMethod = Type.Object({
  id: Id,
  kind: StringEnum(PAYMENT_METHOD_KINDS),
  /** e.g. "Visa •••• 4242" or "DuitNow AutoDebit (Maybank)". */
  label: Type.String(),
  created_at: Timestamp,
});
export type SavedPaymentMethod = Static<typeof SavedPaymentMethod>;

/** `GET /api/v1/subscription` (`data` null when the customer has none). */
export const Subscription = Type.Object({
  id: Id,
  status: StringEnum(SUBSCRIPTION_STATUSES),
  /** While paused: the first delivery date it resumes by itself; null = paused with no end. */
  paused_until: Nullable(CalendarDate),
  lines: Type.Array(SubscriptionLine),
  /** Sum of the lines' quantities. */
  meals_per_week: Type.Integer(),
  delivery_method: StringEnum(DELIVERY_METHODS),
  packaging_method: StringEnum(PACKAGING_METHODS),
  /** Sunday = 0 … Saturday = 6 (Monday…Saturday allowed). */
  delivery_weekday: Type.Integer({ minimum: 1, maximum: 6 }),
  delivery_time: Type.String(),
  address_id: Nullable(Id),
  /** One line of the address, for display; null for pickup. */
  address_label: Nullable(Type.String()),
  delivery_instructions: Nullable(Type.String()),
  weekly: WeeklyPrice,
  /** Renewals are charged to it when set; otherwise each week's pay link is mailed. */
  payment_method: Nullable(SavedPaymentMethod),
  /** The next 8 weeks from the first whose cut-off is ahead, and the last few before it. */
  weeks: Type.Array(SubscriptionWeek),
  created_at: Timestamp,
  cancelled_at: Nullable(Timestamp),
});
export type Subscription = Static<typeof Subscription>;

/** `POST /api/v1/subscription/quote`: what subscribing now would cost and when it starts. */
export const SubscriptionQuote = Type.Object({
  lines: Type.Array(SubscriptionLine),
  weekly: WeeklyPrice,
  first_delivery_date: CalendarDate,
  first_cutoff_at: Timestamp,
});
export type SubscriptionQuote = Static<typeof SubscriptionQuote>;

/** `POST /api/v1/payment-methods`: where the customer authenticates once to save a method. */
export const PaymentMethodSetup = Type.Object({ url: Type.String() });
export type PaymentMethodSetup = Static<typeof PaymentMethodSetup>;

/** A row of `GET /api/v1/admin/subscriptions`. */
export const AdminSubscription = Type.Object({
  id: Id,
  status: StringEnum(SUBSCRIPTION_STATUSES),
  paused_until: Nullable(CalendarDate),
  customer_name: Type.String(),
  customer_email: Type.String(),
  meals_per_week: Type.Integer(),
  delivery_method: StringEnum(DELIVERY_METHODS),
  delivery_weekday: Type.Integer(),
  delivery_time: Type.String(),
  weekly_total: Money,
  /** The first week not skipped whose cut-off is ahead, with its state. */
  next_delivery_date: Nullable(CalendarDate),
  next_state: Nullable(StringEnum(SUBSCRIPTION_WEEK_STATES)),
  auto_charge: Type.Boolean(),
  created_at: Timestamp,
});
export type AdminSubscription = Static<typeof AdminSubscription>;

export const AdminSubscriptionPage = Type.Object({
  data: Type.Array(AdminSubscription),
  meta: PageMeta,
});
export type AdminSubscriptionPage = Static<typeof AdminSubscriptionPage>;

/** One product of a cooking day in the forecast: what active weeks will want, what is paid. */
export const ForecastItem = Type.Object({
  type: StringEnum(CART_ITEM_TYPES),
  product_id: Id,
  name: Type.String(),
  size: Nullable(Type.String()),
  /** Portions (quantity × servings) from subscription weeks neither paid yet nor skipped. */
  forecast: Type.Integer(),
  /** Portions in paid orders for that delivery date (subscriptions and one-off orders). */
  paid: Type.Integer(),
});
export type ForecastItem = Static<typeof ForecastItem>;

/** `GET /api/v1/admin/subscriptions/forecast`: per cooking day of the coming weeks. */
export const ForecastDay = Type.Object({
  delivery_date: CalendarDate,
  /** The day before delivery. */
  cooking_date: CalendarDate,
  cutoff_at: Timestamp,
  /** Subscription weeks counted (active, not skipped, not yet paid). */
  forecast_weeks: Type.Integer(),
  paid_orders: Type.Integer(),
  items: Type.Array(ForecastItem),
});
export type ForecastDay = Static<typeof ForecastDay>;
