DROP INDEX "wishlist_items_unique_idx";--> statement-breakpoint
ALTER TABLE "topup_requests" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "variant_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_unique_idx" ON "wishlist_items" USING btree ("user_id","store","product_id","variant");