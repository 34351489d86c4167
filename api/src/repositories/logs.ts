import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { logs } from '../db/schema';

export type LogRow = typeof logs.$inferSelect;

/**
 * The admin list counts at most this many matches and pages at most this deep
 * (docs/architecture.md §5.1, client error log):
 * counting or skipping every row of a large table costs a scan per page view; older reports
 * are reached by narrowing the days instead.
 */
export const LOG_LIST_DEPTH = 10_000;

export interface LogQuery {
  page: number;
  perPage: number;
  status?: number;
  q?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before. */
  before?: Date;
  /** The reporting user; null matches nothing (an unknown e-mail). */
  userId?: number | null;
}

/** `%`, `_` and `\` typed by an admin are literal characters in the search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class LogsRepository {
  constructor(private readonly db: Database) {}

  async add(entry: typeof logs.$inferInsert, tx: Database = this.db): Promise<number> {
    const [row] = await tx.insert(logs).values(entry).returning({ id: logs.id });
    if (!row) throw new Error('log insert returned no row');
    return row.id;
  }

  /**
   * Deletes reports received before `cutoff`, `batch` rows per statement (oldest first, along
   * the created_at index) so a large backlog never holds one long lock; answers the count.
   */
  async deleteOlderThan(cutoff: Date, batch = 5_000, tx: Database = this.db): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await tx
        .delete(logs)
        .where(
          inArray(
            logs.id,
            tx.select({ id: logs.id }).from(logs).where(lt(logs.createdAt, cutoff)).limit(batch),
          ),
        )
        .returning({ id: logs.id });
      total += deleted.length;
      if (deleted.length < batch) return total;
    }
  }

  async findById(id: number, tx: Database = this.db): Promise<LogRow | null> {
    const [row] = await tx.select().from(logs).where(eq(logs.id, id)).limit(1);
    return row ?? null;
  }

  /** Newest first, filtered by status, day range, user and a text search over message, URL and remote. */
  async list(
    query: LogQuery,
    tx: Database = this.db,
  ): Promise<{ rows: LogRow[]; total: number; capped: boolean }> {
    const filters: SQL[] = [];
    if (query.status !== undefined) filters.push(eq(logs.statusCode, query.status));
    if (query.from) filters.push(gte(logs.createdAt, query.from));
    if (query.before) filters.push(lt(logs.createdAt, query.before));
    if (query.userId === null) filters.push(sql`false`);
    else if (query.userId !== undefined) filters.push(eq(logs.userId, query.userId));
    if (query.q) {
      const pattern = likePattern(query.q);
      const search = or(
        ilike(logs.message, pattern),
        ilike(logs.url, pattern),
        ilike(logs.remote, pattern),
      );
      if (search) filters.push(search);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(logs)
        .where(where)
        .orderBy(desc(logs.createdAt), desc(logs.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      // Counted along the index up to one past the depth: "more than 10,000" needs no more.
      tx.select({ n: sql<number>`count(*)::int` }).from(
        tx
          .select({ one: sql`1`.as('one') })
          .from(logs)
          .where(where)
          .limit(LOG_LIST_DEPTH + 1)
          .as('matches'),
      ),
    ]);
    const total = Math.min(Number(counted?.n ?? 0), LOG_LIST_DEPTH);
    const capped = Number(counted?.n ?? 0) > LOG_LIST_DEPTH;
    return { rows, total, capped };
  }
}
