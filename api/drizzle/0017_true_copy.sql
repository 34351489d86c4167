-- Words finding 11: copy that was not true of the seeded data, corrected in databases seeded
-- before the seed was. Each row changes only while it still holds the old words, so copy an
-- admin has rewritten is left alone.
UPDATE "page_sections"
SET "content" = replace(
  replace(
    "content"::text,
    '"Bundles for two, five or seven days."',
    '"From 3 to 10 meals a bundle, for less than the dishes cost one by one."'
  ),
  '"Pakej untuk dua, lima atau tujuh hari."',
  '"Daripada 3 hingga 10 hidangan sepakej, lebih murah daripada membeli satu persatu."'
)::jsonb
WHERE "page" = 'home' AND "key" = 'featured'
  AND "content"::text LIKE '%Bundles for two, five or seven days.%';
--> statement-breakpoint
UPDATE "fixed_meal_plans"
SET "description" = jsonb_build_object(
  'en-US', 'Lunch and dinner for five days, balanced by our nutritionist and kept chilled for up to 7 days.',
  'ms-MY', 'Makan tengah hari dan malam untuk lima hari, diseimbangkan oleh pakar pemakanan kami dan tahan sejuk sehingga 7 hari.'
)
WHERE "code" = 'balanced-week'
  AND "description"->>'en-US' = 'Lunch and dinner for five days, balanced by our nutritionist: about 1,000 kcal a day from the two meals, kept chilled for up to 7 days.';
--> statement-breakpoint
UPDATE "question_options"
SET "name" = jsonb_build_object('en-US', 'Bread', 'ms-MY', 'Roti')
WHERE "code" = 'toast'
  AND "name"->>'en-US' = 'Toast'
  AND "question_type_id" = (SELECT "id" FROM "question_types" WHERE "name" = 'allergies');
--> statement-breakpoint
UPDATE "dishes"
SET "description" = jsonb_set(
  "description",
  '{en-US}',
  to_jsonb('Sweet potato wedges baked with paprika: clean carbohydrate for training days.'::text)
)
WHERE "code" = 'bb-keledek-bakar'
  AND "description"->>'en-US' = 'Sweet potato wedges baked with paprika: clean carbs for training days.';
