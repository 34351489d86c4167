import { createHmac } from 'node:crypto';
import { DateTime } from 'luxon';
import { amountToSen, BUSINESS_ZONE, PICKUP_POINT, pickupAddress } from '@mealprep/shared/domain';

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
  };
}

/**
 * Lalamove-style quotation API (`POST /v3/quotations`): the answer carries a quotation id, a
 * price breakdown in ringgit strings and an expiry, which become the quote.
 */
export class LalamoveCourier implements CourierAdapter {
  readonly provider = 'lalamove';
  constructor(private readonly options: LalamoveOptions) {}

  async quote(request: QuoteRequest): Promise<CourierQuote> {
    const path = '/v3/quotations';
    const body = JSON.stringify({
      data: {
        serviceType: this.options.serviceType,
        language: 'en_MY',
        stops: [
          {
            coordinates: { lat: String(KITCHEN.latitude), lng: String(KITCHEN.longitude) },
            address: `${PICKUP_POINT.name}, ${pickupAddress()}`,
          },
          {
            coordinates: { lat: String(request.latitude), lng: String(request.longitude) },
            address: request.contact.address,
          },
        ],
      },
    });
    const time = String(request.now.getTime());
    const signature = lalamoveSignature(this.options.apiSecret, time, 'POST', path, body);
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new URL(path, this.options.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `hmac ${this.options.apiKey}:${time}:${signature}`,
          market: this.options.market,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CourierError(`courier unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CourierError(`courier answered ${response.status}`);
    const answer = (await response.json()) as LalamoveQuotation;
    const total = answer.data?.priceBreakdown?.total;
    const feeSen = typeof total === 'string' ? amountToSen(total) : null;
    const expiresAt = answer.data?.expiresAt ? new Date(answer.data.expiresAt) : null;
    if (
      !answer.data?.quotationId ||
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
}
