import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@fardin/db/open-db';
import { vapidKeys, webPushSubscriptions } from '@fardin/db/schema/notifications';
import type { NotificationChannel, SendOutcome } from './channels';

/**
 * Web push (decision 0039) with `web-push`: the VAPID key pair is generated at first start and kept
 * in the database (one row: every replica signs with the same key, `INSERT ... ON CONFLICT DO
 * NOTHING` so two first starts keep one pair). The service worker shows the message.
 */

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

export async function ensureVapidKeys(db: Db): Promise<VapidPair> {
  const [found] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (found) return found;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...fresh })
    .onConflictDoNothing();
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return kept!;
}

export function createWebPushChannel(
  db: Db,
  options: {
    subject: string;
    timeoutMs?: number;
    /** Tests: trust a local push service's certificate. */ agent?: Agent;
  },
): NotificationChannel {
  let keys: Promise<VapidPair> | null = null;
  const vapid = () => (keys ??= ensureVapidKeys(db));
  return {
    name: 'webpush',
    async send(message): Promise<SendOutcome> {
      if (message.userId === null) return 'skipped';
      const subs = await db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, message.userId));
      if (!subs.length) return 'skipped';
      const { publicKey, privateKey } = await vapid();
      const body = JSON.stringify({
        title: message.title,
        body: message.body,
        link: message.link,
        tag: `n${message.outboxId}`,
      });
      let sent = 0;
      let failed = 0;
      for (const sub of subs) {
        try {
          await webpush.sendNotification(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            body,
            {
              vapidDetails: { subject: options.subject, publicKey, privateKey },
              TTL: 24 * 3600,
              timeout: options.timeoutMs ?? 5000,
              // The `Topic` header lets the push service replace an undelivered copy of this row.
              topic: `n${message.outboxId}`,
              ...(options.agent ? { agent: options.agent } : {}),
            },
          );
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          // Gone: the browser unsubscribed; forget it (not a failure of the channel).
          if (status === 404 || status === 410)
            await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, sub.id));
          else failed++;
        }
      }
      return sent > 0 ? 'sent' : failed > 0 ? 'failed' : 'skipped';
    },
  };
}
