/**
 * A subscription's rows as the customer and the staff read them
 * (shared/src/subscriptions/subscriptions.contract.ts).
 */
import { beforeCutoff, movedFrom } from '@mealprep/shared/subscriptions';
import { priceLinesToWire } from '@mealprep/shared/checkout';
import { senToAmount, type OrderStatus } from '@mealprep/shared/core';
import type { PlanStatus } from '@mealprep/shared/plan';
import type {
  SavedPaymentMethod,
  Subscription,
  SubscriptionLine,
  SubscriptionWeek,
  WeeklyPrice,
} from '@mealprep/shared/subscriptions/contracts';
import type { LocalizedText } from '../db/schema';
import type {
  PaymentMethodRow,
  SubscriptionRow,
  SubscriptionWeekRow,
} from '../db/tables/subscriptions';
import type { AddressRecord } from '../repositories/checkout-orders';
import type { PricedSubscriptionLine, WeekPrice } from './pricing';

/** An order in these statuses is not paid yet (and may still be). */
const UNPAID: readonly OrderStatus[] = ['payment_pending', 'payment_failed'];

/** What a week's view needs of its own plan, when it has one. */
export interface WeekPlanRow {
  id: number;
  status: PlanStatus;
  lockedAt: Date | null;
}

/** What a week's view needs of its order, when it has one. */
export interface WeekOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  totalSen: number;
  /** The open payment attempt's page, when there is one. */
  payUrl: string | null;
}

export function localizedName(name: LocalizedText, locale: string): string {
  const names: Partial<Record<string, string>> = { ...name };
  return names[locale] ?? names['en-US'] ?? '';
}

/** Whether the week's order is paid (or further on): such a week is never changed. */
export function orderPaid(order: Pick<WeekOrder, 'status'> | null | undefined): boolean {
  return !!order && !UNPAID.includes(order.status) && order.status !== 'cancelled';
}

export function lineToWire(line: PricedSubscriptionLine, locale: string): SubscriptionLine {
  return {
    type: line.type,
    product_id: line.productId,
    name: localizedName(line.name, locale),
    size: line.size,
    servings: line.servings,
    quantity: line.quantity,
    unit_price: senToAmount(line.unitSen),
  };
}

export function weeklyToWire(price: WeekPrice): WeeklyPrice {
  return {
    subtotal: senToAmount(price.subtotalSen),
    delivery_fee: senToAmount(price.deliverySen),
    total: senToAmount(price.summary.totalSen),
    lines: priceLinesToWire(price.summary.lines),
  };
}

/**
 * A week as the customer sees it: skippable while upcoming, before its cut-off and not paid;
 * un-skippable while skipped and before its cut-off. The pay link only while its order is unpaid.
 */
export function weekToWire(
  week: SubscriptionWeekRow,
  order: WeekOrder | null,
  now: Date,
  plan: WeekPlanRow | null,
  moved: { weekday: number; closed: readonly string[] },
): SubscriptionWeek {
  const open = beforeCutoff(week.deliveryDate, now);
  const paid = orderPaid(order);
  const unpaid = !!order && UNPAID.includes(order.status);
  return {
    id: week.id,
    delivery_date: week.deliveryDate,
    cutoff_at: week.cutoffAt.toISOString(),
    state: week.state,
    moved_from: movedFrom(moved.weekday, week.deliveryDate, moved.closed),
    order_id: order?.id ?? null,
    order_no: order?.orderNo ?? null,
    pay_url: unpaid && week.state === 'upcoming' && open ? (order?.payUrl ?? null) : null,
    total: order ? senToAmount(order.totalSen) : null,
    can_skip: week.state === 'upcoming' && open && !paid,
    can_unskip: week.state === 'skipped' && open,
    plan: plan
      ? {
          id: plan.id,
          status: plan.status,
          editable: plan.lockedAt === null && week.state === 'upcoming' && open && order === null,
        }
      : null,
  };
}

/** A saved payment method as the customer's list and their subscription show it. */
export function paymentMethodToWire(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    created_at: row.createdAt.toISOString(),
  };
}

/** One line of the address for display: "12A, Jalan SS 15/4, 47500 Subang Jaya". */
export function addressLabel(address: AddressRecord | null): string | null {
  if (!address) return null;
  return [address.unitNo, address.address1, address.address2, `${address.postcode} ${address.city}`]
    .filter(Boolean)
    .join(', ');
}

export function subscriptionToWire(parts: {
  row: SubscriptionRow;
  price: WeekPrice;
  weeks: SubscriptionWeek[];
  paymentMethod: PaymentMethodRow | null;
  address: AddressRecord | null;
  locale: string;
}): Subscription {
  const { row, price, locale } = parts;
  return {
    id: row.id,
    status: row.status,
    paused_until: row.pausedUntil,
    lines: price.lines.map((line) => lineToWire(line, locale)),
    meals_per_week: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery_method: row.deliveryMethod,
    packaging_method: row.packagingMethod,
    delivery_weekday: row.deliveryWeekday,
    delivery_time: row.deliveryTime,
    address_id: row.deliveryMethod === 'deliver' ? row.addressId : null,
    address_label: row.deliveryMethod === 'deliver' ? addressLabel(parts.address) : null,
    delivery_instructions: row.deliveryInstructions,
    weekly: weeklyToWire(price),
    payment_method:
      parts.paymentMethod && !parts.paymentMethod.removedAt
        ? paymentMethodToWire(parts.paymentMethod)
        : null,
    weeks: parts.weeks,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
