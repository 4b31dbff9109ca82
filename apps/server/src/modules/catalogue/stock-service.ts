import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { products } from '@fardin/db/schema/catalogue';
import { CHECKOUT_CODE, outOfStockText } from '@fardin/core/checkout-text';
import { HttpError } from '../../http/errors';

/**
 * Stock of the shop's own catalogue (decision 0011). Only `fardin` products are ours to count:
 * a marketplace's stock belongs to the marketplace. A product whose `stock` is null is not counted.
 * Both functions run inside the caller's transaction and lock product rows in ascending id order
 * (then variant), the one order every stock writer follows, so two of them never wait in a cycle.
 */
export const OWN_STORE = 'fardin';

export interface StockLine {
  store: string;
  productId: string;
  /** SKU id; '' when the product has no variants. */
  variant: string;
  quantity: number;
}

interface Target {
  index: number;
  id: number;
  title: string;
  line: StockLine;
}

/** The own-catalogue lines with their product rows, sorted by product id then variant. */
async function targets(tx: Db, lines: readonly StockLine[]): Promise<Target[]> {
  const own = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.store === OWN_STORE && line.quantity > 0);
  if (own.length === 0) return [];
  const rows = await tx
    .select({ id: products.id, sourceId: products.sourceId, title: products.title, stock: products.stock })
    .from(products)
    .where(
      and(
        eq(products.store, OWN_STORE),
        inArray(products.sourceId, [...new Set(own.map(({ line }) => line.productId))]),
      ),
    );
  const bySource = new Map(rows.map((r) => [r.sourceId, r]));
  const found: Target[] = [];
  for (const { line, index } of own) {
    const row = bySource.get(line.productId);
    if (row && row.stock !== null) found.push({ index, id: row.id, title: row.title, line });
  }
  return found.sort(
    (a, b) => a.id - b.id || (a.line.variant < b.line.variant ? -1 : a.line.variant > b.line.variant ? 1 : 0),
  );
}

/** The SKU's quantity inside the row's `skus` jsonb (null when the SKU is not there). */
function skuQuantity(variant: string): SQL<number | null> {
  return sql<
    number | null
  >`(select (e->>'quantity')::int from jsonb_array_elements(${products.skus}) as e where e->>'skuId' = ${variant} limit 1)`;
}

/** The `skus` jsonb with `delta` added to one SKU's quantity, order kept. */
function skusPlus(variant: string, delta: number): SQL {
  return sql`(select coalesce(jsonb_agg(case when x.e->>'skuId' = ${variant} then jsonb_set(x.e, '{quantity}', to_jsonb((x.e->>'quantity')::int + ${delta}::int)) else x.e end order by x.i), '[]'::jsonb) from jsonb_array_elements(${products.skus}) with ordinality as x(e, i))`;
}

/**
 * Takes each own-catalogue line's quantity from stock: one conditional UPDATE per line
 * (`stock >= n`, and the variant's SKU quantity >= n), so the last unit goes to exactly one order
 * whatever the concurrency. Returns the units reserved per line (0: not counted); throws a 409
 * `checkout.out_of_stock` when a line no longer fits (the caller's transaction then rolls back).
 */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<number[]> {
  const reserved = lines.map(() => 0);
  for (const { index, id, title, line } of await targets(tx, lines)) {
    const n = line.quantity;
    const fits = line.variant
      ? and(eq(products.id, id), gte(products.stock, n), sql`${skuQuantity(line.variant)} >= ${n}`)
      : and(eq(products.id, id), gte(products.stock, n));
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}`, ...(line.variant ? { skus: skusPlus(line.variant, -n) } : {}) })
      .where(fits)
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [now] = await tx
        .select({ stock: products.stock, sku: line.variant ? skuQuantity(line.variant) : sql<number | null>`null` })
        .from(products)
        .where(eq(products.id, id));
      const left = Math.max(0, Math.min(now?.stock ?? 0, line.variant ? (now?.sku ?? 0) : Number.MAX_SAFE_INTEGER));
      throw new HttpError(409, CHECKOUT_CODE.outOfStock, {
        message: outOfStockText(title, left),
        params: { title, left },
      });
    }
    reserved[index] = n;
  }
  return reserved;
}

/** Gives reserved units back (an order cancelled); lines of products no longer counted are skipped. */
export async function releaseStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const { id, line } of await targets(tx, lines)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        ...(line.variant ? { skus: skusPlus(line.variant, line.quantity) } : {}),
      })
      .where(eq(products.id, id));
  }
}

/**
 * Units left of own-catalogue cart lines, in one query (the cart lists many lines): keyed
 * `productId/variant`; null when the product's stock is not counted, 0 when it is no longer sold.
 * Lines whose product is not in the table are left out (the caller asks its lookup).
 */
export async function stockLeft(
  db: Db,
  lines: readonly { productId: string; variant: string }[],
): Promise<Map<string, number | null>> {
  const left = new Map<string, number | null>();
  if (lines.length === 0) return left;
  const rows = await db
    .select({ sourceId: products.sourceId, stock: products.stock, skus: products.skus, active: products.active })
    .from(products)
    .where(and(eq(products.store, OWN_STORE), inArray(products.sourceId, [...new Set(lines.map((l) => l.productId))])));
  const bySource = new Map(rows.map((r) => [r.sourceId, r]));
  for (const line of lines) {
    const row = bySource.get(line.productId);
    if (!row) continue;
    const sku = line.variant ? row.skus.find((s) => s.skuId === line.variant) : undefined;
    left.set(
      stockKey(line),
      !row.active ? 0 : row.stock === null ? null : sku ? Math.min(sku.quantity, row.stock) : row.stock,
    );
  }
  return left;
}

export function stockKey(line: { productId: string; variant: string }): string {
  return `${line.productId}/${line.variant}`;
}
