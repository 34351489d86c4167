import { startTransition, useEffect, useState } from 'react';

/** Cards drawn at once when the list changes: the first row at desktop width, a phone's screen. */
export const FIRST_CARDS = 4;

/**
 * The part of a list to draw now. When the list is replaced on an open page (another tab or
 * filter, `key` changes) its first `first` entries are drawn with the change and the rest in a
 * transition after it: at a tap, the visitor sees the new dishes without waiting for the whole
 * list's render (a dozen cards of a few hundred nodes each, ~0.3 s on a mid-range phone). The page's
 * first render, server and hydration alike, and a list that grows under the same key ("Load
 * more") are drawn whole.
 */
export function useFirstRowFirst<T>(items: T[], key: string, first = FIRST_CARDS): T[] {
  const [wholeFor, setWholeFor] = useState(key);
  const whole = wholeFor === key;
  useEffect(() => {
    if (!whole) startTransition(() => setWholeFor(key));
  }, [whole, key]);
  return whole ? items : items.slice(0, first);
}
