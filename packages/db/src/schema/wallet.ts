import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/** Anakut Cash (module `wallet`): the ledger and the top-up requests. Money is integer cents with an explicit currency. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Anakut Cash ledger: the balance is the sum of a user's entries and never negative. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'adjustment'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId),
    // The back office's withdrawal list (issue 24 item 10): a withdrawal is the ledger's `WITHDRAW-` entry.
    index('wallet_entries_withdraw_idx')
      .on(t.id)
      .where(sql`${t.reference} like 'WITHDRAW-%'`),
    // A withdrawal's reference is what staff pay out by: one entry each (`WITHDRAW-<entry id>`).
    uniqueIndex('wallet_entries_withdraw_reference_idx')
      .on(t.reference)
      .where(sql`${t.reference} like 'WITHDRAW-%'`),
  ],
);

/**
 * Withdrawals staff paid out (issue 24 item 10): at most one row per withdrawal, i.e. per ledger
 * entry the shopper's withdraw wrote; a withdrawal without a row is still to pay.
 */
export const withdrawalPayouts = pgTable('withdrawal_payouts', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => walletEntries.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id),
  /** What staff note of the payout (the bank's transfer reference). */
  note: text('note'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});

export const topupRequests = pgTable(
  'topup_requests',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    receiptUrl: text('receipt_url').notNull(),
    /** The payment type (bank account code of the `commerce` setting) the shopper says they paid to. */
    paymentMethod: text('payment_method'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('topup_requests_user_idx').on(t.userId)],
);
