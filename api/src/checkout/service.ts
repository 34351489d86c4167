import {
  formatShopDate,
  type CheckoutEligibility,
  type CheckoutQuote,
  type OrderPayQuote,
  type PaymentView,
  type PlacedOrder,
} from '@mealprep/shared/domain';
import { asLocale } from '@mealprep/shared/locale';
import { msg, type FieldMessages } from '@mealprep/shared/validation';
import { FieldValidationError } from '../http/errors';
import { MenuAvailability } from '../menu/availability';
import { CheckoutOrdersRepository, type OrderRecord } from '../repositories/checkout-orders';
import { CourierQuotesRepository } from '../repositories/courier-quotes';
import { IdempotencyKeysRepository } from '../repositories/idempotency-keys';
import { AuditLogRepository } from '../repositories/audit-log';
import type { UserRow } from '../repositories/users';
import { RateLimiter, RateLimitStore } from '../http/rate-limit';
import { OrdersRepository } from '../repositories/orders';
import { PaymentsRepository } from '../repositories/payments';
import { VoucherUsesRepository } from '../repositories/voucher-uses';
import type {
  CheckoutContext,
  CheckoutInput,
  CheckoutServiceOptions,
  CustomerRef,
  QuoteInput,
} from './common';
import type { CourierAdapter } from './courier';
import type { PaymentGateway } from './gateways';
import { OrderPlacement } from './orders';
import { PayLater } from './pay-later';
import { CheckoutPayments } from './payments';
import { CheckoutQuotes } from './quotes';
import { Refunds } from './refunds';

/** docs/architecture.md §5.1: new courier quotes per customer per hour, unless configured. */
export const DEFAULT_QUOTES_PER_HOUR = 30;
/** docs/architecture.md §6: how long an answered Idempotency-Key answers its order. */
export const DEFAULT_IDEMPOTENCY_KEY_HOURS = 24;

export type { CheckoutInput, CheckoutServiceOptions, CustomerRef, QuoteInput } from './common';

/**
 * Checkout and payment, as the routes call it: quotes and vouchers (`quotes.ts`),
 * placing and cancelling orders (`orders.ts`, `resume.ts`), payment attempts and the gateway's
 * callback (`payments.ts`) and paying an unpaid order later (`pay-later.ts`). Their SQL is in the
 * repositories; every customer query is scoped to the customer in the query, every multi-row
 * change is one transaction, and voucher uses and points are guarded in SQL.
 */
export class CheckoutService {
  readonly gateway: PaymentGateway;
  readonly courier: CourierAdapter;
  private readonly quotes: CheckoutQuotes;
  /** Payment attempts and recording a payment (the renewals' charges record theirs here too). */
  readonly payments: CheckoutPayments;
  private readonly payLater: PayLater;
  private readonly placement: OrderPlacement;
  /** The repositories and options checkout works with (the renewals' week orders use them). */
  readonly ctx: CheckoutContext;
  private readonly refunds: Refunds;
  private readonly availability: MenuAvailability;

  constructor(options: CheckoutServiceOptions) {
    this.gateway = options.gateway;
    this.courier = options.courier;
    const { db } = options;
    const ctx: CheckoutContext = {
      db,
      options,
      now: options.now ?? (() => new Date()),
      cart: options.cart,
      orders: new CheckoutOrdersRepository(db),
      ordersRead: new OrdersRepository(db),
      payments: new PaymentsRepository(db),
      quotes: new CourierQuotesRepository(db),
      vouchers: new VoucherUsesRepository(db),
      keys: new IdempotencyKeysRepository(db),
      quoteLimit: new RateLimiter(
        new RateLimitStore(db),
        options.quotesPerHour ?? DEFAULT_QUOTES_PER_HOUR,
        60 * 60_000,
      ),
    };
    this.ctx = ctx;
    this.quotes = new CheckoutQuotes(ctx);
    this.payments = new CheckoutPayments(ctx);
    this.payLater = new PayLater(ctx, this.quotes, this.payments);
    this.placement = new OrderPlacement(ctx, this.quotes, this.payments);
    this.refunds = new Refunds(ctx, new AuditLogRepository(db));
    this.availability = new MenuAvailability(db);
  }

  /** `GET /api/v1/checkout/eligibility` */
  eligibility(user: CustomerRef): Promise<CheckoutEligibility> {
    return this.quotes.eligibility(user);
  }

  /** `POST /api/v1/voucher/apply` */
  applyVoucher(user: CustomerRef, code: string) {
    return this.quotes.applyVoucher(user, code);
  }

  /** `POST /api/v1/checkout/quote`, with the customer's pending order of this cart. */
  async quote(user: CustomerRef, input: QuoteInput): Promise<CheckoutQuote> {
    const quote = await this.quotes.quote(user, input);
    return { ...quote, pending_order: await this.payLater.pendingOrder(user.id) };
  }

  /** `POST /api/v1/checkout`; a line that cannot be had on the chosen date is refused first. */
  async placeOrder(user: CustomerRef, key: string, input: CheckoutInput): Promise<PlacedOrder> {
    await this.refuseUnavailableLines(user, key, input.delivery_date);
    return this.placement.placeOrder(user, key, input);
  }

  /**
   * A dish sold out or paused on the delivery date (or a bundle or the fixed plan made with one,
   * docs/menu.md) is refused with a 422 at its line, `items.<cart line id>`, saying why. A key
   * already answered still answers its order: that order was placed before the mark.
   */
  private async refuseUnavailableLines(user: CustomerRef, key: string, date: string) {
    if (await this.ctx.keys.find(user.id, key)) return;
    const lines = await this.ctx.cart.lines(user.id);
    const marks = await this.availability.forCartLines(lines, date);
    const locale = asLocale(user.locale);
    const fields: FieldMessages = {};
    for (const line of lines) {
      const state = marks.get(line.id)?.find((mark) => mark.date === date)?.state;
      if (!state) continue;
      fields[`items.${line.id}`] = [
        msg(state === 'sold_out' ? 'validation.lineSoldOut' : 'validation.linePaused', {
          name: line.name[locale] || line.name['en-US'],
          date: formatShopDate(date, locale),
        }),
      ];
    }
    if (Object.keys(fields).length > 0) throw new FieldValidationError(fields);
  }

  /** `POST /api/v1/orders/:id/cancel`; null when the order changed meanwhile. */
  cancelOrder(userId: number, orderId: number): Promise<OrderRecord | null> {
    return this.placement.cancelOrder(userId, orderId);
  }

  /**
   * Housekeeping: Idempotency-Keys answered longer ago than they are kept are forgotten (a key
   * sent after that is a new request).
   */
  forgetAnsweredKeys(now: Date = this.ctx.now()): Promise<number> {
    const hours = this.ctx.options.idempotencyKeyHours ?? DEFAULT_IDEMPOTENCY_KEY_HOURS;
    return this.ctx.keys.forgetAnsweredBefore(new Date(now.getTime() - hours * 60 * 60_000));
  }

  /** `GET /api/v1/admin/refunds`: money received that is to be given back, oldest first. */
  refundsDue(page: number, perPage: number) {
    return this.refunds.due(page, perPage);
  }

  /** `POST /api/v1/admin/refunds/:id/refunded`, audited. */
  markRefunded(actor: Pick<UserRow, 'id' | 'email'>, paymentId: number) {
    return this.refunds.markRefunded(actor, paymentId);
  }

  /** The sweeper: unpaid orders past their window are cancelled. */
  sweepUnpaid(now?: Date): Promise<number> {
    return this.placement.sweepUnpaid(now);
  }

  /** `POST /api/v1/payments/:provider/callback` */
  handleCallback(gateway: PaymentGateway, fields: Record<string, unknown>) {
    return this.payments.handleCallback(gateway, fields);
  }

  /** `GET /api/v1/payments/:id` */
  paymentView(userId: number, paymentId: number): Promise<PaymentView> {
    return this.payments.paymentView(userId, paymentId);
  }

  /** The sandbox's hosted page. */
  paymentByRef(provider: string, providerRef: string) {
    return this.payments.paymentByRef(provider, providerRef);
  }

  notificationsOf(paymentId: number) {
    return this.payments.notificationsOf(paymentId);
  }

  /** `POST /api/v1/payments/:id/retry` */
  retryPayment(userId: number, paymentId: number): Promise<PlacedOrder> {
    return this.payLater.retryPayment(userId, paymentId);
  }

  /** `POST /api/v1/orders/:id/pay/quote` */
  payQuote(userId: number, orderId: number): Promise<OrderPayQuote> {
    return this.payLater.payQuote(userId, orderId);
  }

  /** `POST /api/v1/orders/:id/pay` */
  payOrder(userId: number, orderId: number, quoteId: string | null): Promise<PlacedOrder> {
    return this.payLater.payOrder(userId, orderId, quoteId);
  }
}
