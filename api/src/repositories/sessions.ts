import { and, eq, gt, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;

/** Login sessions; rows hold a hash of the cookie token, never the token. */
export class SessionsRepository {
  /** Runs on every signed-in request: built once, so only parameters change per call. */
  private readonly findValidPrepared;

  constructor(private readonly db: Database) {
    this.findValidPrepared = this.findValidQuery(
      db,
      sql.placeholder('tokenHash'),
      sql.placeholder('now'),
    ).prepare('sessions_find_valid');
  }

  private findValidQuery(tx: Database, tokenHash: string | SQLWrapper, now: Date | SQLWrapper) {
    return tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
  }

  async create(session: typeof sessions.$inferInsert, tx: Database = this.db): Promise<SessionRow> {
    const [row] = await tx.insert(sessions).values(session).returning();
    if (!row) throw new Error('session insert returned no row');
    return row;
  }

  /** The unexpired session with this token hash, with its user. */
  async findValid(
    tokenHash: string,
    now: Date,
    tx: Database = this.db,
  ): Promise<{ session: SessionRow; user: UserRow } | null> {
    const [row] =
      tx === this.db
        ? await this.findValidPrepared.execute({ tokenHash, now })
        : await this.findValidQuery(tx, tokenHash, now);
    return row ?? null;
  }

  async extend(id: number, expiresAt: Date, tx: Database = this.db) {
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }

  async deleteByTokenHash(tokenHash: string, tx: Database = this.db) {
    await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of a user, or every other one when `exceptId` is given. */
  async deleteForUser(userId: number, exceptId?: number, tx: Database = this.db) {
    await tx
      .delete(sessions)
      .where(
        exceptId === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.id, exceptId)),
      );
  }

  async countForUser(userId: number, tx: Database = this.db): Promise<number> {
    return tx.$count(sessions, eq(sessions.userId, userId));
  }

  async deleteExpired(now: Date, tx: Database = this.db) {
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}
