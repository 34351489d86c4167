import { senToAmount } from '@mealprep/shared/core';
import { storedPriceLinesToWire } from '@mealprep/shared/checkout';
import { timelineSteps, type TimelineStep } from '@mealprep/shared/staff';
import type {
  OrderAction,
  OrderAddress,
  OrderDetail,
  OrderListItem,
} from '@mealprep/shared/orders/contracts';
import type { Locale } from '@mealprep/shared/locale';
import { t } from '../i18n/messages';
import {
  cancelRefusal,
  payRefusal,
  rescheduleChoices,
  rescheduleDeadline,
  rescheduleRefusal,
  shownPayBy,
  type Refusal,
} from './rules';
import type { OrderLineRow, OrderRow, OrdersRepository, PaymentRow } from '../repositories/orders';

/**
 * Order rows → the answers of `/api/v1/orders…` (docs/architecture.md §9): the list item, and the
 * detail with its lines, price summary, payment and the actions with the reason each is refused.
 */

/** The payment window, for orders written before `pay_by` was stored. */
export interface PayClock {
  now: Date;
  windowMinutes: number;
}

export function listItem(order: OrderRow, itemCount: number, clock: PayClock): OrderListItem {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    delivery_date: order.deliveryDate,
    delivery_time: order.deliveryTime,
    delivery_method: order.deliveryMethod,
    total: senToAmount(order.totalSen),
    item_count: itemCount,
    pay_by: shownPayBy(order, clock.windowMinutes)?.toISOString() ?? null,
    payable: payRefusal(order, clock.now, clock.windowMinutes) === null,
    cancel_reason: order.cancelReason ?? null,
  };
}

function localized(name: Record<string, string>, locale: Locale): string {
  return name[locale] ?? name['en-US'] ?? Object.values(name)[0] ?? '';
}

function action(refusal: Refusal | null, locale: Locale): OrderAction {
  return refusal
    ? { allowed: false, reason: t(locale, refusal.key, refusal.values) }
    : { allowed: true, reason: null };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The address copied onto the order at checkout (its keys are the address form's). */
function orderAddress(snapshot: Record<string, unknown> | null): OrderAddress | null {
  if (!snapshot) return null;
  return {
    first_name: text(snapshot.first_name ?? snapshot.firstName) ?? '',
    last_name: text(snapshot.last_name ?? snapshot.lastName) ?? '',
    unit_no: text(snapshot.unit_no ?? snapshot.unitNo),
    address_1: text(snapshot.address_1 ?? snapshot.address1) ?? '',
    address_2: text(snapshot.address_2 ?? snapshot.address2),
    city: text(snapshot.city) ?? '',
    state: text(snapshot.state) ?? '',
    postcode: text(snapshot.postcode) ?? '',
    country: text(snapshot.country) ?? 'MY',
    phone: text(snapshot.phone) ?? '',
  };
}

function paymentOf(payment: PaymentRow | null): OrderDetail['payment'] {
  return payment
    ? {
        status: payment.status,
        provider: payment.provider,
        paid_at: payment.paidAt?.toISOString() ?? null,
        refund_due: payment.refundDueAt !== null,
      }
    : null;
}

/** When each step of the order's life happened (docs/architecture.md §9.8). */
const STEP_TIMES: Record<TimelineStep, (order: OrderRow) => Date | null> = {
  placed: (order) => order.createdAt,
  paid: (order) => order.paidAt,
  preparing: (order) => order.preparingAt,
  ready_for_pickup: (order) => order.readyAt,
  out_for_delivery: (order) => order.outForDeliveryAt,
  delivered: (order) => order.deliveredAt,
};

export function timelineOf(order: OrderRow): OrderDetail['timeline'] {
  if (order.status === 'cancelled') return [];
  return timelineSteps(order.deliveryMethod).map((step) => ({
    step,
    at: STEP_TIMES[step](order)?.toISOString() ?? null,
  }));
}

/** One order as `GET /api/v1/orders/:id` answers it, in the caller's locale. */
export async function orderDetail(
  repo: OrdersRepository,
  windowMinutes: number,
  locale: Locale,
  order: OrderRow,
): Promise<OrderDetail> {
  const now = new Date();
  const [lines, payment, holidays, trackingUrl] = await Promise.all([
    repo.lines(order.id),
    repo.payment(order.id),
    repo.holidays(),
    order.status === 'out_for_delivery' ? repo.trackingUrl(order.id) : null,
  ]);
  const reschedule = rescheduleRefusal(order, now);
  const options = reschedule ? null : rescheduleChoices(now, order.deliveryMethod, holidays);
  return {
    ...listItem(
      order,
      lines.reduce((sum, line) => sum + line.quantity, 0),
      { now, windowMinutes },
    ),
    packaging_method: order.packagingMethod,
    delivery_instructions: order.deliveryInstructions,
    address: orderAddress(order.address ?? null),
    lines: lines.map((line: OrderLineRow) => ({
      id: line.id,
      type: line.type,
      product_id: line.productId,
      name: localized(line.name, locale),
      size: line.size,
      servings: line.servings,
      quantity: line.quantity,
      price: senToAmount(line.unitPriceSen),
      subtotal: senToAmount(line.subtotalSen),
    })),
    price_summary: storedPriceLinesToWire(order.priceLines),
    points_earned: order.pointsEarned,
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    timeline: timelineOf(order),
    tracking_url: trackingUrl,
    payment: paymentOf(payment),
    // docs/architecture.md §7.2: a paid payment has a receipt (a refunded one says so on it).
    receipt_url: payment?.status === 'paid' ? `/api/v1/orders/${order.id}/receipt.pdf` : null,
    actions: {
      reschedule: action(reschedule, locale),
      cancel: action(cancelRefusal(order), locale),
      view_meals: { allowed: lines.length > 0, reason: null },
      pay: action(payRefusal(order, now, windowMinutes), locale),
    },
    reschedule_options: options
      ? {
          earliest_date: options.earliestDate,
          slots: options.slots,
          later_slots: options.laterSlots,
          deadline: rescheduleDeadline(order.deliveryDate).toISO() ?? '',
        }
      : null,
  };
}
