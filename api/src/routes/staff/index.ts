import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { object, number, type InferType } from 'yup';
import { STAFF_ROLES, isStaffRole, type StaffRole } from '@mealprep/shared/staff';
import { AuditEntry, StaffMember } from '@mealprep/shared/staff/contracts';
import { DataList, DataWithMessage, Paged } from '@mealprep/shared/core/contracts';
import {
  msg,
  staffInviteSchema,
  staffRoleSchema,
  type StaffInviteInput,
  type StaffRoleInput,
} from '@mealprep/shared/validation';
import { users } from '../../db/schema';
import { FieldValidationError, HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { withLocalePrefix } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { hashPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { accountNoticeMail } from '../../mail/templates/notice';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { AuditRow } from '../../repositories/audit-log';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';

/** How long an invitation's set-password link stays open. */
export const INVITE_TTL_HOURS = 72;

const auditQuerySchema = object({
  page: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(10_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(1),
});
type AuditQuery = InferType<typeof auditQuerySchema>;
const AUDIT_PAGE = 50;

function toStaffMember(user: UserRow & { role: StaffRole }): StaffMember {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actorEmail,
    action: row.action,
    subject: row.subject,
    subject_id: row.subjectId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The shop's staff accounts and the audit log (docs/architecture.md §9.8), for admins only. An
 * invitation creates the account with a password nobody knows and mails a set-password link; a
 * role changes on the same account. Each change is written with its audit entry.
 */
export const staffRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const manageStaff = services.sessions.requireStaff('staff.manage');
  const admin = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  app.get(
    '/api/v1/admin/staff',
    {
      onRequest: manageStaff,
      schema: {
        ...admin('Every staff account, by name'),
        response: { 200: DataList(StaffMember) },
      },
    },
    async () => {
      const rows = await services.db
        .select()
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES]))
        .orderBy(asc(users.firstName), asc(users.id));
      return {
        data: rows.flatMap((row) =>
          isStaffRole(row.role) ? [toStaffMember({ ...row, role: row.role })] : [],
        ),
      };
    },
  );

  app.post<{ Body: StaffInviteInput }>(
    '/api/v1/admin/staff',
    {
      onRequest: manageStaff,
      preValidation: validateBody(staffInviteSchema),
      schema: {
        ...admin('Invite a member of staff: the account, and a set-password link by e-mail'),
        body: bodySchema(staffInviteSchema),
        response: { 201: DataWithMessage(StaffMember) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const locale = requestLocale(request);
      const input = request.body;
      const role = input.role as StaffRole;
      const token = newToken();
      // Nobody knows this password: the account opens only through the e-mailed link.
      const passwordHash = await hashPassword(newToken(), services.config.password);
      const created = await services.db.transaction(async (tx) => {
        const user = await services.users.create(
          {
            email: input.email,
            passwordHash,
            role,
            firstName: input.first_name,
            lastName: input.last_name,
          },
          tx,
        );
        if (!user) return null;
        await services.passwordResets.create(
          {
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000),
          },
          tx,
        );
        await services.auditLog.record(
          actor,
          {
            action: 'staff.invite',
            subject: 'user',
            subjectId: user.id,
            before: null,
            after: { email: user.email, role },
          },
          tx,
        );
        await services.mailer.send(
          {
            kind: 'staff_invite',
            to: user.email,
            // The set-password link proves the address (docs/accounts.md).
            verifiedRecipient: false,
            ...(await accountNoticeMail({
              locale,
              name: user.firstName,
              subject: t(locale, 'staffInviteMailSubject'),
              body: t(locale, 'staffInviteMailBody', {
                name: user.firstName,
                inviter: `${actor.firstName} ${actor.lastName}`.trim(),
                role: t(locale, `role.${role}` as ApiMessageKey),
                hours: INVITE_TTL_HOURS,
                link: `${services.publicOrigin}${withLocalePrefix('/auth/reset-password', locale)}?token=${token}`,
                login: `${services.publicOrigin}/admin/login`,
              }),
            })),
          },
          tx,
        );
        return user;
      });
      if (!created) throw FieldValidationError.of('email', 'validation.emailTaken');
      reply.code(201);
      return {
        data: toStaffMember({ ...created, role }),
        message: t(locale, 'staffInvited', { email: created.email }),
      };
    },
  );

  app.patch<{ Params: { id: string }; Body: StaffRoleInput }>(
    '/api/v1/admin/staff/:id',
    {
      onRequest: manageStaff,
      preValidation: validateBody(staffRoleSchema),
      schema: {
        ...admin('Change a member of staff’s role (not one’s own)'),
        params: ID_PARAMS,
        body: bodySchema(staffRoleSchema),
        response: { 200: DataWithMessage(StaffMember) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const actor = currentUser(request);
      const locale = requestLocale(request);
      const role = request.body.role as StaffRole;
      if (id === actor.id) throw new HttpError(409, 'staffOwnRole');
      const changed = await services.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) throw new HttpError(404, 'notFound');
        if (!isStaffRole(user.role)) throw new HttpError(409, 'staffNotStaff');
        if (user.role === role) return { ...user, role };
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await services.auditLog.record(
          actor,
          {
            action: 'staff.role',
            subject: 'user',
            subjectId: id,
            before: { role: user.role },
            after: { role },
          },
          tx,
        );
        return { ...(updated ?? user), role };
      });
      // A new role takes effect on the next request: sessions read the role from the account.
      return {
        data: toStaffMember(changed),
        message: t(locale, 'staffRoleChanged', {
          email: changed.email,
          role: t(locale, `role.${role}` as ApiMessageKey),
        }),
      };
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/api/v1/admin/audit',
    {
      onRequest: services.sessions.requireStaff('audit.read'),
      preValidation: validateQuery(auditQuerySchema),
      schema: {
        ...admin('What staff did, newest first (?page; 50 a page)'),
        response: { 200: Paged(AuditEntry) },
      },
    },
    async (request) => {
      const page = request.query.page;
      const { rows, total } = await services.auditLog.page(page, AUDIT_PAGE);
      return { data: rows.map(toAuditEntry), meta: { page, per_page: AUDIT_PAGE, total } };
    },
  );
};
