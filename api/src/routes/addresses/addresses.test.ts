import { and, eq } from 'drizzle-orm';
import { ADDRESS_LIMIT, type Address, type AddressSuggestion } from '@mealprep/shared/domain';
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

/** An address body built from a real suggestion, as the form sends it. */
async function addressFrom(q: string, overrides: Record<string, unknown> = {}) {
  const [picked] = await suggest(q);
  if (!picked) throw new Error(`no suggestion for ${q}`);
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
    });
    expect(first?.postcode).toMatch(/^4\d{4}$/);
  });

  it('answers a city, and a street with a postcode', async () => {
    const [city] = await suggest('Kota Kinabalu');
    expect(city).toMatchObject({ city: 'Kota Kinabalu', state: 'Sabah', postcode: '88000' });
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

describe('address book', () => {
  it('saves the chosen suggestion’s coordinates; the first address becomes the default', async () => {
    const customer = await registerCustomer(t.app);
    expect(await listOf(customer)).toEqual([]);
    const body = await addressFrom('Shah Alam');
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
    const second = await create(customer, await addressFrom('Johor Bahru'));
    expect(second.is_default).toBe(false);
    expect(defaults(await listOf(customer))).toEqual([first.id]);
  });

  it('makes an address the default by re-saving it with is_default 1', async () => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Shah Alam'));
    const second = await create(customer, await addressFrom('Kota Kinabalu'));
    const response = await call(
      customer,
      'POST',
      `/api/v1/user/address/${second.id}`,
      await addressFrom('Kota Kinabalu', { is_default: 1, first_name: 'Ahmad' }),
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
      await addressFrom('Kota Kinabalu', { is_default: false }),
    );
    expect(again.json().data.is_default).toBe(true);
    expect(defaults(await listOf(customer))).toEqual([second.id]);
    // A new address sent with is_default true takes the default over.
    const third = await create(customer, await addressFrom('Ipoh', { is_default: true }));
    expect(defaults(await listOf(customer))).toEqual([third.id]);
    expect(first.id).not.toBe(third.id);
  });

  it('hands the default to the newest other address when the default is deleted', async () => {
    const customer = await registerCustomer(t.app);
    const first = await create(customer, await addressFrom('Shah Alam'));
    const second = await create(customer, await addressFrom('Ipoh'));
    const third = await create(customer, await addressFrom('Kuantan'));
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
      ['Shah Alam', 'Ipoh', 'Kuantan', 'Melaka', 'Seremban', 'Kuala Terengganu'].map((q) =>
        addressFrom(q, { is_default: 1 }),
      ),
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
    const first = await create(customer, await addressFrom('Shah Alam'));
    expect(first.is_default).toBe(true);
    const second = await create(customer, await addressFrom('Ipoh'));
    await expect(
      t.db
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, second.id), eq(addresses.userId, customer.id))),
    ).rejects.toThrow();
  });
});

describe('SPEC §5 address rules', () => {
  it('refuses zero coordinates with the address note on address_1, in the caller’s language', async () => {
    const customer = await registerCustomer(t.app);
    for (const coordinates of [
      { latitude: 0, longitude: 0 },
      { latitude: 3.1, longitude: 0 },
      { latitude: 0, longitude: 101.6 },
      {},
    ]) {
      const body = {
        ...(await addressFrom('Shah Alam')),
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
      { ...(await addressFrom('Ipoh')), latitude: 0 },
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
      ...(await addressFrom('Ipoh')),
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors.address_1).toBeDefined();
    const bad = await call(customer, 'POST', '/api/v1/user/address', {
      ...(await addressFrom('Ipoh')),
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
    const body = await addressFrom('Ipoh');
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
    const mine = await create(owner, await addressFrom('Shah Alam'));
    const before = await listOf(owner);
    const update = await call(
      other,
      'POST',
      `/api/v1/user/address/${mine.id}`,
      await addressFrom('Ipoh', { is_default: 1 }),
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
      await addressFrom('Ipoh'),
    );
    expect(update.statusCode).toBe(404);
    const remove = await call(customer, 'DELETE', `/api/v1/user/address/${id}`);
    expect(remove.statusCode).toBe(404);
  });
});
