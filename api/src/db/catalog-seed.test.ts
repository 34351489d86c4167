import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ALLERGENS, caloriesOf, PRODUCT_LINES, PRODUCT_TABS } from '@mealprep/shared/catalogue';
import type {
  Bundle,
  FixedMealPlan,
  MenuItem,
  PageSection,
} from '@mealprep/shared/catalogue/contracts';
import { CATALOG_ASSETS_DIR, CatalogImages, PLACEHOLDER_KEY, servedWidth } from '../catalog/images';
import { rawRows } from '../repositories/points-ledger';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { dishes, dishSizes, questionOptions, questionTypes, recipes } from './schema';
import { BUNDLES, DISHES, FIXED_MEAL_PLANS } from './seed-data/catalog';
import { DETAILED_CODES, REHEATING, STORAGE } from './seed-data/dishDetails';
import { halalByWords } from './seed-data/looks';

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

  it('says nothing of the bundles, the fixed plan or the allergies that they are not (finding 11)', async () => {
    const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json<{ data: Bundle[] }>()
      .data;
    const meals = bundles.map((bundle) => bundle.meal_count);
    const plan = (await t.app.inject({ url: '/api/v1/fixed_meal_plan' })).json<{
      data: FixedMealPlan;
    }>().data;
    const dayCalories = plan.days.map((day) => day.calories);
    for (const locale of ['en-US', 'ms-MY']) {
      const headers = { 'accept-language': locale };
      const sections = (await t.app.inject({ url: '/api/v1/page_management/home', headers })).json<{
        data: PageSection[];
      }>().data;
      const featured = sections.find((section) => section.key === 'featured');
      const card =
        featured?.key === 'featured'
          ? featured.featured_section.find((item) => item.link === '/meal-bundles')
          : undefined;
      // Every number the card names is a bundle's size, and it names the smallest and largest.
      const named = (card?.description.match(/\d+/g) ?? []).map(Number);
      expect(named).toEqual([Math.min(...meals), Math.max(...meals)]);
      expect(card?.description).not.toMatch(/\b(two|dua)\b/i);

      // An energy figure in the plan's words must be one its days come to.
      const described = (await t.app.inject({ url: '/api/v1/fixed_meal_plan', headers })).json<{
        data: FixedMealPlan;
      }>().data.description;
      for (const [, figure = ''] of described.matchAll(/(\d[\d,]*)\s*kk?c?al/gi)) {
        const value = Number(figure.replace(/,/g, ''));
        expect(value).toBeGreaterThanOrEqual(Math.min(...dayCalories));
        expect(value).toBeLessThanOrEqual(Math.max(...dayCalories));
      }
    }

    const allergy = await t.db
      .select({ name: questionOptions.name })
      .from(questionOptions)
      .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
      .where(and(eq(questionTypes.name, 'allergies'), eq(questionOptions.code, 'toast')));
    expect(allergy).toEqual([{ name: { 'en-US': 'Bread', 'ms-MY': 'Roti' } }]);
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

/**
 * The words in an English ingredient that name where an allergen of docs/spec.md §3 comes from.
 * Sweet potato is no potato, coconut milk no dairy, oyster mushrooms no seafood.
 */
const ALLERGEN_WORDS: Record<(typeof ALLERGENS)[number], RegExp> = {
  prawn: /\b(prawns?|shrimp|belacan)\b/i,
  beef: /\bbeef\b/i,
  chicken: /\bchicken\b/i,
  rice: /\brice\b/i,
  pasta: /\b(pasta|spaghetti|penne|fusilli)\b/i,
  potato: /(?<!sweet )\bpotato/i,
  toast: /\b(bread|toast)\b/i,
  seafood:
    /\b(fish|prawns?|shrimp|belacan|squid|salmon|tuna|mackerel|barramundi|anchov\w*|ikan bilis|budu|oyster sauce)\b/i,
  peanut: /\bpeanuts?\b/i,
  dairy: /\b(butter|cheese|cheddar|parmesan|cream|yoghurt|paneer|ghee)\b|(?<!coconut )\bmilk\b/i,
};

describe('the seeded dish pages', () => {
  async function pages() {
    return t.db
      .select({
        code: dishes.code,
        slug: dishes.slug,
        name: dishes.name,
        allergens: dishes.allergens,
        halal: dishes.halal,
        ingredients: dishes.ingredients,
        reheating: dishes.reheating,
        storage: dishes.storage,
      })
      .from(dishes);
  }

  it('writes every dish’s ingredients, reheating and storage in both languages', async () => {
    const rows = await pages();
    expect(rows.map((row) => row.code).sort()).toEqual([...DETAILED_CODES].sort());
    for (const row of rows) {
      const [english, malay] = [row.ingredients['en-US'], row.ingredients['ms-MY']];
      // Item for item: the same ingredient in the same place in either language.
      expect(english.length).toBeGreaterThanOrEqual(5);
      expect(malay).toHaveLength(english.length);
      expect(new Set(english).size).toBe(english.length);
      for (const item of [...english, ...malay]) expect(item.trim()).toBe(item);
      expect(Object.values(REHEATING)).toContainEqual(row.reheating);
      expect(Object.values(STORAGE)).toContainEqual(row.storage);
      expect(row.reheating['ms-MY']).not.toBe(row.reheating['en-US']);
      expect(row.storage['ms-MY']).not.toBe(row.storage['en-US']);
    }
  });

  it('names in the ingredients where each listed allergen comes from, and no other allergen', async () => {
    for (const row of await pages()) {
      const found = ALLERGENS.filter((allergen) =>
        row.ingredients['en-US'].some((item) => ALLERGEN_WORDS[allergen].test(item)),
      );
      expect({ dish: row.code, allergens: found }).toEqual({
        dish: row.code,
        allergens: row.allergens,
      });
    }
  });

  it('puts no pork, lard or alcohol among the ingredients of a halal dish, in either language', async () => {
    const halal = (await pages()).filter((row) => row.halal);
    expect(halal.length).toBe(DISHES.length);
    for (const row of halal) {
      expect(halalByWords(...row.ingredients['en-US'], ...row.ingredients['ms-MY'])).toBe(true);
    }
  });

  it('makes each slug once from the English name with the database’s dish_slug()', async () => {
    const slugOf = async (name: string) =>
      (await rawRows<{ slug: string }>(t.db, sql`select dish_slug(${name}) as slug`))[0]?.slug;
    for (const row of await pages()) expect(row.slug).toBe(await slugOf(row.name['en-US']));
    expect(await slugOf('Sautéed crème brûlée — “deluxe” (L)')).toBe(
      'sauteed-creme-brulee-deluxe-l',
    );
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
