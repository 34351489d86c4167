ALTER TABLE "email_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template" varchar(60);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template_props" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD CONSTRAINT "subscription_weeks_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_has_body" CHECK ("email_outbox"."text_body" is not null or ("email_outbox"."template" is not null and "email_outbox"."template_props" is not null));