import { z } from 'zod';

/**
 * The conversation of an order (decision 0041): one thread per order between its shopper and the
 * shop's staff. The checkout note is the thread's first message. Messages are text and photos
 * (uploads of the shopper, `POST /api/upload`).
 */

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const MESSAGE_AUTHORS = ['shopper', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** Where a message was written: the web or app, the checkout note, a reply in the staff Telegram group. */
export const MESSAGE_SOURCES = ['web', 'checkout_note', 'telegram'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** The outbox kinds a message writes (to the other side). */
export const CONVERSATION_OUTBOX = {
  shopperMessage: 'conversation.shopper_message',
  staffReply: 'conversation.staff_reply',
} as const;

export const MAX_MESSAGE_CHARS = 2000;
const MAX_MESSAGE_PHOTOS = 4;

/**
 * How many messages a shopper may post in a window, over all their orders (the same counter for
 * every replica, decision 0013): generous for a conversation, a wall for a flood.
 */
export const SHOPPER_MESSAGE_LIMIT = { max: 20, windowS: 10 * 60, delayS: 60, maxDelayS: 30 * 60 } as const;

/** `POST /api/orders/{id}/messages` and `POST /api/admin/orders/{id}/messages`. */
export const messageBodySchema = z.object({
  text: z.string().trim().max(MAX_MESSAGE_CHARS).default(''),
  /** Upload URLs as `POST /api/upload` answered them (the shopper's own uploads only). */
  photos: z.array(z.string().trim().min(1).max(2000)).max(MAX_MESSAGE_PHOTOS).default([]),
});

/** Staff answer with text only (a photo answer goes through the QC form). */
export const staffMessageBodySchema = z.object({
  text: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
});

const conversationMessageSchema = z.object({
  id: z.number(),
  author: z.enum(MESSAGE_AUTHORS),
  /** Staff's name on the back office; the shop's name is shown to the shopper instead. */
  author_name: z.string().nullable(),
  text: z.string(),
  photos: z.array(z.string()),
  source: z.enum(MESSAGE_SOURCES),
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

const conversationThreadSchema = z.object({
  order_id: z.number(),
  status: z.enum(CONVERSATION_STATUSES),
  /** When the oldest shopper message not answered yet was written (null: nothing waits for staff). */
  awaiting_since: z.string().nullable(),
  messages: z.array(conversationMessageSchema),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const conversationThreadAnswerSchema = z.object({ data: conversationThreadSchema });
export const conversationMessageAnswerSchema = z.object({ message: z.string(), data: conversationMessageSchema });
export const conversationCloseAnswerSchema = z.object({ message: z.string(), data: conversationThreadSchema });

/** `GET /api/admin/conversations?status=open`: oldest unanswered first, then the least recent. */
export const inboxQuerySchema = z.object({ status: z.enum(CONVERSATION_STATUSES).default('open') });

const inboxRowSchema = z.object({
  order_id: z.number(),
  status: z.enum(CONVERSATION_STATUSES),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  awaiting_since: z.string().nullable(),
  last_message_at: z.string(),
  last_message: z.string(),
  last_author: z.enum(MESSAGE_AUTHORS),
  messages: z.number(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const inboxAnswerSchema = z.object({ data: z.array(inboxRowSchema) });
