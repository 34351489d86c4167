/** The admin's outbox page (docs/architecture.md §7.1): every e-mail the shop wrote. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Paged, StringEnum, Timestamp } from '../core/common.contract';

export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One mail in the list (`GET /api/v1/admin/outbox`). */
export const OutboxMail = Type.Object({
  id: Id,
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  locale: Nullable(Type.String()),
  /** queued (not sent yet, or kept by MAIL_DRIVER=outbox), sent, or failed (given up). */
  state: StringEnum(OUTBOX_STATES),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Timestamp,
  sent_at: Nullable(Timestamp),
});
export type OutboxMail = Static<typeof OutboxMail>;

/** One mail with both its parts (`GET /api/v1/admin/outbox/:id`). */
export const OutboxMailDetail = Type.Object({
  ...OutboxMail.properties,
  text: Type.String(),
  html: Nullable(Type.String()),
});
export type OutboxMailDetail = Static<typeof OutboxMailDetail>;

export const OutboxPage = Paged(OutboxMail);
export type OutboxPage = Static<typeof OutboxPage>;
