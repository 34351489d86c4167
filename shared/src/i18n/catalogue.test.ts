import { defineCatalogue, missingTranslations } from './catalogue';
import { commonMessages } from './commonMessages';
import { formatMoney } from './money';

describe('catalogues', () => {
  it('common messages have a Bahasa Malaysia text for every key', () => {
    expect(missingTranslations(commonMessages)).toEqual([]);
  });

  it('finds a blank translation', () => {
    const catalogue = defineCatalogue(
      'demo',
      { 'demo.a': 'A', 'demo.b': 'B' },
      { 'demo.a': 'A', 'demo.b': ' ' },
    );
    expect(missingTranslations(catalogue)).toEqual(['demo.b']);
  });

  it('refuses keys without the part prefix', () => {
    // @ts-expect-error: the key lacks the prefix
    expect(() => defineCatalogue('demo', { 'other.a': 'A' }, { 'other.a': 'A' })).toThrow(/prefix/);
  });

  it('a missing ms-MY key does not compile', () => {
    // @ts-expect-error: demo.b has no Bahasa Malaysia text
    const catalogue = defineCatalogue('demo', { 'demo.a': 'A', 'demo.b': 'B' }, { 'demo.a': 'A' });
    expect(missingTranslations(catalogue)).toEqual(['demo.b']);
  });
});

describe('formatMoney', () => {
  it('formats MYR for ms-MY from the API string', () => {
    expect(formatMoney('12.30').replace(/\s/g, ' ')).toBe('RM 12.30');
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('RM 1,234.50');
    expect(formatMoney('not a number').replace(/\s/g, ' ')).toBe('RM 0.00');
  });
});
