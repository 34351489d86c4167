/** The gazetteer's tables, built once from gazetteer.json and the table of localities. */
import type { AddressSuggestion } from '@mealprep/shared/account/contracts';
import data from '../gazetteer.json';
import { LOCALITIES } from '../localities';
import { words } from './words';

export type Precision = AddressSuggestion['precision'];

export interface Town {
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
export interface Place {
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

export interface Gazetteer {
  towns: Town[];
  places: Place[];
  byPostcode: Map<string, Town[]>;
  /** Every postcode, sorted (for prefix search). */
  postcodes: string[];
  states: { words: string[]; name: string }[];
}

/**
 * Post towns from the file, then the searchable places: the table's localities first, the post
 * towns, and GeoNames places that name no town or locality; and the towns of each postcode.
 */
export function buildGazetteer(): Gazetteer {
  const byPostcode = new Map<string, Town[]>();
  const states = data.states.map(([name]) => String(name));
  const stateWords = states.map((name) => ({ name, words: words(name) }));
  const towns: Town[] = data.towns.map(
    ([name, state, latitude, longitude, precision, postcodes]) => {
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
    },
  );
  // The table's localities first; a town or GeoNames place of the same name gives way to them.
  const taken = new Set<string>();
  const takenInState = new Set<string>();
  const nameKey = (name: string) => words(name).join(' ');
  const places: Place[] = [];
  for (const locality of LOCALITIES) {
    const cityKey = nameKey(locality.city);
    const town = towns.find(
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
      places.push({
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
  for (const town of towns) {
    if (takenInState.has(`${nameKey(town.name)}|${town.state}`)) continue;
    places.push({
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
  const townNames = new Set(towns.map((town) => nameKey(town.name)));
  for (const [name, townIndex, latitude, longitude] of data.aliases) {
    const town = towns[townIndex as number];
    // A GeoNames place named like a post town or a locality of the table is that place.
    if (!town || taken.has(nameKey(name as string)) || townNames.has(nameKey(name as string)))
      continue;
    places.push({
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
  for (const town of towns) {
    for (const postcode of town.postcodes) {
      const list = byPostcode.get(postcode) ?? [];
      list.push(town);
      byPostcode.set(postcode, list);
    }
  }
  const postcodes = [...byPostcode.keys()].sort();
  return { states: stateWords, towns, places, byPostcode, postcodes };
}
