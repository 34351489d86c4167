import { buildTestApp, registerCustomer, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

describe('POST /api/test/orders', () => {
  let off: TestApp;
  let on: TestApp;

  beforeAll(async () => {
    [off, on] = await Promise.all([buildTestApp(), buildTestApp({ e2eFixtures: true })]);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  }, SETUP_TIMEOUT);

  it('does not exist unless E2E_FIXTURES is on', async () => {
    const customer = await registerCustomer(off.app);
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { cookie: customer.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });

  it('creates a paid order for the signed-in customer only, when on', async () => {
    const anonymous = await on.app.inject({ method: 'POST', url: '/api/test/orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const customer = await registerCustomer(on.app);
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { cookie: customer.cookie },
      payload: { days_ahead: 12 },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    const order = await on.app.inject({
      url: `/api/v1/orders/${id}`,
      headers: { cookie: customer.cookie },
    });
    expect(order.json().data).toMatchObject({
      status: 'paid',
      actions: { reschedule: { allowed: true } },
    });
    const bad = await on.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { cookie: customer.cookie },
      payload: { status: 'shipped', days_ahead: 99 },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/test/renewals', () => {
  let off: TestApp;
  let on: TestApp;

  beforeAll(async () => {
    [off, on] = await Promise.all([buildTestApp(), buildTestApp({ e2eFixtures: true })]);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  }, SETUP_TIMEOUT);

  it('runs the renewal run at the instant asked only when E2E_FIXTURES is on, and refuses a non-instant', async () => {
    const at = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    expect(
      (await off.app.inject({ method: 'POST', url: '/api/test/renewals', payload: { at } }))
        .statusCode,
    ).toBe(404);
    const ran = await on.app.inject({ method: 'POST', url: '/api/test/renewals', payload: { at } });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().data).toMatchObject({ ordersCreated: 0, payLinks: 0, released: 0 });
    const bad = await on.app.inject({
      method: 'POST',
      url: '/api/test/renewals',
      payload: { at: 'next Tuesday' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.at).toEqual(['This value is not valid. Please check it.']);
  });
});
