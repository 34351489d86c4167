import { addDays, bookableDates, BOOKING_DAYS, lastBookableDate } from './booking';

describe('booking horizon', () => {
  it('adds days by the calendar, across months and years', () => {
    expect(addDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addDays('2026-11-28', 6)).toBe('2026-12-04');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
  });

  it('offers one week of dates from the earliest', () => {
    expect(BOOKING_DAYS).toBe(7);
    expect(lastBookableDate('2026-11-23')).toBe('2026-11-29');
    expect(bookableDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});
