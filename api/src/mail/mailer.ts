import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { EmailOutboxRepository, type OutboxRow } from '../repositories/email-outbox';
import { mayMail } from './policy';

export interface MailMessage {
  /** What the mail is for, e.g. `password_reset` (tests and admins filter on it). */
  kind: string;
  to: string;
  /**
   * Whether `to` is proven to be its reader's: the account's address once its verification link
   * was opened (docs/accounts.md). Most kinds are not written to an unproven address (policy.ts).
   */
  verifiedRecipient: boolean;
  subject: string;
  text: string;
  /** The HTML part (api/src/mail/templates); plain text only when absent. */
  html?: string | null;
  locale?: string | null;
  /** The event the mail reports (`order_confirmation:42`): a second mail for it is dropped. */
  dedupeKey?: string | null;
}

/** A written mail as a transport sends it. */
export type OutgoingMail = Omit<MailMessage, 'verifiedRecipient'>;

/** Sends one message; the e-mail adapter of docs/architecture.md §7. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

export interface Mailer {
  /**
   * Records the mail (inside `tx` when given: it goes out only if the transaction commits).
   * null when a mail with the same dedupe key was already recorded, when its kind is not sent to
   * an unproven address (policy.ts), or when its address has had the hourly cap of mails.
   */
  send(message: MailMessage, tx?: Database): Promise<{ id: number } | null>;
}

/** How often an idle process looks for due mails (others' rows, retries, lapsed claims). */
export const MAIL_POLL_MS = 1000;
/** Attempts before a mail is given up and left for an admin (about 2 h of back-off). */
export const MAIL_MAX_ATTEMPTS = 12;

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s … at most 30 minutes. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

const asMessage = (row: OutboxRow): OutgoingMail => ({
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
});

/**
 * The transactional outbox (docs/architecture.md §7.1). Every mail is an `email_outbox` row first,
 * written in the transaction of the change it reports, so a mail exists exactly when the change
 * committed. With a transport (SMTP) a worker in every API process claims due rows with
 * FOR UPDATE SKIP LOCKED, sends them and marks them sent, or schedules a retry with back-off;
 * several processes never send the same row. Without one (`MAIL_DRIVER=outbox`, the default)
 * the rows stay in the table: tests and the admin's outbox page read them.
 */
export class OutboxMailer implements Mailer {
  private readonly outbox: EmailOutboxRepository;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    db: Database,
    private readonly transport: MailTransport | null,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly limits: {
      /** Mails written to one address per hour, all kinds together (MAIL_PER_RECIPIENT_PER_HOUR). */
      perRecipientPerHour: number;
    },
  ) {
    this.outbox = new EmailOutboxRepository(db);
  }

  async send(message: MailMessage, tx?: Database) {
    // Whoever asks for the mail, an address nobody has proven gets only what the policy allows,
    // and no address more than the hourly cap: the shop cannot be used to flood an inbox.
    if (!mayMail(message.kind, message.verifiedRecipient)) return null;
    const row = await this.outbox.addWithinCap(
      {
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        locale: message.locale ?? null,
        dedupeKey: message.dedupeKey ?? null,
      },
      this.limits.perRecipientPerHour,
      tx,
    );
    if (row === 'over_cap') {
      this.log.warn(
        { kind: message.kind, perHour: this.limits.perRecipientPerHour },
        'mail not written: its address had the hourly cap of mails',
      );
      return null;
    }
    // Outside a transaction the row is visible now; inside one the poller (or the caller's
    // kick after commit) picks it up.
    if (row && !tx) void this.kick();
    return row ? { id: row.id } : null;
  }

  /** Sends every due mail now; resolves when none is left. */
  kick(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.kick();
      }
    });
    return this.running;
  }

  start(intervalMs = MAIL_POLL_MS): void {
    if (this.timer || !this.transport) return;
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  /** Waits for deliveries in flight (before closing the database). */
  async flush() {
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      let claimed: OutboxRow[];
      try {
        claimed = await this.outbox.claimDue(new Date(), 10);
      } catch (error) {
        this.log.error({ err: error }, 'claiming mails failed');
        return;
      }
      if (claimed.length === 0) return;
      for (const row of claimed) await this.deliver(row);
    }
  }

  /** Sends one claimed row and records the outcome. */
  async deliver(row: OutboxRow): Promise<boolean> {
    try {
      await this.transport?.send(asMessage(row));
      await this.outbox.markSent(row.id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      this.log[giveUp ? 'error' : 'warn'](
        { outboxId: row.id, attempts: row.attempts, reason },
        giveUp ? 'mail given up' : 'mail delivery failed; will retry',
      );
      const retryAt = new Date(Date.now() + mailRetryDelayMs(row.attempts));
      await this.outbox.markFailed(row.id, reason, giveUp ? null : retryAt).catch(() => undefined);
      return false;
    }
  }
}
