import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { products } from '@fardin/db/schema/catalogue';
import { convertToUsd, fromCents } from '@fardin/core/money';
import type { Product, ProductSummary } from '@fardin/core/contract-catalogue';
import type { StoreCode } from '@fardin/core/contract-foundation';
import { absoluteImageUrl, type ImageSearchParams, type MarketplaceSource, type RatesProvider, type SearchPage, type SearchParams } from './types';

type Row = typeof products.$inferSelect;

/** Escapes LIKE wildcards so a shopper's `%` or `_` is literal. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Lazada and Shopee products belong to a region; other stores ignore the country filter. */
const REGIONAL = new Set(['lazada', 'shopee']);
const WORD_SIMILARITY = 0.45;

/**
 * The embedded default: products in our own database (the demo catalogue and the shop's `fardin`
 * catalogue). Text search = full text ('simple') OR trigram/substring on every title, so Khmer,
 * Chinese, English and typos all match; ranked by text rank and trigram similarity.
 */
export function createLocalCatalogue(db: Db, rates: RatesProvider, publicUrl: string): MarketplaceSource {
  async function toSummary(row: Row): Promise<ProductSummary> {
    const price = fromCents(row.priceCents);
    const promotion = row.promotionPriceCents === null ? null : fromCents(row.promotionPriceCents);
    return {
      num_iid: row.sourceId,
      store: row.store as StoreCode,
      country: row.country,
      title: row.title,
      pic: absoluteImageUrl(row.images[0] ?? '/categories/default.svg', publicUrl),
      price,
      promotion_price: promotion,
      currency: row.currency,
      // What the shopper pays: the promotion price when there is one.
      price_usd: convertToUsd(promotion ?? price, row.currency, await rates()),
      sales: row.sales,
      detail_url: row.sourceUrl,
      demo: row.demo,
    };
  }

  /**
   * One page and the total. Text searches run in a transaction that lowers pg_trgm's word
   * similarity threshold (0.6 by default) so a one-letter typo still matches, index-assisted.
   */
  async function page(where: SQL | undefined, order: SQL[], p: number, size: number, fuzzy = false): Promise<SearchPage> {
    const run = async (q: Db) => {
      if (fuzzy) await q.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
      const rows = await q.select().from(products).where(where).orderBy(...order).limit(size).offset((p - 1) * size);
      const [count] = await q.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
      return { rows, total: count?.total ?? 0 };
    };
    const { rows, total } = fuzzy ? await db.transaction((tx) => run(tx as unknown as Db)) : await run(db);
    return { items: await Promise.all(rows.map(toSummary)), total, page: p, pageSize: size };
  }

  return {
    name: 'local',
    async search(params: SearchParams) {
      const filters: (SQL | undefined)[] = [eq(products.store, params.store), eq(products.active, true)];
      if (params.country && REGIONAL.has(params.store)) filters.push(sql`lower(${products.country}) = ${params.country.toLowerCase()}`);
      if (params.category) filters.push(eq(products.category, params.category));
      if (params.startPriceUsd !== undefined) filters.push(gte(products.priceUsdCents, Math.round(params.startPriceUsd * 100)));
      if (params.endPriceUsd !== undefined) filters.push(lte(products.priceUsdCents, Math.round(params.endPriceUsd * 100)));
      const q = params.q.trim();
      let rank: SQL | null = null;
      if (q) {
        const texts = [q, ...(params.alternatives ?? []).map((t) => t.trim()).filter((t) => t && t !== q)];
        filters.push(
          or(
            ...texts.flatMap((text) => [
              sql`${products.searchVector} @@ plainto_tsquery('simple', ${text})`,
              sql`${products.searchText} ILIKE ${likePattern(text)}`,
              sql`${text} <% ${products.searchText}`,
            ]),
          ),
        );
        rank = sql`ts_rank(${products.searchVector}, plainto_tsquery('simple', ${q})) + word_similarity(${q}, ${products.searchText})`;
      }
      const order: SQL[] =
        params.sort === 'price_asc' ? [asc(products.priceUsdCents)]
        : params.sort === 'price_desc' ? [desc(products.priceUsdCents)]
        : params.sort === 'sales' ? [desc(products.sales)]
        : rank ? [desc(rank)]
        : [];
      order.push(asc(products.id));
      return page(and(...filters), order, params.page, params.pageSize, q.length > 0);
    },

    async detail(store, id) {
      const [row] = await db.select().from(products).where(and(eq(products.store, store), eq(products.sourceId, id), eq(products.active, true)));
      if (!row) return null;
      const summary = await toSummary(row);
      const table = await rates();
      const product: Product = {
        ...summary,
        original_title: row.title,
        titles: { kh: row.titleKh || undefined, en: row.titleEn || undefined, zh: row.titleZh || undefined },
        images: row.images.map((src) => absoluteImageUrl(src, publicUrl)),
        description: row.description,
        category: row.category,
        stock: row.stock,
        props: row.props,
        skus: row.skus.map((s) => ({
          sku_id: s.skuId,
          properties: s.properties,
          price: fromCents(s.priceCents),
          price_usd: convertToUsd(fromCents(s.priceCents), row.currency, table),
          quantity: s.quantity,
        })),
      };
      return product;
    },

    /**
     * Offline there is no visual model: an image of one of our products finds that product's kind
     * (same base item, then its category); any other image gets a stable pick of one category.
     */
    async imageSearch(params: ImageSearchParams) {
      const demo = /\/api\/demo-image\/([a-z-]+)-(\d{1,2})-\d\.svg/.exec(params.imageUrl);
      const categories = ['women', 'shoes-bags', 'men', 'electric', 'automotive', 'kids', 'sports', 'home'];
      let hash = 0;
      for (const ch of params.imageUrl) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
      const category = demo?.[1] ?? categories[hash % categories.length]!;
      const where = and(eq(products.store, params.store), eq(products.active, true), eq(products.category, category));
      const order = [desc(products.sales), asc(products.id)];
      if (demo) order.unshift(desc(sql`${products.images}->>0 like ${`/api/demo-image/${demo[1]}-${demo[2]}-%`}`));
      return page(where, order, params.page, params.pageSize);
    },
  };
}
