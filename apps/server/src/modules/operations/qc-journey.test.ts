import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken, userId } from '../admin/admin-fixtures';
import { paidOrder } from './operations-fixtures';

const HOUR = 3600_000;
type Inbox = {
  data: unknown[];
  qc_decisions: { line_id: number; overdue: boolean; reminders_sent: number; customer_name: string }[];
};

/** The quality check on the purchase journey (OPERATIONS.md section 1): received -> checked, then the shopper's decision. */
describe.each(TEST_DB_KINDS)('the quality check of a line on %s', (kind) => {
  let staff: string;
  let shopper: string;
  let shopperId: number;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
  });
  const move = (lineId: number, body: Record<string, unknown>) =>
    t.call('POST', `/api/admin/order-lines/${lineId}/move`, { token: staff, body });
  const record = (orderId: number, lineId: number) =>
    t.call<{ code?: string }>('POST', `/api/admin/orders/${orderId}/lines/${lineId}/check`, {
      token: staff,
      body: { photos: ['/uploads/checks/a.webp'], weight_kg: 0.4, note: 'As pictured' },
    });
  const stateOf = async (orderId: number) =>
    (
      await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${orderId}?envelope=1`, {
        token: shopper,
      })
    ).body.data;
  const outboxKinds = async (orderId: number) =>
    (await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId))).map(
      (r) => r.kind,
    );

  it('recording the check moves a received line to checked (with the shopper notice); elsewhere it is refused', async () => {
    const o = await paidOrder(t, shopperId, staff, 2);
    const [a, b] = o.lineIds as [number, number];
    for (const id of [a, b]) expect((await move(id, { to: 'bought' })).status).toBe(200);
    // A line not yet at the warehouse has nothing to check.
    expect(await record(o.id, a)).toMatchObject({ status: 409, body: { code: 'quality_check.not_at_warehouse' } });
    expect((await move(a, { to: 'seller_shipped', tracking_no: 'SF1' })).status).toBe(200);
    expect((await move(a, { to: 'received', shelf: 'A-1' })).status).toBe(200);
    // Line a is at the warehouse while line b is still bought: the order is `purchased`, a can be checked.
    expect((await record(o.id, a)).status).toBe(200);
    const d = await stateOf(o.id);
    expect(d.lines.map((l) => l.state)).toEqual(['checked', 'bought']);
    expect(await outboxKinds(o.id)).toContain('qc_ready');
    // Checked again: stays checked (no second move), the decision starts over.
    expect((await record(o.id, a)).status).toBe(200);
    expect((await stateOf(o.id)).lines.map((l) => l.state)).toEqual(['checked', 'bought']);
    // Another order's line under this order's id: not found.
    const other = await paidOrder(t, shopperId, staff, 1);
    expect((await record(other.id, a)).status).toBe(404);
  });

  it("the shopper's pending decision is reminded at 24 h and 48 h, then overdue in the staff inbox", async () => {
    const o = await paidOrder(t, shopperId, staff, 1);
    const line = o.lineIds[0]!;
    await move(line, { to: 'bought' });
    await move(line, { to: 'seller_shipped', tracking_no: 'SF2' });
    await move(line, { to: 'received' });
    expect((await record(o.id, line)).status).toBe(200);
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const sweep = (hours: number) =>
      t.call('POST', '/api/admin/operations/sweep', { token: staff, body: { at: at(hours) } });
    const reminders = async () => (await outboxKinds(o.id)).filter((k) => k === 'qc_reminder').length;
    const inbox = async (hours: number) =>
      (
        await t.call<Inbox>('GET', `/api/admin/problems?status=open&at=${encodeURIComponent(at(hours))}`, {
          token: staff,
        })
      ).body.qc_decisions.find((q) => q.line_id === line);

    expect(await inbox(0)).toMatchObject({ reminders_sent: 0, overdue: false, customer_name: 'Demo Shopper' });
    await sweep(23);
    expect(await reminders()).toBe(0);
    await Promise.all([sweep(25), sweep(25)]);
    expect(await reminders()).toBe(1);
    expect(await inbox(25)).toMatchObject({ reminders_sent: 1, overdue: false });
    await sweep(49);
    expect(await reminders()).toBe(2);
    await sweep(80);
    expect(await reminders()).toBe(2);
    expect(await inbox(49)).toMatchObject({ reminders_sent: 2, overdue: true });

    // The shopper decides: the line leaves the inbox.
    const decided = await t.call('POST', `/api/checkout/history/detail/${o.id}/lines/${line}/decision`, {
      token: shopper,
      body: { decision: 'approved' },
    });
    expect(decided.status).toBe(200);
    expect(await inbox(49)).toBeUndefined();
    // Approved: the line is ready (free storage starts); the order's stage follows.
    const d = await stateOf(o.id);
    expect(d.lines.map((l) => l.state)).toEqual(['ready']);
    expect(d.stage).toBe('overseas_warehouse');
  });
});
