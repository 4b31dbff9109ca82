import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { orderLineChecks, orderLines } from '@fardin/db/schema/orders';
import { telegramChats, telegramFakeMessages } from '@fardin/db/schema/telegram';
import type { AdminTelegramOutbox } from '@fardin/core/contract-telegram';
import { loadConfig } from '../../config';
import { createApp } from '../../app';
import { createServices } from '../../services';
import { openTestDb, TEST_DB_KINDS, type TestDb } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, insertOrder, staffToken, userId } from '../admin/admin-fixtures';
import type { TestApp } from '../../test/test-app';
import { SECRET_HEADER } from './routes';
import { LINK_TTL_MS } from './service';
import { keyboardOf } from './telegram-channel';

const SECRET = 'hook-secret_1';

/** The app on a test database with a clock the test moves (link expiry). */
async function appWithClock(kind: 'pglite' | 'postgres') {
  const opened: TestDb = await openTestDb(kind);
  let clock = new Date('2026-11-26T10:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TELEGRAM_WEBHOOK_SECRET: SECRET });
  const logger = pino({ level: 'silent' });
  const services = createServices({ db: opened.db, config, logger, now: () => clock });
  const app = createApp({ db: opened.db, config, logger, services });
  const t = {
    app,
    opened,
    config,
    services,
    async call(
      method: string,
      path: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const headers = new Headers(options.headers);
      headers.set('Accept', 'application/json');
      if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
      if (options.body !== undefined) headers.set('Content-Type', 'application/json');
      const res = await app.request(path, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never, headers: res.headers };
    },
    async tokenFor(phone: string) {
      return (await services.sessions.create(await userId(t as unknown as TestApp, phone))).token;
    },
    close: () => opened.close(),
  };
  return { t: t as unknown as TestApp, move: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

const start = (chatId: number, text: string, updateId = 1) => ({
  update_id: updateId,
  message: { message_id: updateId, chat: { id: chatId }, from: { id: chatId, language_code: 'en' }, text },
});

describe.each(TEST_DB_KINDS)('Telegram on %s', (kind) => {
  let t: TestApp;
  let move: (ms: number) => Date;
  let shopper: string;
  let shopperId: number;
  let admin: string;

  beforeAll(async () => {
    ({ t, move } = await appWithClock(kind));
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
    admin = await t.tokenFor(DEMO_ADMIN);
    // Opening and seeding a database is slow on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const webhook = (update: unknown, secret: string | null = SECRET) =>
    t.call('POST', '/api/telegram/webhook', {
      body: update,
      headers: secret === null ? {} : { [SECRET_HEADER]: secret },
    });
  const newLink = async (language = 'en') => {
    const res = await t.call<{ url: string }>('POST', '/api/telegram/link', { token: shopper, body: { language } });
    expect(res.status).toBe(201);
    const token = /^https:\/\/t\.me\/FardinFakeBot\?start=([A-Za-z0-9_-]+)$/.exec(res.body.url)?.[1];
    expect(token).toBeTruthy();
    return token!;
  };
  const botTexts = async (chatId: number) =>
    (await t.opened.db.select().from(telegramFakeMessages).where(eq(telegramFakeMessages.chatId, chatId)))
      .filter((m) => m.direction === 'bot')
      .map((m) => m.text);
  const linkedChat = async () =>
    (await t.opened.db.select().from(telegramChats).where(eq(telegramChats.userId, shopperId)))[0]?.chatId ?? null;

  it('the webhook answers 401 without the secret header, 403 with another secret, 200 with it', async () => {
    const missing = await webhook(start(9001, '/start'), null);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'telegram.secret_missing' });
    const wrong = await webhook(start(9001, '/start'), `${SECRET}x`);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'telegram.secret_wrong' });
    expect(await botTexts(9001)).toEqual([]);
    expect((await webhook(start(9001, '/start'))).status).toBe(200);
    expect(await botTexts(9001)).toHaveLength(1);
    // Not an update: refused at the edge, never a 500.
    expect((await webhook({ nope: true })).status).toBe(422);
  });

  it('a deep link links the chat once: the same token again links nothing', async () => {
    const token = await newLink('en');
    expect((await t.call<{ linked: boolean }>('GET', '/api/telegram/link', { token: shopper })).body.linked).toBe(
      false,
    );
    expect((await webhook(start(5001, `/start ${token}`))).status).toBe(200);
    expect(await linkedChat()).toBe(5001);
    expect(await botTexts(5001)).toEqual([expect.stringMatching(/account is linked/)]);
    expect((await t.call<{ linked: boolean }>('GET', '/api/telegram/link', { token: shopper })).body).toMatchObject({
      linked: true,
      mode: 'fake',
    });

    await webhook(start(5002, `/start ${token}`, 2));
    expect(await linkedChat()).toBe(5001);
    expect(await botTexts(5002)).toEqual([expect.stringMatching(/expired or was already used/)]);
  });

  it('a deep link expires after 15 minutes', async () => {
    const token = await newLink('kh');
    move(LINK_TTL_MS + 1000);
    await webhook(start(5003, `/start ${token}`, 3));
    expect(await linkedChat()).toBe(5001);
    const fresh = await newLink('kh');
    move(LINK_TTL_MS - 1000);
    await webhook(start(5003, `/start ${fresh}`, 4));
    expect(await linkedChat()).toBe(5003);
    // Khmer, as the profile page asked.
    expect((await botTexts(5003)).at(-1)).toMatch(/បានភ្ជាប់/);
  });

  it('the same link opened in many chats at once links exactly one', async () => {
    const token = await newLink('en');
    const chats = [6001, 6002, 6003, 6004, 6005, 6006];
    const answers = await Promise.all(chats.map((chat, i) => webhook(start(chat, `/start ${token}`, 10 + i))));
    expect(answers.map((a) => a.status)).toEqual(chats.map(() => 200));
    const linked = await linkedChat();
    expect(chats).toContain(linked);
    const replies = await Promise.all(chats.map((chat) => botTexts(chat)));
    expect(replies.filter((r) => /account is linked/.test(r.join()))).toHaveLength(1);
    expect(replies.filter((r) => /already used/.test(r.join()))).toHaveLength(chats.length - 1);
  });

  it("a QC approve button pressed in the fake chat approves the shopper's quality check", async () => {
    const staff = await staffToken(t, admin);
    const token = await newLink('en');
    await webhook(start(7001, `/start ${token}`, 20));
    const id = await insertOrder(
      t,
      shopperId,
      { paymentType: 'khqr', paymentStatus: 'paid', stage: 'paid', receiptUrl: null },
      { lines: 0 },
    );
    const [line] = await t.opened.db
      .insert(orderLines)
      .values({
        orderId: id,
        store: 'taobao',
        productId: 'p1',
        title: 'Shirt',
        quantity: 1,
        unitPriceCents: 1000,
        currency: 'USD',
        unitUsdCents: 1000,
        lineUsdCents: 1000,
      })
      .returning({ id: orderLines.id });
    for (const stage of ['purchased', 'overseas_warehouse'])
      expect((await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage } })).status).toBe(
        200,
      );
    const check = { photos: ['/uploads/checks/a.webp'], weight_kg: 1 };
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/lines/${line!.id}/check`, { token: staff, body: check })).status,
    ).toBe(200);

    // What the delivery worker does with a `qc_ready` row: the channel sends it with its buttons.
    const outcome = await t.services.telegramChannel.send({
      outboxId: 1,
      userId: shopperId,
      audience: 'shopper',
      language: 'en',
      kind: 'qc_ready',
      orderId: id,
      title: 'Quality check ready',
      body: 'Shirt: photos and weight are in.',
      short: 'QC ready',
      link: `/account/my-order/${id}`,
      actions: [
        { id: 'qc_approve', label: 'Approve', link: `/account/my-order/${id}` },
        { id: 'problem_open', label: 'See the order', link: `/account/my-order/${id}` },
      ],
      mandatory: false,
      createdAt: new Date(),
    });
    expect(outcome).toBe('sent');
    const view = await t.call<AdminTelegramOutbox>('GET', '/api/admin/telegram-outbox?chat=7001', { token: admin });
    const sent = view.body.messages.find((m) => m.text.startsWith('Quality check ready'))!;
    expect(sent.buttons).toEqual([
      { text: 'Approve', callback_data: `qc_approve:${id}` },
      { text: 'See the order', url: `${t.config.PUBLIC_URL}/en/account/my-order/${id}` },
    ]);

    // Staff may look, only an admin plays the shopper; a button of another message is refused.
    const press = { chat_id: 7001, message_id: sent.id, data: `qc_approve:${id}` };
    expect((await t.call('POST', '/api/admin/telegram-outbox/press', { token: staff, body: press })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/api/admin/telegram-outbox/press', {
          token: admin,
          body: { ...press, data: 'qc_approve:1:2' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/admin/telegram-outbox/press', { token: admin, body: press })).status).toBe(200);
    const [decided] = await t.opened.db.select().from(orderLineChecks).where(eq(orderLineChecks.orderLineId, line!.id));
    expect(decided?.decision).toBe('approved');
    expect((await botTexts(7001)).at(-1)).toMatch(/Quality check approved/);
    // Pressed again: nothing left to approve, the shopper is told so.
    expect((await t.call('POST', '/api/admin/telegram-outbox/press', { token: admin, body: press })).status).toBe(200);
    expect((await botTexts(7001)).at(-1)).toMatch(/could not be done/);
  });

  it('a line-specific QC action carries the line; links open the site in the message language', () => {
    const rows = keyboardOf(
      {
        orderId: 12,
        language: 'kh',
        actions: [
          { id: 'qc_approve:34', label: 'យល់ព្រម' },
          { id: 'pay', label: 'បង់', link: '/account/my-order/12' },
        ],
      },
      'https://shop.example',
      false,
    );
    expect(rows).toEqual([
      [{ text: 'យល់ព្រម', callback_data: 'qc_approve:12:34' }],
      [{ text: 'បង់', url: 'https://shop.example/account/my-order/12' }],
    ]);
    // Real Telegram refuses localhost buttons: left out unless the fake runs.
    const local = { orderId: 1, language: 'en' as const, actions: [{ id: 'pay', label: 'Pay', link: '/x' }] };
    expect(keyboardOf(local, 'http://localhost:3000', false)).toEqual([]);
    expect(keyboardOf(local, 'http://localhost:3000', true)).toEqual([
      [{ text: 'Pay', url: 'http://localhost:3000/en/x' }],
    ]);
  });

  it("a button pressed in a chat not linked to the order's shopper changes nothing", async () => {
    const res = await webhook({
      update_id: 99,
      callback_query: {
        id: 'q1',
        from: { id: 8001, language_code: 'en-US' },
        data: 'qc_approve:1:1',
        message: { message_id: 1, chat: { id: 8001 } },
      },
    });
    expect(res.status).toBe(200);
    expect(await botTexts(8001)).toEqual([expect.stringMatching(/not linked/)]);
  });
});
