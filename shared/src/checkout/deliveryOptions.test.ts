import fc from 'fast-check';
import { DateTime, Settings } from 'luxon';
import { BUSINESS_ZONE } from '../core/businessTime';
import {
  deliveryOptions,
  deliveryRefusal,
  isAllowedDelivery,
  pickupTimes,
  type DeliveryHolidayRule,
} from './deliveryOptions';
import { DELIVERY_SLOTS, PICKUP_TIMES, slotEnd, slotsOn } from '../core/commerce';

const ALL = ['09:00', '11:00', '13:00', '15:00'];
const SPECIAL = ['15:00'];
/** The seeded rule (api/src/db/seed-data/commerce.ts). */
const HOLIDAYS: DeliveryHolidayRule[] = [
  {
    orderedFrom: '2024-12-23',
    orderedTo: '2024-12-25',
    deliveryWeekdayByOrderWeekday: { '1': 4, '2': 5, '3': 5 },
  },
];

describe('deliveryOptions: docs/spec.md §9 weekday table (2026-11-15 is a Sunday)', () => {
  it.each([
    ['Sunday', '2026-11-15T10:00:00+08:00', '2026-11-17', SPECIAL],
    ['Sunday late', '2026-11-15T22:00:00+08:00', '2026-11-17', SPECIAL],
    ['Monday', '2026-11-16T10:00:00+08:00', '2026-11-18', ALL],
    ['Monday after 15:00', '2026-11-16T16:30:00+08:00', '2026-11-18', ALL],
    ['Tuesday', '2026-11-17T08:00:00+08:00', '2026-11-19', ALL],
    ['Wednesday', '2026-11-18T14:00:00+08:00', '2026-11-20', ALL],
    ['Thursday', '2026-11-19T12:45:00+08:00', '2026-11-21', ALL],
    [
      'Thursday 12:46 (the 12:45 reading is not applied)',
      '2026-11-19T12:46:00+08:00',
      '2026-11-21',
      ALL,
    ],
    ['Friday 14:59:59', '2026-11-20T14:59:59+08:00', '2026-11-23', ALL],
    ['Friday 15:00', '2026-11-20T15:00:00+08:00', '2026-11-23', SPECIAL],
    ['Friday 23:59', '2026-11-20T23:59:00+08:00', '2026-11-23', SPECIAL],
    ['Saturday 14:59', '2026-11-21T14:59:00+08:00', '2026-11-24', ALL],
    ['Saturday 15:00', '2026-11-21T15:00:00+08:00', '2026-11-24', SPECIAL],
  ])('%s (%s) → %s', (_label, orderedAt, date, slots) => {
    expect(deliveryOptions(orderedAt, HOLIDAYS)).toEqual({ date, slots });
  });

  it('reads the time in Kuala Lumpur whatever offset the timestamp has', () => {
    // 06:59Z is 14:59 in KL (before the cut-off), 07:00Z is 15:00 (from it).
    expect(deliveryOptions('2026-11-20T06:59:00Z')).toEqual({ date: '2026-11-23', slots: ALL });
    expect(deliveryOptions('2026-11-20T07:00:00Z')).toEqual({
      date: '2026-11-23',
      slots: SPECIAL,
    });
    // Thursday 16:30Z is already Friday 00:30 in KL.
    expect(deliveryOptions('2026-11-19T16:30:00Z').date).toBe('2026-11-23');
  });

  it('midnight belongs to the new day', () => {
    expect(deliveryOptions('2026-11-20T00:00:00+08:00')).toEqual({
      date: '2026-11-23',
      slots: ALL,
    });
    expect(deliveryOptions('2026-11-19T23:59:59+08:00')).toEqual({
      date: '2026-11-21',
      slots: ALL,
    });
  });

  it('refuses a value that is not a timestamp', () => {
    expect(() => deliveryOptions('yesterday')).toThrow(RangeError);
  });
});

describe('holiday override (data, not code)', () => {
  it.each([
    ['Monday 2024-12-23', '2024-12-23T10:00:00+08:00', '2024-12-26', ALL],
    ['Tuesday 2024-12-24', '2024-12-24T10:00:00+08:00', '2024-12-27', ALL],
    ['Wednesday 2024-12-25', '2024-12-25T16:00:00+08:00', '2024-12-27', ALL],
    ['Sunday 2024-12-22 (before the rule)', '2024-12-22T10:00:00+08:00', '2024-12-24', SPECIAL],
    ['Thursday 2024-12-26 (after the rule)', '2024-12-26T10:00:00+08:00', '2024-12-28', ALL],
  ])('%s → %s', (_label, orderedAt, date, slots) => {
    expect(deliveryOptions(orderedAt, HOLIDAYS)).toEqual({ date, slots });
  });

  it('without the rule those days follow the weekday table', () => {
    expect(deliveryOptions('2024-12-23T10:00:00+08:00').date).toBe('2024-12-25');
    expect(deliveryOptions('2024-12-25T10:00:00+08:00').date).toBe('2024-12-27');
  });

  it('the rule applies by the Kuala Lumpur date: 2024-12-22T16:00Z is Monday the 23rd there', () => {
    expect(deliveryOptions('2024-12-22T16:00:00Z', HOLIDAYS).date).toBe('2024-12-26');
  });
});

describe('server time zone', () => {
  const zone = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = zone;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'gives the same answers with the default zone %s',
    (name) => {
      Settings.defaultZone = name;
      expect(deliveryOptions('2026-11-20T14:59:00+08:00')).toEqual({
        date: '2026-11-23',
        slots: ALL,
      });
      expect(deliveryOptions('2026-11-20T07:00:00Z')).toEqual({
        date: '2026-11-23',
        slots: SPECIAL,
      });
      expect(deliveryOptions('2024-12-24T01:00:00+08:00', HOLIDAYS).date).toBe('2024-12-27');
    },
  );
});

describe('allowed choices', () => {
  const at = '2026-11-20T15:30:00+08:00'; // Friday late: Monday, 3–5pm only
  it.each([
    [{ date: '2026-11-23', time: '15:00', method: 'deliver' as const }, true],
    [{ date: '2026-11-23', time: '09:00', method: 'deliver' as const }, false],
    [{ date: '2026-11-22', time: '15:00', method: 'deliver' as const }, false],
    [{ date: '2026-11-24', time: '09:00', method: 'deliver' as const }, true],
    [{ date: '2026-11-24', time: '10:00', method: 'deliver' as const }, false],
    [{ date: '2026-11-23', time: '15:00', method: 'pickup' as const }, true],
    [{ date: '2026-11-23', time: '16:00', method: 'pickup' as const }, false],
    [{ date: '2026-11-23', time: '09:00', method: 'pickup' as const }, false],
    [{ date: '2026-11-24', time: '11:00', method: 'pickup' as const }, true],
    [{ date: '2026-11-24', time: '10:00', method: 'pickup' as const }, false],
    [{ date: '2026-11-24', time: '17:00', method: 'pickup' as const }, false],
    [{ date: '2027-02-01', time: '09:00', method: 'deliver' as const }, false],
    // One week of dates (docs/spec.md §9): the earliest, Monday 23rd, to Sunday 29th.
    [{ date: '2026-11-29', time: '09:00', method: 'deliver' as const }, true],
    [{ date: '2026-11-30', time: '09:00', method: 'deliver' as const }, false],
    [{ date: '2026-11-30', time: '11:00', method: 'pickup' as const }, false],
    [{ date: '2026-13-01', time: '09:00', method: 'deliver' as const }, false],
  ])('%j → %s', (choice, allowed) => {
    expect(isAllowedDelivery(at, choice)).toBe(allowed);
  });

  it('says why a choice is refused: before the earliest, past the last bookable date, or the slot', () => {
    const dates = { earliest: '2026-11-23', last: '2026-11-29' };
    const choice = (date: string, time: string) => ({ date, time, method: 'deliver' as const });
    expect(deliveryRefusal(at, choice('2026-11-22', '15:00'))).toEqual({
      reason: 'too_early',
      ...dates,
    });
    expect(deliveryRefusal(at, choice('2026-11-30', '09:00'))).toEqual({
      reason: 'too_far',
      ...dates,
    });
    expect(deliveryRefusal(at, choice('2026-11-23', '09:00'))).toEqual({
      reason: 'slot',
      ...dates,
    });
    expect(deliveryRefusal(at, choice('2026-11-29', '15:00'))).toBeNull();
  });

  it('pickup follows the delivery rule: the same slots, each two hours long', () => {
    expect(pickupTimes(ALL)).toEqual([...ALL]);
    expect(pickupTimes(SPECIAL)).toEqual(['15:00']);
    expect(PICKUP_TIMES).toEqual(DELIVERY_SLOTS);
    expect(ALL.map(slotEnd)).toEqual(['11:00', '13:00', '15:00', '17:00']);
    expect(slotsOn({ date: '2026-11-23', slots: SPECIAL }, '2026-11-23')).toEqual(['15:00']);
    expect(slotsOn({ date: '2026-11-23', slots: SPECIAL }, '2026-11-24')).toEqual([...ALL]);
  });
});

describe('property', () => {
  it('the date is always 2 or 3 days after the order’s Kuala Lumpur day, with slots', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.boolean(),
        (when, withHolidays) => {
          const orderedAt = when.toISOString();
          const { date, slots } = deliveryOptions(orderedAt, withHolidays ? HOLIDAYS : []);
          const day = DateTime.fromISO(orderedAt).setZone(BUSINESS_ZONE).startOf('day');
          const delivery = DateTime.fromISO(date, { zone: BUSINESS_ZONE });
          const ahead = Math.round(delivery.diff(day, 'days').days);
          expect(ahead).toBeGreaterThanOrEqual(2);
          expect(ahead).toBeLessThanOrEqual(withHolidays ? 7 : 3);
          expect(slots.length).toBeGreaterThan(0);
          expect(
            isAllowedDelivery(
              orderedAt,
              { date, time: slots[0] ?? '', method: 'deliver' },
              withHolidays ? HOLIDAYS : [],
            ),
          ).toBe(true);
        },
      ),
    );
  });
});
