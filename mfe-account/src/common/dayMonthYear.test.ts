import { parseDayMonthYear, toDayMonthYear } from './dayMonthYear';

describe('day/month/year dates', () => {
  it.each([
    ['14/03/1995', '1995-03-14'],
    ['14/3/1995', '1995-03-14'],
    ['14.03.1995', '1995-03-14'],
    [' 14-03-1995 ', '1995-03-14'],
    ['1995-03-14', '1995-03-14'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s, the day first', (text, iso) => {
    expect(parseDayMonthYear(text)).toBe(iso);
  });

  it.each(['03/14/1995', '31/02/1995', '29/02/2023', '14/03/95', '', '1995-3-14', 'yesterday'])(
    'refuses %j: not a real day/month/year date',
    (text) => {
      expect(parseDayMonthYear(text)).toBeNull();
    },
  );

  it('shows a stored date day first, and leaves anything else as it is', () => {
    expect(toDayMonthYear('1995-03-14')).toBe('14/03/1995');
    expect(toDayMonthYear('14/3')).toBe('14/3');
  });
});
