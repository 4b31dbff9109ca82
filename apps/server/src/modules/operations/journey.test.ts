import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  insertOrder,
  insertReceiptUpload,
  staffToken,
  userId,
} from '../admin/admin-fixtures';
import { remindProblems } from '../../flows/remind-problems';
import { paidOrder, topUp } from './operations-fixtures';

type Detail = { data: OrderJourneyDetail };
const HOUR = 3600_000;

describe.each(TEST_DB_KINDS)('the purchase journey on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  let shopperId: number;
  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
  });
  const detail = async (id: number) =>
    (await t.call<Detail>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token: shopper })).body.data;
  const move = (lineId: number, body: Record<string, unknown>) =>
    t.call<{ code?: string; data: { state: string; order_stage: string } }>(
      'POST',
      `/api/admin/order-lines/${lineId}/move`,
      {
        token: staff,
        body,
      },
    );

  it("puts paid lines in the queue, buys two shoppers' lines in one purchase and moves them on", async () => {
    const a = await paidOrder(t, shopperId, staff, 1);
    const b = await paidOrder(t, shopperId, staff, 1);
    let d = await detail(a.id);
    expect(d.lines.map((l) => l.state)).toEqual(['to_buy']);
    expect(d.stage).toBe('paid');
    expect(d.balance_due).toBe(0);
    expect(d.ledger.map((r) => r.kind)).toEqual(['goods', 'goods_paid']);
    const outbox = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, a.id));
    expect(outbox.map((o) => o.kind)).toEqual(['order_paid']);

    const queue = await t.call<{ data: { marketplace: string; lines: { line_id: number; overdue: boolean }[] }[] }>(
      'GET',
      '/api/admin/purchasing',
      { token: staff },
    );
    const ids = queue.body.data.flatMap((g) => g.lines.map((l) => l.line_id));
    expect(ids).toEqual(expect.arrayContaining([a.lineIds[0], b.lineIds[0]]));
    expect(ids.indexOf(a.lineIds[0]!)).toBeLessThan(ids.indexOf(b.lineIds[0]!));
    expect((await t.call('GET', '/api/admin/purchasing', { token: shopper })).status).toBe(404);

    // A price of nothing is a typing error (the audit recorded a purchase "· 0 CNY").
    const free = await t.call<{ errors?: Record<string, string> }>('POST', '/api/admin/purchases', {
      token: staff,
      body: {
        line_ids: [a.lineIds[0]],
        seller: 'Shop 88',
        marketplace_order_no: 'TB-0',
        unit_prices: { [a.lineIds[0]!]: { amount: 0, currency: 'CNY' } },
      },
    });
    expect([free.status, Object.keys(free.body.errors ?? {})]).toEqual([422, [`unit_prices.${a.lineIds[0]}.amount`]]);
    const bought = await t.call('POST', '/api/admin/purchases', {
      token: staff,
      body: {
        line_ids: [a.lineIds[0], b.lineIds[0]],
        seller: 'Shop 88',
        marketplace_order_no: 'TB-1',
        unit_prices: {
          [a.lineIds[0]!]: { amount: 60, currency: 'CNY' },
          [b.lineIds[0]!]: { amount: 61, currency: 'CNY' },
        },
      },
    });
    expect(bought.status).toBe(200);
    expect((await detail(b.id)).stage).toBe('purchased');
    const again = await t.call<{ code: string }>('POST', '/api/admin/purchases', {
      token: staff,
      body: {
        line_ids: [a.lineIds[0]],
        seller: 'x',
        marketplace_order_no: 'y',
        unit_prices: { [a.lineIds[0]!]: { amount: 1, currency: 'USD' } },
      },
    });
    expect([again.status, again.body.code]).toEqual([409, 'purchase.line_not_to_buy']);

    expect((await move(a.lineIds[0]!, { to: 'seller_shipped' })).body.code).toBe('line.tracking_required');
    expect((await move(a.lineIds[0]!, { to: 'ready' })).body.code).toBe('line.move_not_allowed');
    expect((await move(a.lineIds[0]!, { to: 'seller_shipped', tracking_no: 'YT1' })).status).toBe(200);
    const received = await move(a.lineIds[0]!, { to: 'received', shelf: 'A-1' });
    expect(received.body.data.order_stage).toBe('overseas_warehouse');
    d = await detail(a.id);
    expect(d.timeline.map((s) => s.stage)).toEqual(['paid', 'purchased', 'overseas_warehouse']);
    const staffView = await t.call<{
      data: {
        journey: {
          state: string;
          next_states: string[];
          purchase: unknown;
          tracking: { tracking_no: string | null; shelf: string | null }[];
        }[];
      };
    }>('GET', `/api/admin/orders/${a.id}`, { token: staff });
    expect(staffView.body.data.journey[0]).toMatchObject({
      state: 'received',
      next_states: ['checked', 'ready', 'problem'],
      purchase: { seller: 'Shop 88', marketplace_order_no: 'TB-1', unit_price: 60, currency: 'CNY' },
    });
    expect(staffView.body.data.journey[0]?.tracking.map((x) => [x.tracking_no, x.shelf])).toEqual([
      ['YT1', null],
      [null, 'A-1'],
    ]);
  });

  it('a price rise is paid from Anakut Cash once; a lower price refunds by itself', async () => {
    const o = await paidOrder(t, shopperId, staff, 2);
    const [l1, l2] = o.lineIds as [number, number];
    const raised = await t.call<{ data: { problem: { id: number; amount_due: number; choices: string[] } } }>(
      'POST',
      `/api/admin/order-lines/${l1}/problems`,
      { token: staff, body: { kind: 'price_changed', new_unit_price: 12.5 } },
    );
    expect(raised.status).toBe(200);
    const problem = raised.body.data.problem;
    expect(problem.amount_due).toBe(2.5);
    expect(problem.choices).toEqual(['pay', 'cancel']);
    let d = await detail(o.id);
    expect(d.lines[0]?.state).toBe('problem');
    expect(d.lines[0]?.problem?.id).toBe(problem.id);
    expect(d.balance_due).toBe(2.5);

    await topUp(t, shopperId, 1000);
    const paid = await t.call('POST', `/api/order-problems/${problem.id}/answer`, {
      token: shopper,
      body: { choice: 'pay', payment_type: 'anakut' },
    });
    expect(paid.status).toBe(200);
    const twice = await t.call<{ code: string }>('POST', `/api/order-problems/${problem.id}/answer`, {
      token: shopper,
      body: { choice: 'pay', payment_type: 'anakut' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'problem.not_open']);
    d = await detail(o.id);
    expect(d.lines[0]?.state).toBe('to_buy');
    expect(d.balance_due).toBe(0);

    const lower = await t.call<{ data: { problem: null; refunded: number } }>(
      'POST',
      `/api/admin/order-lines/${l2}/problems`,
      {
        token: staff,
        body: { kind: 'price_changed', new_unit_price: 8 },
      },
    );
    expect(lower.body.data).toEqual({ problem: null, refunded: 2 });
    d = await detail(o.id);
    expect(d.balance_due).toBe(0);
    expect(d.ledger.reduce((s, r) => s + Math.round(r.amount * 100), 0)).toBe(0);
  });

  it('a lower price is measured against what the line charges now: sent again it refunds nothing more', async () => {
    const o = await paidOrder(t, shopperId, staff, 2);
    const [l1, l2] = o.lineIds as [number, number];
    const lower = (lineId: number, price: number) =>
      t.call<{ code?: string; data: { problem: null; refunded: number } }>(
        'POST',
        `/api/admin/order-lines/${lineId}/problems`,
        { token: staff, body: { kind: 'price_changed', new_unit_price: price } },
      );
    // The audit found $10 refunded on every press of "send" for a $12.50 line.
    expect((await lower(l1, 6)).body.data.refunded).toBe(4);
    const again = await lower(l1, 6);
    expect([again.status, again.body.code]).toEqual([422, 'problem.price_unchanged']);
    expect((await lower(l1, 5)).body.data.refunded).toBe(1);
    // A price of nothing is refused (a line given away is cancelled instead); 0.01 refunds the
    // line's last $4.99, never more than was paid for it.
    const nothing = await lower(l1, 0);
    expect([nothing.status, nothing.body.code]).toEqual([422, 'validation.not_above']);
    expect((await lower(l1, 0.01)).body.data.refunded).toBe(4.99);
    let d = await detail(o.id);
    const refunds = d.ledger.filter((r) => r.kind === 'refund' && r.line_id === l1);
    expect(refunds.reduce((s, r) => s + Math.round(r.amount * 100), 0)).toBe(999);
    expect(d.balance_due).toBe(0);

    // A rise after a lower price asks only for the difference from the lower price.
    expect((await lower(l2, 7)).body.data.refunded).toBe(3);
    const rise = await t.call<{ data: { problem: { amount_due: number } } }>(
      'POST',
      `/api/admin/order-lines/${l2}/problems`,
      { token: staff, body: { kind: 'price_changed', new_unit_price: 8 } },
    );
    expect(rise.body.data.problem.amount_due).toBe(1);
    d = await detail(o.id);
    expect(d.balance_due).toBe(1);
    expect(d.ledger.reduce((s, r) => s + Math.round(r.amount * 100), 0)).toBe(100);
  });

  it('a placed cash-on-delivery order is confirmed before any later stage, and the shopper is told it is confirmed', async () => {
    const id = await insertOrder(t, shopperId, { paymentType: 'cod', paymentStatus: 'unpaid', receiptUrl: null });
    const stage = (to: string) =>
      t.call<{ code?: string }>('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: to } });
    // The audit jumped such an order to delivered: a "goods paid" row with no cash, no parcel, no rider.
    for (const to of ['delivered', 'purchased', 'out_for_delivery']) {
      const jumped = await stage(to);
      expect([to, jumped.status, jumped.body.code]).toEqual([to, 409, 'order.stage_not_allowed']);
    }
    expect((await detail(id)).lines.map((l) => l.state)).toEqual(['awaiting_payment']);
    expect((await stage('paid')).status).toBe(200);
    const d = await detail(id);
    expect(d.lines.map((l) => l.state)).toEqual(['to_buy']);
    expect([d.stage, d.payment_status]).toEqual(['paid', 'unpaid']);
    expect(d.ledger.map((r) => r.kind)).not.toContain('goods_paid');
    const outbox = await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id));
    expect(outbox.map((o) => o.kind)).toEqual(['order_confirmed']);
  });

  it('a price rise paid by bank transfer waits for staff to accept the receipt', async () => {
    const o = await paidOrder(t, shopperId, staff, 1);
    const raised = await t.call<{ data: { problem: { id: number } } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[0]}/problems`,
      { token: staff, body: { kind: 'price_changed', new_unit_price: 11 } },
    );
    const id = raised.body.data.problem.id;
    const answer = (body: Record<string, unknown>) =>
      t.call<{ code?: string; data: { problem: { status: string } } }>('POST', `/api/order-problems/${id}/answer`, {
        token: shopper,
        body,
      });
    expect((await answer({ choice: 'pay', payment_type: 'bankTransfer' })).body.code).toBe('problem.receipt_required');
    // Another shopper's upload is not this shopper's receipt (decision 0014).
    const foreign = await answer({
      choice: 'pay',
      payment_type: 'bankTransfer',
      image_url: await insertReceiptUpload(t, await userId(t, DEMO_ADMIN)),
    });
    expect(foreign.status).toBe(422);
    const sent = await answer({
      choice: 'pay',
      payment_type: 'bankTransfer',
      image_url: await insertReceiptUpload(t, shopperId),
    });
    expect(sent.body.data.problem.status).toBe('awaiting_payment');
    expect((await detail(o.id)).balance_due).toBe(1);
    const verify = () => t.call('POST', `/api/admin/problems/${id}/verify-transfer`, { token: staff });
    expect((await verify()).status).toBe(200);
    expect((await verify()).status).toBe(409);
    const d = await detail(o.id);
    expect([d.lines[0]?.state, d.lines[0]?.problem, d.balance_due]).toEqual(['to_buy', null, 0]);
  });

  it('an out-of-stock line cancelled is refunded to Anakut Cash at once; another shopper gets 404', async () => {
    const o = await paidOrder(t, shopperId, staff, 2);
    const raised = await t.call<{ data: { problem: { id: number } } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[0]}/problems`,
      {
        token: staff,
        body: { kind: 'out_of_stock', alternatives: [{ variant: 'blue-m', variant_name: 'Blue M', unit_price: 10 }] },
      },
    );
    const id = raised.body.data.problem.id;
    expect(
      (await t.call('POST', `/api/order-problems/${id}/answer`, { token: staff, body: { choice: 'cancel' } })).status,
    ).toBe(404);
    expect(
      (
        await t.call<{ code: string }>('POST', `/api/order-problems/${id}/answer`, {
          token: shopper,
          body: { choice: 'pay' },
        })
      ).body.code,
    ).toBe('problem.choice_not_allowed');
    const before = (await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: shopper })).body.data
      .balance;
    expect(
      (await t.call('POST', `/api/order-problems/${id}/answer`, { token: shopper, body: { choice: 'cancel' } })).status,
    ).toBe(200);
    const after = (await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: shopper })).body.data
      .balance;
    expect(after - before).toBeCloseTo(10);
    const d = await detail(o.id);
    expect(d.lines.map((l) => l.state)).toEqual(['cancelled', 'to_buy']);
    expect(d.balance_due).toBe(0);
    expect(d.stage).toBe('paid');
    const refund = await t.call<{ code: string }>('POST', `/api/admin/order-lines/${o.lineIds[0]}/refunds`, {
      token: admin,
      body: { amount: 1, to: 'wallet' },
    });
    expect([refund.status, refund.body.code]).toEqual([409, 'refund.exceeds_paid']);
    expect(
      (
        await t.call('POST', `/api/admin/order-lines/${o.lineIds[1]}/refunds`, {
          token: staff,
          body: { amount: 1, to: 'wallet' },
        })
      ).status,
    ).toBe(403);
    const task = await t.call<{ data: { id: number; status: string } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[1]}/refunds`,
      {
        token: admin,
        body: { amount: 4, to: 'original' },
      },
    );
    expect(task.body.data.status).toBe('pending');
    const done = await t.call<{ data: { status: string } }>('POST', `/api/admin/refunds/${task.body.data.id}/done`, {
      token: admin,
      body: { receipt_url: '/uploads/r.webp' },
    });
    expect(done.body.data.status).toBe('done');
    expect((await detail(o.id)).balance_due).toBe(4);
  });

  it('a cancelled line of a discounted order is refunded what was paid for it, never its list price', async () => {
    // Two $10 lines with a 10% order discount: $18 paid, $9 of it for each line.
    const o = await paidOrder(t, shopperId, staff, 2, 1000, 200);
    const raised = await t.call<{ data: { problem: { id: number } } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[0]}/problems`,
      { token: staff, body: { kind: 'out_of_stock' } },
    );
    const wallet = async () =>
      (await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: shopper })).body.data.balance;
    const before = await wallet();
    const answered = await t.call('POST', `/api/order-problems/${raised.body.data.problem.id}/answer`, {
      token: shopper,
      body: { choice: 'cancel' },
    });
    expect(answered.status).toBe(200);
    expect((await wallet()) - before).toBeCloseTo(9);
    const more = await t.call<{ code: string }>('POST', `/api/admin/order-lines/${o.lineIds[0]}/refunds`, {
      token: admin,
      body: { amount: 0.01, to: 'wallet' },
    });
    expect([more.status, more.body.code]).toEqual([409, 'refund.exceeds_paid']);
    const d = await detail(o.id);
    expect(d.balance_due).toBe(0);
    expect(d.ledger.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(0);
  });

  it('an unanswered problem is reminded at 24 h and 48 h, then overdue in the inbox', async () => {
    const o = await paidOrder(t, shopperId, staff, 1);
    const raised = await t.call<{ data: { problem: { id: number } } }>(
      'POST',
      `/api/admin/order-lines/${o.lineIds[0]}/problems`,
      {
        token: staff,
        body: { kind: 'out_of_stock', alternatives: [] },
      },
    );
    const id = raised.body.data.problem.id;
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const sweep = (hours: number) =>
      t.call('POST', '/api/admin/operations/sweep', { token: staff, body: { at: at(hours) } });
    const reminders = async () =>
      (await t.opened.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, o.id))).filter(
        (r) => r.kind === 'problem_reminder',
      ).length;
    const inbox = async (hours: number) =>
      (
        await t.call<{ data: { id: number; overdue: boolean; reminders_sent: number }[] }>(
          'GET',
          `/api/admin/problems?status=open&at=${encodeURIComponent(at(hours))}`,
          { token: staff },
        )
      ).body.data.find((p) => p.id === id);
    await sweep(23);
    expect(await reminders()).toBe(0);
    await Promise.all([sweep(25), sweep(25)]);
    expect(await reminders()).toBe(1);
    expect(await inbox(25)).toMatchObject({ reminders_sent: 1, overdue: false });
    await remindProblems({
      db: t.opened.db,
      payments: t.services.payments,
      now: () => new Date(Date.now() + 49 * HOUR),
    });
    await sweep(60);
    expect(await reminders()).toBe(2);
    expect(await inbox(49)).toMatchObject({ reminders_sent: 2, overdue: true });
    expect(await inbox(0)).toMatchObject({ overdue: false });
    expect((await t.call('POST', '/api/admin/operations/sweep', { token: shopper, body: {} })).status).toBe(404);
  });
});
