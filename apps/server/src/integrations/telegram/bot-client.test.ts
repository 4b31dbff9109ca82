import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GrammyError } from 'grammy';
import { openTestDb, type TestDb } from '../../test/test-db';
import { createBotClient, MAX_429_WAITS } from './bot-client';
import { createFakeBotApi, type FakeBotApi } from './fake-bot-api';
import { createSendLimiter } from './send-limits';
import { restoreWebGlobalsAfterAll } from '../../test/web-globals';

// This file starts @hono/node-server in-process: its Request and Response go back after it.
restoreWebGlobalsAfterAll();

/** The fake Bot API on a real port: the client speaks HTTP to it, as to api.telegram.org. */
let opened: TestDb;
let fake: FakeBotApi;
let server: ServerType;
let apiRoot = '';
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  opened = await openTestDb('pglite');
  fake = createFakeBotApi(opened.db);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await opened.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.throttleNext(0, 0);
});

const sends = () => fake.calls.filter((c) => c.method === 'sendMessage');

describe('the bot client against the fake Bot API answering 429', () => {
  it('waits retry_after, then sends the same message once', async () => {
    const bot = createBotClient({ token: '123:abc', apiRoot, logger });
    fake.throttleNext(1, 1);
    const started = Date.now();
    const id = await bot.sendText(4242, 'hello', [[{ text: 'Pay', url: 'https://shop.example/pay' }]]);
    expect(id).toBeGreaterThan(0);
    expect(sends()).toHaveLength(2);
    expect(sends()[1]!.at - sends()[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it(`gives up after ${MAX_429_WAITS} waits (the delivery worker retries later)`, async () => {
    const waited: number[] = [];
    const bot = createBotClient({
      token: '123:abc',
      apiRoot,
      logger,
      sleep: async (ms) => void waited.push(ms),
      limiter: createSendLimiter({ perSecond: 1000, perChatMs: 0, sleep: async () => {} }),
    });
    fake.throttleNext(MAX_429_WAITS + 1, 3);
    const err = await bot.sendText(4243, 'hello').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GrammyError);
    expect((err as GrammyError).error_code).toBe(429);
    expect(waited).toEqual(Array.from({ length: MAX_429_WAITS }, () => 3000));
    expect(sends()).toHaveLength(MAX_429_WAITS + 1);
  });

  it('does not wait a retry_after longer than a minute in-line', async () => {
    const waited: number[] = [];
    const bot = createBotClient({ token: '123:abc', apiRoot, logger, sleep: async (ms) => void waited.push(ms) });
    fake.throttleNext(1, 3600);
    await expect(bot.sendText(4244, 'hello')).rejects.toBeInstanceOf(GrammyError);
    expect(waited).toEqual([]);
    expect(sends()).toHaveLength(1);
  });

  it('sends to one chat at most once a second', async () => {
    const bot = createBotClient({ token: '123:abc', apiRoot, logger });
    await bot.sendText(4245, 'one');
    await bot.sendText(4245, 'two');
    expect(sends()).toHaveLength(2);
    expect(sends()[1]!.at - sends()[0]!.at).toBeGreaterThanOrEqual(990);
  });
});
