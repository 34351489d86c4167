ALTER TYPE "public"."user_role" ADD VALUE 'kitchen';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'dispatch';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'support';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_email" varchar(254) NOT NULL,
	"action" varchar(60) NOT NULL,
	"subject" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_customer_details";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","subject_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_details" CHECK ("users"."role" <> 'customer' or ("users"."phone_no" is not null and "users"."date_of_birth" is not null and "users"."gender" is not null));