import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { conversationMessages, conversations } from '@fardin/db/schema/conversations';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { SHOPPER_MESSAGE_LIMIT } from '@fardin/core/contract-conversations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertOrder, userId } from '../admin/admin-fixtures';
import { makeShopper } from '../checkout/commerce-fixtures';

/**
 * The shopper's message limit under real concurrency: PGlite runs one query at a time and would
 * hide the race, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!ON_POSTGRES) console.warn('conversations/concurrency.test.ts skipped: set TEST_DATABASE_URL (PGlite hides races)');

describe.skipIf(!ON_POSTGRES)('conversation messages under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('stores exactly the allowed number of a burst of messages beyond the limit, each with its outbox row', async () => {
    const token = await makeShopper(t, '+85510000901');
    const owner = await userId(t, '+85510000901');
    const orderId = await insertOrder(t, owner, { note: 'the note' });
    const burst = SHOPPER_MESSAGE_LIMIT.max + 12;
    const replies = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        t.call<{ code?: string }>('POST', `/api/orders/${orderId}/messages`, { token, body: { text: `message ${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SHOPPER_MESSAGE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - SHOPPER_MESSAGE_LIMIT.max);
    expect(replies.filter((r) => r.status === 429).every((r) => r.body.code === 'conversation.too_many_messages')).toBe(
      true,
    );
    expect(replies.find((r) => r.status === 429)?.headers.get('Retry-After')).toMatch(/^\d+$/);

    // One thread (created once by the first writer), the note once, and exactly the allowed messages.
    const threads = await t.opened.db.select().from(conversations).where(eq(conversations.orderId, orderId));
    expect(threads).toHaveLength(1);
    const [counted] = await t.opened.db
      .select({
        web: sql<number>`count(*) filter (where ${conversationMessages.source} = 'web')::int`,
        notes: sql<number>`count(*) filter (where ${conversationMessages.source} = 'checkout_note')::int`,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, threads[0]!.id));
    expect(counted).toEqual({ web: SHOPPER_MESSAGE_LIMIT.max, notes: 1 });
    const outbox = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'conversation.shopper_message')));
    expect(outbox).toHaveLength(SHOPPER_MESSAGE_LIMIT.max);
  });
});
