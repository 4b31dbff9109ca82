CREATE TABLE "withdrawal_payouts" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_payouts" ADD CONSTRAINT "withdrawal_payouts_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payouts" ADD CONSTRAINT "withdrawal_payouts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_withdraw_idx" ON "wallet_entries" USING btree ("id") WHERE "wallet_entries"."reference" like 'WITHDRAW-%';