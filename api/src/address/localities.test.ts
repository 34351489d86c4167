import data from './gazetteer.json';
import { GazetteerSuggester } from './gazetteer';
import { LOCALITIES } from './localities';

/** The `malaysia-postcodes` post towns as the gazetteer holds them: state → town → postcodes. */
const stateNames = data.states.map(([name]) => String(name));
const postTowns = new Map<string, Map<string, Set<string>>>();
for (const [name, state, , , , postcodes] of data.towns) {
  const stateName = stateNames[state as number] ?? '';
  const towns = postTowns.get(stateName) ?? new Map<string, Set<string>>();
  towns.set(name as string, new Set(postcodes as string[]));
  postTowns.set(stateName, towns);
}
/** A federal territory's postcodes are all written with its name ("53300 Kuala Lumpur"). */
const TERRITORY_CITY: Record<string, string> = {
  'W.P. Kuala Lumpur': 'Kuala Lumpur',
  'W.P. Putrajaya': 'Putrajaya',
  'W.P. Labuan': 'Labuan',
};

function postcodesOf(city: string, state: string): Set<string> {
  const towns = postTowns.get(state);
  if (!towns) return new Set();
  if (TERRITORY_CITY[state] === city) {
    return new Set([...towns.values()].flatMap((codes) => [...codes]));
  }
  return towns.get(city) ?? new Set();
}

describe('the locality table', () => {
  it.each(LOCALITIES.map((locality) => [locality.name, locality] as const))(
    '%s: its postcode is one of its city’s in its state (malaysia-postcodes)',
    (_name, locality) => {
      expect(postTowns.has(locality.state)).toBe(true);
      expect(postcodesOf(locality.city, locality.state).size).toBeGreaterThan(0);
      if (locality.postcode !== null) {
        expect([...postcodesOf(locality.city, locality.state)]).toContain(locality.postcode);
      }
    },
  );

  it('lies in the Klang Valley, one row per name in a city', () => {
    // "Seksyen 13" is a section of Petaling Jaya and one of Shah Alam: two rows, two cities.
    const names = LOCALITIES.flatMap((locality) =>
      [locality.name, ...(locality.aliases ?? [])].map(
        (name) => `${name.toLowerCase()}|${locality.city}`,
      ),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const locality of LOCALITIES) {
      expect(locality.latitude).toBeGreaterThan(2.8);
      expect(locality.latitude).toBeLessThan(3.4);
      expect(locality.longitude).toBeGreaterThan(101.3);
      expect(locality.longitude).toBeLessThan(101.9);
    }
  });

  it('is what the suggestions answer for each locality’s name', () => {
    const gazetteer = new GazetteerSuggester();
    for (const locality of LOCALITIES) {
      const answers = gazetteer.suggestNow(locality.name, 10);
      expect(answers).toContainEqual(
        expect.objectContaining({
          address_1: locality.name,
          city: locality.city,
          state: locality.state,
          postcode: locality.postcode ?? '',
          latitude: locality.latitude,
          longitude: locality.longitude,
        }),
      );
    }
  });
});
