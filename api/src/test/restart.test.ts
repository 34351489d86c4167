import {
  cookieHeader,
  createTestDatabase,
  registerCustomer,
  SETUP_TIMEOUT,
  startApp,
  uniqueIp,
  type TestDatabase,
} from './helper';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database.drop();
}, SETUP_TIMEOUT);

it(
  'keeps accounts and sessions across a restart on the same data directory or database',
  async () => {
    const first = await startApp(database);
    const customer = await registerCustomer(first.app);
    await first.close();

    const second = await startApp(database);
    try {
      const session = await second.app.inject({
        url: '/api/v1/user/profile',
        headers: { cookie: customer.cookie },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().data.email).toBe(customer.email);

      const login = await second.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: customer.email, password: customer.password },
        remoteAddress: uniqueIp(),
      });
      expect(login.statusCode).toBe(200);
      expect(cookieHeader(login)).toContain('logged_in=true');
    } finally {
      await second.close();
    }
  },
  SETUP_TIMEOUT,
);
