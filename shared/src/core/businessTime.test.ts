import {
  addCalendarDays,
  calendarWeekday,
  businessInstant,
  businessLocalInput,
  businessDate,
  businessYear,
  businessTimeFormat,
  formatShopDate,
  fromBusinessLocalInput,
  formatShopMoment,
  formatShopTime,
  formatSlot,
  readerLocale,
} from './businessTime';

describe('business time', () => {
  it('is Malaysian time whatever the clock’s zone: 16:30 UTC on New Year’s Eve is already the next year', () => {
    const instant = new Date('2026-12-31T16:30:00Z');
    expect(businessDate(instant)).toBe('2027-01-01');
    expect(businessYear(instant)).toBe(2027);
    expect(businessDate(new Date('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
  });

  it('formats instants in business time, in the reader’s language', () => {
    const format = businessTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(format.format(new Date('2026-11-26T01:05:00Z'))).toBe('9:05 AM');
  });

  it('writes a time of day the one way, 24-hour, in both languages', () => {
    expect(formatShopTime('9:00')).toBe('09:00');
    expect(formatShopTime('15:00:00')).toBe('15:00');
    expect(formatSlot('15:00')).toBe('15:00 – 17:00');
    expect(formatSlot('09:00:00')).toBe('09:00 – 11:00');
  });

  it('writes dates day before month, as Malaysian readers do, in English and Malay', () => {
    expect(readerLocale('en-US')).toBe('en-MY');
    expect(readerLocale('ms-MY')).toBe('ms-MY');
    expect(formatShopDate('2026-11-21', 'en-US')).toBe('Sat, 21 Nov 2026');
    expect(formatShopDate('2026-11-21', 'ms-MY')).toBe('Sab, 21 Nov 2026');
    // 05:00 in Kuala Lumpur is still the evening before in UTC: the moment keeps the shop's day.
    expect(formatShopMoment('2026-11-20T21:05:00Z', 'en-US')).toBe('21 Nov 2026, 05:05');
    expect(formatShopMoment(new Date('2026-11-21T07:05:00Z'), 'ms-MY')).toBe('21 Nov 2026, 15:05');
  });
});

describe('datetime-local fields in business time', () => {
  it('shows an instant as Kuala Lumpur’s wall time and reads it back to the same instant', () => {
    expect(businessLocalInput('2026-11-28T01:05:00Z')).toBe('2026-11-28T09:05');
    expect(businessLocalInput('2026-11-28T17:30:00Z')).toBe('2026-11-29T01:30');
    expect(fromBusinessLocalInput('2026-11-29T01:30')).toBe('2026-11-29T01:30:00+08:00');
    expect(new Date(fromBusinessLocalInput('2026-11-29T01:30')).toISOString()).toBe(
      '2026-11-28T17:30:00.000Z',
    );
    expect(fromBusinessLocalInput('')).toBe('');
    expect(fromBusinessLocalInput('not a time')).toBe('');
  });
});

describe('an instant named by a business date and time', () => {
  it('is that wall time in Kuala Lumpur, whatever the machine’s zone', () => {
    expect(businessInstant('2026-11-21', '12:00').toISOString()).toBe('2026-11-21T04:00:00.000Z');
    // Before 08:00 in Kuala Lumpur it is still the day before in UTC.
    expect(businessInstant('2027-01-01', '05:30').toISOString()).toBe('2026-12-31T21:30:00.000Z');
  });

  it('is an invalid date for a date or time that cannot be read', () => {
    expect(Number.isNaN(businessInstant('2026-11-21', '').getTime())).toBe(true);
    expect(Number.isNaN(businessInstant('21/11/2026', '12:00').getTime())).toBe(true);
  });
});

describe('calendar dates', () => {
  it('count days across months, years and a leap day', () => {
    expect(addCalendarDays('2026-11-28', 3)).toBe('2026-12-01');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('know their weekday, Sunday = 0', () => {
    expect(calendarWeekday('2026-11-29')).toBe(0);
    expect(calendarWeekday('2026-11-28')).toBe(6);
    expect(calendarWeekday('2026-12-25')).toBe(5);
  });

  it('refuse what is not a real date', () => {
    for (const date of ['2026-02-30', '2026-13-01', '28/11/2026', '2026-11-28T10:00', ''])
      expect(() => addCalendarDays(date, 1)).toThrow(RangeError);
  });
});
