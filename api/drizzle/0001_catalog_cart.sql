CREATE TYPE "public"."allergen" AS ENUM('prawn', 'beef', 'chicken', 'rice', 'pasta', 'potato', 'toast', 'seafood', 'peanut', 'dairy');--> statement-breakpoint
CREATE TYPE "public"."cart_item_type" AS ENUM('STANDARD', 'MEAL', 'RECIPE', 'PERSONALIZED');--> statement-breakpoint
CREATE TYPE "public"."cooking_method" AS ENUM('pan_seared', 'baked', 'stir_fried');--> statement-breakpoint
CREATE TYPE "public"."dish_size" AS ENUM('S', 'L');--> statement-breakpoint
CREATE TYPE "public"."product_line" AS ENUM('classic', 'bodybuilding', 'vegetarian');--> statement-breakpoint
CREATE TYPE "public"."product_tab" AS ENUM('meal', 'alacarte');--> statement-breakpoint
CREATE TYPE "public"."recipe_category" AS ENUM('protein', 'carbohydrate', 'vegetable', 'garnish', 'sauce');--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"size" "dish_size" NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundle_items_quantity" CHECK ("bundle_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_sen" integer NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundles_price" CHECK ("bundles"."price_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "cart_item_type" NOT NULL,
	"dish_id" integer,
	"bundle_id" integer,
	"fixed_meal_plan_id" integer,
	"size" "dish_size",
	"servings" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_unique" UNIQUE NULLS NOT DISTINCT("user_id","type","dish_id","bundle_id","fixed_meal_plan_id","size","servings"),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 99),
	CONSTRAINT "cart_items_servings" CHECK ("cart_items"."servings" between 1 and 10),
	CONSTRAINT "cart_items_product" CHECK (("cart_items"."type" = 'RECIPE' and "cart_items"."dish_id" is not null and "cart_items"."size" is not null and "cart_items"."bundle_id" is null and "cart_items"."fixed_meal_plan_id" is null)
        or ("cart_items"."type" = 'MEAL' and "cart_items"."bundle_id" is not null and "cart_items"."dish_id" is null and "cart_items"."fixed_meal_plan_id" is null and "cart_items"."size" is null)
        or ("cart_items"."type" = 'STANDARD' and "cart_items"."fixed_meal_plan_id" is not null and "cart_items"."dish_id" is null and "cart_items"."bundle_id" is null and "cart_items"."size" is null))
);
--> statement-breakpoint
CREATE TABLE "dish_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dish_id" integer NOT NULL,
	"size" "dish_size" NOT NULL,
	"price_sen" integer NOT NULL,
	"protein_g" integer NOT NULL,
	"carbohydrate_g" integer NOT NULL,
	"fat_g" integer NOT NULL,
	CONSTRAINT "dish_sizes_price" CHECK ("dish_sizes"."price_sen" > 0),
	CONSTRAINT "dish_sizes_macros" CHECK ("dish_sizes"."protein_g" >= 0 and "dish_sizes"."carbohydrate_g" >= 0 and "dish_sizes"."fat_g" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"tab" "product_tab" NOT NULL,
	"line" "product_line" NOT NULL,
	"cooking_method" "cooking_method" NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"allergens" "allergen"[] DEFAULT '{}' NOT NULL,
	"shelf_life_days" integer DEFAULT 7 NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_shelf_life" CHECK ("dishes"."shelf_life_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "fixed_meal_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"meal" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"size" "dish_size" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_per_week_sen" integer NOT NULL,
	"days_per_week" integer NOT NULL,
	"meals_per_day" integer NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "fixed_meal_plans_price" CHECK ("fixed_meal_plans"."price_per_week_sen" > 0),
	CONSTRAINT "fixed_meal_plans_shape" CHECK ("fixed_meal_plans"."days_per_week" between 1 and 7 and "fixed_meal_plans"."meals_per_day" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"category" "recipe_category" NOT NULL,
	"subcategory" varchar(30),
	"name" jsonb NOT NULL,
	"allergens" "allergen"[] DEFAULT '{}' NOT NULL,
	"protein_per_100g" numeric(5, 1) NOT NULL,
	"carbohydrate_per_100g" numeric(5, 1) NOT NULL,
	"fat_per_100g" numeric(5, 1) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recipes_macros_per_100g" CHECK ("recipes"."protein_per_100g" >= 0 and "recipes"."carbohydrate_per_100g" >= 0 and "recipes"."fat_per_100g" >= 0 and "recipes"."protein_per_100g" + "recipes"."carbohydrate_per_100g" + "recipes"."fat_per_100g" <= 100)
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_fixed_meal_plan_id_fixed_meal_plans_id_fk" FOREIGN KEY ("fixed_meal_plan_id") REFERENCES "public"."fixed_meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_sizes" ADD CONSTRAINT "dish_sizes_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_meal_plan_items" ADD CONSTRAINT "fixed_meal_plan_items_plan_id_fixed_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fixed_meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_meal_plan_items" ADD CONSTRAINT "fixed_meal_plan_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_items_unique" ON "bundle_items" USING btree ("bundle_id","dish_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_code_unique" ON "bundles" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dish_sizes_dish_size_unique" ON "dish_sizes" USING btree ("dish_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "dishes_code_unique" ON "dishes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dishes_listing_idx" ON "dishes" USING btree ("tab","line","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_meal_plan_items_slot_unique" ON "fixed_meal_plan_items" USING btree ("plan_id","day","meal");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_meal_plans_code_unique" ON "fixed_meal_plans" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_code_unique" ON "recipes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;