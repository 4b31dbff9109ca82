import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@fardin/db/schema/orders';
import type { OrderTracking } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, batchDays, ok, openBatch } from '../riders/last-mile-fixtures';
import { BOX, newShopper, pack, readyOrder, weigh } from './parcel-fixtures';

/**
 * Public order tracking shows the parcels the order travels in (issue 27): each parcel's code,
 * state, dated steps and its batch's ETA while on the way, and nothing personal.
 */
describe.each(TEST_DB_KINDS)('public tracking of an order with a parcel on %s', (kind) => {
  const t = useTestApp(kind, async (t) => {
    await allowCodFreight(t);
  });

  async function trackingCodeOf(orderId: number): Promise<string> {
    const [row] = await t.opened.db.select({ code: orders.trackingCode }).from(orders).where(eq(orders.id, orderId));
    return row!.code!;
  }

  it('a weighed, batched parcel shows its code, steps and ETA; the ETA goes once the batch arrives', async () => {
    const staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    const shopper = await newShopper(t, '+85510570001');
    const order = await readyOrder(t, shopper.id, staff, 2);
    const code = await trackingCodeOf(order.id);
    const before = await t.call<{ data: OrderTracking }>('GET', `/api/tracking_order/${code}`);
    expect(before.status).toBe(200);
    expect(before.body.data.parcels).toEqual([]);

    const parcel = await pack(t, staff, order.lineIds);
    await weigh(t, staff, parcel.id, { ...BOX, photos: ['https://img.example/secret-box-photo.jpg'] });
    await ok(
      t.call('POST', `/api/parcels/${parcel.id}/pay`, { token: shopper.token, body: { payment_type: 'cod' } }),
      'cod',
    );
    const batch = await openBatch(t, staff, 'PP-2B-7777');
    await ok(
      t.call('POST', `/api/admin/batches/${batch.id}/parcels`, { token: staff, body: { codes: [parcel.code] } }),
      'add',
    );
    for (const to of ['closed', 'departed'])
      await ok(t.call('POST', `/api/admin/batches/${batch.id}/move`, { token: staff, body: { to } }), to);

    const res = await t.call<{ data: OrderTracking }>('GET', `/api/tracking_order/${code}`);
    expect(res.status).toBe(200);
    const parcels = res.body.data.parcels!;
    expect(parcels).toHaveLength(1);
    const [tracked] = parcels;
    expect(Object.keys(tracked!).sort()).toEqual(['code', 'eta', 'state', 'steps']);
    // The batch's own ETA (its fixture's day, or today once that day has passed).
    expect(tracked).toMatchObject({ code: parcel.code, state: 'departed', eta: batchDays().eta });
    expect(tracked!.steps.map((s) => s.state)).toEqual([
      'packing',
      'weighed',
      'freight_due',
      'cod_freight',
      'in_batch',
      'departed',
    ]);
    for (const step of tracked!.steps) expect(Number.isNaN(Date.parse(step.date))).toBe(false);

    // Nothing personal or about money: no name, phone, address, photos, amounts, vehicle, ids.
    const text = JSON.stringify(res.body);
    for (const secret of [
      '+85510570001',
      'Street 271',
      '"Home"',
      'secret-box-photo',
      'PP-2B-7777',
      'photo',
      '"freight":',
      '"freight_due":',
      'weight_kg',
      'billable',
      'amount',
      'cents',
      'address',
      'phone',
      'customer',
      'user_id',
      '"id"',
    ])
      expect(text, secret).not.toContain(secret);

    await ok(
      t.call('POST', `/api/admin/batches/${batch.id}/move`, { token: staff, body: { to: 'arrived' } }),
      'arrive',
    );
    const landed = await t.call<{ data: OrderTracking }>('GET', `/api/tracking_order/${code}`);
    expect(landed.body.data.parcels![0]).toMatchObject({ state: 'departed', eta: null });
    await ok(t.call('POST', `/api/admin/parcels/${parcel.id}/arrive`, { token: staff }), 'scan in');
    const arrived = await t.call<{ data: OrderTracking }>('GET', `/api/tracking_order/${code}`);
    expect(arrived.body.data.parcels![0]).toMatchObject({ state: 'arrived_pp', eta: null });
    expect(arrived.body.data.parcels![0]!.steps.at(-1)!.state).toBe('arrived_pp');
  });
});
