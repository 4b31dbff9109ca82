import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Payments (module `payments`): KHQR payment requests and the embedded sandbox gateway's bank. See docs/decisions/0005-orders-and-payments.md. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A KHQR payment request (one QR), looked up by the MD5 of its string. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    qrString: text('qr_string').notNull(),
    md5: text('md5').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    gatewayData: jsonb('gateway_data'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_idx').on(t.reference),
    uniqueIndex('payments_md5_idx').on(t.md5),
    index('payments_user_idx').on(t.userId),
  ],
);

/** The embedded sandbox gateway's "bank": transactions marked paid by the sandbox endpoint or CLI. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  md5: text('md5').primaryKey(),
  toAccountId: text('to_account_id').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});
