CREATE TABLE "rate_limits" (
	"key" varchar(400) NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
DROP INDEX "logs_created_at_idx";--> statement-breakpoint
DROP INDEX "logs_status_code_idx";--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "logs_user_id_idx" ON "logs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_created_at_idx" ON "logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_status_code_idx" ON "logs" USING btree ("status_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);