DROP INDEX "meal_plans_one_unlocked";--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "for_week" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_one_unlocked" ON "meal_plans" USING btree ("user_id") WHERE "meal_plans"."locked_at" is null and not "meal_plans"."for_week";