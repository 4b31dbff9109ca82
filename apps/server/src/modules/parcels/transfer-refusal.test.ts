import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@fardin/db/schema/admin';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { orderLedger } from '@fardin/db/schema/operations';
import type { StorageAnswer, StorageTransfer } from '@fardin/core/contract-parcels';
import { useTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, insertReceiptUpload, staffToken } from '../admin/admin-fixtures';
import { paidOrder, topUp } from '../operations/operations-fixtures';
import { newShopper, overdueOrder, pack, readyOrder, weigh, type ParcelView } from './parcel-fixtures';

type Answer<T> = { data: T; code?: string };
/** A transfer with a receipt the shopper uploaded (a receipt must be their own upload, decision 0014). */
const receipt = async (t: TestApp, owner: number) => ({
  payment_type: 'bankTransfer',
  payment_method: 'ABA',
  image_url: await insertReceiptUpload(t, owner),
});

const refusals = (t: TestApp, orderId: number) =>
  t.opened.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'transfer_refused')));
const audits = (t: TestApp, action: string, targetId: number) =>
  t.opened.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
const ledger = (t: TestApp, orderId: number, kind: 'freight_paid' | 'storage_paid' | 'supplement_paid') =>
  t.opened.db
    .select()
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.kind, kind)));

/**
 * A wrong receipt for a second payment (freight, storage fee, a problem's difference): staff refuse
 * it with a reason, the payment sent is cleared so the shopper can pay again, the shopper is told
 * (`transfer_refused`) and the refusal is audited, in one transaction.
 */
describe.each(TEST_DB_KINDS)('refusing a second payment transfer on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });
  const phone = () => `+8551071${String((serial += 1)).padStart(4, '0')}`;
  const post = <T>(path: string, token: string, body?: Record<string, unknown>) =>
    t.call<Answer<T>>('POST', path, { token, ...(body ? { body } : {}) });

  /** A weighed parcel whose freight the shopper paid by transfer with a receipt. */
  async function freightSent() {
    const me = await newShopper(t, phone());
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await weigh(t, staff, (await pack(t, staff, o.lineIds)).id);
    const sent = await post<{ parcel: ParcelView }>(`/api/parcels/${parcel.id}/pay`, me.token, await receipt(t, me.id));
    expect(sent.body.data.parcel.payment?.type).toBe('bankTransfer');
    return { me, order: o, parcel };
  }

  /** A storage fee paid by transfer with a receipt. */
  async function storageSent() {
    const { me, order } = await overdueOrder(t, staff, phone());
    const sent = await post<{ storage: StorageAnswer }>(
      `/api/orders/${order.id}/storage/pay`,
      me.token,
      await receipt(t, me.id),
    );
    expect(sent.body.data.storage.payment).toEqual({ type: 'bankTransfer' });
    return { me, order };
  }

  /** A price rise of $1 the shopper answered by transfer with a receipt. */
  async function supplementSent() {
    const me = await newShopper(t, phone());
    const o = await paidOrder(t, me.id, staff, 1);
    const raised = await post<{ problem: { id: number } }>(`/api/admin/order-lines/${o.lineIds[0]}/problems`, staff, {
      kind: 'price_changed',
      new_unit_price: 11,
    });
    const id = raised.body.data.problem.id;
    const sent = await post<{ problem: { status: string } }>(`/api/order-problems/${id}/answer`, me.token, {
      choice: 'pay',
      ...(await receipt(t, me.id)),
    });
    expect(sent.body.data.problem.status).toBe('awaiting_payment');
    return { me, order: o, problemId: id };
  }

  it('a refused freight receipt leaves the freight due, tells the shopper why, and it can be paid again', async () => {
    const { me, order, parcel } = await freightSent();
    const path = `/api/admin/parcels/${parcel.id}/reject-transfer`;
    const noReason = await post(path, staff, { reason: '  ' });
    expect([noReason.status, noReason.body.code]).toEqual([422, 'validation.required']);
    expect((await post(path, me.token, { reason: 'mine' })).status).toBe(404);
    expect((await post(`/api/admin/parcels/999999/reject-transfer`, staff, { reason: 'x' })).status).toBe(404);

    const refused = await post<ParcelView>(path, staff, { reason: 'The amount on the receipt is $1' });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ state: 'freight_due', payment: null });
    expect((await refusals(t, order.id)).map((r) => r.payload)).toEqual([
      { reason: 'The amount on the receipt is $1', bill: 'freight', parcel: parcel.code },
    ]);
    expect(await audits(t, 'parcel.freight_transfer.reject', parcel.id)).toHaveLength(1);
    expect(await ledger(t, order.id, 'freight_paid')).toHaveLength(0);

    const again = await post(path, staff, { reason: 'twice' });
    expect([again.status, again.body.code]).toEqual([409, 'parcel.no_transfer_to_verify']);
    const verify = await post(`/api/admin/parcels/${parcel.id}/verify-transfer`, staff);
    expect([verify.status, verify.body.code]).toEqual([409, 'parcel.no_transfer_to_verify']);

    await topUp(t, me.id, 100_000);
    const paid = await post<{ parcel: ParcelView }>(`/api/parcels/${parcel.id}/pay`, me.token, {
      payment_type: 'anakut',
    });
    expect(paid.body.data.parcel.state).toBe('freight_paid');
    expect((await ledger(t, order.id, 'freight_paid')).map((r) => r.method)).toEqual(['anakut']);
  });

  it('a refused storage receipt leaves the fee due and the list, and the shopper pays it another way', async () => {
    const { me, order } = await storageSent();
    const listed = async () =>
      (
        await t.call<{ data: StorageTransfer[] }>('GET', '/api/admin/storage/transfers', { token: staff })
      ).body.data.some((r) => r.order_id === order.id);
    expect(await listed()).toBe(true);
    const path = `/api/admin/orders/${order.id}/storage/reject-transfer`;
    expect((await post(path, me.token, { reason: 'mine' })).status).toBe(404);

    const refused = await post<{ storage: StorageAnswer }>(path, staff, { reason: 'Blurred receipt' });
    expect(refused.status).toBe(200);
    expect(refused.body.data.storage).toMatchObject({ due: 1.5, payment: null });
    expect(await listed()).toBe(false);
    expect((await refusals(t, order.id)).map((r) => r.payload)).toEqual([
      { reason: 'Blurred receipt', bill: 'storage' },
    ]);
    expect(await audits(t, 'order.storage_transfer.reject', order.id)).toHaveLength(1);
    const again = await post(path, staff, { reason: 'twice' });
    expect([again.status, again.body.code]).toEqual([409, 'storage.no_transfer_to_verify']);

    await topUp(t, me.id, 1000);
    const paid = await post<{ storage: StorageAnswer }>(`/api/orders/${order.id}/storage/pay`, me.token, {
      payment_type: 'anakut',
    });
    expect(paid.body.data.storage.due).toBe(0);
    expect((await ledger(t, order.id, 'storage_paid')).map((r) => [r.amountCents, r.method])).toEqual([
      [-150, 'anakut'],
    ]);
  });

  it("a refused receipt for a problem's difference opens the problem again for the shopper to answer", async () => {
    const { me, order, problemId } = await supplementSent();
    const path = `/api/admin/problems/${problemId}/reject-transfer`;
    expect((await post(path, me.token, { reason: 'mine' })).status).toBe(404);
    const refused = await post<{ status: string; payment: unknown }>(path, staff, { reason: 'Not our account' });
    expect(refused.status).toBe(200);
    expect(refused.body.data.status).toBe('open');
    expect((await refusals(t, order.id)).map((r) => r.payload)).toEqual([
      { reason: 'Not our account', bill: 'supplement', problem_id: problemId },
    ]);
    expect(await audits(t, 'problem.transfer.reject', problemId)).toHaveLength(1);
    const again = await post(path, staff, { reason: 'twice' });
    expect([again.status, again.body.code]).toEqual([409, 'problem.no_transfer_to_verify']);

    await topUp(t, me.id, 1000);
    const paid = await post<{ problem: { status: string } }>(`/api/order-problems/${problemId}/answer`, me.token, {
      choice: 'pay',
      payment_type: 'anakut',
    });
    expect(paid.body.data.problem.status).toBe('resolved');
    expect((await ledger(t, order.id, 'supplement_paid')).map((r) => r.method)).toEqual(['anakut']);
  });

  /** Two staff on the same receipt, one accepting and one refusing, at once: one of them goes through. */
  it('an accept and a refusal of the same receipt at once: exactly one wins, and the money agrees with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const freight = await freightSent();
      const storage = await storageSent();
      const supplement = await supplementSent();
      const cases = [
        { base: `/api/admin/parcels/${freight.parcel.id}`, orderId: freight.order.id, kind: 'freight_paid' as const },
        {
          base: `/api/admin/orders/${storage.order.id}/storage`,
          orderId: storage.order.id,
          kind: 'storage_paid' as const,
        },
        {
          base: `/api/admin/problems/${supplement.problemId}`,
          orderId: supplement.order.id,
          kind: 'supplement_paid' as const,
        },
      ];
      for (const c of cases) {
        const verify = () => post(`${c.base}/verify-transfer`, staff);
        const refuse = () => post(`${c.base}/reject-transfer`, staff, { reason: 'race' });
        // Either one sent first, by turns.
        const [verified, refused] =
          round % 2 ? await Promise.all([verify(), refuse()]) : (await Promise.all([refuse(), verify()])).reverse();
        expect([verified!.status, refused!.status].sort()).toEqual([200, 409]);
        const paidRows = await ledger(t, c.orderId, c.kind);
        const told = await refusals(t, c.orderId);
        if (verified!.status === 200) expect([paidRows.length, told.length]).toEqual([1, 0]);
        else expect([paidRows.length, told.length]).toEqual([0, 1]);
      }
    }
  });
});
