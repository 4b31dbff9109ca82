import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The query of one form of a shopper's word against `search_vector`: its words in a row, Khmer or
 * Chinese as the phrase of its character pairs. SQL function of the hand-written migration
 * 0022_search_words (decision 0067), beside `search_words`, which computes the vector.
 */
export function searchPhrase(form: string): SQL {
  return sql`search_phrase(${form}::text)`;
}

export interface ProductPropRow {
  pid: string;
  name: string;
  values: { vid: string; name: string; image?: string }[];
}
export interface ProductSkuRow {
  skuId: string;
  properties: string;
  priceCents: number;
  quantity: number;
}

/**
 * Products of every marketplace, the shop's own catalogue `fardin` included (store + source id is
 * unique). Prices are integer cents of the source currency; `priceUsdCents` is the sort and filter
 * key, refreshed whenever the price or the rates change. Images are paths or absolute URLs.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    store: text('store').notNull(),
    sourceId: text('source_id').notNull(),
    country: text('country').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleKh: text('title_kh').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    category: text('category'),
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
    promotionPriceCents: integer('promotion_price_cents'),
    priceUsdCents: integer('price_usd_cents').notNull(),
    sales: integer('sales').notNull().default(0),
    stock: integer('stock'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** The description in interface languages where the catalogue has them (the demo catalogue's); the seller's own text stays in `description`. */
    descriptions: jsonb('descriptions').$type<{ kh?: string; en?: string; zh?: string }>().notNull().default({}),
    props: jsonb('props').$type<ProductPropRow[]>().notNull().default([]),
    skus: jsonb('skus').$type<ProductSkuRow[]>().notNull().default([]),
    sourceUrl: text('source_url').notNull().default(''),
    /** The marketplace shop selling it (decision 0038); null where the source did not say. */
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Every title in one text: the trigram index finds typos (the words themselves: `search_vector`). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`${products.title} || ' ' || ${products.titleEn} || ' ' || ${products.titleKh} || ' ' || ${products.titleZh}`,
    ),
    /**
     * Every title as search entries (`search_words`, migration 0022_search_words, decision 0067): Latin
     * words and each of their prefixes, Khmer and Chinese characters alone and in pairs.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`search_words(${products.title} || ' ' || ${products.titleEn} || ' ' || ${products.titleKh} || ' ' || ${products.titleZh})`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_store_source_id_idx').on(table.store, table.sourceId),
    index('products_store_category_idx').on(table.store, table.category),
    index('products_store_price_idx').on(table.store, table.priceUsdCents),
    index('products_search_words_idx').using('gin', table.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The stock guard's last line (issue 25 item 6): counted stock, and each SKU's, never below zero.
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_sku_quantity_not_negative', sql`not jsonb_path_exists(${table.skus}, '$[*] ? (@.quantity < 0)')`),
  ],
);

/** Cache of translated texts (translation integration), one row per source text and target language. */
export const translations = pgTable(
  'translations',
  {
    lang: text('lang').notNull(),
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    translated: text('translated').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.sourceHash] })],
);
