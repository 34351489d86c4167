import { formatGrams, formatWeight } from './weights';

describe('a component’s weight on the sheet', () => {
  it.each([
    [0, 'en-US', '0 g'],
    [950, 'en-US', '950 g'],
    [999, 'ms-MY', '999 g'],
    [1000, 'en-US', '1.0 kg'],
    [12_449, 'en-US', '12.4 kg'],
    [12_451, 'ms-MY', '12.5 kg'],
    [1_234_567, 'en-US', '1,234.6 kg'],
  ])('writes %i g in %s as "%s"', (grams, locale, shown) => {
    expect(formatWeight(grams, locale)).toBe(shown);
  });

  it('writes a box’s grams in grams whatever the amount, grouped', () => {
    expect(formatGrams(150, 'en-US')).toBe('150 g');
    expect(formatGrams(1100, 'ms-MY')).toBe('1,100 g');
  });
});
