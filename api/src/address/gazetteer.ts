import type { AddressSuggestion } from '@mealprep/shared/domain';
import data from './gazetteer.json';
import type { AddressSuggester } from './suggester';

type Precision = AddressSuggestion['precision'];

interface Town {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  precision: Precision;
  postcodes: string[];
}

/** A searchable name: a post town, or a GeoNames place within its delivery area. */
interface Place {
  name: string;
  words: string[];
  town: Town;
  latitude: number;
  longitude: number;
  precision: Precision;
  /** Post towns rank above the places inside them when both match equally. */
  isTown: boolean;
}

/** The same spellings the build script folds (api/scripts/build-gazetteer.mjs). */
export function normalizeWord(word: string): string {
  const folded = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
  switch (folded) {
    case 'air':
      return 'ayer';
    case 'tanjung':
      return 'tanjong';
    case 'sg':
      return 'sungai';
    case 'kg':
      return 'kampung';
    case 'bt':
      return 'batu';
    case 'wp':
      return 'wilayah';
    default:
      return folded;
  }
}

function words(text: string): string[] {
  return text
    .split(/[\s,./()-]+/)
    .map(normalizeWord)
    .filter((word) => word !== '');
}

interface QueryWord {
  key: string;
  /** Where the word starts in the query text, to cut the street off before a place name. */
  start: number;
}

function queryWords(text: string): QueryWord[] {
  const result: QueryWord[] = [];
  for (const match of text.matchAll(/[^\s,./()]+/g)) {
    const key = normalizeWord(match[0]);
    if (key !== '') result.push({ key, start: match.index });
  }
  return result;
}

interface PlaceMatch {
  place: Place;
  score: number;
  /** Index of the first query word of the match when it ends the query (the street comes before). */
  tailStart: number | null;
}

const POSTCODE = /(?<!\d)(\d{5})(?!\d)/;

/**
 * The offline Malaysian gazetteer (ARCHITECTURE §7): post towns and their postcodes from
 * `malaysia-postcodes`, coordinates from GeoNames (see api/scripts/build-gazetteer.mjs for how
 * each town got its coordinates and `precision`). A query is a street with a place and/or a
 * postcode ("12 Jalan Telawi 3, Bangsar, 59100"), a place ("Shah Alam") or a postcode
 * (or its first digits). The street is kept as typed and becomes address line 1.
 */
export class GazetteerSuggester implements AddressSuggester {
  private readonly towns: Town[];
  private readonly places: Place[];
  private readonly byPostcode = new Map<string, Town[]>();
  private readonly postcodes: string[];
  private readonly states: { words: string[]; name: string }[];

  constructor() {
    const states = data.states.map(([name]) => String(name));
    this.states = states.map((name) => ({ name, words: words(name) }));
    this.towns = data.towns.map(([name, state, latitude, longitude, precision, postcodes]) => ({
      name: name as string,
      state: states[state as number] ?? '',
      latitude: latitude as number,
      longitude: longitude as number,
      precision: precision as Precision,
      postcodes: postcodes as string[],
    }));
    this.places = this.towns.map((town) => ({
      name: town.name,
      words: words(town.name),
      town,
      latitude: town.latitude,
      longitude: town.longitude,
      precision: town.precision,
      isTown: true,
    }));
    for (const [name, townIndex, latitude, longitude] of data.aliases) {
      const town = this.towns[townIndex as number];
      if (!town) continue;
      this.places.push({
        name: name as string,
        words: words(name as string),
        town,
        latitude: latitude as number,
        longitude: longitude as number,
        precision: 'place',
        isTown: false,
      });
    }
    for (const town of this.towns) {
      for (const postcode of town.postcodes) {
        const list = this.byPostcode.get(postcode) ?? [];
        list.push(town);
        this.byPostcode.set(postcode, list);
      }
    }
    this.postcodes = [...this.byPostcode.keys()].sort();
  }

  /** Post towns and places in the file (for tests and the bench). */
  get size() {
    return { towns: this.towns.length, places: this.places.length };
  }

  suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    return Promise.resolve(this.suggestNow(query, limit));
  }

  suggestNow(query: string, limit: number): AddressSuggestion[] {
    const text = query.trim().replace(/\s+/g, ' ');
    if (text.length < 2 && !/^\d$/.test(text)) return [];
    if (/^\d{1,4}$/.test(text)) return this.byPostcodePrefix(text, limit);

    const postcode = POSTCODE.exec(text)?.[1] ?? null;
    const rest = postcode ? text.replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim() : text;
    const qwords = queryWords(rest);
    const matches = this.matchPlaces(qwords);
    const result: AddressSuggestion[] = [];
    const seen = new Set<string>();
    const push = (
      street: string,
      place: Pick<Place, 'latitude' | 'longitude' | 'precision' | 'name'>,
      town: Town,
      code: string,
    ) => {
      const address1 = street || place.name;
      const key = `${address1.toLowerCase()}|${town.name}|${code}`;
      if (seen.has(key) || result.length >= limit) return;
      seen.add(key);
      result.push({
        id: `${town.state}|${town.name}|${code}|${place.name}|${result.length}`,
        address_1: address1,
        city: town.name,
        state: town.state,
        postcode: code,
        country: 'MY',
        latitude: place.latitude,
        longitude: place.longitude,
        precision: place.precision,
      });
    };
    const streetBefore = (match: PlaceMatch | null) => {
      // One word before the place ("Jalan Ampang") means the place names the street.
      if (!match || match.tailStart === null || match.tailStart < 2) return tidyStreet(rest);
      const start = qwords[match.tailStart]?.start ?? rest.length;
      return tidyStreet(rest.slice(0, start));
    };

    if (postcode) {
      const towns = this.byPostcode.get(postcode) ?? [];
      // A place that lies in this postcode's town gives finer coordinates than the town.
      const inside = matches.filter((match) => towns.includes(match.place.town));
      if (inside.length > 0) {
        for (const match of inside)
          push(streetBefore(match), match.place, match.place.town, postcode);
      }
      for (const town of towns) {
        push(streetBefore(inside[0] ?? null), town, town, postcode);
      }
      return result;
    }

    // The best kind of match only: a place ending the query beats names inside the street.
    const bestKind = Math.floor((matches[0]?.score ?? 0) / 100);
    for (const match of matches.filter((entry) => Math.floor(entry.score / 100) === bestKind)) {
      const { place } = match;
      push(streetBefore(match), place, place.town, place.town.postcodes[0] ?? '');
    }
    if (result.length === 0) {
      // A state alone ("Selangor"): its post towns, so a place can be picked from there.
      const state = this.states.find((entry) => sameWords(entry.words, words(rest)));
      if (state) {
        for (const town of this.towns.filter((entry) => entry.state === state.name)) {
          push('', town, town, town.postcodes[0] ?? '');
        }
      }
    }
    return result;
  }

  private byPostcodePrefix(prefix: string, limit: number): AddressSuggestion[] {
    const result: AddressSuggestion[] = [];
    let index = lowerBound(this.postcodes, prefix);
    while (result.length < limit && index < this.postcodes.length) {
      const code = this.postcodes[index];
      if (!code?.startsWith(prefix)) break;
      for (const town of this.byPostcode.get(code) ?? []) {
        if (result.length >= limit) break;
        result.push({
          id: `${town.state}|${town.name}|${code}`,
          address_1: town.name,
          city: town.name,
          state: town.state,
          postcode: code,
          country: 'MY',
          latitude: town.latitude,
          longitude: town.longitude,
          precision: town.precision,
        });
      }
      index += 1;
    }
    return result;
  }

  /**
   * Places whose name appears in the query as whole words, or that the query's last words begin
   * (typing in progress: "Petaling J"). A name that ends the query scores above one inside
   * the street ("Jalan Ampang"), longer names above shorter ones, towns above their suburbs.
   */
  private matchPlaces(query: QueryWord[]): PlaceMatch[] {
    const keys = query.map((word) => word.key);
    const found: PlaceMatch[] = [];
    for (const place of this.places) {
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
        if (!best || score > best.score) best = { place, score, tailStart: atTail ? start : null };
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
            best = { place, score: 100 + taken * 10, tailStart: start };
            break;
          }
        }
      }
      if (best) {
        if (place.isTown) best.score += 1;
        found.push(best);
      }
    }
    found.sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));
    return found;
  }
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}

function tidyStreet(text: string): string {
  return text.replace(/[\s,]+$/, '').replace(/^[\s,]+/, '');
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
