CREATE TYPE "public"."release_action" AS ENUM('publish', 'pin', 'rollback', 'canary', 'promote', 'auto_rollback');--> statement-breakpoint
CREATE TABLE "courier_quotes" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"provider" varchar(40) NOT NULL,
	"provider_ref" varchar(200),
	"fee_sen" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_quotes_fee" CHECK ("courier_quotes"."fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"url" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"last_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_canaries" (
	"remote" varchar(40) PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"failure_threshold" integer NOT NULL,
	"min_loads" integer NOT NULL,
	"base_loads" integer DEFAULT 0 NOT NULL,
	"base_failures" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_canaries_percent" CHECK ("release_canaries"."percent" between 1 and 100),
	CONSTRAINT "release_canaries_threshold" CHECK ("release_canaries"."failure_threshold" between 1 and 100),
	CONSTRAINT "release_canaries_min_loads" CHECK ("release_canaries"."min_loads" >= 1)
);
--> statement-breakpoint
CREATE TABLE "release_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" varchar(40) NOT NULL,
	"action" "release_action" NOT NULL,
	"from_version" varchar(64),
	"to_version" varchar(64),
	"reason" text NOT NULL,
	"actor_id" integer,
	"actor_email" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_loads" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_loads_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "release_pins" (
	"remote" varchar(40) PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"base_url" varchar(500),
	"shared" jsonb NOT NULL,
	"exposes" jsonb NOT NULL,
	"integrity" varchar(120) NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_remote_version" UNIQUE("remote","version")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "courier_quotes" ADD CONSTRAINT "courier_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_quotes" ADD CONSTRAINT "courier_quotes_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_canaries" ADD CONSTRAINT "release_canaries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_events" ADD CONSTRAINT "release_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_pins" ADD CONSTRAINT "release_pins_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_quotes_user" ON "courier_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gateway_notifications_due" ON "gateway_notifications" USING btree ("next_attempt_at") WHERE "gateway_notifications"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "release_events_remote_idx" ON "release_events" USING btree ("remote","id");