import fc from 'fast-check';
import { amountToSen, formatMoney, formatSen, senToAmount } from './money';

describe('money on the wire', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1230, '12.30'],
    [14900, '149.00'],
    [-5, '-0.05'],
  ])('%d sen ↔ "%s"', (sen, amount) => {
    expect(senToAmount(sen)).toBe(amount);
    expect(amountToSen(amount)).toBe(sen);
  });

  it('round-trips every whole number of sen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (sen) => {
        expect(amountToSen(senToAmount(sen))).toBe(sen);
      }),
    );
  });

  it('reads short decimals and refuses what is not an amount', () => {
    expect(amountToSen('12')).toBe(1200);
    expect(amountToSen('12.3')).toBe(1230);
    for (const bad of ['', '1.234', '1,00', 'RM1', '1e3', ' 1', 'NaN']) {
      expect(amountToSen(bad)).toBeNull();
    }
    expect(() => senToAmount(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney: one format for every amount, in every locale', () => {
  it.each([
    ['21.90', 'RM 21.90'],
    ['21.9', 'RM 21.90'],
    [21.9, 'RM 21.90'],
    ['1234.50', 'RM 1,234.50'],
    ['1234567.05', 'RM 1,234,567.05'],
    ['-5.00', '-RM 5.00'],
    ['-1234.50', '-RM 1,234.50'],
    ['0', 'RM 0.00'],
    ['0.00', 'RM 0.00'],
    [0, 'RM 0.00'],
    ['not money', 'RM 0.00'],
  ])('%j → %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it('is the same text whatever the page locale (no locale-dependent spaces or symbols)', () => {
    const shown = ['21.90', '1234.50', '-5.00', '0.00'].map((amount) => formatMoney(amount));
    expect(shown).toEqual(['RM 21.90', 'RM 1,234.50', '-RM 5.00', 'RM 0.00']);
    // Intl's currency style would give "MYR 21.90" in en-US and a narrow space in some builds.
    expect(shown.join(' ')).not.toMatch(/[\u00a0\u202f]|MYR/);
  });

  it('whole sen', () => {
    expect(formatSen(2190)).toBe('RM 21.90');
    expect(formatSen(-500)).toBe('-RM 5.00');
  });
});
