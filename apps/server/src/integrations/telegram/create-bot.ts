import { randomBytes } from 'node:crypto';
import type { Db } from '@fardin/db/open-db';
import type { Logger } from '../../logger';
import { createBotClient, type BotClient } from './bot-client';
import {
  createFakeBotApi,
  FAKE_API_ROOT,
  FAKE_BOT_USERNAME,
  FAKE_STAFF_CHAT_ID,
  type FakeBotApi,
} from './fake-bot-api';

export interface TelegramConfig {
  TELEGRAM_API_URL?: string | undefined;
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_BOT_USERNAME?: string | undefined;
  TELEGRAM_WEBHOOK_SECRET?: string | undefined;
  TELEGRAM_STAFF_CHAT_ID?: number | undefined;
}

export interface TelegramBot {
  client: BotClient;
  /** The embedded fake (no TELEGRAM_API_URL), else null. */
  fake: FakeBotApi | null;
  botUsername: string | undefined;
  staffChatId: number | null;
  webhookSecret: string;
}

/**
 * The Bot API the shop talks to (decision 0040): TELEGRAM_API_URL with TELEGRAM_BOT_TOKEN, else the
 * embedded fake, in-process (its messages kept in the database). Without TELEGRAM_WEBHOOK_SECRET
 * (the fake only) the webhook's secret is random per process: only the fake's own updates get in.
 */
export function createTelegramBot(db: Db, config: TelegramConfig, logger: Logger, now?: () => Date): TelegramBot {
  const webhookSecret = config.TELEGRAM_WEBHOOK_SECRET ?? randomBytes(24).toString('base64url');
  if (config.TELEGRAM_API_URL && config.TELEGRAM_BOT_TOKEN) {
    return {
      client: createBotClient({ token: config.TELEGRAM_BOT_TOKEN, apiRoot: config.TELEGRAM_API_URL, logger }),
      fake: null,
      botUsername: config.TELEGRAM_BOT_USERNAME,
      staffChatId: config.TELEGRAM_STAFF_CHAT_ID ?? null,
      webhookSecret,
    };
  }
  const fake = createFakeBotApi(db, now ? { now } : {});
  return {
    client: createBotClient({
      token: config.TELEGRAM_BOT_TOKEN ?? 'fake-token',
      apiRoot: FAKE_API_ROOT,
      fetch: fake.fetch,
      logger,
    }),
    fake,
    botUsername: config.TELEGRAM_BOT_USERNAME ?? FAKE_BOT_USERNAME,
    staffChatId: config.TELEGRAM_STAFF_CHAT_ID ?? FAKE_STAFF_CHAT_ID,
    webhookSecret,
  };
}
