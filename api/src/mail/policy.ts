/**
 * Which mails may go to an address nobody has proven (docs/accounts.md). Anyone can register
 * with someone else's address, so until the link mailed there is opened the shop writes to it
 * only what cannot be repeated cheaply by whoever holds the account:
 *
 * - the verification link itself (its resends are limited per account);
 * - what the address's owner asks for from the address (the password reset: the link proves
 *   the address as the verification does, and it is limited per account);
 * - a staff invitation (only an admin sends one; the link in it proves the address);
 * - mails about an order somebody paid for: its receipt, changes to it, the day-before reminder
 *   and refunds due, and the answers to a problem reported with it. Each costs the account's
 *   holder real money.
 *
 * Everything else — payment failures and cancellations of unpaid orders, account notices,
 * offers and news, and any kind added later — waits for a verified address. The hourly cap per
 * address (mailer.ts) holds for every kind.
 */
const SENT_TO_UNVERIFIED: ReadonlySet<string> = new Set([
  'email_verification',
  'password_reset',
  'staff_invite',
  'order_confirmation',
  'order_rescheduled',
  'delivery_reminder',
  'order_ready_for_pickup',
  'order_out_for_delivery',
  'order_delivered',
  'late_payment_refund',
  'second_payment_refund',
  'problem_reported',
  'problem_answered',
  'problem_resolved',
  'problem_refunded',
]);

/** Whether a mail of `kind` may be written to an address in this state. */
export function mayMail(kind: string, verifiedRecipient: boolean): boolean {
  return verifiedRecipient || SENT_TO_UNVERIFIED.has(kind);
}
