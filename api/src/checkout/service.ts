import { formatShopDate } from '@mealprep/shared/core';
import type { CheckoutQuote, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { asLocale } from '@mealprep/shared/locale';
import { msg, type FieldMessages } from '@mealprep/shared/validation';
import { FieldValidationError } from '../http/errors';
import { MenuAvailability } from '../menu/availability';
import { CheckoutOrdersRepository } from '../repositories/checkout-orders';
import { CourierQuotesRepository } from '../repositories/courier-quotes';
import { IdempotencyKeysRepository } from '../repositories/idempotency-keys';
import { AuditLogRepository } from '../repositories/audit-log';
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
 * Checkout and payment, assembled once: one context (repositories, clock, quote limiter) shared by
 * its parts, which the routes, the jobs and the renewals call directly — quotes and vouchers
 * (`quotes.ts`), placing and cancelling orders (`orders.ts`, `resume.ts`), payment attempts and the
 * gateway's callback (`payments.ts`), paying an unpaid order later (`pay-later.ts`) and refunds due
 * (`refunds.ts`). What is here is what joins two parts or belongs to none: the checkout's price
 * with the customer's pending order, the availability check before an order is placed, and
 * forgetting old Idempotency-Keys. Their SQL is in the repositories; every customer query is
 * scoped to the customer in the query, every multi-row change is one transaction, and voucher
 * uses and points are guarded in SQL.
 */
export class CheckoutService {
  readonly gateway: PaymentGateway;
  readonly courier: CourierAdapter;
  /** Eligibility, vouchers, courier quotes and the cart's price. */
  readonly quotes: CheckoutQuotes;
  /** Payment attempts and recording a payment (the renewals' charges record theirs here too). */
  readonly payments: CheckoutPayments;
  /** Paying an unpaid order later: its re-quote, a new attempt, a retry. */
  readonly payLater: PayLater;
  /** Placing, cancelling and sweeping unpaid orders. */
  readonly placement: OrderPlacement;
  /** The repositories and options checkout works with (the renewals' week orders use them). */
  readonly ctx: CheckoutContext;
  /** Money received that is to be given back. */
  readonly refunds: Refunds;
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
      courierQuotes: new CourierQuotesRepository(db),
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

  /** `POST /api/v1/checkout/quote`: the cart's price with the customer's pending order of it. */
  async priceCheckout(user: CustomerRef, input: QuoteInput): Promise<CheckoutQuote> {
    const price = await this.quotes.priceCart(user, input);
    return { ...price, pending_order: await this.payLater.pendingOrder(user.id) };
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

  /**
   * Housekeeping: Idempotency-Keys answered longer ago than they are kept are forgotten (a key
   * sent after that is a new request).
   */
  forgetAnsweredKeys(now: Date = this.ctx.now()): Promise<number> {
    const hours = this.ctx.options.idempotencyKeyHours ?? DEFAULT_IDEMPOTENCY_KEY_HOURS;
    return this.ctx.keys.forgetAnsweredBefore(new Date(now.getTime() - hours * 60 * 60_000));
  }
}
