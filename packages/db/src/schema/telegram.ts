import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/**
 * Telegram (module `telegram`, decision 0040). One-time deep-link tokens: the profile's
 * `t.me/<bot>?start=<token>` link; only the SHA-256 of the token is kept, it is used once and expires.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The profile page's language when the link was asked for: the bot speaks it. */
    language: text('language', { enum: ['kh', 'en', 'zh'] })
      .notNull()
      .default('kh'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('telegram_link_tokens_hash_idx').on(t.tokenHash),
    index('telegram_link_tokens_user_idx').on(t.userId),
  ],
);

/** The Telegram chat a shopper linked: one chat per user and one user per chat. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    language: text('language', { enum: ['kh', 'en', 'zh'] })
      .notNull()
      .default('kh'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('telegram_chats_chat_idx').on(t.chatId)],
);

/**
 * The embedded fake Bot API's store (no TELEGRAM_API_URL): every message the bot sent, and every
 * update a person simulated in the back office's Telegram outbox (`/start`, a button press).
 */
export const telegramFakeMessages = pgTable(
  'telegram_fake_messages',
  {
    id: serial('id').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    /** `bot`: sent by the bot (sendMessage); `user`: a simulated text or button press. */
    direction: text('direction', { enum: ['bot', 'user'] }).notNull(),
    text: text('text').notNull(),
    /** The inline keyboard as the Bot API received it (`{inline_keyboard: [[{text, callback_data|url}]]}`). */
    replyMarkup: jsonb('reply_markup'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('telegram_fake_messages_chat_idx').on(t.chatId, t.id),
    check('telegram_fake_messages_direction', sql`${t.direction} in ('bot', 'user')`),
  ],
);

/**
 * The bot's posts in the staff group that are about an order (issue 26 item 3): a staff member's
 * Telegram reply to one of them (`reply_to_message`) is answered in that order's conversation.
 */
export const telegramStaffPosts = pgTable(
  'telegram_staff_posts',
  {
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.messageId] })],
);

/**
 * Updates the webhook has acted on, by Telegram's `update_id`, written in the transaction of what
 * the update did: a redelivered update (Telegram retries until it gets a 200) acts once.
 */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
