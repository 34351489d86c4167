/**
 * Words finding 11: a database seeded before the seed's copy was corrected is corrected by the
 * migration 0017_true_copy, and copy that was rewritten since is left as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';
import { MIGRATIONS_FOLDER } from './index';
import { dishes, fixedMealPlans, pageSections, questionOptions, questionTypes } from './schema';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const OLD_PLAN =
  'Lunch and dinner for five days, balanced by our nutritionist: about 1,000 kcal a day from the two meals, kept chilled for up to 7 days.';

const OLD_WEDGES = 'Sweet potato wedges baked with paprika: clean carbs for training days.';

async function migrate() {
  const file = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0017_true_copy.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint'))
    await t.db.execute(sql.raw(statement));
}

async function featured() {
  const [row] = await t.db
    .select({ content: pageSections.content })
    .from(pageSections)
    .where(and(eq(pageSections.page, 'home'), eq(pageSections.key, 'featured')));
  return JSON.stringify(row?.content);
}

async function toastAllergy() {
  const [row] = await t.db
    .select({ id: questionOptions.id, name: questionOptions.name })
    .from(questionOptions)
    .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
    .where(and(eq(questionTypes.name, 'allergies'), eq(questionOptions.code, 'toast')));
  return row;
}

it('corrects the old words of an earlier seed, in both languages', async () => {
  // The rows as the seed wrote them before the correction.
  const sectionText = (await featured())
    .replace(/From \d+ to \d+ meals a bundle[^"]*/, 'Bundles for two, five or seven days.')
    .replace(
      /Daripada \d+ hingga \d+ hidangan sepakej[^"]*/,
      'Pakej untuk dua, lima atau tujuh hari.',
    );
  await t.db
    .update(pageSections)
    .set({ content: JSON.parse(sectionText) })
    .where(and(eq(pageSections.page, 'home'), eq(pageSections.key, 'featured')));
  await t.db
    .update(fixedMealPlans)
    .set({ description: { 'en-US': OLD_PLAN, 'ms-MY': 'kira-kira 1,000 kcal sehari' } })
    .where(eq(fixedMealPlans.code, 'balanced-week'));
  const option = await toastAllergy();
  await t.db
    .update(questionOptions)
    .set({ name: { 'en-US': 'Toast', 'ms-MY': 'Roti bakar' } })
    .where(eq(questionOptions.id, option!.id));
  await t.db
    .update(dishes)
    .set({ description: { 'en-US': OLD_WEDGES, 'ms-MY': 'Keledek dibakar dengan paprika.' } })
    .where(eq(dishes.code, 'bb-keledek-bakar'));
  expect(await featured()).toContain('Bundles for two, five or seven days.');

  await migrate();

  const section = await featured();
  expect(section).toContain(
    'From 3 to 10 meals a bundle, for less than the dishes cost one by one.',
  );
  expect(section).toContain('Daripada 3 hingga 10 hidangan sepakej');
  expect(section).not.toMatch(/two, five|dua, lima/);
  const [plan] = await t.db
    .select({ description: fixedMealPlans.description })
    .from(fixedMealPlans)
    .where(eq(fixedMealPlans.code, 'balanced-week'));
  expect(plan?.description['en-US']).not.toMatch(/kcal/);
  expect(plan?.description['ms-MY']).not.toMatch(/kcal/);
  expect((await toastAllergy())?.name).toEqual({ 'en-US': 'Bread', 'ms-MY': 'Roti' });
  const [wedges] = await t.db
    .select({ description: dishes.description })
    .from(dishes)
    .where(eq(dishes.code, 'bb-keledek-bakar'));
  expect(wedges?.description).toEqual({
    'en-US': 'Sweet potato wedges baked with paprika: clean carbohydrate for training days.',
    'ms-MY': 'Keledek dibakar dengan paprika.',
  });
});

it('leaves copy that was rewritten since as it is', async () => {
  const own = { 'en-US': 'Our chef’s own week.', 'ms-MY': 'Minggu pilihan cef kami.' };
  await t.db
    .update(fixedMealPlans)
    .set({ description: own })
    .where(eq(fixedMealPlans.code, 'balanced-week'));
  const before = await featured();

  await migrate();

  const [plan] = await t.db
    .select({ description: fixedMealPlans.description })
    .from(fixedMealPlans)
    .where(eq(fixedMealPlans.code, 'balanced-week'));
  expect(plan?.description).toEqual(own);
  expect(await featured()).toBe(before);
});
