import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { parcelEvents } from '@fardin/db/schema/parcels';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { topUp } from '../operations/operations-fixtures';
import { BOX, newShopper, pack, readyOrder, weigh } from './parcel-fixtures';

/**
 * Parcels under concurrent requests (decision 0042). PGlite runs one query at a time and would hide
 * the races, so these run on PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('parcels under concurrency on postgres', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let serial = 0;
  const shopper = () => newShopper(t, `+8551067${String((serial += 1)).padStart(4, '0')}`);

  /** The ledger's rows sum to the balance the order page shows; answers it (USD). */
  async function ledgerMatchesPage(orderId: number, token: string) {
    const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId));
    const page = await t.call<{ data: OrderJourneyDetail }>(
      'GET',
      `/api/checkout/history/detail/${orderId}?envelope=1`,
      {
        token,
      },
    );
    expect(Math.round(page.body.data.balance_due * 100)).toBe(rows.reduce((s, r) => s + r.amountCents, 0));
    return page.body.data;
  }

  async function walletOf(userId: number) {
    const rows = await t.opened.db
      .select({ cents: walletEntries.amountCents })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.id));
    let running = 0;
    for (const r of rows) {
      running += r.cents;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    return running;
  }

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    // A second member of staff at the other scale: the admin.
    otherStaff = admin;
  });
  afterAll(() => t.close());

  it('two staff weighing the same parcel at once: one weighing, one invoice, one event', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 2);
    const parcel = await pack(t, staff, o.lineIds);
    const replies = await Promise.all(
      [staff, otherStaff, staff, otherStaff].map((token, i) =>
        t.call('POST', `/api/admin/parcels/${parcel.id}/weigh`, {
          token,
          body: { ...BOX, weight_kg: 2 + i / 10 },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
    const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id));
    expect(rows.filter((r) => r.kind === 'freight')).toHaveLength(1);
    const events = await t.opened.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcel.id));
    expect(events.map((e) => e.toState)).toEqual(['packing', 'weighed', 'freight_due']);
    await ledgerMatchesPage(o.id, me.token);
  });

  it('six tabs paying the same freight from Anakut Cash: paid once, the wallet exact', async () => {
    const me = await shopper();
    await topUp(t, me.id, 10_000);
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await weigh(t, staff, (await pack(t, staff, o.lineIds)).id);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', `/api/parcels/${parcel.id}/pay`, { token: me.token, body: { payment_type: 'anakut' } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(5);
    const freightCents = Math.round(parcel.freight! * 100);
    expect(await walletOf(me.id)).toBe(10_000 - freightCents);
    const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id));
    expect(rows.filter((r) => r.kind === 'freight_paid').map((r) => r.amountCents)).toEqual([-freightCents]);
    expect((await ledgerMatchesPage(o.id, me.token)).balance_due).toBe(0);
  });

  it('a wallet that covers one of two freights paid at once: exactly one is paid, never below zero', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 2);
    const a = await weigh(t, staff, (await pack(t, staff, [o.lineIds[0]!])).id);
    const b = await weigh(t, staff, (await pack(t, staff, [o.lineIds[1]!])).id);
    await topUp(t, me.id, Math.round(a.freight! * 100) + 1);
    const replies = await Promise.all(
      [a, b, a, b].map((p) =>
        t.call('POST', `/api/parcels/${p.id}/pay`, { token: me.token, body: { payment_type: 'anakut' } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await walletOf(me.id)).toBe(1);
    const page = await ledgerMatchesPage(o.id, me.token);
    expect(page.balance_due).toBe(a.freight);
  });

  it('staff re-weighing while the shopper pays from Anakut Cash: the shopper pays the freight billed, once', async () => {
    const me = await shopper();
    await topUp(t, me.id, 100_000);
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await weigh(t, staff, (await pack(t, staff, o.lineIds)).id, { ...BOX, weight_kg: 40 });
    const replies = await Promise.all([
      t.call('POST', `/api/parcels/${parcel.id}/pay`, { token: me.token, body: { payment_type: 'anakut' } }),
      t.call('POST', `/api/admin/parcels/${parcel.id}/reweigh`, { token: staff, body: BOX }),
      t.call('POST', `/api/admin/parcels/${parcel.id}/reweigh`, { token: otherStaff, body: { ...BOX, weight_kg: 3 } }),
    ]);
    // The payment always succeeds (before or after a re-weigh); no re-weigh after it.
    expect(replies[0]!.status).toBe(200);
    expect(replies.slice(1).every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id));
    const freight = rows.filter((r) => r.kind === 'freight').map((r) => r.amountCents);
    expect(freight).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'freight_paid').map((r) => r.amountCents)).toEqual([-freight[0]!]);
    expect(await walletOf(me.id)).toBe(100_000 - freight[0]!);
    expect((await ledgerMatchesPage(o.id, me.token)).balance_due).toBe(0);
  });
});
