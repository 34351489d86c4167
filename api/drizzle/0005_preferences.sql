CREATE TYPE "public"."oil_preference" AS ENUM('normal_oil', 'no_oil');--> statement-breakpoint
CREATE TYPE "public"."plan_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "plan_status" DEFAULT 'pending' NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"failure" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"cart_item_id" integer,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_result" CHECK ("meal_plans"."status" <> 'ready' or "meal_plans"."result" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_allergies" (
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "user_allergies_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "user_meal_choices" (
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "user_meal_choices_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"activity_level_id" integer,
	"goal_id" integer,
	"goal_description" varchar(500),
	"body_type_id" integer,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 1),
	"meal_count_id" integer,
	"meal_day_id" integer,
	"supplements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_meal" jsonb,
	"custom_macros" jsonb,
	"essentials_at" timestamp with time zone,
	"oil" "oil_preference" DEFAULT 'normal_oil' NOT NULL,
	"seasoning_id" integer,
	"spice_id" integer,
	"meals_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_body" CHECK (("user_preferences"."height_cm" is null or "user_preferences"."height_cm" between 50 and 272) and ("user_preferences"."weight_kg" is null or "user_preferences"."weight_kg" between 20 and 400))
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product";--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allergies" ADD CONSTRAINT "user_allergies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allergies" ADD CONSTRAINT "user_allergies_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meal_choices" ADD CONSTRAINT "user_meal_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meal_choices" ADD CONSTRAINT "user_meal_choices_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_activity_level_id_question_options_id_fk" FOREIGN KEY ("activity_level_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_goal_id_question_options_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_body_type_id_question_options_id_fk" FOREIGN KEY ("body_type_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_meal_count_id_question_options_id_fk" FOREIGN KEY ("meal_count_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_meal_day_id_question_options_id_fk" FOREIGN KEY ("meal_day_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_seasoning_id_question_options_id_fk" FOREIGN KEY ("seasoning_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_spice_id_question_options_id_fk" FOREIGN KEY ("spice_id") REFERENCES "public"."question_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_cart_item" ON "meal_plans" USING btree ("cart_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_one_unlocked" ON "meal_plans" USING btree ("user_id") WHERE "meal_plans"."locked_at" is null;--> statement-breakpoint
CREATE INDEX "meal_plans_user" ON "meal_plans" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meal_plans_pending" ON "meal_plans" USING btree ("id") WHERE "meal_plans"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product" CHECK (("cart_items"."type" = 'RECIPE' and "cart_items"."dish_id" is not null and "cart_items"."size" is not null and "cart_items"."bundle_id" is null and "cart_items"."fixed_meal_plan_id" is null)
        or ("cart_items"."type" = 'MEAL' and "cart_items"."bundle_id" is not null and "cart_items"."dish_id" is null and "cart_items"."fixed_meal_plan_id" is null and "cart_items"."size" is null)
        or ("cart_items"."type" = 'STANDARD' and "cart_items"."fixed_meal_plan_id" is not null and "cart_items"."dish_id" is null and "cart_items"."bundle_id" is null and "cart_items"."size" is null)
        or ("cart_items"."type" = 'PERSONALIZED' and "cart_items"."dish_id" is null and "cart_items"."bundle_id" is null and "cart_items"."fixed_meal_plan_id" is null and "cart_items"."size" is null));