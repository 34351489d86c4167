import type { Database } from '../db';
import type { OrderCancelReason } from '../db/tables/commerce';
import { payDeadline } from '../orders/rules';
import type { CartLineRow } from '../repositories/cart';
import type { OrderRecord } from '../repositories/checkout-orders';
import type { CourierQuoteRow } from '../repositories/courier-quotes';
import { sameLines, type CheckoutContext, type CheckoutInput, type OpenedPayment } from './common';
import type { CheckoutPayments } from './payments';
import type { CheckoutQuotes } from './quotes';

/**
 * Cancels unpaid orders and gives back what they held: the voucher use (its redemption row
 * and the voucher's count) and their open payment attempts. Checkout redeems no points and
 * holds no slot, so there is nothing else to give back. `mail: false` when the caller writes its
 * own mail about the change (a subscription's skip, pause, cancel or change: one mail per action).
 */
export async function releaseOrders(
  ctx: CheckoutContext,
  tx: Database,
  ids: readonly number[],
  reason: OrderCancelReason,
  now: Date,
  { mail = true }: { mail?: boolean } = {},
): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const cancelled = await ctx.orders.cancelUnpaid(tx, ids, reason, now);
  const done = cancelled.map((row) => row.id);
  if (done.length === 0) return cancelled;
  await ctx.payments.expireOpen(tx, done, now);
  await ctx.vouchers.giveBack(tx, done, now);
  // The customer hears of a cancel in the same transaction (docs/architecture.md §7.1), but for
  // an order replaced at the checkout they are looking at: a mail per change of mind would let
  // anyone flood an inbox (order-mails.ts).
  if (mail && reason !== 'replaced') {
    for (const order of cancelled) {
      await ctx.options.mails?.cancelled(tx, order, reason, order.payBy);
    }
  }
  return cancelled;
}

/** Whether an open order was placed with the same choices as this checkout. */
function sameChoices(order: OrderRecord, input: CheckoutInput, voucherId: number | null) {
  return (
    order.deliveryMethod === input.delivery_method &&
    order.packagingMethod === input.packaging_method &&
    (order.deliveryInstructions ?? null) === (input.delivery_instructions || null) &&
    order.deliveryDate === input.delivery_date &&
    order.deliveryTime === input.delivery_time &&
    (order.addressId ?? null) ===
      (input.delivery_method === 'deliver' ? (input.address_id ?? null) : null) &&
    (order.voucherId ?? null) === voucherId
  );
}

/**
 * The customer's open unpaid orders when checkout is placed again (under the checkout lock):
 * one with the same lines and the same choices is resumed — the new key answers it (the caller
 * records that; the key it was placed with keeps answering it too), its payment window starts
 * again, a delivery takes the checkout's live quote, and its one open payment attempt is
 * answered; the others are cancelled and release what they held (past their window as unpaid,
 * else as replaced). null when a new order is to be placed.
 */
export async function resumeOrReplace(
  ctx: CheckoutContext,
  parts: { quotes: CheckoutQuotes; payments: CheckoutPayments },
  tx: Database,
  request: {
    userId: number;
    input: CheckoutInput;
    lines: readonly CartLineRow[];
    quote: CourierQuoteRow | null;
  },
  now: Date,
): Promise<OpenedPayment | null> {
  const { userId, input, lines, quote } = request;
  const open = await ctx.orders.lockUnpaid(tx, userId);
  if (open.length === 0) return null;
  const voucherId = input.voucher_code
    ? ((await ctx.vouchers.findByCode(input.voucher_code, tx))?.id ?? -1)
    : null;
  const window = ctx.options.paymentWindowMinutes;
  const expired: number[] = [];
  const replaced: number[] = [];
  let resume: OrderRecord | null = null;
  for (const order of open) {
    if (payDeadline(order, window) <= now) {
      expired.push(order.id);
      continue;
    }
    const same =
      resume === null &&
      sameChoices(order, input, voucherId) &&
      sameLines(lines, await ctx.orders.lines(tx, order.id));
    if (same) resume = order;
    else replaced.push(order.id);
  }
  await releaseOrders(ctx, tx, expired, 'unpaid', now);
  await releaseOrders(ctx, tx, replaced, 'replaced', now);
  if (!resume) return null;
  let order = resume;
  if (quote) order = await parts.quotes.applyQuote(tx, order, quote, now);
  const renewed = await ctx.orders.update(tx, order.id, {
    payBy: new Date(now.getTime() + window * 60_000),
    updatedAt: now,
  });
  return parts.payments.openAttempt(tx, renewed ?? order, now);
}
