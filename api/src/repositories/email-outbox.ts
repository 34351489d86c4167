import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { emailOutbox } from '../db/schema';
import { rawRows } from './points-ledger';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** How long a claimed row is left to the process that claimed it before others retry it. */
const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * Namespace of the per-recipient lock (pg_advisory_xact_lock(namespace, hash of the address)):
 * two processes writing to one address count its mails one after the other.
 */
const RECIPIENT_LOCK = 727_073_692;

/** Outbox rows as the raw claim query answers them (snake_case columns). */
interface RawOutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  template: string | null;
  template_props: unknown;
  locale: string | null;
  dedupe_key: string | null;
  sent_at: string | Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | Date;
  gave_up_at: string | Date | null;
  created_at: string | Date;
}

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

function fromRaw(row: RawOutboxRow): OutboxRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    template: row.template,
    templateProps: row.template_props,
    locale: row.locale,
    dedupeKey: row.dedupe_key,
    sentAt: asDate(row.sent_at),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
    gaveUpAt: asDate(row.gave_up_at),
    createdAt: new Date(row.created_at),
  };
}

export type OutboxState = 'queued' | 'sent' | 'failed';

export class EmailOutboxRepository {
  constructor(private readonly db: Database) {}

  /** Writes a mail; null when its dedupe key was already written (the event was seen before). */
  async add(
    message: typeof emailOutbox.$inferInsert,
    tx: Database = this.db,
  ): Promise<OutboxRow | null> {
    const [row] = await tx
      .insert(emailOutbox)
      .values(message)
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning();
    return row ?? null;
  }

  /**
   * Writes a mail unless its address already has `perHour` mails written in the last hour
   * ('over_cap'); null when its dedupe key was already written. The address's mails are counted
   * under a transaction lock on the address, so the cap holds across API processes; the hour
   * is the database's, the clock that stamps `created_at`.
   */
  async addWithinCap(
    message: typeof emailOutbox.$inferInsert,
    perHour: number,
    tx?: Database,
  ): Promise<OutboxRow | 'over_cap' | null> {
    const write = async (inner: Database) => {
      await inner.execute(
        sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK}, hashtext(lower(${message.toAddress})))`,
      );
      const recent = await inner.$count(
        emailOutbox,
        sql`lower(${emailOutbox.toAddress}) = lower(${message.toAddress})
            and ${emailOutbox.createdAt} > now() - interval '1 hour'`,
      );
      if (recent >= perHour) return 'over_cap' as const;
      return this.add(message, inner);
    };
    return tx ? write(tx) : this.db.transaction(write);
  }

  /**
   * Claims up to `limit` due rows for this process in one statement: their attempt is counted
   * and their next attempt moved past a lease, so a process that dies mid-send leaves them to
   * be retried; SKIP LOCKED keeps two processes from claiming the same row.
   */
  async claimDue(now: Date, limit: number, tx: Database = this.db): Promise<OutboxRow[]> {
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    const rows = await rawRows<RawOutboxRow>(
      tx,
      sql`update email_outbox
             set attempts = attempts + 1, next_attempt_at = ${lease}::timestamptz
           where id in (select id from email_outbox
                         where sent_at is null and gave_up_at is null
                           and next_attempt_at <= ${now.toISOString()}::timestamptz
                         order by next_attempt_at, id
                         limit ${limit}
                         for update skip locked)
       returning *`,
    );
    return rows.map(fromRaw).sort((a, b) => a.id - b.id);
  }

  /**
   * Stores the parts rendered from a row's template unless a reader stored them first; answers
   * with the parts the row holds now.
   */
  async storeParts(
    id: number,
    parts: { text: string; html: string },
    tx: Database = this.db,
  ): Promise<{ text: string; html: string | null }> {
    await tx
      .update(emailOutbox)
      .set({ textBody: parts.text, htmlBody: parts.html })
      .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.textBody)));
    const [row] = await tx
      .select({ text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    return { text: row?.text ?? parts.text, html: row?.text ? row.html : parts.html };
  }

  async markSent(id: number, tx: Database = this.db) {
    await tx
      .update(emailOutbox)
      .set({ sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, id));
  }

  /** A failed attempt: retried at `retryAt`, or given up when null. */
  async markFailed(id: number, error: string, retryAt: Date | null, tx: Database = this.db) {
    await tx
      .update(emailOutbox)
      .set({
        lastError: error.slice(0, 2000),
        ...(retryAt ? { nextAttemptAt: retryAt } : { gaveUpAt: new Date() }),
      })
      .where(eq(emailOutbox.id, id));
  }

  /** Newest first; tests and admins read the mails sent to an address. */
  async listTo(address: string, tx: Database = this.db): Promise<OutboxRow[]> {
    return tx
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`)
      .orderBy(desc(emailOutbox.id));
  }

  /** The admin's outbox page: newest first, filtered by recipient (part of it) and state. */
  async page(
    filter: { to?: string; state?: OutboxState },
    page: number,
    perPage: number,
  ): Promise<{ rows: OutboxRow[]; total: number }> {
    const where: SQL[] = [];
    if (filter.to) {
      where.push(sql`lower(${emailOutbox.toAddress}) like ${`%${filter.to.toLowerCase()}%`}`);
    }
    if (filter.state === 'sent') where.push(isNotNull(emailOutbox.sentAt));
    if (filter.state === 'queued') {
      where.push(and(isNull(emailOutbox.sentAt), isNull(emailOutbox.gaveUpAt)) as SQL);
    }
    if (filter.state === 'failed') where.push(isNotNull(emailOutbox.gaveUpAt));
    const condition = where.length > 0 ? and(...where) : undefined;
    const rows = await this.db
      .select()
      .from(emailOutbox)
      .where(condition)
      .orderBy(desc(emailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await this.db.select({ n: count() }).from(emailOutbox).where(condition);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(id: number): Promise<OutboxRow | null> {
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row ?? null;
  }

  /** Unsent mails older than `before` (the admin page's warning that delivery is stuck). */
  async stuckSince(before: Date): Promise<number> {
    return this.db.$count(
      emailOutbox,
      and(isNull(emailOutbox.sentAt), lt(emailOutbox.createdAt, before)),
    );
  }
}
