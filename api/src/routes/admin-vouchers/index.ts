import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AdminVoucher, VoucherWithUses } from '@mealprep/shared/staff/contracts';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import { amountToSen, senToAmount } from '@mealprep/shared/core';
import { voucherStatus } from '@mealprep/shared/checkout';
import { voucherAdminSchema, type VoucherAdminInput } from '@mealprep/shared/validation';
import { isUniqueViolation } from '../../db';
import { users } from '../../db/schema';
import { voucherRedemptions, vouchers } from '../../db/tables/commerce';
import { FieldValidationError, HttpError } from '../../http/errors';
import { pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

type VoucherRow = typeof vouchers.$inferSelect;

/** `status` comes from the rule checkout refuses codes by: an expired voucher reads "expired". */
function toVoucherJson(row: VoucherRow, now = new Date()) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? String(row.value) : senToAmount(row.value),
    min_subtotal: senToAmount(row.minSubtotalSen),
    max_discount: row.maxDiscountSen === null ? null : senToAmount(row.maxDiscountSen),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    total_limit: row.totalLimit,
    per_customer_limit: row.perCustomerLimit,
    used_count: row.usedCount,
    active: row.active,
    status: voucherStatus(row, now),
  };
}

/** What the audit log keeps of a voucher: its terms, not its use counts. */
function audited(row: VoucherRow) {
  const { used_count: _used, status: _status, ...terms } = toVoucherJson(row);
  return terms;
}

/** The validated form → columns (amounts to sen; the code upper case, as checkout looks it up). */
function toColumns(input: VoucherAdminInput) {
  const sen = (value: string | undefined) => (value ? (amountToSen(value) ?? 0) : null);
  return {
    code: input.code.toUpperCase(),
    kind: input.kind as VoucherRow['kind'],
    value: input.kind === 'percent' ? Number(input.value) : (amountToSen(input.value) ?? 0),
    minSubtotalSen: sen(input.min_subtotal) ?? 0,
    maxDiscountSen: sen(input.max_discount),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    totalLimit: input.total_limit ?? null,
    perCustomerLimit: input.per_customer_limit ?? null,
    active: input.active ?? true,
  };
}

function idOf(text: string): number {
  const id = pathId(text);
  if (id === null) throw new HttpError(404, 'notFound');
  return id;
}

/**
 * Vouchers for admins: list with uses, create, edit, disable, see each use. Uses are
 * counted by checkout inside the order's transaction; an edit may not set the total limit below
 * the uses already made (the table's check answers a 422 here).
 */
export const adminVoucherRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const manageVouchers = services.sessions.requireStaff('vouchers');
  const admin = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  async function save(run: () => Promise<VoucherRow | undefined>, input: VoucherAdminInput) {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error))
        throw FieldValidationError.of('code', 'validation.voucherCodeTaken');
      if (
        /vouchers_used_within_limit/.test(String((error as { cause?: unknown }).cause ?? error))
      ) {
        throw FieldValidationError.of('total_limit', 'validation.minValue', {
          min: input.total_limit ?? 0,
        });
      }
      throw error;
    }
  }

  app.get(
    '/api/v1/admin/vouchers',
    {
      onRequest: manageVouchers,
      schema: {
        ...admin('Every voucher with its uses, newest first'),
        response: { 200: DataList(AdminVoucher) },
      },
    },
    async () => {
      const rows = await services.db.select().from(vouchers).orderBy(desc(vouchers.id)).limit(500);
      return { data: rows.map((row) => toVoucherJson(row)) };
    },
  );

  app.post<{ Body: VoucherAdminInput }>(
    '/api/v1/admin/vouchers',
    {
      onRequest: manageVouchers,
      preValidation: validateBody(voucherAdminSchema),
      schema: {
        ...admin('Create a voucher'),
        body: bodySchema(voucherAdminSchema),
        response: { 201: Data(AdminVoucher) },
      },
    },
    async (request, reply) => {
      const row = await save(
        () =>
          services.db.transaction(async (tx) => {
            const [created] = await tx.insert(vouchers).values(toColumns(request.body)).returning();
            if (!created) throw new Error('voucher insert returned no row');
            await services.auditLog.record(
              currentUser(request),
              {
                action: 'voucher.create',
                subject: 'voucher',
                subjectId: created.id,
                before: null,
                after: audited(created),
              },
              tx,
            );
            return created;
          }),
        request.body,
      );
      if (!row) throw new Error('voucher insert returned no row');
      return reply.code(201).send({ data: toVoucherJson(row) });
    },
  );

  app.post<{ Params: { id: string }; Body: VoucherAdminInput }>(
    '/api/v1/admin/vouchers/:id',
    {
      onRequest: manageVouchers,
      preValidation: validateBody(voucherAdminSchema),
      schema: {
        ...admin('Edit a voucher (active: false disables it)'),
        response: { 200: Data(AdminVoucher) },
        body: bodySchema(voucherAdminSchema),
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const row = await save(
        () =>
          services.db.transaction(async (tx) => {
            const [before] = await tx
              .select()
              .from(vouchers)
              .where(eq(vouchers.id, id))
              .for('update');
            if (!before) return undefined;
            const [after] = await tx
              .update(vouchers)
              .set({ ...toColumns(request.body), updatedAt: new Date() })
              .where(eq(vouchers.id, id))
              .returning();
            if (after) {
              await services.auditLog.record(
                currentUser(request),
                {
                  action: 'voucher.update',
                  subject: 'voucher',
                  subjectId: id,
                  before: audited(before),
                  after: audited(after),
                },
                tx,
              );
            }
            return after;
          }),
        request.body,
      );
      if (!row) throw new HttpError(404, 'notFound');
      return { data: toVoucherJson(row) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/vouchers/:id/uses',
    {
      onRequest: manageVouchers,
      schema: {
        ...admin('The uses of one voucher, newest first'),
        response: { 200: Data(VoucherWithUses) },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const [voucher] = await services.db.select().from(vouchers).where(eq(vouchers.id, id));
      if (!voucher) throw new HttpError(404, 'notFound');
      const uses = await services.db
        .select({
          id: voucherRedemptions.id,
          orderId: voucherRedemptions.orderId,
          discountSen: voucherRedemptions.discountSen,
          email: users.email,
          createdAt: voucherRedemptions.createdAt,
        })
        .from(voucherRedemptions)
        .innerJoin(users, eq(users.id, voucherRedemptions.userId))
        .where(eq(voucherRedemptions.voucherId, id))
        .orderBy(desc(voucherRedemptions.id))
        .limit(500);
      return {
        data: {
          voucher: toVoucherJson(voucher),
          uses: uses.map((use) => ({
            id: use.id,
            order_id: use.orderId,
            customer: use.email,
            discount: senToAmount(use.discountSen),
            created_at: use.createdAt.toISOString(),
          })),
        },
      };
    },
  );
};
