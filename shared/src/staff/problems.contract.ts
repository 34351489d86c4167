/**
 * Problems reported after delivery and support's answers (docs/support.md): what the customer
 * reads on the order page and what support works from at `/admin/problems`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PROBLEM_REASONS, PROBLEM_RESOLUTIONS, PROBLEM_STATUSES } from './problems';
import { Id, Money, Nullable, StringEnum, Timestamp } from '../core/common.contract';

/** A line of the order the report names, in the reader's language. */
export const ProblemLine = Type.Object({
  id: Id,
  name: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
});
export type ProblemLine = Static<typeof ProblemLine>;

/** A message from support to the customer. */
export const ProblemAnswer = Type.Object({
  id: Id,
  message: Type.String(),
  at: Timestamp,
});
export type ProblemAnswer = Static<typeof ProblemAnswer>;

/** How support closed the report. */
export const ProblemOutcome = Type.Object({
  kind: StringEnum(PROBLEM_RESOLUTIONS),
  /** Points credited to the customer's ledger (kind `points`). */
  points: Nullable(Type.Integer()),
  /** Money to give back outside the shop (kind `refund`). */
  amount: Nullable(Money),
  /** Why nothing is done (kind `none`); said to the customer. */
  reason: Nullable(Type.String()),
  at: Timestamp,
  /** When the refund was recorded as made (kind `refund`; null until then). */
  refunded_at: Nullable(Timestamp),
});
export type ProblemOutcome = Static<typeof ProblemOutcome>;

/** A report as its customer reads it. */
export const ProblemReport = Type.Object({
  id: Id,
  status: StringEnum(PROBLEM_STATUSES),
  reason: StringEnum(PROBLEM_REASONS),
  lines: Type.Array(ProblemLine),
  note: Nullable(Type.String()),
  has_photo: Type.Boolean(),
  created_at: Timestamp,
  answers: Type.Array(ProblemAnswer),
  resolution: Nullable(ProblemOutcome),
});
export type ProblemReport = Static<typeof ProblemReport>;

/** `GET /api/v1/orders/:id/problems`: the order's reports and whether another can be made now. */
export const OrderProblems = Type.Object({
  reports: Type.Array(ProblemReport),
  /** Reporting now: allowed, or refused with the reason in the caller's language. */
  report: Type.Object({ allowed: Type.Boolean(), reason: Nullable(Type.String()) }),
  /** The end of the 24 hours after delivery; null while the order is not delivered. */
  closes_at: Nullable(Timestamp),
});
export type OrderProblems = Static<typeof OrderProblems>;

/** A report in support's queue (`GET /api/v1/admin/problems`). */
export const AdminProblem = Type.Object({
  ...ProblemReport.properties,
  order_id: Id,
  order_no: Type.String(),
  delivered_at: Nullable(Timestamp),
  customer_name: Type.String(),
  customer_email: Type.String(),
  /** The order's language: the one the customer's mails are written in. */
  locale: Type.String(),
  /** The staff-only address of the photo, when one was sent. */
  photo_url: Nullable(Type.String()),
  /** The most a refund may be: the reported lines' price. */
  lines_total: Money,
});
export type AdminProblem = Static<typeof AdminProblem>;
