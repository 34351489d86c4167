import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { EmailOutboxRepository } from '../repositories/email-outbox';

export interface MailMessage {
  /** What the mail is for, e.g. `password_reset` (tests and admins filter on it). */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; the e-mail adapter of docs/architecture.md §7. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface Mailer {
  /** Records the mail (inside `tx` when given) and hands it to the transport, if any. */
  send(message: MailMessage, tx?: Database): Promise<{ id: number }>;
}

/**
 * Every mail is an `email_outbox` row first: the default local adapter stops there (tests and
 * admins read the table); with SMTP configured the row is delivered after it is written and
 * marked sent or failed, so a mail server outage never fails the request that caused the mail.
 */
export class OutboxMailer implements Mailer {
  private readonly outbox: EmailOutboxRepository;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    db: Database,
    private readonly transport: MailTransport | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.outbox = new EmailOutboxRepository(db);
  }

  async send(message: MailMessage, tx?: Database) {
    const row = await this.outbox.add(
      {
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
      },
      tx,
    );
    if (this.transport) {
      const delivery = this.deliver(row.id, message);
      this.pending.add(delivery);
      void delivery.finally(() => this.pending.delete(delivery));
    }
    return { id: row.id };
  }

  private async deliver(id: number, message: MailMessage) {
    try {
      await this.transport?.send(message);
      await this.outbox.markSent(id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ outboxId: id, reason }, 'mail delivery failed');
      await this.outbox.markFailed(id, reason).catch(() => undefined);
    }
  }

  /** Waits for deliveries in flight (before closing the database). */
  async flush() {
    await Promise.allSettled([...this.pending]);
  }
}
