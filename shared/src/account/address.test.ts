import fc from 'fast-check';
import { addressLineOfPick, typedStreet, type SuggestionFills } from './address';

/**
 * docs/architecture.md §9.7: what the customer typed for the street is never dropped or
 * rewritten; a chosen suggestion adds city, state, postcode and coordinates only.
 */

/** Malaysian streets as customers type them: named after places, people, numbers and codes. */
const STREETS = [
  '12 Jalan SS2',
  '12 Jalan SS2/24',
  '4 Jalan USJ 1/1',
  '16 Jalan PJU 5/1',
  '5 Jalan 3/4',
  '8 Jalan Klang Lama',
  '12 Jalan Ipoh',
  '21 Jalan Kuching',
  '3 Jalan Pudu',
  '27 Jalan Kajang',
  '6 Jalan Cheras',
  '11 Jalan Kuala Kangsar',
  '3 Jalan Ampang',
  '14 Jalan Bangsar',
  '22 Jalan Selangor',
  '9 Jalan Pahang',
  '1 Jalan Tun Razak',
  '33 Jalan Sultan Ismail',
  '1 Jalan Raja Laut',
  '20 Jalan Tuanku Abdul Rahman',
  '12 Jalan Tun Dr Ismail',
  '7 Lorong Ampang',
  '5 Lorong Kepong',
  '12 Lorong Kuching',
  '9 Persiaran Klang',
  '18 Persiaran Bukit Jalil',
  '10 Lebuh Pantai',
  '2 Lebuh Ampang',
  '2 Lengkok Abdullah',
  '8 Lengkok Cheras',
  '1 Taman Desa',
  '15 Jalan Melati 3, Taman Melati',
  '8 Jalan Telawi 3, Bangsar',
  'Lot 5, Jalan Sungai Besi',
  'No. 3, Jalan Kepong',
  'A-3-1 Jalan Klang Lama',
] as const;

/** Cities, states and postcodes a suggestion fills in (the towns the streets' names share). */
const PLACES: SuggestionFills[] = [
  { city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur', postcode: '50450' },
  { city: 'Petaling Jaya', state: 'Selangor', postcode: '47300' },
  { city: 'Ipoh', state: 'Perak', postcode: '30000' },
  { city: 'Klang', state: 'Selangor', postcode: '41000' },
  { city: 'Kuching', state: 'Sarawak', postcode: '93000' },
  { city: 'Ampang', state: 'Selangor', postcode: '68000' },
  { city: 'Kajang', state: 'Selangor', postcode: '43000' },
  { city: 'Kuala Kangsar', state: 'Perak', postcode: '33000' },
  { city: 'Shah Alam', state: 'Selangor', postcode: '' },
];

const BANGSAR: SuggestionFills = {
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  postcode: '59100',
};

/** What the customer may type around the street: the place the suggestion then fills in. */
const WRITTEN: [string, (street: string, place: SuggestionFills) => string][] = [
  ['the street alone', (street) => street],
  ['the street, the city', (street, place) => `${street}, ${place.city}`],
  ['the street and the postcode', (street, place) => `${street} ${place.postcode}`],
  [
    'the street, postcode and city, state',
    (street, place) => `${street}, ${place.postcode} ${place.city}, ${place.state}`,
  ],
];

describe('typedStreet', () => {
  it.each(
    STREETS.flatMap((street) => WRITTEN.map(([label, write]) => [street, label, write] as const)),
  )('%s: kept whole when typed as %s', (street, _label, write) => {
    for (const place of PLACES) {
      expect(typedStreet(write(street, place), place)).toBe(street);
    }
  });

  it.each([
    // typed, street, the suggestion's place
    ['12 Jalan SS2/24 Petaling Jaya', '12 Jalan SS2/24', PLACES[1]],
    ['SS2 Petaling Jaya', 'SS2', PLACES[1]],
    ['12 Jalan Ipoh 30000', '12 Jalan Ipoh', PLACES[2]],
    ['12 Jalan Telawi 3,  Bangsar,, 59100 ', '12 Jalan Telawi 3, Bangsar', BANGSAR],
    ['12 Jalan Telawi 3 59100 Kuala Lumpur', '12 Jalan Telawi 3', BANGSAR],
    ['Shah Alam', '', PLACES[8]],
    ['47300 Petaling Jaya, Selangor', '', PLACES[1]],
    // A town not written apart from the street may be its name: it stays.
    ['12 Jalan Ampang, Ampang', '12 Jalan Ampang', PLACES[5]],
    ['12 Jalan Tun Razak Kuala Lumpur', '12 Jalan Tun Razak Kuala Lumpur', PLACES[0]],
    ['1 Taman Desa Kuala Lumpur', '1 Taman Desa Kuala Lumpur', PLACES[0]],
    ['12 Jalan Sultan Ismail Selangor', '12 Jalan Sultan Ismail Selangor', PLACES[1]],
    // Only whole words: "Klang" joined to another word is not the city.
    ['8 Jalan Klang-Klang', '8 Jalan Klang-Klang', PLACES[3]],
  ] as const)('“%s” → “%s”', (typed, street, fills) => {
    expect(typedStreet(typed, fills ?? { city: '', state: '', postcode: '' })).toBe(street);
  });
});

describe('addressLineOfPick', () => {
  const suggestion = (address_1: string, place: SuggestionFills) => ({ address_1, ...place });

  it('keeps the typed street whatever line the suggestion carries', () => {
    // Lines a gazetteer or a geocoding service may answer: a word short, respelt, another street.
    const answered = (street: string, place: SuggestionFills) => [
      street.split(' ').slice(0, -1).join(' '),
      street.replace(/Jalan/g, 'Jln').replace(/(\d)\//g, '$1 /'),
      place.city,
      'Jalan Lain 1',
      street,
    ];
    for (const street of STREETS) {
      for (const place of PLACES) {
        for (const [, write] of WRITTEN) {
          for (const line of answered(street, place)) {
            // A line that merely completes what was typed is the customer's own line.
            if (line.toLowerCase().startsWith(street.toLowerCase()) && line !== street) continue;
            expect(addressLineOfPick(write(street, place), suggestion(line, place))).toBe(street);
          }
        }
      }
    }
  });

  it('holds for any street, house number and place (property)', () => {
    const word = fc.constantFrom(
      'Ipoh',
      'Klang',
      'Lama',
      'Kuching',
      'Pudu',
      'Tun',
      'Razak',
      'Sultan',
      'Ismail',
      'Ampang',
      'Kajang',
      'Kuala',
      'Kangsar',
      'Bangsar',
      'Melati',
      'Telawi',
      'Taman',
    );
    // A house, a kind of street, its name, and the number that may end it ("Jalan Telawi 3").
    const street = fc
      .tuple(
        fc.constantFrom('', '12 ', 'No. 3, ', 'Lot 5, ', 'A-3-1 '),
        fc.constantFrom('Jalan', 'Jln', 'Lorong', 'Persiaran', 'Lebuh', 'Lengkok', 'Taman'),
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', ' 3', ' 3/4', ' SS2/24', ' USJ 1/1', ' PJU 5/1'),
      )
      .map(([house, kind, names, number]) => `${house}${kind} ${names.join(' ')}${number}`);
    fc.assert(
      fc.property(
        street,
        fc.constantFrom(...PLACES),
        fc.constantFrom(...WRITTEN),
        fc.string({ maxLength: 30 }),
        (typedLine, place, [, write], answered) => {
          const line = addressLineOfPick(write(typedLine, place), suggestion(answered, place));
          // Either the typed line as it was, or a longer line that starts with it.
          expect(line.toLowerCase().startsWith(typedLine.toLowerCase())).toBe(true);
          if (!answered.toLowerCase().startsWith(typedLine.toLowerCase())) {
            expect(line).toBe(typedLine);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes the suggestion’s line where it completes the text or nothing but a place was typed', () => {
    const pj = PLACES[1] ?? { city: '', state: '', postcode: '' };
    expect(addressLineOfPick('petaling j', suggestion('Petaling Jaya', pj))).toBe('Petaling Jaya');
    expect(addressLineOfPick('Jalan Telawi', suggestion('Jalan Telawi 3', pj))).toBe(
      'Jalan Telawi 3',
    );
    expect(addressLineOfPick('473', suggestion('Petaling Jaya', pj))).toBe('Petaling Jaya');
    expect(addressLineOfPick('47300', suggestion('Petaling Jaya', pj))).toBe('Petaling Jaya');
    expect(addressLineOfPick('Petaling Jaya', suggestion('Petaling Jaya', pj))).toBe(
      'Petaling Jaya',
    );
    expect(addressLineOfPick('  ', suggestion('SS2', pj))).toBe('SS2');
    // A place's other name stays as typed.
    expect(addressLineOfPick('TTDI', suggestion('Taman Tun Dr Ismail', pj))).toBe('TTDI');
  });
});
