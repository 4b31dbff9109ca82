import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONVERSATION_STATUSES, MESSAGE_AUTHORS, MESSAGE_SOURCES } from '@fardin/core/contract-conversations';
import { users } from './accounts';
import { orders } from './orders';

/**
 * Conversations (module `conversations`, decision 0041): one thread per order between its shopper
 * and staff. The thread row keeps what the inbox sorts by, so the inbox is one indexed read.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's shopper (the thread's only non-staff reader). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    /** The oldest shopper message staff have not answered yet; null when nothing waits. */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_order_idx').on(t.orderId),
    // The inbox: open threads, oldest unanswered first (nulls last), then the least recently active.
    index('conversations_inbox_idx').on(t.status, t.awaitingSince, t.lastMessageAt),
    check('conversations_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: MESSAGE_AUTHORS }).notNull(),
    /** The shopper or staff member who wrote it (null once their account is gone). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    /** Stored upload URLs (`/uploads/...`) of the shopper. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    source: text('source', { enum: MESSAGE_SOURCES }).notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    check('conversation_messages_not_empty', sql`${t.body} <> '' or jsonb_array_length(${t.photos}) > 0`),
  ],
);
