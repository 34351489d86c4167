CREATE TYPE "public"."release_action" AS ENUM('publish', 'pin', 'rollback', 'canary', 'promote', 'auto_rollback');--> statement-breakpoint
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
ALTER TABLE "release_canaries" ADD CONSTRAINT "release_canaries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_events" ADD CONSTRAINT "release_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_pins" ADD CONSTRAINT "release_pins_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_events_remote_idx" ON "release_events" USING btree ("remote","id");