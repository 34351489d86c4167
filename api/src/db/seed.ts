import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { hashPassword } from '../lib/password';
import type { Database } from './index';
import { pageSections, questionOptions, questionTypes, users } from './schema';
import { PAGE_SECTIONS } from './seed-data/pages';
import { QUESTIONS } from './seed-data/questions';

export const DEFAULT_ADMIN_EMAIL = 'admin@mealprep.local';

export interface SeedResult {
  /** Set when this run created the admin account. */
  admin: { email: string; generatedPassword: string | null } | null;
  questionsAdded: number;
  optionsAdded: number;
  sectionsAdded: number;
}

/** A password for the first admin when ADMIN_PASSWORD is not given: 24 URL-safe characters. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function seedAdmin(
  db: Database,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'password'>,
): Promise<SeedResult['admin']> {
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
    .values({ email, passwordHash, role: 'admin', firstName: 'Admin', lastName: 'MealPrep' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created ? { email, generatedPassword: generated } : null;
}

/**
 * Seed data (ARCHITECTURE §6): the admin account, questionnaire questions and options, and the
 * home and about sections. Idempotent: rows that exist are left alone, missing ones are added,
 * so it runs safely on every start and again through `npm run db:seed -w api`.
 */
export async function seedDatabase(
  db: Database,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'password'>,
): Promise<SeedResult> {
  const admin = await seedAdmin(db, config);
  return db.transaction(async (tx) => {
    let questionsAdded = 0;
    let optionsAdded = 0;
    let sectionsAdded = 0;
    for (const [position, question] of QUESTIONS.entries()) {
      const inserted = await tx
        .insert(questionTypes)
        .values({
          name: question.name,
          group: question.group,
          selection: question.selection,
          skippable: question.skippable ?? false,
          position: position + 1,
          title: question.title,
          description: question.description ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: questionTypes.id });
      questionsAdded += inserted.length;
      const [type] = await tx
        .select({ id: questionTypes.id })
        .from(questionTypes)
        .where(eq(questionTypes.name, question.name));
      if (!type) throw new Error(`seed: question type ${question.name} is missing`);
      const options = await tx
        .insert(questionOptions)
        .values(
          question.options.map((option, index) => ({
            questionTypeId: type.id,
            code: option.code,
            name: option.name,
            description: option.description ?? null,
            value: option.value ?? null,
            exclusive: option.exclusive ?? false,
            position: index + 1,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: questionOptions.id });
      optionsAdded += options.length;
    }
    for (const section of PAGE_SECTIONS) {
      const position = PAGE_SECTIONS.filter((s) => s.page === section.page).indexOf(section) + 1;
      const inserted = await tx
        .insert(pageSections)
        .values({ ...section, position })
        .onConflictDoNothing()
        .returning({ id: pageSections.id });
      sectionsAdded += inserted.length;
    }
    return { admin, questionsAdded, optionsAdded, sectionsAdded };
  });
}

/** Start-up runs the seed only on a database that has never been seeded. */
export async function needsSeed(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  const [question] = await db.select({ id: questionTypes.id }).from(questionTypes).limit(1);
  return !admin || !question;
}
