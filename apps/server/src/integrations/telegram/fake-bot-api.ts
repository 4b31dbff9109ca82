import { Hono } from 'hono';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { telegramFakeMessages } from '@fardin/db/schema/telegram';

/** The fake bot's name: deep links read `t.me/FardinFakeBot?start=<token>`. */
export const FAKE_BOT_USERNAME = 'FardinFakeBot';
/** The embedded staff group's chat id when TELEGRAM_STAFF_CHAT_ID is unset. */
export const FAKE_STAFF_CHAT_ID = -1000000000001;
/** The origin grammy is pointed at for the in-process fake (never resolved: `fetch` is the fake's). */
export const FAKE_API_ROOT = 'http://telegram-fake.invalid';

export interface InlineButton {
  text: string;
  callback_data?: string;
  url?: string;
}
interface ReplyMarkup {
  inline_keyboard: InlineButton[][];
}

export interface FakeMessage {
  id: number;
  chat_id: number;
  direction: 'bot' | 'user';
  text: string;
  buttons: InlineButton[];
  created_at: string;
}

export interface FakeChat {
  chat_id: number;
  messages: number;
  last_at: string;
}

const toMessage = (r: typeof telegramFakeMessages.$inferSelect): FakeMessage => {
  const markup = r.replyMarkup as ReplyMarkup | null;
  return {
    id: r.id,
    chat_id: r.chatId,
    direction: r.direction,
    text: r.text,
    buttons: markup?.inline_keyboard.flat() ?? [],
    created_at: r.createdAt.toISOString(),
  };
};

const ok = (result: unknown) => ({ ok: true, result });
const fail = (code: number, description: string, parameters?: Record<string, unknown>) => ({
  ok: false,
  error_code: code,
  description,
  ...(parameters ? { parameters } : {}),
});

/**
 * A local fake of the Telegram Bot API (decision 0040): the methods the shop calls (`getMe`,
 * `sendMessage`, `answerCallbackQuery`, `setWebhook`), answered the way Telegram answers them, with
 * each sent message kept in the database so the back office's Telegram outbox lists it. Served
 * in-process through `fetch` on `npm start`, or on a port in tests; `throttleNext` makes the next
 * calls answer 429 with `retry_after`, as Telegram does past its limits.
 */
export function createFakeBotApi(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  let throttled: { calls: number; retryAfter: number } = { calls: 0, retryAfter: 0 };
  const calls: { method: string; at: number }[] = [];
  const app = new Hono();

  app.post('/bot:token/:method', async (c) => {
    const method = c.req.param('method');
    calls.push({ method, at: Date.now() });
    const type = c.req.header('content-type') ?? '';
    const body: Record<string, unknown> = type.includes('json')
      ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
      : {};
    if (throttled.calls > 0) {
      throttled.calls -= 1;
      return c.json(
        fail(429, `Too Many Requests: retry after ${throttled.retryAfter}`, { retry_after: throttled.retryAfter }),
        429,
      );
    }
    switch (method) {
      case 'getMe':
        return c.json(ok({ id: 1, is_bot: true, first_name: 'Fardin', username: FAKE_BOT_USERNAME }));
      case 'setWebhook':
      case 'deleteWebhook':
      case 'answerCallbackQuery':
        return c.json(ok(true));
      case 'sendMessage': {
        const chatId = Number(body.chat_id);
        const text = typeof body.text === 'string' ? body.text : '';
        if (!Number.isSafeInteger(chatId) || !text) return c.json(fail(400, 'Bad Request: chat_id and text'), 400);
        const [row] = await db
          .insert(telegramFakeMessages)
          .values({ chatId, direction: 'bot', text, replyMarkup: body.reply_markup ?? null, createdAt: now() })
          .returning();
        return c.json(
          ok({ message_id: row!.id, date: Math.floor(row!.createdAt.getTime() / 1000), chat: { id: chatId }, text }),
        );
      }
      default:
        return c.json(fail(404, 'Not Found: method not found'), 404);
    }
  });

  return {
    app,
    /** A `fetch` for grammy's client: every call lands in this fake, in-process. */
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.fetch(new Request(input, init))) as unknown as typeof fetch,
    /** The next `calls` calls answer 429 with `retry_after` seconds. */
    throttleNext(count: number, retryAfter: number) {
      throttled = { calls: count, retryAfter };
    },
    /** The methods called, with the wall-clock time of each (tests read the spacing). */
    calls,
  };
}
export type FakeBotApi = ReturnType<typeof createFakeBotApi>;

/** What a person did in the fake chat (a `/start`, a button press), kept beside the bot's messages. */
export async function recordFakeUserMessage(db: Db, chatId: number, text: string, at: Date): Promise<void> {
  await db.insert(telegramFakeMessages).values({ chatId, direction: 'user', text, createdAt: at });
}

/** The fake's chats, the most recently active first. */
export async function listFakeChats(db: Db, limit = 50): Promise<FakeChat[]> {
  const rows = await db
    .select({
      chatId: telegramFakeMessages.chatId,
      messages: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${telegramFakeMessages.createdAt})`,
    })
    .from(telegramFakeMessages)
    .groupBy(telegramFakeMessages.chatId)
    .orderBy(desc(sql`max(${telegramFakeMessages.id})`))
    .limit(limit);
  return rows.map((r) => ({ chat_id: r.chatId, messages: r.messages, last_at: new Date(r.lastAt).toISOString() }));
}

/** One chat's messages, oldest first (the last `limit`). */
export async function listFakeMessages(db: Db, chatId: number, limit = 100): Promise<FakeMessage[]> {
  const rows = await db
    .select()
    .from(telegramFakeMessages)
    .where(eq(telegramFakeMessages.chatId, chatId))
    .orderBy(desc(telegramFakeMessages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

/** One message the bot sent to that chat (a button press must name a message of its own chat). */
export async function fakeBotMessage(db: Db, chatId: number, messageId: number): Promise<FakeMessage | null> {
  const [row] = await db
    .select()
    .from(telegramFakeMessages)
    .where(
      and(
        eq(telegramFakeMessages.id, messageId),
        eq(telegramFakeMessages.chatId, chatId),
        eq(telegramFakeMessages.direction, 'bot'),
      ),
    )
    .orderBy(asc(telegramFakeMessages.id));
  return row ? toMessage(row) : null;
}
