import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, userId } from '../admin/admin-fixtures';
import { insertBulkOrders } from './order-bulk';
import { orderListQueries, type OrderFilter } from './admin-queries';

/**
 * The back office's order filters must not read the whole orders table. With a few thousand
 * orders and fresh statistics, sequential scans are switched off for the transaction (on a small
 * table the planner would otherwise rightly prefer them) and each filter's plan must use its own
 * index. bench/src/admin-orders.ts times the same queries at 100k orders.
 */
const ORDERS = 6_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(db: Db, query: { getSQL(): ReturnType<typeof sql> }): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN (FORMAT JSON) ${query.getSQL()}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const raw = Object.values(result.rows[0]!)[0];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodes(parsed[0]!.Plan);
  });
}

const describeIndexes = (plan: PlanNode[]) =>
  plan
    .filter((n) => n['Index Name'])
    .map((n) => `${n['Node Type']} ${n['Index Name']}`)
    .join(', ');

const base: OrderFilter = { page: 1, perPage: 20 };
const CASES: [string, Partial<OrderFilter>, string[]][] = [
  ['no filter, first page', {}, []],
  ['no filter, page 50', { page: 50 }, []],
  ['stage', { stage: 'paid' }, ['orders_stage_idx']],
  ['status (several stages)', { status: 'delivering' }, ['orders_stage_idx']],
  ['payment status', { paymentStatus: 'verifying' }, ['orders_payment_status_idx']],
  ['store', { store: 'amazon' }, ['orders_store_idx']],
  ['payment type', { paymentType: 'khqr' }, ['orders_payment_type_idx']],
  ['date range', { from: '2026-01-01', to: '2026-01-07' }, ['orders_created_idx']],
  [
    'stage and date range',
    { stage: 'placed', from: '2026-01-01', to: '2026-01-31' },
    ['orders_stage_idx', 'orders_created_idx'],
  ],
  [
    'store and payment status, page 3',
    { store: 'taobao', paymentStatus: 'paid', page: 3 },
    ['orders_store_idx', 'orders_payment_status_idx'],
  ],
];

describe.each(TEST_DB_KINDS)('back-office order filters use indexes on %s', (kind) => {
  const t = useTestApp(kind, async (t) => {
    const users = [await userId(t, DEMO_SHOPPER), await userId(t, DEMO_ADMIN)];
    // One order every 30 minutes back from 2026-03-01: about four months.
    await insertBulkOrders(t.opened.db, {
      userIds: users,
      from: 1,
      to: ORDERS,
      newest: new Date('2026-03-01T00:00:00Z'),
      spacingSeconds: 1800,
    });
    await t.opened.db.execute(sql`ANALYZE orders`);
  });

  it.each(CASES)('%s', async (_name, filter, indexes) => {
    const queries = orderListQueries(t.opened.db, { ...base, ...filter });
    for (const [part, query] of [
      ['page', queries.page],
      ['count', queries.count],
    ] as const) {
      const plan = await planOf(t.opened.db, query);
      expect(
        plan.filter((n) => n['Relation Name'] === 'orders' && n['Node Type'] === 'Seq Scan'),
        `${part}: ${describeIndexes(plan)}`,
      ).toEqual([]);
      const used = plan
        .map((n) => n['Index Name'])
        .filter((name): name is string => Boolean(name?.startsWith('orders_')));
      // A page may also walk the time index backwards and stop after 20 matches (orders are
      // stored in time order, so the planner often prefers it); a count must use the filter's index.
      const allowed = part === 'page' ? [...indexes, 'orders_created_idx'] : indexes;
      expect(
        used.some((name) => allowed.includes(name) || (allowed.length === 0 && name !== undefined)),
        `${part} uses ${allowed.join(' or ') || 'an index'}: ${describeIndexes(plan)}`,
      ).toBe(true);
    }
  });

  it('answers the same rows through the API as the filters select', async () => {
    const admin = await t.tokenFor(DEMO_ADMIN);
    const res = await t.call<{ data: { stage: string; payment_type: string; date: string }[]; total: number }>(
      'GET',
      '/api/admin/orders?stage=placed&payment_type=khqr&from=2026-01-01&to=2026-01-31',
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(
      res.body.data.every(
        (o) => o.stage === 'placed' && o.payment_type === 'khqr' && o.date >= '2026-01-01' && o.date < '2026-02-01',
      ),
    ).toBe(true);
  });
});
