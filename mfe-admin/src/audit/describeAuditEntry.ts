import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import { COURIER_ALERT_KINDS, type CourierAlertKind } from '@mealprep/shared/checkout';
import { DISH_AVAILABILITY_CHOICES, type DishAvailabilityChoice } from '@mealprep/shared/catalogue';
import { isStaffRole } from '@mealprep/shared/staff';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@mealprep/shared/subscriptions';
import { formatMoney } from '@mealprep/shared/i18n';
import type { useT } from '../i18n';
import { isBoardStatus } from '../orders/boardStatus';

type Translate = ReturnType<typeof useT>;

function isCourierAlertKind(value: string | null): value is CourierAlertKind {
  return (COURIER_ALERT_KINDS as readonly (string | null)[]).includes(value);
}

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
  const menuState = (value: string | null) =>
    value !== null && (DISH_AVAILABILITY_CHOICES as readonly string[]).includes(value)
      ? t(`admin.menu.state.${value as DishAvailabilityChoice}`)
      : (value ?? '—');
  const subscriptionStatus = (value: string | null) =>
    value !== null && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
      ? t(`admin.subscriptions.status.${value as SubscriptionStatus}`)
      : (value ?? '—');
  switch (entry.action) {
    case 'order.status':
      return t('admin.audit.orderStatus', {
        id: entry.subject_id,
        from: status(recorded(entry.before, 'status')),
        to: status(recorded(entry.after, 'status')),
      });
    case 'order.pack':
      return t(
        entry.after?.packed === true ? 'admin.audit.orderPacked' : 'admin.audit.orderUnpacked',
        { id: entry.subject_id, pack: recorded(entry.after, 'pack') ?? '—' },
      );
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
    case 'problem.answer':
      return t('admin.audit.problemAnswer', {
        orderNo: recorded(entry.after, 'order_no') ?? String(entry.subject_id),
      });
    case 'problem.resolve': {
      const after = entry.after ?? {};
      const orderNo = recorded(entry.after, 'order_no') ?? String(entry.subject_id);
      const resolution = recorded(entry.after, 'resolution');
      if (resolution === 'points') {
        return t('admin.audit.problemPoints', { orderNo, points: String(after.points ?? '—') });
      }
      if (resolution === 'refund') {
        const amount = recorded(entry.after, 'amount');
        return t('admin.audit.problemRefund', {
          orderNo,
          amount: amount === null ? '—' : formatMoney(amount),
        });
      }
      return t('admin.audit.problemNone', {
        orderNo,
        reason: recorded(entry.after, 'reason') ?? '—',
      });
    }
    case 'problem.refunded': {
      const amount = recorded(entry.after, 'amount');
      return t('admin.audit.problemRefunded', {
        orderNo: recorded(entry.after, 'order_no') ?? String(entry.subject_id),
        amount: amount === null ? '—' : formatMoney(amount),
      });
    }
    case 'staff.invite':
      return t('admin.audit.staffInvite', {
        email: recorded(entry.after, 'email') ?? '—',
        role: role(recorded(entry.after, 'role')),
      });
    case 'courier.book':
      return t('admin.audit.courierBook', {
        orderNo: recorded(entry.after, 'order_no') ?? String(entry.subject_id),
        attempt: String(entry.after?.attempt ?? '—'),
      });
    case 'courier.cancel':
      return t('admin.audit.courierCancel', {
        orderNo: recorded(entry.after, 'order_no') ?? String(entry.subject_id),
      });
    case 'courier.alert': {
      const alert = recorded(entry.after, 'alert');
      return t('admin.audit.courierAlert', {
        orderNo: recorded(entry.after, 'order_no') ?? String(entry.subject_id),
        alert: isCourierAlertKind(alert) ? t(`admin.dispatch.alertKind.${alert}`) : (alert ?? '—'),
      });
    }
    case 'menu.create':
      return t('admin.audit.menuCreate', {
        id: entry.subject_id,
        name: recorded(entry.after, 'name_en') ?? '—',
      });
    case 'menu.update':
      return t('admin.audit.menuUpdate', {
        id: entry.subject_id,
        fields: Object.keys(entry.after ?? {}).join(', ') || '—',
      });
    case 'menu.photo':
      return t('admin.audit.menuPhoto', { id: entry.subject_id });
    case 'points.adjust': {
      const points = entry.after?.points;
      return t('admin.audit.pointsAdjust', {
        id: entry.subject_id,
        points: typeof points === 'number' ? (points > 0 ? `+${points}` : String(points)) : '—',
        remarks: recorded(entry.after, 'remarks') ?? '—',
      });
    }
    case 'voucher.create':
      return t('admin.audit.voucherCreate', { code: recorded(entry.after, 'code') ?? '—' });
    case 'voucher.update':
      return t('admin.audit.voucherUpdate', { code: recorded(entry.after, 'code') ?? '—' });
    case 'menu.availability': {
      const date = recorded(entry.after, 'date');
      return t('admin.audit.menuAvailability', {
        id: entry.subject_id,
        date: date ?? '—',
        from: menuState(recorded(entry.before, 'state')),
        to: menuState(recorded(entry.after, 'state')),
      });
    }
    case 'subscription.pause': {
      // The resume day as the pause request names it (`until`) or as the subscription does.
      const until = recorded(entry.after, 'until') ?? recorded(entry.after, 'paused_until');
      const values = {
        id: entry.subject_id,
        from: subscriptionStatus(recorded(entry.before, 'status')),
        to: subscriptionStatus(recorded(entry.after, 'status')),
        reason: recorded(entry.after, 'reason') ?? '—',
      };
      return until === null
        ? t('admin.audit.subscriptionPause', values)
        : t('admin.audit.subscriptionPauseUntil', { ...values, date: until });
    }
    default:
      return t('admin.audit.other', {
        action: entry.action,
        subject: entry.subject,
        id: entry.subject_id,
      });
  }
}
