DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace("products"."title" || ' ' || "products"."title_en" || ' ' || "products"."title_kh" || ' ' || "products"."title_zh", '([^\x01-\u024F\u1E00-\u1EFF][\u0300-\u036F\u17B4-\u17D3\u17DD]*)', ' \1 ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_vector");