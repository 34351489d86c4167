import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let admin: string;
let siti: Customer;
let other: Customer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  siti = await registerCustomer(t.app, { first_name: 'Siti', last_name: 'Nurhaliza' });
  other = await registerCustomer(t.app, { first_name: 'Ahmad', last_name: 'Albab' });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const adjust = (id: number | string, payload: object, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${id}/points`,
    headers: { cookie },
    payload,
  });

const ledger = async (id: number) => {
  const response = await t.app.inject({
    url: `/api/v1/admin/customers/${id}/points`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('admin customer points', () => {
  it('finds customers by e-mail or name, with their balance', async () => {
    const byName = await t.app.inject({
      url: '/api/v1/admin/customers?q=nurhal',
      headers: { cookie: admin },
    });
    expect(byName.json().data).toEqual([
      { id: siti.id, email: siti.email, first_name: 'Siti', last_name: 'Nurhaliza', points: 0 },
    ]);
    const byEmail = await t.app.inject({
      url: `/api/v1/admin/customers?q=${encodeURIComponent(other.email.toUpperCase())}`,
      headers: { cookie: admin },
    });
    expect(byEmail.json().data.map((c: { id: number }) => c.id)).toEqual([other.id]);
    // Admins are not customers.
    const admins = await t.app.inject({
      url: '/api/v1/admin/customers?q=admin%40test.mealprep.my',
      headers: { cookie: admin },
    });
    expect(admins.json().data).toEqual([]);
  });

  it('adds and deducts with a remark, audited in the ledger, never below zero', async () => {
    const added = await adjust(siti.id, { points: 150, remarks: 'Goodwill: late delivery' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ points: 150, balance_after: 150 });
    const deducted = await adjust(siti.id, { points: -100, remarks: 'Correction' });
    expect(deducted.json().data).toMatchObject({ points: -100, balance_after: 50 });

    const below = await adjust(siti.id, { points: -51, remarks: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      points: ['This would take the balance below zero: the customer has 50 points.'],
    });
    const data = await ledger(siti.id);
    expect(data.customer.points).toBe(50);
    expect(
      data.transactions.map(
        (row: {
          points: number;
          balance_after: number;
          remarks: string;
          admin: string;
          source: string;
        }) => [row.source, row.points, row.balance_after, row.remarks, row.admin],
      ),
    ).toEqual([
      ['admin', -100, 50, 'Correction', 'admin@test.mealprep.my'],
      ['admin', 150, 150, 'Goodwill: late delivery', 'admin@test.mealprep.my'],
    ]);
    // Another customer's balance is untouched.
    expect((await ledger(other.id)).customer.points).toBe(0);
    // Each change is in the audit log with the balance before and after; the refusal is not.
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: { cookie: admin } });
    const entries = audit
      .json<{ data: { action: string; subject_id: number; before: unknown; after: unknown }[] }>()
      .data.filter((entry) => entry.action === 'points.adjust' && entry.subject_id === siti.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ balance: 150 }, { balance: 50, points: -100, remarks: 'Correction' }],
      [{ balance: 0 }, { balance: 150, points: 150, remarks: 'Goodwill: late delivery' }],
    ]);
  });

  it('keeps the balance right under concurrent deductions', async () => {
    await adjust(other.id, { points: 30, remarks: 'start' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => adjust(other.id, { points: -10, remarks: 'race' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    expect((await ledger(other.id)).customer.points).toBe(0);
  });

  it('validates the adjustment and answers 404 for unknown or non-customer ids', async () => {
    const zero = await adjust(siti.id, { points: 0, remarks: '' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({
      points: ['Points must be a whole number other than zero.'],
      remarks: ['This field is required.'],
    });
    const text = await adjust(siti.id, { points: '10', remarks: 'x' });
    expect(text.json().errors.points).toEqual(['This field must be a number.']);
    for (const id of ['999999', 'abc', '1']) {
      const response = await adjust(id, { points: 5, remarks: 'x' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('is for admins only: 401 without a session, 403 for a customer, nothing changed', async () => {
    expect((await adjust(siti.id, { points: 5, remarks: 'x' }, '')).statusCode).toBe(401);
    const forbidden = await adjust(siti.id, { points: 5, remarks: 'x' }, siti.cookie);
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      url: '/api/v1/admin/customers',
      headers: { cookie: siti.cookie },
    });
    expect(list.statusCode).toBe(403);
    expect((await ledger(siti.id)).customer.points).toBe(50);
  });
});
