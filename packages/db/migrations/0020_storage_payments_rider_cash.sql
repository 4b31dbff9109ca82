CREATE TABLE "storage_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text,
	"reference" text NOT NULL,
	"receipt_url" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_payments_amount" CHECK ("storage_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rider_cash_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD COLUMN "resolved_how" text;--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD COLUMN "resolved_note" text;--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "storage_payments" ADD CONSTRAINT "storage_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_ledger" ADD CONSTRAINT "rider_cash_ledger_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_ledger" ADD CONSTRAINT "rider_cash_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_cash_ledger_day_idx" ON "rider_cash_ledger" USING btree ("rider_id","day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_cash_ledger_resolution_idx" ON "rider_cash_ledger" USING btree ("rider_id","day") WHERE "rider_cash_ledger"."kind" in ('rider_paid', 'written_off', 'returned');--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD CONSTRAINT "rider_day_closes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;