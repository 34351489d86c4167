-- Menu management (docs/menu.md): a dish sold out or paused for one delivery date, and the unit
-- price a cart line had when it was added, so the cart can say when a price changed since.
CREATE TYPE "public"."dish_availability_state" AS ENUM('sold_out', 'paused');--> statement-breakpoint
CREATE TABLE "dish_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"dish_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"state" "dish_availability_state" NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dish_availability" ADD CONSTRAINT "dish_availability_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_availability" ADD CONSTRAINT "dish_availability_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dish_availability_dish_date_unique" ON "dish_availability" USING btree ("dish_id","delivery_date");--> statement-breakpoint
CREATE INDEX "dish_availability_date_idx" ON "dish_availability" USING btree ("delivery_date");--> statement-breakpoint
-- A sold-out mark is part of what the storefront shows: it raises the catalogue revision like any
-- other catalogue change (migration 0003), so cached answers and pages are made again.
CREATE TRIGGER "dish_availability_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dish_availability" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_price_sen" integer;--> statement-breakpoint
-- The product's price at the moment the line is first added, read by the database itself so
-- every way of adding a line records it; raising the quantity later keeps the first price.
CREATE OR REPLACE FUNCTION "cart_item_added_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."added_price_sen" IS NULL THEN
    NEW."added_price_sen" := CASE NEW."type"
      WHEN 'RECIPE' THEN (SELECT "price_sen" FROM "dish_sizes" WHERE "dish_id" = NEW."dish_id" AND "size" = NEW."size")
      WHEN 'MEAL' THEN (SELECT "price_sen" FROM "bundles" WHERE "id" = NEW."bundle_id")
      WHEN 'STANDARD' THEN (SELECT "price_per_week_sen" FROM "fixed_meal_plans" WHERE "id" = NEW."fixed_meal_plan_id")
      ELSE NULL
    END;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_added_price" BEFORE INSERT ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "cart_item_added_price"();
