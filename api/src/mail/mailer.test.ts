import { native } from '../test/native';
import { mailServer } from '../test/mailServer';
import { eq } from 'drizzle-orm';
import { orders } from '../db/tables/commerce';
import { buildTestApp, registerCustomer, SETUP_TIMEOUT, uniqueIp } from '../test/helper';
import { orderKit } from '../test/orders';

it(
  'writes the outbox row first and marks it sent once SMTP accepted it',
  async () => {
    const server = await mailServer();
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
      // Written by the reset-mail job, then sent by the mail job it queues.
      await t.app.jobs.runDue();
      const mail = await reset();
      expect(mail).toMatchObject({ kind: 'password_reset', attempts: 1, lastError: null });
      // (Dates made by the app come from Node's realm, not Jest's: compare values, not classes.)
      expect(Number.isNaN(new Date(String(mail?.sentAt)).getTime())).toBe(false);
      // The registration's verification link went out too; the reset is the other one.
      const resets = server.received.filter((message) =>
        message.data.includes('Reset your MealPrep password'),
      );
      expect(resets).toHaveLength(1);
      expect(resets[0]?.recipients).toEqual([customer.email]);
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
    const server = await mailServer();
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
      // Queued inside the callback's transaction with its mail job: the job sends it.
      const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
      const confirmation = async () =>
        (await outbox.listTo(customer.email)).find((mail) => mail.kind === 'order_confirmation');
      expect((await confirmation())?.sentAt).toBeNull();
      await t.app.jobs.runDue();
      expect((await confirmation())?.sentAt).toBeTruthy();
      // Every mail to the customer so far is this one and the registration's verification link.
      const confirmations = server.received.filter(
        (message) =>
          message.recipients.includes(customer.email) &&
          !message.data.includes('Confirm your e-mail address'),
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

it(
  'gives a mail up at its first 5xx, and keeps a 4xx for a later attempt',
  async () => {
    // The verification mail of the first registration meets a 550, the second's a 451.
    const server = await mailServer({ recipientAnswers: [550, 451] });
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
      const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
      const refused = await registerCustomer(t.app);
      await t.app.jobs.runDue();
      const [gone] = await outbox.listTo(refused.email);
      expect(gone).toMatchObject({ attempts: 1, sentAt: null });
      expect(gone?.gaveUpAt).toBeTruthy();
      expect(gone?.lastError).toContain('550');

      const delayed = await registerCustomer(t.app);
      await t.app.jobs.runDue();
      const [waiting] = await outbox.listTo(delayed.email);
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, gaveUpAt: null });
      expect(waiting?.lastError).toContain('451');
      expect(server.received).toHaveLength(0);
    } finally {
      await t.close();
      await server.close();
    }
  },
  SETUP_TIMEOUT,
);
