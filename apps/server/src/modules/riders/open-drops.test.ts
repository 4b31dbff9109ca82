import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { riderDrops } from '@fardin/db/schema/riders';
import type { Drop, RiderDay } from '@fardin/core/contract-riders';
import { shopDay } from '@fardin/core/shop-day';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';

type One = { data: Drop };

/** Issue 27: a drop assigned on an earlier day and still open stays on the rider's page. */
describe.each(TEST_DB_KINDS)("the rider's open drops of earlier days on %s", (kind) => {
  let staff: string;
  let rider: { token: string; id: number };
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    rider = await demoRider(t);
    await allowCodFreight(t);
  });
  const phone = () => `+8551067${String((serial += 1)).padStart(4, '0')}`;

  async function assigned() {
    const p = await codParcel(t, staff, phone());
    await throughBatch(t, staff, [p.parcel.code]);
    await ok(t.call('POST', `/api/admin/parcels/${p.parcel.id}/arrive`, { token: staff }), 'arrive');
    const drop = await ok(
      t.call<One>('POST', `/api/admin/parcels/${p.parcel.id}/assign`, { token: staff, body: { rider_id: rider.id } }),
      'assign',
    );
    return { ...p, drop: drop.data };
  }
  /** Moves a drop to an earlier day, as if it had been assigned then. */
  const assignedOn = (id: number, day: string) =>
    t.opened.db.update(riderDrops).set({ assignedOn: day }).where(eq(riderDrops.id, id));

  it("lists today's drops first, then the open ones of earlier days (oldest first) with their date; closed old ones go", async () => {
    const today = shopDay(new Date());
    const old = await assigned();
    const older = await assigned();
    const oldDone = await assigned();
    const fresh = await assigned();
    await assignedOn(old.drop.id, '2026-01-10');
    await assignedOn(older.drop.id, '2026-01-09');
    await ok(
      t.call('POST', `/api/rider/drops/${oldDone.drop.id}/deliver`, {
        token: rider.token,
        body: { cash_collected: oldDone.parcel.freight, photo: '/uploads/p.jpg' },
      }),
      'deliver',
    );
    await assignedOn(oldDone.drop.id, '2026-01-10');

    const list = (await ok(t.call<{ data: Drop[] }>('GET', '/api/rider/drops', { token: rider.token }), 'list')).data;
    const ids = list.map((d) => d.id);
    expect(ids).toContain(fresh.drop.id);
    expect(ids).not.toContain(oldDone.drop.id);
    expect(ids.indexOf(older.drop.id)).toBeGreaterThan(ids.indexOf(fresh.drop.id));
    expect(ids.indexOf(old.drop.id)).toBeGreaterThan(ids.indexOf(older.drop.id));
    expect(list.find((d) => d.id === old.drop.id)).toMatchObject({
      assigned_on: '2026-01-10',
      status: 'assigned',
      amount_to_collect: old.parcel.freight,
    });
    expect(list.filter((d) => d.assigned_on !== today).every((d) => d.status === 'assigned')).toBe(true);
    // Today's part comes first: no drop of today after an earlier day's.
    const firstOld = list.findIndex((d) => d.assigned_on !== today);
    expect(list.slice(firstOld).every((d) => d.assigned_on < today)).toBe(true);

    // The old drop can still be delivered from the page.
    const done = await t.call<One>('POST', `/api/rider/drops/${old.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: old.parcel.freight, photo: '/uploads/p.jpg' },
    });
    expect(done.status).toBe(200);
    const after = (await ok(t.call<{ data: Drop[] }>('GET', '/api/rider/drops', { token: rider.token }), 'list')).data;
    expect(after.map((d) => d.id)).not.toContain(old.drop.id);

    // The day close of a given day keeps only that day's drops.
    const day = await ok(
      t.call<{ data: RiderDay }>('GET', `/api/admin/riders/${rider.id}/day?date=${today}`, { token: staff }),
      'day',
    );
    expect(day.data.drops.map((d) => d.id)).not.toContain(older.drop.id);
    expect(day.data.drops.every((d) => d.assigned_on === today)).toBe(true);
  });
});
