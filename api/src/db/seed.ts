import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { hashPassword } from '../lib/password';
import type { Database } from './index';
import { deliveryHolidays, vouchers } from './tables/commerce';
import {
  bundleItems,
  bundles,
  dishes,
  dishSizes,
  fixedMealPlanItems,
  fixedMealPlans,
  pageSections,
  questionOptions,
  questionTypes,
  recipes,
  users,
} from './schema';
import { BUNDLES, DISHES, FIXED_MEAL_PLANS, RECIPES } from './seed-data/catalog';
import { DELIVERY_HOLIDAYS, VOUCHERS } from './seed-data/commerce';
import { PAGE_SECTIONS } from './seed-data/pages';
import { QUESTIONS } from './seed-data/questions';

export const DEFAULT_ADMIN_EMAIL = 'admin@mealprep.local';

export interface SeedResult {
  /** Set when this run created the admin account. */
  admin: { email: string; generatedPassword: string | null } | null;
  questionsAdded: number;
  optionsAdded: number;
  sectionsAdded: number;
  recipesAdded: number;
  dishesAdded: number;
  bundlesAdded: number;
  fixedMealPlansAdded: number;
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

/** code → id of the rows with these codes. */
async function idsByCode(
  tx: Database,
  table: typeof dishes | typeof bundles | typeof fixedMealPlans | typeof recipes,
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

function required(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`seed: ${code} is missing`);
  return id;
}

/**
 * The catalogue: recipes (linked from the meal question options), dishes with their sizes,
 * bundles and the fixed meal plan. Missing rows are added; existing ones are left alone.
 */
async function seedCatalog(tx: Database) {
  const recipesAdded = await tx
    .insert(recipes)
    .values(
      RECIPES.map((recipe, index) => ({
        code: recipe.code,
        category: recipe.category,
        subcategory: recipe.subcategory,
        name: recipe.name,
        allergens: recipe.allergens,
        proteinPer100g: recipe.per100g.protein,
        carbohydratePer100g: recipe.per100g.carbohydrate,
        fatPer100g: recipe.per100g.fat,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: recipes.id });
  const recipeIds = await idsByCode(
    tx,
    recipes,
    RECIPES.map((recipe) => recipe.code),
  );
  for (const recipe of RECIPES) {
    if (!recipe.option) continue;
    // The question types are named after the recipe categories (protein, carbohydrate, ...).
    await tx
      .update(questionOptions)
      .set({ recipeId: required(recipeIds, recipe.code) })
      .where(
        and(
          eq(questionOptions.code, recipe.option),
          isNull(questionOptions.recipeId),
          inArray(
            questionOptions.questionTypeId,
            tx
              .select({ id: questionTypes.id })
              .from(questionTypes)
              .where(eq(questionTypes.name, recipe.category)),
          ),
        ),
      );
  }

  const dishesAdded = await tx
    .insert(dishes)
    .values(
      DISHES.map((dish, index) => ({
        code: dish.code,
        tab: dish.tab,
        line: dish.line,
        cookingMethod: dish.method,
        name: dish.name,
        description: dish.description,
        allergens: dish.allergens,
        imagePath: dish.image,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: dishes.id });
  const dishIds = await idsByCode(
    tx,
    dishes,
    DISHES.map((dish) => dish.code),
  );
  await tx
    .insert(dishSizes)
    .values(
      DISHES.flatMap((dish) =>
        (['S', 'L'] as const).map((size) => ({
          dishId: required(dishIds, dish.code),
          size,
          priceSen: dish.sizes[size].priceSen,
          proteinG: dish.sizes[size].protein,
          carbohydrateG: dish.sizes[size].carbohydrate,
          fatG: dish.sizes[size].fat,
        })),
      ),
    )
    .onConflictDoNothing();

  const bundlesAdded = await tx
    .insert(bundles)
    .values(
      BUNDLES.map((bundle, index) => ({
        code: bundle.code,
        name: bundle.name,
        description: bundle.description,
        priceSen: bundle.priceSen,
        imagePath: bundle.image,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: bundles.id });
  const bundleIds = await idsByCode(
    tx,
    bundles,
    BUNDLES.map((bundle) => bundle.code),
  );
  await tx
    .insert(bundleItems)
    .values(
      BUNDLES.flatMap((bundle) =>
        bundle.items.map((item, index) => ({
          bundleId: required(bundleIds, bundle.code),
          dishId: required(dishIds, item.dish),
          size: item.size,
          quantity: item.quantity,
          position: index + 1,
        })),
      ),
    )
    .onConflictDoNothing();

  const plansAdded = await tx
    .insert(fixedMealPlans)
    .values(
      FIXED_MEAL_PLANS.map((plan, index) => ({
        code: plan.code,
        name: plan.name,
        description: plan.description,
        pricePerWeekSen: plan.pricePerWeekSen,
        daysPerWeek: plan.daysPerWeek,
        mealsPerDay: plan.mealsPerDay,
        imagePath: plan.image,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: fixedMealPlans.id });
  const planIds = await idsByCode(
    tx,
    fixedMealPlans,
    FIXED_MEAL_PLANS.map((plan) => plan.code),
  );
  await tx
    .insert(fixedMealPlanItems)
    .values(
      FIXED_MEAL_PLANS.flatMap((plan) =>
        plan.days.flatMap((meals, dayIndex) =>
          meals.map((meal, mealIndex) => ({
            planId: required(planIds, plan.code),
            day: dayIndex + 1,
            meal: mealIndex + 1,
            dishId: required(dishIds, meal.dish),
            size: meal.size,
          })),
        ),
      ),
    )
    .onConflictDoNothing();

  return {
    recipesAdded: recipesAdded.length,
    dishesAdded: dishesAdded.length,
    bundlesAdded: bundlesAdded.length,
    fixedMealPlansAdded: plansAdded.length,
  };
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
    const catalog = await seedCatalog(tx);
    await seedCommerce(tx);
    return { admin, questionsAdded, optionsAdded, sectionsAdded, ...catalog };
  });
}

/** Delivery holiday rules and vouchers: added when missing (by name / code), never changed. */
async function seedCommerce(tx: Database) {
  for (const holiday of DELIVERY_HOLIDAYS) {
    const [existing] = await tx
      .select({ id: deliveryHolidays.id })
      .from(deliveryHolidays)
      .where(eq(deliveryHolidays.name, holiday.name));
    if (!existing) await tx.insert(deliveryHolidays).values(holiday);
  }
  await tx
    .insert(vouchers)
    .values(
      VOUCHERS.map((voucher) => ({
        code: voucher.code,
        kind: voucher.kind,
        value: voucher.value,
        minSubtotalSen: voucher.minSubtotalSen ?? 0,
        maxDiscountSen: voucher.maxDiscountSen ?? null,
        startsAt: voucher.startsAt ? new Date(voucher.startsAt) : null,
        endsAt: voucher.endsAt ? new Date(voucher.endsAt) : null,
        totalLimit: voucher.totalLimit ?? null,
        perCustomerLimit: voucher.perCustomerLimit ?? null,
      })),
    )
    .onConflictDoNothing();
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
