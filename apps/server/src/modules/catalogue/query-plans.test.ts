import { describe, expect, it, vi } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type TestApp, useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from '../checkout/commerce-fixtures';

interface Query {
  sql: string;
  params: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Every statement the app builds while `task` runs (drizzle turns each one into SQL here). */
async function queriesOf(task: () => Promise<unknown>): Promise<Query[]> {
  const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await task();
    return spy.mock.results.map((r) => r.value as Query);
  } finally {
    spy.mockRestore();
  }
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plan of `query` with sequential scans priced out (`enable_seqscan = off`): the demo tables
 * are small enough that a sequential scan would win anyway, so this asks whether an index *can*
 * serve the query, which is what matters at a million products. `dropIndexes` are dropped inside
 * the same transaction (rolled back), to ask whether the remaining ones can serve it too; `setup`
 * statements run there first (more rows), and `seqscan` leaves the planner its own choice.
 */
async function planOf(
  t: TestApp,
  query: Query,
  options: { dropIndexes?: string[]; setup?: string[]; seqscan?: boolean } = {},
): Promise<PlanNode[]> {
  const client = (t.opened.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const lite = t.opened.kind === 'pglite' ? (client as PGlite) : null;
  const conn = lite ? null : await (client as pg.Pool).connect();
  type Row = { 'QUERY PLAN': unknown };
  const run = async (text: string, params: unknown[] = []): Promise<Row[]> =>
    lite ? (await lite.query<Row>(text, params)).rows : (await conn!.query<Row>(text, params)).rows;
  let raw: unknown;
  try {
    await run('BEGIN');
    if (!options.seqscan) await run('SET LOCAL enable_seqscan = off');
    for (const statement of options.setup ?? []) await run(statement);
    for (const index of options.dropIndexes ?? []) await run(`DROP INDEX ${index}`);
    raw = (await run(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params))[0]?.['QUERY PLAN'];
  } finally {
    await run('ROLLBACK');
    conn?.release();
  }
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf(parsed[0]!.Plan);
}

const reads = (queries: Query[], table: string) =>
  queries.filter((q) => /^\s*(select|with)\b/i.test(q.sql) && q.sql.includes(`from "${table}"`));

describe.each(TEST_DB_KINDS)('query plans and query counts on %s', (kind) => {
  let shopper: string;
  let ownIds: string[];
  /** A product with options goes to the cart as one of its SKUs (issue 25 item 6). */
  const skuOf = new Map<string, string | undefined>();

  async function addToCart(count: number) {
    for (const id of ownIds.slice(0, count)) {
      if (!skuOf.has(id)) {
        const detail = await t.call<{ result: { item: { props: unknown[]; skus: { sku_id: string }[] } } }>(
          'GET',
          `/api/fardin?api=item_detail_simple&num_iid=${id}`,
        );
        const item = detail.body.result.item;
        skuOf.set(id, item.props.length ? item.skus[0]?.sku_id : undefined);
      }
      expect(
        (
          await t.call('POST', '/api/cart/add', {
            token: shopper,
            body: { product_id: id, type: 'fardin', quantity: 1, variant: skuOf.get(id) },
          })
        ).status,
      ).toBe(201);
    }
  }

  async function placeOrder() {
    const cart = await t.call<{ data: Record<string, { id: number }[]> }>('GET', '/api/cart?type=fardin', {
      token: shopper,
    });
    const items = cart.body.data.fardin!.map((l) => l.id);
    expect(
      (
        await t.call('POST', '/api/checkout?address=Home', {
          token: shopper,
          body: { type: 'fardin', items, payment_type: 'cod' },
        })
      ).status,
    ).toBe(200);
  }

  const t = useTestApp(kind, async (t) => {
    shopper = await makeShopper(t, '+85510000088');
    const all = await t.call<{ result: { item: { num_iid: string }[] } }>(
      'GET',
      '/api/fardin?api=item_search&q=&page_size=8',
    );
    ownIds = all.body.result.item.map((i) => i.num_iid);
    expect(ownIds.length).toBe(8);
  });

  it('own-catalogue search and product detail read products through an index', async () => {
    const search = await queriesOf(() => t.call('GET', '/api/fardin?api=item_search&q=shirt&page_size=7'));
    const detail = await queriesOf(() => t.call('GET', `/api/fardin?api=item_detail_simple&num_iid=${ownIds[0]}`));
    const sorted = await queriesOf(() =>
      t.call('GET', '/api/fardin?api=item_search&q=&sort=price_asc&start_price=1&page_size=7'),
    );
    const queries = [...reads(search, 'products'), ...reads(detail, 'products'), ...reads(sorted, 'products')];
    expect(queries.length).toBeGreaterThanOrEqual(5); // page + count of both searches, the detail
    for (const query of queries) {
      const scans = (await planOf(t, query)).filter((n) => n['Relation Name'] === 'products');
      expect(scans.length, query.sql).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Node Type'], query.sql).not.toBe('Seq Scan');
    }
    // The text condition alone is index-served too (what a million products need): without the
    // store indexes, the full-text GIN index answers it (decision 0067).
    const [textQuery] = reads(search, 'products');
    const textIndexes = (
      await planOf(t, textQuery!, {
        dropIndexes: ['products_store_category_idx', 'products_store_price_idx', 'products_store_source_id_idx'],
      })
    ).map((n) => n['Index Name']);
    expect(textIndexes, textQuery!.sql).toContain('products_search_words_idx');
    const [detailQuery] = reads(detail, 'products');
    const detailScans = (await planOf(t, detailQuery!)).filter((n) => n['Index Name']);
    expect(detailScans.map((n) => n['Index Name'])).toContain('products_store_source_id_idx');
  });

  it.runIf(kind === 'postgres')(
    'at scale the planner reads a two-word Latin search from the full-text index, each word an exact entry',
    async () => {
      const search = await queriesOf(() => t.call('GET', '/api/fardin?api=item_search&q=quilted%20parkas&page_size=7'));
      const [textQuery] = reads(search, 'products');
      // 10,000 more own products (500 quilted, 333 parkas, none both), rolled back afterwards:
      // the planner weighs a scan of the table against the index with a catalogue's statistics.
      const nodes = await planOf(t, textQuery!, {
        seqscan: true,
        setup: [
          // The new rows go into the index itself, not its pending list (as after a vacuum).
          "SET LOCAL gin_pending_list_limit = '64kB'",
          `INSERT INTO products (store, source_id, country, title, currency, price_cents, price_usd_cents)
           SELECT 'fardin', 'plan-' || g, 'fardin',
             (CASE WHEN g % 20 = 0 THEN 'Quilted ' ELSE 'Cotton ' END) || (CASE WHEN g % 30 = 1 THEN 'parka ' ELSE 'shirt ' END) || g,
             'USD', 100, 100
           FROM generate_series(1, 10000) AS g`,
          'ANALYZE products',
        ],
      });
      const scans = nodes.filter((n) => n['Relation Name'] === 'products');
      expect(
        scans.map((n) => n['Node Type']),
        textQuery!.sql,
      ).not.toContain('Seq Scan');
      const words = nodes.find((n) => n['Index Name'] === 'products_search_words_idx');
      expect(words?.['Index Cond'], textQuery!.sql).toBeDefined();
      // Both words (the singular of "parkas") looked up whole: a word start is an entry of the
      // vector (search_words keeps every prefix), never a prefix scan (':*') of the index.
      expect(words!['Index Cond']).toMatch(/'quilted'.*'parka'/);
      expect(words!['Index Cond']).not.toContain(':*');
    },
  );

  it('cart and order lists use indexes and a fixed number of queries, however many lines', async () => {
    await addToCart(2);
    const cartSmall = await queriesOf(() => t.call('GET', '/api/cart', { token: shopper }));
    await placeOrder();
    await addToCart(2);
    await placeOrder();
    const ordersSmall = await queriesOf(() => t.call('GET', '/api/checkout/history', { token: shopper }));

    await addToCart(8);
    const cartBig = await queriesOf(() => t.call('GET', '/api/cart', { token: shopper }));
    await placeOrder();
    await addToCart(5);
    await placeOrder();
    await addToCart(3);
    await placeOrder();
    const ordersBig = await queriesOf(() => t.call('GET', '/api/checkout/history', { token: shopper }));

    // No query per line or per order (N+1): 4x the lines, 2.5x the orders, the same statements.
    expect(cartBig.length).toBe(cartSmall.length);
    expect(ordersBig.length).toBe(ordersSmall.length);
    expect(cartBig.length).toBeLessThanOrEqual(3);
    expect(ordersBig.length).toBeLessThanOrEqual(5);

    const lists = [...reads(cartBig, 'cart_lines'), ...reads(ordersBig, 'orders'), ...reads(ordersBig, 'order_lines')];
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const query of lists) {
      const nodes = await planOf(t, query);
      for (const scan of nodes.filter((n) =>
        ['cart_lines', 'orders', 'order_lines'].includes(n['Relation Name'] ?? ''),
      )) {
        expect(scan['Node Type'], query.sql).not.toBe('Seq Scan');
      }
    }
  });
});
