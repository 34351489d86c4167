/**
 * Saved addresses and address suggestions (docs/spec.md §3 address, §7 address calls, docs/architecture.md §7).
 */
import type { AddressSuggestion } from './addresses.contract';

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

/** Suggestions answered at most (`limit` query parameter). */
export const ADDRESS_SUGGESTION_LIMIT = 10;

/** Peninsular and East Malaysia with their islands: coordinates outside are no Malaysian address. */
export const MALAYSIA_BOUNDS = { south: 0.8, north: 7.5, west: 99.5, east: 119.5 } as const;

export function isInMalaysia(latitude: number, longitude: number): boolean {
  return (
    latitude >= MALAYSIA_BOUNDS.south &&
    latitude <= MALAYSIA_BOUNDS.north &&
    longitude >= MALAYSIA_BOUNDS.west &&
    longitude <= MALAYSIA_BOUNDS.east
  );
}

/** A word as it is compared: lower case, no accents, letters and digits only. */
function wordKey(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

function wordKeys(text: string): string[] {
  return text
    .split(/[\s,./()-]+/)
    .map(wordKey)
    .filter((word) => word !== '');
}

/** What a chosen suggestion fills in besides address line 1. */
export type SuggestionFills = Pick<AddressSuggestion, 'city' | 'state' | 'postcode'>;

/** Spaces collapsed, no spaces or commas at either end. */
function tidyLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
}

/**
 * What the customer typed for the street (docs/architecture.md §9.7): the text as typed, less
 * only what the suggestion fills into its own fields where the text ends with them — the
 * postcode, and the city and state when they are written apart from the street: after a comma,
 * or after the number that ends a street ("12 Jalan SS2/24 Petaling Jaya", "SS2 Petaling Jaya").
 * A town written right after a street's words is that street's name ("12 Jalan Ipoh", "Jalan
 * Klang Lama") and stays. Nothing else is dropped or rewritten; '' when everything typed was
 * postcode, city or state.
 */
export function typedStreet(typed: string, fills: SuggestionFills): string {
  const text = tidyLine(typed);
  const tokens = [...text.matchAll(/[^\s,./()-]+/g)]
    .map((match) => ({ key: wordKey(match[0]), start: match.index }))
    .filter((token) => token.key !== '');
  const pieces = [
    { words: /^\d{5}$/.test(fills.postcode) ? [fills.postcode] : [], isPostcode: true },
    { words: wordKeys(fills.city), isPostcode: false },
    { words: wordKeys(fills.state), isPostcode: false },
  ].filter((piece) => piece.words.length > 0);
  let end = tokens.length;
  let cut = true;
  while (cut) {
    cut = false;
    for (const piece of pieces) {
      const first = end - piece.words.length;
      const start = tokens[first]?.start;
      if (first < 0 || start === undefined) continue;
      if (!piece.words.every((word, offset) => tokens[first + offset]?.key === word)) continue;
      const before = text.slice(0, start);
      // Only whole words, written apart from what comes before them.
      if (before !== '' && !/[\s,]$/.test(before)) continue;
      const previous = tokens[first - 1];
      const apart = !previous || /,\s*$/.test(before) || /\d/.test(previous.key);
      if (!piece.isPostcode && !apart) continue;
      end = first;
      cut = true;
      break;
    }
  }
  const kept = tokens[end];
  return tidyLine(kept === undefined ? text : text.slice(0, kept.start));
}

/**
 * Address line 1 once a suggestion is chosen (docs/architecture.md §9.7): the street as the
 * customer typed it (`typedStreet`); a suggestion adds city, state, postcode and coordinates and
 * never takes a word of the street away. Its own line is taken only where it completes what was
 * typed ("petaling j" → "Petaling Jaya", "Jalan Telawi" → "Jalan Telawi 3"), or where nothing but
 * a postcode, city or state was typed. The API answers each suggestion's line by this rule, and
 * the form applies it again to the text in the field when the customer picks (it may have
 * changed since the list was asked for).
 */
export function addressLineOfPick(
  typed: string,
  suggestion: Pick<AddressSuggestion, 'address_1'> & SuggestionFills,
): string {
  const text = tidyLine(typed);
  const line = tidyLine(suggestion.address_1);
  if (text === '') return line;
  if (line.toLowerCase().startsWith(text.toLowerCase())) return line;
  // The first digits of a postcode: the line is the suggestion's place.
  if (/^\d{1,5}$/.test(text) && suggestion.postcode.startsWith(text)) return line;
  return typedStreet(text, suggestion) || line;
}
