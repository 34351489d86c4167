import data from './gazetteer.json';
import { normalizeWord } from './gazetteer/words';
import { LOCALITIES } from './localities';

/** Words a state is written with or without ("W.P.", "Darul Ehsan"). */
const STATE_NOISE = new Set([
  'w',
  'p',
  'wilayah',
  'persekutuan',
  'federal',
  'territory',
  'of',
  'darul',
  'ehsan',
  'takzim',
  'aman',
  'makmur',
  'naim',
  'ridzuan',
  'khusus',
  'darulaman',
  'darulehsan',
  'darulnaim',
  'darulkhusus',
  'darultakzim',
]);
const STATE_SYNONYMS: Record<string, string> = {
  penang: 'pulau pinang',
  malacca: 'melaka',
  'negri sembilan': 'negeri sembilan',
};
/** The federal territories are one post town each in the address: "53300 Kuala Lumpur". */
const TERRITORIES = new Set(['kuala lumpur', 'putrajaya', 'labuan']);

function key(text: string): string {
  return text
    .split(/[\s,./()-]+/)
    .map(normalizeWord)
    .filter((word) => word !== '')
    .join(' ');
}

export function stateKey(text: string): string {
  const bare = key(text)
    .split(' ')
    .filter((word) => !STATE_NOISE.has(word))
    .join(' ');
  return STATE_SYNONYMS[bare] ?? bare;
}

interface PostTown {
  name: string;
  city: string;
  state: string;
  stateName: string;
}

const stateNames = data.states.map(([name]) => String(name));
const byPostcode = new Map<string, PostTown[]>();
for (const [name, state, , , , postcodes] of data.towns) {
  const stateName = stateNames[state as number] ?? '';
  const town: PostTown = {
    name: name as string,
    city: key(name as string),
    state: stateKey(stateName),
    stateName,
  };
  for (const postcode of postcodes as string[]) {
    const list = byPostcode.get(postcode) ?? [];
    list.push(town);
    byPostcode.set(postcode, list);
  }
}

/** Localities of the table by "name|state" (their own name is also accepted as the city). */
const localityPostcodes = new Map<string, string>();
for (const locality of LOCALITIES) {
  if (!locality.postcode) continue;
  for (const name of [locality.name, ...(locality.aliases ?? [])]) {
    localityPostcodes.set(`${key(name)}|${stateKey(locality.state)}`, locality.postcode);
  }
}

export type PostcodeProblem =
  | { key: 'validation.postcodeUnknown'; values: { postcode: string } }
  | {
      key: 'validation.postcodePlace';
      values: { postcode: string; place: string; town: string; state: string };
    };

/**
 * Whether a postcode is one of the city's in that state, by the `malaysia-postcodes` data the
 * gazetteer is built from. The city may be the post town, a federal territory's name (every
 * Kuala Lumpur postcode is written "… Kuala Lumpur"), or a locality of the table with that very
 * postcode. Answers the problem to show on the postcode field, or null.
 */
export function checkPostcode(
  postcode: string,
  city: string,
  state: string,
): PostcodeProblem | null {
  const towns = byPostcode.get(postcode);
  if (!towns || towns.length === 0) {
    return { key: 'validation.postcodeUnknown', values: { postcode } };
  }
  const wantedCity = key(city);
  const wantedState = stateKey(state);
  const inState = towns.filter((town) => town.state === wantedState);
  if (inState.some((town) => town.city === wantedCity)) return null;
  if (inState.length > 0 && TERRITORIES.has(wantedState) && wantedCity === wantedState) return null;
  if (localityPostcodes.get(`${wantedCity}|${wantedState}`) === postcode) return null;
  // Name what is wrong: the city when the postcode is not the city's anywhere, else the state.
  const cityHasIt = towns.some((town) => town.city === wantedCity);
  const owner = inState[0] ?? towns[0];
  return {
    key: 'validation.postcodePlace',
    values: {
      postcode,
      place: cityHasIt ? state.trim() : city.trim(),
      town: owner?.name ?? '',
      state: owner?.stateName ?? '',
    },
  };
}
