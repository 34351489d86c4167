import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AdminCustomer, CustomerPoints, PointsAdjusted } from '@mealprep/shared/staff/contracts';
import { Data, DataList } from '@mealprep/shared/core/contracts';
import {
  pointsAdjustmentSchema,
  text,
  type PointsAdjustmentInput,
} from '@mealprep/shared/validation';
import { object, type InferType } from 'yup';
import { users } from '../../db/schema';
import { pointsTransactions } from '../../db/tables/commerce';
import { FieldValidationError, HttpError } from '../../http/errors';
import { pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { appendPoints, pointsBalance } from '../../repositories/points-ledger';
import type { Services } from '../../services';

export const customerSearchSchema = object({
  q: text({ max: 254 }).optional(),
});
type CustomerSearch = InferType<typeof customerSearchSchema>;

/** `%`, `_` and `\` typed by an admin are literal characters in the search. */
function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The latest balance of a customer, as a correlated subquery. */
// Written out in full: inside a select from users, Drizzle leaves columns unqualified, and an
// unqualified "id" in the subquery would be the ledger's own.
const balanceSql = sql<number>`coalesce((select pt.balance_after from points_transactions pt
  where pt.user_id = "users"."id" order by pt.id desc limit 1), 0)`;

/**
 * Customer points for admins: find a customer, see the ledger, add or deduct points
 * with a remark. The ledger writer (repositories/points-ledger.ts) keeps the balance from going
 * below zero in SQL; the movement then shows in the customer's own points history.
 */
export const adminPointsRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const managePoints = services.sessions.requireStaff('customers.points');
  const admin = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  async function customerOr404(idText: string) {
    const id = pathId(idText);
    if (id === null) throw new HttpError(404, 'notFound');
    const [row] = await services.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        balance: balanceSql,
      })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .limit(1);
    if (!row) throw new HttpError(404, 'notFound');
    return row;
  }

  const toCustomerJson = (row: Awaited<ReturnType<typeof customerOr404>>) => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    points: Number(row.balance),
  });

  app.get<{ Querystring: CustomerSearch }>(
    '/api/v1/admin/customers',
    {
      onRequest: managePoints,
      preValidation: validateQuery(customerSearchSchema),
      schema: {
        ...admin('Find customers by e-mail or name (?q), at most 20, with their points'),
        response: { 200: DataList(AdminCustomer) },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      const rows = await services.db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          balance: balanceSql,
        })
        .from(users)
        .where(
          and(
            eq(users.role, 'customer'),
            q
              ? or(
                  ilike(users.email, likePattern(q)),
                  ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(20);
      return { data: rows.map(toCustomerJson) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/customers/:id/points',
    {
      onRequest: managePoints,
      schema: {
        ...admin('A customer with their points balance and ledger, newest first'),
        response: { 200: Data(CustomerPoints) },
      },
    },
    async (request) => {
      const customer = await customerOr404(request.params.id);
      const rows = await services.db
        .select({
          id: pointsTransactions.id,
          source: pointsTransactions.source,
          points: pointsTransactions.points,
          balanceAfter: pointsTransactions.balanceAfter,
          remarks: pointsTransactions.remarks,
          orderId: pointsTransactions.orderId,
          adminEmail: users.email,
          createdAt: pointsTransactions.createdAt,
        })
        .from(pointsTransactions)
        .leftJoin(users, eq(users.id, pointsTransactions.adminId))
        .where(eq(pointsTransactions.userId, customer.id))
        .orderBy(desc(pointsTransactions.id))
        .limit(200);
      return {
        data: {
          customer: toCustomerJson(customer),
          transactions: rows.map((row) => ({
            id: row.id,
            source: row.source,
            points: row.points,
            balance_after: row.balanceAfter,
            remarks: row.remarks,
            order_id: row.orderId,
            admin: row.adminEmail,
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post<{ Params: { id: string }; Body: PointsAdjustmentInput }>(
    '/api/v1/admin/customers/:id/points',
    {
      onRequest: managePoints,
      preValidation: validateBody(pointsAdjustmentSchema),
      schema: {
        ...admin('Add (positive) or deduct (negative) points with a remark; never below zero'),
        response: { 201: Data(PointsAdjusted) },
        body: bodySchema(pointsAdjustmentSchema),
      },
    },
    async (request, reply) => {
      const customer = await customerOr404(request.params.id);
      const staff = currentUser(request);
      const result = await services.db.transaction(async (tx) => {
        const appended = await appendPoints(tx, {
          userId: customer.id,
          points: request.body.points,
          source: 'admin',
          adminId: staff.id,
          remarks: request.body.remarks,
        });
        if (appended.ok) {
          await services.auditLog.record(
            staff,
            {
              action: 'points.adjust',
              subject: 'customer',
              subjectId: customer.id,
              before: { balance: appended.balanceAfter - request.body.points },
              after: {
                balance: appended.balanceAfter,
                points: request.body.points,
                remarks: request.body.remarks,
              },
            },
            tx,
          );
        }
        return appended;
      });
      if (!result.ok) {
        throw FieldValidationError.of('points', 'validation.pointsBelowZero', {
          balance: await pointsBalance(services.db, customer.id),
        });
      }
      return reply.code(201).send({
        data: { id: result.id, points: request.body.points, balance_after: result.balanceAfter },
      });
    },
  );
};
