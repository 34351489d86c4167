ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(20);