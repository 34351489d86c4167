CREATE TYPE "public"."questionnaire" AS ENUM('essentials', 'meal');--> statement-breakpoint
CREATE TABLE "questionnaire_drafts" (
	"user_id" integer NOT NULL,
	"questionnaire" "questionnaire" NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_drafts_user_id_questionnaire_pk" PRIMARY KEY("user_id","questionnaire")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_drafts" ADD CONSTRAINT "questionnaire_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;