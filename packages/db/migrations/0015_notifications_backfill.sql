-- Hand-written (decision 0039): outbox rows written before there was a delivery worker are old
-- news; they stay in the shoppers' lists (read) but are never sent on Telegram, SMS or web push.
UPDATE "notification_outbox" SET "sent_at" = "created_at", "read_at" = "created_at" WHERE "sent_at" IS NULL;
