ALTER TABLE "users" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "customer_rating" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "customer_rating_feedback" text;