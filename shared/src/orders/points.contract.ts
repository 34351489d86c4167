/** The customer's points (docs/spec.md §3 points history, docs/architecture.md §9 points). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Paged, Timestamp } from '../core/common.contract';

/** `GET /api/v1/user/points/total` */
export const PointsTotal = Type.Object({ total: Type.Integer() });
export type PointsTotal = Static<typeof PointsTotal>;

/** One row of `GET /api/v1/user/points/transactions`. */
export const PointsTransaction = Type.Object({
  id: Id,
  earned: Type.Integer(),
  deducted: Type.Integer(),
  balance_after: Type.Integer(),
  remarks: Type.String(),
  created_at: Timestamp,
  order: Nullable(Type.Object({ id: Id, order_no: Type.String(), created_at: Timestamp })),
  /** The order's tax receipt (PDF), when the points came from a paid order. */
  receipt_url: Nullable(Type.String()),
});
export type PointsTransaction = Static<typeof PointsTransaction>;

export const PointsPage = Paged(PointsTransaction);
export type PointsPage = Static<typeof PointsPage>;
