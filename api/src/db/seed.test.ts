import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  createTestDatabase,
  SETUP_TIMEOUT,
  startApp,
  type TestApp,
  type TestDatabase,
} from '../test/helper';
import { native } from '../test/native';
import { dishes, pageSections, questionOptions, questionTypes, users } from './schema';
import { dishDetails } from './seed-data/dishDetails';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startApp(database);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
  await database.drop();
}, SETUP_TIMEOUT);

async function optionCodes(name: string) {
  const rows = await t.db
    .select({
      code: questionOptions.code,
      name: questionOptions.name,
      value: questionOptions.value,
    })
    .from(questionOptions)
    .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
    .where(eq(questionTypes.name, name))
    .orderBy(asc(questionOptions.position));
  return rows;
}

describe('seed data', () => {
  it('has the essential and meal question types in questionnaire order', async () => {
    const types = await t.db
      .select({ name: questionTypes.name, group: questionTypes.group })
      .from(questionTypes)
      .orderBy(asc(questionTypes.position));
    expect(types.map((type) => type.name)).toEqual([
      'activity_level',
      'goal',
      'body_type',
      'allergies',
      'supplements',
      'meal_count',
      'meal_day',
      'oil',
      'protein',
      'carbohydrate',
      'vegetable',
      'garnish',
      'sauce',
      'seasoning',
      'spices',
    ]);
  });

  it.each([
    ['activity_level', ['not_active', 'moderately_active', 'active', 'extra_active']],
    ['goal', ['healthy', 'fat_loss', 'mass_gain', 'lean_mass_gain', 'custom_macro']],
    ['body_type', ['endomorph', 'mesomorph', 'ectomorph']],
    [
      'allergies',
      [
        'prawn',
        'beef',
        'chicken',
        'rice',
        'pasta',
        'potato',
        'toast',
        'seafood',
        'peanut',
        'dairy',
      ],
    ],
    ['supplements', ['yes', 'no']],
    ['seasoning', ['no_salt', 'less_salt', 'normal_salt']],
    ['spices', ['no_spicy', 'less_spicy', 'normal_spicy']],
    ['oil', ['normal_oil', 'no_oil']],
  ])('offers the docs/spec.md §3 options for %s', async (name, codes) => {
    expect((await optionCodes(name)).map((option) => option.code)).toEqual(codes);
  });

  it('has meals per day 1–5, days 5–7, and "none" for garnish and sauce', async () => {
    expect((await optionCodes('meal_count')).map((option) => option.value)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect((await optionCodes('meal_day')).map((option) => option.value)).toEqual([5, 6, 7]);
    expect((await optionCodes('garnish')).map((option) => option.code)).toContain('none');
    expect((await optionCodes('sauce')).map((option) => option.code)).toContain('none');
  });

  it('names every option in English and Bahasa Malaysia', async () => {
    const names = await t.db.select({ name: questionOptions.name }).from(questionOptions);
    expect(names.length).toBeGreaterThan(50);
    for (const { name } of names) {
      expect(name['en-US']).toBeTruthy();
      expect(name['ms-MY']).toBeTruthy();
    }
  });

  it('has the home sections with six how-it-works steps in both languages', async () => {
    const sections = await t.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.page, 'home'))
      .orderBy(asc(pageSections.position));
    expect(sections.map((section) => section.key)).toEqual([
      'banners',
      'featured',
      'how_it_works',
      'services',
    ]);
    const howItWorks = sections[2]?.content;
    for (const locale of ['en-US', 'ms-MY'] as const) {
      const steps = howItWorks?.[locale].how_it_works_steps as { title: string }[];
      expect(steps).toHaveLength(6);
    }
    expect(
      (howItWorks?.['en-US'].how_it_works_steps as { title: string }[]).map((s) => s.title),
    ).toEqual([
      'Fill up and select',
      'AI meal planner',
      'Kitchen',
      'Delivery',
      'Shelf life 7 days',
      'Enjoy',
    ]);
    expect(sections[3]?.content['ms-MY']).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      home_services: expect.any(Array),
      cta_title: expect.any(String),
      cta_action: expect.any(String),
    });
    expect(sections[0]?.content['en-US']).toHaveProperty('carousel_banners');
    expect(sections[1]?.content['en-US']).toHaveProperty('featured_section');
  });

  it('is idempotent: a second run adds nothing', async () => {
    const result = await native.seed.seedDatabase(t.db, {
      adminEmail: 'admin@test.mealprep.my',
      adminPassword: 'admin-password-for-tests',
      password: t.config.password,
    });
    expect(result).toEqual({
      admin: null,
      questionsAdded: 0,
      optionsAdded: 0,
      sectionsAdded: 0,
      recipesAdded: 0,
      dishesAdded: 0,
      bundlesAdded: 0,
      fixedMealPlansAdded: 0,
    });
  });

  it("gives sections seeded before their illustrations the seed's pictures, keeping edits", async () => {
    const [row] = await t.db
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.page, 'home'), eq(pageSections.key, 'how_it_works')));
    if (!row) throw new Error('no how-it-works section');
    type Step = { title: string; image: string; image_alt?: string };
    const en = row.content['en-US'];
    const steps = en.how_it_works_steps as Step[];
    const old = {
      ...row.content,
      'en-US': {
        ...en,
        how_it_works_steps: steps.map((step, index) => ({
          ...step,
          image: index === 5 ? 'dishes/rendang-daging' : '',
          image_alt: undefined,
          title: index === 0 ? 'Answer and choose' : step.title,
        })),
      },
    };
    await t.db.update(pageSections).set({ content: old }).where(eq(pageSections.id, row.id));
    await native.seed.seedDatabase(t.db, {
      adminEmail: 'admin@test.mealprep.my',
      adminPassword: 'admin-password-for-tests',
      password: t.config.password,
    });
    const [after] = await t.db.select().from(pageSections).where(eq(pageSections.id, row.id));
    const filled = after?.content['en-US'].how_it_works_steps as Step[];
    expect(filled.map((step) => step.image)).toEqual([
      'dishes/step-fill-up-and-select',
      'dishes/step-ai-meal-planner',
      'dishes/step-kitchen',
      'dishes/step-delivery',
      'dishes/step-shelf-life',
      'dishes/rendang-daging',
    ]);
    expect(filled[0]).toMatchObject({ title: 'Answer and choose', image_alt: expect.any(String) });
    expect(filled[5]?.image_alt).toBeUndefined();
  });

  it('writes the pages of dishes seeded before dish pages, keeping a page someone wrote', async () => {
    const empty = { 'en-US': '', 'ms-MY': '' };
    const written = { 'en-US': ['House rendang paste'], 'ms-MY': ['Pes rendang istimewa'] };
    await t.db
      .update(dishes)
      .set({ ingredients: { 'en-US': [], 'ms-MY': [] }, reheating: empty, storage: empty })
      .where(inArray(dishes.code, ['ayam-percik-nasi-kunyit', 'rendang-daging']));
    await t.db
      .update(dishes)
      .set({ ingredients: written })
      .where(eq(dishes.code, 'rendang-daging'));
    await native.seed.seedDatabase(t.db, {
      adminEmail: 'admin@test.mealprep.my',
      adminPassword: 'admin-password-for-tests',
      password: t.config.password,
    });
    const rows = await t.db
      .select({
        code: dishes.code,
        ingredients: dishes.ingredients,
        reheating: dishes.reheating,
        storage: dishes.storage,
      })
      .from(dishes)
      .where(inArray(dishes.code, ['ayam-percik-nasi-kunyit', 'rendang-daging']))
      .orderBy(asc(dishes.code));
    const seeded = dishDetails('ayam-percik-nasi-kunyit');
    expect(rows).toEqual([
      {
        code: 'ayam-percik-nasi-kunyit',
        ingredients: seeded.ingredients,
        reheating: seeded.reheating,
        storage: seeded.storage,
      },
      { code: 'rendang-daging', ingredients: written, reheating: empty, storage: empty },
    ]);
  });

  it('generates a strong admin password when none is configured, once', async () => {
    await t.db.delete(users).where(eq(users.role, 'admin'));
    const config = { adminEmail: null, adminPassword: null, password: t.config.password };
    const first = await native.seed.seedDatabase(t.db, config);
    expect(first.admin?.email).toBe('admin@mealprep.local');
    expect(first.admin?.generatedPassword).toMatch(/^[\w-]{24}$/);
    const second = await native.seed.seedDatabase(t.db, config);
    expect(second.admin).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: 'admin@mealprep.local', password: first.admin?.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
  });
});
