import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { amountToSen, formatSen, senToAmount } from '@mealprep/shared/core';
import {
  problemReportRefusal,
  problemWindowClosesAt,
  type ProblemReason,
  type ProblemRefusal,
  type ProblemResolution,
} from '@mealprep/shared/staff';
import type {
  AdminProblem,
  OrderProblems,
  ProblemOutcome,
  ProblemReport,
} from '@mealprep/shared/staff/contracts';
import type { ProblemResolveInput } from '@mealprep/shared/validation';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orderLines, orders } from '../db/tables/commerce';
import { problemAnswers, problemReports } from '../db/tables/problems';
import { FieldValidationError } from '../http/errors';
import { asLocale, type Locale } from '@mealprep/shared/locale';
import { t, type ApiMessageKey } from '../i18n/messages';
import { mt, type MailMessageKey } from '../mail/messages';
import type { OrderMails } from '../mail/order-mails';
import { mailTemplate } from '../mail/templates/registry';
import { formatDeadline } from '../orders/rules';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { OrderRecord } from '../repositories/checkout-orders';
import { appendPoints } from '../repositories/points-ledger';
import type { UserRow } from '../repositories/users';

type ReportRow = typeof problemReports.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type Actor = Pick<UserRow, 'id' | 'email'>;

/** A re-encoded photo ready to be stored, with the extension of its format. */
export interface ProblemPhoto {
  bytes: Buffer;
  extension: 'png' | 'jpg' | 'webp';
}

export interface NewReport {
  lines: number[];
  reason: ProblemReason;
  note?: string | undefined;
}

const REFUSAL_KEYS: Record<ProblemRefusal, ApiMessageKey> = {
  notDelivered: 'problemNotDelivered',
  windowClosed: 'problemWindowClosed',
  alreadyOpen: 'problemAlreadyOpen',
};

export type ReportResult =
  | { kind: 'reported'; order: OrderRecord; problems: OrderProblems }
  | { kind: 'missing' }
  | { kind: 'refused'; key: ApiMessageKey; values: { deadline: string } };

export type StaffResult =
  | { kind: 'done'; problem: AdminProblem }
  | { kind: 'missing' }
  | { kind: 'resolved'; orderNo: string }
  | { kind: 'notRefund'; orderNo: string }
  | { kind: 'refunded'; orderNo: string };

/** Names of stored photos: 32 hex digits and the format's extension, nothing a path could use. */
const PHOTO_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

function localized(name: Record<string, string>, locale: Locale): string {
  return name[locale] ?? name['en-US'] ?? Object.values(name)[0] ?? '';
}

/**
 * Problems reported after delivery (docs/support.md). The customer reports under the order's row
 * lock, so the 24-hour window and "one open report per order" are decided once; support's answer,
 * outcome and refund record each take the report's row lock, write their audit entry and mail
 * the customer (in the order's language, once per event through the outbox) in the same
 * transaction. Points go through the one ledger writer, inside that transaction, so a report is
 * credited once however many press at once.
 */
export class Problems {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLogRepository,
    private readonly mails: OrderMails,
    /** Where photos are kept: outside the public storage address, read by staff only. */
    readonly photoDir: string,
  ) {}

  /** The customer's own order's reports and whether one can be made now; null if not theirs. */
  async forCustomer(
    userId: number,
    orderId: number,
    locale: Locale,
  ): Promise<OrderProblems | null> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) return null;
    return this.orderProblems(this.db, order, locale);
  }

  private async orderProblems(
    db: Database,
    order: OrderRecord,
    locale: Locale,
  ): Promise<OrderProblems> {
    const rows = await db
      .select()
      .from(problemReports)
      .where(eq(problemReports.orderId, order.id))
      .orderBy(desc(problemReports.id));
    const reports = await this.present(db, rows, locale);
    const refusal = problemReportRefusal(
      order,
      new Date(),
      rows.some((row) => row.status === 'open'),
    );
    const closesAt = problemWindowClosesAt(order.deliveredAt);
    return {
      reports: reports.map((report) => report.customer),
      report: refusal
        ? { allowed: false, reason: this.refusalText(refusal, order, locale) }
        : { allowed: true, reason: null },
      closes_at: closesAt?.toISOString() ?? null,
    };
  }

  private refusalText(refusal: ProblemRefusal, order: OrderRecord, locale: Locale): string {
    const { key, values } = refusalOf(refusal, order);
    return t(locale, key, values);
  }

  /** A report on the customer's own delivered order, within 24 hours of delivery. */
  async report(
    userId: number,
    orderId: number,
    input: NewReport,
    photo: ProblemPhoto | null,
    locale: Locale,
  ): Promise<ReportResult> {
    let stored: string | null = null;
    try {
      return await this.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
          .for('update');
        if (!order) return { kind: 'missing' } as const;
        const [open] = await tx
          .select({ id: problemReports.id })
          .from(problemReports)
          .where(and(eq(problemReports.orderId, order.id), eq(problemReports.status, 'open')));
        const refusal = problemReportRefusal(order, new Date(), open !== undefined);
        if (refusal) {
          return { kind: 'refused', ...refusalOf(refusal, order) } as const;
        }
        const lines = await tx
          .select({ id: orderLines.id })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        const own = new Set(lines.map((line) => line.id));
        const chosen = [...new Set(input.lines)];
        if (!chosen.every((id) => own.has(id))) {
          throw FieldValidationError.of('lines', 'validation.problemLines');
        }
        if (photo) stored = await this.storePhoto(photo);
        const now = new Date();
        const [row] = await tx
          .insert(problemReports)
          .values({
            orderId: order.id,
            userId,
            reason: input.reason,
            lineIds: chosen.sort((a, b) => a - b),
            note: input.note ?? null,
            photo: stored,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('the report was not stored');
        await this.mails.enqueue(
          tx,
          order,
          'problem_reported',
          `problem_reported:${row.id}`,
          (d) => ({
            subject: mt(d.locale, 'problemReportedSubject', { orderNo: d.orderNo }),
            template: mailTemplate('ProblemNotice', {
              order: d,
              subject: mt(d.locale, 'problemReportedSubject', { orderNo: d.orderNo }),
              body: mt(d.locale, 'problemReportedIntro', {
                orderNo: d.orderNo,
                reason: mt(d.locale, `problemReason.${input.reason}` as MailMessageKey),
              }),
            }),
          }),
        );
        return {
          kind: 'reported',
          order,
          problems: await this.orderProblems(tx, order, locale),
        } as const;
      });
    } catch (error) {
      // The report was not written: its photo must not stay behind.
      if (stored) await fs.rm(path.join(this.photoDir, stored), { force: true });
      throw error;
    }
  }

  private async storePhoto(photo: ProblemPhoto): Promise<string> {
    await fs.mkdir(this.photoDir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${photo.extension}`;
    await fs.writeFile(path.join(this.photoDir, name), photo.bytes, { flag: 'wx' });
    return name;
  }

  /** The stored photo's file name of a report, or null (no report, or no photo). */
  async photoOf(id: number): Promise<string | null> {
    const [row] = await this.db
      .select({ photo: problemReports.photo })
      .from(problemReports)
      .where(eq(problemReports.id, id));
    const name = row?.photo ?? null;
    return name && PHOTO_NAME.test(name) ? name : null;
  }

  /**
   * Support's queue: open reports first (oldest first, the longest waiting on top), then refunds
   * still to be made, then the rest newest first.
   */
  async queue(
    page: number,
    perPage: number,
    locale: Locale,
  ): Promise<{ rows: AdminProblem[]; total: number; open: number }> {
    const rank = sql`case when ${problemReports.status} = 'open' then 0
      when ${problemReports.resolution} = 'refund' and ${problemReports.refundedAt} is null then 1
      else 2 end`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(problemReports)
        .orderBy(
          asc(rank),
          sql`case when ${problemReports.status} = 'open' then ${problemReports.createdAt} end asc`,
          desc(problemReports.createdAt),
          desc(problemReports.id),
        )
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${problemReports.status} = 'open')`,
        })
        .from(problemReports),
    ]);
    const presented = await this.present(this.db, rows, locale);
    return {
      rows: presented.map((report) => report.staff),
      total: Number(totals?.total ?? 0),
      open: Number(totals?.open ?? 0),
    };
  }

  private async adminProblem(db: Database, id: number, locale: Locale): Promise<AdminProblem> {
    const rows = await db.select().from(problemReports).where(eq(problemReports.id, id));
    const [presented] = await this.present(db, rows, locale);
    if (!presented) throw new Error('the report is gone');
    return presented.staff;
  }

  /** Support writes to the customer; refused once the report is resolved. */
  async answer(actor: Actor, id: number, message: string, locale: Locale): Promise<StaffResult> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return { kind: 'missing' } as const;
      const { report, order } = locked;
      if (report.status !== 'open') return { kind: 'resolved', orderNo: order.orderNo } as const;
      const now = new Date();
      const [answer] = await tx
        .insert(problemAnswers)
        .values({ reportId: report.id, staffId: actor.id, message, createdAt: now })
        .returning({ id: problemAnswers.id });
      if (!answer) throw new Error('the answer was not stored');
      await tx.update(problemReports).set({ updatedAt: now }).where(eq(problemReports.id, id));
      await this.audit.record(
        actor,
        {
          action: 'problem.answer',
          subject: 'problem',
          subjectId: report.id,
          before: null,
          after: { order_no: order.orderNo, message },
        },
        tx,
      );
      await this.mail(tx, order, 'problem_answered', `problem_answered:${answer.id}`, (l) => ({
        subject: mt(l, 'problemAnsweredSubject', { orderNo: order.orderNo }),
        body: mt(l, 'problemAnsweredIntro', { orderNo: order.orderNo }),
        quote: message,
      }));
      return { kind: 'done', problem: await this.adminProblem(tx, id, locale) } as const;
    });
  }

  /**
   * Support closes the report once: points credited through the ledger, a refund to make outside
   * the shop (at most the reported lines' price), or no action with its reason.
   */
  async resolve(
    actor: Actor,
    id: number,
    input: ProblemResolveInput,
    locale: Locale,
  ): Promise<StaffResult> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return { kind: 'missing' } as const;
      const { report, order } = locked;
      if (report.status !== 'open') return { kind: 'resolved', orderNo: order.orderNo } as const;
      const kind = input.resolution as ProblemResolution;
      const orderLocale = asLocale(order.locale);
      const now = new Date();
      let points: number | null = null;
      let refundSen: number | null = null;
      let reason: string | null = null;
      let transactionId: number | null = null;
      if (kind === 'points') {
        points = input.points ?? 0;
        const credited = await appendPoints(tx, {
          userId: report.userId,
          points,
          source: 'admin',
          orderId: order.id,
          adminId: actor.id,
          remarks: t(orderLocale, 'problemPointsRemark', { orderNo: order.orderNo }),
        });
        if (!credited.ok) throw FieldValidationError.of('points', 'validation.points');
        transactionId = credited.id;
      } else if (kind === 'refund') {
        refundSen = amountToSen(input.amount ?? '') ?? 0;
        const most = await this.linesTotal(tx, report);
        if (refundSen > most) {
          throw FieldValidationError.of('amount', 'validation.problemRefund', {
            max: formatSen(most),
          });
        }
      } else {
        reason = input.reason ?? '';
      }
      await tx
        .update(problemReports)
        .set({
          status: 'resolved',
          resolution: kind,
          points,
          refundSen,
          resolutionReason: reason,
          pointsTransactionId: transactionId,
          resolvedAt: now,
          resolvedBy: actor.id,
          updatedAt: now,
        })
        .where(eq(problemReports.id, id));
      await this.audit.record(
        actor,
        {
          action: 'problem.resolve',
          subject: 'problem',
          subjectId: report.id,
          before: { status: 'open' },
          after: {
            status: 'resolved',
            order_no: order.orderNo,
            resolution: kind,
            ...(points !== null ? { points } : {}),
            ...(refundSen !== null ? { amount: senToAmount(refundSen) } : {}),
            ...(reason !== null ? { reason } : {}),
          },
        },
        tx,
      );
      await this.mail(tx, order, 'problem_resolved', `problem_resolved:${report.id}`, (l) => ({
        subject: mt(l, 'problemResolvedSubject', { orderNo: order.orderNo }),
        body: mt(l, `problemResolved.${kind}`, {
          orderNo: order.orderNo,
          points: points ?? 0,
          amount: refundSen !== null ? formatSen(refundSen) : '',
          reason: reason ?? '',
        }),
      }));
      return { kind: 'done', problem: await this.adminProblem(tx, id, locale) } as const;
    });
  }

  /** Support records that the refund of a report was made (once), and the customer is told. */
  async markRefunded(actor: Actor, id: number, locale: Locale): Promise<StaffResult> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, id);
      if (!locked) return { kind: 'missing' } as const;
      const { report, order } = locked;
      if (report.resolution !== 'refund' || report.refundSen === null) {
        return { kind: 'notRefund', orderNo: order.orderNo } as const;
      }
      if (report.refundedAt !== null) return { kind: 'refunded', orderNo: order.orderNo } as const;
      const now = new Date();
      await tx
        .update(problemReports)
        .set({ refundedAt: now, refundedBy: actor.id, updatedAt: now })
        .where(eq(problemReports.id, id));
      const amount = senToAmount(report.refundSen);
      await this.audit.record(
        actor,
        {
          action: 'problem.refunded',
          subject: 'problem',
          subjectId: report.id,
          before: { refunded_at: null },
          after: { refunded_at: now.toISOString(), order_no: order.orderNo, amount },
        },
        tx,
      );
      await this.mail(tx, order, 'problem_refunded', `problem_refunded:${report.id}`, (l) => ({
        subject: mt(l, 'problemRefundedSubject', { orderNo: order.orderNo }),
        body: mt(l, 'problemRefundedIntro', {
          orderNo: order.orderNo,
          amount: formatSen(report.refundSen ?? 0),
        }),
      }));
      return { kind: 'done', problem: await this.adminProblem(tx, id, locale) } as const;
    });
  }

  private async lock(tx: Database, id: number) {
    const [report] = await tx
      .select()
      .from(problemReports)
      .where(eq(problemReports.id, id))
      .for('update');
    if (!report) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, report.orderId));
    return order ? { report, order } : null;
  }

  private async linesTotal(db: Database, report: ReportRow): Promise<number> {
    const lines = await db
      .select({ subtotal: orderLines.subtotalSen })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, report.orderId), inArray(orderLines.id, report.lineIds)));
    return lines.reduce((sum, line) => sum + line.subtotal, 0);
  }

  private mail(
    tx: Database,
    order: OrderRecord,
    kind: string,
    dedupeKey: string,
    words: (locale: string) => { subject: string; body: string; quote?: string },
  ) {
    return this.mails.enqueue(tx, order, kind, dedupeKey, (d) => {
      const { subject, body, quote } = words(d.locale);
      return {
        subject,
        template: mailTemplate('ProblemNotice', { order: d, subject, body, quote }),
      };
    });
  }

  /** Reports as the customer and as support read them, with their lines and answers. */
  private async present(db: Database, rows: ReportRow[], locale: Locale) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const [answers, lines, owners] = await Promise.all([
      db
        .select()
        .from(problemAnswers)
        .where(inArray(problemAnswers.reportId, ids))
        .orderBy(asc(problemAnswers.id)),
      db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)),
      db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          locale: orders.locale,
          deliveredAt: orders.deliveredAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, orderIds)),
    ]);
    const linesById = new Map<number, LineRow>(lines.map((line) => [line.id, line]));
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
    return rows.flatMap((row) => {
      const owner = ownerOf.get(row.orderId);
      if (!owner) return [];
      const reported = row.lineIds.flatMap((id) => linesById.get(id) ?? []);
      const customer: ProblemReport = {
        id: row.id,
        status: row.status,
        reason: row.reason,
        lines: reported.map((line) => ({
          id: line.id,
          name: localized(line.name, locale),
          size: line.size,
          quantity: line.quantity,
        })),
        note: row.note,
        has_photo: row.photo !== null,
        created_at: row.createdAt.toISOString(),
        answers: answers
          .filter((answer) => answer.reportId === row.id)
          .map((answer) => ({
            id: answer.id,
            message: answer.message,
            at: answer.createdAt.toISOString(),
          })),
        resolution: outcomeOf(row),
      };
      const staff: AdminProblem = {
        ...customer,
        order_id: row.orderId,
        order_no: owner.orderNo,
        delivered_at: owner.deliveredAt?.toISOString() ?? null,
        customer_name: `${owner.firstName} ${owner.lastName}`.trim(),
        customer_email: owner.email,
        locale: asLocale(owner.locale),
        photo_url: row.photo ? `/api/v1/admin/problems/${row.id}/photo` : null,
        lines_total: senToAmount(reported.reduce((sum, line) => sum + line.subtotalSen, 0)),
      };
      return [{ customer, staff }];
    });
  }
}

/** A refusal's message and values: the window's end is said in Kuala Lumpur time. */
function refusalOf(refusal: ProblemRefusal, order: OrderRecord) {
  const closesAt = problemWindowClosesAt(order.deliveredAt);
  return {
    key: REFUSAL_KEYS[refusal],
    values: { deadline: closesAt ? formatDeadline(closesAt) : '' },
  };
}

function outcomeOf(row: ReportRow): ProblemOutcome | null {
  if (row.status !== 'resolved' || !row.resolution || !row.resolvedAt) return null;
  return {
    kind: row.resolution,
    points: row.points,
    amount: row.refundSen !== null ? senToAmount(row.refundSen) : null,
    reason: row.resolutionReason,
    at: row.resolvedAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}
