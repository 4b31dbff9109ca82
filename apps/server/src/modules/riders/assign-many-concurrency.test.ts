import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { parcels } from '@fardin/db/schema/parcels';
import { riderDrops } from '@fardin/db/schema/riders';
import type { Drop } from '@fardin/core/contract-riders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, DEMO_RIDER, ok, throughBatch } from './last-mile-fixtures';

/**
 * Two staff giving overlapping lists of parcels to riders at the same moment (decision 0054).
 * PGlite runs one query at a time and would hide the race, so this runs on PostgreSQL only.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('assigning several parcels under concurrency on postgres', () => {
  let t: TestApp;
  let staffA: string;
  let staffB: string;
  let riders: number[];
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const admin = await t.tokenFor(DEMO_ADMIN);
    staffA = await staffToken(t, admin);
    staffB = admin;
    await allowCodFreight(t, admin);
    const hired = await ok(
      t.call<{ data: { id: number } }>('POST', '/api/admin/staff', {
        token: admin,
        body: { phone: '+85510000556', name: 'Rider Vanna', role: 'rider' },
      }),
      'hire rider',
    );
    const list = await ok(
      t.call<{ data: { id: number; phone: string }[] }>('GET', '/api/admin/riders', { token: admin }),
      'riders',
    );
    riders = [list.data.find((r) => r.phone === DEMO_RIDER)!.id, hired.data.id];
  });
  afterAll(() => t.close());

  it('two overlapping lists at once, three rounds: each parcel ends with one rider, each call all or nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const made = [];
      for (let i = 0; i < 5; i += 1)
        made.push(await codParcel(t, staffA, `+8551055${round}${String(serial++).padStart(3, '0')}`));
      await throughBatch(
        t,
        staffA,
        made.map((m) => m.parcel.code),
      );
      for (const m of made)
        await ok(t.call('POST', `/api/admin/parcels/${m.parcel.id}/arrive`, { token: staffA }), 'arrive');
      const ids = made.map((m) => m.parcel.id);
      // Overlapping on the middle parcel; the second list in the reverse order (a deadlock would show here).
      const lists = [ids.slice(0, 3), ids.slice(2).reverse()];
      const replies = await Promise.all(
        lists.map((list, k) =>
          t.call<{ data: Drop[]; code?: string; params?: { code: string } }>('POST', '/api/admin/dispatch/assign', {
            token: k === 0 ? staffA : staffB,
            body: { rider_id: riders[k], parcel_ids: list },
          }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = replies.findIndex((r) => r.status === 200);
      const lost = 1 - won;
      expect(replies[lost]!.body).toMatchObject({
        code: 'dispatch.parcel_assigned',
        params: { code: made[2]!.parcel.code },
      });
      const drops = await t.opened.db.select().from(riderDrops).where(inArray(riderDrops.parcelId, ids));
      const rows = await t.opened.db.select().from(parcels).where(inArray(parcels.id, ids));
      for (const id of ids) {
        const mine = drops.filter((d) => d.parcelId === id);
        const state = rows.find((p) => p.id === id)!.state;
        if (lists[won]!.includes(id)) {
          // Exactly one drop, the winner's rider, out for delivery.
          expect(
            mine.map((d) => d.riderId),
            `parcel ${id}`,
          ).toEqual([riders[won]]);
          expect(state).toBe('out_for_delivery');
        } else {
          // Only on the losing list: untouched.
          expect(mine, `parcel ${id}`).toEqual([]);
          expect(state).toBe('arrived_pp');
        }
      }
      for (const m of made) {
        const told = await t.opened.db
          .select()
          .from(notificationOutbox)
          .where(and(eq(notificationOutbox.userId, m.shopper.id), eq(notificationOutbox.kind, 'out_for_delivery')));
        expect(told).toHaveLength(lists[won]!.includes(m.parcel.id) ? 1 : 0);
      }
    }
  }, 120_000);
});
