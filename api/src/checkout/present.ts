/**
 * Checkout's rows → the answers of the payment pages
 * (shared/src/checkout/checkout.contract.ts).
 */
import { senToAmount } from '@mealprep/shared/core';
import type { PaymentView } from '@mealprep/shared/checkout/contracts';
import { payRefusal, shownPayBy } from '../orders/rules';
import type { OrderRecord } from '../repositories/checkout-orders';
import type { PaymentRecord } from '../repositories/payments';

/** `GET /api/v1/payments/:id`: an attempt, its order and whether it can still be paid. */
export function paymentView(
  { payment, order }: { payment: PaymentRecord; order: OrderRecord },
  now: Date,
  windowMinutes: number,
): PaymentView {
  return {
    id: payment.id,
    status: payment.status,
    amount: senToAmount(payment.amountSen),
    order: {
      id: order.id,
      order_no: order.orderNo,
      status: order.status,
      total: senToAmount(order.totalSen),
      points_earned: order.pointsEarned,
      delivery_method: order.deliveryMethod,
      delivery_date: order.deliveryDate,
      delivery_time: order.deliveryTime,
      pay_by: shownPayBy(order, windowMinutes)?.toISOString() ?? null,
      payable: payRefusal(order, now, windowMinutes) === null,
      cancel_reason: order.cancelReason ?? null,
    },
    refund:
      payment.refundDueAt && payment.refundReason
        ? {
            reason: payment.refundReason,
            refunded_at: payment.refundedAt?.toISOString() ?? null,
          }
        : null,
  };
}
