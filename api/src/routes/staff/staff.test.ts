import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from '@mealprep/shared/staff';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { inviteStaff, type StaffLogin } from '../../test/staff';

let t: TestApp;
let admin: string;
let customer: Customer;
const staff = new Map<string, StaffLogin>();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  customer = await registerCustomer(t.app);
  for (const role of ['kitchen', 'dispatch', 'support'] as const) {
    staff.set(role, await inviteStaff(t, admin, role));
  }
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

/**
 * Every session-guarded staff route and what it needs: `staff` for any member of staff. A route
 * missing here fails the "every route is in the matrix" test, so a new route is never unguarded
 * by accident.
 */
const MATRIX: Record<string, StaffPermission | 'staff'> = {
  'GET /api/v1/admin/me': 'staff',
  'GET /api/v1/admin/logs': 'logs',
  'GET /api/v1/admin/logs/{id}': 'logs',
  'GET /api/v1/admin/customers': 'customers.points',
  'GET /api/v1/admin/customers/{id}/points': 'customers.points',
  'POST /api/v1/admin/customers/{id}/points': 'customers.points',
  'GET /api/v1/admin/vouchers': 'vouchers',
  'POST /api/v1/admin/vouchers': 'vouchers',
  'POST /api/v1/admin/vouchers/{id}': 'vouchers',
  'GET /api/v1/admin/vouchers/{id}/uses': 'vouchers',
  'GET /api/v1/admin/outbox': 'outbox.read',
  'GET /api/v1/admin/outbox/{id}': 'outbox.read',
  'GET /api/v1/admin/orders': 'orders.read',
  'POST /api/v1/admin/orders/{id}/status': 'orders.read',
  'GET /api/v1/admin/dispatch': 'courier.dispatch',
  'POST /api/v1/admin/dispatch/{id}/book': 'courier.dispatch',
  'POST /api/v1/admin/dispatch/{id}/cancel': 'courier.dispatch',
  'POST /api/v1/admin/dispatch/{id}/rebook': 'courier.dispatch',
  'GET /api/v1/admin/production': 'orders.read',
  'GET /api/v1/admin/production.csv': 'orders.read',
  'GET /api/v1/admin/production.pdf': 'orders.read',
  'GET /api/v1/admin/labels.pdf': 'orders.kitchen',
  'GET /api/v1/admin/orders/{id}/labels.pdf': 'orders.kitchen',
  'GET /api/v1/admin/packing': 'orders.read',
  'POST /api/v1/admin/packing/scan': 'orders.kitchen',
  'POST /api/v1/admin/orders/{id}/packs': 'orders.kitchen',
  'GET /api/v1/admin/menu': 'menu.availability',
  'POST /api/v1/admin/menu': 'menu.edit',
  'GET /api/v1/admin/menu/{id}': 'menu.availability',
  'POST /api/v1/admin/menu/{id}': 'menu.edit',
  'POST /api/v1/admin/menu/{id}/photo': 'menu.edit',
  'POST /api/v1/admin/menu/{id}/availability': 'menu.availability',
  'GET /api/v1/admin/staff': 'staff.manage',
  'POST /api/v1/admin/staff': 'staff.manage',
  'PATCH /api/v1/admin/staff/{id}': 'staff.manage',
  'GET /api/v1/admin/audit': 'audit.read',
  'GET /api/v1/admin/refunds': 'refunds',
  'POST /api/v1/admin/refunds/{id}/refunded': 'refunds',
  'GET /api/v1/admin/problems': 'problems',
  'GET /api/v1/admin/problems/{id}/photo': 'problems',
  'POST /api/v1/admin/problems/{id}/answer': 'problems',
  'POST /api/v1/admin/problems/{id}/resolve': 'problems',
  'POST /api/v1/admin/problems/{id}/refunded': 'problems',
  'GET /api/v1/admin/releases': 'releases',
  'GET /api/v1/admin/releases/{remote}/history': 'releases',
  'GET /api/v1/admin/releases/{remote}/analysis': 'releases',
  'POST /api/v1/admin/releases/{remote}/pin': 'releases',
  'POST /api/v1/admin/releases/{remote}/rollback': 'releases',
  'POST /api/v1/admin/releases/{remote}/canary': 'releases',
  'POST /api/v1/admin/releases/{remote}/promote': 'releases',
  'POST /api/v1/admin/releases/{remote}/rollout': 'releases',
  'POST /api/v1/admin/releases/{remote}/rollout/{action}': 'releases',
  'POST /api/v1/admin/releases/{remote}/staging/pin': 'releases',
  'POST /api/v1/admin/releases/{remote}/staging/promote': 'releases',
  'GET /api/v1/admin/releases/preview': 'releases',
  'POST /api/v1/admin/releases': 'releases',
  'POST /api/v1/admin/releases/preview': 'releases',
  'GET /api/v1/admin/subscriptions': 'subscriptions.read',
  'GET /api/v1/admin/subscriptions/forecast': 'subscriptions.read',
  'POST /api/v1/admin/subscriptions/{id}/pause': 'subscriptions.pause',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

async function sessionRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const routes: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/admin')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.security && operation.security.length > 0) {
        routes.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return routes.sort();
}

const url = (path: string) =>
  path
    .replace('{remote}', 'catalog')
    .replace('{action}', 'pause')
    .replace(/\{id\}/g, '999999');

describe('staff roles: who may call what', () => {
  it('the matrix names every session-guarded admin route', async () => {
    expect(await sessionRoutes()).toEqual(Object.keys(MATRIX).sort());
  });

  it('answers every route × every role × a customer × a guest as the permission table says', async () => {
    const callers: { who: string; cookie: string | null; role: string | null }[] = [
      { who: 'guest', cookie: null, role: null },
      { who: 'customer', cookie: customer.cookie, role: 'customer' },
      { who: 'admin', cookie: admin, role: 'admin' },
      ...[...staff.values()].map((s) => ({ who: s.role, cookie: s.cookie, role: s.role })),
    ];
    const seen: string[] = [];
    for (const [route, needs] of Object.entries(MATRIX)) {
      const [method, path] = route.split(' ') as [string, string];
      for (const caller of callers) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: url(path),
          headers: caller.cookie ? { cookie: caller.cookie } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const allowed =
          caller.role !== null &&
          caller.role !== 'customer' &&
          (needs === 'staff' ||
            (STAFF_PERMISSIONS[needs] as readonly string[]).includes(caller.role));
        const expected = caller.role === null ? '401' : allowed ? 'allowed' : '403';
        const got =
          response.statusCode === 401 || response.statusCode === 403
            ? String(response.statusCode)
            : 'allowed';
        seen.push(
          `${route} as ${caller.who}: ${got === expected ? 'ok' : `${got}, expected ${expected}`}`,
        );
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    expect(seen.filter((line) => !line.endsWith(': ok'))).toEqual([]);
  });

  it('every staff role signs in at the admin login and is told its permissions; customers cannot', async () => {
    for (const member of staff.values()) {
      const me = await t.app.inject({
        url: '/api/v1/admin/me',
        headers: { cookie: member.cookie },
      });
      expect(me.json().data).toMatchObject({ role: member.role, email: member.email });
      expect(me.json().data.permissions).toContain('orders.read');
      expect(me.json().data.permissions).not.toContain('staff.manage');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(refused.statusCode).toBe(422);
    // Nor does a member of staff sign in at the shop's customer login.
    const kitchen = staff.get('kitchen');
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: kitchen?.email, password: 'staff-password-for-tests' },
    });
    expect(asCustomer.statusCode).toBe(422);
  });
});

describe('staff accounts', () => {
  it('lists the staff with their roles, not customers', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/staff', headers: { cookie: admin } });
    const emails = response.json().data.map((s: { email: string }) => s.email);
    for (const member of staff.values()) expect(emails).toContain(member.email);
    expect(emails).not.toContain(customer.email);
    expect(new Set(response.json().data.map((s: { role: string }) => s.role))).toEqual(
      new Set(STAFF_ROLES),
    );
  });

  it('refuses a taken e-mail, an unknown role and a missing name at their fields', async () => {
    const invite = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/staff',
        headers: { cookie: admin, 'accept-language': 'ms-MY' },
        payload,
      });
    const taken = await invite({
      email: customer.email.toUpperCase(),
      first_name: 'A',
      last_name: 'B',
      role: 'kitchen',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Alamat e-mel ini telah didaftarkan.']);
    const role = await invite({
      email: uniqueEmail(),
      first_name: 'A',
      last_name: 'B',
      role: 'customer',
    });
    expect(role.statusCode).toBe(422);
    expect(Object.keys(role.json().errors)).toEqual(['role']);
    const name = await invite({
      email: uniqueEmail(),
      first_name: '',
      last_name: 'B',
      role: 'support',
    });
    expect(Object.keys(name.json().errors)).toEqual(['first_name']);
  });

  it('changes a role on the same account, takes effect at once, and writes the audit log', async () => {
    const member = await inviteStaff(t, admin, 'support', 'Farid');
    const before = await t.app.inject({
      url: '/api/v1/admin/outbox',
      headers: { cookie: member.cookie },
    });
    expect(before.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${member.id}`,
      headers: { cookie: admin },
      payload: { role: 'kitchen' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { id: member.id, role: 'kitchen' } });
    const after = await t.app.inject({
      url: '/api/v1/admin/outbox',
      headers: { cookie: member.cookie },
    });
    expect(after.statusCode).toBe(403);
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: { cookie: admin } });
    expect(audit.json().data[0]).toMatchObject({
      actor: 'admin@test.mealprep.my',
      action: 'staff.role',
      subject: 'user',
      subject_id: member.id,
      before: { role: 'support' },
      after: { role: 'kitchen' },
    });
  });

  it('refuses changing one’s own role, a customer’s, and an unknown account', async () => {
    const me = (await t.app.inject({ url: '/api/v1/admin/me', headers: { cookie: admin } })).json()
      .data.id;
    const change = (id: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/staff/${id}`,
        headers: { cookie: admin },
        payload: { role: 'kitchen' },
      });
    expect((await change(me)).statusCode).toBe(409);
    expect((await change(customer.id)).statusCode).toBe(409);
    expect((await change(999_999)).statusCode).toBe(404);
  });
});
