ALTER TYPE "public"."release_action" ADD VALUE 'rollout';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_step';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_pause';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_resume';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_abort';--> statement-breakpoint
CREATE TABLE "release_previewers" (
	"cohort" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_staging_pins" (
	"remote" varchar(40) PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "step_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "gate" jsonb;--> statement-breakpoint
ALTER TABLE "release_events" ADD COLUMN "environment" varchar(20) DEFAULT 'production' NOT NULL;--> statement-breakpoint
ALTER TABLE "release_previewers" ADD CONSTRAINT "release_previewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_staging_pins" ADD CONSTRAINT "release_staging_pins_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;