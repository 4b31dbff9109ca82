import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDb, type Db } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { orders } from '@fardin/db/schema/orders';
import { users } from '@fardin/db/schema/accounts';
import { hashPassword } from '../../apps/server/src/modules/accounts/password';
import { BULK_NOTE, insertBulkOrders } from '../../apps/server/src/modules/orders/order-bulk';
import { listOrders, orderListQueries, type OrderFilter } from '../../apps/server/src/modules/orders/admin-queries';
import { median, percentile } from './types';

/**
 * Back-office order filters at 100k orders:
 *   npx tsx bench/src/admin-orders.ts postgres://user:pass@host/db   (PostgreSQL, migrated here)
 *   npx tsx bench/src/admin-orders.ts pglite                        (in-memory PGlite)
 * Tops the database up to ADMIN_BENCH_ORDERS (default 100000) synthetic orders (note
 * 'bulk-orders', kept between runs), ANALYZEs, then times each filter of GET /api/admin/orders
 * (count + one page of 20, as listOrders runs them): 3 warm-up runs, ADMIN_BENCH_RUNS (30) timed
 * runs, p50/p95 in ms, and the indexes of each plan (EXPLAIN ANALYZE, normal planner settings).
 */
const TARGET = Number(process.env.ADMIN_BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.ADMIN_BENCH_RUNS ?? 30);
const BATCH = 20_000;

const CASES: [string, Partial<OrderFilter>][] = [
  ['all, page 1', {}],
  ['all, page 500', { page: 500 }],
  ['stage = paid', { stage: 'paid' }],
  ['status = delivering (3 stages)', { status: 'delivering' }],
  ['payment status = verifying', { paymentStatus: 'verifying' }],
  ['store = amazon', { store: 'amazon' }],
  ['payment type = khqr', { paymentType: 'khqr' }],
  ['date range (1 week)', { from: '2026-01-01', to: '2026-01-07' }],
  ['stage = placed + 1 month', { stage: 'placed', from: '2026-01-01', to: '2026-01-31' }],
  ['store + payment status, page 3', { store: 'taobao', paymentStatus: 'paid', page: 3 }],
  [
    'all filters',
    {
      stage: 'placed',
      store: 'taobao',
      paymentType: 'cod',
      paymentStatus: 'verifying',
      from: '2025-06-01',
      to: '2026-02-28',
    },
  ],
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const flatten = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(flatten)];

async function explain(db: Db, query: { getSQL(): ReturnType<typeof sql> }): Promise<{ scans: string; ms: number }> {
  const result = (await db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query.getSQL()}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = Object.values(result.rows[0]!)[0];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number }[];
  const scans = flatten(top!.Plan)
    .filter((n) => n['Relation Name'] === 'orders' || n['Index Name']?.startsWith('orders_'))
    .map((n) => (n['Index Name'] ? `${n['Node Type'].replace(' Scan', '')} ${n['Index Name']}` : n['Node Type']));
  return { scans: [...new Set(scans)].join(' + '), ms: top!['Execution Time'] };
}

async function fill(db: Db): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.note, BULK_NOTE));
  if (n >= TARGET) return n;
  const ids = (await db.select({ id: users.id }).from(users).limit(50)).map((u) => u.id);
  const started = performance.now();
  for (let from = n + 1; from <= TARGET; from += BATCH) {
    const to = Math.min(TARGET, from + BATCH - 1);
    // One order every 5 minutes back from 2026-03-01: 100k orders cover about 347 days.
    await insertBulkOrders(db, {
      userIds: ids,
      from,
      to,
      newest: new Date('2026-03-01T00:00:00Z'),
      spacingSeconds: 300,
    });
    console.error(`[admin-orders] ${to} orders`);
  }
  console.error(
    `[admin-orders] inserted ${TARGET - n} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return TARGET;
}

async function main() {
  const target = process.argv[2] ?? process.env.ADMIN_BENCH_DATABASE_URL;
  if (!target) {
    console.error('usage: npx tsx bench/src/admin-orders.ts <postgres://...|pglite>');
    process.exit(2);
  }
  const opened = await openDb(target === 'pglite' ? {} : { url: target, poolSize: 2 });
  try {
    await opened.migrate();
    await seed(opened.db, { demoUsers: true, hashPassword });
    const total = await fill(opened.db);
    // As autovacuum leaves a busy table: statistics fresh and the visibility map set (index-only scans).
    await opened.db.execute(sql`VACUUM ANALYZE orders`);
    console.log(
      `\nAdmin order list on ${opened.kind}, ${total} synthetic orders (${RUNS} runs each; count + page of 20)\n`,
    );
    console.log('| filter | matches | p50 ms | p95 ms | count plan (exec ms) | page plan (exec ms) |');
    console.log('|---|---:|---:|---:|---|---|');
    for (const [name, filter] of CASES) {
      const f: OrderFilter = { page: 1, perPage: 20, ...filter };
      for (let i = 0; i < 3; i++) await listOrders(opened.db, f);
      const times: number[] = [];
      let matches = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        matches = (await listOrders(opened.db, f)).total;
        times.push(performance.now() - t0);
      }
      const queries = orderListQueries(opened.db, f);
      const [count, page] = [await explain(opened.db, queries.count), await explain(opened.db, queries.page)];
      console.log(
        `| ${name} | ${matches} | ${median(times).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${count.scans} (${count.ms.toFixed(1)}) | ${page.scans} (${page.ms.toFixed(1)}) |`,
      );
    }
  } finally {
    await opened.close();
  }
}

await main();
