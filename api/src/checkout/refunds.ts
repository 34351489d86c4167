import { senToAmount } from '@mealprep/shared/core';
import type { RefundDue } from '@mealprep/shared/orders/contracts';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { PaymentsRepository } from '../repositories/payments';
import type { UserRow } from '../repositories/users';
import type { CheckoutContext } from './common';

type RefundRow = NonNullable<Awaited<ReturnType<PaymentsRepository['lockRefund']>>>;

function toRefundDue(row: RefundRow): RefundDue | null {
  const { payment } = row;
  if (!payment.refundDueAt || !payment.refundReason) return null;
  return {
    id: payment.id,
    order_id: payment.orderId,
    order_no: row.orderNo,
    order_status: row.orderStatus,
    customer_name: `${row.firstName} ${row.lastName}`.trim(),
    customer_email: row.email,
    amount: senToAmount(payment.amountSen),
    // A second payment is not the order's paid one: the moment it was reported is when it came.
    paid_at: (payment.paidAt ?? payment.refundDueAt).toISOString(),
    reason: payment.refundReason,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
  };
}

export type MarkRefundedResult =
  | { kind: 'done'; refund: RefundDue }
  | { kind: 'missing' }
  | { kind: 'already'; refund: RefundDue };

/**
 * Money the shop received and must give back (docs/architecture.md §9.4 "decided once"): a
 * payment after the customer's cancel, or a second payment of a paid order. The staff list them
 * and record each refund once it is made; the record and its audit entry are one transaction,
 * under the payment's row lock, so two members of staff pressing at once record it once.
 */
export class Refunds {
  constructor(
    private readonly ctx: CheckoutContext,
    private readonly audit: AuditLogRepository,
  ) {}

  async due(page: number, perPage: number): Promise<{ rows: RefundDue[]; total: number }> {
    const { rows, total } = await this.ctx.payments.refundsDue(page, perPage);
    return { rows: rows.flatMap((row) => toRefundDue(row) ?? []), total };
  }

  async markRefunded(
    actor: Pick<UserRow, 'id' | 'email'>,
    paymentId: number,
  ): Promise<MarkRefundedResult> {
    const now = this.ctx.now();
    return this.ctx.db.transaction(async (tx) => {
      const row = await this.ctx.payments.lockRefund(tx, paymentId);
      const before = row ? toRefundDue(row) : null;
      if (!row || !before) return { kind: 'missing' } as const;
      if (before.refunded_at !== null) return { kind: 'already', refund: before } as const;
      const marked = await this.ctx.payments.markRefunded(tx, paymentId, actor.id, now);
      if (!marked) return { kind: 'missing' } as const;
      await this.audit.record(
        actor,
        {
          action: 'payment.refunded',
          subject: 'payment',
          subjectId: paymentId,
          before: { refunded_at: null },
          after: {
            refunded_at: now.toISOString(),
            order_no: before.order_no,
            amount: before.amount,
            reason: before.reason,
          },
        },
        tx,
      );
      return { kind: 'done', refund: { ...before, refunded_at: now.toISOString() } } as const;
    });
  }
}
