-- Hand-written (decision 0033): the lines of orders placed before the purchase journey take the
-- state of their order's stage; the ledger gets the goods, discount and payment rows of those orders.
UPDATE "order_lines" AS l SET
  "state" = CASE o."stage"
    WHEN 'placed' THEN 'awaiting_payment'
    WHEN 'paid' THEN 'to_buy'
    WHEN 'purchased' THEN 'bought'
    WHEN 'overseas_warehouse' THEN 'received'
    WHEN 'cancelled' THEN 'cancelled'
    ELSE 'ready' END,
  "paid_at" = CASE WHEN o."stage" NOT IN ('placed', 'cancelled') THEN o."updated_at" END
FROM "orders" AS o WHERE o."id" = l."order_id";
--> statement-breakpoint
UPDATE "orders" SET "shipping_stage" = "stage"
WHERE "stage" IN ('shipped_to_cambodia', 'phnom_penh_warehouse', 'out_for_delivery', 'delivered');
--> statement-breakpoint
INSERT INTO "order_ledger" ("order_id", "kind", "amount_cents", "method")
SELECT "id", 'goods', "subtotal_cents" + "shipping_cents", NULL FROM "orders";
--> statement-breakpoint
INSERT INTO "order_ledger" ("order_id", "kind", "amount_cents", "method")
SELECT "id", 'discount', -"discount_cents", NULL FROM "orders" WHERE "discount_cents" > 0;
--> statement-breakpoint
INSERT INTO "order_ledger" ("order_id", "kind", "amount_cents", "method")
SELECT "id", 'goods_paid', -"grand_total_cents", "payment_type" FROM "orders" WHERE "payment_status" IN ('paid', 'refunded');
