import { startTransition, useEffect, useState } from 'react';

/** The narrowest a card is drawn (the menu grid's `minmax(16rem, 1fr)` at the default 16 px). */
const CARD_MIN_WIDTH_PX = 256;
/** At most this many cards go with the change: the first row of a desktop's grid. */
export const FIRST_CARDS_MAX = 4;

/** How many cards the first row of the grid holds at this window's width (a phone: one). */
export function cardsInFirstRow(): number {
  return Math.min(FIRST_CARDS_MAX, Math.max(1, Math.floor(window.innerWidth / CARD_MIN_WIDTH_PX)));
}

/**
 * The part of a list to draw now. When the list is replaced on an open page (another tab or
 * filter, `key` changes) its first row is drawn with the change and the rest in a transition
 * after it: at a tap, the visitor sees the new dishes without waiting for the whole list's render
 * (a dozen cards of about seventy elements each, ~0.3 s at 4× CPU slowdown). The page's first
 * render, on the server and at hydration, and a list that grows under the same key ("Load more")
 * are drawn whole.
 */
export function useFirstRowFirst<T>(items: T[], key: string, first = cardsInFirstRow): T[] {
  const [wholeFor, setWholeFor] = useState(key);
  const whole = wholeFor === key;
  useEffect(() => {
    if (!whole) startTransition(() => setWholeFor(key));
  }, [whole, key]);
  return whole ? items : items.slice(0, first());
}
