import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { payments } from '@fardin/db/schema/payments';
import { orders } from '@fardin/db/schema/orders';
import { users } from '@fardin/db/schema/accounts';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import type { StorageAnswer, StorageTransfer } from '@fardin/core/contract-parcels';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, insertReceiptUpload, staffToken } from '../admin/admin-fixtures';
import { topUp } from '../operations/operations-fixtures';
import { newShopper, overdueOrder, readyOrder } from './parcel-fixtures';

type PayAnswer = {
  data: { storage: StorageAnswer; khqr: { reference: string; amount: number } | null };
  code?: string;
};

const storageRows = (t: TestApp, orderId: number) =>
  t.opened.db
    .select()
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.kind, 'storage_paid')));
const walletOf = async (t: TestApp, userId: number) =>
  (await t.opened.db.select().from(walletEntries).where(eq(walletEntries.userId, userId))).reduce(
    (s, r) => s + r.amountCents,
    0,
  );

/** Issue 27: the storage fee after the free days has its own pay button, by the freight's methods. */
describe.each(TEST_DB_KINDS)('paying the storage fee on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });
  const phone = () => `+8551069${String((serial += 1)).padStart(4, '0')}`;
  const pay = (token: string, orderId: number, body: Record<string, unknown>) =>
    t.call<PayAnswer>('POST', `/api/orders/${orderId}/storage/pay`, { token, body });
  const detail = async (token: string, id: number) =>
    (await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token })).body
      .data;

  it('shows the fee due on the order page and pays it once with Anakut Cash (ledger and wallet exact)', async () => {
    const { me, order } = await overdueOrder(t, staff, phone());
    const page = await detail(me.token, order.id);
    expect(page.storage?.due).toBe(1.5);
    const balanceBefore = page.balance_due;

    const stranger = await newShopper(t, phone());
    expect((await pay(stranger.token, order.id, { payment_type: 'anakut' })).status).toBe(404);
    const broke = await pay(me.token, order.id, { payment_type: 'anakut' });
    expect([broke.status, broke.body.code]).toEqual([409, 'wallet.insufficient_balance']);
    expect(await storageRows(t, order.id)).toHaveLength(0);

    await topUp(t, me.id, 1000);
    const paid = await pay(me.token, order.id, { payment_type: 'anakut' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.storage.due).toBe(0);
    expect((await storageRows(t, order.id)).map((r) => [r.amountCents, r.method])).toEqual([[-150, 'anakut']]);
    expect(await walletOf(t, me.id)).toBe(850);
    expect((await detail(me.token, order.id)).balance_due).toBeCloseTo(balanceBefore - 1.5, 2);

    const again = await pay(me.token, order.id, { payment_type: 'anakut' });
    expect([again.status, again.body.code]).toEqual([409, 'storage.nothing_due']);
    expect(await walletOf(t, me.id)).toBe(850);
  });

  it('KHQR for exactly the fee, settled by the same call once the bank says paid', async () => {
    const { me, order } = await overdueOrder(t, staff, phone());
    const first = await pay(me.token, order.id, { payment_type: 'khqr' });
    expect(first.status).toBe(200);
    expect(first.body.data.khqr?.amount).toBe(1.5);
    expect(first.body.data.storage.payment).toEqual({ type: 'khqr' });
    const waiting = await pay(me.token, order.id, { payment_type: 'khqr' });
    expect(waiting.body.data.khqr?.reference).toBe(first.body.data.khqr?.reference);
    expect(await storageRows(t, order.id)).toHaveLength(0);

    const [payment] = await t.opened.db
      .select()
      .from(payments)
      .where(eq(payments.reference, first.body.data.khqr!.reference));
    const bank = await t.call('POST', `/api/admin/payments/khqr-sandbox/${payment!.id}/pay`, { token: staff });
    expect(bank.status).toBe(200);
    const settled = await pay(me.token, order.id, { payment_type: 'khqr' });
    expect(settled.body.data).toMatchObject({ khqr: null, storage: { due: 0, payment: null } });
    expect((await storageRows(t, order.id)).map((r) => [r.amountCents, r.method])).toEqual([[-150, 'khqr']]);
  });

  it('a transfer waits for its receipt and for staff, who accept it once', async () => {
    const { me, order } = await overdueOrder(t, staff, phone());
    const noReceipt = await pay(me.token, order.id, { payment_type: 'bankTransfer' });
    expect([noReceipt.status, noReceipt.body.code]).toEqual([422, 'parcel.receipt_required']);
    const sent = await pay(me.token, order.id, {
      payment_type: 'bankTransfer',
      payment_method: 'ABA',
      image_url: await insertReceiptUpload(t, me.id),
    });
    expect(sent.body.data.storage).toMatchObject({ due: 1.5, payment: { type: 'bankTransfer' } });
    const verify = () =>
      t.call<PayAnswer>('POST', `/api/admin/orders/${order.id}/storage/verify-transfer`, { token: staff });
    const ok = await verify();
    expect(ok.status).toBe(200);
    expect(ok.body.data.storage).toMatchObject({ due: 0, payment: null });
    const twice = await verify();
    expect([twice.status, twice.body.code]).toEqual([409, 'storage.no_transfer_to_verify']);
    expect((await storageRows(t, order.id)).map((r) => r.amountCents)).toEqual([-150]);
    expect(
      (await t.call('POST', `/api/admin/orders/${order.id}/storage/verify-transfer`, { token: me.token })).status,
    ).not.toBe(200);
  });

  it('staff see the storage transfers waiting, oldest first, accept one and it leaves the list', async () => {
    const list = () =>
      t.call<{ data: StorageTransfer[]; code?: string }>('GET', '/api/admin/storage/transfers', { token: staff });
    const mine = async () => (await list()).body.data.filter((r) => ids.includes(r.order_id));
    const first = await overdueOrder(t, staff, phone());
    const second = await overdueOrder(t, staff, phone());
    const ids = [first.order.id, second.order.id];
    const khqr = await overdueOrder(t, staff, phone());
    await pay(khqr.me.token, khqr.order.id, { payment_type: 'khqr' });
    expect(await mine()).toEqual([]);

    // The later order sends first: the list is by when the receipt came, not by order id.
    const receipts = new Map<number, string>();
    for (const o of [second, first]) {
      receipts.set(o.order.id, await insertReceiptUpload(t, o.me.id));
      await pay(o.me.token, o.order.id, {
        payment_type: 'bankTransfer',
        payment_method: 'ABA',
        image_url: receipts.get(o.order.id),
      });
    }
    const waiting = await list();
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.some((r) => r.order_id === khqr.order.id)).toBe(false);
    const [shopper] = await t.opened.db.select().from(users).where(eq(users.id, second.me.id));
    const [orderRow] = await t.opened.db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(await mine()).toEqual([
      {
        order_id: second.order.id,
        order_code: orderRow!.trackingCode,
        user_id: second.me.id,
        customer_name: shopper!.name,
        customer_phone: shopper!.phone,
        amount: 1.5,
        bank: 'ABA',
        receipt_url: receipts.get(second.order.id),
        sent_at: expect.any(String),
      },
      expect.objectContaining({ order_id: first.order.id, user_id: first.me.id }),
    ]);

    // Like every back office call, a shopper (even the payer) and a guest get 404: the list is staff's.
    for (const opts of [{ token: second.me.token }, {}]) {
      const hidden = await t.call<{ data?: unknown; code?: string }>('GET', '/api/admin/storage/transfers', opts);
      expect([hidden.status, hidden.body.data]).toEqual([404, undefined]);
    }

    const ok = await t.call('POST', `/api/admin/orders/${second.order.id}/storage/verify-transfer`, { token: staff });
    expect(ok.status).toBe(200);
    expect((await mine()).map((r) => r.order_id)).toEqual([first.order.id]);
    expect((await storageRows(t, second.order.id)).map((r) => [r.amountCents, r.method])).toEqual([
      [-150, 'bankTransfer'],
    ]);
    expect((await detail(second.me.token, second.order.id)).storage).toMatchObject({ due: 0, payment: null });
    expect(await storageRows(t, first.order.id)).toHaveLength(0);
    const missing = await t.call<{ code?: string }>('POST', '/api/admin/orders/999999/storage/verify-transfer', {
      token: staff,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'order.not_found']);
  });

  it('answers 409 while nothing is due, and refuses cash at the door for storage', async () => {
    const me = await newShopper(t, phone());
    const o = await readyOrder(t, me.id, staff, 1);
    expect((await detail(me.token, o.id)).storage?.due).toBe(0);
    const none = await pay(me.token, o.id, { payment_type: 'anakut' });
    expect([none.status, none.body.code]).toEqual([409, 'storage.nothing_due']);
    expect((await pay(me.token, o.id, { payment_type: 'cod' })).status).toBe(422);
  });
});

/** Two tabs paying the same storage fee at once (PostgreSQL only: PGlite runs one query at a time). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('paying the storage fee under concurrency on postgres', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });
  afterAll(() => t.close());

  it('four Anakut Cash payments at once: one pays, the rest 409, wallet and ledger exact', async () => {
    const { me, order } = await overdueOrder(t, staff, '+85510695001');
    await topUp(t, me.id, 1000);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call<{ code?: string }>('POST', `/api/orders/${order.id}/storage/pay`, {
          token: me.token,
          body: { payment_type: 'anakut' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(3).fill('storage.nothing_due'),
    );
    expect((await storageRows(t, order.id)).map((r) => r.amountCents)).toEqual([-150]);
    expect(await walletOf(t, me.id)).toBe(850);
  });

  it('a paid KHQR polled from two tabs at once settles once', async () => {
    const { me, order } = await overdueOrder(t, staff, '+85510695002');
    const first = await t.call<PayAnswer>('POST', `/api/orders/${order.id}/storage/pay`, {
      token: me.token,
      body: { payment_type: 'khqr' },
    });
    const [payment] = await t.opened.db
      .select()
      .from(payments)
      .where(eq(payments.reference, first.body.data.khqr!.reference));
    await t.call('POST', `/api/admin/payments/khqr-sandbox/${payment!.id}/pay`, { token: staff });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call<PayAnswer>('POST', `/api/orders/${order.id}/storage/pay`, {
          token: me.token,
          body: { payment_type: 'khqr' },
        }),
      ),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await storageRows(t, order.id)).map((r) => r.amountCents)).toEqual([-150]);
  });
});
