import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { lineEvents } from '@fardin/db/schema/operations';
import { orderLines } from '@fardin/db/schema/orders';
import { parcelReceipts, unclaimedParcels } from '@fardin/db/schema/warehouse';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken, userId } from '../admin/admin-fixtures';
import { shippedLines } from './warehouse-fixtures';

/**
 * Two staff scanning the same parcel at once (decision 0043). PGlite runs one query at a time and
 * would hide the race, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('warehouse receiving under concurrency on postgres', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let shopperId: number;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopperId = await userId(t, DEMO_SHOPPER);
  });
  afterAll(() => t.close());

  it('two staff receiving the same tracking number: the lines move once, one receipt, the other is told', async () => {
    const o = await shippedLines(t, shopperId, staff, 'ZTO-RACE-1', 3);
    const replies = await Promise.all(
      [staff, admin, staff, admin].map((token, i) =>
        t.call<{ code?: string }>('POST', '/api/admin/warehouse/receive', {
          token,
          body: { tracking_no: 'ZTO-RACE-1', shelf: `S-${i}` },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'warehouse.already_received',
      'warehouse.already_received',
      'warehouse.already_received',
    ]);
    const lines = await t.opened.db.select().from(orderLines).where(inArray(orderLines.id, o.lineIds));
    expect(lines.map((l) => l.state)).toEqual(['received', 'received', 'received']);
    const events = await t.opened.db
      .select()
      .from(lineEvents)
      .where(and(inArray(lineEvents.orderLineId, o.lineIds), eq(lineEvents.toState, 'received')));
    expect(events).toHaveLength(3);
    expect(
      await t.opened.db.select().from(parcelReceipts).where(eq(parcelReceipts.trackingNo, 'ZTO-RACE-1')),
    ).toHaveLength(1);
  });

  it('two staff scanning the same unknown number make one unclaimed parcel', async () => {
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call<{ data: { unclaimed: { id: number } } }>('POST', '/api/admin/warehouse/receive', {
          token: staff,
          body: { tracking_no: 'UNKNOWN-RACE-1' },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.data.unclaimed.id)).size).toBe(1);
    const rows = await t.opened.db
      .select()
      .from(unclaimedParcels)
      .where(eq(unclaimedParcels.trackingNo, 'UNKNOWN-RACE-1'));
    expect(rows).toHaveLength(1);
  });
});
