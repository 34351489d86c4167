import type { VoucherStatus } from '@mealprep/shared/domain';

/** A voucher as `GET /api/v1/admin/vouchers` answers it (amounts in RM, two decimals). */
export interface AdminVoucher {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_subtotal: string;
  max_discount: string | null;
  starts_at: string | null;
  ends_at: string | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  active: boolean;
  /** From the shared voucher rule (an expired voucher is "expired" even while switched on). */
  status?: VoucherStatus;
}

export interface VoucherUse {
  id: number;
  order_id: number;
  customer: string;
  discount: string;
  created_at: string;
}
