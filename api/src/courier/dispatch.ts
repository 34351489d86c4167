import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, businessDate } from '@mealprep/shared/core';
import {
  courierActions,
  DROPPED_BOOKING_STATES,
  isLiveBooking,
  type BookingState,
  type CourierAlertKind,
  type CourierState,
} from '@mealprep/shared/checkout';
import type { CourierBooking, DispatchOrder } from '@mealprep/shared/checkout/contracts';
import {
  CourierError,
  type CourierBookingAdapter,
  type CourierBookingStatus,
  type CourierEvent,
} from '../checkout/courier';
import type { CourierDispatchConfig } from '../config/types';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orders } from '../db/tables/commerce';
import { courierAlerts, courierBookings, courierEvents } from '../db/tables/courier';
import { BOARD_STATUSES, type Fulfilment, type FulfilmentActor } from '../orders/fulfilment';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { OrderRow } from '../repositories/orders';

type BookingRow = typeof courierBookings.$inferSelect;

/** Who acts on a booking: a member of staff by hand, or the shop's own jobs and the courier. */
export type DispatchActor = FulfilmentActor;

/** How far along the way to the customer a booking is; an event never moves one back. */
const PROGRESS: Record<BookingState, number> = {
  requesting: 0,
  requested: 0,
  assigned: 1,
  picked_up: 2,
  completed: 3,
  cancelled: 3,
  rejected: 3,
  expired: 3,
  failed: 3,
  withdrawn: 3,
};

const DROPPED: readonly BookingState[] = DROPPED_BOOKING_STATES;

/** A booking left `requesting` this long belonged to a process that died while asking. */
const STALE_REQUEST_MS = 60_000;

/** Whether `event` moves a booking that stands at `current`. */
function advances(current: BookingState, event: CourierState): boolean {
  if (event === 'cancelled' || event === 'rejected' || event === 'expired') {
    // A courier drops a booking only before the food is picked up.
    return PROGRESS[current] < PROGRESS.picked_up;
  }
  return PROGRESS[event] > PROGRESS[current];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The drop-off as a courier's driver reads it: street lines, postcode and city, state. */
function dropOffAddress(address: Record<string, unknown>): string {
  return [
    [text(address.unit_no), text(address.address_1)].filter(Boolean).join(', '),
    text(address.address_2),
    `${text(address.postcode)} ${text(address.city)}`.trim(),
    text(address.state),
  ]
    .filter(Boolean)
    .join(', ');
}

/** When a slot starts: the delivery date and slot start, Kuala Lumpur time. */
export function slotStart(order: Pick<OrderRow, 'deliveryDate' | 'deliveryTime'>): Date {
  return DateTime.fromISO(`${order.deliveryDate}T${order.deliveryTime}`, {
    zone: BUSINESS_ZONE,
  }).toJSDate();
}

export type BookOutcome =
  | { kind: 'booked'; order: OrderRow; booking: BookingRow }
  | { kind: 'missing' }
  | { kind: 'notPreparing' | 'alreadyBooked'; order: OrderRow }
  | { kind: 'exhausted'; order: OrderRow }
  | { kind: 'failed'; order: OrderRow; reason: string };

export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'missing' }
  | { kind: 'nothingToCancel' | 'pickedUp'; order: OrderRow }
  | { kind: 'failed'; order: OrderRow; reason: string };

export type EventOutcome = 'applied' | 'recorded' | 'replay' | 'unknown';

export interface CourierDispatchOptions {
  db: Database;
  courier: CourierBookingAdapter;
  fulfilment: Fulfilment;
  audit: AuditLogRepository;
  config: CourierDispatchConfig;
}

/**
 * Courier bookings of delivery orders (docs/courier.md). An order being prepared is booked once
 * per attempt: the claim is a row written under the order's row lock before the courier is asked,
 * with a request key the courier answers idempotently. The courier's events move the booking and,
 * through `Fulfilment`, the order — under the same row lock, each event once, never backwards.
 */
export class CourierDispatch {
  /** Set by the courier jobs: a dropped booking is booked again soon, not at the next tick. */
  private rebookSoon: ((orderId: number) => Promise<void>) | null = null;

  constructor(private readonly options: CourierDispatchOptions) {}

  get courier(): CourierBookingAdapter {
    return this.options.courier;
  }

  onDropped(rebook: (orderId: number) => Promise<void>): void {
    this.rebookSoon = rebook;
  }

  private get db() {
    return this.options.db;
  }

  private systemActor(): DispatchActor {
    return { id: null, email: `courier:${this.courier.provider}`, role: 'dispatch' };
  }

  private async alert(
    tx: Database,
    order: OrderRow,
    booking: BookingRow | null,
    kind: CourierAlertKind,
    detail: string | null,
    actor: DispatchActor,
  ) {
    await tx.insert(courierAlerts).values({
      orderId: order.id,
      bookingId: booking?.id ?? null,
      kind,
      detail: detail?.slice(0, 200) ?? null,
    });
    await this.options.audit.record(
      actor,
      {
        action: 'courier.alert',
        subject: 'order',
        subjectId: order.id,
        before: booking ? { booking: booking.state, attempt: booking.attempt } : null,
        after: { alert: kind, order_no: order.orderNo },
      },
      tx,
    );
  }

  /**
   * Books a courier for an order being prepared: by dispatch (`actor` a member of staff) at any
   * time, or by the jobs (`actor` null) within COURIER_BOOKING_ATTEMPTS.
   */
  async book(orderId: number, actor: DispatchActor | null, now = new Date()): Promise<BookOutcome> {
    const claim = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { kind: 'missing' } as const;
      if (order.deliveryMethod !== 'deliver' || order.status !== 'preparing') {
        return { kind: 'notPreparing', order } as const;
      }
      const bookings = await tx
        .select()
        .from(courierBookings)
        .where(eq(courierBookings.orderId, orderId))
        .orderBy(asc(courierBookings.attempt));
      const current = bookings.find((row) => row.current) ?? null;
      if (current && isLiveBooking(current.state)) {
        const abandoned =
          current.state === 'requesting' &&
          now.getTime() - current.updatedAt.getTime() > STALE_REQUEST_MS;
        // The process that claimed it died while asking: ask again with the same key.
        if (abandoned) return { kind: 'claimed', order, booking: current } as const;
        return { kind: 'alreadyBooked', order } as const;
      }
      if (!actor && bookings.length >= this.options.config.bookingAttempts) {
        return { kind: 'exhausted', order } as const;
      }
      if (current) {
        await tx
          .update(courierBookings)
          .set({ current: false, updatedAt: now })
          .where(eq(courierBookings.id, current.id));
      }
      const attempt = bookings.length + 1;
      const [booking] = await tx
        .insert(courierBookings)
        .values({
          orderId,
          attempt,
          provider: this.courier.provider,
          requestKey: `order-${orderId}-${attempt}`,
          state: 'requesting',
          bookedBy: actor?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error('booking insert answered no row');
      await this.options.audit.record(
        actor ?? this.systemActor(),
        {
          action: 'courier.book',
          subject: 'order',
          subjectId: orderId,
          before: current ? { booking: current.state, attempt: current.attempt } : null,
          after: { booking: 'requesting', attempt, order_no: order.orderNo },
        },
        tx,
      );
      return { kind: 'claimed', order, booking } as const;
    });
    if (claim.kind !== 'claimed') return claim;
    const { order, booking } = claim;
    let answer: CourierBookingStatus;
    try {
      const address = order.address ?? {};
      answer = await this.courier.book({
        key: booking.requestKey,
        orderNo: order.orderNo,
        dropOff: {
          latitude: Number(address.latitude),
          longitude: Number(address.longitude),
          name: `${text(address.first_name)} ${text(address.last_name)}`.trim(),
          phone: text(address.phone),
          address: dropOffAddress(address),
        },
        remarks: order.deliveryInstructions,
        now,
      });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      await this.dropped(booking.id, 'failed', error.message, actor ?? this.systemActor());
      return { kind: 'failed', order, reason: error.message };
    }
    const recorded = await this.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [row] = await tx
        .update(courierBookings)
        .set({
          externalId: answer.externalId,
          state: answer.state,
          driver: answer.driver,
          trackingUrl: answer.trackingUrl,
          lastEventAt: now,
          updatedAt: now,
        })
        .where(and(eq(courierBookings.id, booking.id), eq(courierBookings.state, 'requesting')))
        .returning();
      return row ?? booking;
    });
    return { kind: 'booked', order, booking: recorded };
  }

  /**
   * A booking the courier gave up (or could not take): dispatch is alerted, and the order is
   * booked again while attempts are left; after the last one dispatch is told it gave up.
   */
  private async dropped(
    bookingId: number,
    state: 'failed' | 'cancelled' | 'rejected' | 'expired',
    detail: string | null,
    actor: DispatchActor,
  ) {
    const rebook = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ orderId: courierBookings.orderId })
        .from(courierBookings)
        .where(eq(courierBookings.id, bookingId));
      if (!found) return false;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, found.orderId))
        .for('update');
      const [booking] = await tx
        .update(courierBookings)
        .set({ state, failure: detail?.slice(0, 200) ?? null, updatedAt: new Date() })
        .where(eq(courierBookings.id, bookingId))
        .returning();
      if (!order || !booking) return false;
      return this.afterDrop(tx, order, booking, state, detail, actor);
    });
    if (rebook) await this.rebookSoon?.(rebook);
  }

  /** Alerts dispatch of a dropped booking; answers the order id to book again, or null. */
  private async afterDrop(
    tx: Database,
    order: OrderRow,
    booking: BookingRow,
    state: 'failed' | 'cancelled' | 'rejected' | 'expired',
    detail: string | null,
    actor: DispatchActor,
  ): Promise<number | null> {
    await this.alert(tx, order, booking, state === 'failed' ? 'book_failed' : state, detail, actor);
    if (order.status !== 'preparing') return null;
    if (booking.attempt >= this.options.config.bookingAttempts) {
      await this.alert(tx, order, booking, 'gave_up', null, actor);
      return null;
    }
    return order.id;
  }

  /** Cancels the order's booking at the courier (not once the food is picked up). */
  async cancel(orderId: number, actor: DispatchActor, now = new Date()): Promise<CancelOutcome> {
    const found = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { kind: 'missing' } as const;
      const [booking] = await tx
        .select()
        .from(courierBookings)
        .where(and(eq(courierBookings.orderId, orderId), eq(courierBookings.current, true)))
        .for('update');
      if (!booking || !isLiveBooking(booking.state) || booking.state === 'requesting') {
        return { kind: 'nothingToCancel', order } as const;
      }
      if (PROGRESS[booking.state] >= PROGRESS.picked_up)
        return { kind: 'pickedUp', order } as const;
      return { kind: 'found', order, booking } as const;
    });
    if (found.kind !== 'found') return found;
    const { order, booking } = found;
    try {
      if (booking.externalId) await this.courier.cancel(booking.externalId, now);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      return { kind: 'failed', order, reason: error.message };
    }
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const [withdrawn] = await tx
        .update(courierBookings)
        .set({ state: 'withdrawn', updatedAt: now })
        .where(
          and(
            eq(courierBookings.id, booking.id),
            inArray(courierBookings.state, ['requested', 'assigned']),
          ),
        )
        .returning();
      // The courier's pickup arrived while we asked: the food is on its way after all.
      if (!withdrawn) return { kind: 'pickedUp', order: locked ?? order } as const;
      await this.options.audit.record(
        actor,
        {
          action: 'courier.cancel',
          subject: 'order',
          subjectId: orderId,
          before: { booking: booking.state, attempt: booking.attempt },
          after: { booking: 'withdrawn', order_no: order.orderNo },
        },
        tx,
      );
      return { kind: 'cancelled', order: locked ?? order } as const;
    });
  }

  /** Cancels the current booking and books another (a driver who does not come). */
  async rebook(orderId: number, actor: DispatchActor, now = new Date()): Promise<BookOutcome> {
    const cancelled = await this.cancel(orderId, actor, now);
    if (cancelled.kind === 'missing') return cancelled;
    if (cancelled.kind === 'pickedUp') return { kind: 'alreadyBooked', order: cancelled.order };
    if (cancelled.kind === 'failed') return cancelled;
    return this.book(orderId, actor, now);
  }

  /**
   * One event from the courier (webhook or status poll). Decided under the order's row lock, then
   * the booking's: a replayed event id changes nothing, an event behind the booking is kept but
   * moves nothing, and a pickup or drop-off moves the order through `Fulfilment`.
   */
  async receive(event: CourierEvent): Promise<EventOutcome> {
    const provider = this.courier.provider;
    const [known] = await this.db
      .select({ id: courierBookings.id, orderId: courierBookings.orderId })
      .from(courierBookings)
      .where(
        and(
          eq(courierBookings.provider, provider),
          eq(courierBookings.externalId, event.externalId),
        ),
      );
    if (!known) return 'unknown';
    const actor = this.systemActor();
    const result = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, known.orderId))
        .for('update');
      const [booking] = await tx
        .select()
        .from(courierBookings)
        .where(eq(courierBookings.id, known.id))
        .for('update');
      if (!order || !booking) return { outcome: 'unknown' } as const;
      const applies = booking.current && advances(booking.state, event.state);
      const [stored] = await tx
        .insert(courierEvents)
        .values({
          provider,
          eventId: event.eventId,
          bookingId: booking.id,
          externalId: event.externalId,
          state: event.state,
          applied: applies,
          driver: event.driver,
          trackingUrl: event.trackingUrl,
          occurredAt: event.occurredAt,
        })
        .onConflictDoNothing()
        .returning({ id: courierEvents.id });
      if (!stored) return { outcome: 'replay' } as const;
      const now = new Date();
      if (!applies) {
        await tx
          .update(courierBookings)
          .set({ lastEventAt: now })
          .where(eq(courierBookings.id, booking.id));
        return { outcome: 'recorded' } as const;
      }
      const trackingUrl = event.trackingUrl ?? booking.trackingUrl;
      const [moved] = await tx
        .update(courierBookings)
        .set({
          state: event.state,
          driver: event.driver ?? booking.driver,
          trackingUrl,
          lastEventAt: now,
          updatedAt: now,
        })
        .where(eq(courierBookings.id, booking.id))
        .returning();
      if (!moved) return { outcome: 'unknown' } as const;
      if (event.state === 'cancelled' || event.state === 'rejected' || event.state === 'expired') {
        const rebook = await this.afterDrop(tx, order, moved, event.state, null, actor);
        return { outcome: 'applied', rebook } as const;
      }
      const fulfilment = this.options.fulfilment;
      if (event.state === 'picked_up' || event.state === 'completed') {
        if (order.status === 'preparing') {
          // A drop-off reported before its pickup: the order passes out for delivery on its
          // way, and the customer hears of the delivery only.
          await fulfilment.moveIn(tx, actor, order.id, 'out_for_delivery', {
            trackingUrl,
            mail: event.state === 'picked_up',
          });
        }
        if (event.state === 'completed') {
          await fulfilment.moveIn(tx, actor, order.id, 'delivered');
        }
      }
      return { outcome: 'applied', rebook: null } as const;
    });
    if (result.outcome === 'applied' && result.rebook) await this.rebookSoon?.(result.rebook);
    return result.outcome;
  }

  /**
   * The orders whose slot is close enough to book (COURIER_BOOK_MINUTES_BEFORE_SLOT) and that
   * have no live booking: never booked, or dropped by the courier with attempts left.
   */
  async dueOrders(now = new Date()): Promise<number[]> {
    const today = businessDate(now);
    const tomorrow = DateTime.fromISO(today, { zone: BUSINESS_ZONE }).plus({ days: 1 }).toISODate();
    const candidates = await this.db
      .select({
        id: orders.id,
        deliveryDate: orders.deliveryDate,
        deliveryTime: orders.deliveryTime,
      })
      .from(orders)
      .where(
        and(
          eq(orders.deliveryMethod, 'deliver'),
          eq(orders.status, 'preparing'),
          gte(orders.deliveryDate, today),
          lte(orders.deliveryDate, tomorrow ?? today),
        ),
      )
      .orderBy(asc(orders.deliveryDate), asc(orders.deliveryTime), asc(orders.id));
    const lead = this.options.config.bookMinutesBeforeSlot * 60_000;
    const due = candidates.filter((order) => slotStart(order).getTime() - lead <= now.getTime());
    if (due.length === 0) return [];
    const bookings = await this.db
      .select({
        orderId: courierBookings.orderId,
        state: courierBookings.state,
        current: courierBookings.current,
        updatedAt: courierBookings.updatedAt,
      })
      .from(courierBookings)
      .where(
        inArray(
          courierBookings.orderId,
          due.map((order) => order.id),
        ),
      );
    return due
      .filter((order) => {
        const mine = bookings.filter((row) => row.orderId === order.id);
        const current = mine.find((row) => row.current);
        if (!current) return true;
        // A process that died while asking the courier left its claim: `book` asks again with
        // the claim's own key, which the courier answers with the booking it may already hold.
        if (current.state === 'requesting') {
          return now.getTime() - current.updatedAt.getTime() > STALE_REQUEST_MS;
        }
        return DROPPED.includes(current.state) && mine.length < this.options.config.bookingAttempts;
      })
      .map((order) => order.id);
  }

  /**
   * Bookings without news for COURIER_POLL_AFTER_MINUTES are asked for their status (a webhook
   * may have been lost); a live booking of an order that is no longer being delivered (cancelled)
   * is cancelled at the courier. Answers how many bookings were asked.
   */
  async pollQuiet(now = new Date()): Promise<number> {
    const quietSince = new Date(now.getTime() - this.options.config.pollAfterMinutes * 60_000);
    const quiet = await this.db
      .select({ booking: courierBookings, status: orders.status })
      .from(courierBookings)
      .innerJoin(orders, eq(orders.id, courierBookings.orderId))
      .where(
        and(
          eq(courierBookings.current, true),
          inArray(courierBookings.state, ['requested', 'assigned', 'picked_up']),
          lte(
            sql`coalesce(${courierBookings.lastEventAt}, ${courierBookings.createdAt})`,
            quietSince,
          ),
        ),
      )
      .limit(100);
    let asked = 0;
    for (const { booking, status } of quiet) {
      if (!booking.externalId) continue;
      if (status === 'cancelled' && booking.state !== 'picked_up') {
        await this.cancel(booking.orderId, this.systemActor(), now);
        continue;
      }
      try {
        const answer = await this.courier.status(booking.externalId, now);
        asked += 1;
        await this.receive({
          eventId: `poll:${answer.externalId}:${answer.state}`,
          externalId: answer.externalId,
          state: answer.state,
          driver: answer.driver,
          trackingUrl: answer.trackingUrl,
          occurredAt: now,
        });
        await this.db
          .update(courierBookings)
          .set({ lastEventAt: now })
          .where(eq(courierBookings.id, booking.id));
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
      }
    }
    return asked;
  }

  /** The paid deliveries due on `date` with their current booking and alerts, by slot. */
  async board(date: string, where: { orderId?: number } = {}): Promise<DispatchOrder[]> {
    const rows = await this.db
      .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          where.orderId === undefined
            ? eq(orders.deliveryDate, date)
            : eq(orders.id, where.orderId),
          eq(orders.deliveryMethod, 'deliver'),
          inArray(orders.status, [...BOARD_STATUSES]),
        ),
      )
      .orderBy(asc(orders.deliveryTime), asc(orders.id));
    const ids = rows.map((row) => row.order.id);
    const [bookings, alerts] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            this.db
              .select()
              .from(courierBookings)
              .where(and(inArray(courierBookings.orderId, ids), eq(courierBookings.current, true))),
            this.db
              .select()
              .from(courierAlerts)
              .where(inArray(courierAlerts.orderId, ids))
              .orderBy(desc(courierAlerts.createdAt), desc(courierAlerts.id)),
          ]);
    const lead = this.options.config.bookMinutesBeforeSlot * 60_000;
    return rows.map(({ order, firstName, lastName }) => {
      const booking = bookings.find((row) => row.orderId === order.id) ?? null;
      const address = order.address ?? {};
      return {
        id: order.id,
        order_no: order.orderNo,
        status: order.status,
        customer_name: `${firstName} ${lastName}`.trim(),
        delivery_date: order.deliveryDate,
        delivery_time: order.deliveryTime,
        area: `${text(address.postcode)} ${text(address.city)}`.trim() || null,
        book_at: new Date(slotStart(order).getTime() - lead).toISOString(),
        booking: booking ? presentBooking(booking) : null,
        alerts: alerts
          .filter((alert) => alert.orderId === order.id)
          .map((alert) => ({
            id: alert.id,
            kind: alert.kind,
            detail: alert.detail,
            created_at: alert.createdAt.toISOString(),
          })),
        actions: courierActions(order, booking?.state ?? null),
      };
    });
  }
}

function presentBooking(row: BookingRow): CourierBooking {
  return {
    id: row.id,
    attempt: row.attempt,
    provider: row.provider,
    state: row.state,
    external_id: row.externalId,
    driver: row.driver,
    tracking_url: row.trackingUrl,
    failure: row.failure,
    booked_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
