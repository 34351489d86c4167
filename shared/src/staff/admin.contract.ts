/** The admin screens' answers (docs/spec.md §2 admin): logs, customers' points, vouchers. */
import { Type, type Static } from '@sinclair/typebox';
import { POINTS_SOURCES, VOUCHER_KINDS } from '../core/commerce';
import { VOUCHER_STATUSES } from '../checkout/priceSummary';
import { Id, Money, Nullable, PageMeta, StringEnum, Timestamp } from '../core/common.contract';

/** One client error log (`GET /api/v1/admin/logs`, `/admin/logs/:id`). */
export const LogEntry = Type.Object({
  id: Id,
  statusCode: Type.Integer(),
  message: Type.String(),
  /** When the browser saw it (its clock). */
  date: Timestamp,
  userId: Nullable(Type.Integer()),
  remote: Nullable(Type.String()),
  remoteVersion: Nullable(Type.String()),
  url: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  /** When the server received it. */
  createdAt: Timestamp,
});
export type LogEntry = Static<typeof LogEntry>;

export const LogsPageMeta = Type.Object({
  ...PageMeta.properties,
  last_page: Type.Integer(),
  /** More matches than the list counts (10,000): `total` is that bound; narrow the days. */
  total_capped: Type.Optional(Type.Boolean()),
});
export type LogsPageMeta = Static<typeof LogsPageMeta>;

/** `GET /api/v1/admin/logs` */
export const LogsPage = Type.Object({ data: Type.Array(LogEntry), meta: LogsPageMeta });
export type LogsPage = Static<typeof LogsPage>;

/** A customer as `GET /api/v1/admin/customers` answers it. */
export const AdminCustomer = Type.Object({
  id: Id,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  points: Type.Integer(),
});
export type AdminCustomer = Static<typeof AdminCustomer>;

/** One movement of a customer's points, as the admin sees it. */
export const PointsMovement = Type.Object({
  id: Id,
  source: StringEnum(POINTS_SOURCES),
  points: Type.Integer(),
  balance_after: Type.Integer(),
  remarks: Type.String(),
  order_id: Nullable(Type.Integer()),
  admin: Nullable(Type.String()),
  created_at: Timestamp,
});
export type PointsMovement = Static<typeof PointsMovement>;

/** `GET /api/v1/admin/customers/:id/points` */
export const CustomerPoints = Type.Object({
  customer: AdminCustomer,
  transactions: Type.Array(PointsMovement),
});
export type CustomerPoints = Static<typeof CustomerPoints>;

/** `POST /api/v1/admin/customers/:id/points` (201) */
export const PointsAdjusted = Type.Object({
  id: Id,
  points: Type.Integer(),
  balance_after: Type.Integer(),
});
export type PointsAdjusted = Static<typeof PointsAdjusted>;

/** A voucher as the admin screens read it (amounts in RM, two decimals; percent as a number). */
export const AdminVoucher = Type.Object({
  id: Id,
  code: Type.String(),
  kind: StringEnum(VOUCHER_KINDS),
  value: Type.String(),
  min_subtotal: Money,
  max_discount: Nullable(Money),
  starts_at: Nullable(Timestamp),
  ends_at: Nullable(Timestamp),
  total_limit: Nullable(Type.Integer()),
  per_customer_limit: Nullable(Type.Integer()),
  used_count: Type.Integer(),
  active: Type.Boolean(),
  /** From the shared voucher rule (an expired voucher is "expired" even while switched on). */
  status: StringEnum(VOUCHER_STATUSES),
});
export type AdminVoucher = Static<typeof AdminVoucher>;

export const VoucherUse = Type.Object({
  id: Id,
  order_id: Type.Integer(),
  customer: Type.String(),
  discount: Money,
  created_at: Timestamp,
});
export type VoucherUse = Static<typeof VoucherUse>;

/** `GET /api/v1/admin/vouchers/:id/uses` */
export const VoucherWithUses = Type.Object({ voucher: AdminVoucher, uses: Type.Array(VoucherUse) });
export type VoucherWithUses = Static<typeof VoucherWithUses>;
