import { Api, type Transformer } from 'grammy';
import type { Logger } from '../../logger';
import { createSendLimiter, sleepMs, TELEGRAM_LIMITS, type SendLimiter } from './send-limits';
import type { InlineButton } from './fake-bot-api';

/** How many times one call waits out a 429 before giving up (the delivery worker retries later). */
export const MAX_429_WAITS = 3;
/** The longest `retry_after` waited in-line; longer, the call fails and the worker retries later. */
const MAX_RETRY_AFTER_S = 60;

/** Methods that send to a chat: they go through the per-chat and overall limits. */
const SENDING = new Set(['sendMessage', 'sendPhoto', 'editMessageText', 'editMessageReplyMarkup', 'copyMessage']);

export interface BotClientOptions {
  token: string;
  apiRoot: string;
  /** The in-process fake's fetch; absent: the network. */
  fetch?: typeof fetch | undefined;
  logger: Logger;
  limiter?: SendLimiter | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  timeoutSeconds?: number | undefined;
}

/**
 * grammy's Bot API client with Telegram's limits in front of every sending call and, on 429, a
 * wait of the `retry_after` Telegram names (at most MAX_429_WAITS times, each at most
 * MAX_RETRY_AFTER_S) before the same call again (decision 0040).
 */
export function createBotClient(options: BotClientOptions) {
  const limiter = options.limiter ?? createSendLimiter(TELEGRAM_LIMITS);
  const sleep = options.sleep ?? sleepMs;
  const api = new Api(options.token, {
    apiRoot: options.apiRoot,
    timeoutSeconds: options.timeoutSeconds ?? 10,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const limitsAndRetries: Transformer = async (prev, method, payload, signal) => {
    const chatId = (payload as { chat_id?: string | number } | undefined)?.chat_id;
    for (let waits = 0; ; waits += 1) {
      if (SENDING.has(method)) await limiter.acquire(chatId);
      const res = await prev(method, payload, signal);
      const retryAfter = res.ok ? undefined : res.parameters?.retry_after;
      if (res.ok || res.error_code !== 429 || retryAfter === undefined) return res;
      if (waits >= MAX_429_WAITS || retryAfter > MAX_RETRY_AFTER_S) return res;
      options.logger.warn({ method, retry_after: retryAfter }, 'Telegram answered 429: waiting retry_after');
      limiter.holdChat(chatId, retryAfter);
      await sleep(retryAfter * 1000);
    }
  };
  api.config.use(limitsAndRetries);

  let username: Promise<string> | null = null;
  return {
    api,
    /** The bot's @name (asked once). */
    username(): Promise<string> {
      username ??= api.getMe().then(
        (me) => me.username,
        (err: unknown) => {
          username = null;
          throw err;
        },
      );
      return username;
    },
    /** Sends a text (with an inline keyboard; as a reply to `replyTo`); answers the message's id. */
    async sendText(chatId: number, text: string, buttons: InlineButton[][] = [], replyTo?: number): Promise<number> {
      const sent = await api.sendMessage(chatId, text, {
        ...(buttons.length ? { reply_markup: { inline_keyboard: buttons as never } } : {}),
        ...(replyTo !== undefined
          ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } }
          : {}),
        link_preview_options: { is_disabled: true },
      });
      return sent.message_id;
    },
    async answerCallback(callbackQueryId: string, text: string): Promise<void> {
      await api.answerCallbackQuery(callbackQueryId, { text });
    },
    async setWebhook(url: string, secret: string): Promise<void> {
      await api.setWebhook(url, { secret_token: secret, allowed_updates: ['message', 'callback_query'] });
    },
  };
}
export type BotClient = ReturnType<typeof createBotClient>;
