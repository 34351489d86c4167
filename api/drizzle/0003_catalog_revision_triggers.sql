-- The catalogue revision (schema.ts catalogRevision): one row, raised by every statement that
-- changes the catalogue or the page sections, so cached catalogue answers know they are stale.
INSERT INTO "catalog_revision" ("id", "revision") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dishes_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dishes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "dish_sizes_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dish_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "bundles_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "bundle_items_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "fixed_meal_plans_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fixed_meal_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "fixed_meal_plan_items_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fixed_meal_plan_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "page_sections_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_sections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
