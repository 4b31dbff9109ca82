import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { topUp } from '../operations/operations-fixtures';
import { newShopper, pack } from './parcel-fixtures';
import { ledgerOfOrder, orderWithShipping, PLAIN_TAOBAO, walletOf } from './shipping-credit-fixtures';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SMALL = { weight_kg: 0.5, length_cm: 10, width_cm: 10, height_cm: 10 };
type Weighed = { data: { freight: number; freight_credit: number } };

/**
 * The checkout's shipping credited against freight under concurrent weighing (decision 0048), on
 * PostgreSQL only (PGlite runs one query at a time and would hide the race): two parcels of one
 * order weighed at once by two staff, each twice. The credit never exceeds what the checkout
 * charged, the excess is refunded exactly once, and the ledger balances.
 */
describe.skipIf(!ON_POSTGRES)('shipping paid at checkout under concurrent weighing on postgres', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
  });
  afterAll(() => t.close());

  it('two parcels of one order weighed at once: credited once in total, the excess refunded once', async () => {
    const me = await newShopper(t, '+85510690001');
    await topUp(t, me.id, 50_000);
    const o = await orderWithShipping(t, me.token, staff, {
      products: [PLAIN_TAOBAO[2], PLAIN_TAOBAO[3]],
      weightKg: 20,
      payment: 'anakut',
    });
    const a = await pack(t, staff, [o.lineIds[0]!]);
    const b = await pack(t, staff, [o.lineIds[1]!]);
    const replies = await Promise.all(
      [a, b, a, b].map((p, i) =>
        t.call<Weighed>('POST', `/api/admin/parcels/${p.id}/weigh`, { token: i % 2 ? admin : staff, body: SMALL }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(2);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(2);

    const freight = won.reduce((s, r) => s + Math.round(r.body.data.freight * 100), 0);
    expect(freight).toBeLessThan(o.shippingCents);
    const ledger = await ledgerOfOrder(t, o.orderId);
    const credited = ledger.rows.filter((r) => r.kind === 'shipping_credit');
    expect(credited).toHaveLength(2);
    expect(credited.reduce((s, r) => s - r.amountCents, 0)).toBe(o.shippingCents);
    expect(ledger.rows.filter((r) => r.kind === 'refund').map((r) => r.amountCents)).toEqual([
      o.shippingCents - freight,
    ]);
    expect((await walletOf(t, me.id)).refunds.map((r) => r.amountCents)).toEqual([o.shippingCents - freight]);
    expect(ledger.sum).toBe(0);
  });
});
