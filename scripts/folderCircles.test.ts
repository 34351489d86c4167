import { describe, expect, it } from '@jest/globals';
import { folderCircles, folderOf } from './folderCircles.cjs';

const fileOf = (source: string, ...resolved: string[]) => ({
  source,
  dependencies: resolved.map((file) => ({ resolved: file })),
});

describe('circles of folders inside shared', () => {
  it('finds a domain that imports a platform folder that imports it back, with its first import', () => {
    const { circles } = folderCircles([
      fileOf('shared/src/cart/api.ts', 'shared/src/store/index.ts', 'shared/src/cart/cart.ts'),
      fileOf('shared/src/store/authSlice.ts', 'shared/src/bus/events.ts'),
      fileOf('shared/src/bus/events.ts', 'shared/src/cart/vocabulary.ts'),
    ]);
    expect(circles).toEqual([
      {
        circle: ['cart', 'store', 'bus', 'cart'],
        example: 'shared/src/cart/api.ts → shared/src/store/index.ts',
      },
    ]);
  });

  it('names each circle once and passes a tree whose arrows all run one way', () => {
    const both = folderCircles([
      fileOf('shared/src/routes/AppLink.tsx', 'shared/src/federation/contracts.ts'),
      fileOf('shared/src/federation/contracts.ts', 'shared/src/routes/routeTable.ts'),
    ]);
    expect(both.circles).toHaveLength(1);
    const oneWay = folderCircles([
      fileOf('shared/src/checkout/priceSummary.ts', 'shared/src/core/money.ts'),
      fileOf('shared/src/store/authSlice.ts', 'shared/src/plan/profile.ts'),
      fileOf('shared/src/plan/profile.ts', 'shared/src/core/commerce.ts'),
    ]);
    expect(oneWay).toEqual({ circles: [], count: 4 });
  });

  it('leaves tests, test helpers and files outside shared out of the folders', () => {
    expect(folderOf('shared/src/store/makeStore.test.ts')).toBeNull();
    expect(folderOf('shared/src/testing/platform.tsx')).toBeNull();
    expect(folderOf('mfe-catalog/src/menu/FoodMenuPage.tsx')).toBeNull();
    expect(folderOf('shared/src/router.ts')).toBe('router');
    const { circles } = folderCircles([
      fileOf('shared/src/store/makeStore.test.ts', 'shared/src/cart/api.ts'),
      fileOf('shared/src/cart/api.ts', 'shared/src/store/index.ts'),
    ]);
    expect(circles).toEqual([]);
  });
});
