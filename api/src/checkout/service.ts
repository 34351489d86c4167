import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  BUSINESS_ZONE,
  deliveryOptions,
  isAllowedDelivery,
  PICKUP_TIMES,
  pickupTimes,
  type DeliveryHolidayRule,
} from '@mealprep/shared/delivery';
import {
  DELIVERY_SLOTS,
  formatSen,
  priceLinesToWire,
  priceSummary,
  senToAmount,
  voucherRefusal,
  type DeliveryMethod,
  type PackagingMethod,
  type PriceLine,
  type PricingRules,
  type VoucherRefusal,
  type VoucherRow,
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

export const CHECKOUT_INELIGIBILITIES = ['empty_cart', 'incomplete_profile'] as const;
export type CheckoutIneligibility = (typeof CHECKOUT_INELIGIBILITIES)[number];

type VoucherRecord = typeof vouchers.$inferSelect;
type AddressRecord = typeof addresses.$inferSelect;

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

/** The address as it is copied into the order (SPEC §3 fields). */
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

export interface QuoteAnswer {
  quote_id: string | null;
  expires_at: string | null;
  delivery_fee: string;
  courier: Record<string, unknown> | null;
  delivery_options: { date: string; slots: string[]; pickup_times: string[] };
  voucher: { code: string; discount: string } | null;
  lines: PriceLine[];
  total: string;
  points_earned: number;
}

export interface PlacedOrder {
  order_id: number;
  order_no: string;
  payment_id: number;
  payment_url: string;
}

export interface PaymentView {
  id: number;
  status: string;
  amount: string;
  order: {
    id: number;
    order_no: string;
    status: string;
    total: string;
    points_earned: number;
    delivery_method: string;
    delivery_date: string;
    delivery_time: string;
  };
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

  async eligibility(user: CustomerRef) {
    const count = await this.db.$count(cartItems, eq(cartItems.userId, user.id));
    const reasons: CheckoutIneligibility[] = [];
    if (count === 0) reasons.push('empty_cart');
    if (!user.firstName || !user.lastName || !user.phoneNo) reasons.push('incomplete_profile');
    return { eligible: reasons.length === 0, reasons };
  }

  private async subtotal(userId: number, db: Database = this.db) {
    const lines = await this.options.cart.lines(userId, db);
    return {
      lines,
      subtotalSen: lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0),
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

  /** `POST /api/v1/checkout/quote`: a fresh courier quote (stored), options and the summary. */
  async quote(user: CustomerRef, input: QuoteInput): Promise<QuoteAnswer> {
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
      quoteId = randomBytes(18).toString('base64url');
      await this.db.insert(courierQuotes).values({
        id: quoteId,
        userId: user.id,
        addressId: address.id,
        provider: quote.provider,
        providerRef: quote.providerRef,
        feeSen: quote.feeSen,
        breakdown: quote.breakdown,
        expiresAt: quote.expiresAt,
        createdAt: now,
      });
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
   * `POST /api/v1/checkout`: re-prices everything, re-checks the address, quote, date, slot and
   * voucher, and writes the order, its lines, the redemption and the payment in one
   * transaction. The same Idempotency-Key answers the same order.
   */
  async placeOrder(user: CustomerRef, key: string, input: CheckoutInput): Promise<PlacedOrder> {
    const existing = await this.existingOrder(user.id, key);
    if (existing) return existing;
    if (!user.firstName || !user.lastName || !user.phoneNo) {
      throw fieldError('profile', 'validation.profileIncomplete');
    }
    const now = this.now();
    let placed: { orderId: number; orderNo: string; paymentId: number; url: string | null };
    try {
      placed = await this.db.transaction(async (tx) => {
        const { lines, subtotalSen } = await this.subtotal(user.id, tx);
        if (lines.length === 0) throw fieldError('cart', 'validation.cartEmpty');
        let address: AddressRecord | null = null;
        let deliverySen = 0;
        let courierQuote: Record<string, unknown> | null = null;
        if (input.delivery_method === 'deliver') {
          if (!input.address_id) throw fieldError('address_id', 'validation.addressRequired');
          address = await this.ownAddress(user.id, input.address_id, tx);
          if (!address) throw fieldError('address_id', 'validation.addressNotFound');
          if (!input.quote_id) throw fieldError('quote_id', 'validation.quoteRequired');
          const [quote] = await tx
            .select()
            .from(courierQuotes)
            .where(
              and(
                eq(courierQuotes.id, input.quote_id),
                eq(courierQuotes.userId, user.id),
                eq(courierQuotes.addressId, address.id),
              ),
            );
          if (!quote) throw fieldError('quote_id', 'validation.quoteRequired');
          if (quote.expiresAt <= now) throw fieldError('quote_id', 'validation.quoteExpired');
          deliverySen = quote.feeSen;
          courierQuote = {
            id: quote.id,
            provider: quote.provider,
            provider_ref: quote.providerRef,
            fee: senToAmount(quote.feeSen),
            expires_at: quote.expiresAt.toISOString(),
            ...quote.breakdown,
          };
        }
        const holidays = await this.holidays(tx);
        const choice = {
          date: input.delivery_date,
          time: input.delivery_time,
          method: input.delivery_method,
        };
        if (!isAllowedDelivery(now.toISOString(), choice, holidays)) {
          const earliest = deliveryOptions(now.toISOString(), holidays);
          const times: readonly string[] =
            input.delivery_method === 'pickup' ? PICKUP_TIMES : DELIVERY_SLOTS;
          const dateOnly = times.some((time) =>
            isAllowedDelivery(now.toISOString(), { ...choice, time }, holidays),
          );
          throw dateOnly
            ? fieldError('delivery_time', 'validation.checkoutSlot')
            : fieldError('delivery_date', 'validation.deliveryDate', { date: earliest.date });
        }
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
            unitPriceSen: line.unitPriceSen,
            subtotalSen: line.unitPriceSen * line.quantity,
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
        const local = this.gateway.createLocally?.() ?? null;
        const [payment] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: this.gateway.provider,
            amountSen: summary.totalSen,
            providerRef: local?.providerRef ?? null,
            paymentUrl: local?.url ?? null,
          })
          .returning({ id: payments.id });
        if (!payment) throw new Error('payment insert answered no row');
        return { orderId: order.id, orderNo, paymentId: payment.id, url: local?.url ?? null };
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
        .set({ status: 'paid', paidAt: now, cancelledAt: null, updatedAt: now })
        .where(eq(orders.id, order.id));
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
      },
    };
  }

  /** Try again (`/payment/{id}/failed`): a new payment for the same unpaid order. */
  async retryPayment(userId: number, paymentId: number): Promise<PlacedOrder> {
    const row = await this.ownPayment(userId, paymentId);
    if (!row) throw new HttpError(404, 'paymentNotFound');
    const now = this.now();
    const created = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, row.order.id), eq(orders.userId, userId)))
        .for('update');
      if (!order || (order.status !== 'payment_failed' && order.status !== 'payment_pending')) {
        throw new HttpError(409, 'orderNotPayable');
      }
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
      await tx
        .update(orders)
        .set({ status: 'payment_pending', updatedAt: now })
        .where(eq(orders.id, order.id));
      const local = this.gateway.createLocally?.() ?? null;
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: this.gateway.provider,
          amountSen: order.totalSen,
          providerRef: local?.providerRef ?? null,
          paymentUrl: local?.url ?? null,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('payment insert answered no row');
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        paymentId: payment.id,
        url: local?.url ?? null,
      };
    });
    const url = created.url ?? (await this.openPayment(created.paymentId, created.orderNo, userId));
    return {
      order_id: created.orderId,
      order_no: created.orderNo,
      payment_id: created.paymentId,
      payment_url: url,
    };
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
   * Cancels orders left unpaid for the payment window (ARCHITECTURE §9) and expires their open
   * payments; drops courier quotes that lapsed over a day ago. A voucher use stays with the order, so a late payment can still revive it.
   */
  async sweepUnpaid(now: Date = this.now()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.paymentWindowMinutes * 60_000);
    return this.db.transaction(async (tx) => {
      const cancelled = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(
            inArray(orders.status, ['payment_pending', 'payment_failed']),
            lt(orders.createdAt, cutoff),
          ),
        )
        .returning({ id: orders.id });
      if (cancelled.length > 0) {
        await tx
          .update(payments)
          .set({ status: 'expired', updatedAt: now })
          .where(
            and(
              inArray(
                payments.orderId,
                cancelled.map((row) => row.id),
              ),
              eq(payments.status, 'pending'),
            ),
          );
      }
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
