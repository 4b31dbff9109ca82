import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { telegramChats, telegramLinkTokens } from '@fardin/db/schema/telegram';
import type { TelegramUpdate } from '@fardin/core/contract-telegram';
import { isLocale, type Locale } from '@fardin/core/locale';
import type { BotClient } from '../../integrations/telegram/bot-client';
import type { InlineButton } from '../../integrations/telegram/fake-bot-api';
import type { Logger } from '../../logger';
import { HttpError } from '../../http/errors';
import { botText, type BotTextKey } from './bot-text';
import { orderOfStaffPost, recordStaffPost } from './update-service';

/** How long a deep link opens the bot to this account. */
export const LINK_TTL_MS = 15 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a button press may do; the composition root wires each to the module that owns it. */
export interface TelegramActions {
  /**
   * The shopper approves the quality check of a line of their own order, or (lineId null) every
   * check of that order still waiting for their decision; refused (another's order, no check
   * waiting, not at the warehouse), it throws.
   */
  approveQc(userId: number, orderId: number, lineId: number | null): Promise<void>;
  /**
   * A staff member's reply in the staff group to the bot's post about an order: posted in that
   * order's conversation, once per `updateId` (answers false when that update was acted on
   * already). A non-staff account throws HttpError 403, an unknown order 404.
   */
  staffReply(input: { updateId: number; orderId: number; staffUserId: number; text: string }): Promise<boolean>;
}

export interface TelegramServiceDeps {
  db: Db;
  bot: BotClient;
  logger: Logger;
  now: () => Date;
  actions: TelegramActions;
  /** The bot's @name when configured; else asked of the Bot API. */
  botUsername?: string | undefined;
  staffChatId: number | null;
  /** The embedded fake only: keeps a message a person wrote (a staff reply in the group) beside the bot's. */
  recordIncoming?: ((chatId: number, text: string, at: Date) => Promise<void>) | undefined;
}

/**
 * A button's callback data: `<action>:<orderId>[:<lineId>]` (at most 64 bytes, Telegram's limit).
 * Only actions the bot can carry out are callback buttons; others are URL buttons.
 */
export function callbackData(action: string, orderId: number, lineId?: number): string {
  return [action, orderId, ...(lineId === undefined ? [] : [lineId])].join(':');
}

function parseCallback(data: string): { action: string; orderId: number; lineId: number | null } | null {
  const m = /^([a-z_]+):(\d{1,12})(?::(\d{1,12}))?$/.exec(data);
  if (!m) return null;
  return { action: m[1]!, orderId: Number(m[2]), lineId: m[3] ? Number(m[3]) : null };
}

/** Telegram's `language_code` (IETF: `km`, `en-US`, `zh-hans`) as the shop's language; Khmer by default. */
function languageOf(code: string | undefined): Locale {
  const base = code?.toLowerCase().split('-')[0];
  const locale = base === 'km' ? 'kh' : base;
  return isLocale(locale) ? locale : 'kh';
}

/** `/start <token>` (Telegram sends the deep link's parameter so), else null. */
function startToken(text: string | undefined): string | null | undefined {
  if (!text) return undefined;
  const m = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/.exec(text.trim());
  if (!m) return undefined;
  return m[1] ?? null;
}

/**
 * Telegram accounts (module `telegram`, decision 0040): one-time deep links that tie a chat to a
 * shopper, the webhook's updates (`/start <token>`, inline button presses) and sending to a
 * shopper's chat or to the staff group.
 */
export function createTelegramService(deps: TelegramServiceDeps) {
  const { db, bot, now, logger } = deps;

  async function chatOf(userId: number): Promise<{ chatId: number; language: Locale } | null> {
    const [row] = await db.select().from(telegramChats).where(eq(telegramChats.userId, userId));
    return row ? { chatId: row.chatId, language: row.language } : null;
  }

  async function userOfChat(chatId: number): Promise<{ userId: number; language: Locale } | null> {
    const [row] = await db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId));
    return row ? { userId: row.userId, language: row.language } : null;
  }

  /**
   * Spends a token: one atomic UPDATE claims it (unused, unexpired), so two `/start`s of the same
   * link link at most once; then the chat is this user's (a chat linked to another account moves).
   */
  async function linkChat(chatId: number, token: string): Promise<Locale | null> {
    return db.transaction(async (tx) => {
      const at = now();
      const [claimed] = await tx
        .update(telegramLinkTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(telegramLinkTokens.tokenHash, sha256(token)),
            isNull(telegramLinkTokens.usedAt),
            gt(telegramLinkTokens.expiresAt, at),
          ),
        )
        .returning({ userId: telegramLinkTokens.userId, language: telegramLinkTokens.language });
      if (!claimed) return null;
      await tx
        .delete(telegramChats)
        .where(and(eq(telegramChats.chatId, chatId), ne(telegramChats.userId, claimed.userId)));
      await tx
        .insert(telegramChats)
        .values({ userId: claimed.userId, chatId, language: claimed.language, linkedAt: at })
        .onConflictDoUpdate({
          target: telegramChats.userId,
          set: { chatId, language: claimed.language, linkedAt: at },
        });
      return claimed.language;
    });
  }

  async function reply(chatId: number, text: string): Promise<void> {
    await bot.sendText(chatId, text).catch((err: unknown) => logger.warn({ err, chatId }, 'Telegram reply failed'));
  }

  async function onCallback(query: NonNullable<TelegramUpdate['callback_query']>): Promise<void> {
    const chatId = query.message?.chat.id ?? query.from.id;
    const linked = await userOfChat(chatId);
    const language: Locale = linked?.language ?? languageOf(query.from.language_code);
    const parsed = query.data ? parseCallback(query.data) : null;
    let answer: string;
    if (!linked) answer = botText('notLinked', language);
    else if (parsed?.action === 'qc_approve') {
      try {
        await deps.actions.approveQc(linked.userId, parsed.orderId, parsed.lineId);
        answer = botText('qcApproved', language);
      } catch (err) {
        logger.info({ err, chatId, data: query.data }, 'Telegram button refused');
        answer = botText('actionFailed', language);
      }
    } else answer = botText('unknownAction', language);
    await bot
      .answerCallback(query.id, answer)
      .catch((err: unknown) => logger.warn({ err }, 'answerCallbackQuery failed'));
    await reply(chatId, answer);
  }

  /** The bot's post in the staff group; a post about an order is remembered (a reply to it answers the order). */
  async function postToStaff(text: string, buttons: InlineButton[][], orderId: number | null, replyTo?: number) {
    if (deps.staffChatId === null) return 'skipped' as const;
    const messageId = await bot.sendText(deps.staffChatId, text, buttons, replyTo);
    // Sent already: a failure to remember it must not make the delivery worker send it again.
    if (orderId !== null)
      await recordStaffPost(db, deps.staffChatId, messageId, orderId, now()).catch((err: unknown) =>
        logger.warn({ err, messageId, orderId }, 'staff-group post not remembered: replies to it are ignored'),
      );
    return 'sent' as const;
  }

  /**
   * A message in the staff group answering the bot's post about an order (issue 26 item 3): from a
   * Telegram account linked to an active staff account, it is that staff member's answer in the
   * order's conversation, once per update. Anything else in the group is ignored; a person not
   * linked or not staff is told so in the group. A failure of the database throws (the webhook
   * answers 500 and Telegram delivers the update again; the update id keeps it to one post).
   */
  async function onStaffReply(updateId: number, message: NonNullable<TelegramUpdate['message']>): Promise<void> {
    const chatId = message.chat.id;
    const text = message.text?.trim();
    const repliedTo = message.reply_to_message?.message_id;
    if (!text || repliedTo === undefined || !message.from) return;
    const orderId = await orderOfStaffPost(db, chatId, repliedTo);
    if (orderId === null) return;
    const language = languageOf(message.from.language_code);
    // In a private chat the chat id is the person's Telegram id: a staff member linked from the profile.
    const author = await userOfChat(message.from.id);
    const say = (key: BotTextKey) =>
      bot
        .sendText(chatId, botText(key, language).replace('{order}', String(orderId)), [], message.message_id)
        .catch((err: unknown) => logger.warn({ err, chatId }, 'Telegram staff-group reply failed'));
    if (!author) {
      logger.info({ from: message.from.id, orderId }, 'staff-group reply from an unlinked Telegram account ignored');
      return void (await say('staffNotLinked'));
    }
    let posted: boolean;
    try {
      posted = await deps.actions.staffReply({ updateId, orderId, staffUserId: author.userId, text });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      logger.info({ err, from: message.from.id, orderId }, 'staff-group reply refused');
      const key =
        err.status === 403 ? 'staffOnly' : err.code === 'validation.too_long' ? 'staffReplyTooLong' : 'actionFailed';
      return void (await say(key));
    }
    if (!posted) return;
    await deps.recordIncoming?.(chatId, text, now());
    await postToStaff(
      botText('staffReplySent', language).replace('{order}', String(orderId)),
      [],
      orderId,
      message.message_id,
    ).catch((err: unknown) => logger.warn({ err, chatId }, 'Telegram staff-group confirmation failed'));
  }

  return {
    /** A new one-time deep link for this shopper; the bot will speak `language`. */
    async createLink(userId: number, language: Locale): Promise<{ url: string; expires_at: string }> {
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + LINK_TTL_MS);
      await db
        .insert(telegramLinkTokens)
        .values({ userId, tokenHash: sha256(token), language, expiresAt, createdAt: now() });
      const name = deps.botUsername ?? (await bot.username());
      return { url: `https://t.me/${name}?start=${token}`, expires_at: expiresAt.toISOString() };
    },

    async status(userId: number): Promise<{ linked: boolean; linked_at: string | null }> {
      const [row] = await db.select().from(telegramChats).where(eq(telegramChats.userId, userId));
      return { linked: Boolean(row), linked_at: row?.linkedAt.toISOString() ?? null };
    },

    async unlink(userId: number): Promise<void> {
      await db.delete(telegramChats).where(eq(telegramChats.userId, userId));
    },

    chatOf,

    /** The bot's @name (configured, else asked of the Bot API). */
    botUsername: async () => deps.botUsername ?? bot.username(),

    /**
     * The webhook's handler (after the secret is checked), and the fake outbox's: `/start <token>`
     * links the chat; a button press carries out its action for the chat's shopper.
     */
    async handleUpdate(update: TelegramUpdate): Promise<void> {
      if (update.callback_query) return onCallback(update.callback_query);
      const message = update.message;
      if (message?.reply_to_message && deps.staffChatId !== null && message.chat.id === deps.staffChatId)
        return onStaffReply(update.update_id, message);
      const token = startToken(message?.text);
      if (!message || token === undefined) return;
      const chatId = message.chat.id;
      const fallback = languageOf(message.from?.language_code);
      if (token === null) return reply(chatId, botText('hello', fallback));
      const language = await linkChat(chatId, token);
      if (language) logger.info({ chatId }, 'Telegram chat linked');
      await reply(chatId, language ? botText('linked', language) : botText('linkInvalid', fallback));
    },

    /** Sends to a shopper's linked chat; `skipped` when none is linked. */
    async sendToUser(userId: number, text: string, buttons: InlineButton[][]): Promise<'sent' | 'skipped'> {
      const chat = await chatOf(userId);
      if (!chat) return 'skipped';
      await bot.sendText(chat.chatId, text, buttons);
      return 'sent';
    },

    /**
     * Sends to the staff group (`skipped` when none is configured); a post about an order is
     * remembered, so a staff member's reply to it answers that order's conversation.
     */
    async sendToStaff(text: string, buttons: InlineButton[][], orderId: number | null = null) {
      return postToStaff(text, buttons, orderId);
    },

    /** The shoppers of linked chats, by chat (the fake outbox labels its chats with them). */
    async usersOfChats(chatIds: number[]): Promise<Map<number, number>> {
      if (!chatIds.length) return new Map();
      const rows = await db
        .select({ chatId: telegramChats.chatId, userId: telegramChats.userId })
        .from(telegramChats)
        .where(sql`${telegramChats.chatId} in ${chatIds}`);
      return new Map(rows.map((r) => [r.chatId, r.userId]));
    },
  };
}
export type TelegramService = ReturnType<typeof createTelegramService>;
