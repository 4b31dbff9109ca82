ALTER TABLE "products" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_name" text;