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
ALTER TABLE "parcel_receipts" ADD CONSTRAINT "parcel_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_receipts" ADD CONSTRAINT "parcel_receipts_unclaimed_id_unclaimed_parcels_id_fk" FOREIGN KEY ("unclaimed_id") REFERENCES "public"."unclaimed_parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unclaimed_parcels" ADD CONSTRAINT "unclaimed_parcels_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unclaimed_parcels" ADD CONSTRAINT "unclaimed_parcels_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_receipts_no_idx" ON "parcel_receipts" USING btree ("tracking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "unclaimed_parcels_open_no_idx" ON "unclaimed_parcels" USING btree ("tracking_no") WHERE "unclaimed_parcels"."status" = 'unclaimed';--> statement-breakpoint
CREATE INDEX "unclaimed_parcels_status_idx" ON "unclaimed_parcels" USING btree ("status","created_at");