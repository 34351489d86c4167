import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { JobQueue } from '../jobs/queue';
import { EmailOutboxRepository, type OutboxRow } from '../repositories/email-outbox';
import { mayMail } from './policy';
import { renderedRow } from './stored-mails';
import { MailTemplateError, type StoredTemplate } from './templates/registry';

interface MailHead {
  /** What the mail is for, e.g. `password_reset` (tests and admins filter on it). */
  kind: string;
  to: string;
  /**
   * Whether `to` is proven to be its reader's: the account's address once its verification link
   * was opened (docs/accounts.md). Most kinds are not written to an unproven address (policy.ts).
   */
  verifiedRecipient: boolean;
  /** Written when the event happens, in the mail's language: the admin's list shows it. */
  subject: string;
  locale?: string | null;
  /** The event the mail reports (`order_confirmation:42`): a second mail for it is dropped. */
  dedupeKey?: string | null;
}

/**
 * A mail to write: its parts already rendered, or (most mails) the template and data its parts
 * are rendered from when it is sent, outside the transaction that wrote it
 * (docs/mail-rendering.md).
 */
export type MailMessage = MailHead &
  (
    | {
        text: string;
        /** The HTML part (api/src/mail/templates); plain text only when absent. */
        html?: string | null;
      }
    | { template: StoredTemplate }
  );

/** A written mail as a transport sends it. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * A mail the server would not take. `permanent` when it said no for good (a 5xx answer: no such
 * user, message refused): sending it again cannot help. Anything else (a 4xx "try later", a
 * connection or TLS failure) may pass on a later attempt.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** Sends one message; the e-mail adapter of docs/architecture.md §7. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  /** Lets go of its connections (the process is stopping). */
  close(): void;
}

export interface Mailer {
  /**
   * Records the mail (inside `tx` when given: it goes out only if the transaction commits).
   * null when a mail with the same dedupe key was already recorded, when its kind is not sent to
   * an unproven address (policy.ts), or when its address has had the hourly cap of mails.
   */
  send(message: MailMessage, tx?: Database): Promise<{ id: number } | null>;
}

/** The queue whose jobs send what the outbox holds (docs/jobs.md). */
export const MAIL_JOB = 'mail-outbox';
/** Every minute a job sends what no job was queued for: lapsed claims, rows from before SMTP. */
export const MAIL_CATCH_UP_CRON = '* * * * *';
/** How far ahead of this process's clock a due row may be and still be sent by a job. */
const CLOCK_MARGIN_MS = 1000;
/** Attempts before a mail is given up and left for an admin (about 2 h of back-off). */
export const MAIL_MAX_ATTEMPTS = 12;

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s … at most 30 minutes. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The transactional outbox (docs/architecture.md §7.1). Every mail is an `email_outbox` row first,
 * written in the transaction of the change it reports, so a mail exists exactly when the change
 * committed. With a transport (SMTP) each row also queues a job on the job queue, in the same
 * transaction, so the job exists exactly when the row does; whichever process takes it claims
 * the due rows with FOR UPDATE SKIP LOCKED, sends them and marks them sent, or records the
 * failure and queues the retry for the row's back-off. Several processes never send the same row.
 * A job every minute catches up on rows no job covers (a claim whose process died, rows written
 * before SMTP was configured). Without a transport (`MAIL_DRIVER=outbox`, the default) the rows
 * stay in the table: tests and the admin's outbox page read them.
 */
export class OutboxMailer implements Mailer {
  private readonly outbox: EmailOutboxRepository;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    db: Database,
    private readonly transport: MailTransport | null,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly limits: {
      /** Mails written to one address per hour, all kinds together (MAIL_PER_RECIPIENT_PER_HOUR). */
      perRecipientPerHour: number;
    },
    /** Where the sends are queued; without it due rows wait for a `kick()`. */
    private readonly jobs: JobQueue | null = null,
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
        ...('template' in message
          ? { template: message.template.name, templateProps: message.template.props }
          : { textBody: message.text, htmlBody: message.html ?? null }),
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
    if (!row) return null;
    if (this.transport && this.jobs) {
      await this.jobs.send(MAIL_JOB, { outboxId: row.id }, { tx, singletonKey: `mail:${row.id}` });
    }
    return { id: row.id };
  }

  /** The mail jobs of this process (with a transport: without one nothing is sent). */
  async work(jobs: JobQueue): Promise<void> {
    if (!this.transport) return;
    await jobs.work(MAIL_JOB, () => this.kick());
    await jobs.schedule(MAIL_JOB, MAIL_CATCH_UP_CRON);
  }

  /** Waits for a send in progress, then closes the transport's pooled connections. */
  async stop(): Promise<void> {
    await this.running;
    this.transport?.close();
  }

  /** Sends every due mail now; resolves when none is left (the mail job's work). */
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

  private async drain(): Promise<void> {
    for (;;) {
      let claimed: OutboxRow[];
      try {
        // A new row is due at the database's now(), which may run a little ahead of this
        // process's clock: the row's job would otherwise find it not yet due and leave it to the
        // minute's catch-up.
        claimed = await this.outbox.claimDue(new Date(Date.now() + CLOCK_MARGIN_MS), 10);
      } catch (error) {
        this.log.error({ err: error }, 'claiming mails failed');
        return;
      }
      if (claimed.length === 0) return;
      for (const row of claimed) await this.deliver(row);
    }
  }

  /** Renders one claimed row when it was written as a template, sends it, records the outcome. */
  async deliver(row: OutboxRow): Promise<boolean> {
    try {
      const mail = await renderedRow(this.outbox, row);
      await this.transport?.send({
        kind: mail.kind,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await this.outbox.markSent(row.id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A server's 5xx ("no such user") will say the same next time, and a template that cannot
      // render its data will fail the same way: given up at once.
      const refused =
        (error instanceof MailDeliveryError && error.permanent) ||
        error instanceof MailTemplateError;
      const giveUp = refused || row.attempts >= MAIL_MAX_ATTEMPTS;
      this.log[giveUp ? 'error' : 'warn'](
        { outboxId: row.id, attempts: row.attempts, reason },
        giveUp ? 'mail given up' : 'mail delivery failed; will retry',
      );
      const retryAt = new Date(Date.now() + mailRetryDelayMs(row.attempts));
      await this.outbox.markFailed(row.id, reason, giveUp ? null : retryAt).catch(() => undefined);
      if (!giveUp) {
        // The back-off is the row's own; the job only wakes a worker when it is due. If queuing
        // fails, the minute's catch-up job sends the row instead.
        await this.jobs
          ?.send(
            MAIL_JOB,
            { outboxId: row.id },
            { startAfter: retryAt, singletonKey: `mail:${row.id}:${row.attempts}` },
          )
          .catch((queueError: unknown) =>
            this.log.warn({ err: queueError, outboxId: row.id }, 'mail retry not queued'),
          );
      }
      return false;
    }
  }
}
