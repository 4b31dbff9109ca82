import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@fardin/db/schema/orders';
import type { AdminDashboard, AdminWithdrawalRow } from '@fardin/core/contract-admin';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper, topUp } from '../checkout/commerce-fixtures';
import { DEMO_ADMIN, insertOrder, staffToken, userId } from './admin-fixtures';

type Page<T> = { data: T[]; total: number };
type Audit = { data: { action: string; actor_id: number; target_id: string; details: Record<string, unknown> }[] };

/** Issue 24 item 10: a cancelled transfer leaves the queue; withdrawals are listed, counted, audited. */
describe.each(TEST_DB_KINDS)('transfers and withdrawals staff see on %s', (kind) => {
  const PHONE = '+85510000093';
  let admin: string;
  let staff: string;
  let shopper: string;
  let shopperId: number;
  let staffId: number;

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    staffId = await userId(t, '+85510000077');
    shopper = await makeShopper(t, PHONE);
    shopperId = await userId(t, PHONE);
  });

  const audit = async (type: string, id: number) =>
    (await t.call<Audit>('GET', `/api/admin/audit?target_type=${type}&target_id=${id}`, { token: admin })).body.data;
  const dashboard = async () =>
    (await t.call<{ data: AdminDashboard }>('GET', '/api/admin/dashboard', { token: staff })).body.data;
  const queue = async () =>
    (await t.call<Page<{ id: number }>>('GET', '/api/admin/payments/transfers', { token: staff })).body.data.map(
      (o) => o.id,
    );
  const paymentStatus = async (id: number) =>
    (await t.opened.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]!.s;

  it('a bank-transfer order cancelled by the shopper or by staff leaves the transfers queue and the count', async () => {
    const byShopper = await insertOrder(t, shopperId);
    const byStaff = await insertOrder(t, shopperId);
    expect(await queue()).toEqual(expect.arrayContaining([byShopper, byStaff]));
    const waiting = (await dashboard()).payments_to_verify!;

    const cancelled = await t.call('POST', `/api/checkout/history/${byShopper}/cancel`, { token: shopper });
    expect(cancelled.status).toBe(200);
    const staffCancel = await t.call('POST', `/api/admin/orders/${byStaff}/cancel`, {
      token: staff,
      body: { reason: 'Shopper asked by phone' },
    });
    expect(staffCancel.status).toBe(200);

    expect(await paymentStatus(byShopper)).toBe('unpaid');
    expect(await paymentStatus(byStaff)).toBe('unpaid');
    expect(await queue()).not.toContain(byShopper);
    expect(await queue()).not.toContain(byStaff);
    expect((await dashboard()).payments_to_verify).toBe(waiting - 2);
    // Nothing left to verify: the cancelled order is never paid afterwards.
    const verify = await t.call<{ code: string }>('POST', `/api/admin/payments/transfers/${byShopper}/verify`, {
      token: staff,
    });
    expect(verify).toMatchObject({ status: 409, body: { code: 'order.no_receipt_to_verify' } });
    expect(await paymentStatus(byShopper)).toBe('unpaid');
  });

  it('a withdrawal is listed and counted for staff, paid out once, and both steps are audited', async () => {
    await topUp(t, PHONE, 5_000);
    const before = (await dashboard()).withdrawals_to_pay!;
    const withdrawn = await t.call<{ data: { id: number; reference_no: string } }>('POST', '/api/wallet/withdraw', {
      token: shopper,
      body: { amount: 12.5 },
    });
    expect(withdrawn.status).toBe(200);
    const { id, reference_no } = withdrawn.body.data;
    expect(await audit('withdrawal', id)).toEqual([
      expect.objectContaining({
        action: 'wallet.withdraw',
        actor_id: shopperId,
        details: { amount: 12.5, reference_no },
      }),
    ]);

    const listed = await t.call<Page<AdminWithdrawalRow>>('GET', '/api/admin/withdrawals?status=pending', {
      token: staff,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((w) => w.id === id)).toMatchObject({
      user_id: shopperId,
      user_phone: PHONE,
      amount: 12.5,
      currency: 'USD',
      reference_no,
      status: 'pending',
      paid_at: null,
    });
    expect((await dashboard()).withdrawals_to_pay).toBe(before + 1);
    // A shopper does not see the back office's list.
    expect((await t.call('GET', '/api/admin/withdrawals', { token: shopper })).status).toBe(404);

    const paid = await t.call('POST', `/api/admin/withdrawals/${id}/paid`, {
      token: staff,
      body: { note: 'ABA transfer 778812' },
    });
    expect(paid.status).toBe(200);
    const again = await t.call<{ code: string }>('POST', `/api/admin/withdrawals/${id}/paid`, {
      token: staff,
      body: {},
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'wallet.withdrawal_paid' } });
    expect((await dashboard()).withdrawals_to_pay).toBe(before);

    const paidList = await t.call<Page<AdminWithdrawalRow>>('GET', '/api/admin/withdrawals?status=paid', {
      token: staff,
    });
    expect(paidList.body.data.find((w) => w.id === id)).toMatchObject({ status: 'paid', note: 'ABA transfer 778812' });
    expect(
      (
        await t.call<Page<AdminWithdrawalRow>>('GET', '/api/admin/withdrawals?status=pending', { token: staff })
      ).body.data.some((w) => w.id === id),
    ).toBe(false);
    const actions = (await audit('withdrawal', id)).map((e) => [e.action, e.actor_id]);
    expect(actions.sort()).toEqual([
      ['wallet.withdraw', shopperId],
      ['withdrawal.paid', staffId],
    ]);
  });

  it('only a withdrawal can be marked paid: another ledger entry or an unknown id is 404', async () => {
    const wallet = await t.call<{ data: { entries: { id: number; type: string }[] } }>('GET', '/api/wallet', {
      token: shopper,
    });
    const topupEntry = wallet.body.data.entries.find((e) => e.type === 'topup')!;
    for (const id of [topupEntry.id, 999_999]) {
      const reply = await t.call<{ code: string }>('POST', `/api/admin/withdrawals/${id}/paid`, {
        token: staff,
        body: {},
      });
      expect(reply).toMatchObject({ status: 404, body: { code: 'wallet.withdrawal_not_found' } });
    }
  });

  it.runIf(kind === 'postgres')('five staff marking one withdrawal at once: one payout, one audit row', async () => {
    const withdrawn = await t.call<{ data: { id: number } }>('POST', '/api/wallet/withdraw', {
      token: shopper,
      body: { amount: 1 },
    });
    const id = withdrawn.body.data.id;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', `/api/admin/withdrawals/${id}/paid`, { token: staff, body: {} })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await audit('withdrawal', id)).filter((e) => e.action === 'withdrawal.paid')).toHaveLength(1);
  });
});
