import type { DeliveryArea } from '@mealprep/shared/checkout/contracts';
import { pickupAddress, PICKUP_POINT } from '@mealprep/shared/checkout';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import { buildTestApp, SETUP_TIMEOUT, uniqueIp, type TestApp } from '../../test/helper';
import { DELIVERY_AREA_PER_IP_PER_MINUTE } from './index';

// The limit counts in windows of a minute: the file starts at a minute's first second.
runShopAt(ordinaryMorning());

let t: TestApp;
let live: TestApp;

beforeAll(async () => {
  [t, live] = await Promise.all([
    buildTestApp(),
    buildTestApp({
      courier: {
        driver: 'lalamove',
        baseUrl: 'https://courier.invalid',
        apiKey: 'key',
        apiSecret: 'secret',
        market: 'MY',
        serviceType: 'MOTORCYCLE',
      },
    }),
  ]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all([t.close(), live.close()]);
}, SETUP_TIMEOUT);

function check(q: string | null, headers: Record<string, string> = {}, app: TestApp = t) {
  return app.app.inject({
    method: 'GET',
    url: q === null ? '/api/v1/delivery_area' : `/api/v1/delivery_area?q=${encodeURIComponent(q)}`,
    headers,
    // Each check from its own address, so the limit of one test never trips another.
    remoteAddress: uniqueIp(),
  });
}

async function answer(q: string, app: TestApp = t): Promise<DeliveryArea> {
  const response = await check(q, {}, app);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DeliveryArea }>().data;
}

const pickup = { name: PICKUP_POINT.name, address: pickupAddress() };

/** The summary every refused body of the API carries (http/errors.ts), in that language. */
async function summaryOf422(headers: Record<string, string> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: {},
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode).toBe(422);
  return response.json<{ message: string }>().message;
}

describe('GET /api/v1/delivery_area', () => {
  it('answers a postcode in the area with its town, state and the fee range', async () => {
    // 47300 is 2.9 km from the kitchen: RM 5.00 for the first 3 km; × 1.25 at rush hour and
    // × 1.5 with the fewest riders free makes RM 9.375, rounded up to 10 sen.
    expect(await answer('47300')).toEqual({
      place: { name: 'Petaling Jaya', city: 'Petaling Jaya', state: 'Selangor', postcode: '47300' },
      in_area: true,
      radius_km: 30,
      distance_km: 2.9,
      delivery_fee: { min: '5.00', max: '9.40' },
      free_delivery_from: '150.00',
      pickup,
    });
  });

  it('answers a town or locality by name, in any letter case, farther costing more', async () => {
    const shahAlam = await answer('  shah   ALAM ');
    expect(shahAlam).toMatchObject({
      place: { name: 'Shah Alam', state: 'Selangor' },
      in_area: true,
      distance_km: 8.1,
      // 8.1 km: RM 5.00 + 6 × RM 1.20 = RM 12.20; RM 12.20 × 1.875 = RM 22.875 → RM 22.90.
      delivery_fee: { min: '12.20', max: '22.90' },
    });
    const bangsar = await answer('Bangsar');
    expect(bangsar.place).toEqual({
      name: 'Bangsar',
      city: 'Kuala Lumpur',
      state: 'W.P. Kuala Lumpur',
      postcode: '59100',
    });
    expect(bangsar.in_area).toBe(true);
  });

  it('says a place outside the area is outside, with no fee and self pickup at the kitchen', async () => {
    for (const q of ['88000', 'Ipoh', 'Seremban']) {
      const outside = await answer(q);
      expect(outside.in_area).toBe(false);
      expect(outside.distance_km).toBeGreaterThan(30);
      expect(outside.delivery_fee).toBeNull();
      expect(outside.pickup).toEqual(pickup);
    }
    expect((await answer('88000')).place).toMatchObject({ name: 'Kota Kinabalu', state: 'Sabah' });
  });

  it('promises no fee range when the courier prices each delivery live', async () => {
    const area = await answer('47300', live);
    expect(area.in_area).toBe(true);
    expect(area.delivery_fee).toBeNull();
  });

  it('is public and cacheable: an ETag, and 304 when the client already has the answer', async () => {
    const first = await check('47400');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await check('47400', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same place however it is spelt is the same answer.
    expect((await check(' 47400 ')).headers.etag).toBe(etag);
  });

  it.each([
    ['empty', '', 'This field is required.'],
    ['blank', '   ', 'This field is required.'],
    ['too long', 'Petaling Jaya '.repeat(8), 'This field may not be longer than 100 characters.'],
    ['part of a postcode', '4730', 'Enter a 5-digit Malaysian postcode.'],
    ['too many digits', '473000', 'Enter a 5-digit Malaysian postcode.'],
    ['an unknown postcode', '99999', '99999 is not a Malaysian postcode.'],
    [
      'an unknown place',
      'Zzyzx Qwerty',
      'We couldn’t find “Zzyzx Qwerty”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.',
    ],
    // A street named after a town need not lie in it (Jalan Ipoh is in Kuala Lumpur).
    [
      'a street',
      'Jalan Ipoh',
      'We couldn’t find “Jalan Ipoh”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.',
    ],
    [
      'a state alone',
      'Selangor',
      'We couldn’t find “Selangor”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.',
    ],
  ])('refuses %s on q with a 422 that no cache keeps', async (_case, q, message) => {
    const response = await check(q);
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: true,
      message: await summaryOf422(),
      errors: { q: [message] },
    });
  });

  it('refuses a missing or repeated q, never with a 5xx', async () => {
    const missing = await check(null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.q).toEqual(['This field is required.']);
    const repeated = await t.app.inject({
      url: '/api/v1/delivery_area?q=47300&q=50000',
      remoteAddress: uniqueIp(),
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors.q).toEqual(['This field must be text.']);
  });

  it('answers refusals in Bahasa Malaysia to a visitor reading it', async () => {
    const headers = { 'accept-language': 'ms-MY' };
    const unknown = await check('Zzyzx', headers);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: true,
      message: await summaryOf422(headers),
      errors: {
        q: [
          'Kami tidak menjumpai “Zzyzx”. Masukkan poskod 5 digit atau nama penuh bandar atau kawasan anda, cth. 47300 atau Petaling Jaya.',
        ],
      },
    });
    expect((await check('', headers)).json().errors.q).toEqual(['Medan ini diperlukan.']);
    expect((await check('99999', headers)).json().errors.q).toEqual([
      '99999 bukan poskod Malaysia.',
    ]);
  });

  it(`answers ${DELIVERY_AREA_PER_IP_PER_MINUTE} checks a minute from one address, then a translated 429`, async () => {
    const ip = uniqueIp();
    const from = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/v1/delivery_area?q=47300', headers, remoteAddress: ip });
    for (let i = 0; i < DELIVERY_AREA_PER_IP_PER_MINUTE; i += 1) {
      expect((await from()).statusCode).toBe(200);
    }
    const limited = await from({ 'accept-language': 'ms-MY' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Terlalu banyak percubaan/);
    // Another address is not held back by it.
    expect((await check('47300')).statusCode).toBe(200);
  });
});
