CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"mode" text NOT NULL,
	"vehicle_no" text NOT NULL,
	"departs_on" text NOT NULL,
	"eta" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_eta" CHECK ("batches"."eta" >= "batches"."departs_on")
);
--> statement-breakpoint
CREATE TABLE "order_shipping_preferences" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"preference" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_lines" (
	"parcel_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "parcel_lines_parcel_id_order_line_id_pk" PRIMARY KEY("parcel_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"destination" text NOT NULL,
	"address" jsonb,
	"mode" text NOT NULL,
	"source_country" text NOT NULL,
	"state" text DEFAULT 'packing' NOT NULL,
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"billable_grams" integer,
	"freight_cents" integer,
	"freight_parts" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_type" text,
	"payment_method" text,
	"payment_reference" text,
	"receipt_url" text,
	"batch_id" integer,
	"packed_by" integer,
	"weighed_by" integer,
	"weighed_at" timestamp with time zone,
	"freight_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_weight" CHECK ("parcels"."weight_grams" IS NULL OR "parcels"."weight_grams" > 0),
	CONSTRAINT "parcels_freight" CHECK ("parcels"."freight_cents" IS NULL OR "parcels"."freight_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_reminders" (
	"order_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"free_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_reminders_order_id_days_before_pk" PRIMARY KEY("order_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "rider_day_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"day" text NOT NULL,
	"cash_expected_cents" integer NOT NULL,
	"cash_handed_cents" integer NOT NULL,
	"note" text,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_day_closes_cash" CHECK ("rider_day_closes"."cash_handed_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"rider_id" integer NOT NULL,
	"assigned_on" text NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"collected_cents" integer DEFAULT 0 NOT NULL,
	"method" text,
	"khqr_reference" text,
	"photo" text,
	"fail_reason" text,
	"assigned_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_drops_collected" CHECK ("rider_drops"."collected_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_no" text NOT NULL,
	"shelf" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_by" integer,
	"unclaimed_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unclaimed_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_no" text NOT NULL,
	"shelf" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'unclaimed' NOT NULL,
	"received_by" integer,
	"matched_by" integer,
	"matched_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD COLUMN "parcel_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipping_preferences" ADD CONSTRAINT "order_shipping_preferences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_lines" ADD CONSTRAINT "parcel_lines_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_lines" ADD CONSTRAINT "parcel_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_lines" ADD CONSTRAINT "parcel_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_weighed_by_users_id_fk" FOREIGN KEY ("weighed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_reminders" ADD CONSTRAINT "storage_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD CONSTRAINT "rider_day_closes_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_day_closes" ADD CONSTRAINT "rider_day_closes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_drops" ADD CONSTRAINT "rider_drops_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_drops" ADD CONSTRAINT "rider_drops_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_receipts" ADD CONSTRAINT "parcel_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_receipts" ADD CONSTRAINT "parcel_receipts_unclaimed_id_unclaimed_parcels_id_fk" FOREIGN KEY ("unclaimed_id") REFERENCES "public"."unclaimed_parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unclaimed_parcels" ADD CONSTRAINT "unclaimed_parcels_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unclaimed_parcels" ADD CONSTRAINT "unclaimed_parcels_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_code_idx" ON "batches" USING btree ("code");--> statement-breakpoint
CREATE INDEX "batches_state_idx" ON "batches" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_lines_line_idx" ON "parcel_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "parcel_lines_order_idx" ON "parcel_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_code_idx" ON "parcels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parcels_user_idx" ON "parcels" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "parcels_state_idx" ON "parcels" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "parcels_batch_idx" ON "parcels" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_day_closes_idx" ON "rider_day_closes" USING btree ("rider_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_drops_open_parcel_idx" ON "rider_drops" USING btree ("parcel_id") WHERE "rider_drops"."status" = 'assigned';--> statement-breakpoint
CREATE INDEX "rider_drops_rider_day_idx" ON "rider_drops" USING btree ("rider_id","assigned_on");--> statement-breakpoint
CREATE INDEX "parcel_receipts_no_idx" ON "parcel_receipts" USING btree ("tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "unclaimed_parcels_open_no_idx" ON "unclaimed_parcels" USING btree ("tracking_no") WHERE "unclaimed_parcels"."status" = 'unclaimed';--> statement-breakpoint
CREATE INDEX "unclaimed_parcels_status_idx" ON "unclaimed_parcels" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_freight_idx" ON "order_ledger" USING btree ("parcel_id","order_id") WHERE "order_ledger"."kind" = 'freight';--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_freight_paid_idx" ON "order_ledger" USING btree ("parcel_id","order_id") WHERE "order_ledger"."kind" = 'freight_paid';