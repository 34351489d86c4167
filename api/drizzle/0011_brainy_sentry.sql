ALTER TYPE "public"."recipe_category" ADD VALUE 'side';--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "balancing_sides" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "serving_g" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "price_sen" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_side_serving" CHECK (("recipes"."category"::text = 'side') = ("recipes"."serving_g" is not null and "recipes"."serving_g" > 0 and "recipes"."price_sen" is not null and "recipes"."price_sen" >= 0));