CREATE TABLE "visitor_networks" (
	"network" varchar(64) PRIMARY KEY NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_networks_last_seen_idx" ON "visitor_networks" USING btree ("last_seen");--> statement-breakpoint
CREATE TABLE "release_report_networks" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"network" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_report_networks_version_idx" ON "release_report_networks" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "release_report_networks_at_idx" ON "release_report_networks" USING btree ("at");--> statement-breakpoint
ALTER TABLE "release_canaries" ADD COLUMN "held_at" timestamp with time zone;
