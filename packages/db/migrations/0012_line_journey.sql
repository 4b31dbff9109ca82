CREATE TABLE "line_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"receipt_url" text,
	"note" text,
	"actor_id" integer,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_refunds_amount" CHECK ("line_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "line_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"shelf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text,
	"problem_id" integer,
	"refund_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_due_cents" integer DEFAULT 0 NOT NULL,
	"new_unit_cents" integer,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"choice" text,
	"chosen_variant" text,
	"payment_type" text,
	"payment_reference" text,
	"receipt_url" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problems_amount" CHECK ("order_problems"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"purchase_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "purchase_lines_price" CHECK ("purchase_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"seller" text NOT NULL,
	"marketplace_order_no" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_checks" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "state" text DEFAULT 'awaiting_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_stage" text;--> statement-breakpoint
ALTER TABLE "line_events" ADD CONSTRAINT "line_events_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_events" ADD CONSTRAINT "line_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_events" ADD CONSTRAINT "line_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_refunds" ADD CONSTRAINT "line_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_refunds" ADD CONSTRAINT "line_refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_refunds" ADD CONSTRAINT "line_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_tracking" ADD CONSTRAINT "line_tracking_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_problem_id_order_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."order_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_events_line_idx" ON "line_events" USING btree ("order_line_id","id");--> statement-breakpoint
CREATE INDEX "line_refunds_line_idx" ON "line_refunds" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "line_refunds_status_idx" ON "line_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "line_tracking_no_idx" ON "line_tracking" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "notification_outbox_order_idx" ON "notification_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_unsent_idx" ON "notification_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_supplement_paid_idx" ON "order_ledger" USING btree ("problem_id") WHERE "order_ledger"."kind" = 'supplement_paid';--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_goods_paid_idx" ON "order_ledger" USING btree ("order_id") WHERE "order_ledger"."kind" = 'goods_paid';--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_goods_idx" ON "order_ledger" USING btree ("order_id") WHERE "order_ledger"."kind" = 'goods';--> statement-breakpoint
CREATE UNIQUE INDEX "order_problems_one_open_idx" ON "order_problems" USING btree ("order_line_id") WHERE "order_problems"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "order_problems_status_idx" ON "order_problems" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_lines_line_idx" ON "purchase_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_lines_state_idx" ON "order_lines" USING btree ("state","paid_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_held_from" CHECK (("order_lines"."state" = 'problem') = ("order_lines"."held_from" IS NOT NULL));