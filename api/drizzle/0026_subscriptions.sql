CREATE TABLE "payment_method_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(40) NOT NULL,
	"ref" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"payment_method_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"token" varchar(200) NOT NULL,
	"label" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_kind" CHECK ("payment_methods"."kind" in ('card', 'duitnow_mandate'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"token" varchar(200) NOT NULL,
	"amount_sen" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"ref" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"state" varchar(20) NOT NULL,
	"order_id" integer,
	"pay_link_sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_weeks_one_per_date" UNIQUE("subscription_id","delivery_date"),
	CONSTRAINT "subscription_weeks_state" CHECK ("subscription_weeks"."state" in ('upcoming', 'skipped', 'paused', 'paid', 'fulfilled', 'released', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_method" varchar(10) NOT NULL,
	"packaging_method" varchar(10) NOT NULL,
	"delivery_weekday" smallint NOT NULL,
	"delivery_time" varchar(5) NOT NULL,
	"address_id" integer,
	"delivery_instructions" text,
	"paused_until" date,
	"payment_method_id" integer,
	"locale" varchar(5) DEFAULT 'en-US' NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'paused', 'past_due', 'cancelled')),
	CONSTRAINT "subscriptions_weekday" CHECK ("subscriptions"."delivery_weekday" between 1 and 6),
	CONSTRAINT "subscriptions_cancelled" CHECK (("subscriptions"."status" = 'cancelled') = ("subscriptions"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_key" varchar(200);--> statement-breakpoint
ALTER TABLE "payment_method_setups" ADD CONSTRAINT "payment_method_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_setups" ADD CONSTRAINT "payment_method_setups_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD CONSTRAINT "subscription_weeks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD CONSTRAINT "subscription_weeks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_setups_ref" ON "payment_method_setups" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_token" ON "payment_methods" USING btree ("provider","token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_weeks_order" ON "subscription_weeks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_weeks_due" ON "subscription_weeks" USING btree ("state","cutoff_at");--> statement-breakpoint
CREATE INDEX "subscription_weeks_date" ON "subscription_weeks" USING btree ("delivery_date","state");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_status" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_charge_key" ON "payments" USING btree ("charge_key");