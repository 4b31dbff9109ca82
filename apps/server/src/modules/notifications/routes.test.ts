import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationDeliveries, notificationOutbox } from '@fardin/db/schema/notifications';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createDeliveryWorker } from './delivery';
import { inAppChannel } from './inapp-channel';
import { createWebPushChannel } from './webpush-channel';
import { DEMO_ADMIN, DEMO_SHOPPER, insertOrder, staffToken, userId } from '../admin/admin-fixtures';

type Bell = {
  unread: number;
  data: { id: number; kind: string; title: string; body: string; read: boolean; link: string | null }[];
};

describe.each(TEST_DB_KINDS)('notifications API on %s', (kind) => {
  let staff: string;
  let shopper: string;
  let other: string;
  let shopperId: number;
  // A local push service: counts what web-push sends it.
  const pushes: { auth: string; encoding: string; bytes: number }[] = [];
  let push: Server;
  let agent: Agent;
  const dir = mkdtempSync(path.join(tmpdir(), 'push-'));
  beforeAll(async () => {
    // Push services speak HTTPS only: a local one with its own certificate, trusted by our agent.
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    agent = new Agent({ ca: readFileSync(cert) });
    push = createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        pushes.push({
          auth: String(req.headers.authorization),
          encoding: String(req.headers['content-encoding']),
          bytes,
        });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await new Promise<void>((r) => push.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
    other = await t.tokenFor(DEMO_ADMIN);
  });
  const bell = async (token = shopper, lang = 'kh') =>
    (await t.call<Bell>('GET', `/api/notifications/bell?lang=${lang}`, { token })).body;

  it("tells the shopper of a staff move in Khmer, on the bell and the mobile client's list; mark read clears it", async () => {
    const before = (await bell()).unread;
    const id = await insertOrder(t, shopperId, { stage: 'overseas_warehouse', paymentStatus: 'paid' });
    const moved = await t.call('POST', `/api/admin/orders/${id}/stage`, {
      token: staff,
      body: { stage: 'shipped_to_cambodia' },
    });
    expect(moved.status).toBe(200);
    const rows = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id));
    // The walk to the stage passes the quality check (its own row), then the parcel leaves.
    expect(rows.map((r) => r.kind).at(-1)).toBe('parcel_departed');

    const b = await bell();
    expect(b.unread).toBe(before + rows.length);
    expect(b.data[0]).toMatchObject({ kind: 'parcel_departed', read: false, link: `/orders/${id}` });
    expect(b.data[0]!.title).toBe('កញ្ចប់បានចេញដំណើរ');
    const mobile = await t.call<{ data: { id: number; comment: string; date: string }[] }>(
      'GET',
      '/api/notifications?vendor_code=x&lang=en',
      {
        token: shopper,
      },
    );
    expect(mobile.body.data[0]).toEqual({
      id: b.data[0]!.id,
      comment: expect.stringContaining(`Order #${id} is on its way`),
      date: expect.any(String),
    });
    expect((await t.call<{ data: unknown[] }>('GET', '/api/notifications')).body.data).toEqual([]);

    // Another shopper's row is not theirs to read.
    expect((await t.call('POST', `/api/notifications/${b.data[0]!.id}/read`, { token: other })).status).toBe(404);
    const read = await t.call<{ unread: number }>('POST', `/api/notifications/${b.data[0]!.id}/read`, {
      token: shopper,
    });
    expect(read.body.unread).toBe(before + rows.length - 1);
    await t.call('POST', '/api/notifications/read-all', { token: shopper });
    expect((await bell()).unread).toBe(0);
  });

  it('writes nothing when the move is refused, and tells a refused transfer', async () => {
    const id = await insertOrder(t, shopperId, { stage: 'placed' });
    const refused = await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'placed' } });
    expect(refused.status).toBe(409);
    expect(await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id))).toEqual([]);
    const r = await t.call('POST', `/api/admin/payments/transfers/${id}/reject`, {
      token: staff,
      body: { reason: 'blurry' },
    });
    expect(r.status).toBe(200);
    const rows = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id));
    expect(rows.map((x) => x.kind)).toEqual(['transfer_refused']);
    // The order page quotes the order's own refusal; a later freight refusal (it names its bill) is not it.
    await t.opened.db.insert(notificationOutbox).values({
      kind: 'transfer_refused',
      userId: shopperId,
      orderId: id,
      payload: { reason: 'wrong parcel', bill: 'freight', parcel: 'P-1' },
    });
    expect(await t.services.notifications.service.orderReceiptRefusal(id)).toMatchObject({ reason: 'blurry' });
  });

  it('keeps choices (money cannot be turned off) and refuses a bad one', async () => {
    const saved = await t.call<{ off: Record<string, string[]>; mandatory: string[]; language: string }>(
      'PUT',
      '/api/notifications/settings',
      {
        token: shopper,
        body: { off: { orders: ['sms'] }, language: 'en' },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ off: { orders: ['sms'] }, mandatory: ['money'], language: 'en' });
    const bad = await t.call<{ code: string }>('PUT', '/api/notifications/settings', {
      token: shopper,
      body: { off: { orders: ['pigeon'] } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toMatch(/^validation\./);
    expect((await t.call('GET', '/api/notifications/settings')).status).toBe(401);
    await t.call('PUT', '/api/notifications/settings', { token: shopper, body: { off: {}, language: 'kh' } });
  });

  it('sends web push to a subscribed browser once, signed with the VAPID key kept in the database', async () => {
    const key = await t.call<{ public_key: string }>('GET', '/api/notifications/push-key', { token: shopper });
    expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(
      (await t.call<{ public_key: string }>('GET', '/api/notifications/push-key', { token: shopper })).body.public_key,
    ).toBe(key.body.public_key);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const endpoint = `https://127.0.0.1:${(push.address() as AddressInfo).port}/push/${randomBytes(4).toString('hex')}`;
    const sub = await t.call('POST', '/api/notifications/push-subscription', {
      token: shopper,
      body: {
        endpoint,
        keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    });
    expect(sub.status).toBe(200);
    const now = () => new Date();
    const notifications = t.services.notifications.service;
    const channel = createWebPushChannel(t.opened.db, { subject: 'mailto:shop@localhost', agent });
    const make = () =>
      createDeliveryWorker({
        db: t.opened.db,
        now,
        logger: pino({ level: 'silent' }),
        notifications,
        channels: [inAppChannel, channel],
      });
    await make().runOnce(); // older rows out of the way
    pushes.length = 0;
    const id = await insertOrder(t, shopperId, { stage: 'phnom_penh_warehouse', paymentStatus: 'paid' });
    await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'out_for_delivery' } });
    await Promise.all([make().runOnce(), make().runOnce()]);
    const [row] = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id));
    const deliveries = await t.opened.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.outboxId, row!.id));
    expect(deliveries.find((d) => d.channel === 'webpush')).toMatchObject({
      lastError: null,
      status: 'sent',
      attempts: 1,
    });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ encoding: 'aes128gcm', auth: expect.stringMatching(/^vapid t=.+, k=/) });
  });
});
