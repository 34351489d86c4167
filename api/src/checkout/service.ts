import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  BUSINESS_ZONE,
  deliveryOptions,
  deliveryRefusal,
  isAllowedDelivery,
  pickupTimes,
  type DeliveryHolidayRule,
  type DeliveryRefusal,
} from '@mealprep/shared/delivery';
import {
  checkoutEligibility,
  contactComplete,
  formatSen,
  linePrice,
  linesSubtotalSen,
  PRICE_LINE_KEYS,
  priceLinesToWire,
  priceSummary,
  senToAmount,
  voucherRefusal,
  type DeliveryMethod,
  type PackagingMethod,
  type PriceLineKey,
  type PricingRules,
  type VoucherRefusal,
  type VoucherRow,
  type OrderPayQuote,
  type CheckoutContact,
  type CheckoutEligibility,
  type CheckoutQuote,
  type PaymentView,
  type PlacedOrder,
} from '@mealprep/shared/domain';
import type { FieldMessages } from '@mealprep/shared/validation';
import { msg } from '@mealprep/shared/validation';
import type { Database } from '../db';
import { cartItems, users } from '../db/schema';
import { courierQuotes, gatewayNotifications } from '../db/tables/checkout';
import {
  addresses,
  deliveryHolidays,
  orderLines,
  orders,
  payments,
  voucherRedemptions,
  vouchers,
} from '../db/tables/commerce';
import { isUniqueViolation } from '../db';
import { FieldValidationError, HttpError } from '../http/errors';
import type { CartRepository } from '../repositories/cart';
import { appendPoints, pointsBalance } from '../repositories/points-ledger';
import { CourierError, type CourierAdapter } from './courier';
import { GatewayError, type PaymentGateway, type VerifiedCallback } from './gateways';
import { lockPlansOfOrder } from './plan-lock';
import { payDeadline, payRefusal, shownPayBy } from '../orders/rules';
import type { OrderCancelReason } from '../db/tables/commerce';

type VoucherRecord = typeof vouchers.$inferSelect;
type AddressRecord = typeof addresses.$inferSelect;
type OrderRecord = typeof orders.$inferSelect;
type QuoteRecord = typeof courierQuotes.$inferSelect;
type CartLine = Awaited<ReturnType<CartRepository['lines']>>[number];

/** Namespace of the per-customer checkout lock (pg_advisory_xact_lock(namespace, user id)). */
const CHECKOUT_LOCK = 727073692;

/** The order's copy of a courier quote. */
function quoteSnapshot(quote: QuoteRecord): Record<string, unknown> {
  return {
    id: quote.id,
    provider: quote.provider,
    provider_ref: quote.providerRef,
    fee: senToAmount(quote.feeSen),
    expires_at: quote.expiresAt.toISOString(),
    ...quote.breakdown,
  };
}

/** A delivery order whose courier quote has lapsed must be re-quoted before it is paid. */
function quoteLapsed(order: OrderRecord, now: Date): boolean {
  if (order.deliveryMethod !== 'deliver') return false;
  const expires = order.courierQuote?.expires_at;
  return typeof expires !== 'string' || !(new Date(expires).getTime() > now.getTime());
}

/** The voucher discount the order was given (kept when its delivery fee is re-quoted). */
function orderDiscountSen(order: OrderRecord): number {
  return Math.abs(order.priceLines.find((line) => line.key === 'discount')?.amountSen ?? 0);
}

/** One line, as compared between the cart and a pending order ("the same cart"). */
function lineKey(line: {
  type: string;
  id: number;
  size: string | null;
  servings: number;
  quantity: number;
  unitPriceSen: number;
}): string {
  return [
    line.type,
    line.id,
    line.size ?? '',
    line.servings,
    line.quantity,
    line.unitPriceSen,
  ].join('|');
}

function sameLines(
  cart: readonly CartLine[],
  ordered: readonly (typeof orderLines.$inferSelect)[],
) {
  const a = cart
    .map((line) => lineKey({ ...line, id: line.planId, unitPriceSen: linePrice(line).unitSen }))
    .sort();
  const b = ordered.map((line) => lineKey({ ...line, id: line.productId })).sort();
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

function refusalError(reason: VoucherRefusal, voucher: VoucherRecord | null, field: string) {
  return new FieldValidationError({
    [field]: [
      msg(`validation.voucher.${reason}`, {
        min: formatSen(voucher?.minSubtotalSen ?? 0),
      }),
    ],
  });
}

function fieldError(
  field: string,
  key: Parameters<typeof msg>[0],
  values?: Record<string, string>,
) {
  const fields: FieldMessages = { [field]: [msg(key, values)] };
  return new FieldValidationError(fields);
}

function asVoucherRow(row: VoucherRecord): VoucherRow {
  return {
    kind: row.kind,
    value: row.value,
    maxDiscountSen: row.maxDiscountSen,
    minSubtotalSen: row.minSubtotalSen,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

/** The address as it is copied into the order (docs/spec.md §3 fields). */
function addressSnapshot(row: AddressRecord): Record<string, unknown> {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    unit_no: row.unitNo,
    address_1: row.address1,
    address_2: row.address2,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
  };
}

/** The customer's name and phone as the shared checkout rule reads them. */
function contactOf(user: CustomerRef): CheckoutContact {
  return { first_name: user.firstName, last_name: user.lastName, phone_no: user.phoneNo };
}

/** A date or time that cannot be booked, as the 422 on its field (docs/spec.md §9). */
function deliveryRefusalError(refusal: DeliveryRefusal) {
  if (refusal.reason === 'slot') return fieldError('delivery_time', 'validation.checkoutSlot');
  if (refusal.reason === 'too_far') {
    return fieldError('delivery_date', 'validation.deliveryTooFar', { date: refusal.last });
  }
  return fieldError('delivery_date', 'validation.deliveryDate', { date: refusal.earliest });
}

function newOrderNo(now: Date): string {
  const day = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toFormat('yyyyMMdd');
  return `MP-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface CustomerRef {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNo: string | null;
}

export interface QuoteInput {
  delivery_method: DeliveryMethod;
  address_id?: number | null;
  voucher_code?: string | null;
}

export interface CheckoutInput extends QuoteInput {
  packaging_method: PackagingMethod;
  delivery_instructions?: string | null;
  delivery_date: string;
  delivery_time: string;
  quote_id?: string | null;
}

export interface CheckoutServiceOptions {
  db: Database;
  cart: CartRepository;
  courier: CourierAdapter;
  gateway: PaymentGateway;
  pricing: PricingRules;
  paymentWindowMinutes: number;
  publicOrigin: string;
  /** Tests move the clock. */
  now?: () => Date;
}

/**
 * Checkout and payment (issue #6): quotes, vouchers, placing orders and confirming payments.
 * Every customer query is scoped to the customer in the query; every multi-row change is one
 * transaction; voucher uses and points are guarded in SQL.
 */
export class CheckoutService {
  private readonly db: Database;
  readonly gateway: PaymentGateway;
  readonly courier: CourierAdapter;
  private readonly now: () => Date;

  constructor(private readonly options: CheckoutServiceOptions) {
    this.db = options.db;
    this.gateway = options.gateway;
    this.courier = options.courier;
    this.now = options.now ?? (() => new Date());
  }

  async holidays(db: Database = this.db): Promise<DeliveryHolidayRule[]> {
    return db
      .select({
        orderedFrom: deliveryHolidays.orderedFrom,
        orderedTo: deliveryHolidays.orderedTo,
        deliveryWeekdayByOrderWeekday: deliveryHolidays.deliveryWeekdayByOrderWeekday,
      })
      .from(deliveryHolidays);
  }

  async eligibility(user: CustomerRef): Promise<CheckoutEligibility> {
    const count = await this.db.$count(cartItems, eq(cartItems.userId, user.id));
    return checkoutEligibility(count, contactOf(user));
  }

  private async subtotal(userId: number, db: Database = this.db) {
    const lines = await this.options.cart.lines(userId, db);
    return {
      lines,
      subtotalSen: linesSubtotalSen(lines),
    };
  }

  private async findVoucher(code: string, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(vouchers)
      .where(sql`upper(${vouchers.code}) = ${code.toUpperCase()}`);
    return row ?? null;
  }

  private async usesBy(voucherId: number, userId: number, db: Database = this.db) {
    return db.$count(
      voucherRedemptions,
      and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)),
    );
  }

  /** A voucher that can be used now on this subtotal, or the refusal as a 422 on `field`. */
  private async checkVoucher(
    code: string,
    userId: number,
    subtotalSen: number,
    field: string,
    db: Database = this.db,
  ): Promise<VoucherRecord> {
    const voucher = await this.findVoucher(code, db);
    const reason = voucherRefusal(voucher ? asVoucherRow(voucher) : null, {
      subtotalSen,
      now: this.now(),
      usesByCustomer: voucher ? await this.usesBy(voucher.id, userId, db) : 0,
    });
    if (reason || !voucher) throw refusalError(reason ?? 'unknown', voucher, field);
    return voucher;
  }

  /** `POST /api/v1/voucher/apply`: the code against the current cart. */
  async applyVoucher(user: CustomerRef, code: string) {
    const { subtotalSen } = await this.subtotal(user.id);
    if (subtotalSen === 0) throw fieldError('code', 'validation.cartEmpty');
    const voucher = await this.checkVoucher(code, user.id, subtotalSen, 'code');
    const summary = priceSummary({
      subtotalSen,
      deliverySen: 0,
      voucher: asVoucherRow(voucher),
      pointsBalance: 0,
      rules: this.options.pricing,
    });
    return { code: voucher.code, discount: senToAmount(summary.discountSen) };
  }

  private async ownAddress(userId: number, addressId: number, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    return row ?? null;
  }

  /** Asks the courier for a price to the address and stores it as a quote row. */
  private async newCourierQuote(
    userId: number,
    address: AddressRecord,
    now: Date,
  ): Promise<QuoteRecord> {
    let quote;
    try {
      quote = await this.courier.quote({
        latitude: address.latitude,
        longitude: address.longitude,
        contact: {
          name: `${address.firstName} ${address.lastName}`,
          phone: address.phone,
          address: [
            address.unitNo,
            address.address1,
            address.address2,
            address.postcode,
            address.city,
          ]
            .filter(Boolean)
            .join(', '),
        },
        now,
      });
    } catch (error) {
      if (error instanceof CourierError) throw new HttpError(503, 'courierUnavailable');
      throw error;
    }
    const [row] = await this.db
      .insert(courierQuotes)
      .values({
        id: randomBytes(18).toString('base64url'),
        userId,
        addressId: address.id,
        provider: quote.provider,
        providerRef: quote.providerRef,
        feeSen: quote.feeSen,
        breakdown: quote.breakdown,
        expiresAt: quote.expiresAt,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('quote insert answered no row');
    return row;
  }

  /** A live quote of the customer's for this address, or the 422 checkout answers. */
  private async liveQuote(
    tx: Database,
    userId: number,
    addressId: number,
    quoteId: string | null | undefined,
    now: Date,
  ): Promise<QuoteRecord> {
    if (!quoteId) throw fieldError('quote_id', 'validation.quoteRequired');
    const [quote] = await tx
      .select()
      .from(courierQuotes)
      .where(
        and(
          eq(courierQuotes.id, quoteId),
          eq(courierQuotes.userId, userId),
          eq(courierQuotes.addressId, addressId),
        ),
      );
    if (!quote) throw fieldError('quote_id', 'validation.quoteRequired');
    if (quote.expiresAt <= now) throw fieldError('quote_id', 'validation.quoteExpired');
    return quote;
  }

  /**
   * The order's prices with another delivery fee: the same subtotal and the same voucher
   * discount it was given, the current points balance.
   */
  private async repriced(tx: Database, order: OrderRecord, deliverySen: number) {
    const discountSen = orderDiscountSen(order);
    return priceSummary({
      subtotalSen: order.subtotalSen,
      deliverySen,
      voucher:
        discountSen > 0
          ? {
              kind: 'fixed',
              value: discountSen,
              maxDiscountSen: null,
            }
          : null,
      pointsBalance: await pointsBalance(tx, order.userId),
      rules: this.options.pricing,
    });
  }

  /** Writes a fresh courier quote onto a delivery order: its fee, total and points change. */
  private async applyQuote(tx: Database, order: OrderRecord, quote: QuoteRecord, now: Date) {
    const summary = await this.repriced(tx, order, quote.feeSen);
    const [row] = await tx
      .update(orders)
      .set({
        totalSen: summary.totalSen,
        pointsEarned: summary.pointsEarned,
        priceLines: summary.lines,
        courierQuote: quoteSnapshot(quote),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!row) throw new Error('order update answered no row');
    return row;
  }

  /**
   * A new payment attempt for an unpaid order (its open attempts expire): the order is
   * payment_pending again. The hosted page is opened by the caller, outside the transaction.
   */
  private async newPayment(tx: Database, order: OrderRecord, now: Date) {
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    await tx
      .update(orders)
      .set({ status: 'payment_pending', updatedAt: now })
      .where(eq(orders.id, order.id));
    const payment = await this.insertPayment(tx, order.id, order.totalSen);
    return { orderId: order.id, orderNo: order.orderNo, ...payment };
  }

  /** One payment attempt row (its hosted page, when the gateway makes it locally). */
  private async insertPayment(tx: Database, orderId: number, amountSen: number) {
    const local = this.gateway.createLocally?.() ?? null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        provider: this.gateway.provider,
        amountSen,
        providerRef: local?.providerRef ?? null,
        paymentUrl: local?.url ?? null,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment insert answered no row');
    return { paymentId: payment.id, url: local?.url ?? null };
  }

  /**
   * Cancels unpaid orders and gives back what they held: the voucher use (its redemption row
   * and the voucher's count) and their open payment attempts. Checkout redeems no points and
   * holds no slot, so there is nothing else to give back.
   */
  private async release(
    tx: Database,
    ids: readonly number[],
    reason: OrderCancelReason,
    now: Date,
  ) {
    if (ids.length === 0) return [];
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(
        and(
          inArray(orders.id, [...ids]),
          inArray(orders.status, ['payment_pending', 'payment_failed']),
        ),
      )
      .returning();
    const done = cancelled.map((row) => row.id);
    if (done.length === 0) return cancelled;
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(payments.orderId, done), eq(payments.status, 'pending')));
    const released = await tx
      .delete(voucherRedemptions)
      .where(inArray(voucherRedemptions.orderId, done))
      .returning({ voucherId: voucherRedemptions.voucherId });
    const perVoucher = new Map<number, number>();
    for (const row of released)
      perVoucher.set(row.voucherId, (perVoucher.get(row.voucherId) ?? 0) + 1);
    for (const [voucherId, uses] of perVoucher) {
      await tx
        .update(vouchers)
        .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${uses}, 0)`, updatedAt: now })
        .where(eq(vouchers.id, voucherId));
    }
    return cancelled;
  }

  /** `POST /api/v1/orders/:id/cancel`: the customer cancels an unpaid order; null when it changed. */
  async cancelOrder(userId: number, orderId: number): Promise<OrderRecord | null> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) return null;
      const [row] = await this.release(tx, [order.id], 'customer', now);
      return row ?? null;
    });
  }

  /** `POST /api/v1/checkout/quote`: a fresh courier quote (stored), options and the summary. */
  async quote(user: CustomerRef, input: QuoteInput): Promise<CheckoutQuote> {
    const now = this.now();
    const { subtotalSen } = await this.subtotal(user.id);
    if (subtotalSen === 0) throw fieldError('cart', 'validation.cartEmpty');
    let deliverySen = 0;
    let quoteId: string | null = null;
    let expiresAt: Date | null = null;
    let courier: Record<string, unknown> | null = null;
    if (input.delivery_method === 'deliver') {
      if (!input.address_id) throw fieldError('address_id', 'validation.addressRequired');
      const address = await this.ownAddress(user.id, input.address_id);
      if (!address) throw fieldError('address_id', 'validation.addressNotFound');
      const quote = await this.newCourierQuote(user.id, address, now);
      quoteId = quote.id;
      deliverySen = quote.feeSen;
      expiresAt = quote.expiresAt;
      courier = { provider: quote.provider, ...quote.breakdown };
    }
    const voucher = input.voucher_code
      ? await this.checkVoucher(input.voucher_code, user.id, subtotalSen, 'voucher_code')
      : null;
    const summary = priceSummary({
      subtotalSen,
      deliverySen,
      voucher: voucher ? asVoucherRow(voucher) : null,
      pointsBalance: await pointsBalance(this.db, user.id),
      rules: this.options.pricing,
    });
    const options = deliveryOptions(now.toISOString(), await this.holidays());
    return {
      quote_id: quoteId,
      expires_at: expiresAt?.toISOString() ?? null,
      delivery_fee: senToAmount(deliverySen),
      courier,
      delivery_options: { ...options, pickup_times: pickupTimes(options.slots) },
      voucher: voucher ? { code: voucher.code, discount: senToAmount(summary.discountSen) } : null,
      lines: priceLinesToWire(summary.lines),
      total: senToAmount(summary.totalSen),
      points_earned: summary.pointsEarned,
    };
  }

  private async existingOrder(userId: number, key: string): Promise<PlacedOrder | null> {
    const [order] = await this.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (!order) return null;
    const [payment] = await this.db
      .select({ id: payments.id, url: payments.paymentUrl })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return null;
    const url = payment.url ?? (await this.openPayment(payment.id, order.orderNo, userId));
    return {
      order_id: order.id,
      order_no: order.orderNo,
      payment_id: payment.id,
      payment_url: url,
    };
  }

  /** Asks the gateway for the hosted page of a payment row and stores its reference and URL. */
  private async openPayment(paymentId: number, orderNo: string, userId: number): Promise<string> {
    const [row] = await this.db
      .select({ amountSen: payments.amountSen })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const [user] = await this.db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNo: users.phoneNo,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row || !user) throw new HttpError(404, 'paymentNotFound');
    const origin = this.options.publicOrigin;
    let created;
    try {
      created = await this.gateway.createPayment({
        paymentId,
        orderNo,
        amountSen: row.amountSen,
        description: `MealPrep order ${orderNo}`,
        customer: {
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          phone: user.phoneNo ?? '',
        },
        callbackUrl: `${origin}/api/v1/payments/${this.gateway.provider}/callback`,
        redirectUrl: `${origin}/api/v1/payments/${this.gateway.provider}/return/${paymentId}`,
      });
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(503, 'paymentUnavailable');
      throw error;
    }
    await this.db
      .update(payments)
      .set({ providerRef: created.providerRef, paymentUrl: created.url, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    return created.url;
  }

  /**
   * The customer's open unpaid orders when checkout is placed again (under the checkout lock):
   * one with the same lines and the same choices is resumed — the new key answers it, its
   * payment window starts again, a delivery takes the checkout's live quote, and a new payment
   * is opened; the others are cancelled and release what they held (past their window as
   * unpaid, else as replaced). null when a new order is to be placed.
   */
  private async resumeOrReplace(
    tx: Database,
    userId: number,
    key: string,
    input: CheckoutInput,
    lines: readonly CartLine[],
    quote: QuoteRecord | null,
    now: Date,
  ) {
    const open = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.status, ['payment_pending', 'payment_failed']),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .for('update');
    if (open.length === 0) return null;
    const voucherId = input.voucher_code
      ? ((await this.findVoucher(input.voucher_code, tx))?.id ?? -1)
      : null;
    const window = this.options.paymentWindowMinutes;
    const expired: number[] = [];
    const replaced: number[] = [];
    let resume: OrderRecord | null = null;
    for (const order of open) {
      if (payDeadline(order, window) <= now) {
        expired.push(order.id);
        continue;
      }
      const same =
        resume === null &&
        order.deliveryMethod === input.delivery_method &&
        order.packagingMethod === input.packaging_method &&
        (order.deliveryInstructions ?? null) === (input.delivery_instructions || null) &&
        order.deliveryDate === input.delivery_date &&
        order.deliveryTime === input.delivery_time &&
        (order.addressId ?? null) ===
          (input.delivery_method === 'deliver' ? (input.address_id ?? null) : null) &&
        (order.voucherId ?? null) === voucherId &&
        sameLines(
          lines,
          await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
        );
      if (same) resume = order;
      else replaced.push(order.id);
    }
    await this.release(tx, expired, 'unpaid', now);
    await this.release(tx, replaced, 'replaced', now);
    if (!resume) return null;
    if (resume.idempotencyKey === key) {
      // The same request raced in: answer the attempt it opened.
      const [payment] = await tx
        .select({ id: payments.id, url: payments.paymentUrl })
        .from(payments)
        .where(and(eq(payments.orderId, resume.id), eq(payments.status, 'pending')))
        .orderBy(desc(payments.id))
        .limit(1);
      if (payment) {
        return {
          orderId: resume.id,
          orderNo: resume.orderNo,
          paymentId: payment.id,
          url: payment.url,
        };
      }
    }
    let order = resume;
    if (quote) order = await this.applyQuote(tx, order, quote, now);
    const [renewed] = await tx
      .update(orders)
      .set({
        idempotencyKey: key,
        payBy: new Date(now.getTime() + window * 60_000),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const current = renewed ?? order;
    // An attempt still open for the same amount is the one to finish: a second hosted page for
    // the same order would let the customer pay twice.
    const [attempt] = await tx
      .select({ id: payments.id, url: payments.paymentUrl, amountSen: payments.amountSen })
      .from(payments)
      .where(and(eq(payments.orderId, current.id), eq(payments.status, 'pending')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (attempt && attempt.amountSen === current.totalSen && current.status === 'payment_pending') {
      return {
        orderId: current.id,
        orderNo: current.orderNo,
        paymentId: attempt.id,
        url: attempt.url,
      };
    }
    return this.newPayment(tx, current, now);
  }

  /**
   * `POST /api/v1/checkout`: re-prices everything, re-checks the address, quote, date, slot and
   * voucher, and writes the order, its lines, the redemption and the payment in one
   * transaction. The same Idempotency-Key answers the same order; the same cart with the same
   * choices answers the customer's pending order (see `resumeOrReplace`).
   */
  async placeOrder(user: CustomerRef, key: string, input: CheckoutInput): Promise<PlacedOrder> {
    const existing = await this.existingOrder(user.id, key);
    if (existing) return existing;
    if (!contactComplete(contactOf(user))) {
      throw fieldError('profile', 'validation.profileIncomplete');
    }
    const now = this.now();
    let placed: { orderId: number; orderNo: string; paymentId: number; url: string | null };
    try {
      placed = await this.db.transaction(async (tx) => {
        // One checkout at a time per customer, so two requests never leave two pending orders.
        await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${user.id})`);
        const { lines, subtotalSen } = await this.subtotal(user.id, tx);
        if (lines.length === 0) throw fieldError('cart', 'validation.cartEmpty');
        let address: AddressRecord | null = null;
        let deliverySen = 0;
        let courierQuote: Record<string, unknown> | null = null;
        let liveQuote: QuoteRecord | null = null;
        if (input.delivery_method === 'deliver') {
          if (!input.address_id) throw fieldError('address_id', 'validation.addressRequired');
          address = await this.ownAddress(user.id, input.address_id, tx);
          if (!address) throw fieldError('address_id', 'validation.addressNotFound');
          liveQuote = await this.liveQuote(tx, user.id, address.id, input.quote_id, now);
          deliverySen = liveQuote.feeSen;
          courierQuote = quoteSnapshot(liveQuote);
        }
        const refusal = deliveryRefusal(
          now.toISOString(),
          { date: input.delivery_date, time: input.delivery_time, method: input.delivery_method },
          await this.holidays(tx),
        );
        if (refusal) throw deliveryRefusalError(refusal);
        const resumed = await this.resumeOrReplace(tx, user.id, key, input, lines, liveQuote, now);
        if (resumed) return resumed;
        let voucher: VoucherRecord | null = null;
        if (input.voucher_code) {
          voucher = await this.checkVoucher(
            input.voucher_code,
            user.id,
            subtotalSen,
            'voucher_code',
            tx,
          );
          // The use is taken in SQL: the row lock queues concurrent checkouts, and the
          // conditions are re-read after the lock, so a limited voucher is never over-redeemed.
          const taken = await tx
            .update(vouchers)
            .set({ usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: now })
            .where(
              and(
                eq(vouchers.id, voucher.id),
                eq(vouchers.active, true),
                sql`(${vouchers.totalLimit} is null or ${vouchers.usedCount} < ${vouchers.totalLimit})`,
                sql`(${vouchers.startsAt} is null or ${vouchers.startsAt} <= ${now.toISOString()}::timestamptz)`,
                sql`(${vouchers.endsAt} is null or ${vouchers.endsAt} > ${now.toISOString()}::timestamptz)`,
                lte(vouchers.minSubtotalSen, subtotalSen),
              ),
            )
            .returning({ id: vouchers.id, perCustomerLimit: vouchers.perCustomerLimit });
          if (taken.length === 0) throw refusalError('used_up', voucher, 'voucher_code');
          const limit = taken[0]?.perCustomerLimit ?? null;
          if (limit !== null && (await this.usesBy(voucher.id, user.id, tx)) >= limit) {
            throw refusalError('already_used', voucher, 'voucher_code');
          }
        }
        const summary = priceSummary({
          subtotalSen,
          deliverySen,
          voucher: voucher ? asVoucherRow(voucher) : null,
          pointsBalance: await pointsBalance(tx, user.id),
          rules: this.options.pricing,
        });
        const orderNo = newOrderNo(now);
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo,
            userId: user.id,
            idempotencyKey: key,
            deliveryMethod: input.delivery_method,
            packagingMethod: input.packaging_method,
            deliveryInstructions: input.delivery_instructions || null,
            deliveryDate: input.delivery_date,
            deliveryTime: input.delivery_time,
            addressId: address?.id ?? null,
            address: address ? addressSnapshot(address) : null,
            voucherId: voucher?.id ?? null,
            subtotalSen,
            totalSen: summary.totalSen,
            pointsEarned: summary.pointsEarned,
            priceLines: summary.lines,
            courierQuote,
            payBy: new Date(now.getTime() + this.options.paymentWindowMinutes * 60_000),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('order insert answered no row');
        await tx.insert(orderLines).values(
          lines.map((line) => ({
            orderId: order.id,
            type: line.type,
            productId: line.planId,
            name: { ...line.name },
            size: line.size,
            servings: line.servings,
            quantity: line.quantity,
            // The unit as charged (price × servings), so unit × quantity = subtotal holds.
            unitPriceSen: linePrice(line).unitSen,
            subtotalSen: linePrice(line).totalSen,
          })),
        );
        if (voucher) {
          await tx.insert(voucherRedemptions).values({
            voucherId: voucher.id,
            userId: user.id,
            orderId: order.id,
            discountSen: summary.discountSen,
          });
        }
        const payment = await this.insertPayment(tx, order.id, summary.totalSen);
        return { orderId: order.id, orderNo, ...payment };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // The same key raced in from another request: answer the order it placed.
        const raced = await this.existingOrder(user.id, key);
        if (raced) return raced;
      }
      throw error;
    }
    const url = placed.url ?? (await this.openPayment(placed.paymentId, placed.orderNo, user.id));
    return {
      order_id: placed.orderId,
      order_no: placed.orderNo,
      payment_id: placed.paymentId,
      payment_url: url,
    };
  }

  /**
   * The gateway's callback, the source of truth: the signature is checked (401 otherwise), the
   * amount must be the payment's, and a replay changes nothing. A confirmed payment, in one
   * transaction: payment and order paid, points credited once, the order's plans locked and
   * the ordered lines removed from the cart.
   */
  async handleCallback(
    gateway: PaymentGateway,
    fields: Record<string, unknown>,
  ): Promise<{ status: string }> {
    const verified: VerifiedCallback | null = gateway.verifyCallback(fields);
    if (!verified) throw new HttpError(401, 'invalidSignature');
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, gateway.provider),
            eq(payments.providerRef, verified.providerRef),
          ),
        )
        .for('update');
      if (!payment) throw new HttpError(404, 'paymentNotFound');
      if (verified.amountSen !== payment.amountSen) {
        throw new HttpError(422, 'paymentAmountMismatch');
      }
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for('update');
      if (!order) throw new HttpError(404, 'paymentNotFound');
      if (payment.status === 'paid') return { status: 'paid' };
      if (!verified.paid) {
        if (payment.status === 'pending') {
          await tx
            .update(payments)
            .set({ status: 'failed', callback: verified.fields, updatedAt: now })
            .where(eq(payments.id, payment.id));
          if (order.status === 'payment_pending') {
            await tx
              .update(orders)
              .set({ status: 'payment_failed', updatedAt: now })
              .where(eq(orders.id, order.id));
          }
        }
        return { status: 'failed' };
      }
      if (order.status === 'paid' || order.paidAt) {
        // Paid twice through two attempts: recorded for a refund, the order stays paid once.
        await tx
          .update(payments)
          .set({
            callback: { ...verified.fields, duplicate_of_paid_order: 'true' },
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        return { status: 'duplicate' };
      }
      await tx
        .update(payments)
        .set({ status: 'paid', paidAt: now, callback: verified.fields, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, cancelledAt: null, cancelReason: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      if (order.status === 'cancelled') await this.retakeVoucher(tx, order, now);
      if (order.pointsEarned > 0) {
        await appendPoints(tx, {
          userId: order.userId,
          points: order.pointsEarned,
          source: 'order',
          orderId: order.id,
          remarks: `Order ${order.orderNo}`,
        });
      }
      await lockPlansOfOrder(tx, order.id);
      // The cart is cleared of what was bought: lines not changed since the order was placed.
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, order.userId), lte(cartItems.updatedAt, order.createdAt)));
      return { status: 'paid' };
    });
  }

  private async ownPayment(userId: number, paymentId: number) {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)));
    return row ?? null;
  }

  /** `GET /api/v1/payments/:id`, the customer's own only. */
  async paymentView(userId: number, paymentId: number): Promise<PaymentView> {
    const row = await this.ownPayment(userId, paymentId);
    if (!row) throw new HttpError(404, 'paymentNotFound');
    const { payment, order } = row;
    return {
      id: payment.id,
      status: payment.status,
      amount: senToAmount(payment.amountSen),
      order: {
        id: order.id,
        order_no: order.orderNo,
        status: order.status,
        total: senToAmount(order.totalSen),
        points_earned: order.pointsEarned,
        delivery_method: order.deliveryMethod,
        delivery_date: order.deliveryDate,
        delivery_time: order.deliveryTime,
        pay_by: shownPayBy(order, this.options.paymentWindowMinutes)?.toISOString() ?? null,
        payable: payRefusal(order, this.now(), this.options.paymentWindowMinutes) === null,
        cancel_reason: order.cancelReason ?? null,
      },
    };
  }

  /** Try again (`/payment/{id}/failed`): a new payment for the same unpaid order. */
  async retryPayment(userId: number, paymentId: number): Promise<PlacedOrder> {
    const row = await this.ownPayment(userId, paymentId);
    if (!row) throw new HttpError(404, 'paymentNotFound');
    return this.payOrder(userId, row.order.id, null);
  }

  private async ownOrder(tx: Database, userId: number, orderId: number, lock: boolean) {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new HttpError(404, 'orderNotFound');
    return order;
  }

  /** 409 unless the order can be paid now: unpaid, inside its window, its date still open. */
  private async checkPayable(tx: Database, order: OrderRecord, now: Date) {
    const refusal = payRefusal(order, now, this.options.paymentWindowMinutes);
    if (refusal) throw new HttpError(409, refusal.key, refusal.values);
    const choice = {
      date: order.deliveryDate,
      time: order.deliveryTime,
      method: order.deliveryMethod,
    };
    if (!isAllowedDelivery(now.toISOString(), choice, await this.holidays(tx))) {
      throw new HttpError(409, 'orderPaySlotGone');
    }
  }

  /**
   * `POST /api/v1/orders/:id/pay/quote`: what paying now costs. A delivery whose courier quote
   * has lapsed gets a new quote for the same address (stored, with its expiry for the
   * countdown); the order itself changes only when it is paid with that quote.
   */
  async payQuote(userId: number, orderId: number): Promise<OrderPayQuote> {
    const now = this.now();
    const order = await this.ownOrder(this.db, userId, orderId, false);
    await this.checkPayable(this.db, order, now);
    const payBy = payDeadline(order, this.options.paymentWindowMinutes).toISOString();
    const current = {
      order_id: order.id,
      order_no: order.orderNo,
      previous_total: senToAmount(order.totalSen),
      pay_by: payBy,
    };
    if (!quoteLapsed(order, now)) {
      const fee = order.priceLines.find((line) => line.key === 'delivery')?.amountSen ?? 0;
      return {
        ...current,
        requoted: false,
        quote_id: null,
        expires_at: null,
        delivery_fee: senToAmount(fee),
        total: senToAmount(order.totalSen),
        lines: priceLinesToWire(
          order.priceLines
            .filter((line): line is { key: PriceLineKey; amountSen: number } =>
              (PRICE_LINE_KEYS as readonly string[]).includes(line.key),
            )
            .sort((a, b) => PRICE_LINE_KEYS.indexOf(a.key) - PRICE_LINE_KEYS.indexOf(b.key)),
        ),
      };
    }
    const address = order.addressId ? await this.ownAddress(userId, order.addressId) : null;
    if (!address) throw new HttpError(409, 'orderPayAddressGone');
    const quote = await this.newCourierQuote(userId, address, now);
    const summary = await this.repriced(this.db, order, quote.feeSen);
    return {
      ...current,
      requoted: true,
      quote_id: quote.id,
      expires_at: quote.expiresAt.toISOString(),
      delivery_fee: senToAmount(quote.feeSen),
      total: senToAmount(summary.totalSen),
      lines: priceLinesToWire(summary.lines),
    };
  }

  /**
   * Pay now (`POST /api/v1/orders/:id/pay`, and try again): a new payment for the customer's
   * unpaid order, inside its payment window. A delivery whose quote has lapsed needs the new
   * quote of `payQuote` (422 on `quote_id` otherwise), which re-prices the order first.
   */
  async payOrder(userId: number, orderId: number, quoteId: string | null): Promise<PlacedOrder> {
    const now = this.now();
    const created = await this.db.transaction(async (tx) => {
      let order = await this.ownOrder(tx, userId, orderId, true);
      await this.checkPayable(tx, order, now);
      if (quoteLapsed(order, now)) {
        if (!order.addressId) throw new HttpError(409, 'orderPayAddressGone');
        const quote = await this.liveQuote(tx, userId, order.addressId, quoteId, now);
        order = await this.applyQuote(tx, order, quote, now);
      }
      return this.newPayment(tx, order, now);
    });
    const url = created.url ?? (await this.openPayment(created.paymentId, created.orderNo, userId));
    return {
      order_id: created.orderId,
      order_no: created.orderNo,
      payment_id: created.paymentId,
      payment_url: url,
    };
  }

  /**
   * A cancelled order paid late (its attempt was already open at the gateway) is honoured; the
   * voucher use it gave back is taken again — counted only while the voucher has uses left,
   * since the customer has paid the discounted price either way.
   */
  private async retakeVoucher(tx: Database, order: OrderRecord, now: Date) {
    if (!order.voucherId) return;
    const held = await tx.$count(voucherRedemptions, eq(voucherRedemptions.orderId, order.id));
    if (held > 0) return;
    await tx.insert(voucherRedemptions).values({
      voucherId: order.voucherId,
      userId: order.userId,
      orderId: order.id,
      discountSen: orderDiscountSen(order),
    });
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(vouchers.id, order.voucherId),
          or(isNull(vouchers.totalLimit), lt(vouchers.usedCount, vouchers.totalLimit)),
        ),
      );
  }

  /** The payment behind a gateway reference, for the sandbox's hosted page. */
  async paymentByRef(provider: string, providerRef: string) {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    return row ?? null;
  }

  /**
   * Expires orders left unpaid past their payment window (`pay_by`; placed + the window for
   * older rows): cancelled as unpaid, their open payments expired and their voucher use given
   * back. Drops courier quotes that lapsed over a day ago.
   */
  async sweepUnpaid(now: Date = this.now()): Promise<number> {
    const window = this.options.paymentWindowMinutes;
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['payment_pending', 'payment_failed']),
            sql`coalesce(${orders.payBy}, ${orders.createdAt} + make_interval(mins => ${window}::int)) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .for('update');
      const cancelled = await this.release(
        tx,
        due.map((row) => row.id),
        'unpaid',
        now,
      );
      // Quotes are working rows: a day after they lapse nothing can use them any more.
      await tx
        .delete(courierQuotes)
        .where(lt(courierQuotes.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
      return cancelled.length;
    });
  }

  /** Pending notifications of a payment, oldest first (tests and the sandbox page). */
  async notificationsOf(paymentId: number) {
    return this.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.paymentId, paymentId))
      .orderBy(asc(gatewayNotifications.id));
  }
}
