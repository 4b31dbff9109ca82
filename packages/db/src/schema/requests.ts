import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BUY_REQUEST_STATUSES, MAX_OPEN_BUY_REQUESTS } from '@fardin/core/contract-requests';
import { users } from './accounts';

/**
 * "Buy it for me" requests (module `requests`, issue 29 item 2): a link the shopper sent with a
 * note, and staff's answer (a product and a quote). The answer's columns are all set together.
 */

export const buyRequests = pgTable(
  'buy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    /** Read from the link on the server when it is an item of a store we know. */
    store: text('store'),
    itemId: text('item_id'),
    note: text('note').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    variant: text('variant').notNull().default(''),
    status: text('status', { enum: BUY_REQUEST_STATUSES }).notNull().default('open'),
    answerProduct: text('answer_product'),
    quoteCents: integer('quote_cents'),
    answerNote: text('answer_note'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's list: open requests, oldest first.
    index('buy_requests_status_idx').on(t.status, t.createdAt, t.id),
    // The shopper's list.
    index('buy_requests_user_idx').on(t.userId, t.id),
    check('buy_requests_quantity', sql`${t.quantity} between 1 and 999`),
    check(
      'buy_requests_answered',
      sql`(${t.status} = 'answered') = (${t.answeredAt} is not null and ${t.answerProduct} is not null and ${t.quoteCents} is not null)`,
    ),
    check('buy_requests_quote', sql`${t.quoteCents} is null or ${t.quoteCents} > 0`),
  ],
);

/**
 * How many requests each shopper has waiting: raised by one `INSERT ... ON CONFLICT DO UPDATE ...
 * WHERE open_count < max` (so concurrent creates cannot pass the cap), lowered by the answer.
 */
export const buyRequestQuota = pgTable(
  'buy_request_quota',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    check('buy_request_quota_range', sql`${t.openCount} between 0 and ${sql.raw(String(MAX_OPEN_BUY_REQUESTS))}`),
  ],
);
