import { and, eq } from 'drizzle-orm';
import { ADDRESS_LIMIT } from '@mealprep/shared/account';
import type { Address, AddressSuggestion } from '@mealprep/shared/account/contracts';
import { addresses } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function call(
  customer: Pick<Customer, 'cookie'> | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(customer ? { cookie: customer.cookie } : {}), ...headers },
  });
}

async function suggest(q: string): Promise<AddressSuggestion[]> {
  const response = await call(null, 'GET', `/api/v1/address/suggest?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AddressSuggestion[] }>().data;
}

/**
 * An address body built from a real suggestion, as the form sends it. A town has many postcodes
 * and its suggestion none, so the query carries the postcode the customer would type.
 */
async function addressFrom(q: string, overrides: Record<string, unknown> = {}) {
  const [picked] = await suggest(q);
  if (!picked?.postcode) throw new Error(`no suggestion with a postcode for ${q}`);
  return {
    first_name: 'Siti',
    last_name: 'Aminah',
    unit_no: 'A-3-1',
    address_1: picked.address_1,
    address_2: '',
    state: picked.state,
    city: picked.city,
    postcode: picked.postcode,
    country: 'MY',
    phone: '012-345 6789',
    latitude: picked.latitude,
    longitude: picked.longitude,
    is_default: 0,
    ...overrides,
  };
}

async function listOf(customer: Customer): Promise<Address[]> {
  const response = await call(customer, 'GET', '/api/v1/user/address');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Address[] }>().data;
}

async function create(customer: Customer, body: Record<string, unknown>): Promise<Address> {
  const response = await call(customer, 'POST', '/api/v1/user/address', body);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Address }>().data;
}

function defaults(list: Address[]) {
  return list.filter((address) => address.is_default).map((address) => address.id);
}

describe('sign-in', () => {
  it.each([
    ['GET', '/api/v1/user/address'],
    ['POST', '/api/v1/user/address'],
    ['POST', '/api/v1/user/address/1'],
    ['DELETE', '/api/v1/user/address/1'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(null, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: true });
  });
});

describe('suggestions (offline gazetteer)', () => {
  it('answers a postcode with its town, state and coordinates', async () => {
    const [first] = await suggest('47400');
    expect(first).toMatchObject({
      city: 'Petaling Jaya',
      state: 'Selangor',
      postcode: '47400',
      country: 'MY',
    });
    expect(first?.latitude).toBeCloseTo(3.107, 2);
    expect(first?.longitude).toBeCloseTo(101.607, 2);
  });

  it('keeps a typed street as address line 1 and finds its place', async () => {
    const [first] = await suggest('12 Jalan SS2/24, Petaling Jaya');
    expect(first).toMatchObject({
      address_1: '12 Jalan SS2/24',
      city: 'Petaling Jaya',
      state: 'Selangor',
      postcode: '47300',
    });
  });

  it('answers a city, and a street with a postcode', async () => {
    // A town of many postcodes: which one is the customer's is not known, so none is given.
    const [city] = await suggest('Kota Kinabalu');
    expect(city).toMatchObject({ city: 'Kota Kinabalu', state: 'Sabah', postcode: '' });
    expect(city?.latitude).toBeCloseTo(5.97, 1);
    const [street] = await suggest('Jalan Bukit Bintang 55100');
    expect(street).toMatchObject({
      address_1: 'Jalan Bukit Bintang',
      city: 'Kuala Lumpur',
      postcode: '55100',
    });
  });

  it('answers the first digits of a postcode with the postcodes that start with them', async () => {
    const list = await suggest('504');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((entry) => entry.postcode.startsWith('504'))).toBe(true);
  });

  it('answers nothing for an unknown place, and 422 for an empty or over-long query', async () => {
    expect(await suggest('Zzyzx Qwerty')).toEqual([]);
    for (const q of ['', 'x'.repeat(101)]) {
      const response = await call(null, 'GET', `/api/v1/address/suggest?q=${q}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.q).toBeDefined();
    }
    const none = await call(null, 'GET', '/api/v1/address/suggest');
    expect(none.statusCode).toBe(422);
  });

  it('honours limit', async () => {
    const response = await call(null, 'GET', '/api/v1/address/suggest?q=5&limit=3');
    expect(response.json().data).toHaveLength(3);
    const tooMany = await call(null, 'GET', '/api/v1/address/suggest?q=5&limit=50');
    expect(tooMany.statusCode).toBe(422);
  });
});

describe('real places with their real postcodes', () => {
  it.each([
    [
      'Bangsar',
      { address_1: 'Bangsar', postcode: '59100', city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur' },
    ],
    [
      'Mont Kiara',
      {
        address_1: 'Mont Kiara',
        postcode: '50480',
        city: 'Kuala Lumpur',
        state: 'W.P. Kuala Lumpur',
      },
    ],
    ['SS2', { address_1: 'SS2', postcode: '47300', city: 'Petaling Jaya', state: 'Selangor' }],
    [
      'SS2 Petaling Jaya',
      { address_1: 'SS2', postcode: '47300', city: 'Petaling Jaya', state: 'Selangor' },
    ],
  ])('answers %s with its own postcode, city and state', async (q, expected) => {
    const list = await suggest(q);
    expect(list[0]).toMatchObject({ ...expected, country: 'MY', precision: 'place' });
    // No other answer gives the place another town's postcode.
    expect(list.filter((entry) => entry.address_1 === expected.address_1)).toHaveLength(1);
  });

  it('leaves the postcode empty where the place has several, and fills the rest', async () => {
    for (const q of ['Shah Alam', 'Kuala Lumpur', 'USJ', 'Jalan Ampang']) {
      const [first] = await suggest(q);
      expect(first).toMatchObject({ postcode: '', country: 'MY' });
      expect(first?.city).not.toBe('');
      expect(first?.state).not.toBe('');
      expect(first?.latitude).not.toBe(0);
      expect(first?.longitude).not.toBe(0);
    }
  });
});

/**
 * docs/architecture.md §9.7: what the customer typed for the street is never dropped or
 * rewritten; a suggestion only adds city, state, postcode and coordinates.
 */
describe('the typed street stays address line 1', () => {
  it('keeps "12 Jalan SS2" whole, through the saved address', async () => {
    const list = await suggest('12 Jalan SS2');
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((entry) => entry.address_1)).toEqual(list.map(() => '12 Jalan SS2'));
    expect(list[0]).toMatchObject({ city: 'Petaling Jaya', state: 'Selangor', country: 'MY' });
    // A street named after a place need not lie in it: the customer types the postcode.
    const [picked] = list;
    const customer = await registerCustomer(t.app);
    const saved = await create(customer, {
      first_name: 'Siti',
      last_name: 'Aminah',
      address_1: picked?.address_1,
      city: picked?.city,
      state: picked?.state,
      postcode: '47300',
      country: 'MY',
      phone: '012-345 6789',
      latitude: picked?.latitude,
      longitude: picked?.longitude,
    });
    expect(saved).toMatchObject({ address_1: '12 Jalan SS2', city: 'Petaling Jaya' });
  });

  /** Streets named after places, people, numbers and codes, as customers type them. */
  const streets = [
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
    '1 Jalan Tun Razak',
    '33 Jalan Sultan Ismail',
    '20 Jalan Tuanku Abdul Rahman',
    '7 Lorong Ampang',
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
  ];
  const places = [
    { city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur', postcode: '50450' },
    { city: 'Petaling Jaya', state: 'Selangor', postcode: '47300' },
    { city: 'Ipoh', state: 'Perak', postcode: '30000' },
  ];

  it.each(streets)('%s: every suggestion’s line is the street as typed', async (street) => {
    const queries = [
      street,
      ...places.flatMap((place) => [
        `${street}, ${place.city}`,
        `${street} ${place.postcode}`,
        `${street}, ${place.postcode} ${place.city}`,
      ]),
    ];
    for (const q of queries) {
      const list = await suggest(q);
      // A postcode always finds its town, so there is something to pick.
      if (/\d{5}/.test(q)) expect(list.length).toBeGreaterThan(0);
      for (const entry of list) {
        expect({ q, address_1: entry.address_1 }).toEqual({ q, address_1: street });
      }
    }
  });
});

describe('postcode of the city and state', () => {
  const ss2 = {
    first_name: 'Siti',
    last_name: 'Aminah',
    address_1: '12 Jalan SS2/24',
    city: 'Petaling Jaya',
    state: 'Selangor',
    postcode: '47300',
    country: 'MY',
    phone: '012-345 6789',
    latitude: 3.12036,
    longitude: 101.62246,
  };

  it('refuses a postcode of another city or state on the postcode field and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const saved = await create(customer, ss2);
    const cases: [Record<string, string>, string, string][] = [
      [
        { city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur' },
        '47300 is not a postcode of Kuala Lumpur. It belongs to Petaling Jaya, Selangor.',
        '47300 bukan poskod Kuala Lumpur. Poskod ini milik Petaling Jaya, Selangor.',
      ],
      [
        { postcode: '59100' },
        '59100 is not a postcode of Petaling Jaya. It belongs to Kuala Lumpur, W.P. Kuala Lumpur.',
        '59100 bukan poskod Petaling Jaya. Poskod ini milik Kuala Lumpur, W.P. Kuala Lumpur.',
      ],
      [
        { state: 'Johor' },
        '47300 is not a postcode of Johor. It belongs to Petaling Jaya, Selangor.',
        '47300 bukan poskod Johor. Poskod ini milik Petaling Jaya, Selangor.',
      ],
      [{ postcode: '00000' }, '00000 is not a Malaysian postcode.', '00000 bukan poskod Malaysia.'],
    ];
    for (const [change, english, malay] of cases) {
      const added = await call(customer, 'POST', '/api/v1/user/address', { ...ss2, ...change });
      expect(added.statusCode).toBe(422);
      expect(added.json().errors).toEqual({ postcode: [english] });
      const updated = await call(
        customer,
        'POST',
        `/api/v1/user/address/${saved.id}`,
        { ...ss2, ...change, first_name: 'Ahmad' },
        { 'accept-language': 'ms-MY' },
      );
      expect(updated.statusCode).toBe(422);
      expect(updated.json().errors).toEqual({ postcode: [malay] });
    }
    expect(await listOf(customer)).toEqual([saved]);
  });

  it('takes the post town, a territory’s name or a locality of the table as the city', async () => {
    const customer = await registerCustomer(t.app);
    for (const change of [
      {},
      { state: 'Selangor Darul Ehsan' },
      { postcode: '53300', city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur' },
      { postcode: '53300', city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur' },
      { postcode: '59100', city: 'Bangsar', state: 'W.P. Kuala Lumpur' },
    ]) {
      const response = await call(customer, 'POST', '/api/v1/user/address', { ...ss2, ...change });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('address book', () => {
  it('saves the chosen suggestion’s coordinates; the first address becomes the default', async () => {
    const customer = await registerCustomer(t.app);
    expect(await listOf(customer)).toEqual([]);
    const body = await addressFrom('Shah Alam 40000');
    const first = await create(customer, body);
    expect(first).toMatchObject({
      address_1: 'Shah Alam',
      city: 'Shah Alam',
      state: 'Selangor',
      latitude: body.latitude,
      longitude: body.longitude,
      unit_no: 'A-3-1',
      address_2: null,
      phone: '0123456789',
      is_default: true,
    });
    const second = await create(customer, await addressFrom('Johor Bahru 80000'));
    expect(second.is_default).toBe(false);
    expect(defaults(await listOf(customer))).toEqual([first.id]);
  });

  it.each([
    ['is_default 0', { is_default: 0 }],
    ['is_default false', { is_default: false }],
    ['no is_default at all', { is_default: undefined }],
  ])('makes the first address the default whatever the box said (%s)', async (_case, flag) => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Ipoh 30000', flag));
    expect(first.is_default).toBe(true);
    expect(defaults(await listOf(customer))).toEqual([first.id]);
    // Only the first: a second one sent the same way stays an ordinary address.
    const second = await create(customer, await addressFrom('Kuantan 25000', flag));
    expect(second.is_default).toBe(false);
    expect(defaults(await listOf(customer))).toEqual([first.id]);
  });

  it('makes the next address the default once the book has been emptied', async () => {
    const customer = await registerCustomer(t.app);
    const only = await create(customer, await addressFrom('Shah Alam 40000'));
    expect((await call(customer, 'DELETE', `/api/v1/user/address/${only.id}`)).statusCode).toBe(
      200,
    );
    expect(await listOf(customer)).toEqual([]);
    const next = await create(customer, await addressFrom('Ipoh 30000', { is_default: 0 }));
    expect(next.is_default).toBe(true);
    expect(defaults(await listOf(customer))).toEqual([next.id]);
  });

  it('makes an address the default by re-saving it with is_default 1', async () => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Shah Alam 40000'));
    const second = await create(customer, await addressFrom('Kota Kinabalu 88000'));
    const response = await call(
      customer,
      'POST',
      `/api/v1/user/address/${second.id}`,
      await addressFrom('Kota Kinabalu 88000', { is_default: 1, first_name: 'Ahmad' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: second.id,
      is_default: true,
      first_name: 'Ahmad',
    });
    const list = await listOf(customer);
    expect(defaults(list)).toEqual([second.id]);
    expect(list[0]?.id).toBe(second.id);
    // Re-saving the default with is_default 0 keeps it: a customer always has one default.
    const again = await call(
      customer,
      'POST',
      `/api/v1/user/address/${second.id}`,
      await addressFrom('Kota Kinabalu 88000', { is_default: false }),
    );
    expect(again.json().data.is_default).toBe(true);
    expect(defaults(await listOf(customer))).toEqual([second.id]);
    // A new address sent with is_default true takes the default over.
    const third = await create(customer, await addressFrom('Ipoh 30000', { is_default: true }));
    expect(defaults(await listOf(customer))).toEqual([third.id]);
    expect(first.id).not.toBe(third.id);
  });

  it('hands the default to the newest other address when the default is deleted', async () => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Shah Alam 40000'));
    const second = await create(customer, await addressFrom('Ipoh 30000'));
    const third = await create(customer, await addressFrom('Kuantan 25000'));
    const response = await call(customer, 'DELETE', `/api/v1/user/address/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ data: Address[] }>()
        .data.map((a) => a.id)
        .sort(),
    ).toEqual([second.id, third.id].sort());
    expect(defaults(await listOf(customer))).toEqual([third.id]);
    const gone = await call(customer, 'DELETE', `/api/v1/user/address/${first.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('keeps exactly one default under concurrent requests', async () => {
    const customer = await registerCustomer(t.app);
    const bodies = await Promise.all(
      [
        'Shah Alam 40000',
        'Ipoh 30000',
        'Kuantan 25000',
        'Melaka 75000',
        'Seremban 70000',
        'Kuala Terengganu 20000',
      ].map((q) => addressFrom(q, { is_default: 1 })),
    );
    const created = await Promise.all(
      bodies.map((body) => call(customer, 'POST', '/api/v1/user/address', body)),
    );
    expect(created.map((response) => response.statusCode)).toEqual(bodies.map(() => 201));
    let list = await listOf(customer);
    expect(list).toHaveLength(bodies.length);
    expect(defaults(list)).toHaveLength(1);

    const updates = await Promise.all(
      list.map((address, index) =>
        call(customer, 'POST', `/api/v1/user/address/${address.id}`, bodies[index]),
      ),
    );
    expect(updates.map((response) => response.statusCode)).toEqual(list.map(() => 200));
    list = await listOf(customer);
    expect(defaults(list)).toHaveLength(1);

    const deletes = await Promise.all(
      list
        .slice(0, 3)
        .map((address) => call(customer, 'DELETE', `/api/v1/user/address/${address.id}`)),
    );
    expect(deletes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    list = await listOf(customer);
    expect(list).toHaveLength(bodies.length - 3);
    expect(defaults(list)).toHaveLength(1);
  });

  it('refuses a second default in the database itself', async () => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Shah Alam 40000'));
    expect(first.is_default).toBe(true);
    const second = await create(customer, await addressFrom('Ipoh 30000'));
    await expect(
      t.db
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, second.id), eq(addresses.userId, customer.id))),
    ).rejects.toThrow();
  });
});

describe('docs/spec.md §5 address rules', () => {
  it('refuses zero coordinates with the address note on address_1, in the caller’s language', async () => {
    const customer = await registerCustomer(t.app);
    for (const coordinates of [
      { latitude: 0, longitude: 0 },
      { latitude: 3.1, longitude: 0 },
      { latitude: 0, longitude: 101.6 },
      {},
    ]) {
      const body = {
        ...(await addressFrom('Shah Alam 40000')),
        latitude: undefined,
        longitude: undefined,
      };
      const response = await call(customer, 'POST', '/api/v1/user/address', {
        ...body,
        ...coordinates,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.address_1).toEqual([
        'Please choose your address from the suggestions so we can find it on the map.',
      ]);
    }
    const malay = await call(
      customer,
      'POST',
      '/api/v1/user/address',
      { ...(await addressFrom('Ipoh 30000')), latitude: 0 },
      { 'accept-language': 'ms-MY' },
    );
    expect(malay.json().errors.address_1).toEqual([
      'Sila pilih alamat anda daripada cadangan supaya kami dapat mencarinya di peta.',
    ]);
    expect(await listOf(customer)).toEqual([]);
  });

  it('names every missing required field and refuses coordinates outside Malaysia', async () => {
    const customer = await registerCustomer(t.app);
    const response = await call(customer, 'POST', '/api/v1/user/address', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'address_1',
        'city',
        'country',
        'first_name',
        'last_name',
        'phone',
        'postcode',
        'state',
      ].sort(),
    );
    const abroad = await call(customer, 'POST', '/api/v1/user/address', {
      ...(await addressFrom('Ipoh 30000')),
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors.address_1).toBeDefined();
    const bad = await call(customer, 'POST', '/api/v1/user/address', {
      ...(await addressFrom('Ipoh 30000')),
      postcode: '123',
      country: 'SG',
      phone: '12',
      is_default: 'yes',
      latitude: 'north',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['country', 'is_default', 'latitude', 'phone', 'postcode'].sort(),
    );
    for (const payload of ['[]', 'null', '"x"', '{"constructor":1,"toString":2}']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/address',
        payload,
        headers: { cookie: customer.cookie, 'content-type': 'application/json' },
      });
      expect(odd.statusCode).toBe(422);
    }
    expect(await listOf(customer)).toEqual([]);
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses`, async () => {
    const customer = await registerCustomer(t.app);
    const body = await addressFrom('Ipoh 30000');
    for (let index = 0; index < ADDRESS_LIMIT; index += 1) await create(customer, body);
    const response = await call(customer, 'POST', '/api/v1/user/address', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.address_1[0]).toContain(String(ADDRESS_LIMIT));
    expect(await listOf(customer)).toHaveLength(ADDRESS_LIMIT);
  });
});

describe('owner scope', () => {
  it('answers 404 for another customer’s address and changes nothing', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const mine = await create(owner, await addressFrom('Shah Alam 40000'));
    const before = await listOf(owner);
    const update = await call(
      other,
      'POST',
      `/api/v1/user/address/${mine.id}`,
      await addressFrom('Ipoh 30000', { is_default: 1 }),
    );
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ error: true, message: expect.any(String) });
    const remove = await call(other, 'DELETE', `/api/v1/user/address/${mine.id}`);
    expect(remove.statusCode).toBe(404);
    expect(await listOf(owner)).toEqual(before);
    expect(await listOf(other)).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '99999999999', '1.5'])('answers 404 for the id %s', async (id) => {
    const customer = await registerCustomer(t.app);
    const update = await call(
      customer,
      'POST',
      `/api/v1/user/address/${id}`,
      await addressFrom('Ipoh 30000'),
    );
    expect(update.statusCode).toBe(404);
    const remove = await call(customer, 'DELETE', `/api/v1/user/address/${id}`);
    expect(remove.statusCode).toBe(404);
  });
});
