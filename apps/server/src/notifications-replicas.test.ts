import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VENDOR_CODE } from '@fardin/core/shop-identity';
import { telegramFakeMessages } from '@fardin/db/schema/telegram';
import { createFakeBotApi, type FakeBotApi } from './integrations/telegram/fake-bot-api';
import { dropTestDatabase, openTestDb, type TestDb } from './test/test-db';
import { createFromTemplate } from './test/postgres-template';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { restoreWebGlobalsAfterAll } from './test/web-globals';

// This file starts @hono/node-server in-process: its Request and Response go back after it.
restoreWebGlobalsAfterAll();

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('notifications-replicas.test.ts skipped: set TEST_DATABASE_URL to run two servers on one PostgreSQL');

const SECRET = 'replica-hook-secret';
const STAFF_CHAT = -1009990001;
const SHOPPER_CHAT = 8100;
const SHOPPER_PHONE = '+85510000001';

/** An SMS gateway (the generic JSON shape) that keeps every text it receives. */
async function startSmsSink() {
  const received: { to: string; text: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const sms = JSON.parse(body) as { to: string; text: string };
      received.push({ to: sms.to, text: sms.text });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Issue 26 item 5 (decision 0039): two real server processes, each with its delivery worker, on one
 * PostgreSQL; events written through both; the fake Telegram Bot API and the SMS gateway count what
 * they receive: each message exactly once per channel.
 */
describe.skipIf(!adminUrl)('notifications with two server processes on one PostgreSQL', { timeout: 240_000 }, () => {
  const name = `fardin_n_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;
  const started: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let fakeDb: TestDb;
  let fake: FakeBotApi;
  let fakeServer: ServerType;
  let sms: Awaited<ReturnType<typeof startSmsSink>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: string;
  let shopper: string;
  let orderIds: number[];
  let db: pg.Client;
  /** SMS texts received before the tests' events (the seed's own messages, sent at start). */
  let smsBefore = 0;

  beforeAll(async () => {
    // A copy of the run's migrated and seeded template: the servers' own migrations and seed find
    // their work done (what this file checks is the delivery, not the first start).
    await createFromTemplate(adminUrl!, name, inject('postgresTemplate'));
    // The fake Telegram keeps what it receives in a database of its own: a copy of the template
    // (this file runs only with PostgreSQL) opens in a fraction of a PGlite's time (decision 0064).
    fakeDb = await openTestDb('postgres');
    fake = createFakeBotApi(fakeDb.db);
    await new Promise<void>((resolve) => {
      fakeServer = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    sms = await startSmsSink();
    const env = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-notify-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        TELEGRAM_API_URL: `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`,
        TELEGRAM_BOT_TOKEN: '123:replicas',
        TELEGRAM_BOT_USERNAME: 'FardinReplicaBot',
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_STAFF_CHAT_ID: String(STAFF_CHAT),
        SMS_GATEWAY_URL: sms.url,
        NOTIFY_POLL_MS: '300',
      };
    };
    const replicas = await Promise.allSettled([startServerProcess(env()), startServerProcess(env())]);
    for (const r of replicas) if (r.status === 'fulfilled') started.push(r.value);
    for (const r of replicas) if (r.status === 'rejected') throw r.reason;
    [a, b] = started as [ServerProcess, ServerProcess];
    admin = await login(a.base, '+85510000002', 'demo-admin');
    shopper = await login(b.base, SHOPPER_PHONE, 'demo-shopper');
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const rows = await db.query<{ id: number }>(
      'select o.id from orders o join users u on u.id = o.user_id where u.phone = $1 order by o.id limit 4',
      [SHOPPER_PHONE],
    );
    orderIds = rows.rows.map((r) => r.id);
    // The seed's outbox rows go out as soon as the workers start (SMS: no Telegram linked yet).
    await settle(drained);
    smsBefore = sms.received.length;
  }, 200_000);

  afterAll(async () => {
    await db?.end();
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.done));
    await sms?.close();
    if (fakeServer) await new Promise<void>((resolve) => fakeServer.close(() => resolve()));
    await fakeDb?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await dropTestDatabase(adminUrl, name);
  });

  async function call<T>(
    base: string,
    method: string,
    route: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}${route}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
  async function login(base: string, phone: string, password: string) {
    const res = await call<{ token: string }>(base, 'POST', `/api/login?vendor_code=${VENDOR_CODE}`, {
      body: { phone, password },
    });
    expect(res.status).toBe(200);
    return res.body.token;
  }
  /** The texts the fake Telegram received for a chat, with how many times each. */
  async function telegramReceived(chatId: number): Promise<Map<string, number>> {
    const rows = await fakeDb.db.select().from(telegramFakeMessages).where(eq(telegramFakeMessages.chatId, chatId));
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.text, (counts.get(r.text) ?? 0) + 1);
    return counts;
  }
  const containing = (counts: Map<string, number>, part: string) =>
    [...counts].filter(([text]) => text.includes(part)).reduce((n, [, c]) => n + c, 0);
  const endingWith = (counts: Map<string, number>, end: string) =>
    [...counts].filter(([text]) => text.endsWith(end)).reduce((n, [, c]) => n + c, 0);
  /** Every outbox row fanned out and every delivery finished (sent, skipped or failed for good). */
  async function drained(): Promise<boolean> {
    const { rows } = await db.query<{ waiting: number }>(
      `select (select count(*) from notification_outbox where sent_at is null)
            + (select count(*) from notification_deliveries where status in ('pending', 'sending')) as waiting`,
    );
    return Number(rows[0]!.waiting) === 0;
  }
  /**
   * What the database says was sent, per channel, against what the fake Telegram and the SMS
   * gateway received: a message sent twice (two workers, or a retry after a send that went out)
   * makes the receipts outnumber the `sent` delivery rows, which are unique per (message, channel).
   */
  async function receiptsMatchDeliveries() {
    const { rows } = await db.query<{ channel: string; sent: string }>(
      `select channel, count(*) as sent from notification_deliveries where status = 'sent' group by channel`,
    );
    const sent = Object.fromEntries(rows.map((r) => [r.channel, Number(r.sent)]));
    const bot = await fakeDb.db.select().from(telegramFakeMessages);
    // The bot's answer to /start is a reply, not a notification.
    const notifications = bot.filter((m) => !m.text.startsWith('✅ Your Fardin account is linked'));
    expect({ telegram: notifications.length, sms: sms.received.length }).toEqual({
      telegram: sent.telegram ?? 0,
      sms: sent.sms ?? 0,
    });
  }
  /**
   * Waits until `done` holds, then (`grace`) a little longer: a second copy would come late. Only
   * the last wait before a test's counts needs the grace; an earlier one goes on at once.
   */
  async function settle(done: () => Promise<boolean>, options: { grace?: boolean } = {}) {
    const deadline = Date.now() + 90_000;
    while (!(await done())) {
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (options.grace !== false) await new Promise((resolve) => setTimeout(resolve, 2500));
  }

  it('sends each staff answer to the shopper on Telegram once, written through either process', async () => {
    expect(orderIds.length).toBeGreaterThan(0);
    // The shopper links Telegram on A; Telegram delivers /start to B's webhook.
    const link = await call<{ url: string }>(a.base, 'POST', '/api/telegram/link', {
      token: shopper,
      body: { language: 'en' },
    });
    expect(link.status).toBe(201);
    const startText = `/start ${new URL(link.body.url).searchParams.get('start')}`;
    const started = await call(b.base, 'POST', '/api/telegram/webhook', {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': SECRET },
      body: {
        update_id: 1,
        message: { message_id: 1, chat: { id: SHOPPER_CHAT }, from: { id: SHOPPER_CHAT }, text: startText },
      },
    });
    expect(started.status).toBe(200);

    const N = 10;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call([a, b][i % 2]!.base, 'POST', `/api/admin/orders/${orderIds[i % orderIds.length]}/messages`, {
          token: admin,
          body: { text: `tg-answer-${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: N }, () => 201));
    await settle(async () => containing(await telegramReceived(SHOPPER_CHAT), 'tg-answer-') >= N, { grace: false });
    // Telegram went out, so no SMS for these.
    await settle(drained);
    const received = await telegramReceived(SHOPPER_CHAT);
    for (let i = 0; i < N; i++) expect(endingWith(received, `: tg-answer-${i}`)).toBe(1);
    expect(containing(received, 'tg-answer-')).toBe(N);
    expect(sms.received.slice(smsBefore)).toEqual([]);
    await receiptsMatchDeliveries();
  });

  it('sends each shopper message to the staff group once', async () => {
    const M = 4;
    const sent = await Promise.all(
      Array.from({ length: M }, (_, i) =>
        call([a, b][i % 2]!.base, 'POST', `/api/orders/${orderIds[0]}/messages`, {
          token: shopper,
          body: { text: `to-staff-${i}` },
        }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array.from({ length: M }, () => 201));
    await settle(async () => containing(await telegramReceived(STAFF_CHAT), 'to-staff-') >= M, { grace: false });
    await settle(drained);
    const group = await telegramReceived(STAFF_CHAT);
    for (let i = 0; i < M; i++) expect(endingWith(group, `: to-staff-${i}`)).toBe(1);
    await receiptsMatchDeliveries();
  });

  it('falls back to SMS once per message when the shopper has no Telegram', async () => {
    expect((await call(a.base, 'DELETE', '/api/telegram/link', { token: shopper })).status).toBe(200);
    const before = containing(await telegramReceived(SHOPPER_CHAT), 'sms-answer-');
    const K = 6;
    const answers = await Promise.all(
      Array.from({ length: K }, (_, i) =>
        call([b, a][i % 2]!.base, 'POST', `/api/admin/orders/${orderIds[0]}/messages`, {
          token: admin,
          body: { text: `sms-answer-${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: K }, () => 201));
    await settle(async () => sms.received.length >= smsBefore + K && (await drained()));
    // The short form names the order, not the text: each of the K answers is one text, none twice.
    const texts = sms.received.slice(smsBefore);
    expect(texts).toHaveLength(K);
    expect(new Set(texts.map((m) => m.to))).toEqual(new Set([SHOPPER_PHONE]));
    expect(texts.every((m) => m.text.includes(`#${orderIds[0]}`))).toBe(true);
    await receiptsMatchDeliveries();
    expect(containing(await telegramReceived(SHOPPER_CHAT), 'sms-answer-')).toBe(before);
  });
});
