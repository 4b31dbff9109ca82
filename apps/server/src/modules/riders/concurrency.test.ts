import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { riderDrops } from '@fardin/db/schema/riders';
import type { Drop } from '@fardin/core/contract-riders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';

/**
 * A rider confirming one delivery twice at once (decision 0043). PGlite runs one query at a time
 * and would hide the race, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('the last mile under concurrency on postgres', () => {
  let t: TestApp;
  let staff: string;
  let rider: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    rider = await demoRider(t);
    await allowCodFreight(t);
  });
  afterAll(() => t.close());

  it('a delivery confirmed four times at once: one outcome, the cash counted once', async () => {
    const p = await codParcel(t, staff, '+85510550001');
    await throughBatch(t, staff, [p.parcel.code]);
    await ok(t.call('POST', `/api/admin/parcels/${p.parcel.id}/arrive`, { token: staff }), 'arrive');
    const drop = await ok(
      t.call<{ data: Drop }>('POST', `/api/admin/parcels/${p.parcel.id}/assign`, {
        token: staff,
        body: { rider_id: rider.id },
      }),
      'assign',
    );
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call<{ code?: string }>('POST', `/api/rider/drops/${drop.data.id}/deliver`, {
          token: rider.token,
          body: { cash_collected: p.parcel.freight, photo: '/uploads/proof.jpg' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'rider.drop_closed',
      'rider.drop_closed',
      'rider.drop_closed',
    ]);
    const cod = await t.opened.db
      .select()
      .from(orderLedger)
      .where(and(eq(orderLedger.orderId, p.order.id), eq(orderLedger.kind, 'cod_collected')));
    expect(cod.map((r) => r.amountCents)).toEqual([-Math.round(p.parcel.freight * 100)]);
    const ledger = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, p.order.id));
    expect(ledger.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    const [row] = await t.opened.db.select().from(riderDrops).where(eq(riderDrops.id, drop.data.id));
    expect(row).toMatchObject({ status: 'delivered', collectedCents: Math.round(p.parcel.freight * 100) });
    const delivered = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.userId, p.shopper.id), eq(notificationOutbox.kind, 'delivered')));
    expect(delivered).toHaveLength(1);
  });
});
