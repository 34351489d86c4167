import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import {
  ALLERGENS,
  caloriesOf,
  PRODUCT_LINES,
  PRODUCT_TABS,
  type MenuItem,
} from '@mealprep/shared/domain';
import { CATALOG_ASSETS_DIR, CatalogImages, PLACEHOLDER_KEY, servedWidth } from '../catalog/images';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { dishes, dishSizes, questionOptions, questionTypes, recipes } from './schema';
import { BUNDLES, DISHES, FIXED_MEAL_PLANS } from './seed-data/catalog';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function wholeMenu(): Promise<MenuItem[]> {
  const items: MenuItem[] = [];
  for (let page = 1; page < 10; page += 1) {
    const response = await t.app.inject({ url: `/api/v1/menu?per_page=60&page=${page}` });
    const body = response.json<{ data: MenuItem[]; meta: { total: number } }>();
    items.push(...body.data);
    if (items.length >= body.meta.total) break;
  }
  return items;
}

const MAX_PHONE_IMAGE_BYTES = 60 * 1024;

describe('the seeded catalogue', () => {
  it('has over 60 distinct flavours across the three lines and both tabs (docs/spec.md §1)', async () => {
    const rows = await t.db
      .select({ code: dishes.code, name: dishes.name, tab: dishes.tab, line: dishes.line })
      .from(dishes);
    expect(rows.length).toBeGreaterThan(60);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name['en-US'].toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name['ms-MY'].toLowerCase())).size).toBe(rows.length);
    for (const line of PRODUCT_LINES) {
      for (const tab of PRODUCT_TABS) {
        expect(rows.filter((row) => row.line === line && row.tab === tab).length).toBeGreaterThan(
          4,
        );
      }
    }
  });

  it('derives calories as 4P + 4C + 9F for every seeded size', async () => {
    const sizes = await t.db
      .select({
        code: dishes.code,
        size: dishSizes.size,
        protein: dishSizes.proteinG,
        carbohydrate: dishSizes.carbohydrateG,
        fat: dishSizes.fatG,
      })
      .from(dishSizes)
      .innerJoin(dishes, eq(dishes.id, dishSizes.dishId));
    expect(sizes).toHaveLength(DISHES.length * 2);
    const menu = new Map((await wholeMenu()).map((item) => [item.code, item]));
    fc.assert(
      fc.property(fc.constantFrom(...sizes), (row) => {
        const answered = menu.get(row.code)?.sizes.find((size) => size.size === row.size);
        const expected = row.protein * 4 + row.carbohydrate * 4 + row.fat * 9;
        expect(answered).toMatchObject({
          protein: row.protein,
          carbohydrate: row.carbohydrate,
          fat: row.fat,
          calories: expected,
        });
        expect(caloriesOf(row)).toBe(expected);
        expect(expected).toBeGreaterThan(0);
      }),
      { numRuns: sizes.length * 3 },
    );
  });

  it('sells every dish in S and L, the large portion dearer and bigger, keeping 7 days', async () => {
    for (const item of await wholeMenu()) {
      const [small, large] = item.sizes;
      expect([small?.size, large?.size]).toEqual(['S', 'L']);
      expect(Number(large?.price)).toBeGreaterThan(Number(small?.price));
      expect(large?.calories).toBeGreaterThan(small?.calories ?? Infinity);
      expect(small?.price).toMatch(/^\d+\.\d{2}$/);
      expect(item.shelf_life_days).toBe(7);
      expect(['pan_seared', 'baked', 'stir_fried']).toContain(item.cooking_method);
      for (const allergen of item.allergens) expect(ALLERGENS).toContain(allergen);
    }
  });

  it('names and describes every dish in English and Bahasa Malaysia', async () => {
    const rows = await t.db
      .select({ name: dishes.name, description: dishes.description })
      .from(dishes);
    for (const row of rows) {
      for (const locale of ['en-US', 'ms-MY'] as const) {
        expect(row.name[locale].trim().length).toBeGreaterThan(3);
        expect(row.description[locale].trim().length).toBeGreaterThan(20);
      }
      expect(row.description['ms-MY']).not.toBe(row.description['en-US']);
    }
  });

  it('keeps meat and seafood out of the vegetarian line', async () => {
    const vegetarian = await t.db
      .select({ code: dishes.code, allergens: dishes.allergens })
      .from(dishes)
      .where(eq(dishes.line, 'vegetarian'));
    for (const dish of vegetarian) {
      expect(
        dish.allergens.filter((a) => ['chicken', 'beef', 'prawn', 'seafood'].includes(a)),
      ).toEqual([]);
    }
  });

  it('gives every dish, bundle and the fixed plan an existing picture, each file ≤ 60 kB', async () => {
    const images = CatalogImages.load();
    const rows = await t.db.select({ imagePath: dishes.imagePath }).from(dishes);
    const paths = [
      ...rows.map((row) => row.imagePath),
      ...BUNDLES.map((bundle) => bundle.image),
      ...FIXED_MEAL_PLANS.map((plan) => plan.image),
    ];
    for (const storedPath of [...paths, `dishes/${PLACEHOLDER_KEY}`]) {
      const key = images.keyOf(storedPath);
      expect(key).not.toBeNull();
      for (const entry of images.files(key ?? '')) {
        const file = path.join(CATALOG_ASSETS_DIR, entry.file);
        expect(fs.existsSync(file)).toBe(true);
        const bytes = fs.readFileSync(file);
        // RIFF....WEBP, and VP8/VP8L/VP8X dimensions agree with the answer's width and height.
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(webpSize(bytes)).toEqual({ width: entry.width, height: entry.height });
        expect(bytes.length).toBeLessThanOrEqual(MAX_PHONE_IMAGE_BYTES);
      }
    }
  });

  it('serves a 390-px-wide phone files of at most 60 kB at densities 1, 2 and 3', async () => {
    const images = CatalogImages.load();
    const widths = [1, 2, 3].map((density) => servedWidth(390, density));
    expect(widths).toEqual([640, 1024, 1024]);
    for (const item of await wholeMenu()) {
      for (const width of widths) {
        const candidate = item.image.srcset
          .split(', ')
          .find((entry) => entry.endsWith(` ${width}w`))
          ?.split(' ')[0];
        expect(candidate).toBeDefined();
        const file = path.join(CATALOG_ASSETS_DIR, path.basename(candidate ?? ''));
        expect(fs.statSync(file).size).toBeLessThanOrEqual(MAX_PHONE_IMAGE_BYTES);
      }
      expect(item.image.placeholder).toBe(false);
      expect(images.keyOf(`dishes/${item.code}`)).toBe(item.code);
    }
  });

  it('links every meal question option but "none" to a recipe of its category', async () => {
    const options = await t.db
      .select({
        type: questionTypes.name,
        code: questionOptions.code,
        recipeCategory: recipes.category,
        recipeId: questionOptions.recipeId,
      })
      .from(questionOptions)
      .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
      .leftJoin(recipes, eq(recipes.id, questionOptions.recipeId))
      .where(
        inArray(questionTypes.name, ['protein', 'carbohydrate', 'vegetable', 'garnish', 'sauce']),
      );
    expect(options.length).toBeGreaterThan(15);
    for (const option of options) {
      if (option.code === 'none') expect(option.recipeId).toBeNull();
      else expect(option.recipeCategory).toBe(option.type);
    }
    const unlinked = await t.db
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
      .where(and(eq(questionTypes.name, 'protein'), isNull(questionOptions.recipeId)));
    expect(unlinked).toEqual([]);
  });

  it('gives recipes plausible macros per 100 g', async () => {
    const rows = await t.db.select().from(recipes);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      const kcal = caloriesOf({
        protein: row.proteinPer100g,
        carbohydrate: row.carbohydratePer100g,
        fat: row.fatPer100g,
      });
      expect(kcal).toBeGreaterThan(10);
      // Pure fat is 900 kcal per 100 g; nuts come near 770 (macadamia, a balancing side).
      expect(kcal).toBeLessThan(800);
    }
  });
});

/** Width and height from a WebP header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') {
    return {
      width: 1 + bytes.readUIntLE(24, 3),
      height: 1 + bytes.readUIntLE(27, 3),
    };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}
