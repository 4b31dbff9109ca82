CREATE TABLE "buy_request_quota" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buy_request_quota_range" CHECK ("buy_request_quota"."open_count" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "buy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"link" text NOT NULL,
	"store" text,
	"item_id" text,
	"note" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_product" text,
	"quote_cents" integer,
	"answer_note" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_requests_quantity" CHECK ("buy_requests"."quantity" between 1 and 999),
	CONSTRAINT "buy_requests_answered" CHECK (("buy_requests"."status" = 'answered') = ("buy_requests"."answered_at" is not null and "buy_requests"."answer_product" is not null and "buy_requests"."quote_cents" is not null)),
	CONSTRAINT "buy_requests_quote" CHECK ("buy_requests"."quote_cents" is null or "buy_requests"."quote_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "buy_request_quota" ADD CONSTRAINT "buy_request_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_requests_status_idx" ON "buy_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "buy_requests_user_idx" ON "buy_requests" USING btree ("user_id","id");