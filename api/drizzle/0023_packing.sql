CREATE TABLE "order_packs" (
	"order_id" integer NOT NULL,
	"pack_no" integer NOT NULL,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packed_by" integer,
	CONSTRAINT "order_packs_order_id_pack_no_pk" PRIMARY KEY("order_id","pack_no"),
	CONSTRAINT "order_packs_pack_no" CHECK ("order_packs"."pack_no" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
