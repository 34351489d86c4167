CREATE TYPE "public"."delivery_method" AS ENUM('deliver', 'pickup');--> statement-breakpoint
CREATE TYPE "public"."order_line_size" AS ENUM('S', 'L');--> statement-breakpoint
CREATE TYPE "public"."order_line_type" AS ENUM('STANDARD', 'MEAL', 'RECIPE', 'PERSONALIZED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('payment_pending', 'payment_failed', 'paid', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."packaging_method" AS ENUM('vacuum', 'lunch_box');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."points_source" AS ENUM('order', 'admin');--> statement-breakpoint
CREATE TYPE "public"."voucher_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"unit_no" varchar(50),
	"address_1" varchar(255) NOT NULL,
	"address_2" varchar(255),
	"state" varchar(100) NOT NULL,
	"city" varchar(100) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"country" varchar(2) DEFAULT 'MY' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_coordinates" CHECK ("addresses"."latitude" <> 0 and "addresses"."longitude" <> 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordered_from" date NOT NULL,
	"ordered_to" date NOT NULL,
	"delivery_weekday_by_order_weekday" jsonb NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "delivery_holidays_range" CHECK ("delivery_holidays"."ordered_from" <= "delivery_holidays"."ordered_to")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" "order_line_type" NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"size" "order_line_size",
	"servings" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"subtotal_sen" integer NOT NULL,
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."quantity" > 0 and "order_lines"."unit_price_sen" >= 0 and "order_lines"."subtotal_sen" = "order_lines"."unit_price_sen" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"status" "order_status" DEFAULT 'payment_pending' NOT NULL,
	"delivery_method" "delivery_method" NOT NULL,
	"packaging_method" "packaging_method" NOT NULL,
	"delivery_instructions" text,
	"delivery_date" date NOT NULL,
	"delivery_time" varchar(5) NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"voucher_id" integer,
	"subtotal_sen" integer NOT NULL,
	"total_sen" integer NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"price_lines" jsonb NOT NULL,
	"courier_quote" jsonb,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_idempotency_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_sen" >= 0 and "orders"."total_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(40) NOT NULL,
	"provider_ref" varchar(200),
	"amount_sen" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" "points_source" NOT NULL,
	"order_id" integer,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"remarks" text NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_balance_not_negative" CHECK ("points_transactions"."balance_after" >= 0),
	CONSTRAINT "points_nonzero" CHECK ("points_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" "voucher_kind" NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_sen" integer DEFAULT 0 NOT NULL,
	"max_discount_sen" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value" CHECK (("vouchers"."kind" = 'percent' and "vouchers"."value" between 1 and 100) or ("vouchers"."kind" = 'fixed' and "vouchers"."value" > 0)),
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."total_limit" is null or "vouchers"."used_count" <= "vouchers"."total_limit"))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "points_transactions_user" ON "points_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_one_credit_per_order" ON "points_transactions" USING btree ("order_id") WHERE "points_transactions"."source" = 'order';--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_user" ON "voucher_redemptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree (upper("code"));