import { describe, expect, it } from 'vitest';
import { seedOperationsDemo } from '@fardin/db/seed/operations-seed';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../admin/admin-fixtures';

type Queue = { data: { seller: string; lines: { overdue: boolean; customer_name: string }[] }[] };
type Inbox = { data: { kind: string; overdue: boolean }[] };

describe('the demo orders of the purchase journey (npm start)', () => {
  let admin: string;
  let shopper: string;
  const t = useTestApp('pglite', async (t) => {
    await seedOperationsDemo(t.opened.db);
    await seedOperationsDemo(t.opened.db);
    admin = await t.tokenFor(DEMO_ADMIN);
    shopper = await t.tokenFor(DEMO_SHOPPER);
  });

  it('fill the purchasing queue (one line past 24 h, two shoppers sharing a seller) and the problem inbox (one overdue), once', async () => {
    const queue = (await t.call<Queue>('GET', '/api/admin/purchasing', { token: admin })).body;
    const lines = queue.data.flatMap((g) => g.lines);
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.overdue)).toHaveLength(1);
    // Two shoppers' lines from one seller: one group, bought in one purchase (decision 0038).
    const cotton = queue.data.find((g) => g.seller === 'Hangzhou Cotton House');
    expect(cotton?.lines.map((l) => l.customer_name).sort()).toEqual(['Demo Shopper', 'Sokha Chan']);
    const inbox = (await t.call<Inbox>('GET', '/api/admin/problems?status=open', { token: admin })).body;
    expect(inbox.data.map((p) => [p.kind, p.overdue])).toEqual([
      ['price_changed', true],
      ['out_of_stock', false],
    ]);
  });

  it('show the shopper each line state, the problem to answer and the balance from the ledger', async () => {
    const history = await t.call<{ data: { id: number; stage: string }[] }>('GET', '/api/checkout/history?envelope=1', {
      token: shopper,
    });
    const stages = history.body.data.map((o) => o.stage);
    expect(stages).toEqual(expect.arrayContaining(['placed', 'paid', 'overseas_warehouse']));
    const withProblem = [] as OrderJourneyDetail[];
    for (const o of history.body.data) {
      const d = (
        await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${o.id}?envelope=1`, {
          token: shopper,
        })
      ).body.data;
      if (d.lines.some((l) => l.problem)) withProblem.push(d);
    }
    const rise = withProblem.find((d) => d.lines.some((l) => l.problem?.kind === 'price_changed'))!;
    expect(rise.balance_due).toBe(3.5);
    expect(rise.lines.map((l) => l.state)).toEqual(['problem', 'seller_shipped']);
  });
});
