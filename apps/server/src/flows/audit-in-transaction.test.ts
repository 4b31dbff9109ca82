import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { auditLog } from '@fardin/db/schema/admin';
import { orderEvents, orders } from '@fardin/db/schema/orders';
import { payments } from '@fardin/db/schema/payments';
import { topupRequests, walletEntries } from '@fardin/db/schema/wallet';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { COMMANDS } from '../cli/admin';
import { CLI_ACTOR } from '../modules/admin/audit-service';
import { insertOrder, insertTopup, userId } from '../modules/admin/admin-fixtures';
import { makeShopper } from '../modules/checkout/commerce-fixtures';
import { walletBalance } from '../modules/wallet/service';
import { approveTopup } from './approve-topup';
import { approveTransfer } from './approve-transfer';
import { moveOrderStage } from './move-order-stage';

/**
 * Issue 24 item 5 (decision 0032): the audit row is written in the transaction of the change, for
 * every path. A crash after the flow's last write and before COMMIT leaves neither; the CLI goes
 * through the same flows (same checks) and writes the rows too.
 */
describe.each(TEST_DB_KINDS)('audit rows in the change transaction (%s)', (kind) => {
  let shopper = 0;
  const t = useTestApp(
    kind,
    async (t) => {
      await makeShopper(t, '+85510000091');
      shopper = await userId(t, '+85510000091');
    },
    { env: { PAYMENT_GATEWAY: 'sandbox' } },
  );

  /** The flows' database, whose transactions fail after their callback ran: the crash before COMMIT. */
  function crashingDb(): Db {
    const db = t.opened.db;
    const crashing = {
      transaction: <T>(run: (tx: Db) => Promise<T>) =>
        db.transaction(async (tx) => {
          await run(tx);
          throw new Error('crash before commit');
        }),
    };
    return crashing as unknown as Db;
  }
  const auditOf = (type: string, id: number) =>
    t.opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, type), eq(auditLog.targetId, String(id))));
  const cli = async (name: string, ...args: string[]) => {
    const lines: string[] = [];
    await COMMANDS[name]!.run({
      config: t.config,
      db: t.opened.db,
      services: t.services,
      args,
      print: (l) => lines.push(l),
    });
    return lines;
  };

  it('a top-up approval that fails before commit leaves the top-up pending, no credit and no audit row', async () => {
    const id = await insertTopup(t, shopper);
    const before = await walletBalance(t.opened.db, shopper);
    await expect(approveTopup({ db: crashingDb(), now: () => new Date() }, { topupId: id }, { id: 1 })).rejects.toThrow(
      'crash before commit',
    );
    const [row] = await t.opened.db.select().from(topupRequests).where(eq(topupRequests.id, id));
    expect(row!.status).toBe('pending');
    expect(await walletBalance(t.opened.db, shopper)).toBe(before);
    expect(await auditOf('topup', id)).toEqual([]);
  });

  it('a transfer approval and a cancel with refund that fail before commit leave the order and ledger as they were', async () => {
    const transfer = await insertOrder(t, shopper);
    await expect(
      approveTransfer({ db: crashingDb(), now: () => new Date() }, { orderId: transfer }, CLI_ACTOR),
    ).rejects.toThrow('crash before commit');
    const [still] = await t.opened.db.select().from(orders).where(eq(orders.id, transfer));
    expect(still).toMatchObject({ stage: 'placed', paymentStatus: 'verifying' });
    expect(await t.opened.db.select().from(orderEvents).where(eq(orderEvents.orderId, transfer))).toEqual([]);
    expect(await auditOf('order', transfer)).toEqual([]);

    const paid = await insertOrder(t, shopper, {
      paymentType: 'anakut',
      paymentStatus: 'paid',
      stage: 'paid',
      receiptUrl: null,
    });
    await expect(
      moveOrderStage({ db: crashingDb(), now: () => new Date() }, { orderId: paid, stage: 'cancelled' }, { id: 1 }),
    ).rejects.toThrow('crash before commit');
    expect(await t.opened.db.select().from(walletEntries).where(eq(walletEntries.orderId, paid))).toEqual([]);
    expect((await t.opened.db.select().from(orders).where(eq(orders.id, paid)))[0]!.stage).toBe('paid');
    expect(await auditOf('order', paid)).toEqual([]);
  });

  it('the CLI approvals, stage moves, sandbox payment and staff creation write audit rows marked as the CLI', async () => {
    const topup = await insertTopup(t, shopper);
    await cli('approve-topup', String(topup));
    expect((await auditOf('topup', topup)).map((r) => [r.action, r.actorId, r.details.via])).toEqual([
      ['topup.approve', null, 'cli'],
    ]);

    const order = await insertOrder(t, shopper);
    await cli('approve-transfer', String(order));
    await cli('order-status', String(order), 'purchased', 'Bought at the seller');
    expect((await auditOf('order', order)).map((r) => r.action).sort()).toEqual([
      'order.stage',
      'payment.transfer.verify',
    ]);

    const gen = await t.call<{ data: { reference: string } }>('POST', '/api/payment/generate_khqr', {
      token: await t.tokenFor('+85510000091'),
      body: { payment_method: 'wing', amount: 3 },
    });
    await cli('khqr-pay-sandbox', gen.body.data.reference);
    const [payment] = await t.opened.db.select().from(payments).where(eq(payments.reference, gen.body.data.reference));
    expect((await auditOf('payment', payment!.id)).map((r) => r.action)).toEqual(['payment.khqr.sandbox_pay']);

    await cli('create-staff', '--phone', '012 345 681');
    const staff = await userId(t, '+85512345681');
    expect((await auditOf('user', staff)).map((r) => [r.action, r.details.via])).toEqual([['staff.create', 'cli']]);

    // The audit page names the operator where there is no staff account.
    const admin = await t.tokenFor('+85510000002');
    const page = await t.call<{ data: { actor_id: number | null; actor_name: string }[] }>(
      'GET',
      `/api/admin/audit?target_type=topup&target_id=${topup}`,
      { token: admin },
    );
    expect(page.body.data).toEqual([expect.objectContaining({ actor_id: null, actor_name: 'operator (cli)' })]);
  });

  it("the CLI makes the back office's checks: no approval of a receipt that is not a stored upload of the payer", async () => {
    const order = await insertOrder(t, shopper, { receiptUrl: 'https://img.example/receipt.jpg' });
    await expect(cli('approve-transfer', String(order))).rejects.toThrow('receipt.not_stored');
    const topup = await insertTopup(t, shopper);
    await t.opened.db
      .update(topupRequests)
      .set({ receiptUrl: '/uploads/upload/not-stored.webp' })
      .where(eq(topupRequests.id, topup));
    await expect(cli('approve-topup', String(topup))).rejects.toThrow('receipt.not_stored');
    expect(await auditOf('order', order)).toEqual([]);
    expect(await auditOf('topup', topup)).toEqual([]);
  });
});
