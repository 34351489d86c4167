import { renderHook } from '@testing-library/react';
import { cardsInFirstRow, FIRST_CARDS_MAX, useFirstRowFirst } from './useFirstRowFirst';

const list = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

function drawn(initial: { items: string[]; key: string }) {
  const renders: number[] = [];
  const hook = renderHook(
    ({ items, key }) => {
      const shown = useFirstRowFirst(items, key);
      renders.push(shown.length);
      return shown;
    },
    { initialProps: initial },
  );
  return { ...hook, renders };
}

describe('cardsInFirstRow', () => {
  it('counts one card on a phone and a full row on a desktop', () => {
    const width = window.innerWidth;
    try {
      window.innerWidth = 390;
      expect(cardsInFirstRow()).toBe(1);
      window.innerWidth = 1280;
      expect(cardsInFirstRow()).toBe(FIRST_CARDS_MAX);
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('useFirstRowFirst', () => {
  it('draws the first list whole, as the server did', () => {
    const { result, renders } = drawn({ items: list('meal', 12), key: 'meal' });
    expect(result.current).toHaveLength(12);
    expect(renders.every((count) => count === 12)).toBe(true);
  });

  it('draws the first row of a new list with the change, the rest just after', () => {
    const { result, renders, rerender } = drawn({ items: list('meal', 12), key: 'meal' });
    renders.length = 0;
    rerender({ items: list('alacarte', 10), key: 'alacarte' });
    expect(renders[0]).toBe(cardsInFirstRow());
    expect(result.current).toEqual(list('alacarte', 10));
  });

  it('keeps a list that grows under the same query whole ("Load more")', () => {
    const { result, renders, rerender } = drawn({ items: list('meal', 12), key: 'meal' });
    renders.length = 0;
    rerender({ items: list('meal', 24), key: 'meal' });
    expect(renders.every((count) => count === 24)).toBe(true);
    expect(result.current).toHaveLength(24);
  });
});
