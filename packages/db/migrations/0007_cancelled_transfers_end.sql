-- Hand-written (data only, issue 24 item 10): orders cancelled while their bank transfer waited for
-- staff stayed `verifying` and in the transfers queue; cancelling now ends the transfer (`unpaid`).
UPDATE "orders" SET "payment_status" = 'unpaid', "updated_at" = now()
WHERE "stage" = 'cancelled' AND "payment_status" = 'verifying';
