/** The first admin account (docs/architecture.md §6). */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Database } from '../index';
import { users } from '../schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@mealprep.local';

/** The admin account this run created, with its password when one was generated. */
export type SeededAdmin = { email: string; generatedPassword: string | null } | null;

/** A password for the first admin when ADMIN_PASSWORD is not given: 24 URL-safe characters. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function seedAdmin(
  db: Database,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'password'>,
): Promise<SeededAdmin> {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const [existing] = config.adminEmail
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    : await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return null;
  const generated = config.adminPassword ? null : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generated ?? '', config.password);
  const [created] = await db
    .insert(users)
    // The operator's own address (ADMIN_EMAIL): counted as proven.
    .values({
      email,
      passwordHash,
      role: 'admin',
      firstName: 'Admin',
      lastName: 'MealPrep',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created ? { email, generatedPassword: generated } : null;
}

/**
 * The admin account to name when the shop starts: `ADMIN_EMAIL`'s when it exists, else the
 * first admin created (a shop first started without it, or with another address). Null when the
 * database has no admin.
 */
export async function startingAdminEmail(
  db: Database,
  config: Pick<AppConfig, 'adminEmail'>,
): Promise<string | null> {
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(100);
  const wanted = config.adminEmail?.toLowerCase();
  return (admins.find((admin) => admin.email.toLowerCase() === wanted) ?? admins[0])?.email ?? null;
}
