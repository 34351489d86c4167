import fc from 'fast-check';
import { caloriesOf, KCAL_PER_GRAM, macrosForPortion, withCalories } from './nutrition';

const grams = fc.integer({ min: 0, max: 2000 });

describe('caloriesOf (docs/spec.md §9: 4P + 4C + 9F)', () => {
  it.each([
    [{ protein: 0, carbohydrate: 0, fat: 0 }, 0],
    [{ protein: 1, carbohydrate: 0, fat: 0 }, 4],
    [{ protein: 0, carbohydrate: 1, fat: 0 }, 4],
    [{ protein: 0, carbohydrate: 0, fat: 1 }, 9],
    [{ protein: 31, carbohydrate: 52, fat: 13 }, 449],
  ])('%j → %d kcal', (macros, kcal) => {
    expect(caloriesOf(macros)).toBe(kcal);
  });

  it('is 4P + 4C + 9F for any whole grams, and additive', () => {
    fc.assert(
      fc.property(grams, grams, grams, grams, grams, grams, (p1, c1, f1, p2, c2, f2) => {
        const a = { protein: p1, carbohydrate: c1, fat: f1 };
        const b = { protein: p2, carbohydrate: c2, fat: f2 };
        expect(caloriesOf(a)).toBe(p1 * 4 + c1 * 4 + f1 * 9);
        expect(caloriesOf({ protein: p1 + p2, carbohydrate: c1 + c2, fat: f1 + f2 })).toBe(
          caloriesOf(a) + caloriesOf(b),
        );
        expect(Number.isInteger(caloriesOf(a))).toBe(true);
      }),
    );
  });

  it('adds calories beside the macros without changing them', () => {
    expect(withCalories({ protein: 10, carbohydrate: 20, fat: 5, size: 'S' })).toEqual({
      protein: 10,
      carbohydrate: 20,
      fat: 5,
      size: 'S',
      calories: 165,
    });
    expect(KCAL_PER_GRAM).toEqual({ protein: 4, carbohydrate: 4, fat: 9 });
  });

  it('scales per-100 g macros to a portion, to one decimal', () => {
    expect(macrosForPortion({ protein: 31, carbohydrate: 0, fat: 3.6 }, 150)).toEqual({
      protein: 46.5,
      carbohydrate: 0,
      fat: 5.4,
    });
  });
});
