import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { COURIER_STATES, type CourierState } from '@mealprep/shared/checkout';
import {
  CourierError,
  LocalCourier,
  type BookingRequest,
  type CourierBookingAdapter,
  type CourierBookingStatus,
  type CourierDriver,
  type CourierWebhook,
  type LocalCourierOptions,
  type WebhookReading,
} from '../checkout/courier';
import { sameHex } from '../checkout/gateways';
import type { Database } from '../db';
import { courierSandboxDeliveries } from '../db/tables/courier';

/**
 * The sandbox courier's day with one delivery, in sandbox minutes after booking: a driver takes it,
 * picks the food up at the kitchen, and drops it off.
 */
export const SANDBOX_TIMELINE: readonly { state: CourierState; minutes: number }[] = [
  { state: 'assigned', minutes: 3 },
  { state: 'picked_up', minutes: 15 },
  { state: 'completed', minutes: 45 },
];

/** One event the sandbox will send at `at`. */
export interface SandboxStep {
  externalId: string;
  state: CourierState;
  at: Date;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-courier-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-courier-timestamp';

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex. */
export function sandboxCourierSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const DRIVERS = [
  'Ahmad Faiz',
  'Lim Wei Jie',
  'Kavitha Rao',
  'Nur Aisyah',
  'Rajesh Kumar',
  'Tan Mei Ling',
] as const;

/** A made-up driver, the same for the same delivery. */
function driverOf(externalId: string): CourierDriver {
  const hash = createHmac('sha256', 'sandbox-driver').update(externalId).digest();
  const digits = (from: number, count: number) =>
    Array.from(hash.subarray(from, from + count), (byte) => byte % 10).join('');
  const letters = String.fromCharCode(65 + ((hash[9] ?? 0) % 26), 65 + ((hash[10] ?? 0) % 26));
  return {
    name: DRIVERS[(hash[0] ?? 0) % DRIVERS.length] ?? DRIVERS[0],
    phone: `01${digits(1, 8)}`,
    plate: `W${letters} ${digits(11, 4)}`,
  };
}

function header(webhook: CourierWebhook, name: string): string | null {
  const value = webhook.headers[name];
  return typeof value === 'string' ? value : null;
}

export interface SandboxCourierOptions extends LocalCourierOptions {
  db: Database;
  /** Signs the webhooks (COURIER_SANDBOX_SECRET or the installation's own). */
  secret: string;
  /** The tracking pages are served by this API. */
  publicOrigin: string;
  /** Real seconds per sandbox minute (COURIER_SANDBOX_SECONDS_PER_MINUTE). */
  secondsPerMinute: number;
}

/**
 * The default courier (docs/courier.md): the local quote model, and bookings kept in its own
 * table as a courier's servers would keep them. Each booking plays `SANDBOX_TIMELINE` on the time
 * scale it was booked with; the steps are handed to `plan` (the courier jobs queue them to post a
 * signed webhook to the shop at their time), and `status` answers from the same clock.
 */
export class SandboxCourier extends LocalCourier implements CourierBookingAdapter {
  private plan: ((step: SandboxStep) => Promise<void>) | null = null;

  constructor(private readonly sandbox: SandboxCourierOptions) {
    super(sandbox);
  }

  /** Where the sandbox's future events go (the job queue). */
  onPlan(plan: (step: SandboxStep) => Promise<void>): void {
    this.plan = plan;
  }

  trackingUrl(externalId: string): string {
    return `${this.sandbox.publicOrigin}/api/v1/courier/sandbox/track/${externalId}`;
  }

  /** A booking sent again with its key answers the booking already made, and plans nothing. */
  async book(request: BookingRequest): Promise<CourierBookingStatus> {
    const externalId = `sbx_${randomBytes(12).toString('hex')}`;
    const msPerMinute = Math.round(this.sandbox.secondsPerMinute * 1000);
    const [created] = await this.sandbox.db
      .insert(courierSandboxDeliveries)
      .values({
        externalId,
        requestKey: request.key,
        bookedAt: request.now,
        msPerMinute,
        driver: driverOf(externalId),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await this.sandbox.db
        .select()
        .from(courierSandboxDeliveries)
        .where(eq(courierSandboxDeliveries.requestKey, request.key));
      if (!existing) throw new CourierError('sandbox courier lost a booking');
      return this.statusOf(existing, request.now);
    }
    for (const step of SANDBOX_TIMELINE) {
      await this.plan?.({
        externalId,
        state: step.state,
        at: new Date(request.now.getTime() + step.minutes * msPerMinute),
      });
    }
    return this.statusOf(created, request.now);
  }

  private async row(externalId: string) {
    const [row] = await this.sandbox.db
      .select()
      .from(courierSandboxDeliveries)
      .where(eq(courierSandboxDeliveries.externalId, externalId));
    if (!row) throw new CourierError('courier answered 404');
    return row;
  }

  private statusOf(
    row: typeof courierSandboxDeliveries.$inferSelect,
    now: Date,
  ): CourierBookingStatus {
    const minutes = (now.getTime() - row.bookedAt.getTime()) / row.msPerMinute;
    const reached = SANDBOX_TIMELINE.filter((step) => step.minutes <= minutes).at(-1);
    const state: CourierState = row.cancelledAt ? 'cancelled' : (reached?.state ?? 'requested');
    return {
      externalId: row.externalId,
      state,
      driver: state === 'requested' || state === 'cancelled' ? null : row.driver,
      trackingUrl: this.trackingUrl(row.externalId),
    };
  }

  async status(externalId: string, now: Date): Promise<CourierBookingStatus> {
    return this.statusOf(await this.row(externalId), now);
  }

  /** As a courier: no cancelling once the food is picked up. */
  async cancel(externalId: string, now: Date): Promise<void> {
    const current = await this.status(externalId, now);
    if (current.state === 'cancelled') return;
    if (current.state === 'picked_up' || current.state === 'completed') {
      throw new CourierError('courier answered 409: already picked up');
    }
    await this.sandbox.db
      .update(courierSandboxDeliveries)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(courierSandboxDeliveries.externalId, externalId),
          isNull(courierSandboxDeliveries.cancelledAt),
        ),
      );
  }

  /**
   * The courier drops a booking on its side (no driver took it, or the driver turned it down):
   * the sandbox stops it and answers the webhook it sends. Tests and the browser test use it to
   * play the courier's failures.
   */
  async drop(externalId: string, state: 'rejected' | 'expired', now: Date) {
    await this.sandbox.db
      .update(courierSandboxDeliveries)
      .set({ cancelledAt: now })
      .where(eq(courierSandboxDeliveries.externalId, externalId));
    return this.signedWebhook({ externalId, state, at: now });
  }

  /**
   * The webhook of a step, or null when the delivery was cancelled meanwhile. The event id is the
   * delivery and the state, so a webhook sent twice is the same event.
   */
  async webhookFor(step: SandboxStep) {
    const row = await this.row(step.externalId);
    if (row.cancelledAt) return null;
    return this.signedWebhook(step);
  }

  signedWebhook(step: SandboxStep): { body: string; headers: Record<string, string> } {
    const driver = step.state === 'requested' ? null : driverOf(step.externalId);
    const body = JSON.stringify({
      event_id: `${step.externalId}:${step.state}`,
      booking_id: step.externalId,
      state: step.state,
      driver,
      tracking_url: this.trackingUrl(step.externalId),
      occurred_at: step.at.toISOString(),
    });
    const timestamp = String(step.at.getTime());
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: timestamp,
        [SANDBOX_SIGNATURE_HEADER]: sandboxCourierSignature(this.sandbox.secret, timestamp, body),
      },
    };
  }

  readWebhook(webhook: CourierWebhook): WebhookReading {
    const timestamp = header(webhook, SANDBOX_TIMESTAMP_HEADER);
    const signature = header(webhook, SANDBOX_SIGNATURE_HEADER);
    if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return { kind: 'refused' };
    const expected = sandboxCourierSignature(this.sandbox.secret, timestamp, webhook.rawBody);
    if (!sameHex(signature, expected)) return { kind: 'refused' };
    let body: unknown;
    try {
      body = JSON.parse(webhook.rawBody);
    } catch {
      return { kind: 'refused' };
    }
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const eventId = typeof fields.event_id === 'string' ? fields.event_id : null;
    const externalId = typeof fields.booking_id === 'string' ? fields.booking_id : null;
    const state = COURIER_STATES.find((known) => known === fields.state);
    const occurredAt = new Date(typeof fields.occurred_at === 'string' ? fields.occurred_at : '');
    if (!eventId || !externalId || !state || Number.isNaN(occurredAt.getTime())) {
      return { kind: 'ignored', eventId };
    }
    const driver = fields.driver as CourierDriver | null;
    return {
      kind: 'event',
      event: {
        eventId,
        externalId,
        state,
        driver: driver && typeof driver.name === 'string' ? driver : null,
        trackingUrl: typeof fields.tracking_url === 'string' ? fields.tracking_url : null,
        occurredAt,
      },
    };
  }
}
