import pg from 'pg';
import { openDb } from '@fardin/db/open-db';
import { startStore } from './server';
import { percentile, type Section } from './types';

export interface ScaleRow {
  products: number;
  /** Queries measured (fewer than 200 when the time cap stopped the round). */
  queries: number;
  p50Ms: number;
  p95Ms: number;
  /** p95 per kind of query: en, kh, zh, typo, price (adjective + noun with a price range). */
  p95ByKindMs: Record<string, number>;
  budgetMet: boolean;
  failed: number;
  note?: string;
}

const SIZES = [100_000, 1_000_000];
const P95_BUDGET_MS = 30;
const BATCH = 100_000;
/** Time cap of the measured queries of one size (BENCH_SCALE_SECONDS), and of one query. */
const ROUND_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 240);
const QUERY_TIMEOUT_MS = 30_000;
const KINDS = ['en', 'kh', 'zh', 'typo', 'price'] as const;
const EN = [
  'shirt',
  'shoe',
  'bag',
  'phone case',
  'watch',
  'dress',
  'jacket',
  'hat',
  'sock',
  'lamp',
  'kettle',
  'helmet',
  'charger',
  'scarf',
  'wallet',
  'toy car',
  'backpack',
  'sandal',
  'mirror',
  'cushion',
];
const KH = [
  'អាវ',
  'ស្បែកជើង',
  'កាបូប',
  'ស្រោមទូរស័ព្ទ',
  'នាឡិកា',
  'រ៉ូប',
  'អាវក្រៅ',
  'មួក',
  'ស្រោមជើង',
  'ចង្កៀង',
  'កំសៀវ',
  'មួកសុវត្ថិភាព',
  'ឆ្នាំងសាក',
  'កន្សែងក',
  'កាបូបលុយ',
  'ឡានលេង',
  'កាបូបស្ពាយ',
  'ស្បែកជើងផ្ទាត់',
  'កញ្ចក់',
  'ខ្នើយ',
];
const ZH = [
  '衬衫',
  '鞋',
  '包',
  '手机壳',
  '手表',
  '连衣裙',
  '夹克',
  '帽子',
  '袜子',
  '台灯',
  '水壶',
  '头盔',
  '充电器',
  '围巾',
  '钱包',
  '玩具车',
  '背包',
  '凉鞋',
  '镜子',
  '靠垫',
];
const ADJ = [
  'cotton',
  'leather',
  'red',
  'blue',
  'black',
  'summer',
  'winter',
  'kids',
  'women',
  'men',
  'sport',
  'classic',
  'mini',
  'large',
  'smart',
];
const CATEGORIES = ['men', 'women', 'kids', 'shoes-bags', 'electric', 'home', 'sports', 'automotive'];

const arr = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`;

/** The bench rows `bench-<n>` with n above `size` (left by the 1M round of an earlier run). */
async function trim(client: pg.Client, size: number): Promise<void> {
  const deleted = await client.query(
    "DELETE FROM products WHERE store = 'fardin' AND source_id LIKE 'bench-%' AND substr(source_id, 7)::int > $1",
    [size],
  );
  await client.query('VACUUM ANALYZE products');
  console.error(`[bench] scale: removed ${deleted.rowCount} rows above ${size}`);
}

/**
 * Makes the own catalogue hold exactly `size` bench rows `bench-<n>` (kept between runs; rows above
 * `size` are deleted first, so the 100k round after an earlier 1M round measures 100k).
 * One `INSERT ... SELECT generate_series` per 100k rows. For a large fill the two GIN indexes
 * (full text, trigram) are dropped first and rebuilt from their own definitions afterwards: one
 * bulk build is several times faster than 1M incremental GIN insertions. All in one transaction,
 * so an interrupted fill leaves the table and its indexes as they were.
 */
async function fill(client: pg.Client, size: number): Promise<void> {
  const { rows } = await client.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM products WHERE store = 'fardin' AND source_id LIKE 'bench-%'",
  );
  const have = Number(rows[0]?.n ?? 0);
  if (have > size) return trim(client, size);
  if (have === size) return;
  const started = Date.now();
  await client.query('BEGIN');
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  const gin =
    size - have > 50_000
      ? (
          await client.query<{ name: string; def: string }>(
            "SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'products' AND indexdef ILIKE '%USING gin%'",
          )
        ).rows
      : [];
  try {
    for (const index of gin) await client.query(`DROP INDEX "${index.name}"`);
    for (let from = have + 1; from <= size; from += BATCH) {
      const to = Math.min(size, from + BATCH - 1);
      await client.query(
        `INSERT INTO products (store, source_id, country, title, title_en, title_kh, title_zh, category, currency, price_cents, price_usd_cents, sales, stock)
         SELECT 'fardin', 'bench-' || g, 'fardin',
           ${arr(ADJ)}[1 + (g / 20) % 15] || ' ' || ${arr(EN)}[1 + g % 20] || ' ' || g,
           ${arr(ADJ)}[1 + (g / 20) % 15] || ' ' || ${arr(EN)}[1 + g % 20],
           ${arr(KH)}[1 + g % 20] || ' ' || g, ${arr(ZH)}[1 + g % 20] || g,
           ${arr(CATEGORIES)}[1 + g % 8], 'USD', 100 + (g * 37) % 50000, 100 + (g * 37) % 50000, g % 997, 100
         FROM generate_series($1::int, $2::int) AS g
         ON CONFLICT DO NOTHING`,
        [from, to],
      );
      console.error(`[bench] scale: ${to} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    for (const index of gin) {
      await client.query(index.def);
      console.error(`[bench] scale: rebuilt ${index.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  await client.query('VACUUM ANALYZE products');
}

/** 200 mixed queries: English, Khmer, Chinese, typos, price filters, sorting, later pages. */
function queries(): { kind: (typeof KINDS)[number]; path: string }[] {
  const list: { kind: (typeof KINDS)[number]; path: string }[] = [];
  for (let i = 0; i < 200; i++) {
    const k = i % 20;
    const kind = i % 5;
    const q =
      kind === 0
        ? EN[k]!
        : kind === 1
          ? KH[k]!
          : kind === 2
            ? ZH[k]!
            : kind === 3
              ? EN[k]!.replace(/(.)(.)/, '$2$1')
              : `${ADJ[i % 15]} ${EN[k]}`;
    const price = kind === 4 ? '&start_price=5&end_price=80' : '';
    const sort = i % 7 === 0 ? '&sort=price_asc' : '';
    list.push({
      kind: KINDS[kind]!,
      path: `/api/fardin?api=item_search&q=${encodeURIComponent(q)}&page=${1 + (i % 3)}${price}${sort}`,
    });
  }
  return list;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One query over HTTP; a query over the timeout counts as failed, at the timeout. */
async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

export async function measureScale(): Promise<Section<{ rows: ScaleRow[] }>> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { skipped: 'set BENCH_DATABASE_URL (PostgreSQL) to measure search at 100k and 1M products' };
  const opened = await openDb({ url, poolSize: 2 });
  await opened.migrate();
  await opened.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: ScaleRow[] = [];
  try {
    const hasTable = await client.query<{ t: string | null }>("SELECT to_regclass('products')::text AS t");
    if (!hasTable.rows[0]?.t) return { skipped: 'no products table (catalogue schema) yet' };
    for (const size of SIZES) {
      await fill(client, size);
      const store = await startStore({ databaseUrl: url });
      try {
        const probe = await fetch(`${store.base}/api/fardin?api=item_search&q=shirt`);
        if (!probe.ok) return { skipped: `own-catalogue search answers ${probe.status}` };
        const list = queries();
        const warmUntil = Date.now() + ROUND_SECONDS * 250;
        for (const q of list.slice(0, 20)) if (Date.now() < warmUntil) await timed(store.base + q.path);
        const measured: { kind: string; ms: number }[] = [];
        let failed = 0;
        const until = Date.now() + ROUND_SECONDS * 1000;
        for (const q of list) {
          if (Date.now() > until) break;
          const { ms, ok } = await timed(store.base + q.path);
          measured.push({ kind: q.kind, ms });
          if (!ok) failed++;
        }
        const times = measured.map((m) => m.ms);
        const p95 = round(percentile(times, 95));
        const p95ByKindMs = Object.fromEntries(
          KINDS.map((kind) => [
            kind,
            round(
              percentile(
                measured.filter((m) => m.kind === kind).map((m) => m.ms),
                95,
              ),
            ),
          ]),
        );
        rows.push({
          products: size,
          queries: measured.length,
          p50Ms: round(percentile(times, 50)),
          p95Ms: p95,
          p95ByKindMs,
          budgetMet: p95 <= P95_BUDGET_MS && failed === 0 && measured.length === list.length,
          failed,
          ...(measured.length < list.length
            ? {
                note: `stopped after ${measured.length} of ${list.length} queries (${ROUND_SECONDS} s cap, BENCH_SCALE_SECONDS)`,
              }
            : {}),
        });
        console.error(
          `[bench] scale: ${size} products, p50 ${rows.at(-1)!.p50Ms} ms, p95 ${p95} ms over ${measured.length} queries`,
        );
      } finally {
        await store.stop();
      }
    }
  } finally {
    await client.end();
  }
  return { rows };
}
