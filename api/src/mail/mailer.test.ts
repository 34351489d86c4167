import { native } from '../test/native';
import { smtpServer } from '../test/smtpServer';
import { buildTestApp, registerCustomer, SETUP_TIMEOUT, uniqueIp } from '../test/helper';

it(
  'writes the outbox row first and marks it sent once SMTP accepted it',
  async () => {
    const server = await smtpServer();
    const t = await buildTestApp({
      mail: {
        driver: 'smtp',
        host: '127.0.0.1',
        port: server.port,
        secure: false,
        user: null,
        password: null,
        from: 'no-reply@mealprep.my',
      },
    });
    try {
      const customer = await registerCustomer(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: customer.email },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(200);
      const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
      let [mail] = await outbox.listTo(customer.email);
      for (let i = 0; i < 50 && !mail?.sentAt; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [mail] = await outbox.listTo(customer.email);
      }
      expect(mail).toMatchObject({ kind: 'password_reset', attempts: 1, lastError: null });
      // (Dates made by the app come from Node's realm, not Jest's: compare values, not classes.)
      expect(Number.isNaN(new Date(String(mail?.sentAt)).getTime())).toBe(false);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.commands).toContain(`RCPT TO:<${customer.email}>`);
    } finally {
      await t.close();
      await server.close();
    }
  },
  SETUP_TIMEOUT,
);
