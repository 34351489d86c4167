import {
  beforeCutoff,
  cutoffCountdown,
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
