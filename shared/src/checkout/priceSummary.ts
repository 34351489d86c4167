/**
 * The price summary of docs/architecture.md §9, computed on the server only (the browser shows the
 * lines it is given). Integer sen throughout; the lines are in the order they are shown.
 */
import { PRICE_LINE_KEYS, type PriceLineKey } from './vocabulary';
import { senToAmount } from '../core/money';
import type { VoucherKind } from '../core/commerce';
import type { PriceLine } from './checkout.contract';

/** Configurable on the server; these are docs/architecture.md §9's for an SST-registered shop. */
export interface PricingRules {
  /** Free delivery from this subtotal (before the voucher). RM150. */
  freeDeliveryFromSen: number;
  /** RM1.00 */
  processingFeeSen: number;
  /**
   * SST on food and beverage, in basis points: 600 = 6 %. Null for a shop that is not
   * SST-registered: it charges no SST and the summary has no tax line (docs/architecture.md §9.1).
   */
  taxBasisPoints: number | null;
}

export const DEFAULT_PRICING: PricingRules = {
  freeDeliveryFromSen: 15_000,
  processingFeeSen: 100,
  taxBasisPoints: 600,
};

/** Lines counted in points, not money. */
export const POINTS_LINE_KEYS: readonly PriceLineKey[] = ['points_earned', 'points'];

/** Lines that add up to the total. */
export const MONEY_LINE_KEYS: readonly PriceLineKey[] = [
  'subtotal',
  'delivery',
  'delivery_discount',
  'processing_fee',
  'tax',
  'discount',
  'rounding',
];

export interface PriceLineSen {
  key: PriceLineKey;
  /** Sen for money lines, points for the points lines. */
  amountSen: number;
}

export interface VoucherTerms {
  kind: VoucherKind;
  /** Percent (1–100) or sen. */
  value: number;
  maxDiscountSen: number | null;
}

export interface PriceInput {
  subtotalSen: number;
  /** The courier's quote; 0 for self pickup. */
  deliverySen: number;
  voucher: VoucherTerms | null;
  /** The customer's points balance before this order (the "points" line). */
  pointsBalance: number;
  rules?: PricingRules;
}

/** Half up to the nearest sen of a product with a divisor (all inputs non-negative integers). */
function divideHalfUp(numerator: number, divisor: number): number {
  return Math.floor((numerator * 2 + divisor) / (divisor * 2));
}

/** A voucher's discount on a subtotal: never above the subtotal nor its maximum. */
export function voucherDiscountSen(voucher: VoucherTerms, subtotalSen: number): number {
  const raw =
    voucher.kind === 'percent' ? divideHalfUp(subtotalSen * voucher.value, 100) : voucher.value;
  const capped = voucher.maxDiscountSen === null ? raw : Math.min(raw, voucher.maxDiscountSen);
  return Math.max(0, Math.min(capped, subtotalSen));
}

/** To the nearest 5 sen, as Malaysian bills are (1–2 sen down, 3–4 up). */
export function roundTo5Sen(sen: number): number {
  return Math.round(sen / 5) * 5;
}

export interface PriceSummary {
  lines: PriceLineSen[];
  totalSen: number;
  discountSen: number;
  pointsEarned: number;
}

/**
 * The summary lines in order. total = sum of the money lines; points = whole ringgit. The tax
 * line is there only for a shop that charges SST (`rules.taxBasisPoints` not null).
 */
export function priceSummary(input: PriceInput): PriceSummary {
  const rules = input.rules ?? DEFAULT_PRICING;
  const subtotal = input.subtotalSen;
  const delivery = input.deliverySen;
  const deliveryDiscount = delivery > 0 && subtotal >= rules.freeDeliveryFromSen ? -delivery : 0;
  const fee = rules.processingFeeSen;
  const discount = input.voucher ? voucherDiscountSen(input.voucher, subtotal) : 0;
  const rate = rules.taxBasisPoints;
  const tax = rate === null ? 0 : divideHalfUp((subtotal - discount) * rate, 10_000);
  const beforeRounding = subtotal + delivery + deliveryDiscount + fee + tax - discount;
  const total = roundTo5Sen(beforeRounding);
  const pointsEarned = Math.floor(total / 100);
  const lines: PriceLineSen[] = [
    { key: 'subtotal', amountSen: subtotal },
    { key: 'delivery', amountSen: delivery },
    { key: 'delivery_discount', amountSen: deliveryDiscount },
    { key: 'processing_fee', amountSen: fee },
    // No tax line at all where no SST is charged: nothing reads as a tax (§9.1).
    ...(rate === null ? [] : [{ key: 'tax' as const, amountSen: tax }]),
    { key: 'discount', amountSen: discount === 0 ? 0 : -discount },
    { key: 'rounding', amountSen: total - beforeRounding },
    { key: 'total', amountSen: total },
    { key: 'points_earned', amountSen: pointsEarned },
    { key: 'points', amountSen: input.pointsBalance },
  ];
  return { lines, totalSen: total, discountSen: discount, pointsEarned };
}

/** The wire form of the lines. */
export function priceLinesToWire(lines: readonly PriceLineSen[]): PriceLine[] {
  return lines.map((line) => ({
    key: line.key,
    amount: isPointsLine(line.key) ? String(line.amountSen) : senToAmount(line.amountSen),
  }));
}

/** Whether a line counts points (a whole number) rather than money. */
export function isPointsLine(key: PriceLineKey): boolean {
  return POINTS_LINE_KEYS.includes(key);
}

/**
 * The one list of an order's price lines, wherever the order is shown: its page in the browser,
 * its e-mails and its tax receipt list the same lines, in the same order, under the same keys.
 * That is every line the summary charged — a zero line too, and the tax line only where SST was
 * charged (docs/architecture.md §9.1) — in docs/architecture.md §9's order, known keys only (a
 * stored snapshot may hold keys this build does not know).
 */
export function shownPriceLines(
  lines: readonly { key: string; amountSen: number }[],
): PriceLineSen[] {
  return lines
    .filter((line): line is PriceLineSen =>
      (PRICE_LINE_KEYS as readonly string[]).includes(line.key),
    )
    .map((line) => ({ key: line.key, amountSen: line.amountSen }))
    .sort((a, b) => PRICE_LINE_KEYS.indexOf(a.key) - PRICE_LINE_KEYS.indexOf(b.key));
}

/** The amount of one line (sen, or points), 0 when the lines have none of that key. */
export function priceLineSen(
  lines: readonly { key: string; amountSen: number }[],
  key: PriceLineKey,
): number {
  return lines.find((line) => line.key === key)?.amountSen ?? 0;
}

/** The wire form of lines stored with an order: the lines `shownPriceLines` lists. */
export function storedPriceLinesToWire(
  lines: readonly { key: string; amountSen: number }[],
): PriceLine[] {
  return priceLinesToWire(shownPriceLines(lines));
}

/** docs/architecture.md §9: why a code is refused (each is translated). */
export const VOUCHER_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'minimum_not_reached',
  'used_up',
  'already_used',
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

export interface VoucherRow extends VoucherTerms {
  minSubtotalSen: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  active: boolean;
}

/** What a voucher is at a moment, as the admin sees it; checkout refuses every one but `active`. */
export const VOUCHER_STATUSES = ['active', 'disabled', 'scheduled', 'expired', 'used_up'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/**
 * The one rule for a voucher's status from its switch, dates and uses: the admin's list and
 * detail show it, and checkout's refusals start from it (an expired voucher is never "Active").
 */
export function voucherStatus(
  voucher: Pick<VoucherRow, 'active' | 'startsAt' | 'endsAt' | 'totalLimit' | 'usedCount'>,
  now: Date,
): VoucherStatus {
  if (!voucher.active) return 'disabled';
  if (voucher.endsAt && now >= voucher.endsAt) return 'expired';
  if (voucher.startsAt && now < voucher.startsAt) return 'scheduled';
  if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit) return 'used_up';
  return 'active';
}

const REFUSAL_BY_STATUS: Record<Exclude<VoucherStatus, 'active'>, VoucherRefusal> = {
  disabled: 'unknown',
  scheduled: 'not_started',
  expired: 'expired',
  used_up: 'used_up',
};

/** Why this voucher cannot be used now for this subtotal, or null when it can. */
export function voucherRefusal(
  voucher: VoucherRow | null,
  context: { subtotalSen: number; now: Date; usesByCustomer: number },
): VoucherRefusal | null {
  if (!voucher) return 'unknown';
  const status = voucherStatus(voucher, context.now);
  if (status !== 'active') return REFUSAL_BY_STATUS[status];
  if (voucher.perCustomerLimit !== null && context.usesByCustomer >= voucher.perCustomerLimit) {
    return 'already_used';
  }
  if (context.subtotalSen < voucher.minSubtotalSen) return 'minimum_not_reached';
  return null;
}
