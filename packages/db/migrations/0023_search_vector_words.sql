DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (search_words("products"."title" || ' ' || "products"."title_en" || ' ' || "products"."title_kh" || ' ' || "products"."title_zh")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_vector");