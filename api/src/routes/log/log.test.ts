import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueIp,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const report = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/log',
    payload: payload as object,
    headers,
    remoteAddress: uniqueIp(),
  });

describe('POST /api/log', () => {
  it('stores a report and answers 201 with its id', async () => {
    const response = await report(
      {
        statusCode: 500,
        message: 'ChunkLoadError: Loading chunk 12 failed',
        date: '2025-06-15T04:00:00.000Z',
        userId: null,
        remote: 'catalog',
        remoteVersion: '1.2.3',
        url: 'http://shop.test/food-menu',
        unknownField: 'dropped',
      },
      { 'user-agent': 'jest-browser/1.0' },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(Number.isInteger(id)).toBe(true);

    const stored = await t.app.inject({
      url: `/api/v1/admin/logs/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toEqual({
      id,
      statusCode: 500,
      message: 'ChunkLoadError: Loading chunk 12 failed',
      date: '2025-06-15T04:00:00.000Z',
      userId: null,
      remote: 'catalog',
      remoteVersion: '1.2.3',
      url: 'http://shop.test/food-menu',
      userAgent: 'jest-browser/1.0',
      createdAt: expect.any(String),
    });
  });

  it('answers 422 per field for a bad report', async () => {
    const response = await report({
      statusCode: '500',
      message: 'x'.repeat(4001),
      date: 'today',
      userId: 'me',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      statusCode: ['This field must be a number.'],
      message: ['This field may not be longer than 4000 characters.'],
      date: ['Enter a valid ISO 8601 date and time.'],
      userId: ['This field must be a number.'],
    });
  });

  it('answers 422 in Bahasa Malaysia when asked', async () => {
    const response = await report({}, { 'accept-language': 'ms-MY' });
    expect(response.json()).toEqual({
      error: true,
      message: 'Beberapa butiran perlu dibetulkan: lihat mesej pada setiap medan.',
      errors: {
        statusCode: ['Medan ini diperlukan.'],
        message: ['Medan ini diperlukan.'],
        date: ['Medan ini diperlukan.'],
      },
    });
  });
});

describe('POST /api/log cannot be used as free storage', () => {
  it('takes the reporter from the session only and cuts long messages', async () => {
    const customer = await registerCustomer(t.app);
    const victim = await registerCustomer(t.app);
    const marker = `who-${Date.now()}`;
    const anonymous = await report({
      statusCode: 500,
      message: `${marker} ${'x'.repeat(3900)}`,
      date: new Date().toISOString(),
      userId: victim.id,
    });
    const signedIn = await report(
      { statusCode: 500, message: marker, date: new Date().toISOString(), userId: victim.id },
      { cookie: customer.cookie },
    );
    const stored = async (id: number) =>
      (
        await t.app.inject({ url: `/api/v1/admin/logs/${id}`, headers: { cookie: adminCookie } })
      ).json().data;
    const first = await stored(anonymous.json().data.id);
    expect(first.userId).toBeNull();
    expect(first.message).toHaveLength(1000);
    expect((await stored(signedIn.json().data.id)).userId).toBe(customer.id);
  });
});

describe('admin log screens', () => {
  it('answers 401 without a session and 403 for a customer', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/logs' })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const forbidden = await t.app.inject({
      url: '/api/v1/admin/logs',
      headers: { cookie: customer.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: true,
      message: 'You are not allowed to do this.',
      errors: {},
    });
    const detail = await t.app.inject({
      url: '/api/v1/admin/logs/1',
      headers: { cookie: customer.cookie },
    });
    expect(detail.statusCode).toBe(403);
  });

  it('lists newest first with pagination, status filter and search', async () => {
    const marker = `marker-${Date.now()}`;
    for (const [statusCode, text] of [
      [404, `first ${marker}`],
      [500, `second ${marker}`],
      [500, `third ${marker} 100%_done`],
    ] as const) {
      const response = await report({
        statusCode,
        message: text,
        date: new Date().toISOString(),
        userId: 7,
      });
      expect(response.statusCode).toBe(201);
    }
    const page = await t.app.inject({
      url: `/api/v1/admin/logs?q=${marker}&per_page=2&page=1`,
      headers: { cookie: adminCookie },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.map((log: { message: string }) => log.message)).toEqual([
      `third ${marker} 100%_done`,
      `second ${marker}`,
    ]);
    expect(body.meta).toEqual({
      page: 1,
      per_page: 2,
      total: 3,
      last_page: 2,
      total_capped: false,
    });

    const filtered = await t.app.inject({
      url: `/api/v1/admin/logs?q=${marker}&status=404`,
      headers: { cookie: adminCookie },
    });
    expect(filtered.json().data).toHaveLength(1);
    // A `userId` in the body names nobody: only a session says who reported.
    expect(filtered.json().data[0]).toMatchObject({ statusCode: 404, userId: null });

    const literal = await t.app.inject({
      url: `/api/v1/admin/logs?q=${encodeURIComponent('100%_')}`,
      headers: { cookie: adminCookie },
    });
    expect(
      literal.json().data.every((log: { message: string }) => log.message.includes('100%_')),
    ).toBe(true);
  });

  it('filters by day range (Malaysian time) and by user id or e-mail', async () => {
    const customer = await registerCustomer(t.app);
    const marker = `range-${Date.now()}`;
    for (const cookie of [customer.cookie, null]) {
      await report(
        { statusCode: 500, message: marker, date: new Date().toISOString() },
        cookie ? { cookie } : {},
      );
    }
    // Three days ago, as if received then.
    await t.db.execute(
      sql`update logs set created_at = now() - interval '3 days' where message = ${marker} and user_id is null`,
    );
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/v1/admin/logs?q=${marker}&${query}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((log: { userId: number | null }) => log.userId);
    };
    const today = DateTime.now().setZone('Asia/Kuala_Lumpur').toISODate() ?? '';
    const twoDaysAgo =
      DateTime.now().setZone('Asia/Kuala_Lumpur').minus({ days: 2 }).toISODate() ?? '';
    expect(await list(`from=${today}`)).toEqual([customer.id]);
    expect(await list(`to=${twoDaysAgo}`)).toEqual([null]);
    expect(await list(`from=${twoDaysAgo}&to=${today}`)).toEqual([customer.id]);
    expect(await list(`user=${customer.id}`)).toEqual([customer.id]);
    expect(await list(`user=${encodeURIComponent(customer.email)}`)).toEqual([customer.id]);
    expect(await list('user=nobody%40example.my')).toEqual([]);

    const bad = await t.app.inject({
      url: `/api/v1/admin/logs?from=2025-02-30&to=yesterday`,
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'to']);
    const reversed = await t.app.inject({
      url: `/api/v1/admin/logs?from=${today}&to=${twoDaysAgo}`,
      headers: { cookie: adminCookie },
    });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
  });

  it('validates the query and 404s unknown ids', async () => {
    const bad = await t.app.inject({
      url: '/api/v1/admin/logs?page=0&per_page=1000&status=abc',
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'per_page', 'status']);
    for (const id of ['999999', 'abc', '1e3', '-1']) {
      const response = await t.app.inject({
        url: `/api/v1/admin/logs/${id}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('tells the admin who is signed in', async () => {
    const me = await t.app.inject({ url: '/api/v1/admin/me', headers: { cookie: adminCookie } });
    expect(me.json().data).toMatchObject({ role: 'admin', first_name: 'Admin' });
    expect(me.json().data).not.toHaveProperty('password_hash');
  });
});
