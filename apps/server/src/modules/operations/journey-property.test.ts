import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '@fardin/db/schema/orders';
import { orderLedger } from '@fardin/db/schema/operations';
import { LINE_STATES, canMoveLine, deriveOrderStage, stageNotBehind, type LineState } from '@fardin/core/line-journey';
import { PROBLEM_CHOICES, PROBLEM_KINDS, type OrderJourneyDetail } from '@fardin/core/contract-operations';
import type { OrderStage } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken, userId } from '../admin/admin-fixtures';
import { paidOrder, topUp } from './operations-fixtures';

/**
 * Random sequences of staff moves, problems and shopper answers through the API (decision 0033):
 * every answer is a success or a 4xx with a code (never a 500), every line only ever makes an
 * allowed move, the order's stage is always the one derived from its lines and never goes back,
 * and the ledger's rows sum to the balance the shopper's page shows.
 */
const action = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), line: fc.nat(1), to: fc.constantFrom(...LINE_STATES) }),
  fc.record({
    kind: fc.constant('problem' as const),
    line: fc.nat(1),
    problem: fc.constantFrom(...PROBLEM_KINDS),
    price: fc.constantFrom(8, 12),
  }),
  fc.record({ kind: fc.constant('answer' as const), line: fc.nat(1), choice: fc.constantFrom(...PROBLEM_CHOICES) }),
  fc.record({ kind: fc.constant('buy' as const), line: fc.nat(1) }),
);

describe.each(TEST_DB_KINDS)('random journeys through the API on %s', (kind) => {
  let staff: string;
  let shopper: string;
  let shopperId: number;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
    await topUp(t, shopperId, 100_000);
  });

  async function snapshot(orderId: number) {
    const lines = await t.opened.db
      .select({ id: orderLines.id, state: orderLines.state, heldFrom: orderLines.heldFrom })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id);
    const [order] = await t.opened.db
      .select({ stage: orders.stage, shipping: orders.shippingStage })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { lines, stage: order!.stage as OrderStage, shipping: order!.shipping };
  }

  it('reach no illegal state and never move the stage back', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const o = await paidOrder(t, shopperId, staff, 2);
        let before = await snapshot(o.id);
        for (const a of actions) {
          const lineId = o.lineIds[a.line]!;
          let res: { status: number; body: unknown };
          if (a.kind === 'move')
            res = await t.call('POST', `/api/admin/order-lines/${lineId}/move`, {
              token: staff,
              body: { to: a.to, tracking_no: 'YT1' },
            });
          else if (a.kind === 'buy')
            res = await t.call('POST', '/api/admin/purchases', {
              token: staff,
              body: {
                line_ids: [lineId],
                seller: 's',
                marketplace_order_no: 'n',
                unit_prices: { [lineId]: { amount: 1, currency: 'CNY' } },
              },
            });
          else if (a.kind === 'problem')
            res = await t.call('POST', `/api/admin/order-lines/${lineId}/problems`, {
              token: staff,
              body: {
                kind: a.problem,
                new_unit_price: a.price,
                alternatives: [{ variant: 'alt', unit_price: a.price }],
              },
            });
          else {
            const page = await t.call<{ data: OrderJourneyDetail }>(
              'GET',
              `/api/checkout/history/detail/${o.id}?envelope=1`,
              {
                token: shopper,
              },
            );
            const problem = page.body.data.lines.find((l) => l.id === lineId)?.problem;
            if (!problem) continue;
            res = await t.call('POST', `/api/order-problems/${problem.id}/answer`, {
              token: shopper,
              body: { choice: a.choice, variant: 'alt', payment_type: 'anakut' },
            });
          }
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          if (res.status >= 400) expect((res.body as { code?: string }).code).toBeTruthy();
          const after = await snapshot(o.id);
          for (const [i, line] of after.lines.entries()) {
            const prev = before.lines[i]!;
            if (prev.state === line.state) continue;
            // Some actor may make this move (a line on hold returns where it was held, or ends).
            const allowed = (['staff', 'system', 'shopper'] as const).some((who) =>
              canMoveLine(prev.state, line.state, who, prev.heldFrom as LineState | null),
            );
            expect(allowed, `${prev.state} -> ${line.state}`).toBe(true);
          }
          expect(after.stage).toBe(deriveOrderStage(after.lines, after.shipping));
          expect(stageNotBehind(before.stage, after.stage), `${before.stage} -> ${after.stage}`).toBe(true);
          before = after;
        }
        const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id));
        const page = await t.call<{ data: OrderJourneyDetail }>(
          'GET',
          `/api/checkout/history/detail/${o.id}?envelope=1`,
          {
            token: shopper,
          },
        );
        expect(Math.round(page.body.data.balance_due * 100)).toBe(rows.reduce((s, r) => s + r.amountCents, 0));
      }),
      { numRuns: 12 },
    );
  });
});
