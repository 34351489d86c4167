ALTER TYPE "public"."recipe_category" ADD VALUE 'side';--> statement-breakpoint
CREATE TABLE "rum_histograms" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rum_histograms_remote_version_metric_hour_bucket_pk" PRIMARY KEY("remote","version","metric","hour","bucket")
);
--> statement-breakpoint
CREATE TABLE "rum_hourly" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"route" varchar(40) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"error_views" integer DEFAULT 0 NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"ssr_renders" integer DEFAULT 0 NOT NULL,
	"ssr_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rum_hourly_remote_version_route_hour_pk" PRIMARY KEY("remote","version","route","hour")
);
--> statement-breakpoint
CREATE TABLE "rum_network_days" (
	"network" varchar(64) NOT NULL,
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rum_network_days_network_remote_version_day_pk" PRIMARY KEY("network","remote","version","day")
);
--> statement-breakpoint
CREATE TABLE "rum_page_views" (
	"view" varchar(80) PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "balancing_sides" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "serving_g" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "price_sen" integer;--> statement-breakpoint
ALTER TABLE "release_events" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
CREATE INDEX "rum_hourly_remote_hour_idx" ON "rum_hourly" USING btree ("remote","hour");--> statement-breakpoint
CREATE INDEX "rum_network_days_day_idx" ON "rum_network_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "rum_page_views_seen_at_idx" ON "rum_page_views" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_side_serving" CHECK (("recipes"."category"::text = 'side') = ("recipes"."serving_g" is not null and "recipes"."serving_g" > 0 and "recipes"."price_sen" is not null and "recipes"."price_sen" >= 0));