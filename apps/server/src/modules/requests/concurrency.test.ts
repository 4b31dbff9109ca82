import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buyRequests } from '@fardin/db/schema/requests';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { MAX_OPEN_BUY_REQUESTS } from '@fardin/core/contract-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken, userId } from '../admin/admin-fixtures';
import { makeShopper } from '../checkout/commerce-fixtures';

/**
 * The per-shopper cap of waiting requests and the one answer per request under real concurrency:
 * PGlite runs one query at a time and would hide the race, so this runs on PostgreSQL only.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!ON_POSTGRES) console.warn('requests/concurrency.test.ts skipped: set TEST_DATABASE_URL (PGlite hides races)');

describe.skipIf(!ON_POSTGRES)('buy requests under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('stores exactly the cap of a burst of requests; the rest answer 429', async () => {
    const token = await makeShopper(t, '+85510000881');
    const owner = await userId(t, '+85510000881');
    const burst = MAX_OPEN_BUY_REQUESTS + 15;
    const replies = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        t.call<{ code?: string }>('POST', '/api/requests', { token, body: { link: `https://shop.example/p/${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_BUY_REQUESTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - MAX_OPEN_BUY_REQUESTS);
    const [stored] = await t.opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(buyRequests)
      .where(eq(buyRequests.userId, owner));
    expect(stored?.n).toBe(MAX_OPEN_BUY_REQUESTS);
  });

  it('writes one answer and one notification when staff answer the same request at once', async () => {
    const token = await makeShopper(t, '+85510000882');
    const owner = await userId(t, '+85510000882');
    const staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    const sent = await t.call<{ data: { id: number } }>('POST', '/api/requests', {
      token,
      body: { link: 'https://www.aliexpress.com/item/1005006123456789.html' },
    });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('POST', `/api/admin/requests/${sent.body.data.id}/answer`, {
          token: staff,
          body: { product: `https://www.ebay.com/itm/30000000000${i}`, quote_usd: 10 + i },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
    const events = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, owner));
    expect(events.filter((e) => e.kind === 'buy_request_answered')).toHaveLength(1);
    // The freed place is counted once: the shopper can again have the cap waiting.
    const more = await Promise.all(
      Array.from({ length: MAX_OPEN_BUY_REQUESTS + 3 }, (_, i) =>
        t.call('POST', '/api/requests', { token, body: { link: `https://shop.example/q/${i}` } }),
      ),
    );
    expect(more.filter((r) => r.status === 201)).toHaveLength(MAX_OPEN_BUY_REQUESTS);
  });
});
