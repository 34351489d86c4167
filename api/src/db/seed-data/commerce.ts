/**
 * Commerce seed rows: the delivery holiday rule of docs/spec.md §9 and a few vouchers (docs/architecture.md §9)
 * that show every kind of rule. Amounts in sen.
 */
import type { VoucherKind } from '@mealprep/shared/core';

export interface HolidaySeed {
  name: string;
  orderedFrom: string;
  orderedTo: string;
  deliveryWeekdayByOrderWeekday: Record<string, number>;
}

/** docs/spec.md §9 holiday override: Monday orders deliver on Thursday, Tuesday and Wednesday on Friday. */
export const DELIVERY_HOLIDAYS: HolidaySeed[] = [
  {
    name: 'Christmas 2024',
    orderedFrom: '2024-12-23',
    orderedTo: '2024-12-25',
    deliveryWeekdayByOrderWeekday: { '1': 4, '2': 5, '3': 5 },
  },
];

export interface VoucherSeed {
  code: string;
  kind: VoucherKind;
  value: number;
  minSubtotalSen?: number;
  maxDiscountSen?: number;
  startsAt?: string;
  endsAt?: string;
  totalLimit?: number;
  perCustomerLimit?: number;
}

export const VOUCHERS: VoucherSeed[] = [
  // 10 % off from RM50, at most RM20, once per customer.
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minSubtotalSen: 5_000,
    maxDiscountSen: 2_000,
    perCustomerLimit: 1,
  },
  // RM15 off from RM100, 500 uses in all.
  { code: 'SAVE15', kind: 'fixed', value: 1_500, minSubtotalSen: 10_000, totalLimit: 500 },
  // 20 % off for Merdeka 2025 only (long over: shows the "expired" reason).
  {
    code: 'MERDEKA20',
    kind: 'percent',
    value: 20,
    startsAt: '2025-08-25T00:00:00+08:00',
    endsAt: '2025-09-01T00:00:00+08:00',
  },
  // New year 2030 (not started yet).
  {
    code: 'NEWYEAR2030',
    kind: 'fixed',
    value: 1_000,
    startsAt: '2030-01-01T00:00:00+08:00',
    endsAt: '2030-01-08T00:00:00+08:00',
  },
];
