import type { AddressSuggestion } from '@mealprep/shared/domain';
import data from './gazetteer.json';
import { LOCALITIES } from './localities';
import type { AddressSuggester } from './suggester';

type Precision = AddressSuggestion['precision'];

interface Town {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  precision: Precision;
  postcodes: string[];
  /** The town's postcode when it has exactly one, else '' (the customer types theirs). */
  postcode: string;
}

/**
 * A searchable name: a post town, a locality of the table (`localities.ts`), or a GeoNames place
 * near a post town.
 */
interface Place {
  name: string;
  words: string[];
  town: Town;
  latitude: number;
  longitude: number;
  precision: Precision;
  /** The postcode known for this very place, or '' (never the town's first one). */
  postcode: string;
  /** Post towns rank above the GeoNames places near them when both match equally. */
  isTown: boolean;
  isLocality: boolean;
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
  /** Index of the query word after the match (whole-word matches only, else null). */
  end: number | null;
}

const POSTCODE = /(?<!\d)(\d{5})(?!\d)/;

/**
 * The offline Malaysian gazetteer (docs/architecture.md §7): post towns and their postcodes from
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
    this.towns = data.towns.map(([name, state, latitude, longitude, precision, postcodes]) => {
      const codes = postcodes as string[];
      return {
        name: name as string,
        state: states[state as number] ?? '',
        latitude: latitude as number,
        longitude: longitude as number,
        precision: precision as Precision,
        postcodes: codes,
        postcode: codes.length === 1 ? (codes[0] ?? '') : '',
      };
    });
    // The table's localities first; a town or GeoNames place of the same name gives way to them.
    const taken = new Set<string>();
    const takenInState = new Set<string>();
    const nameKey = (name: string) => words(name).join(' ');
    this.places = [];
    for (const locality of LOCALITIES) {
      const cityKey = nameKey(locality.city);
      const town = this.towns.find(
        (entry) => entry.state === locality.state && nameKey(entry.name) === cityKey,
      ) ?? {
        name: locality.city,
        state: locality.state,
        latitude: locality.latitude,
        longitude: locality.longitude,
        precision: 'place' as const,
        postcodes: locality.postcode ? [locality.postcode] : [],
        postcode: locality.postcode ?? '',
      };
      for (const name of [locality.name, ...(locality.aliases ?? [])]) {
        taken.add(nameKey(name));
        takenInState.add(`${nameKey(name)}|${locality.state}`);
        this.places.push({
          name: locality.name,
          words: words(name),
          town,
          latitude: locality.latitude,
          longitude: locality.longitude,
          precision: 'place',
          postcode: locality.postcode ?? '',
          isTown: false,
          isLocality: true,
        });
      }
    }
    for (const town of this.towns) {
      if (takenInState.has(`${nameKey(town.name)}|${town.state}`)) continue;
      this.places.push({
        name: town.name,
        words: words(town.name),
        town,
        latitude: town.latitude,
        longitude: town.longitude,
        precision: town.precision,
        postcode: town.postcode,
        isTown: true,
        isLocality: false,
      });
    }
    const townNames = new Set(this.towns.map((town) => nameKey(town.name)));
    for (const [name, townIndex, latitude, longitude] of data.aliases) {
      const town = this.towns[townIndex as number];
      // A GeoNames place named like a post town or a locality of the table is that place.
      if (!town || taken.has(nameKey(name as string)) || townNames.has(nameKey(name as string)))
        continue;
      this.places.push({
        name: name as string,
        words: words(name as string),
        town,
        latitude: latitude as number,
        longitude: longitude as number,
        precision: 'place',
        // Only the nearest post town is known, not the place's own postcode.
        postcode: '',
        isTown: false,
        isLocality: false,
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
      // The start of a place's name alone ("petaling j"): the line is the place's name.
      if (match && match.end === null && match.tailStart === 0) return '';
      // One word before the place ("Jalan Ampang") means the place names the street.
      if (!match || match.tailStart === null || match.tailStart < 2) return tidyStreet(rest);
      const start = qwords[match.tailStart]?.start ?? rest.length;
      return tidyStreet(rest.slice(0, start));
    };

    if (postcode) {
      const towns = this.byPostcode.get(postcode) ?? [];
      // A place that lies in this postcode's town gives finer coordinates than the town; a
      // locality of the table only with its own postcode.
      const inside = matches.filter((match) =>
        match.place.isLocality && match.place.postcode
          ? match.place.postcode === postcode
          : towns.includes(match.place.town),
      );
      if (inside.length > 0) {
        for (const match of inside)
          push(streetBefore(match), match.place, match.place.town, postcode);
      }
      for (const town of towns) {
        push(streetBefore(inside[0] ?? null), town, town, postcode);
      }
      return result;
    }

    // A locality named before its own post town ("SS2 Petaling Jaya", "12 Jalan SS2/24, Petaling
    // Jaya") is where the address is: it takes the town's place, with the street before it.
    const streets = new Map<PlaceMatch, string>();
    const ranked: PlaceMatch[] = [];
    const replaced = new Set<PlaceMatch>();
    for (const match of matches) {
      if (!match.place.isTown || match.tailStart === null) continue;
      const townStart = match.tailStart;
      const within = matches.find(
        (other) =>
          other.place.isLocality &&
          other.place.town === match.place.town &&
          other.end !== null &&
          other.end <= townStart,
      );
      if (!within) continue;
      const start = qwords[townStart]?.start ?? rest.length;
      const combined = { ...within, score: match.score + 5, tailStart: match.tailStart };
      streets.set(combined, tidyStreet(rest.slice(0, start)) || within.place.name);
      ranked.push(combined);
      replaced.add(match).add(within);
    }
    ranked.push(...matches.filter((match) => !replaced.has(match)));
    ranked.sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));

    // The best kind of match only: a place ending the query beats names inside the street.
    const bestKind = Math.floor((ranked[0]?.score ?? 0) / 100);
    for (const match of ranked.filter((entry) => Math.floor(entry.score / 100) === bestKind)) {
      const { place } = match;
      // A street named after the place ("Jalan Ampang") need not lie in it: no postcode then.
      const namesStreet = match.tailStart === 1 && !streets.has(match);
      push(
        streets.get(match) ?? streetBefore(match),
        place,
        place.town,
        namesStreet ? '' : place.postcode,
      );
    }
    if (result.length === 0) {
      // A state alone ("Selangor"): its post towns, so a place can be picked from there.
      const state = this.states.find((entry) => sameWords(entry.words, words(rest)));
      if (state) {
        for (const town of this.towns.filter((entry) => entry.state === state.name)) {
          push('', town, town, town.postcode);
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
