/** Which places a query names, ranked (docs/architecture.md §7 address suggestions). */
import type { Place } from './places';
import type { QueryWord } from './words';

export interface PlaceMatch {
  place: Place;
  score: number;
  /** Index of the first query word of the match when it ends the query (the street comes before). */
  tailStart: number | null;
  /** Index of the query word after the match (whole-word matches only, else null). */
  end: number | null;
}

/**
 * Places whose name appears in the query as whole words, or that the query's last words begin
 * (typing in progress: "Petaling J"). A name that ends the query scores above one inside
 * the street ("Jalan Ampang"), longer names above shorter ones, towns above their suburbs.
 */
export function matchPlaces(places: readonly Place[], query: QueryWord[]): PlaceMatch[] {
  const keys = query.map((word) => word.key);
  const found: PlaceMatch[] = [];
  for (const place of places) {
    const size = place.words.length;
    if (size === 0) continue;
    let best: PlaceMatch | null = null;
    for (let start = 0; start + size <= keys.length; start += 1) {
      let same = true;
      for (let offset = 0; offset < size; offset += 1) {
        if (keys[start + offset] !== place.words[offset]) {
          same = false;
          break;
        }
      }
      if (!same) continue;
      const atTail = start + size === keys.length;
      const score = (atTail ? 300 : 200) + size * 10 + (start === 0 && atTail ? 5 : 0);
      if (!best || score > best.score)
        best = { place, score, tailStart: atTail ? start : null, end: start + size };
    }
    if (!best) {
      // The query's last words start the name: all but the last in full, the last a prefix.
      for (let taken = Math.min(size, keys.length); taken >= 1; taken -= 1) {
        const start = keys.length - taken;
        const last = keys[keys.length - 1] ?? '';
        if (last.length < 2 && taken === 1) continue;
        let same = true;
        for (let offset = 0; offset < taken - 1; offset += 1) {
          if (keys[start + offset] !== place.words[offset]) {
            same = false;
            break;
          }
        }
        if (same && place.words[taken - 1]?.startsWith(last)) {
          best = { place, score: 100 + taken * 10, tailStart: start, end: null };
          break;
        }
      }
    }
    if (best) {
      // Localities of the table above towns, towns above GeoNames places, on equal matches.
      if (place.isLocality) best.score += 2;
      else if (place.isTown) best.score += 1;
      found.push(best);
    }
  }
  found.sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));
  return found;
}
