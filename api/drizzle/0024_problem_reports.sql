CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"reason" varchar(20) NOT NULL,
	"line_ids" integer[] NOT NULL,
	"note" text,
	"photo" varchar(80),
	"resolution" varchar(20),
	"points" integer,
	"refund_sen" integer,
	"resolution_reason" text,
	"points_transaction_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_reports_status" CHECK ("problem_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "problem_reports_reason" CHECK ("problem_reports"."reason" in ('missing', 'wrong_item', 'quality', 'temperature', 'late')),
	CONSTRAINT "problem_reports_lines" CHECK (cardinality("problem_reports"."line_ids") > 0),
	CONSTRAINT "problem_reports_outcome" CHECK (("problem_reports"."status" = 'open' and "problem_reports"."resolution" is null and "problem_reports"."resolved_at" is null) or ("problem_reports"."status" = 'resolved' and "problem_reports"."resolved_at" is not null and (("problem_reports"."resolution" = 'points' and "problem_reports"."points" > 0) or ("problem_reports"."resolution" = 'refund' and "problem_reports"."refund_sen" > 0) or ("problem_reports"."resolution" = 'none' and "problem_reports"."resolution_reason" is not null)))),
	CONSTRAINT "problem_reports_refunded" CHECK ("problem_reports"."refunded_at" is null or "problem_reports"."resolution" = 'refund')
);
--> statement-breakpoint
CREATE TABLE "problem_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"staff_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_points_transaction_id_points_transactions_id_fk" FOREIGN KEY ("points_transaction_id") REFERENCES "public"."points_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_answers" ADD CONSTRAINT "problem_answers_report_id_problem_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_answers" ADD CONSTRAINT "problem_answers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_reports_one_open" ON "problem_reports" USING btree ("order_id") WHERE "problem_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "problem_reports_order" ON "problem_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "problem_reports_queue" ON "problem_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "problem_answers_report" ON "problem_answers" USING btree ("report_id","id");
