-- A page per dish (/food-menu/<slug>): the slug, made once from the English name and kept when
-- the name changes, and what the page says besides the menu card (ingredients, reheating,
-- storage; written by the seed, api/src/db/seed-data/dishDetails.ts).
CREATE OR REPLACE FUNCTION "dish_slug"("name" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT trim(both '-' from left(regexp_replace(lower(regexp_replace(normalize("name", NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), 120))
$$;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "slug" varchar(120);--> statement-breakpoint
UPDATE "dishes" SET "slug" = "dish_slug"("name"->>'en-US');--> statement-breakpoint
UPDATE "dishes" SET "slug" = 'dish-' || "id" WHERE "slug" IS NULL OR "slug" = '';--> statement-breakpoint
UPDATE "dishes" AS "later" SET "slug" = left("later"."slug", 100) || '-' || "later"."id" WHERE EXISTS (SELECT 1 FROM "dishes" AS "earlier" WHERE "earlier"."slug" = "later"."slug" AND "earlier"."id" < "later"."id");--> statement-breakpoint
ALTER TABLE "dishes" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "ingredients" jsonb DEFAULT '{"en-US":[],"ms-MY":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "reheating" jsonb DEFAULT '{"en-US":"","ms-MY":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "storage" jsonb DEFAULT '{"en-US":"","ms-MY":""}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dishes_slug_unique" ON "dishes" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_slug" CHECK ("dishes"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
