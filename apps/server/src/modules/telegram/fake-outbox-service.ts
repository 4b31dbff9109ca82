import type { Db } from '@fardin/db/open-db';
import type { AdminTelegramOutbox } from '@fardin/core/contract-telegram';
import { HttpError } from '../../http/errors';
import {
  fakeBotMessage,
  listFakeChats,
  listFakeMessages,
  recordFakeUserMessage,
} from '../../integrations/telegram/fake-bot-api';
import type { TelegramService } from './service';

let nextUpdateId = 1;

/** The token of a deep link as a person pastes it: the whole `t.me/...?start=` URL, or the token alone. */
function tokenOfLink(link: string): string {
  const m = /[?&]start=([A-Za-z0-9_-]{1,64})/.exec(link);
  return m ? m[1]! : link.trim();
}

/**
 * The back office's Telegram outbox on the embedded fake Bot API (decision 0040): the chats and
 * their messages as the fake kept them, and a person playing the shopper's side: opening a deep
 * link (`/start <token>`) and pressing an inline button. Both are Telegram updates handed to the
 * webhook's own handler (`telegram.handleUpdate`), exactly as the webhook route hands them over.
 */
export function createFakeOutboxService(deps: {
  db: Db;
  telegram: TelegramService;
  fake: boolean;
  staffChatId: number | null;
  now: () => Date;
}) {
  const { db, telegram, now } = deps;
  const on = () => {
    if (!deps.fake) throw new HttpError(409, 'telegram.fake_off');
  };
  return {
    async view(chatId: number | null): Promise<AdminTelegramOutbox> {
      const mode = deps.fake ? 'fake' : 'bot_api';
      const bot_username = await telegram.botUsername().catch(() => '');
      if (!deps.fake)
        return { mode, bot_username, staff_chat_id: deps.staffChatId, chats: [], chat_id: null, messages: [] };
      const chats = await listFakeChats(db);
      const users = await telegram.usersOfChats(chats.map((c) => c.chat_id));
      const chosen = chatId ?? chats[0]?.chat_id ?? null;
      return {
        mode,
        bot_username,
        staff_chat_id: deps.staffChatId,
        chats: chats.map((c) => {
          const user = users.get(c.chat_id);
          return { ...c, user_name: user === undefined ? null : `#${user}` };
        }),
        chat_id: chosen,
        messages: chosen === null ? [] : await listFakeMessages(db, chosen),
      };
    },

    /** A shopper opens the deep link in chat `chatId`: Telegram sends `/start <token>`. */
    async start(chatId: number, link: string): Promise<void> {
      on();
      const text = `/start ${tokenOfLink(link)}`;
      await recordFakeUserMessage(db, chatId, text, now());
      await telegram.handleUpdate({
        update_id: nextUpdateId++,
        message: { message_id: 0, chat: { id: chatId }, from: { id: chatId }, text },
      });
    },

    /** A button under bot message `messageId` of chat `chatId` is pressed: a callback query. */
    async press(chatId: number, messageId: number, data: string): Promise<void> {
      on();
      const message = await fakeBotMessage(db, chatId, messageId);
      const button = message?.buttons.find((b) => b.callback_data === data);
      if (!message || !button) throw new HttpError(404, 'telegram.message_not_found');
      await recordFakeUserMessage(db, chatId, `[${button.text}]`, now());
      await telegram.handleUpdate({
        update_id: nextUpdateId++,
        callback_query: {
          id: `fake-${messageId}-${Date.now()}`,
          from: { id: chatId },
          data,
          message: { message_id: messageId, chat: { id: chatId } },
        },
      });
    },
  };
}
