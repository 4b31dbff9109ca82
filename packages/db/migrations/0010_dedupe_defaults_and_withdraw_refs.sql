-- Hand-written (issue 24): rows the old races left behind, cleared before the unique indexes of
-- the next migration are built. A shopper keeps the oldest of several default addresses.
UPDATE "addresses" AS a SET "is_default" = false
WHERE a."is_default" AND EXISTS (
  SELECT 1 FROM "addresses" AS b WHERE b."user_id" = a."user_id" AND b."is_default" AND b."id" < a."id"
);--> statement-breakpoint
-- Withdrawals that got the same reference: the first keeps it, later ones get `-<entry id>` added.
UPDATE "wallet_entries" AS w SET "reference" = w."reference" || '-' || w."id"
WHERE w."reference" LIKE 'WITHDRAW-%' AND EXISTS (
  SELECT 1 FROM "wallet_entries" AS o WHERE o."reference" = w."reference" AND o."id" < w."id"
);
