import { missesOfDay, offTargetPercent, planAccuracy } from './planAccuracy';

const days = [{ day: 1 }, { day: 2 }, { day: 3 }];

describe('planAccuracy', () => {
  it('counts a day on target for a nutrient unless the plan reports a miss for it', () => {
    const misses = [
      { day: 2, target: 'protein' as const, reason: 'recipe_mix' },
      { day: 2, target: 'fat' as const, reason: 'max_portions' },
      { day: 3, target: 'protein' as const, reason: 'recipe_mix' },
    ];
    expect(planAccuracy({ days, misses })).toEqual({
      days: 3,
      allOnTarget: 1,
      byTarget: { calories: 3, protein: 1, carbohydrate: 3, fat: 2 },
    });
  });

  it('lists one day’s misses in the order of the targets', () => {
    const misses = [
      { day: 1, target: 'fat' as const, reason: 'a' },
      { day: 1, target: 'calories' as const, reason: 'b' },
      { day: 2, target: 'protein' as const, reason: 'c' },
    ];
    expect(missesOfDay({ days, misses }, 1).map((miss) => miss.target)).toEqual([
      'calories',
      'fat',
    ]);
  });
});

describe('offTargetPercent', () => {
  it.each([
    [126.36, 120, 5.3],
    [113.64, 120, -5.3],
    [120, 120, 0],
    [1430, 1800, -20.6],
    [10, 0, 0],
  ])('%p of %p is %p %% off', (value, target, percent) => {
    expect(offTargetPercent(value, target)).toBe(percent);
  });
});
