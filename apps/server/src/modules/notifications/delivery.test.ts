import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq, inArray } from 'drizzle-orm';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { notificationDeliveries, notificationOutbox } from '@fardin/db/schema/notifications';
import { openTestDb, TEST_DB_KINDS, type TestDb } from '../../test/test-db';
import { userId } from '../admin/admin-fixtures';
import type { ChannelName, NotificationChannel, RenderedNotification, SendOutcome } from './channels';
import { createDeliveryWorker } from './delivery';
import { inAppChannel } from './inapp-channel';
import { createNotificationService, writeOutbox } from './service';

const logger = pino({ level: 'silent' });
const SHOPPER = '+85510000001';

type Sent = { outboxId: number; channel: ChannelName; text: string };

/** A channel that records what it was given and answers what `answer` says. */
function fake(
  name: ChannelName,
  sent: Sent[],
  answer: (m: RenderedNotification) => SendOutcome = () => 'sent',
): NotificationChannel {
  return {
    name,
    send: async (m) => {
      const outcome = answer(m);
      if (outcome === 'sent') sent.push({ outboxId: m.outboxId, channel: name, text: m.body });
      // Let the other worker run between claim and outcome.
      await new Promise((r) => setTimeout(r, 1));
      return outcome;
    },
  };
}

describe.each(TEST_DB_KINDS)('notification delivery on %s', (kind) => {
  let test: TestDb;
  let second: OpenedDb | undefined;
  let shopper: number;
  let clock = new Date('2026-11-26T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    test = await openTestDb(kind);
    // A second "server": its own pool on the same PostgreSQL (PGlite has one process per database).
    if (test.url) second = await openDb({ url: test.url, poolSize: 3 });
    shopper = await userId({ opened: test } as never, SHOPPER);
  });
  afterAll(async () => {
    await second?.close();
    await test.close();
  });

  const worker = (
    db: OpenedDb['db'],
    channels: NotificationChannel[],
    opts: { maxAttempts?: number; backoffMs?: () => number } = {},
  ) =>
    createDeliveryWorker({
      db,
      now,
      logger,
      notifications: createNotificationService(db, now),
      channels,
      ...opts,
    });

  const write = async (n: number, kindName = 'parcel_departed') => {
    for (let i = 0; i < n; i++)
      await test.db.transaction((tx) =>
        writeOutbox(tx, { kind: kindName, userId: shopper, orderId: null, payload: {}, at: clock }),
      );
    const rows = await test.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, kindName));
    return rows.map((r) => r.id).slice(-n);
  };

  it('sends each message once per channel with two workers on their own pools', async () => {
    const ids = await write(30);
    const sent: Sent[] = [];
    const channels = [inAppChannel, fake('telegram', sent), fake('webpush', sent)];
    const a = worker(test.db, channels);
    const b = worker((second ?? test).db, channels);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    const mine = sent.filter((s) => ids.includes(s.outboxId));
    for (const channel of ['telegram', 'webpush'] as const)
      expect(
        mine
          .filter((s) => s.channel === channel)
          .map((s) => s.outboxId)
          .sort(),
      ).toEqual([...ids].sort());
    const rows = await test.db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.outboxId, ids));
    // inapp, webpush and the first of the chain (telegram): three rows each, all sent, none twice.
    expect(rows).toHaveLength(ids.length * 3);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['sent']));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const sent: Sent[] = [];
    await expect(
      test.db.transaction(async (tx) => {
        await writeOutbox(tx, {
          kind: 'order_paid',
          userId: shopper,
          orderId: null,
          payload: { marker: 'rolled back' },
          at: clock,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await worker(test.db, [inAppChannel, fake('telegram', sent), fake('sms', sent)]).runOnce();
    expect(sent).toEqual([]);
    const all = await test.db.select().from(notificationOutbox);
    expect(all.filter((r) => r.payload.marker === 'rolled back')).toEqual([]);
  });

  it('retries a failing channel with backoff, then falls back to the next channel of the chain', async () => {
    const [id] = await write(1, 'delivered');
    const sent: Sent[] = [];
    let telegramTries = 0;
    const dead = fake('telegram', sent, () => {
      telegramTries++;
      return 'failed';
    });
    const w = worker(test.db, [inAppChannel, dead, fake('sms', sent)], { maxAttempts: 3, backoffMs: () => 60_000 });
    await w.runOnce();
    expect(telegramTries).toBe(1);
    await w.runOnce(); // not due yet: the backoff holds the second try back
    expect(telegramTries).toBe(1);
    for (let i = 0; i < 3; i++) {
      clock = new Date(clock.getTime() + 61_000);
      await w.runOnce();
    }
    expect(telegramTries).toBe(3);
    expect(sent.filter((s) => s.outboxId === id)).toEqual([{ outboxId: id, channel: 'sms', text: expect.any(String) }]);
    const rows = await test.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.outboxId, id!));
    expect(Object.fromEntries(rows.map((r) => [r.channel, r.status]))).toEqual({
      inapp: 'sent',
      telegram: 'failed',
      sms: 'sent',
    });
  });

  it('goes straight to SMS when the shopper has no Telegram, in their language', async () => {
    await createNotificationService(test.db, now).setLanguage(shopper, 'en');
    const [id] = await write(1, 'out_for_delivery');
    const sent: Sent[] = [];
    const w = worker(test.db, [inAppChannel, fake('telegram', sent, () => 'skipped'), fake('sms', sent)]);
    await w.runOnce();
    expect(sent.filter((s) => s.outboxId === id)).toEqual([
      { outboxId: id, channel: 'sms', text: expect.stringContaining('out for delivery') },
    ]);
    await createNotificationService(test.db, now).setLanguage(shopper, 'kh');
  });

  it("keeps to the shopper's choices, but money always goes out", async () => {
    const service = createNotificationService(test.db, now);
    await service.saveChoices(shopper, { orders: ['telegram', 'sms'], money: ['telegram', 'sms'] });
    const [order] = await write(1, 'parcel_departed');
    const [money] = await write(1, 'refund_made');
    const sent: Sent[] = [];
    await worker(test.db, [inAppChannel, fake('telegram', sent), fake('sms', sent)]).runOnce();
    expect(sent.filter((s) => s.outboxId === order)).toEqual([]);
    expect(sent.filter((s) => s.outboxId === money).map((s) => s.channel)).toEqual(['telegram']);
    await service.saveChoices(shopper, {});
  });

  it('lets another worker take a row whose lease ran out, and the late worker cannot overwrite it', async () => {
    const [id] = await write(1, 'arrived_phnom_penh');
    const sent: Sent[] = [];
    let hang: (() => void) | undefined;
    const slow: NotificationChannel = {
      name: 'telegram',
      send: () =>
        new Promise<SendOutcome>((resolve) => {
          hang = () => resolve('failed');
        }),
    };
    const stuck = createDeliveryWorker({
      db: test.db,
      now,
      logger,
      notifications: createNotificationService(test.db, now),
      channels: [inAppChannel, slow],
      leaseMs: 1000,
      sendTimeoutMs: 60_000,
    });
    const running = stuck.runOnce();
    while (!hang) await new Promise((r) => setTimeout(r, 5));
    clock = new Date(clock.getTime() + 2000);
    await worker(test.db, [inAppChannel, fake('telegram', sent)]).runOnce();
    hang();
    await running;
    const [row] = await test.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.outboxId, id!))
      .then((rows) => rows.filter((r) => r.channel === 'telegram'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.filter((s) => s.outboxId === id)).toHaveLength(1);
  });
});
