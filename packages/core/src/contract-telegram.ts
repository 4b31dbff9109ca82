import { z } from 'zod';

/**
 * Telegram (decision 0040): the webhook's update (only the fields the shop reads; Telegram sends
 * more, kept out by zod's default strip), the profile's link answer and the back office's fake
 * Telegram outbox.
 */
const chatSchema = z.object({ id: z.number().int() });
const userSchema = z.object({ id: z.number().int(), language_code: z.string().optional() });

export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      chat: chatSchema,
      from: userSchema.optional(),
      text: z.string().max(4096).optional(),
      /** A reply: the message answered (in the staff group, a bot post about an order). */
      reply_to_message: z.object({ message_id: z.number().int() }).optional(),
    })
    .optional(),
  callback_query: z
    .object({
      id: z.string().min(1).max(128),
      from: userSchema,
      data: z.string().max(64).optional(),
      message: z.object({ message_id: z.number().int(), chat: chatSchema }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

/** `GET /telegram/link`: whether the shopper's Telegram is linked. */
export const telegramLinkStatusSchema = z.object({
  linked: z.boolean(),
  linked_at: z.string().nullable(),
  /** `fake`: the embedded fake Bot API (the back office's Telegram outbox plays the shopper's chat). */
  mode: z.enum(['fake', 'bot_api']),
});
/** `POST /telegram/link`: a one-time deep link, valid until `expires_at`. */
export const telegramLinkAnswerSchema = z.object({ url: z.url(), expires_at: z.string() });
export const telegramLinkInputSchema = z.object({ language: z.enum(['kh', 'en', 'zh']).default('kh') });

const buttonSchema = z.object({ text: z.string(), callback_data: z.string().optional(), url: z.string().optional() });
const telegramFakeMessageSchema = z.object({
  id: z.number(),
  chat_id: z.number(),
  direction: z.enum(['bot', 'user']),
  text: z.string(),
  buttons: z.array(buttonSchema),
  created_at: z.string(),
});
/** `GET /admin/telegram-outbox`: the fake's chats, and the messages of the chosen one. */
export const adminTelegramOutboxSchema = z.object({
  mode: z.enum(['fake', 'bot_api']),
  bot_username: z.string(),
  staff_chat_id: z.number().nullable(),
  chats: z.array(
    z.object({ chat_id: z.number(), messages: z.number(), last_at: z.string(), user_name: z.string().nullable() }),
  ),
  chat_id: z.number().nullable(),
  messages: z.array(telegramFakeMessageSchema),
});
export type AdminTelegramOutbox = z.infer<typeof adminTelegramOutboxSchema>;

/** `POST /admin/telegram-outbox/start`: a shopper opens the deep link (its URL or its token). */
export const telegramFakeStartSchema = z.object({
  chat_id: z.coerce.number().int().min(1).max(9_999_999_999),
  link: z.string().trim().min(1).max(300),
});
/** `POST /admin/telegram-outbox/press`: a button under a bot message is pressed. */
export const telegramFakePressSchema = z.object({
  chat_id: z.coerce.number().int(),
  message_id: z.coerce.number().int().min(1),
  data: z.string().min(1).max(64),
});
