import { closedDeliveryDates } from '../checkout/deliveryOptions';
import {
  beforeCutoff,
  cutoffCountdown,
  deliveryDayOf,
  isWeekDate,
  movedFrom,
  payLinkAt,
  reminderAt,
  SUBSCRIPTION_WEEKS_AHEAD,
  upcomingDeliveryDates,
  weekCutoff,
  weekdayOfDate,
} from './subscriptions';

/** Kuala Lumpur is UTC+8 all year (no daylight saving): 12:00 there is 04:00 UTC. */
const kl = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe('the cut-off', () => {
  it('is 12:00 Kuala Lumpur time three days before the delivery, whatever the season', () => {
    // Saturday 28 November 2026 → Wednesday 25 November, 12:00.
    expect(weekCutoff('2026-11-28').toISOString()).toBe('2026-11-25T04:00:00.000Z');
    // Dates around Europe's and America's clock changes move nothing here.
    expect(weekCutoff('2026-03-30').toISOString()).toBe('2026-03-27T04:00:00.000Z');
    expect(weekCutoff('2026-11-02').toISOString()).toBe('2026-10-30T04:00:00.000Z');
  });

  it('crosses the year end and month ends as calendar days', () => {
    expect(weekCutoff('2027-01-01').toISOString()).toBe('2026-12-29T04:00:00.000Z');
    expect(weekCutoff('2027-01-02').toISOString()).toBe('2026-12-30T04:00:00.000Z');
    expect(weekCutoff('2028-03-01').toISOString()).toBe('2028-02-27T04:00:00.000Z');
  });

  it('sends the pay link 48 hours and the reminder 24 hours before it', () => {
    const cutoff = weekCutoff('2026-11-28').getTime();
    expect(cutoff - payLinkAt('2026-11-28').getTime()).toBe(48 * 3_600_000);
    expect(cutoff - reminderAt('2026-11-28').getTime()).toBe(24 * 3_600_000);
  });

  it('decides changes strictly before it, with a countdown only in its last day', () => {
    const date = '2026-11-28';
    expect(beforeCutoff(date, kl('2026-11-25', '11:59'))).toBe(true);
    expect(beforeCutoff(date, kl('2026-11-25', '12:00'))).toBe(false);
    expect(cutoffCountdown(date, kl('2026-11-24', '11:59'))).toBeNull();
    expect(cutoffCountdown(date, kl('2026-11-24', '12:00'))).toBe(24 * 3_600_000);
    expect(cutoffCountdown(date, kl('2026-11-25', '11:00'))).toBe(3_600_000);
    expect(cutoffCountdown(date, kl('2026-11-25', '12:00'))).toBeNull();
  });

  it('refuses a date that does not exist', () => {
    expect(() => weekCutoff('2026-02-30')).toThrow(RangeError);
  });
});

describe('the weekly calendar', () => {
  it('reads weekdays Sunday = 0 … Saturday = 6', () => {
    expect(
      ['2026-11-22', '2026-11-23', '2026-11-27', '2026-11-28'].map((date) => weekdayOfDate(date)),
    ).toEqual([0, 1, 5, 6]);
  });

  it('starts with the first week whose cut-off is still ahead', () => {
    const before = upcomingDeliveryDates(6, kl('2026-11-25', '11:59'));
    const after = upcomingDeliveryDates(6, kl('2026-11-25', '12:00'));
    expect(before[0]).toBe('2026-11-28');
    expect(after[0]).toBe('2026-12-05');
    expect(before).toHaveLength(SUBSCRIPTION_WEEKS_AHEAD);
    // Asked on the delivery day itself, that day's week is long settled.
    expect(upcomingDeliveryDates(3, kl('2026-11-25', '08:00'), 1)).toEqual(['2026-12-02']);
  });

  it('runs through ISO week 53 and the new year one week apart', () => {
    // 2026 has 53 ISO weeks: Monday 28 December 2026 is in week 53.
    const mondays = upcomingDeliveryDates(1, kl('2026-12-20', '09:00'), 4);
    expect(mondays).toEqual(['2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18']);
    const fridays = upcomingDeliveryDates(5, kl('2026-12-27', '23:30'), 3);
    expect(fridays).toEqual(['2027-01-01', '2027-01-08', '2027-01-15']);
  });

  it('is the same wherever the machine runs: the instants, not its zone, decide', () => {
    const now = new Date('2026-11-25T03:59:00.000Z');
    expect(upcomingDeliveryDates(6, now, 1)).toEqual(['2026-11-28']);
    expect(upcomingDeliveryDates(6, new Date(now.getTime() + 60_000), 1)).toEqual(['2026-12-05']);
  });
});

describe('holidays', () => {
  /** The seeded rule: orders of 23–25 December 2024, Monday's on Thursday, the others' on Friday. */
  const christmas = [
    {
      orderedFrom: '2024-12-23',
      orderedTo: '2024-12-25',
      deliveryWeekdayByOrderWeekday: { '1': 4, '2': 5, '3': 5 },
    },
  ];

  /** A week whose every delivery day is closed (Saturday 26 December 2026 to the Friday after). */
  const wholeWeek = [
    '2026-12-26',
    '2026-12-28',
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
  ];

  it('closes the days a holiday rule leaves without deliveries, and only those', () => {
    expect(closedDeliveryDates(christmas)).toEqual(['2024-12-25']);
    expect(closedDeliveryDates([])).toEqual([]);
    // A rule moving Thursday's orders from Saturday to Monday closes that Saturday.
    const saturday = [
      {
        orderedFrom: '2026-12-24',
        orderedTo: '2026-12-24',
        deliveryWeekdayByOrderWeekday: { '4': 1 },
      },
    ];
    expect(closedDeliveryDates(saturday)).toEqual(['2026-12-26']);
  });

  it('moves a week to the next day the shop delivers, never a Sunday, and says where from', () => {
    expect(deliveryDayOf('2024-12-25', ['2024-12-25'])).toBe('2024-12-26');
    expect(deliveryDayOf('2026-12-26', ['2026-12-26'])).toBe('2026-12-28');
    expect(deliveryDayOf('2026-12-26', [])).toBe('2026-12-26');
    expect(deliveryDayOf('2026-12-26', wholeWeek)).toBeNull();
    expect(movedFrom(6, '2026-12-28', ['2026-12-26'])).toBe('2026-12-26');
    expect(movedFrom(6, '2026-12-19', ['2026-12-26'])).toBeNull();
    // A Monday week kept after the subscription moved to Saturdays was not moved by a holiday.
    expect(movedFrom(6, '2026-12-21', ['2026-12-26'])).toBeNull();
    expect(isWeekDate(6, '2026-12-28', ['2026-12-26'])).toBe(true);
    expect(isWeekDate(6, '2026-12-26', ['2026-12-26'])).toBe(false);
    expect(isWeekDate(6, '2027-01-02', ['2026-12-26'])).toBe(true);
  });

  it('gives the moved day in the weekly calendar, with its own cut-off, and skips a week with none', () => {
    const now = kl('2026-12-01', '09:00');
    expect(upcomingDeliveryDates(6, now, 5, ['2026-12-26'])).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-28',
      '2027-01-02',
    ]);
    // Monday 28 December's cut-off is Friday 25 December 12:00: on the 24th it is still ahead.
    expect(upcomingDeliveryDates(6, kl('2026-12-24', '09:00'), 1, ['2026-12-26'])).toEqual([
      '2026-12-28',
    ]);
    expect(upcomingDeliveryDates(6, kl('2026-12-20', '09:00'), 2, wholeWeek)).toEqual([
      '2027-01-02',
      '2027-01-09',
    ]);
  });
});
