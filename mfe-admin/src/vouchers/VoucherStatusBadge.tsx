import { voucherStatus, type VoucherStatus } from '@mealprep/shared/checkout';
import { Badge, type BadgeTone } from '@mealprep/shared/ui';
import type { AdminVoucher } from '@mealprep/shared/staff/contracts';
import { useT } from '../i18n';

/** A voucher whose status may be missing (a stored answer older than the status). */
export type VoucherLike = Omit<AdminVoucher, 'status'> & { status?: VoucherStatus };

const TONES: Record<VoucherStatus, BadgeTone> = {
  active: 'primary',
  disabled: 'neutral',
  scheduled: 'accent',
  expired: 'danger',
  used_up: 'neutral',
};

/**
 * The API's status (the rule checkout refuses codes by); an answer without one is read by the
 * same shared rule from the voucher's switch, dates and uses.
 */
export function statusOf(voucher: VoucherLike, now: Date = new Date()): VoucherStatus {
  return (
    voucher.status ??
    voucherStatus(
      {
        active: voucher.active,
        startsAt: voucher.starts_at ? new Date(voucher.starts_at) : null,
        endsAt: voucher.ends_at ? new Date(voucher.ends_at) : null,
        totalLimit: voucher.total_limit,
        usedCount: voucher.used_count,
      },
      now,
    )
  );
}

/** "Active", "Expired", "Disabled", "Not started yet" or "Used up". */
export function VoucherStatusBadge({ voucher }: { voucher: VoucherLike }) {
  const t = useT();
  const status = statusOf(voucher);
  return <Badge tone={TONES[status]}>{t(`admin.vouchers.state.${status}`)}</Badge>;
}
