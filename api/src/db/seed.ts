import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from './index';
import { deliveryHolidays } from './tables/commerce';
import { dishes, questionTypes, users } from './schema';
import { seedAdmin, type SeededAdmin } from './seed/admin';
import { seedCatalog } from './seed/catalog';
import { seedCommerce } from './seed/commerce';
import { seedPages } from './seed/pages';
import { seedQuestionnaire } from './seed/questionnaire';

export { DEFAULT_ADMIN_EMAIL } from './seed/admin';

export interface SeedResult {
  /** Set when this run created the admin account. */
  admin: SeededAdmin;
  questionsAdded: number;
  optionsAdded: number;
  sectionsAdded: number;
  recipesAdded: number;
  dishesAdded: number;
  bundlesAdded: number;
  fixedMealPlansAdded: number;
}

/**
 * Seed data (docs/architecture.md §6): the admin account, questionnaire questions and options, the
 * home and about sections, and the catalogue (recipes, menu, bundles, fixed meal plan).
 * Idempotent: rows that exist are left alone, missing ones are added,
 * so it runs safely on every start and again through `npm run db:seed -w api`.
 */
export async function seedDatabase(
  db: Database,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'password'>,
): Promise<SeedResult> {
  const admin = await seedAdmin(db, config);
  return db.transaction(async (tx) => {
    const { questionsAdded, optionsAdded } = await seedQuestionnaire(tx);
    const sectionsAdded = await seedPages(tx);
    const catalog = await seedCatalog(tx);
    await seedCommerce(tx);
    return { admin, questionsAdded, optionsAdded, sectionsAdded, ...catalog };
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
  const [dish] = await db.select({ id: dishes.id }).from(dishes).limit(1);
  const [holiday] = await db.select({ id: deliveryHolidays.id }).from(deliveryHolidays).limit(1);
  return !admin || !question || !dish || !holiday;
}
