import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { conversationMessages, conversations } from '@fardin/db/schema/conversations';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { telegramFakeMessages } from '@fardin/db/schema/telegram';
import { FAKE_STAFF_CHAT_ID } from '../../integrations/telegram/fake-bot-api';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, insertOrder, STAFF_PHONE, staffToken, userId } from '../admin/admin-fixtures';
import { SECRET_HEADER } from './routes';

const SECRET = 'staff-group-secret';
const STAFF_TG = 4242;
const SHOPPER_TG = 4343;

/**
 * Issue 26 item 3 (decision 0049): a staff member replying in the staff Telegram group to the bot's
 * post about an order answers that order's conversation, through the webhook, once per update.
 */
describe.each(TEST_DB_KINDS)('staff replies from the Telegram group on %s', (kind) => {
  let shopper: string;
  let shopperId: number;
  let staffId: number;
  let orderId: number;
  let post: number;
  const t = useTestApp(
    kind,
    async (t) => {
      const admin = await t.tokenFor(DEMO_ADMIN);
      const staff = await staffToken(t, admin);
      staffId = await userId(t, STAFF_PHONE);
      shopper = await t.tokenFor(DEMO_SHOPPER);
      shopperId = await userId(t, DEMO_SHOPPER);
      // The staff member and the shopper each link their Telegram (private chats: chat id = their Telegram id).
      for (const [token, chat] of [
        [staff, STAFF_TG],
        [shopper, SHOPPER_TG],
      ] as const) {
        const link = await t.call<{ url: string }>('POST', '/api/telegram/link', { token, body: { language: 'en' } });
        const start = `/start ${new URL(link.body.url).searchParams.get('start')}`;
        await webhook(message(chat, chat, start, 900 + chat));
      }
      orderId = await insertOrder(t, shopperId, {});
    },
    { env: { TELEGRAM_WEBHOOK_SECRET: SECRET } },
  );

  const webhook = (update: unknown) =>
    t.call('POST', '/api/telegram/webhook', { body: update, headers: { [SECRET_HEADER]: SECRET } });
  const message = (chatId: number, fromId: number, text: string, updateId: number, replyTo?: number) => ({
    update_id: updateId,
    message: {
      message_id: updateId,
      chat: { id: chatId },
      from: { id: fromId, language_code: 'en' },
      text,
      ...(replyTo === undefined ? {} : { reply_to_message: { message_id: replyTo } }),
    },
  });
  const chatOf = async (chatId: number) =>
    t.opened.db
      .select()
      .from(telegramFakeMessages)
      .where(eq(telegramFakeMessages.chatId, chatId))
      .orderBy(asc(telegramFakeMessages.id));
  const staffMessages = async () =>
    t.opened.db
      .select({
        body: conversationMessages.body,
        source: conversationMessages.source,
        author: conversationMessages.authorId,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.orderId, orderId), eq(conversationMessages.authorKind, 'staff')));

  it("posts the shopper's message to the staff group through the delivery worker", async () => {
    const sent = await t.call('POST', `/api/orders/${orderId}/messages`, {
      token: shopper,
      body: { text: 'When does it leave?' },
    });
    expect(sent.status).toBe(201);
    await t.services.notifications.delivery.runOnce();
    const group = await chatOf(FAKE_STAFF_CHAT_ID);
    const bot = group.filter((m) => m.direction === 'bot' && m.text.includes('When does it leave?'));
    expect(bot).toHaveLength(1);
    post = bot[0]!.id;
  });

  it("answers the order's conversation as the staff member, once however often Telegram delivers the update", async () => {
    const update = message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'It leaves on Monday', 5000, post);
    // Telegram delivers again until it gets a 200: the same update, five times, some at once.
    const answers = await Promise.all([webhook(update), webhook(update), webhook(update)]);
    answers.push(await webhook(update), await webhook(update));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await staffMessages()).toEqual([{ body: 'It leaves on Monday', source: 'telegram', author: staffId }]);
    const replies = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'conversation.staff_reply')));
    expect(replies.map((r) => r.userId)).toEqual([shopperId]);

    // The group shows the staff text and one confirmation; the shopper's chat gets the answer once.
    const group = (await chatOf(FAKE_STAFF_CHAT_ID)).filter((m) => m.id > post);
    expect(group.map((m) => [m.direction, m.text])).toEqual([
      ['user', 'It leaves on Monday'],
      ['bot', `✅ Sent to the shopper of order #${orderId}.`],
    ]);
    await t.services.notifications.delivery.runOnce();
    const shopperChat = (await chatOf(SHOPPER_TG)).filter((m) => m.text.includes('It leaves on Monday'));
    expect(shopperChat).toHaveLength(1);
    // A reply to the bot's confirmation answers the same order.
    expect((await webhook(message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'Tracking soon', 5001, group[1]!.id))).status).toBe(
      200,
    );
    expect((await staffMessages()).map((m) => m.body)).toEqual(['It leaves on Monday', 'Tracking soon']);
  });

  it('ignores other chats, other messages, unlinked and non-staff accounts', async () => {
    const before = (await staffMessages()).length;
    // The same reply in a private chat, or a group message that answers nothing, or a reply to a user's message.
    await webhook(message(STAFF_TG, STAFF_TG, 'private', 5100, post));
    await webhook(message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'no reply', 5101));
    await webhook(message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'to a person', 5102, 999_999));
    // A Telegram account nobody linked, and the shopper's own account, replying in the group.
    await webhook(message(FAKE_STAFF_CHAT_ID, 7777, 'stranger', 5103, post));
    await webhook(message(FAKE_STAFF_CHAT_ID, SHOPPER_TG, 'shopper', 5104, post));
    // Longer than a conversation message may be (Telegram allows 4096).
    await webhook(message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'x'.repeat(2001), 5105, post));
    expect(await staffMessages()).toHaveLength(before);
    const said = (await chatOf(FAKE_STAFF_CHAT_ID)).slice(-3).map((m) => m.text);
    expect(said).toEqual([
      'Link your Telegram from your staff profile first to answer shoppers here.',
      'Only staff can answer shoppers.',
      'Too long (at most 2000 characters). Not sent to the shopper.',
    ]);
    // The refused update ids were not spent: nothing was claimed for them.
    const ok = await webhook(message(FAKE_STAFF_CHAT_ID, STAFF_TG, 'after all', 5104, post));
    expect(ok.status).toBe(200);
    expect((await staffMessages()).at(-1)?.body).toBe('after all');
  });
});
