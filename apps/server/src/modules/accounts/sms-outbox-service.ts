import { desc, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { smsOutbox } from '@fardin/db/schema/accounts';
import type { SmsOutboxPort } from '../../integrations/sms/sms-sender';

/** A text kept by the embedded SMS outbox, as the back office and the dev tools list it. */
export interface OutboxMessage {
  id: number;
  to: string;
  body: string;
  purpose: string | null;
  created_at: string;
}

const toMessage = (r: typeof smsOutbox.$inferSelect): OutboxMessage => ({
  id: r.id,
  to: r.to,
  body: r.body,
  purpose: r.purpose,
  created_at: r.createdAt.toISOString(),
});

/**
 * The `sms_outbox` table's one home (issue 30 item 3): the embedded SMS sender stores its texts
 * through `add` (the port it is given in services.ts), the back office and the CLI read them here.
 */
export function createSmsOutboxService(db: Db) {
  return {
    async add({ to, body, purpose }: Parameters<SmsOutboxPort['add']>[0]): Promise<void> {
      await db.insert(smsOutbox).values({ to, body, purpose });
    },
    /** The newest texts first. */
    async list(limit = 50): Promise<OutboxMessage[]> {
      const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
      return rows.map(toMessage);
    },
    /** One page of the outbox, newest first, with the total count. */
    async page(page: number, perPage: number): Promise<{ rows: OutboxMessage[]; total: number }> {
      const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(smsOutbox);
      const rows = await db
        .select()
        .from(smsOutbox)
        .orderBy(desc(smsOutbox.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { rows: rows.map(toMessage), total };
    },
  } satisfies SmsOutboxPort & Record<string, unknown>;
}
