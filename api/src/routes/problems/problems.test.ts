import { and, eq } from 'drizzle-orm';
import type { Locale } from '@mealprep/shared/locale';
import sharp from 'sharp';
import type { AdminProblem, OrderProblems } from '@mealprep/shared/staff/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { auditLog } from '../../db/schema';
import { moveShopTo, ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  type Customer,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  mailsTo,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * Problems after delivery (docs/support.md), through real HTTP on a real database: the report
 * inside the 24 hours after delivery with a photo, its refusals, support's queue, answers and
 * outcomes (points credited once however many press at once), the mails and the audit rows.
 */
runShopAt(ordinaryMorning());
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let support: StaffLogin;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
  support = await inviteStaff(t, admin, 'support', 'Suresh');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

async function paidOrder(locale: Locale = 'en-US') {
  const customer = await registerCustomer(t.app);
  await kit.addDish(customer, 0, 2);
  await kit.addDish(customer, 1, 1);
  const placed = await kit.place(customer, 'deliver', locale);
  const row = await kit.orderRow(placed.order_id);
  expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
  const detail = (
    await t.app.inject({ url: `/api/v1/orders/${row.id}`, headers: { cookie: customer.cookie } })
  ).json<{ data: OrderDetail }>().data;
  return { customer, row, lines: detail.lines };
}

async function deliveredOrder(locale: Locale = 'en-US') {
  const order = await paidOrder(locale);
  // The admin holds every step's permission (the roles' own steps are the fulfilment tests').
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.row.id}/status`,
      headers: { cookie: admin },
      payload: { status },
    });
    expect(moved.statusCode).toBe(200);
  }
  return order;
}

/** A real picture made by sharp: a small red square. */
const picture = (format: 'png' | 'jpeg', side = 8) => {
  const square = sharp({
    create: { width: side, height: side, channels: 3, background: '#c0392b' },
  });
  return (format === 'png' ? square.png() : square.jpeg()).toBuffer();
};

/** The report's multipart body as a browser's form sends it. */
async function multipart(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; type: string; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function report(
  customer: Customer,
  orderId: number,
  fields: Record<string, string>,
  photo?: { bytes: Buffer; type: string; name: string },
  locale = 'en-US',
) {
  const body = await multipart(fields, photo);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/problems`,
    headers: {
      cookie: customer.cookie,
      'content-type': body.contentType,
      'accept-language': locale,
    },
    payload: body.payload,
  });
}

const problemsOf = async (customer: Customer, orderId: number) => {
  const response = await t.app.inject({
    url: `/api/v1/orders/${orderId}/problems`,
    headers: { cookie: customer.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OrderProblems }>().data;
};

const queue = async (who: { cookie: string }) => {
  const response = await t.app.inject({
    url: '/api/v1/admin/problems',
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AdminProblem[]; meta: { open: number } }>();
};

const staffPost = (who: { cookie: string }, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });

const mails = (to: string, kind: string) => mailsTo(t.db, to, kind);

const balance = async (customer: Customer) =>
  (
    await t.app.inject({ url: '/api/v1/user/points/total', headers: { cookie: customer.cookie } })
  ).json<{ data: { total: number } }>().data.total;

describe('reporting a problem', () => {
  it('takes a report with a photo inside 24 hours of delivery, mails it and puts it in support’s queue', async () => {
    const { customer, row, lines } = await deliveredOrder('ms-MY');
    const before = await problemsOf(customer, row.id);
    expect(before.report).toEqual({ allowed: true, reason: null });
    expect(before.reports).toEqual([]);
    const deliveredAt = (await kit.orderRow(row.id)).deliveredAt ?? new Date(0);
    expect(new Date(before.closes_at ?? '').getTime()).toBe(deliveredAt.getTime() + 24 * 3_600_000);

    const photo = await picture('png');
    const line = lines[0];
    const sent = await report(
      customer,
      row.id,
      { lines: String(line?.id), reason: 'missing', note: 'Satu kotak tiada.' },
      { bytes: photo, type: 'image/png', name: 'box.png' },
    );
    expect(sent.statusCode).toBe(201);
    const answer = sent.json<{ data: OrderProblems; message: string }>();
    expect(answer.message).toBe(
      `Thank you. Your report on order ${row.orderNo} has been sent to our team.`,
    );
    expect(answer.data.reports).toEqual([
      expect.objectContaining({
        status: 'open',
        reason: 'missing',
        note: 'Satu kotak tiada.',
        has_photo: true,
        lines: [expect.objectContaining({ id: line?.id, quantity: line?.quantity })],
        answers: [],
        resolution: null,
      }),
    ]);
    // One open report at a time: the button gives way to the reason.
    expect(answer.data.report.allowed).toBe(false);
    expect(answer.data.report.reason).toMatch(/already reported/);
    const again = await report(customer, row.id, { lines: String(line?.id), reason: 'quality' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reported/);

    const received = await mails(customer.email, 'problem_reported');
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe(`Pesanan ${row.orderNo}: kami telah menerima laporan anda`);

    const listed = await queue(support);
    const mine = listed.data.find((problem) => problem.order_id === row.id);
    expect(mine).toMatchObject({
      status: 'open',
      order_no: row.orderNo,
      customer_email: customer.email,
      locale: 'ms-MY',
    });
    expect(listed.meta.open).toBeGreaterThanOrEqual(1);
    // The photo is the staff's only, and is what sharp wrote again: a real 8 × 8 picture.
    const url = mine?.photo_url ?? '';
    const asStaff = await t.app.inject({ url, headers: { cookie: support.cookie } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/png');
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(asStaff.rawPayload).metadata()).toMatchObject({ width: 8, height: 8 });
    expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('refuses a bad reason, another order’s line, a file that is not a picture and an oversized one at their fields, storing nothing', async () => {
    const { customer, row, lines } = await deliveredOrder();
    const other = await paidOrder();
    const lineId = String(lines[0]?.id);
    const badReason = await report(customer, row.id, { lines: lineId, reason: 'cold' });
    expect(badReason.statusCode).toBe(422);
    expect(Object.keys(badReason.json().errors)).toEqual(['reason']);

    const notMine = await report(customer, row.id, {
      lines: String(other.lines[0]?.id),
      reason: 'missing',
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.lines).toEqual(['Choose one or more meals of this order.']);
    const none = await report(customer, row.id, { lines: '', reason: 'missing' });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['lines']);

    const text = await report(
      customer,
      row.id,
      { lines: lineId, reason: 'quality' },
      { bytes: Buffer.from('not a picture at all'), type: 'image/png', name: 'x.png' },
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.photo).toEqual(['The image must be a PNG, JPEG or WebP file.']);

    const huge = Buffer.concat([await picture('jpeg'), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const oversized = await report(
      customer,
      row.id,
      { lines: lineId, reason: 'quality' },
      { bytes: huge, type: 'image/jpeg', name: 'big.jpg' },
      'ms-MY',
    );
    expect(oversized.statusCode).toBe(422);
    expect(oversized.json().errors.photo).toEqual(['Imej tidak boleh melebihi 2 MB.']);

    const note = await report(customer, row.id, {
      lines: lineId,
      reason: 'quality',
      note: 'x'.repeat(1001),
    });
    expect(note.statusCode).toBe(422);
    expect(Object.keys(note.json().errors)).toEqual(['note']);

    expect((await problemsOf(customer, row.id)).reports).toEqual([]);
    expect(await mails(customer.email, 'problem_reported')).toHaveLength(0);

    // A JPEG is taken as well, with several lines at once.
    const jpeg = await report(
      customer,
      row.id,
      { lines: lines.map((line) => line.id).join(','), reason: 'temperature' },
      { bytes: await picture('jpeg', 16), type: 'image/jpeg', name: 'warm.jpg' },
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data.reports[0].lines).toHaveLength(lines.length);
  });

  it('refuses an order that is not delivered with its reason, and someone else’s order as not found', async () => {
    const { customer, row, lines } = await paidOrder();
    const lineId = String(lines[0]?.id);
    const early = await report(customer, row.id, { lines: lineId, reason: 'late' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A problem can be reported once the order has been delivered or handed over to you.',
    );
    expect((await problemsOf(customer, row.id)).report.allowed).toBe(false);

    const delivered = await deliveredOrder();
    const stranger = await registerCustomer(t.app);
    const theirs = await report(stranger, delivered.row.id, {
      lines: String(delivered.lines[0]?.id),
      reason: 'missing',
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/orders/${delivered.row.id}/problems`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await problemsOf(delivered.customer, delivered.row.id)).reports).toEqual([]);
  });
});

describe('support resolves', () => {
  it('answers, then credits points once when two press at once; the customer sees both and is mailed once per step', async () => {
    const { customer, row, lines } = await deliveredOrder();
    // Without a photo the order page sends the report as JSON.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${row.id}/problems`,
      headers: { cookie: customer.cookie },
      payload: { lines: [lines[0]?.id], reason: 'wrong_item' },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ data: OrderProblems }>().data.reports[0]?.id ?? 0;

    const empty = await staffPost(support, `/api/v1/admin/problems/${id}/answer`, { message: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['message']);
    const answered = await staffPost(support, `/api/v1/admin/problems/${id}/answer`, {
      message: 'We are sorry: could you tell us which dish you received?',
    });
    expect(answered.statusCode).toBe(200);
    expect(await mails(customer.email, 'problem_answered')).toHaveLength(1);

    const before = await balance(customer);
    const resolve = () =>
      staffPost(support, `/api/v1/admin/problems/${id}/resolve`, {
        resolution: 'points',
        points: 150,
      });
    const results = await Promise.all([resolve(), resolve(), resolve()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      `The report on order ${row.orderNo} was already resolved.`,
    );
    expect(await balance(customer)).toBe(before + 150);

    const history = (
      await t.app.inject({
        url: '/api/v1/user/points/transactions',
        headers: { cookie: customer.cookie },
      })
    ).json<{ data: { earned: number; remarks: string }[] }>().data;
    expect(history[0]).toMatchObject({
      earned: 150,
      remarks: `For the problem reported with order ${row.orderNo}`,
    });

    const seen = await problemsOf(customer, row.id);
    expect(seen.reports[0]).toMatchObject({
      status: 'resolved',
      answers: [expect.objectContaining({ message: expect.stringContaining('which dish') })],
      resolution: expect.objectContaining({ kind: 'points', points: 150 }),
    });
    // Resolved, so another report may be made while the window lasts.
    expect(seen.report.allowed).toBe(true);
    expect(await mails(customer.email, 'problem_resolved')).toHaveLength(1);
    const resolvedMail = (await mails(customer.email, 'problem_resolved'))[0];
    expect(resolvedMail?.textBody).toContain('150 points');

    const late = await staffPost(support, `/api/v1/admin/problems/${id}/answer`, {
      message: 'One more thing',
    });
    expect(late.statusCode).toBe(409);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'problem'), eq(auditLog.subjectId, id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'problem.answer',
      'problem.resolve',
    ]);
    expect(audit.find((entry) => entry.action === 'problem.resolve')).toMatchObject({
      actorEmail: support.email,
      before: { status: 'open' },
      after: expect.objectContaining({ resolution: 'points', points: 150 }),
    });
  });

  it('flags a refund of at most the reported lines’ price, records it once, and closes with no action only with a reason', async () => {
    const { customer, row, lines } = await deliveredOrder();
    const line = lines[0];
    const sent = await report(customer, row.id, { lines: String(line?.id), reason: 'quality' });
    const id = sent.json<{ data: OrderProblems }>().data.reports[0]?.id ?? 0;
    const url = `/api/v1/admin/problems/${id}`;

    const noReason = await staffPost({ cookie: admin }, `${url}/resolve`, {
      resolution: 'none',
    });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const tooMuch = await staffPost(support, `${url}/resolve`, {
      resolution: 'refund',
      amount: '100000.00',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain(line?.subtotal ?? '?');
    expect((await staffPost(support, `${url}/refunded`)).statusCode).toBe(409);

    const flagged = await staffPost(support, `${url}/resolve`, {
      resolution: 'refund',
      amount: line?.subtotal,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().data.resolution).toMatchObject({
      kind: 'refund',
      amount: line?.subtotal,
      refunded_at: null,
    });
    // A refund still to make stays near the top of the queue until it is recorded.
    const listed = await queue(support);
    const firstResolved = listed.data.findIndex((problem) => problem.status === 'resolved');
    expect(listed.data[firstResolved]?.id).toBe(id);

    const recorded = await Promise.all([
      staffPost(support, `${url}/refunded`),
      staffPost(support, `${url}/refunded`),
    ]);
    expect(recorded.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mails(customer.email, 'problem_refunded')).toHaveLength(1);
    const customerView = await problemsOf(customer, row.id);
    expect(customerView.reports[0]?.resolution?.refunded_at).not.toBeNull();

    // The other way to close: no action, with the reason the customer reads.
    const second = await report(customer, row.id, { lines: String(line?.id), reason: 'late' });
    const secondId = second.json<{ data: OrderProblems }>().data.reports[0]?.id ?? 0;
    const closed = await staffPost(support, `/api/v1/admin/problems/${secondId}/resolve`, {
      resolution: 'none',
      reason: 'The courier delivered inside the chosen slot.',
    });
    expect(closed.statusCode).toBe(200);
    const mailsResolved = await mails(customer.email, 'problem_resolved');
    expect(mailsResolved).toHaveLength(2);
    // Plain-text mail is wrapped: read it as one line.
    const texts = mailsResolved.map((mail) => mail.textBody.replace(/\s+/g, ' '));
    expect(
      texts.some((text) => text.includes('The courier delivered inside the chosen slot.')),
    ).toBe(true);
  });

  it('refuses a report that does not exist, and a resolution it does not know', async () => {
    expect(
      (await staffPost(support, '/api/v1/admin/problems/999999/answer', { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await staffPost(support, '/api/v1/admin/problems/999999/resolve', {
          resolution: 'points',
          points: 5,
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await staffPost(support, '/api/v1/admin/problems/999999/resolve', {
      resolution: 'voucher',
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['resolution']);
  });
});

describe('after 24 hours', () => {
  it('refuses the report with its reason once the window has closed', async () => {
    const { customer, row, lines } = await deliveredOrder();
    const deliveredAt = (await kit.orderRow(row.id)).deliveredAt ?? new Date(0);
    moveShopTo(new Date(deliveredAt.getTime() + 24 * 3_600_000 + 60_000));
    const refused = await report(customer, row.id, {
      lines: String(lines[0]?.id),
      reason: 'missing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Problems can be reported for 24 hours after delivery/);
    const view = await problemsOf(customer, row.id);
    expect(view.report.allowed).toBe(false);
    expect(view.report.reason).toBe(refused.json().message);
    expect(view.reports).toEqual([]);
  });
});
