import { addressLineOfPick } from '@mealprep/shared/account';
import type { AddressSuggestion } from '@mealprep/shared/account/contracts';
import type { AddressSuggester } from './suggester';
import { matchPlaces, type PlaceMatch } from './gazetteer/match';
import { buildGazetteer, type Place, type Town } from './gazetteer/places';
import { namesStreet, queryWords, sameWords, words, type QueryWord } from './gazetteer/words';

export { normalizeWord } from './gazetteer/words';

const POSTCODE = /(?<!\d)(\d{5})(?!\d)/;

/** A place the gazetteer knows, with where it is (`findPlace`). */
export interface NamedPlace {
  /** As the customer would say it: the locality or town named, or a postcode's post town. */
  name: string;
  /** The post town. */
  city: string;
  state: string;
  /** The place's own postcode, or '' when it has several. */
  postcode: string;
  latitude: number;
  longitude: number;
}

/**
 * The offline Malaysian gazetteer (docs/architecture.md §7): post towns and their postcodes from
 * `malaysia-postcodes`, coordinates from GeoNames (see api/scripts/build-gazetteer.mjs for how
 * each town got its coordinates and `precision`). A query is a street with a place and/or a
 * postcode ("12 Jalan Telawi 3, Bangsar, 59100"), a place ("Shah Alam") or a postcode
 * (or its first digits). The street is kept as typed and becomes address line 1: a suggestion
 * adds city, state, postcode and coordinates, and takes nothing from the line but the postcode,
 * city or state it fills in (`addressLineOfPick`, docs/architecture.md §9.7). A place named in
 * the street ("12 Jalan SS2", "Jalan Ipoh") gives the coordinates, never words of the line.
 */
export class GazetteerSuggester implements AddressSuggester {
  private readonly towns: Town[];
  private readonly places: Place[];
  private readonly byPostcode: Map<string, Town[]>;
  private readonly postcodes: string[];
  private readonly states: { words: string[]; name: string }[];

  constructor() {
    const gazetteer = buildGazetteer();
    this.towns = gazetteer.towns;
    this.places = gazetteer.places;
    this.byPostcode = gazetteer.byPostcode;
    this.postcodes = gazetteer.postcodes;
    this.states = gazetteer.states;
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
    const matches = matchPlaces(this.places, qwords);
    const result: AddressSuggestion[] = [];
    const seen = new Set<string>();
    const push = (
      place: Pick<Place, 'latitude' | 'longitude' | 'precision' | 'name'>,
      town: Town,
      code: string,
    ) => {
      const fills = { city: town.name, state: town.state, postcode: code };
      const address1 = addressLineOfPick(text, { address_1: place.name, ...fills });
      const key = `${address1.toLowerCase()}|${town.name}|${code}`;
      if (seen.has(key) || result.length >= limit) return;
      seen.add(key);
      result.push({
        id: `${town.state}|${town.name}|${code}|${place.name}|${result.length}`,
        address_1: address1,
        ...fills,
        country: 'MY',
        latitude: place.latitude,
        longitude: place.longitude,
        precision: place.precision,
      });
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
      for (const match of inside) push(match.place, match.place.town, postcode);
      for (const town of towns) push(town, town, postcode);
      return result;
    }

    const { ranked, combined } = rankMatches(matches);
    // The best kind of match only: a place ending the query beats names inside the street.
    const bestKind = Math.floor((ranked[0]?.score ?? 0) / 100);
    for (const match of ranked.filter((entry) => Math.floor(entry.score / 100) === bestKind)) {
      // A street named after the place ("Jalan Ampang", "12 Lorong Pudu") need not lie in it:
      // no postcode then.
      push(
        match.place,
        match.place.town,
        inStreet(match, qwords, combined) ? '' : match.place.postcode,
      );
    }
    if (result.length === 0) {
      // A state alone ("Selangor"): its post towns, so a place can be picked from there.
      const state = this.states.find((entry) => sameWords(entry.words, words(rest)));
      if (state) {
        for (const town of this.towns.filter((entry) => entry.state === state.name)) {
          push(town, town, town.postcode);
        }
      }
    }
    return result;
  }

  /**
   * The one place a "postcode or town" names, for the delivery area check
   * (api/src/address/deliveryArea.ts): a 5-digit postcode's post town — placed at the table's
   * localities of that postcode when it has some, finer than the town's centre — else the best
   * place named in full: a locality, post town or GeoNames place. Never a place that only names
   * the street ("Jalan Ipoh" is in Kuala Lumpur), a name half typed or a state alone; null then,
   * and for a postcode or name the gazetteer does not know.
   */
  findPlace(query: string): NamedPlace | null {
    const text = query.trim().replace(/\s+/g, ' ');
    const postcode = POSTCODE.exec(text)?.[1];
    if (postcode) return this.placeOfPostcode(postcode);
    const qwords = queryWords(text);
    const { ranked, combined } = rankMatches(matchPlaces(this.places, qwords));
    // 200 and up: the whole name appears in the query (below, the query only begins a name).
    const match = ranked.find((entry) => entry.score >= 200 && !inStreet(entry, qwords, combined));
    if (!match) return null;
    const { place } = match;
    return {
      name: place.name,
      city: place.town.name,
      state: place.town.state,
      postcode: place.postcode,
      latitude: place.latitude,
      longitude: place.longitude,
    };
  }

  private placeOfPostcode(postcode: string): NamedPlace | null {
    const town = this.byPostcode.get(postcode)?.[0];
    if (!town) return null;
    const localities = this.places.filter(
      (place) => place.isLocality && place.postcode === postcode,
    );
    const mean = (pick: (place: Place) => number) =>
      localities.reduce((sum, place) => sum + pick(place), 0) / localities.length;
    return {
      name: town.name,
      city: town.name,
      state: town.state,
      postcode,
      latitude: localities.length > 0 ? mean((place) => place.latitude) : town.latitude,
      longitude: localities.length > 0 ? mean((place) => place.longitude) : town.longitude,
    };
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
}

/**
 * A locality named before its own post town ("SS2 Petaling Jaya", "12 Jalan SS2/24, Petaling
 * Jaya") is where the address is: it takes the town's place (`combined`). Best first.
 */
function rankMatches(matches: PlaceMatch[]): { ranked: PlaceMatch[]; combined: Set<PlaceMatch> } {
  const ranked: PlaceMatch[] = [];
  const combined = new Set<PlaceMatch>();
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
    const both = { ...within, score: match.score + 5, tailStart: match.tailStart };
    combined.add(both);
    ranked.push(both);
    replaced.add(match).add(within);
  }
  ranked.push(...matches.filter((match) => !replaced.has(match)));
  ranked.sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));
  return { ranked, combined };
}

/** The place is the name of the street ("Jalan Ampang", "12 Lorong Pudu"), not where it lies. */
function inStreet(match: PlaceMatch, qwords: QueryWord[], combined: Set<PlaceMatch>): boolean {
  const before = match.tailStart === null ? undefined : qwords[match.tailStart - 1];
  return (
    !combined.has(match) &&
    (match.tailStart === 1 || (before !== undefined && namesStreet(before.key)))
  );
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
