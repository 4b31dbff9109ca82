import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { topUp } from '../operations/operations-fixtures';
import { BOX, newShopper, pack, weigh, type ParcelView } from './parcel-fixtures';
import { ledgerOfOrder, orderWithShipping, PLAIN_TAOBAO, walletOf } from './shipping-credit-fixtures';

type Credited = ParcelView & { freight_credit: number; freight_due: number | null };
/** 0.5 kg in a small box: by the seed's CN land rate it costs less than a 20 kg estimate. */
const SMALL = { weight_kg: 0.5, length_cm: 10, width_cm: 10, height_cm: 10 };
const cents = (usd: number | null) => Math.round((usd ?? 0) * 100);

/**
 * Issue 27 item 3 (decision 0048): the international shipping estimate charged at checkout is
 * credited against the weighed parcel's freight: the parcel bills only the difference, or is paid
 * at once and the excess goes back to Anakut Cash; a COD order owes less at the door.
 */
describe.each(TEST_DB_KINDS)('shipping paid at checkout against the freight on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });
  const shopper = async () => {
    const me = await newShopper(t, `+8551068${String((serial += 1)).padStart(4, '0')}`);
    await topUp(t, me.id, 50_000);
    return me;
  };
  const product = () => PLAIN_TAOBAO[serial % PLAIN_TAOBAO.length]!;

  it('bills only the difference when the checkout paid part of the freight, and takes exactly that', async () => {
    const me = await shopper();
    const o = await orderWithShipping(t, me.token, staff, { products: [product()], weightKg: 0.5, payment: 'anakut' });
    expect(o.shippingCents).toBeGreaterThan(0);
    const parcel = (await weigh(t, staff, (await pack(t, staff, o.lineIds)).id)) as Credited;
    const freight = cents(parcel.freight);
    expect(freight).toBeGreaterThan(o.shippingCents);
    expect(parcel).toMatchObject({ state: 'freight_due', freight_credit: o.shippingCents / 100 });
    expect(cents(parcel.freight_due)).toBe(freight - o.shippingCents);
    const credit = (await ledgerOfOrder(t, o.orderId)).rows.filter((r) => r.kind === 'shipping_credit');
    expect(credit.map((r) => [r.amountCents, r.parcelId])).toEqual([[-o.shippingCents, parcel.id]]);

    const before = (await walletOf(t, me.id)).balance;
    const paid = await t.call('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'anakut' },
    });
    expect(paid.status).toBe(200);
    expect((await walletOf(t, me.id)).balance).toBe(before - (freight - o.shippingCents));
    const ledger = await ledgerOfOrder(t, o.orderId);
    expect(ledger.rows.filter((r) => r.kind === 'freight_paid').map((r) => r.amountCents)).toEqual([
      -(freight - o.shippingCents),
    ]);
    expect(ledger.sum).toBe(0);
    const page = await detail(t, me.token, o.orderId);
    expect(page.balance_due).toBe(0);
    expect(page.parcels[0]).toMatchObject({ state: 'freight_paid', freight_credit: o.shippingCents / 100 });
  });

  it('covered in full: the parcel is paid at once, the excess goes back to Anakut Cash, nothing is due', async () => {
    const me = await shopper();
    const o = await orderWithShipping(t, me.token, staff, { products: [product()], weightKg: 20, payment: 'anakut' });
    const parcel = (await weigh(t, staff, (await pack(t, staff, o.lineIds)).id, SMALL)) as Credited;
    const freight = cents(parcel.freight);
    expect(freight).toBeLessThan(o.shippingCents);
    expect(parcel).toMatchObject({ state: 'freight_paid', freight_credit: freight / 100, freight_due: 0 });
    const wallet = await walletOf(t, me.id);
    expect(wallet.refunds.map((r) => r.amountCents)).toEqual([o.shippingCents - freight]);
    const ledger = await ledgerOfOrder(t, o.orderId);
    expect(ledger.rows.filter((r) => r.kind === 'shipping_credit').map((r) => r.amountCents)).toEqual([
      -o.shippingCents,
    ]);
    expect(ledger.rows.filter((r) => r.kind === 'refund').map((r) => r.amountCents)).toEqual([
      o.shippingCents - freight,
    ]);
    expect(ledger.sum).toBe(0);
    // No "freight due" for a freight already paid; one refund message.
    const kinds = (await outboxOf(t, me.id)).map((r) => r.kind);
    expect(kinds).not.toContain('freight_due');
    expect(kinds.filter((k) => k === 'refund_made')).toHaveLength(1);
    const again = await t.call<{ code: string }>('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'anakut' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('parcel.not_payable');
  });

  it('an order in two parcels: the first takes up to its freight, the last what is left, credited once', async () => {
    const me = await shopper();
    const o = await orderWithShipping(t, me.token, staff, {
      products: [PLAIN_TAOBAO[0], PLAIN_TAOBAO[1]],
      weightKg: 20,
      payment: 'anakut',
    });
    const first = (await weigh(t, staff, (await pack(t, staff, [o.lineIds[0]!])).id, SMALL)) as Credited;
    // Not the last parcel: it takes its freight only, the rest waits for the other line's parcel.
    expect(first).toMatchObject({ state: 'freight_paid', freight_credit: first.freight });
    expect((await walletOf(t, me.id)).refunds).toHaveLength(0);
    const second = (await weigh(t, staff, (await pack(t, staff, [o.lineIds[1]!])).id, BOX)) as Credited;
    const credited = (await ledgerOfOrder(t, o.orderId)).rows.filter((r) => r.kind === 'shipping_credit');
    expect(credited.reduce((s, r) => s - r.amountCents, 0)).toBe(o.shippingCents);
    const rest = o.shippingCents - cents(first.freight);
    expect(cents(second.freight_credit)).toBe(Math.min(rest, cents(second.freight)));
    const refunds = (await walletOf(t, me.id)).refunds.map((r) => r.amountCents);
    expect(refunds).toEqual(rest > cents(second.freight) ? [rest - cents(second.freight)] : []);
    if (second.state === 'freight_due')
      expect(
        (await t.call('POST', `/api/parcels/${second.id}/pay`, { token: me.token, body: { payment_type: 'anakut' } }))
          .status,
      ).toBe(200);
    expect((await ledgerOfOrder(t, o.orderId)).sum).toBe(0);
  });

  it('cash on delivery: nothing is refunded, the door collects the goods and the real freight', async () => {
    const me = await shopper();
    const o = await orderWithShipping(t, me.token, staff, { products: [product()], weightKg: 20, payment: 'cod' });
    const parcel = (await weigh(t, staff, (await pack(t, staff, o.lineIds)).id, SMALL)) as Credited;
    expect(parcel.state).toBe('freight_paid');
    expect((await walletOf(t, me.id)).refunds).toHaveLength(0);
    const ledger = await ledgerOfOrder(t, o.orderId);
    const goods = ledger.rows.find((r) => r.kind === 'goods')!.amountCents;
    expect(ledger.sum).toBe(goods - o.shippingCents + cents(parcel.freight));
    expect(Math.round((await detail(t, me.token, o.orderId)).balance_due * 100)).toBe(ledger.sum);
  });
});

async function detail(t: TestApp, token: string, id: number) {
  const res = await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
    token,
  });
  return res.body.data;
}

async function outboxOf(t: TestApp, userId: number) {
  return t.opened.db
    .select({ kind: notificationOutbox.kind })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, userId)));
}
