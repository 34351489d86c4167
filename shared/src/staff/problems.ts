/**
 * After delivery (docs/support.md): the customer reports a problem with some lines of a delivered
 * order for 24 hours after it was delivered or handed over (the terms' quality section), and the
 * shop's support resolves it. The API decides with these rules; the order page shows the same.
 */
import type { OrderStatus } from '../core/commerce';

/** What went wrong, as the customer picks it. */
export const PROBLEM_REASONS = ['missing', 'wrong_item', 'quality', 'temperature', 'late'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** How support closes a report: points credited, money refunded outside the shop, or nothing. */
export const PROBLEM_RESOLUTIONS = ['points', 'refund', 'none'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

export const PROBLEM_STATUSES = ['open', 'resolved'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** The longest note a customer may add to a report (characters). */
export const PROBLEM_NOTE_MAX = 1000;

/** The terms promise: complaints within 24 hours of delivery or pickup. */
export const PROBLEM_WINDOW_HOURS = 24;

/** Why a report cannot be made now (each has its sentence in both languages). */
export type ProblemRefusal = 'notDelivered' | 'windowClosed' | 'alreadyOpen';

/** The moment the report window closes, or null while the order is not delivered. */
export function problemWindowClosesAt(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + PROBLEM_WINDOW_HOURS * 3_600_000) : null;
}

/**
 * Whether the customer may report a problem now: the order is delivered, less than 24 hours ago,
 * and no report of it is still open (one at a time: support answers one conversation per order;
 * once it is resolved, another can be made while the window lasts).
 */
export function problemReportRefusal(
  order: { status: OrderStatus; deliveredAt: Date | null },
  now: Date,
  hasOpenReport: boolean,
): ProblemRefusal | null {
  const closesAt = problemWindowClosesAt(order.deliveredAt);
  if (order.status !== 'delivered' || !closesAt) return 'notDelivered';
  if (now.getTime() >= closesAt.getTime()) return 'windowClosed';
  if (hasOpenReport) return 'alreadyOpen';
  return null;
}
