import { count, desc } from 'drizzle-orm';
import type { Database } from '../db';
import { auditLog } from '../db/tables/audit';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditAction {
  action: string;
  subject: string;
  subjectId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * What staff did (docs/architecture.md §9.8). `record` takes the transaction of the change it
 * describes, so both are written or neither.
 */
export class AuditLogRepository {
  constructor(private readonly db: Database) {}

  /** `actor` is a member of staff, or the courier (no account: `id` null) acting on its events. */
  async record(actor: { id: number | null; email: string }, entry: AuditAction, tx: Database) {
    await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...entry });
  }

  async page(page: number, perPage: number): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(auditLog),
    ]);
    return { rows, total: Number(totalRow?.total ?? 0) };
  }
}
