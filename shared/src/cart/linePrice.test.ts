import fc from 'fast-check';
import { linePrice, linesSubtotalSen } from './linePrice';

describe('linePrice: one line of a cart or an order, in sen', () => {
  it('multiplies the product price by servings, then by quantity', () => {
    // A RM 21.90 dish, 3 servings, once: RM 65.70 (the quote used to say RM 21.90).
    expect(linePrice({ unitPriceSen: 2190, servings: 3, quantity: 1 })).toEqual({
      unitSen: 6570,
      totalSen: 6570,
    });
    expect(linePrice({ unitPriceSen: 2190, servings: 3, quantity: 2 })).toEqual({
      unitSen: 6570,
      totalSen: 13140,
    });
    expect(linePrice({ unitPriceSen: 1990, servings: 1, quantity: 4 })).toEqual({
      unitSen: 1990,
      totalSen: 7960,
    });
  });

  it('sums the lines of a cart', () => {
    expect(
      linesSubtotalSen([
        { unitPriceSen: 2190, servings: 3, quantity: 1 },
        { unitPriceSen: 14900, servings: 1, quantity: 2 },
      ]),
    ).toBe(6570 + 29800);
    expect(linesSubtotalSen([])).toBe(0);
  });

  it('is whole sen for every allowed line (servings 1–10, quantity 1–99)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 99 }),
        (unitPriceSen, servings, quantity) => {
          const { unitSen, totalSen } = linePrice({ unitPriceSen, servings, quantity });
          expect(Number.isSafeInteger(totalSen)).toBe(true);
          expect(unitSen).toBe(unitPriceSen * servings);
          expect(totalSen).toBe(unitSen * quantity);
        },
      ),
    );
  });

  it('refuses fractions, zero servings and zero quantity', () => {
    expect(() => linePrice({ unitPriceSen: 21.9, servings: 1, quantity: 1 })).toThrow(RangeError);
    expect(() => linePrice({ unitPriceSen: 2190, servings: 0, quantity: 1 })).toThrow(RangeError);
    expect(() => linePrice({ unitPriceSen: 2190, servings: 1, quantity: 0 })).toThrow(RangeError);
  });
});
