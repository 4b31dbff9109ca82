CREATE TABLE "receipt_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_url" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_uses_upload_idx" ON "receipt_uses" USING btree ("upload_url");--> statement-breakpoint
CREATE INDEX "receipt_uses_target_idx" ON "receipt_uses" USING btree ("kind","target_id");