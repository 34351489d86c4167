import { createHmac } from 'node:crypto';
import { sameHex } from './gateways';
import { DateTime } from 'luxon';
import { amountToSen, BUSINESS_ZONE } from '@mealprep/shared/core';
import { PICKUP_POINT, pickupAddress, type CourierState } from '@mealprep/shared/checkout';

/** The kitchen (docs/architecture.md §7): every delivery starts here, and self pickup is here. */
export const KITCHEN = PICKUP_POINT.coordinates;

export interface QuoteRequest {
  /** Drop-off coordinates (the saved address). */
  latitude: number;
  longitude: number;
  /** Drop-off details the courier may want. */
  contact: { name: string; phone: string; address: string };
  now: Date;
}

export interface CourierQuote {
  provider: string;
  /** The courier's quotation id (null for the local model). */
  providerRef: string | null;
  feeSen: number;
  expiresAt: Date;
  breakdown: Record<string, unknown>;
}

/** docs/architecture.md §7 courier adapter: a price for one delivery that expires. */
export interface CourierAdapter {
  readonly provider: string;
  quote(request: QuoteRequest): Promise<CourierQuote>;
}

export interface CourierDriver {
  name: string;
  phone: string;
  plate: string;
}

export interface BookingRequest {
  /** Ours, unique per attempt: the courier answers the same booking when it is sent again. */
  key: string;
  orderNo: string;
  dropOff: QuoteRequest['contact'] & { latitude: number; longitude: number };
  remarks: string | null;
  now: Date;
}

/** A booking as the courier sees it now. */
export interface CourierBookingStatus {
  externalId: string;
  state: CourierState;
  driver: CourierDriver | null;
  trackingUrl: string | null;
}

/** One thing the courier told us, by webhook or by answering a status poll. */
export interface CourierEvent {
  /** The courier's id of the event: the same event sent twice carries the same id. */
  eventId: string;
  externalId: string;
  state: CourierState;
  driver: CourierDriver | null;
  trackingUrl: string | null;
  occurredAt: Date;
}

/** A webhook as it arrived: the exact bytes are what the signature covers. */
export interface CourierWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export type WebhookReading =
  | { kind: 'event'; event: CourierEvent }
  /** Signed, but about nothing the shop follows (a wallet balance, a changed price). */
  | { kind: 'ignored'; eventId: string | null }
  | { kind: 'refused' };

/**
 * docs/courier.md: a courier that also takes bookings, cancels them, answers where one stands,
 * and signs the webhooks it sends about them.
 */
export interface CourierBookingAdapter extends CourierAdapter {
  book(request: BookingRequest): Promise<CourierBookingStatus>;
  cancel(externalId: string, now: Date): Promise<void>;
  status(externalId: string, now: Date): Promise<CourierBookingStatus>;
  readWebhook(webhook: CourierWebhook): WebhookReading;
}

export class CourierError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CourierError';
  }
}

/** Great-circle distance in km (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Share of drivers free right now, 0.2–1.0; the local model reads it from a source. */
export type DriverAvailability = (now: Date) => number;

/**
 * A stand-in for a courier's live supply: it changes every 5 minutes (the life of a quote), the
 * same for every replica, tighter at lunch and dinner time. Not random per call, so a re-quote
 * inside one window answers the same fee.
 */
export const windowAvailability: DriverAvailability = (now) => {
  const window = Math.floor(now.getTime() / 300_000);
  const hash = createHmac('sha256', 'driver-availability').update(String(window)).digest();
  const base = 0.35 + ((hash[0] ?? 0) / 255) * 0.65;
  const hour = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).hour;
  const rush = (hour >= 11 && hour < 14) || (hour >= 17 && hour < 20);
  return Math.max(0.2, Math.min(1, rush ? base - 0.15 : base));
};

export interface LocalCourierOptions {
  /** How long a quote holds, in seconds (Lalamove quotations last 5 minutes). */
  ttlSeconds: number;
  availability: DriverAvailability;
}

/**
 * The local quote model (docs/architecture.md §7): RM5.00 for the first 3 km, RM1.20 per km after,
 * × 1.25 at lunch and dinner rush (11:00–14:00, 17:00–20:00 Kuala Lumpur), × 1.2 at night
 * (22:00–07:00), then up to × 1.5 when few drivers are free; rounded up to 10 sen.
 */
export class LocalCourier implements CourierAdapter {
  readonly provider = 'local';
  constructor(private readonly options: LocalCourierOptions) {}

  async quote(request: QuoteRequest): Promise<CourierQuote> {
    const km = distanceKm(KITCHEN, request);
    const distanceSen = 500 + Math.max(0, Math.ceil(km - 3)) * 120;
    const hour = DateTime.fromJSDate(request.now).setZone(BUSINESS_ZONE).hour;
    const timeFactor =
      (hour >= 11 && hour < 14) || (hour >= 17 && hour < 20)
        ? 1.25
        : hour >= 22 || hour < 7
          ? 1.2
          : 1;
    const availability = this.options.availability(request.now);
    const driverFactor = 1 + (1 - availability) * 0.625;
    const feeSen = Math.ceil((distanceSen * timeFactor * driverFactor) / 10) * 10;
    return {
      provider: this.provider,
      providerRef: null,
      feeSen,
      expiresAt: new Date(request.now.getTime() + this.options.ttlSeconds * 1000),
      breakdown: {
        distance_km: Math.round(km * 100) / 100,
        distance_sen: distanceSen,
        time_factor: timeFactor,
        driver_availability: Math.round(availability * 100) / 100,
        driver_factor: Math.round(driverFactor * 1000) / 1000,
      },
    };
  }
}

export interface LalamoveOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** 'MY_KUL' */
  market: string;
  serviceType: string;
  fetch?: typeof fetch;
}

/** Lalamove v3 request signature: HMAC-SHA256 of `time\r\nMETHOD\r\npath\r\n\r\nbody`. */
export function lalamoveSignature(
  secret: string,
  time: string,
  method: string,
  path: string,
  body: string,
): string {
  return createHmac('sha256', secret)
    .update(`${time}\r\n${method}\r\n${path}\r\n\r\n${body}`)
    .digest('hex');
}

interface LalamoveQuotation {
  data?: {
    quotationId?: string;
    expiresAt?: string;
    priceBreakdown?: { total?: string; currency?: string } & Record<string, unknown>;
    stops?: { stopId?: string }[];
  };
}

interface LalamoveOrder {
  data?: { orderId?: string; status?: string; shareLink?: string; driverId?: string };
}

interface LalamoveDriver {
  data?: { name?: string; phone?: string; plateNumber?: string };
}

/** Lalamove v3 order statuses as the shop's courier states. */
const LALAMOVE_STATES: Record<string, CourierState> = {
  ASSIGNING_DRIVER: 'requested',
  ON_GOING: 'assigned',
  PICKED_UP: 'picked_up',
  COMPLETED: 'completed',
  CANCELED: 'cancelled',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function lalamoveDriver(value: unknown): CourierDriver | null {
  const driver = record(value);
  const name = str(driver?.name);
  if (!driver || !name) return null;
  return { name, phone: str(driver.phone) ?? '', plate: str(driver.plateNumber) ?? '' };
}

/**
 * Lalamove-style API v3: quotations (`POST /v3/quotations`), orders placed on a quotation
 * (`POST /v3/orders`), cancelled (`DELETE /v3/orders/:id`) and read (`GET /v3/orders/:id`), every
 * request signed with the API secret; its webhooks carry the same kind of signature.
 */
export class LalamoveCourier implements CourierBookingAdapter {
  readonly provider = 'lalamove';
  constructor(private readonly options: LalamoveOptions) {}

  private async call<T>(method: string, path: string, payload: unknown, now: Date) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const time = String(now.getTime());
    const signature = lalamoveSignature(this.options.apiSecret, time, method, path, body);
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new URL(path, this.options.baseUrl), {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `hmac ${this.options.apiKey}:${time}:${signature}`,
          market: this.options.market,
        },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CourierError(`courier unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CourierError(`courier answered ${response.status}`);
    if (response.status === 204) return null;
    return (await response.json()) as T;
  }

  private quotation(latitude: number, longitude: number, address: string, now: Date) {
    return this.call<LalamoveQuotation>(
      'POST',
      '/v3/quotations',
      {
        data: {
          serviceType: this.options.serviceType,
          language: 'en_MY',
          stops: [
            {
              coordinates: { lat: String(KITCHEN.latitude), lng: String(KITCHEN.longitude) },
              address: `${PICKUP_POINT.name}, ${pickupAddress()}`,
            },
            { coordinates: { lat: String(latitude), lng: String(longitude) }, address },
          ],
        },
      },
      now,
    );
  }

  async quote(request: QuoteRequest): Promise<CourierQuote> {
    const answer = await this.quotation(
      request.latitude,
      request.longitude,
      request.contact.address,
      request.now,
    );
    const total = answer?.data?.priceBreakdown?.total;
    const feeSen = typeof total === 'string' ? amountToSen(total) : null;
    const expiresAt = answer?.data?.expiresAt ? new Date(answer.data.expiresAt) : null;
    if (
      !answer?.data?.quotationId ||
      feeSen === null ||
      feeSen < 0 ||
      answer.data.priceBreakdown?.currency !== 'MYR' ||
      !expiresAt ||
      Number.isNaN(expiresAt.getTime())
    ) {
      throw new CourierError('courier answered an unreadable quotation');
    }
    return {
      provider: this.provider,
      providerRef: answer.data.quotationId,
      feeSen,
      expiresAt,
      breakdown: { ...answer.data.priceBreakdown },
    };
  }

  /** A fresh quotation (its stop ids name pickup and drop-off), then the order placed on it. */
  async book(request: BookingRequest): Promise<CourierBookingStatus> {
    const { dropOff } = request;
    const quotation = await this.quotation(
      dropOff.latitude,
      dropOff.longitude,
      dropOff.address,
      request.now,
    );
    const [pickup, drop] = quotation?.data?.stops ?? [];
    if (!quotation?.data?.quotationId || !pickup?.stopId || !drop?.stopId) {
      throw new CourierError('courier answered an unreadable quotation');
    }
    const placed = await this.call<LalamoveOrder>(
      'POST',
      '/v3/orders',
      {
        data: {
          quotationId: quotation.data.quotationId,
          sender: { stopId: pickup.stopId, name: PICKUP_POINT.name, phone: '' },
          recipients: [
            {
              stopId: drop.stopId,
              name: dropOff.name,
              phone: dropOff.phone,
              remarks: request.remarks ?? '',
            },
          ],
          metadata: { bookingKey: request.key, orderNo: request.orderNo },
        },
      },
      request.now,
    );
    return this.readOrder(placed, null);
  }

  private readOrder(answer: LalamoveOrder | null, driver: CourierDriver | null) {
    const state = LALAMOVE_STATES[answer?.data?.status ?? ''];
    const externalId = answer?.data?.orderId;
    if (!externalId || !state) throw new CourierError('courier answered an unreadable order');
    return { externalId, state, driver, trackingUrl: answer?.data?.shareLink ?? null };
  }

  async cancel(externalId: string, now: Date): Promise<void> {
    await this.call('DELETE', `/v3/orders/${encodeURIComponent(externalId)}`, undefined, now);
  }

  async status(externalId: string, now: Date): Promise<CourierBookingStatus> {
    const path = `/v3/orders/${encodeURIComponent(externalId)}`;
    const answer = await this.call<LalamoveOrder>('GET', path, undefined, now);
    const driverId = answer?.data?.driverId;
    const driver = driverId
      ? await this.call<LalamoveDriver>(
          'GET',
          `${path}/drivers/${encodeURIComponent(driverId)}`,
          undefined,
          now,
        )
      : null;
    return this.readOrder(answer, lalamoveDriver(driver?.data));
  }

  /**
   * A v3-style webhook: `{ apiKey, timestamp, signature, eventId, eventType, data }`, signed like a
   * request (`timestamp\r\nPOST\r\n<webhook path>\r\n\r\n<data as JSON>`). ORDER_STATUS_CHANGED
   * and DRIVER_ASSIGNED move a booking; every other type is acknowledged and ignored.
   */
  readWebhook(webhook: CourierWebhook): WebhookReading {
    let parsed: unknown;
    try {
      parsed = JSON.parse(webhook.rawBody);
    } catch {
      return { kind: 'refused' };
    }
    const body = record(parsed);
    const timestamp = body?.timestamp;
    const signature = str(body?.signature);
    if (
      !body ||
      !signature ||
      body.apiKey !== this.options.apiKey ||
      (typeof timestamp !== 'number' && typeof timestamp !== 'string')
    ) {
      return { kind: 'refused' };
    }
    const expected = lalamoveSignature(
      this.options.apiSecret,
      String(timestamp),
      'POST',
      webhook.path,
      JSON.stringify(body.data ?? null),
    );
    if (!sameHex(signature, expected)) return { kind: 'refused' };
    const eventId = str(body.eventId);
    const data = record(body.data);
    const order = record(data?.order);
    const externalId = str(order?.orderId);
    const occurred = new Date(str(data?.updatedAt) ?? Number(timestamp) * 1000);
    const occurredAt = Number.isNaN(occurred.getTime()) ? new Date() : occurred;
    if (!eventId || !externalId) return { kind: 'ignored', eventId };
    if (body.eventType === 'DRIVER_ASSIGNED') {
      return {
        kind: 'event',
        event: {
          eventId,
          externalId,
          state: 'assigned',
          driver: lalamoveDriver(data?.driver),
          trackingUrl: str(order?.shareLink),
          occurredAt,
        },
      };
    }
    const state = LALAMOVE_STATES[str(order?.status) ?? ''];
    if (body.eventType !== 'ORDER_STATUS_CHANGED' || !state) return { kind: 'ignored', eventId };
    return {
      kind: 'event',
      event: {
        eventId,
        externalId,
        state,
        driver: null,
        trackingUrl: str(order?.shareLink),
        occurredAt,
      },
    };
  }
}
