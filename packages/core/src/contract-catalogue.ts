import { z } from 'zod';
import { storeCodeSchema } from './contract-foundation';

/**
 * Our own product type (DOMAIN.md "Marketplace product data"), whatever the source: the local
 * catalogue or an aggregator. Ids are strings (Amazon ASINs), the currency is explicit, images are
 * absolute URLs, prices are in the source currency with the USD equivalent beside them.
 */

export const SEARCH_APIS = ['item_search', 'item_detail_simple', 'image_search'] as const;
const searchApiSchema = z.enum(SEARCH_APIS);

export const MAX_SEARCH_PAGE = 100;
export const MAX_PAGE_SIZE = 60;
export const MAX_QUERY_LENGTH = 200;

/** With `lang=` (decision 0021) `name` is in that language and `name_original` as the source gives it. */
const productPropValueSchema = z.object({
  vid: z.string(),
  name: z.string(),
  name_original: z.string().optional(),
  image: z.string().optional(),
});
/** A variant dimension (colour, size...) with its values; SKU `properties` read "pid:vid;pid:vid". */
const productPropSchema = z.object({
  pid: z.string(),
  name: z.string(),
  name_original: z.string().optional(),
  values: z.array(productPropValueSchema),
});
export type ProductProp = z.infer<typeof productPropSchema>;

const productSkuSchema = z.object({
  sku_id: z.string(),
  properties: z.string(),
  /** Source currency units. */
  price: z.number(),
  price_usd: z.number().nullable(),
  /** Stock; 0 is sold out. */
  quantity: z.number().int(),
});
export type ProductSku = z.infer<typeof productSkuSchema>;

/** One line of a search answer: the aggregator's `result.item[]` fields plus currency and USD. */
const productSummarySchema = z.object({
  num_iid: z.string(),
  store: storeCodeSchema,
  country: z.string(),
  title: z.string(),
  /** With `lang=` (decision 0021): `title` is in that language, this is the source's title. */
  title_original: z.string().optional(),
  /** Titles the catalogue knows per interface language (demo and own products). */
  titles: z.object({ kh: z.string().optional(), en: z.string().optional(), zh: z.string().optional() }).optional(),
  pic: z.string(),
  price: z.number(),
  promotion_price: z.number().nullable(),
  currency: z.string(),
  price_usd: z.number().nullable(),
  sales: z.number().int(),
  detail_url: z.string(),
  demo: z.boolean(),
  /** The mobile client reads a description on search lines too (empty: the sources give none). */
  description: z.string().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A marketplace shop: its id on the marketplace where known, and its name. */
const productSellerSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type ProductSeller = z.infer<typeof productSellerSchema>;

/** The shop's own catalogue is sold by the shop itself (decision 0038). */
export const OWN_SELLER: ProductSeller = { id: 'fardin', name: 'Fardin' };

/** The full product (`item_detail_simple` answer). */
const productSchema = productSummarySchema.extend({
  /** Title in the source language; `title` may be the same or a translation. */
  original_title: z.string(),
  titles: z.object({ kh: z.string().optional(), en: z.string().optional(), zh: z.string().optional() }),
  images: z.array(z.string()),
  description: z.string(),
  /** The description in interface languages, where the catalogue has them (issue 29 item 4). */
  descriptions: z
    .object({ kh: z.string().optional(), en: z.string().optional(), zh: z.string().optional() })
    .optional(),
  /**
   * The language of `description` as answered when a locale was asked for: the page's own when the
   * catalogue had it in that language, else the seller's (`und` when unknown); the page marks it.
   */
  description_lang: z.string().optional(),
  category: z.string().nullable(),
  /** Total stock, when known. */
  stock: z.number().int().nullable(),
  props: z.array(productPropSchema),
  skus: z.array(productSkuSchema),
  /**
   * The marketplace shop that sells it, where the source says (decision 0038): the aggregator's
   * seller/shop fields, the demo catalogue's shop, the shop itself for `fardin`. Checkout keeps it
   * on the order line so staff buy from the right seller.
   */
  seller: productSellerSchema.nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/{store}?api=item_search|image_search`: `{result: {item: [...]}}` plus paging. */
export const searchAnswerSchema = z.object({
  result: z.object({
    item: z.array(productSummarySchema),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    /** The text actually searched (after translation for Chinese marketplaces). */
    q: z.string(),
    original_q: z.string(),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The detail answer also carries the mobile client's `website_url` and `store_code` (decision 0018). */
export const detailAnswerSchema = z.object({
  result: z.object({
    item: productSchema.extend({ website_url: z.string().optional(), store_code: z.string().optional() }),
  }),
});
export type DetailAnswer = z.infer<typeof detailAnswerSchema>;

/** `GET /api/search_by_url?url=`: where a pasted product link leads. */
export const searchByUrlAnswerSchema = z.object({
  data: z.object({ store: z.string(), id: z.string(), country: z.string(), path: z.string() }),
});

/** `GET /api/translate?lang&text`. */
export const translateAnswerSchema = z.object({ data: z.string(), lang: z.string(), source: z.string() });

/** Store currencies of the demo catalogue and of aggregator answers without a currency. */
export function defaultCurrency(store: string, country: string): string {
  const c = country.toLowerCase();
  switch (store) {
    case 'taobao':
    case '1688':
    case 'alibaba':
      return 'CNY';
    case 'coupang':
      return 'KRW';
    case 'fardin':
      return 'USD';
    case 'lazada':
    case 'shopee':
      return REGION_CURRENCY[c] ?? 'USD';
    case 'amazon':
      return AMAZON_CURRENCY[c] ?? 'USD';
    default:
      return 'USD';
  }
}

const REGION_CURRENCY: Readonly<Record<string, string>> = {
  th: 'THB',
  vn: 'VND',
  sg: 'SGD',
  ph: 'PHP',
  my: 'MYR',
  id: 'IDR',
  tw: 'TWD',
  br: 'BRL',
};
const AMAZON_CURRENCY: Readonly<Record<string, string>> = {
  us: 'USD',
  jp: 'JPY',
  uk: 'GBP',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  ca: 'CAD',
  au: 'AUD',
  br: 'BRL',
  mx: 'MXN',
  in: 'INR',
  ae: 'AED',
};

/** Default country (region) of a store's products when a link or the shopper gives none. */
export function defaultCountry(store: string): string {
  if (store === 'amazon' || store === 'ebay') return 'US';
  if (store === 'coupang') return 'KR';
  if (store === 'lazada' || store === 'shopee') return 'th';
  return 'CN';
}

/** Chinese marketplaces: search text is translated to Chinese before searching. */
const CHINESE_STORES = ['taobao', '1688', 'alibaba'] as const;
export function isChineseStore(store: string): boolean {
  return (CHINESE_STORES as readonly string[]).includes(store);
}

/**
 * Whether buying the product needs a variant: it has options (props) and SKUs to choose from, as
 * the product page's picker shows them. Such a product is bought as one of its SKUs, never bare.
 */
export function hasVariants(product: { props: readonly unknown[]; skus: readonly unknown[] }): boolean {
  return product.props.length > 0 && product.skus.length > 0;
}

/** A SKU's readable label from the product's props: "pid:vid;pid:vid" -> "Colour: Red, Size: M". */
export function skuLabel(properties: string, props: readonly ProductProp[]): string {
  return properties
    .split(';')
    .filter(Boolean)
    .map((pair) => {
      const [pid, vid] = pair.split(':');
      const prop = props.find((p) => p.pid === pid);
      const value = prop?.values.find((v) => v.vid === vid);
      return prop && value ? `${prop.name}: ${value.name}` : pair;
    })
    .join(', ');
}

/**
 * `GET /api/{store}` query as documented: `api` picks the call; `q`, paging and price filters are
 * item_search's, `num_iid` item_detail_simple's, `image` image_search's (the handler checks each).
 */
export const catalogueQueryDocSchema = z.object({
  api: searchApiSchema,
  q: z.string().max(MAX_QUERY_LENGTH).optional().describe('item_search: the search text'),
  page: z.number().int().min(1).max(MAX_SEARCH_PAGE).optional(),
  page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  start_price: z.string().optional().describe('item_search: lowest USD price'),
  end_price: z.string().optional().describe('item_search: highest USD price'),
  sort: z.string().max(20).optional().describe('item_search: default, price_asc, price_desc, sales'),
  cat_id: z.string().max(40).optional().describe('item_search: category'),
  num_iid: z.string().max(64).optional().describe('item_detail_simple: the product id (required there)'),
  image: z.string().max(2000).optional().describe('image_search: the picture URL (required there)'),
  country: z.string().optional().describe('country or region code of the store (Amazon JP, Lazada SG...)'),
  lang: z
    .enum(['kh', 'en', 'zh'])
    .optional()
    .describe(
      'titles and options in this language (`title_original` keeps the source text); absent: as the source gives them',
    ),
});
/** `GET /api/{store}`: a search page (item_search, image_search) or one product (item_detail_simple). */
export const catalogueAnswerSchema = z.union([searchAnswerSchema, detailAnswerSchema]);
