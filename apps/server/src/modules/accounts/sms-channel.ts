import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { oneSegment } from '@fardin/core/sms-text';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { Logger } from '../../logger';
import type { NotificationChannel } from '../notifications/channels';

/**
 * The SMS channel (decision 0040) for the notifications' delivery worker: a shopper's message as
 * one text to their phone, the rendered short form kept within one segment (Khmer: 70 UCS-2
 * characters). Staff broadcasts are not texted (`skipped`: the staff group is on Telegram).
 * The gateway's failure answers `failed`; the sender never logs the text.
 */
export function createSmsChannel(deps: { db: Db; sms: SmsSender; logger: Logger }): NotificationChannel {
  return {
    name: 'sms',
    async send(message) {
      if (message.audience === 'staff' || message.userId === null) return 'skipped';
      const [user] = await deps.db
        .select({ phone: users.phone, status: users.status })
        .from(users)
        .where(eq(users.id, message.userId));
      if (!user || user.status === 'deleted') return 'skipped';
      try {
        await deps.sms.send({ to: user.phone, body: oneSegment(message.short || message.title) });
        return 'sent';
      } catch (err) {
        deps.logger.warn(
          { outbox_id: message.outboxId, err: err instanceof Error ? err.message : 'failed' },
          'SMS not sent',
        );
        return 'failed';
      }
    },
  };
}
