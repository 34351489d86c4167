import { native } from '../test/native';
import { smtpServer } from '../test/smtpServer';
import { eq } from 'drizzle-orm';
import { orders } from '../db/tables/commerce';
import { buildTestApp, registerCustomer, SETUP_TIMEOUT, uniqueIp } from '../test/helper';
import { orderKit } from '../test/orders';

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
      const reset = async () =>
        (await outbox.listTo(customer.email)).find((row) => row.kind === 'password_reset');
      // Written by the reset-mail job (polled each second), then sent by the worker.
      let mail = await reset();
      for (let i = 0; i < 250 && !mail?.sentAt; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mail = await reset();
      }
      expect(mail).toMatchObject({ kind: 'password_reset', attempts: 1, lastError: null });
      // (Dates made by the app come from Node's realm, not Jest's: compare values, not classes.)
      expect(Number.isNaN(new Date(String(mail?.sentAt)).getTime())).toBe(false);
      // The registration's verification link went out too; the reset is the other one.
      const resets = server.received.filter((session) =>
        session.data.includes('Reset your MealPrep password'),
      );
      expect(resets).toHaveLength(1);
      expect(resets[0]?.commands).toContain(`RCPT TO:<${customer.email}>`);
    } finally {
      await t.close();
      await server.close();
    }
  },
  SETUP_TIMEOUT,
);

it(
  'the worker sends a paid order’s confirmation by SMTP, HTML and text, exactly once',
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
      const kit = orderKit(t);
      const customer = await registerCustomer(t.app);
      await kit.addDish(customer);
      const placed = await kit.place(customer, 'pickup', 'ms-MY');
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
      for (let i = 0; i < 5; i += 1) await kit.callback(placed, order?.totalSen ?? 0, true);
      // Queued inside the callback's transaction: the poller (every second) sends it.
      const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
      const confirmation = async () =>
        (await outbox.listTo(customer.email)).find((mail) => mail.kind === 'order_confirmation');
      let mail = await confirmation();
      for (let i = 0; i < 250 && !mail?.sentAt; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mail = await confirmation();
      }
      expect(mail?.sentAt).toBeTruthy();
      // Every mail to the customer so far is this one and the registration's verification link.
      const confirmations = server.received.filter(
        (session) =>
          session.commands.includes(`RCPT TO:<${customer.email}>`) &&
          !session.data.includes('Confirm your e-mail address'),
      );
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.data).toContain('Content-Type: text/html; charset=utf-8');
    } finally {
      await t.close();
      await server.close();
    }
  },
  SETUP_TIMEOUT,
);
