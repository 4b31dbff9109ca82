import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '@fardin/db/schema/admin';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { parcels } from '@fardin/db/schema/parcels';
import { riderDrops } from '@fardin/db/schema/riders';
import type { Drop } from '@fardin/core/contract-riders';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';

/**
 * Several parcels to one rider in one call (`POST /api/admin/dispatch/assign`, decision 0054):
 * all or nothing, a refusal names the parcel, each parcel gets what the single assign gives it.
 */
describe.each(TEST_DB_KINDS)('assigning several parcels to a rider on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    await allowCodFreight(t);
  });
  const phone = () => `+8551066${String((serial += 1)).padStart(4, '0')}`;
  const assign = (body: unknown, token = staff) =>
    t.call<{ data: Drop[]; code?: string; params?: { code: string } }>('POST', '/api/admin/dispatch/assign', {
      token,
      body,
    });

  /** `n` parcels of different shoppers waiting in Phnom Penh (arrived, cash at the door). */
  async function waiting(n: number) {
    const made = [];
    for (let i = 0; i < n; i += 1) made.push(await codParcel(t, staff, phone()));
    await throughBatch(
      t,
      staff,
      made.map((m) => m.parcel.code),
    );
    for (const m of made)
      await ok(t.call('POST', `/api/admin/parcels/${m.parcel.id}/arrive`, { token: staff }), 'arrive');
    return made;
  }
  const statesOf = async (ids: number[]) =>
    Object.fromEntries(
      (await t.opened.db.select().from(parcels).where(inArray(parcels.id, ids))).map((p) => [p.id, p.state]),
    );
  const dropsOf = (ids: number[]) => t.opened.db.select().from(riderDrops).where(inArray(riderDrops.parcelId, ids));

  it('gives every listed parcel to the rider: a drop, the move, an audit row and a notice each', async () => {
    const rider = await demoRider(t);
    const made = await waiting(3);
    const ids = made.map((m) => m.parcel.id);
    const res = await assign({ rider_id: rider.id, parcel_ids: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => d.parcel_id)).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body.data.every((d) => d.status === 'assigned' && d.amount_to_collect > 0)).toBe(true);
    expect(Object.values(await statesOf(ids))).toEqual(['out_for_delivery', 'out_for_delivery', 'out_for_delivery']);
    const drops = await dropsOf(ids);
    expect(drops.map((d) => d.riderId)).toEqual([rider.id, rider.id, rider.id]);
    const audits = await t.opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'parcel.assign'), inArray(auditLog.targetId, ids.map(String))));
    expect(audits.map((a) => Number(a.targetId)).sort()).toEqual([...ids].sort());
    for (const m of made) {
      const told = await t.opened.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.userId, m.shopper.id), eq(notificationOutbox.kind, 'out_for_delivery')));
      expect(told).toHaveLength(1);
    }
    // On the rider's phone today.
    const list = await ok(t.call<{ data: Drop[] }>('GET', '/api/rider/drops', { token: rider.token }), 'drops');
    expect(list.data.map((d) => d.parcel_id)).toEqual(expect.arrayContaining(ids));
  });

  it('assigns nothing when one parcel is already on a list, and names it', async () => {
    const rider = await demoRider(t);
    const [a, b, c] = await waiting(3);
    await ok(
      t.call('POST', `/api/admin/parcels/${b!.parcel.id}/assign`, { token: staff, body: { rider_id: rider.id } }),
      'single assign',
    );
    const res = await assign({ rider_id: rider.id, parcel_ids: [a!.parcel.id, b!.parcel.id, c!.parcel.id] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'dispatch.parcel_assigned', params: { code: b!.parcel.code } });
    expect((res.body as unknown as { message: string }).message).toContain(b!.parcel.code);
    // a was moved before b was refused: the transaction took it back.
    expect(await statesOf([a!.parcel.id, c!.parcel.id])).toEqual({
      [a!.parcel.id]: 'arrived_pp',
      [c!.parcel.id]: 'arrived_pp',
    });
    expect(await dropsOf([a!.parcel.id, c!.parcel.id])).toEqual([]);
  });

  it('refuses a parcel not waiting in Phnom Penh, an unknown parcel, repeats, a non-rider and a shopper', async () => {
    const rider = await demoRider(t);
    const [here] = await waiting(1);
    const away = await codParcel(t, staff, phone());
    const notHere = await assign({ rider_id: rider.id, parcel_ids: [here!.parcel.id, away.parcel.id] });
    expect(notHere.status).toBe(409);
    expect(notHere.body).toMatchObject({
      code: 'dispatch.parcel_not_deliverable',
      params: { code: away.parcel.code },
    });
    expect((await assign({ rider_id: rider.id, parcel_ids: [here!.parcel.id, 99_999] })).status).toBe(404);
    const twice = await assign({ rider_id: rider.id, parcel_ids: [here!.parcel.id, here!.parcel.id] });
    expect(twice.status).toBe(422);
    expect((await assign({ rider_id: rider.id, parcel_ids: [] })).status).toBe(422);
    const notRider = await assign({ rider_id: here!.shopper.id, parcel_ids: [here!.parcel.id] });
    expect(notRider).toMatchObject({ status: 422, body: { code: 'rider.not_a_rider' } });
    const shopper = await assign({ rider_id: rider.id, parcel_ids: [here!.parcel.id] }, here!.shopper.token);
    expect(shopper.status).toBe(404);
    expect(await statesOf([here!.parcel.id])).toEqual({ [here!.parcel.id]: 'arrived_pp' });
    expect(await dropsOf([here!.parcel.id])).toEqual([]);
  });
});
