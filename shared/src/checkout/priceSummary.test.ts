import { PRICE_LINE_KEYS } from './vocabulary';
import fc from 'fast-check';
import {
  MONEY_LINE_KEYS,
  isPointsLine,
  priceLineSen,
  priceLinesToWire,
  priceSummary,
  roundTo5Sen,
  shownPriceLines,
  storedPriceLinesToWire,
  voucherRefusal,
  voucherStatus,
  type PriceInput,
  type VoucherRow,
  type VoucherTerms,
} from './priceSummary';

const percent = (value: number, maxDiscountSen: number | null = null): VoucherTerms => ({
  kind: 'percent',
  value,
  maxDiscountSen,
});
const fixed = (value: number): VoucherTerms => ({ kind: 'fixed', value, maxDiscountSen: null });

function lines(input: Omit<PriceInput, 'pointsBalance'>) {
  const summary = priceSummary({ pointsBalance: 7, ...input });
  return Object.fromEntries(summary.lines.map((line) => [line.key, line.amountSen]));
}

describe('priceSummary (docs/architecture.md §9)', () => {
  it('answers the lines in the order shown', () => {
    const summary = priceSummary({
      subtotalSen: 5000,
      deliverySen: 800,
      voucher: null,
      pointsBalance: 0,
    });
    expect(summary.lines.map((line) => line.key)).toEqual([...PRICE_LINE_KEYS]);
  });

  it.each([
    // label, input, expected lines (sen / points)
    [
      'self pickup: no delivery, fee RM1, SST 6 %',
      { subtotalSen: 5000, deliverySen: 0, voucher: null },
      {
        subtotal: 5000,
        delivery: 0,
        delivery_discount: 0,
        processing_fee: 100,
        tax: 300,
        discount: 0,
        rounding: 0,
        total: 5400,
        points_earned: 54,
        points: 7,
      },
    ],
    [
      'delivery is charged and not taxed; total rounded up to 5 sen',
      { subtotalSen: 5000, deliverySen: 1234, voucher: null },
      {
        delivery: 1234,
        delivery_discount: 0,
        tax: 300,
        rounding: 1,
        total: 6635,
        points_earned: 66,
      },
    ],
    [
      'free delivery at exactly RM150',
      { subtotalSen: 15000, deliverySen: 1500, voucher: null },
      { delivery: 1500, delivery_discount: -1500, tax: 900, total: 16000, points_earned: 160 },
    ],
    [
      'one sen below RM150 pays delivery; tax half up (899.94 → 900)',
      { subtotalSen: 14999, deliverySen: 1500, voucher: null },
      { delivery_discount: 0, tax: 900, rounding: 1, total: 17500 },
    ],
    [
      'percentage voucher; tax on the subtotal after discount',
      { subtotalSen: 10000, deliverySen: 0, voucher: percent(10) },
      { discount: -1000, tax: 540, total: 9640, points_earned: 96 },
    ],
    [
      'percentage voucher capped by its maximum discount',
      { subtotalSen: 10000, deliverySen: 0, voucher: percent(50, 500) },
      { discount: -500, tax: 570, total: 10170 },
    ],
    [
      'fixed voucher never above the subtotal',
      { subtotalSen: 1500, deliverySen: 0, voucher: fixed(2000) },
      { discount: -1500, tax: 0, total: 100, points_earned: 1 },
    ],
    [
      'rounding down 1 sen',
      { subtotalSen: 1001, deliverySen: 0, voucher: null },
      { tax: 60, rounding: -1, total: 1160 },
    ],
    [
      'tax half up at .5 sen (61.5 → 62)',
      { subtotalSen: 1025, deliverySen: 0, voucher: null },
      { tax: 62, rounding: -2, total: 1185, points_earned: 11 },
    ],
    [
      'the free delivery threshold reads the subtotal before the voucher',
      { subtotalSen: 16000, deliverySen: 900, voucher: fixed(2000) },
      { delivery_discount: -900, discount: -2000, tax: 840, total: 14940 },
    ],
  ])('%s', (_label, input, expected) => {
    expect(lines(input)).toMatchObject(expected);
  });

  it('takes other rules from configuration', () => {
    const result = lines({
      subtotalSen: 10000,
      deliverySen: 700,
      voucher: null,
      rules: { freeDeliveryFromSen: 8000, processingFeeSen: 0, taxBasisPoints: 0 },
    });
    expect(result).toMatchObject({
      delivery_discount: -700,
      processing_fee: 0,
      tax: 0,
      total: 10000,
    });
  });

  it('has no tax line and charges no SST for a shop that is not SST-registered', () => {
    const rules = { freeDeliveryFromSen: 15_000, processingFeeSen: 100, taxBasisPoints: null };
    const summary = priceSummary({
      subtotalSen: 5000,
      deliverySen: 800,
      voucher: fixed(250),
      pointsBalance: 3,
      rules,
    });
    expect(summary.lines.map((line) => line.key)).toEqual(
      PRICE_LINE_KEYS.filter((key) => key !== 'tax'),
    );
    // 50.00 + 8.00 + 1.00 − 2.50, no SST on the 47.50 after the voucher.
    expect(summary.totalSen).toBe(5650);
  });

  it('puts money as two decimals and points as whole numbers on the wire', () => {
    const summary = priceSummary({
      subtotalSen: 5000,
      deliverySen: 1234,
      voucher: fixed(250),
      pointsBalance: 12,
    });
    expect(priceLinesToWire(summary.lines)).toEqual([
      { key: 'subtotal', amount: '50.00' },
      { key: 'delivery', amount: '12.34' },
      { key: 'delivery_discount', amount: '0.00' },
      { key: 'processing_fee', amount: '1.00' },
      { key: 'tax', amount: '2.85' },
      { key: 'discount', amount: '-2.50' },
      { key: 'rounding', amount: '0.01' },
      { key: 'total', amount: '63.70' },
      { key: 'points_earned', amount: '63' },
      { key: 'points', amount: '12' },
    ]);
  });

  it('property: total = the sum of the money lines, a multiple of 5 sen, points = whole ringgit', () => {
    const voucher = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('percent' as const),
          value: fc.integer({ min: 1, max: 100 }),
          maxDiscountSen: fc.option(fc.integer({ min: 1, max: 100_000 })),
        }),
        fc.record({
          kind: fc.constant('fixed' as const),
          value: fc.integer({ min: 1, max: 100_000 }),
          maxDiscountSen: fc.constant(null),
        }),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        voucher,
        (subtotalSen, deliverySen, terms) => {
          const summary = priceSummary({
            subtotalSen,
            deliverySen,
            voucher: terms,
            pointsBalance: 0,
          });
          const byKey = new Map(summary.lines.map((line) => [line.key, line.amountSen]));
          const sum = MONEY_LINE_KEYS.reduce((acc, key) => acc + (byKey.get(key) ?? 0), 0);
          expect(byKey.get('total')).toBe(sum);
          expect(summary.totalSen).toBe(sum);
          expect(sum % 5).toBe(0);
          expect(sum).toBeGreaterThanOrEqual(0);
          expect(Math.abs(byKey.get('rounding') ?? 99)).toBeLessThanOrEqual(2);
          expect(summary.pointsEarned).toBe(Math.floor(sum / 100));
          expect(summary.discountSen).toBeLessThanOrEqual(subtotalSen);
        },
      ),
    );
  });

  it('rounds to 5 sen as Malaysian bills do', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(roundTo5Sen)).toEqual([
      0, 0, 0, 5, 5, 5, 5, 5, 10, 10,
    ]);
  });
});

describe('voucherRefusal', () => {
  const now = new Date('2026-11-21T04:00:00Z');
  const base: VoucherRow = {
    kind: 'percent',
    value: 10,
    maxDiscountSen: null,
    minSubtotalSen: 5000,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    totalLimit: 10,
    perCustomerLimit: 1,
    usedCount: 0,
    active: true,
  };
  const context = { subtotalSen: 6000, now, usesByCustomer: 0 };
  it.each([
    ['accepted', base, context, null],
    ['unknown', null, context, 'unknown'],
    ['inactive reads as unknown', { ...base, active: false }, context, 'unknown'],
    [
      'not started',
      { ...base, startsAt: new Date('2026-12-01T00:00:00Z') },
      context,
      'not_started',
    ],
    ['expired', { ...base, endsAt: now }, context, 'expired'],
    ['used up', { ...base, usedCount: 10 }, context, 'used_up'],
    ['already used by you', base, { ...context, usesByCustomer: 1 }, 'already_used'],
    ['minimum not reached', base, { ...context, subtotalSen: 4999 }, 'minimum_not_reached'],
    [
      'no limits at all',
      {
        ...base,
        totalLimit: null,
        perCustomerLimit: null,
        startsAt: null,
        endsAt: null,
        usedCount: 999,
      },
      { ...context, usesByCustomer: 50 },
      null,
    ],
  ] as const)('%s', (_label, voucher, ctx, reason) => {
    expect(voucherRefusal(voucher, ctx)).toBe(reason);
  });
});

describe('voucherStatus: one rule for the admin and for refusals', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const base = {
    active: true,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    totalLimit: 10,
    usedCount: 0,
  };
  it.each([
    ['active', base, 'active'],
    ['switched off', { ...base, active: false }, 'disabled'],
    ['past its end date, although switched on', { ...base, endsAt: now }, 'expired'],
    ['not started', { ...base, startsAt: new Date('2026-12-01T00:00:00Z') }, 'scheduled'],
    ['used up', { ...base, usedCount: 10 }, 'used_up'],
    ['open-ended', { ...base, startsAt: null, endsAt: null, totalLimit: null }, 'active'],
  ] as const)('%s → %s', (_label, voucher, status) => {
    expect(voucherStatus(voucher, now)).toBe(status);
  });
});

describe('an order’s stored lines on the wire', () => {
  it('keeps the known keys in the summary’s order, points as whole numbers', () => {
    expect(
      storedPriceLinesToWire([
        { key: 'total', amountSen: 2400 },
        { key: 'retired_line', amountSen: 5 },
        { key: 'points_earned', amountSen: 24 },
        { key: 'subtotal', amountSen: 2190 },
      ]),
    ).toEqual([
      { key: 'subtotal', amount: '21.90' },
      { key: 'total', amount: '24.00' },
      { key: 'points_earned', amount: '24' },
    ]);
  });
});

describe('the price lines an order shows (screen, e-mails and receipt alike)', () => {
  const shop = (taxBasisPoints: number | null) => ({
    freeDeliveryFromSen: 15_000,
    processingFeeSen: 100,
    taxBasisPoints,
  });

  it.each([
    [
      'zero lines kept, SST charged',
      { subtotalSen: 5000, deliverySen: 0, voucher: null, pointsBalance: 0, rules: shop(600) },
      [
        ['subtotal', 5000],
        ['delivery', 0],
        ['delivery_discount', 0],
        ['processing_fee', 100],
        ['tax', 300],
        ['discount', 0],
        ['rounding', 0],
        ['total', 5400],
        ['points_earned', 54],
        ['points', 0],
      ],
    ],
    [
      'a shop not SST-registered: no tax line',
      { subtotalSen: 2190, deliverySen: 800, voucher: null, pointsBalance: 12, rules: shop(null) },
      [
        ['subtotal', 2190],
        ['delivery', 800],
        ['delivery_discount', 0],
        ['processing_fee', 100],
        ['discount', 0],
        ['rounding', 0],
        ['total', 3090],
        ['points_earned', 30],
        ['points', 12],
      ],
    ],
    [
      'the whole subtotal off: a zero tax line is still stated',
      {
        subtotalSen: 2000,
        deliverySen: 0,
        voucher: fixed(2000),
        pointsBalance: 3,
        rules: shop(600),
      },
      [
        ['subtotal', 2000],
        ['delivery', 0],
        ['delivery_discount', 0],
        ['processing_fee', 100],
        ['tax', 0],
        ['discount', -2000],
        ['rounding', 0],
        ['total', 100],
        ['points_earned', 1],
        ['points', 3],
      ],
    ],
  ] as const)('%s', (_label, input, expected) => {
    const summary = priceSummary(input);
    expect(shownPriceLines(summary.lines).map((line) => [line.key, line.amountSen])).toEqual(
      expected,
    );
  });

  it('puts a stored snapshot back in the summary’s order and leaves out keys it does not know', () => {
    const stored = [
      { key: 'points', amountSen: 9 },
      { key: 'total', amountSen: 2400 },
      { key: 'retired_line', amountSen: 5 },
      { key: 'subtotal', amountSen: 2190 },
    ];
    expect(shownPriceLines(stored)).toEqual([
      { key: 'subtotal', amountSen: 2190 },
      { key: 'total', amountSen: 2400 },
      { key: 'points', amountSen: 9 },
    ]);
    // The caller's snapshot is not reordered in place.
    expect(stored.map((line) => line.key)).toEqual(['points', 'total', 'retired_line', 'subtotal']);
  });

  it('reads one line’s amount, 0 for a line the order has not got', () => {
    const stored = [
      { key: 'subtotal', amountSen: 2190 },
      { key: 'discount', amountSen: -500 },
    ];
    expect(priceLineSen(stored, 'discount')).toBe(-500);
    expect(priceLineSen(stored, 'tax')).toBe(0);
  });

  it('counts points, not money, on the two points lines only', () => {
    expect(PRICE_LINE_KEYS.filter(isPointsLine)).toEqual(['points_earned', 'points']);
  });
});
