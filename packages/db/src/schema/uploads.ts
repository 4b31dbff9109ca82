import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every image uploaded to this store, with who uploaded it: receipts and profile pictures must
 * name an upload of the same shopper. Stored files are never overwritten (random keys).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    sha256: text('sha256').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_url_idx').on(t.url), index('uploads_user_idx').on(t.userId)],
);

/**
 * One receipt backs one payment (issue 24 item 3, decision 0032): each stored upload used as a
 * receipt, by a top-up request or a bank-transfer order, has one row here, unique by its URL. The
 * row is written in the transaction that creates the top-up or the order; a second use is refused.
 */
export const receiptUses = pgTable(
  'receipt_uses',
  {
    id: serial('id').primaryKey(),
    uploadUrl: text('upload_url').notNull(),
    kind: text('kind', { enum: ['topup', 'order'] }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_uses_upload_idx').on(t.uploadUrl),
    index('receipt_uses_target_idx').on(t.kind, t.targetId),
  ],
);
