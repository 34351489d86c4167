import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { amountToSen, businessDate, senToAmount } from '@mealprep/shared/core';
import {
  caloriesOf,
  type Allergen,
  type CookingMethod,
  type DishAvailabilityChoice,
  type DishSizeCode,
  type ProductLine,
  type ProductTab,
} from '@mealprep/shared/catalogue';
import type { AdminDish, DishUse } from '@mealprep/shared/catalogue/contracts';
import type { DishAdminInput } from '@mealprep/shared/validation';
import { isUniqueViolation, type Database } from '../db';
import {
  bundleItems,
  bundles,
  dishes,
  dishSizes,
  fixedMealPlanItems,
  fixedMealPlans,
} from '../db/schema';
import { dishAvailability } from '../db/tables/menu';
import type { CatalogImages } from '../catalog/images';
import { FieldValidationError, HttpError } from '../http/errors';
import type { Locale } from '@mealprep/shared/locale';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { UserRow } from '../repositories/users';
import { MenuAvailability } from './availability';

type Actor = Pick<UserRow, 'id' | 'email'>;
type DishTableRow = typeof dishes.$inferSelect;
type SizeTableRow = typeof dishSizes.$inferSelect;

/** What an audit entry records of a dish: the fields staff edit, prices as RM strings. */
type DishSnapshot = Record<string, unknown>;

function snapshot(dish: DishTableRow, sizes: readonly SizeTableRow[]): DishSnapshot {
  return {
    name_en: dish.name['en-US'],
    name_ms: dish.name['ms-MY'],
    description_en: dish.description['en-US'],
    description_ms: dish.description['ms-MY'],
    tab: dish.tab,
    line: dish.line,
    cooking_method: dish.cookingMethod,
    allergens: dish.allergens,
    shelf_life_days: dish.shelfLifeDays,
    halal: dish.halal,
    position: dish.position,
    sizes: [...sizes]
      .sort((a, b) => a.size.localeCompare(b.size))
      .map((size) => ({
        size: size.size,
        price: senToAmount(size.priceSen),
        protein: size.proteinG,
        carbohydrate: size.carbohydrateG,
        fat: size.fatG,
      })),
  };
}

/** The fields that differ, before and after (an audit entry says only what changed). */
function changes(before: DishSnapshot, after: DishSnapshot) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

function columnsOf(input: DishAdminInput) {
  return {
    name: { 'en-US': input.name_en, 'ms-MY': input.name_ms },
    description: { 'en-US': input.description_en, 'ms-MY': input.description_ms },
    tab: input.tab as ProductTab,
    line: input.line as ProductLine,
    cookingMethod: input.cooking_method as CookingMethod,
    allergens: [...new Set(input.allergens)] as Allergen[],
    shelfLifeDays: input.shelf_life_days,
    halal: input.halal,
    position: input.position,
  };
}

function sizeRowsOf(dishId: number, input: DishAdminInput) {
  return input.sizes.map((size) => ({
    dishId,
    size: size.size as DishSizeCode,
    // The schema let through only prices that read as more than 0 sen.
    priceSen: amountToSen(size.price) ?? 0,
    proteinG: size.protein,
    carbohydrateG: size.carbohydrate,
    fatG: size.fat,
  }));
}

/**
 * Menu management for staff (docs/menu.md): the dishes with both languages, each change made
 * under the dish's row lock with its audit entry (before → after) in the same transaction, so two
 * people saving one dish are decided one after the other and the second is told. Every write
 * raises the catalogue revision (the tables' triggers), which empties every process's catalogue
 * and page caches within the revision window. Orders are never touched: their lines are copies.
 */
export class MenuAdmin {
  readonly availability: MenuAvailability;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLogRepository,
    private readonly images: CatalogImages,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.availability = new MenuAvailability(db);
  }

  private today(): string {
    return businessDate(this.now());
  }

  /** Every dish in menu order, as staff see it. */
  async list(locale: Locale): Promise<AdminDish[]> {
    const rows = await this.db.select().from(dishes).orderBy(asc(dishes.position), asc(dishes.id));
    return this.present(rows, locale, this.db);
  }

  async find(id: number, locale: Locale, tx: Database = this.db): Promise<AdminDish | null> {
    const rows = await tx.select().from(dishes).where(eq(dishes.id, id));
    const [dish] = await this.present(rows, locale, tx);
    return dish ?? null;
  }

  private async present(rows: DishTableRow[], locale: Locale, tx: Database): Promise<AdminDish[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [sizes, marks, uses] = await Promise.all([
      tx
        .select()
        .from(dishSizes)
        .where(inArray(dishSizes.dishId, ids))
        .orderBy(asc(dishSizes.size)),
      this.availability.forDishes(ids, this.today(), tx),
      this.usesOf(ids, locale, tx),
    ]);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      slug: row.slug,
      tab: row.tab,
      line: row.line,
      cooking_method: row.cookingMethod,
      name: row.name,
      description: row.description,
      allergens: row.allergens,
      shelf_life_days: row.shelfLifeDays,
      halal: row.halal,
      position: row.position,
      image: this.images.image(row.imagePath, row.name[locale] || row.name['en-US']),
      sizes: sizes
        .filter((size) => size.dishId === row.id)
        .map((size) => ({
          size: size.size,
          price: senToAmount(size.priceSen),
          protein: size.proteinG,
          carbohydrate: size.carbohydrateG,
          fat: size.fatG,
          calories: caloriesOf({
            protein: size.proteinG,
            carbohydrate: size.carbohydrateG,
            fat: size.fatG,
          }),
        })),
      unavailable: marks.get(row.id) ?? [],
      used_in: uses.get(row.id) ?? [],
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  /** The bundles and fixed plans each dish is part of, with the size they hold. */
  private async usesOf(
    ids: number[],
    locale: Locale,
    tx: Database,
  ): Promise<Map<number, DishUse[]>> {
    const [inBundles, inPlans] = await Promise.all([
      tx
        .selectDistinct({
          dishId: bundleItems.dishId,
          id: bundles.id,
          name: bundles.name,
          size: bundleItems.size,
        })
        .from(bundleItems)
        .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
        .where(inArray(bundleItems.dishId, ids)),
      tx
        .selectDistinct({
          dishId: fixedMealPlanItems.dishId,
          id: fixedMealPlans.id,
          name: fixedMealPlans.name,
          size: fixedMealPlanItems.size,
        })
        .from(fixedMealPlanItems)
        .innerJoin(fixedMealPlans, eq(fixedMealPlans.id, fixedMealPlanItems.planId))
        .where(inArray(fixedMealPlanItems.dishId, ids)),
    ]);
    const result = new Map<number, DishUse[]>();
    const add = (kind: DishUse['kind'], row: (typeof inBundles)[number]) => {
      const list = result.get(row.dishId) ?? [];
      list.push({ kind, id: row.id, name: row.name[locale] || row.name['en-US'], size: row.size });
      result.set(row.dishId, list);
    };
    for (const row of inBundles) add('bundle', row);
    for (const row of inPlans) add('fixed_plan', row);
    for (const list of result.values()) {
      list.sort(
        (a, b) => a.kind.localeCompare(b.kind) || a.id - b.id || a.size.localeCompare(b.size),
      );
    }
    return result;
  }

  /** Halal turned on needs the declaration (docs/spec.md §3: never claimed by default). */
  private checkHalal(input: DishAdminInput, wasHalal: boolean) {
    if (input.halal && !wasHalal && input.halal_declaration !== true) {
      throw FieldValidationError.of('halal_declaration', 'validation.halalDeclaration');
    }
  }

  /** A new dish; its page address is made once from the English name (migration 0016). */
  async create(actor: Actor, input: DishAdminInput, locale: Locale): Promise<AdminDish> {
    this.checkHalal(input, false);
    try {
      const id = await this.db.transaction(async (tx) => {
        const slug = sql`dish_slug(${input.name_en})`;
        const [row] = await tx
          .insert(dishes)
          .values({
            ...columnsOf(input),
            slug,
            code: sql`left(${slug}, 80)`,
            imagePath: '',
          })
          .returning();
        if (!row) throw new Error('dish not created');
        const sizes = await tx.insert(dishSizes).values(sizeRowsOf(row.id, input)).returning();
        await this.audit.record(
          actor,
          {
            action: 'menu.create',
            subject: 'dish',
            subjectId: row.id,
            before: null,
            after: snapshot(row, sizes),
          },
          tx,
        );
        return row.id;
      });
      const created = await this.find(id, locale);
      if (!created) throw new Error('dish not found after create');
      return created;
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** A name that makes no page address, or one another dish has, is the name's error. */
  private refusal(error: unknown): unknown {
    if (isUniqueViolation(error)) {
      return FieldValidationError.of('name_en', 'validation.dishNameTaken');
    }
    if (/dishes_slug/.test(String((error as { cause?: unknown }).cause ?? error))) {
      return FieldValidationError.of('name_en', 'validation.invalid');
    }
    return error;
  }

  /** The dish locked for a change; 404 when there is none. */
  private async locked(tx: Database, id: number): Promise<DishTableRow> {
    const [row] = await tx.select().from(dishes).where(eq(dishes.id, id)).for('update');
    if (!row) throw new HttpError(404, 'dishNotFound');
    return row;
  }

  /**
   * Saves a dish. A size taken away that a bundle or the fixed plan is made of is refused (they
   * would silently lose a dish), and so is a save over a newer one when `updated_at` is given.
   */
  async update(
    actor: Actor,
    id: number,
    input: DishAdminInput,
    locale: Locale,
  ): Promise<AdminDish> {
    try {
      await this.db.transaction(async (tx) => {
        const before = await this.locked(tx, id);
        if (input.updated_at && input.updated_at !== before.updatedAt.toISOString()) {
          throw new HttpError(409, 'dishChanged');
        }
        this.checkHalal(input, before.halal);
        const oldSizes = await tx.select().from(dishSizes).where(eq(dishSizes.dishId, id));
        const kept = input.sizes.map((size) => size.size as DishSizeCode);
        const dropped = oldSizes.map((size) => size.size).filter((size) => !kept.includes(size));
        if (dropped.length > 0) await this.refuseDroppingUsed(tx, id, dropped, locale);
        const [after] = await tx
          .update(dishes)
          .set({
            ...columnsOf(input),
            updatedAt: sql`greatest(now(), ${dishes.updatedAt} + interval '1 millisecond')`,
          })
          .where(eq(dishes.id, id))
          .returning();
        if (!after) throw new HttpError(404, 'dishNotFound');
        if (dropped.length > 0) {
          await tx
            .delete(dishSizes)
            .where(and(eq(dishSizes.dishId, id), notInArray(dishSizes.size, kept)));
        }
        const sizes = await tx
          .insert(dishSizes)
          .values(sizeRowsOf(id, input))
          .onConflictDoUpdate({
            target: [dishSizes.dishId, dishSizes.size],
            set: {
              priceSen: sql`excluded.price_sen`,
              proteinG: sql`excluded.protein_g`,
              carbohydrateG: sql`excluded.carbohydrate_g`,
              fatG: sql`excluded.fat_g`,
            },
          })
          .returning();
        const diff = changes(snapshot(before, oldSizes), snapshot(after, sizes));
        if (Object.keys(diff.after).length === 0) return;
        await this.audit.record(
          actor,
          { action: 'menu.update', subject: 'dish', subjectId: id, ...diff },
          tx,
        );
      });
    } catch (error) {
      throw this.refusal(error);
    }
    const saved = await this.find(id, locale);
    if (!saved) throw new HttpError(404, 'dishNotFound');
    return saved;
  }

  private async refuseDroppingUsed(
    tx: Database,
    id: number,
    dropped: DishSizeCode[],
    locale: Locale,
  ) {
    const uses = (await this.usesOf([id], locale, tx)).get(id) ?? [];
    const blocking = uses.filter((use) => dropped.includes(use.size));
    const first = blocking[0];
    if (!first) return;
    throw FieldValidationError.of('sizes', 'validation.dishSizeInUse', {
      size: first.size,
      uses: [...new Set(blocking.map((use) => use.name))].join(', '),
    });
  }

  /** A new photo (an uploaded set, `photos.ts`); answers the path it replaced. */
  async setPhoto(actor: Actor, id: number, imagePath: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      await tx
        .update(dishes)
        .set({
          imagePath,
          updatedAt: sql`greatest(now(), ${dishes.updatedAt} + interval '1 millisecond')`,
        })
        .where(eq(dishes.id, id));
      await this.audit.record(
        actor,
        {
          action: 'menu.photo',
          subject: 'dish',
          subjectId: id,
          before: { image: before.imagePath },
          after: { image: imagePath },
        },
        tx,
      );
      return before.imagePath;
    });
  }

  /**
   * Marks a dish sold out or paused for a delivery date, or available again. Dates before today
   * are history and are refused. Bundles and the fixed plan that hold the dish cannot be had on
   * that date either (they are made of it): the answer lists them in `used_in`.
   */
  async setAvailability(
    actor: Actor,
    id: number,
    date: string,
    state: DishAvailabilityChoice,
  ): Promise<{ name: DishTableRow['name']; changed: boolean }> {
    if (date < this.today()) {
      throw FieldValidationError.of('date', 'validation.availabilityPast');
    }
    return this.db.transaction(async (tx) => {
      const dish = await this.locked(tx, id);
      const was = (await this.availability.on(id, date, tx)) ?? 'available';
      if (was === state) return { name: dish.name, changed: false };
      if (state === 'available') {
        await tx
          .delete(dishAvailability)
          .where(and(eq(dishAvailability.dishId, id), eq(dishAvailability.deliveryDate, date)));
      } else {
        await tx
          .insert(dishAvailability)
          .values({ dishId: id, deliveryDate: date, state, updatedBy: actor.id })
          .onConflictDoUpdate({
            target: [dishAvailability.dishId, dishAvailability.deliveryDate],
            set: { state, updatedBy: actor.id, updatedAt: sql`now()` },
          });
      }
      await this.audit.record(
        actor,
        {
          action: 'menu.availability',
          subject: 'dish',
          subjectId: id,
          before: { date, state: was },
          after: { date, state },
        },
        tx,
      );
      return { name: dish.name, changed: true };
    });
  }
}
