import type { AuditEntry } from '@mealprep/shared/contracts';
import { isStaffRole } from '@mealprep/shared/domain';
import { formatMoney } from '@mealprep/shared/i18n';
import type { useT } from '../i18n';
import { isBoardStatus } from '../orders/boardStatus';

type Translate = ReturnType<typeof useT>;

/** A text value the entry recorded before or after the change, or null. */
function recorded(values: AuditEntry['before'], name: string): string | null {
  const value = values?.[name];
  return typeof value === 'string' ? value : null;
}

/**
 * What a member of staff did, as a sentence in the reader's language: "Order 12: paid → being
 * prepared", "Staff 5: role support → kitchen", "Invited siti@example.my as kitchen". An action
 * this page does not know yet still reads as its name and subject, never as JSON.
 */
export function describeAuditEntry(entry: AuditEntry, t: Translate): string {
  const status = (value: string | null) =>
    isBoardStatus(value) ? t(`admin.orders.state.${value}`) : (value ?? '—');
  const role = (value: string | null) =>
    value !== null && isStaffRole(value) ? t(`admin.staff.roleWord.${value}`) : (value ?? '—');
  switch (entry.action) {
    case 'order.status':
      return t('admin.audit.orderStatus', {
        id: entry.subject_id,
        from: status(recorded(entry.before, 'status')),
        to: status(recorded(entry.after, 'status')),
      });
    case 'staff.role':
      return t('admin.audit.staffRole', {
        id: entry.subject_id,
        from: role(recorded(entry.before, 'role')),
        to: role(recorded(entry.after, 'role')),
      });
    case 'payment.refunded': {
      const amount = recorded(entry.after, 'amount');
      return t('admin.audit.paymentRefunded', {
        amount: amount === null ? '—' : formatMoney(amount),
        orderNo: recorded(entry.after, 'order_no') ?? '—',
      });
    }
    case 'staff.invite':
      return t('admin.audit.staffInvite', {
        email: recorded(entry.after, 'email') ?? '—',
        role: role(recorded(entry.after, 'role')),
      });
    default:
      return t('admin.audit.other', {
        action: entry.action,
        subject: entry.subject,
        id: entry.subject_id,
      });
  }
}
