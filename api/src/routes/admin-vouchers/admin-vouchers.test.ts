import { eq } from 'drizzle-orm';
import { vouchers } from '../../db/tables/commerce';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const post = (url: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const voucher = (overrides: object = {}) => ({
  code: `raya-${Date.now().toString(36)}`,
  kind: 'percent',
  value: '10',
  min_subtotal: '50.00',
  max_discount: '20.00',
  starts_at: '2026-04-01T00:00:00+08:00',
  ends_at: '2026-04-30T23:59:59+08:00',
  total_limit: 100,
  per_customer_limit: 1,
  ...overrides,
});

describe('admin vouchers', () => {
  it('creates a voucher, answers amounts as RM strings, and lists it', async () => {
    const input = voucher();
    const created = await post('/api/v1/admin/vouchers', input);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: input.code.toUpperCase(),
      kind: 'percent',
      value: '10',
      min_subtotal: '50.00',
      max_discount: '20.00',
      starts_at: '2026-03-31T16:00:00.000Z',
      total_limit: 100,
      used_count: 0,
      active: true,
    });
    const fixed = await post(
      '/api/v1/admin/vouchers',
      voucher({
        kind: 'fixed',
        value: '12.5',
        max_discount: '',
        total_limit: null,
        per_customer_limit: null,
        starts_at: '',
        ends_at: '',
      }),
    );
    expect(fixed.json().data).toMatchObject({
      kind: 'fixed',
      value: '12.50',
      max_discount: null,
      total_limit: null,
      per_customer_limit: null,
      starts_at: null,
    });
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, fixed.json().data.id));
    expect(row?.value).toBe(1250);

    const list = await t.app.inject({ url: '/api/v1/admin/vouchers', headers: { cookie: admin } });
    expect(
      list
        .json()
        .data.map((v: { code: string }) => v.code)
        .slice(0, 2),
    ).toEqual([fixed.json().data.code, input.code.toUpperCase()]);
  });

  it('refuses a code another voucher has, whatever its case', async () => {
    const input = voucher();
    await post('/api/v1/admin/vouchers', input);
    const again = await post('/api/v1/admin/vouchers', {
      ...input,
      code: input.code.toLowerCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['Another voucher already has this code.'] });
  });

  it('validates every field, per kind', async () => {
    const bad = await post('/api/v1/admin/vouchers', {
      code: 'x',
      kind: 'percent',
      value: '150',
      min_subtotal: '-1',
      starts_at: '2026-05-01T00:00:00Z',
      ends_at: '2026-04-01T00:00:00Z',
      total_limit: 0,
      active: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      code: ['Use 3 to 40 letters, digits or dashes.'],
      value: ['Enter a percentage from 1 to 100, or an amount in RM such as 10.00.'],
      min_subtotal: ['Enter an amount in RM such as 10.00.'],
      ends_at: ['The end must be after the start.'],
      total_limit: ['This field must be at least 1.'],
      active: ['This field must be true or false.'],
    });
    const fixedZero = await post(
      '/api/v1/admin/vouchers',
      voucher({ kind: 'fixed', value: '0.00' }),
    );
    expect(Object.keys(fixedZero.json().errors)).toEqual(['value']);
  });

  it('edits and disables a voucher; the limit cannot go below the uses made', async () => {
    const created = (await post('/api/v1/admin/vouchers', voucher())).json().data;
    const disabled = await post(
      `/api/v1/admin/vouchers/${created.id}`,
      voucher({ code: created.code, active: false, value: '15' }),
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ active: false, value: '15' });

    await t.db.update(vouchers).set({ usedCount: 5 }).where(eq(vouchers.id, created.id));
    const tooLow = await post(
      `/api/v1/admin/vouchers/${created.id}`,
      voucher({ code: created.code, total_limit: 3 }),
    );
    expect(tooLow.statusCode).toBe(422);
    expect(Object.keys(tooLow.json().errors)).toEqual(['total_limit']);
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, created.id));
    expect(row).toMatchObject({ totalLimit: 100, usedCount: 5, active: false });

    expect((await post('/api/v1/admin/vouchers/999999', voucher())).statusCode).toBe(404);
    // Created and edited are in the audit log, before → after; the refused edit is not.
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: { cookie: admin } });
    const entries = audit
      .json<{
        data: {
          action: string;
          subject_id: number;
          before: Record<string, unknown> | null;
          after: Record<string, unknown> | null;
        }[];
      }>()
      .data.filter(
        (entry) => entry.subject_id === created.id && entry.action.startsWith('voucher.'),
      );
    expect(
      entries.map((entry) => [
        entry.action,
        entry.before?.active,
        entry.after?.active,
        entry.after?.value,
      ]),
    ).toEqual([
      ['voucher.update', true, false, '15'],
      ['voucher.create', undefined, true, '10'],
    ]);
  });

  it('shows the uses of a voucher', async () => {
    const created = (await post('/api/v1/admin/vouchers', voucher())).json().data;
    const uses = await t.app.inject({
      url: `/api/v1/admin/vouchers/${created.id}/uses`,
      headers: { cookie: admin },
    });
    expect(uses.json().data).toMatchObject({ voucher: { id: created.id }, uses: [] });
    const missing = await t.app.inject({
      url: '/api/v1/admin/vouchers/abc/uses',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const customer = await registerCustomer(t.app);
    expect((await post('/api/v1/admin/vouchers', voucher(), customer.cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/admin/vouchers', voucher(), '')).statusCode).toBe(401);
  });

  it('a voucher past its end date reads "expired" in the list and the detail, though switched on', async () => {
    const expired = (
      await post(
        '/api/v1/admin/vouchers',
        voucher({ starts_at: '2024-01-01T00:00:00+08:00', ends_at: '2024-02-01T00:00:00+08:00' }),
      )
    ).json().data;
    expect(expired).toMatchObject({ active: true, status: 'expired' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/vouchers',
      headers: { cookie: admin },
    });
    const listed = list.json().data.find((row: { id: number }) => row.id === expired.id);
    expect(listed).toMatchObject({ active: true, status: 'expired' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/vouchers/${expired.id}/uses`,
      headers: { cookie: admin },
    });
    expect(detail.json().data.voucher).toMatchObject({ status: 'expired' });

    const open = (
      await post('/api/v1/admin/vouchers', voucher({ starts_at: '', ends_at: '' }))
    ).json().data;
    expect(open).toMatchObject({ active: true, status: 'active' });
  });
});
