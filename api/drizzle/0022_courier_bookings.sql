CREATE TABLE "courier_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"provider" varchar(40) NOT NULL,
	"request_key" varchar(80) NOT NULL,
	"external_id" varchar(100),
	"state" varchar(20) NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"driver" jsonb,
	"tracking_url" text,
	"booked_by" integer,
	"failure" varchar(200),
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_bookings_request_key" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "courier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(40) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"booking_id" integer,
	"external_id" varchar(100) NOT NULL,
	"state" varchar(20) NOT NULL,
	"applied" boolean NOT NULL,
	"driver" jsonb,
	"tracking_url" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_events_once" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "courier_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"booking_id" integer,
	"kind" varchar(20) NOT NULL,
	"detail" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_sandbox_deliveries" (
	"external_id" varchar(60) PRIMARY KEY NOT NULL,
	"request_key" varchar(80) NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"ms_per_minute" integer NOT NULL,
	"driver" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "courier_sandbox_request_key" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_booking_id_courier_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."courier_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_alerts" ADD CONSTRAINT "courier_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_alerts" ADD CONSTRAINT "courier_alerts_booking_id_courier_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."courier_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_external" ON "courier_bookings" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_one_current" ON "courier_bookings" USING btree ("order_id") WHERE "courier_bookings"."current";--> statement-breakpoint
CREATE INDEX "courier_bookings_open" ON "courier_bookings" USING btree ("state","last_event_at") WHERE "courier_bookings"."current";--> statement-breakpoint
CREATE INDEX "courier_events_booking" ON "courier_events" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "courier_alerts_order" ON "courier_alerts" USING btree ("order_id","created_at");
