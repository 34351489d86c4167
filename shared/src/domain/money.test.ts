import fc from 'fast-check';
import { amountToSen, senToAmount } from './money';

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
