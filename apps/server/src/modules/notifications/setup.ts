import type { Db } from '@fardin/db/open-db';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { NotificationChannel } from './channels';
import { createDeliveryWorker } from './delivery';
import { inAppChannel } from './inapp-channel';
import { createNotificationService } from './service';
import { createWebPushChannel, ensureVapidKeys } from './webpush-channel';

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  config: Pick<Config, 'NOTIFY_MAX_ATTEMPTS' | 'WEB_PUSH_SUBJECT' | 'PUBLIC_URL'>;
  /** More shopper channels (Telegram, SMS), tried in the message chain's order. */
  channels?: NotificationChannel[];
  /** Channels that carry the staff kinds (the staff Telegram group). */
  staffChannels?: NotificationChannel[];
}

/** The module's parts as the composition root hands them out: the service, the worker, web push. */
export function createNotifications(deps: NotificationsDeps) {
  const { db, now, logger, config } = deps;
  const service = createNotificationService(db, now);
  const subject =
    config.WEB_PUSH_SUBJECT ?? (config.PUBLIC_URL.startsWith('https:') ? config.PUBLIC_URL : 'mailto:shop@localhost');
  const webPush = createWebPushChannel(db, { subject });
  const delivery = createDeliveryWorker({
    db,
    now,
    logger,
    notifications: service,
    channels: [inAppChannel, webPush, ...(deps.channels ?? [])],
    ...(deps.staffChannels ? { staffChannels: deps.staffChannels } : {}),
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
  });
  let key: Promise<string | null> | null = null;
  return {
    service,
    delivery,
    push: {
      /** The VAPID public key (generated at first call and kept in the database). */
      publicKey: () =>
        (key ??= ensureVapidKeys(db).then(
          (k) => k.publicKey,
          (err: unknown) => {
            key = null;
            logger.warn({ err }, 'VAPID keys could not be read or made');
            return null;
          },
        )),
    },
  };
}
