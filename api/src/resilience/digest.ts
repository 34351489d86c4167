import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/**
 * Tables a refused request may still touch: a session's expiry, and rate-limit counters (a
 * refused attempt still counts against its address).
 */
const VOLATILE = new Set(['sessions', 'rate_limits', '__drizzle_migrations']);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One hash of every row of every table (sessions aside): equal before and after means a
 * refused request changed nothing.
 */
export async function databaseDigest(db: Database): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE.has(name));
  // One statement for every table: one round trip, however many tables there are.
  const parts = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const [row] = rowsOf<{ h: string }>(
    await db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as h`),
  );
  return createHash('sha256')
    .update(tables.join(','))
    .update(row?.h ?? '')
    .digest('hex');
}
