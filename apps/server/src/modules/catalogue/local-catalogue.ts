import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { products } from '@fardin/db/schema/catalogue';
import { convertToUsd, fromCents } from '@fardin/core/money';
import { OWN_SELLER, type Product, type ProductSummary } from '@fardin/core/contract-catalogue';
import type { StoreCode } from '@fardin/core/contract-foundation';
import {
  imageUrl,
  type ImageSearchParams,
  type MarketplaceSource,
  type RatesProvider,
  type SearchPage,
  type SearchParams,
} from '../../integrations/marketplace/types';
import { conceptSetsMatch, conceptsScore, searchConcepts } from './text-match';

type Row = typeof products.$inferSelect;

/** The titles the catalogue keeps per interface language (empty ones left out). */
function knownTitles(row: Row): { kh?: string; en?: string; zh?: string } {
  return {
    ...(row.titleKh ? { kh: row.titleKh } : {}),
    ...(row.titleEn ? { en: row.titleEn } : {}),
    ...(row.titleZh ? { zh: row.titleZh } : {}),
  };
}

/** Lazada, Shopee and Amazon products belong to a country's site; other stores ignore the country filter. */
const REGIONAL = new Set(['lazada', 'shopee', 'amazon']);
const WORD_SIMILARITY = 0.45;
/**
 * A text search ranks, sorts and counts at most this many matches (50 pages of 12). Ranking and
 * counting every match of a common word took seconds at 1M products; a bounded set keeps the
 * answer in milliseconds (decision 0010). Fewer matches than this are all ranked, as before.
 */
export const SEARCH_CANDIDATE_LIMIT = 600;

interface Candidate {
  id: number;
  rank: number;
  priceUsdCents: number;
  sales: number;
}

type SearchOrder = 'price_asc' | 'price_desc' | 'sales' | 'rank';

/**
 * The candidates worth showing: those ranked at least half as high as the best. A product whose
 * titles carry the words once (a Khmer compound that contains the word) is dropped when others
 * carry them in every language; when all are weak, all stay.
 */
function strongest(list: Candidate[]): Candidate[] {
  const best = Math.max(0, ...list.map((c) => c.rank));
  return list.filter((c) => c.rank * 2 >= best);
}

/** Sorts candidates like the SQL ORDER BY of a full search would (ties by id). */
export function sortCandidates(list: Candidate[], order: SearchOrder): Candidate[] {
  const key: Record<SearchOrder, (c: Candidate) => number> = {
    price_asc: (c) => c.priceUsdCents,
    price_desc: (c) => -c.priceUsdCents,
    sales: (c) => -c.sales,
    rank: (c) => -c.rank,
  };
  const by = key[order];
  return [...list].sort((a, b) => by(a) - by(b) || a.id - b.id);
}

/**
 * The catalogue's own product source (issue 30 item 3: it reads this module's `products` table, so
 * it lives here and is handed to the marketplace integration as its local source).
 * The embedded default: products in our own database (the demo catalogue and the shop's `fardin`
 * catalogue). Text search: the glossary's concepts of the words on one full-text index of every
 * title (text-match.ts, decision 0067), so Khmer, Chinese and English match; a trigram match for
 * typos when nothing did.
 */
export function createLocalCatalogue(db: Db, rates: RatesProvider): MarketplaceSource {
  async function toSummary(row: Row): Promise<ProductSummary> {
    const price = fromCents(row.priceCents);
    const promotion = row.promotionPriceCents === null ? null : fromCents(row.promotionPriceCents);
    return {
      num_iid: row.sourceId,
      store: row.store as StoreCode,
      country: row.country,
      title: row.title,
      ...(row.titleKh || row.titleEn || row.titleZh ? { titles: knownTitles(row) } : {}),
      pic: imageUrl(row.images[0] ?? '/categories/default.svg'),
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

  /** One page and the total of a browse without search text (category, price range). */
  async function page(where: SQL | undefined, order: SQL[], p: number, size: number): Promise<SearchPage> {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((p - 1) * size);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    return { items: await Promise.all(rows.map(toSummary)), total: count?.total ?? 0, page: p, pageSize: size };
  }

  /**
   * Text search in two steps: the ids (with rank, price and sales) of at most
   * SEARCH_CANDIDATE_LIMIT matches, sorted here; then the rows of the asked page. A product matches
   * when every concept of the words (or of one of their translations) is in its titles
   * (text-match.ts, index-assisted); the fuzzy trigram match (typos) runs only when nothing
   * matched, inside a transaction that lowers pg_trgm's word-similarity threshold (0.6 by default)
   * so a one-letter typo still matches. Matches much weaker than the best are left out.
   */
  async function textSearch(filters: (SQL | undefined)[], q: string, params: SearchParams): Promise<SearchPage> {
    const texts = [q, ...(params.alternatives ?? []).map((t) => t.trim()).filter((t) => t && t !== q)];
    const exact = conceptSetsMatch(texts.map(searchConcepts));
    const exactRank = exact
      ? sql<number>`greatest(${sql.join(exact.sets.map(conceptsScore), sql`, `)})`
      : sql<number>`0::float8`;
    const fuzzyRank = sql<number>`word_similarity(${q}, ${products.searchText})::float8`;
    const candidates = (q2: Db, match: SQL | undefined, rank: SQL<number>) =>
      q2
        .select({ id: products.id, rank, priceUsdCents: products.priceUsdCents, sales: products.sales })
        .from(products)
        .where(and(...filters, match))
        .limit(SEARCH_CANDIDATE_LIMIT);
    let found: Candidate[] = exact ? strongest(await candidates(db, exact.match, exactRank)) : [];
    if (found.length === 0) {
      found = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
        return candidates(
          tx as unknown as Db,
          or(...texts.map((text) => sql`${text} <% ${products.searchText}`)),
          fuzzyRank,
        );
      });
    }
    const order: SearchOrder =
      params.sort === 'price_asc' || params.sort === 'price_desc' || params.sort === 'sales' ? params.sort : 'rank';
    const pageIds = sortCandidates(found, order)
      .slice((params.page - 1) * params.pageSize, params.page * params.pageSize)
      .map((c) => c.id);
    const rows = pageIds.length ? await db.select().from(products).where(inArray(products.id, pageIds)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = pageIds.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
    return {
      items: await Promise.all(ordered.map(toSummary)),
      total: found.length,
      page: params.page,
      pageSize: params.pageSize,
    };
  }

  return {
    name: 'local',
    async search(params: SearchParams) {
      const filters: (SQL | undefined)[] = [eq(products.store, params.store), eq(products.active, true)];
      if (params.country && REGIONAL.has(params.store))
        filters.push(sql`lower(${products.country}) = ${params.country.toLowerCase()}`);
      if (params.category) filters.push(eq(products.category, params.category));
      if (params.startPriceUsd !== undefined)
        filters.push(gte(products.priceUsdCents, Math.round(params.startPriceUsd * 100)));
      if (params.endPriceUsd !== undefined)
        filters.push(lte(products.priceUsdCents, Math.round(params.endPriceUsd * 100)));
      const q = params.q.trim();
      if (q) return textSearch(filters, q, params);
      const order: SQL[] =
        params.sort === 'price_asc'
          ? [asc(products.priceUsdCents)]
          : params.sort === 'price_desc'
            ? [desc(products.priceUsdCents)]
            : params.sort === 'sales'
              ? [desc(products.sales)]
              : [];
      order.push(asc(products.id));
      return page(and(...filters), order, params.page, params.pageSize);
    },

    async detail(store, id) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.store, store), eq(products.sourceId, id), eq(products.active, true)));
      if (!row) return null;
      const summary = await toSummary(row);
      const table = await rates();
      const product: Product = {
        ...summary,
        original_title: row.title,
        titles: knownTitles(row),
        images: row.images.map(imageUrl),
        description: row.description,
        descriptions: row.descriptions,
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
        // The shop's own catalogue is sold by the shop itself; other rows keep the shop they came with.
        seller:
          row.store === 'fardin' ? OWN_SELLER : row.sellerName ? { id: row.sellerId, name: row.sellerName } : null,
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
