import { eq } from 'drizzle-orm';
import { pointsTransactions } from '../db/tables/commerce';
import { buildTestApp, registerCustomer, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { appendPoints, pointsBalance } from './points-ledger';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

describe('appendPoints', () => {
  it('keeps a running balance and refuses to go below zero', async () => {
    const { id: userId } = await registerCustomer(t.app);
    const credit = await t.db.transaction((tx) =>
      appendPoints(tx, { userId, points: 40, source: 'admin', remarks: 'Welcome gift' }),
    );
    expect(credit).toMatchObject({ ok: true, balanceAfter: 40 });
    const deduct = await appendPoints(t.db, {
      userId,
      points: -15,
      source: 'admin',
      remarks: 'Redeemed a drink',
    });
    expect(deduct).toMatchObject({ ok: true, balanceAfter: 25 });
    const tooMuch = await appendPoints(t.db, {
      userId,
      points: -26,
      source: 'admin',
      remarks: 'Too much',
    });
    expect(tooMuch).toEqual({ ok: false, reason: 'insufficient_balance' });
    expect(await pointsBalance(t.db, userId)).toBe(25);
    expect(await appendPoints(t.db, { userId, points: 0, source: 'admin', remarks: 'x' })).toEqual({
      ok: false,
      reason: 'zero',
    });
    expect(
      await appendPoints(t.db, { userId: 99_999_999, points: 1, source: 'admin', remarks: 'x' }),
    ).toEqual({ ok: false, reason: 'unknown_user' });
  });

  it('a refusal leaves the caller’s transaction usable', async () => {
    const { id: userId } = await registerCustomer(t.app);
    const results = await t.db.transaction(async (tx) => {
      const refused = await appendPoints(tx, {
        userId,
        points: -1,
        source: 'admin',
        remarks: 'no',
      });
      const accepted = await appendPoints(tx, {
        userId,
        points: 3,
        source: 'admin',
        remarks: 'ok',
      });
      return [refused.ok, accepted.ok];
    });
    expect(results).toEqual([false, true]);
  });

  it('concurrent deductions never take the balance below zero', async () => {
    const { id: userId } = await registerCustomer(t.app);
    await appendPoints(t.db, { userId, points: 10, source: 'admin', remarks: 'start' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          appendPoints(tx, { userId, points: -1, source: 'admin', remarks: 'one' }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(await pointsBalance(t.db, userId)).toBe(0);
    const rows = await t.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, userId));
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
  });
});
