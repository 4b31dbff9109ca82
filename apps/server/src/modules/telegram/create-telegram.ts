import type { Db } from '@fardin/db/open-db';
import { createTelegramBot, type TelegramConfig } from '../../integrations/telegram/create-bot';
import { recordFakeUserMessage } from '../../integrations/telegram/fake-bot-api';
import type { Logger } from '../../logger';
import { createFakeOutboxService } from './fake-outbox-service';
import { createTelegramService, type TelegramActions } from './service';
import { createTelegramChannel } from './telegram-channel';

/**
 * The Telegram side of the composition root (decision 0040): the bot (real or the embedded fake),
 * the account links and webhook handler, the back office's outbox, and the notification channel.
 */
export function createTelegram(deps: {
  db: Db;
  config: TelegramConfig & { PUBLIC_URL: string };
  logger: Logger;
  now: () => Date;
  actions: TelegramActions;
}) {
  const bot = createTelegramBot(deps.db, deps.config, deps.logger, deps.now);
  const telegram = createTelegramService({
    db: deps.db,
    bot: bot.client,
    logger: deps.logger,
    now: deps.now,
    actions: deps.actions,
    botUsername: bot.botUsername,
    staffChatId: bot.staffChatId,
    // The fake keeps what staff write in the group beside the bot's posts (the back office's outbox shows both).
    recordIncoming: bot.fake ? (chatId, text, at) => recordFakeUserMessage(deps.db, chatId, text, at) : undefined,
  });
  return {
    telegram,
    bot,
    outbox: createFakeOutboxService({
      db: deps.db,
      telegram,
      fake: bot.fake !== null,
      staffChatId: bot.staffChatId,
      now: deps.now,
    }),
    channel: createTelegramChannel({
      telegram,
      publicUrl: deps.config.PUBLIC_URL,
      fake: bot.fake !== null,
      logger: deps.logger,
    }),
  };
}
