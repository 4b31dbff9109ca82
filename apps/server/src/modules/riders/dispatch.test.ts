import { describe, expect, it } from 'vitest';
import type { AdminParcel } from '@fardin/core/contract-parcels';
import type { DispatchParcel } from '@fardin/core/contract-riders';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, openBatch, throughBatch } from './last-mile-fixtures';

/**
 * The reads the back office's batch, Phnom Penh receiving and dispatch screens need (issue 27):
 * a batch's own parcels (`GET /api/admin/parcels?batch_id=`) and the dispatch queue with the
 * amount to collect (`GET /api/admin/dispatch`).
 */
describe.each(TEST_DB_KINDS)('the dispatch screens on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    await allowCodFreight(t);
  });
  const phone = () => `+8551077${String((serial += 1)).padStart(4, '0')}`;
  const dispatch = async () =>
    (await ok(t.call<{ data: DispatchParcel[] }>('GET', '/api/admin/dispatch', { token: staff }), 'dispatch')).data;
  const ofBatch = async (id: number, state = '') =>
    (
      await ok(
        t.call<{ data: AdminParcel[] }>('GET', `/api/admin/parcels?batch_id=${id}${state ? `&state=${state}` : ''}`, {
          token: staff,
        }),
        'parcels of batch',
      )
    ).data;

  it("lists exactly a batch's parcels, filtered by state when asked", async () => {
    const a = await codParcel(t, staff, phone());
    const b = await codParcel(t, staff, phone());
    const outside = await codParcel(t, staff, phone());
    const batch = await throughBatch(t, staff, [a.parcel.code, b.parcel.code]);
    await openBatch(t, staff, 'OTHER-1');
    expect((await ofBatch(batch.id)).map((p) => p.code).sort()).toEqual([a.parcel.code, b.parcel.code].sort());
    expect((await ofBatch(batch.id)).map((p) => p.id)).not.toContain(outside.parcel.id);
    await ok(t.call('POST', `/api/admin/parcels/${a.parcel.id}/arrive`, { token: staff }), 'arrive');
    expect((await ofBatch(batch.id, 'arrived_pp')).map((p) => p.code)).toEqual([a.parcel.code]);
    expect((await ofBatch(batch.id, 'departed')).map((p) => p.code)).toEqual([b.parcel.code]);
    const bad = await t.call<{ code: string }>('GET', '/api/admin/parcels?batch_id=abc', { token: staff });
    expect(bad.status).toBe(422);
  });

  it('queues parcels scanned in at Phnom Penh with what the rider collects, and drops them once assigned', async () => {
    const rider = await demoRider(t);
    const here = await codParcel(t, staff, phone());
    const notScanned = await codParcel(t, staff, phone());
    await throughBatch(t, staff, [here.parcel.code, notScanned.parcel.code]);
    await ok(t.call('POST', `/api/admin/parcels/${here.parcel.id}/arrive`, { token: staff }), 'arrive');

    const queue = await dispatch();
    const row = queue.find((p) => p.id === here.parcel.id);
    expect(row).toMatchObject({ code: here.parcel.code, state: 'arrived_pp', destination: 'direct' });
    // Cash at the door for the freight: the rider collects exactly the unpaid freight.
    expect(row!.amount_to_collect).toBe(here.parcel.freight);
    expect(row!.amount_to_collect).toBeGreaterThan(0);
    expect(queue.map((p) => p.id)).not.toContain(notScanned.parcel.id);

    await ok(
      t.call('POST', `/api/admin/parcels/${here.parcel.id}/assign`, { token: staff, body: { rider_id: rider.id } }),
      'assign',
    );
    expect((await dispatch()).map((p) => p.id)).not.toContain(here.parcel.id);
  });

  it('is for staff only', async () => {
    const shopper = await codParcel(t, staff, phone());
    const res = await t.call('GET', '/api/admin/dispatch', { token: shopper.shopper.token });
    expect(res.status).toBe(404);
  });
});
