import pg from 'pg';
import { openDb } from '@fardin/db/open-db';
import { startStore } from './server';
import { percentile, type Section } from './types';

export interface ScaleRow {
  products: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  budgetMet: boolean;
  failed: number;
}

const SIZES = [100_000, 1_000_000];
const P95_BUDGET_MS = 30;
const BATCH = 100_000;
const EN = ['shirt', 'shoe', 'bag', 'phone case', 'watch', 'dress', 'jacket', 'hat', 'sock', 'lamp', 'kettle', 'helmet', 'charger', 'scarf', 'wallet', 'toy car', 'backpack', 'sandal', 'mirror', 'cushion'];
const KH = ['អាវ', 'ស្បែកជើង', 'កាបូប', 'ស្រោមទូរស័ព្ទ', 'នាឡិកា', 'រ៉ូប', 'អាវក្រៅ', 'មួក', 'ស្រោមជើង', 'ចង្កៀង', 'កំសៀវ', 'មួកសុវត្ថិភាព', 'ឆ្នាំងសាក', 'កន្សែងក', 'កាបូបលុយ', 'ឡានលេង', 'កាបូបស្ពាយ', 'ស្បែកជើងផ្ទាត់', 'កញ្ចក់', 'ខ្នើយ'];
const ZH = ['衬衫', '鞋', '包', '手机壳', '手表', '连衣裙', '夹克', '帽子', '袜子', '台灯', '水壶', '头盔', '充电器', '围巾', '钱包', '玩具车', '背包', '凉鞋', '镜子', '靠垫'];
const ADJ = ['cotton', 'leather', 'red', 'blue', 'black', 'summer', 'winter', 'kids', 'women', 'men', 'sport', 'classic', 'mini', 'large', 'smart'];
const CATEGORIES = ['men', 'women', 'kids', 'shoes-bags', 'electric', 'home', 'sports', 'automotive'];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Adds `bench-<n>` rows to the own catalogue until it holds `size` of them (idempotent across runs). */
async function fill(client: pg.Client, size: number): Promise<void> {
  const { rows } = await client.query<{ n: string }>("SELECT count(*)::text AS n FROM products WHERE store = 'fardin' AND source_id LIKE 'bench-%'");
  for (let from = Number(rows[0]?.n ?? 0) + 1; from <= size; from += BATCH) {
    const to = Math.min(size, from + BATCH - 1);
    await client.query(
      `INSERT INTO products (store, source_id, country, title, title_en, title_kh, title_zh, category, currency, price_cents, price_usd_cents, sales)
       SELECT 'fardin', 'bench-' || g, 'fardin',
         ${arr(ADJ)}[1 + (g / 20) % 15] || ' ' || ${arr(EN)}[1 + g % 20] || ' ' || g,
         ${arr(ADJ)}[1 + (g / 20) % 15] || ' ' || ${arr(EN)}[1 + g % 20],
         ${arr(KH)}[1 + g % 20] || ' ' || g, ${arr(ZH)}[1 + g % 20] || g,
         ${arr(CATEGORIES)}[1 + g % 8], 'USD', 100 + (g * 37) % 50000, 100 + (g * 37) % 50000, g % 997
       FROM generate_series($1::int, $2::int) AS g
       ON CONFLICT DO NOTHING`,
      [from, to],
    );
    console.error(`[bench] scale: ${to} rows`);
  }
  await client.query('ANALYZE products');
}

/** 200 mixed queries: English, Khmer, Chinese, typos, price filters, sorting, later pages. */
function queries(): string[] {
  const list: string[] = [];
  for (let i = 0; i < 200; i++) {
    const k = i % 20;
    const kind = i % 5;
    const q =
      kind === 0 ? EN[k]! : kind === 1 ? KH[k]! : kind === 2 ? ZH[k]! : kind === 3 ? EN[k]!.replace(/(.)(.)/, '$2$1') : `${ADJ[i % 15]} ${EN[k]}`;
    const price = kind === 4 ? '&start_price=5&end_price=80' : '';
    const sort = i % 7 === 0 ? '&sort=price_asc' : '';
    list.push(`/api/fardin?api=item_search&q=${encodeURIComponent(q)}&page=${1 + (i % 3)}${price}${sort}`);
  }
  return list;
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
        for (const path of list.slice(0, 20)) await fetch(store.base + path).then((r) => r.arrayBuffer());
        const times: number[] = [];
        let failed = 0;
        for (const path of list) {
          const started = performance.now();
          const res = await fetch(store.base + path);
          await res.arrayBuffer();
          times.push(performance.now() - started);
          if (!res.ok) failed++;
        }
        const p95 = Math.round(percentile(times, 95) * 10) / 10;
        rows.push({ products: size, queries: list.length, p50Ms: Math.round(percentile(times, 50) * 10) / 10, p95Ms: p95, budgetMet: p95 <= P95_BUDGET_MS, failed });
      } finally {
        await store.stop();
      }
    }
  } finally {
    await client.end();
  }
  return { rows };
}
