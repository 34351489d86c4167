ALTER TYPE "public"."release_action" ADD VALUE 'rollout';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_step';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_pause';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_resume';--> statement-breakpoint
ALTER TYPE "public"."release_action" ADD VALUE 'rollout_abort';--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "step_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "gate" jsonb;