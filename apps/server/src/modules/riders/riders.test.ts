import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { payments } from '@fardin/db/schema/payments';
import type { Drop, RiderDay } from '@fardin/core/contract-riders';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';
import { newShopper, pack, readyOrder, weigh } from '../parcels/parcel-fixtures';

type One = { data: Drop; code?: string };

describe.each(TEST_DB_KINDS)("a rider's day on %s", (kind) => {
  let staff: string;
  let rider: { token: string; id: number };
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    rider = await demoRider(t);
    await allowCodFreight(t);
  });
  const phone = () => `+8551066${String((serial += 1)).padStart(4, '0')}`;

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
  const balanceOf = async (orderId: number) =>
    (await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId))).reduce(
      (s, r) => s + r.amountCents,
      0,
    );

  it('lists the drop with what to collect, takes exactly that in cash, once', async () => {
    const a = await assigned();
    expect(a.drop.amount_to_collect).toBe(a.parcel.freight);
    expect(a.drop.amount_to_collect).toBeGreaterThan(0);
    const list = await t.call<{ data: Drop[] }>('GET', '/api/rider/drops', { token: rider.token });
    const mine = list.body.data.find((d) => d.id === a.drop.id)!;
    expect(mine).toMatchObject({ status: 'assigned', parcel_code: a.parcel.code, parcel_state: 'out_for_delivery' });
    expect(mine.phone).toMatch(/^\+855/);
    expect(mine.name).toMatch(/^Shopper \+855/);

    const wrong = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: a.parcel.freight - 1, photo: '/uploads/proof.jpg' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('rider.amount_mismatch');

    const done = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: a.parcel.freight, photo: '/uploads/proof.jpg' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'delivered', method: 'cash', collected: a.parcel.freight });
    expect(await balanceOf(a.order.id)).toBe(0);
    const again = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: a.parcel.freight, photo: '/uploads/proof.jpg' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rider.drop_closed');
    const detail = await t.call<{ data: { stage: string } }>(
      'GET',
      `/api/checkout/history/detail/${a.order.id}?envelope=1`,
      {
        token: a.shopper.token,
      },
    );
    expect(detail.body.data.stage).toBe('delivered');
    const kinds = (
      await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, a.shopper.id))
    ).map((o) => o.kind);
    expect(kinds.filter((k) => k === 'delivered')).toHaveLength(1);
  });

  it("collects only this parcel's share at the door, never the freight of the order's parcel still abroad", async () => {
    // The re-audit: the rider of one parcel collected $7.28, the other parcel's $3.31 freight with it.
    const shopper = await newShopper(t, phone());
    const order = await readyOrder(t, shopper.id, staff, 2);
    const here = await pack(t, staff, [order.lineIds[0]!]);
    const hereFreight = (await weigh(t, staff, here.id)).freight!;
    const abroad = await weigh(t, staff, (await pack(t, staff, [order.lineIds[1]!])).id);
    await ok(
      t.call('POST', `/api/parcels/${here.id}/pay`, { token: shopper.token, body: { payment_type: 'cod' } }),
      'cod',
    );
    await throughBatch(t, staff, [here.code]);
    await ok(t.call('POST', `/api/admin/parcels/${here.id}/arrive`, { token: staff }), 'arrive');
    const drop = await ok(
      t.call<One>('POST', `/api/admin/parcels/${here.id}/assign`, { token: staff, body: { rider_id: rider.id } }),
      'assign',
    );
    expect(drop.data.amount_to_collect).toBe(hereFreight);
    await ok(
      t.call<One>('POST', `/api/rider/drops/${drop.data.id}/deliver`, {
        token: rider.token,
        body: { cash_collected: hereFreight, photo: '/uploads/proof.jpg' },
      }),
      'deliver',
    );
    // What is left is the parcel abroad's freight, paid for that parcel when it is due.
    expect(await balanceOf(order.id)).toBe(Math.round(abroad.freight! * 100));
    const pay = await t.call<{ data: { parcel: { state: string } } }>('POST', `/api/parcels/${abroad.id}/pay`, {
      token: shopper.token,
      body: { payment_type: 'cod' },
    });
    expect([pay.status, pay.body.data.parcel.state]).toEqual([200, 'cod_freight']);
  });

  it('shows a KHQR for exactly the amount; once the bank says paid, delivering settles it by QR', async () => {
    const a = await assigned();
    const qr = await t.call<{ data: { reference: string; amount: number } }>(
      'POST',
      `/api/rider/drops/${a.drop.id}/khqr`,
      { token: rider.token },
    );
    expect(qr.status).toBe(200);
    expect(qr.body.data.amount).toBe(a.parcel.freight);
    // Not paid yet: cash 0 is not the amount.
    const early = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: 0, photo: '/uploads/p.jpg' },
    });
    expect(early.body.code).toBe('rider.amount_mismatch');
    // The bank pays it: the back office's sandbox screen, as for any KHQR payment.
    const [payment] = await t.opened.db.select().from(payments).where(eq(payments.reference, qr.body.data.reference));
    await ok(t.call('POST', `/api/admin/payments/khqr-sandbox/${payment!.id}/pay`, { token: staff }), 'sandbox pay');
    const done = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: 0, photo: '/uploads/p.jpg' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ method: 'khqr', collected: a.parcel.freight });
    expect(await balanceOf(a.order.id)).toBe(0);
  });

  it('a failure keeps its reason and sends the parcel back to dispatch; the day close shows the difference', async () => {
    const a = await assigned();
    const failed = await t.call<One>('POST', `/api/rider/drops/${a.drop.id}/fail`, {
      token: rider.token,
      body: { reason: 'Nobody home' },
    });
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      fail_reason: 'Nobody home',
      parcel_state: 'delivery_failed',
    });
    const again = await ok(
      t.call<One>('POST', `/api/admin/parcels/${a.parcel.id}/assign`, { token: staff, body: { rider_id: rider.id } }),
      'reassign',
    );
    await ok(
      t.call('POST', `/api/rider/drops/${again.data.id}/deliver`, {
        token: rider.token,
        body: { cash_collected: a.parcel.freight, photo: '/uploads/p2.jpg' },
      }),
      'deliver',
    );
    const day = await t.call<{ data: RiderDay }>('GET', `/api/admin/riders/${rider.id}/day`, { token: staff });
    expect(day.status).toBe(200);
    expect(day.body.data.failed).toBeGreaterThanOrEqual(1);
    expect(day.body.data.cash_handed).toBeNull();
    const cash = day.body.data.cash;
    const confirmed = await t.call<{ data: RiderDay }>('POST', `/api/admin/riders/${rider.id}/day/confirm`, {
      token: staff,
      body: { date: day.body.data.date, cash_handed: Math.max(0, cash - 1) },
    });
    expect(confirmed.body.data.difference).toBe(cash - Math.max(0, cash - 1));
    const twice = await t.call<{ code: string }>('POST', `/api/admin/riders/${rider.id}/day/confirm`, {
      token: staff,
      body: { date: day.body.data.date, cash_handed: cash },
    });
    expect(twice.body.code).toBe('rider.day_confirmed');
  });

  it("answers 404 to a shopper and to staff on the rider's API, and to a rider on the back office's", async () => {
    const a = await assigned();
    expect((await t.call('GET', '/api/rider/drops', { token: a.shopper.token })).status).toBe(404);
    expect((await t.call('GET', '/api/rider/drops', { token: staff })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/riders', { token: rider.token })).status).toBe(404);
  });
});
