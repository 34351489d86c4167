import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { gatewayNotifications } from '../db/tables/checkout';
import { rawRows } from '../repositories/points-ledger';

/** Posts a body to a URL and answers the HTTP status (0 when it could not be sent). */
export type NotificationTransport = (url: string, body: Record<string, string>) => Promise<number>;

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The sandbox gateway's outgoing callbacks (retried until acknowledged). A row is
 * written when the tester pays or fails; it is sent at once and again with back-off until the
 * callback answers 2xx. A 4xx is the shop's final word (a refused signature or amount) and is
 * recorded, not retried. Rows are claimed in one statement with SKIP LOCKED, so several
 * replicas never send the same one at the same time.
 */
export class GatewayNotifier {
  constructor(
    private readonly db: Database,
    private readonly transport: NotificationTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(paymentId: number, url: string, body: Record<string, string>): Promise<number> {
    const [row] = await this.db
      .insert(gatewayNotifications)
      .values({ paymentId, url, body })
      .returning({ id: gatewayNotifications.id });
    if (!row) throw new Error('notification insert answered no row');
    return row.id;
  }

  /** Sends one notification now (claims it first); true when acknowledged. */
  async send(id: number, now = new Date()): Promise<boolean> {
    const claimed = await rawRows<{
      id: number;
      url: string;
      body: Record<string, string>;
      attempts: number;
    }>(
      this.db,
      sql`update gateway_notifications
             set attempts = attempts + 1,
                 next_attempt_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz
           where id = (select id from gateway_notifications
                        where id = ${id} and acknowledged_at is null
                        for update skip locked)
       returning id, url, body, attempts`,
    );
    const row = claimed[0];
    return row ? this.deliver(row, now) : false;
  }

  private async deliver(
    row: { id: number; url: string; body: Record<string, string>; attempts: number },
    now: Date,
  ): Promise<boolean> {
    let status = 0;
    try {
      status = await this.transport(row.url, row.body);
    } catch (error) {
      this.log.warn({ err: error, notification: row.id }, 'gateway callback could not be sent');
    }
    const final = status >= 200 && status < 500;
    await this.db
      .update(gatewayNotifications)
      .set(
        final
          ? { acknowledgedAt: new Date(), lastStatus: status }
          : {
              lastStatus: status,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(Number(row.attempts))),
            },
      )
      .where(eq(gatewayNotifications.id, row.id));
    if (status >= 400 && status < 500) {
      this.log.warn({ notification: row.id, status }, 'gateway callback refused by the shop');
    }
    return status >= 200 && status < 300;
  }

  /** Sends every notification that is due; answers how many were acknowledged. */
  async sendDue(now = new Date(), limit = 20): Promise<number> {
    const due = await this.db
      .select({ id: gatewayNotifications.id })
      .from(gatewayNotifications)
      .where(
        and(
          isNull(gatewayNotifications.acknowledgedAt),
          lte(gatewayNotifications.nextAttemptAt, now),
        ),
      )
      .limit(limit);
    let acknowledged = 0;
    for (const { id } of due) if (await this.send(id, now)) acknowledged += 1;
    return acknowledged;
  }
}
