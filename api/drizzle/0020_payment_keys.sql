CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" varchar(64),
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "idempotency_keys" ("user_id", "key", "order_id", "created_at")
	SELECT "user_id", "idempotency_key", "id", "updated_at" FROM "orders"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotency_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" SET "refund_reason" = CASE WHEN "callback"->>'duplicate_of_paid_order' = 'true' THEN 'paid_twice' ELSE 'paid_after_cancel' END
	WHERE "refund_due_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" AS "older" SET "status" = 'expired', "updated_at" = now()
	WHERE "older"."status" = 'pending' AND EXISTS (
		SELECT 1 FROM "payments" AS "newer"
		WHERE "newer"."order_id" = "older"."order_id" AND "newer"."status" = 'pending' AND "newer"."id" > "older"."id"
	);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_refunds_due" ON "payments" USING btree ("refund_due_at") WHERE "payments"."refund_due_at" is not null and "payments"."refunded_at" is null;
