import { businessDate, businessYear, businessTimeFormat } from './businessTime';

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
});
