import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { lineRefunds, orderLedger } from '@fardin/db/schema/operations';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeShopper } from '../checkout/commerce-fixtures';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { paidOrder, topUp } from './operations-fixtures';

/**
 * The ledger's invariants under concurrent requests (decision 0033). PGlite runs one query at a
 * time and would hide the races, so these run on PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('the order ledger under concurrency on postgres', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let serial = 0;

  async function shopper() {
    const phone = `+8551077${String((serial += 1)).padStart(4, '0')}`;
    const token = await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { token, id: user!.id };
  }

  /** No prefix of the shopper's wallet ledger is negative; returns the balance in cents. */
  async function walletNeverNegative(userId: number): Promise<number> {
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

  /** The ledger's rows sum to the balance the order page shows. */
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

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
  });
  afterAll(() => t.close());

  it('eight refunds of one $10 line at once: at most $10 goes back', async () => {
    const me = await shopper();
    const o = await paidOrder(t, me.id, staff, 1);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('POST', `/api/admin/order-lines/${o.lineIds[0]}/refunds`, {
          token: admin,
          body: { amount: 3, to: i % 2 ? 'wallet' : 'original' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(5);
    const refunds = await t.opened.db.select().from(lineRefunds).where(eq(lineRefunds.orderLineId, o.lineIds[0]!));
    expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(900);
    await walletNeverNegative(me.id);
    await ledgerMatchesPage(o.id, me.token);
  });

  it('a supplement answered six times at once is paid once; the wallet never goes negative', async () => {
    const me = await shopper();
    await topUp(t, me.id, 700);
    const o = await paidOrder(t, me.id, staff, 2);
    const ids = [] as number[];
    for (const lineId of o.lineIds) {
      const raised = await t.call<{ data: { problem: { id: number } } }>(
        'POST',
        `/api/admin/order-lines/${lineId}/problems`,
        {
          token: staff,
          body: { kind: 'price_changed', new_unit_price: 14 },
        },
      );
      ids.push(raised.body.data.problem.id);
    }
    // $4 each, $7 in the wallet: one problem's six answers pay once, and only one of the two can be paid.
    const replies = await Promise.all(
      [...ids, ...ids, ...ids].map((id) =>
        t.call('POST', `/api/order-problems/${id}/answer`, {
          token: me.token,
          body: { choice: 'pay', payment_type: 'anakut' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const paidRows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id));
    expect(paidRows.filter((r) => r.kind === 'supplement_paid')).toHaveLength(1);
    expect(await walletNeverNegative(me.id)).toBe(300);
    const page = await ledgerMatchesPage(o.id, me.token);
    expect(page.balance_due).toBe(4);
  });

  it('a cancel and a pay of one problem at once: exactly one wins and the books balance', async () => {
    const me = await shopper();
    await topUp(t, me.id, 1000);
    const o = await paidOrder(t, me.id, staff, 1);
    const raised = await t.call<{ data: { problem: { id: number } } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[0]}/problems`,
      {
        token: staff,
        body: { kind: 'price_changed', new_unit_price: 12 },
      },
    );
    const id = raised.body.data.problem.id;
    const replies = await Promise.all([
      t.call('POST', `/api/order-problems/${id}/answer`, {
        token: me.token,
        body: { choice: 'pay', payment_type: 'anakut' },
      }),
      t.call('POST', `/api/order-problems/${id}/answer`, { token: me.token, body: { choice: 'cancel' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const page = await ledgerMatchesPage(o.id, me.token);
    expect(page.balance_due).toBe(0);
    // Paid: the wallet lost $2; cancelled: it gained the $10 paid for the line.
    expect([800, 2000]).toContain(await walletNeverNegative(me.id));
  });
});
