import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { GazetteerSuggester } from './gazetteer';
import { GeocodingApiSuggester } from './suggester';

/** A local Nominatim-compatible service: answers what the test sets, records what it was asked. */
let server: http.Server;
let baseUrl: string;
let answer: { status: number; body: unknown; delayMs?: number };
let asked: URL[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://local'));
    const send = () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked = [];
});

const gazetteer = new GazetteerSuggester();

function adapter(errors: unknown[] = []) {
  return new GeocodingApiSuggester({
    url: baseUrl,
    apiKey: 'k-123',
    timeoutMs: 300,
    fallback: gazetteer,
    onError: (error) => errors.push(error),
  });
}

describe('geocoding adapter', () => {
  it('asks for Malaysian results and maps them to suggestions', async () => {
    answer = {
      status: 200,
      body: [
        {
          place_id: 7,
          lat: '3.1319',
          lon: '101.6841',
          address: {
            house_number: '12',
            road: 'Jalan Tun Razak',
            city: 'Kuala Lumpur',
            state: 'Kuala Lumpur',
            postcode: '50400',
          },
        },
        // No postcode, or outside Malaysia: dropped.
        { lat: '3.1', lon: '101.6', address: { city: 'X', state: 'Y' } },
        { lat: '1.29', lon: '-103.85', address: { city: 'S', state: 'S', postcode: '12345' } },
      ],
    };
    const result = await adapter().suggest('12 Jalan Tun Razak', 5);
    expect(result).toEqual([
      {
        id: 'geo|7',
        address_1: '12 Jalan Tun Razak',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        postcode: '50400',
        country: 'MY',
        latitude: 3.1319,
        longitude: 101.6841,
        precision: 'address',
      },
    ]);
    const url = asked[0];
    expect(url?.pathname).toBe('/search');
    expect(url?.searchParams.get('q')).toBe('12 Jalan Tun Razak');
    expect(url?.searchParams.get('countrycodes')).toBe('my');
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('key')).toBe('k-123');
  });

  it('keeps the street as typed whatever the service calls it (docs/architecture.md §9.7)', async () => {
    const place = (address: Record<string, string>, name?: string) => ({
      place_id: 8,
      lat: '3.1204',
      lon: '101.6225',
      ...(name ? { name } : {}),
      address: { city: 'Petaling Jaya', state: 'Selangor', postcode: '47300', ...address },
    });
    const cases: [string, ReturnType<typeof place>, string][] = [
      // Its own spelling of the street, a house number dropped, a place for the street.
      [
        '12 Jalan SS2/24, Petaling Jaya',
        place({ house_number: '12', road: 'Jalan SS 2/24' }),
        '12 Jalan SS2/24',
      ],
      ['12 Jalan SS2', place({}, 'SS2'), '12 Jalan SS2'],
      [
        'A-3-1 Jalan Klang Lama 47300',
        place({ road: 'Jalan Klang Lama' }),
        'A-3-1 Jalan Klang Lama',
      ],
      ['3 Jalan Tun Razak', place({ road: 'Jalan Tun Abdul Razak' }), '3 Jalan Tun Razak'],
      // A line that completes what was typed is the customer's pick.
      ['12 Jalan SS2/2', place({ house_number: '12', road: 'Jalan SS2/24' }), '12 Jalan SS2/24'],
    ];
    for (const [q, answered, line] of cases) {
      answer = { status: 200, body: [answered] };
      const [first] = await adapter().suggest(q, 5);
      expect({ q, line: first?.address_1 }).toEqual({ q, line });
      expect(first).toMatchObject({ city: 'Petaling Jaya', postcode: '47300' });
    }
  });

  it.each([
    ['an error status', { status: 503, body: { error: 'down' } }],
    ['a body that is no list', { status: 200, body: { results: [] } }],
    ['a slow answer', { status: 200, body: [], delayMs: 1000 }],
  ])('falls back to the gazetteer on %s', async (_label, reply) => {
    answer = reply;
    const errors: unknown[] = [];
    const result = await adapter(errors).suggest('Shah Alam', 3);
    expect(result[0]).toMatchObject({ city: 'Shah Alam', state: 'Selangor' });
    expect(errors).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('defaults to the gazetteer and needs a URL for the geocoding API', () => {
    expect(loadConfig({}).addressSuggest).toEqual({ driver: 'gazetteer' });
    expect(
      loadConfig({ ADDRESS_SUGGEST: 'geocoding', GEOCODING_URL: 'https://geo.example.my' })
        .addressSuggest,
    ).toEqual({
      driver: 'geocoding',
      url: 'https://geo.example.my',
      apiKey: null,
      timeoutMs: 1500,
    });
    expect(() => loadConfig({ ADDRESS_SUGGEST: 'geocoding' })).toThrow(/GEOCODING_URL/);
    expect(() => loadConfig({ ADDRESS_SUGGEST: 'maps' })).toThrow(/ADDRESS_SUGGEST/);
  });
});
