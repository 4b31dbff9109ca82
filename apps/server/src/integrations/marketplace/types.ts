import type { Product, ProductSummary } from '@fardin/core/contract-catalogue';
import type { SearchSort } from '@fardin/core/search-sort';

/** One keyword search. Prices bound the USD price (the shopper's currency). */
export interface SearchParams {
  store: string;
  q: string;
  page: number;
  pageSize: number;
  startPriceUsd?: number | undefined;
  endPriceUsd?: number | undefined;
  sort: SearchSort;
  country?: string | undefined;
  /** Our category slug (women, electric, ...). */
  category?: string | undefined;
  /** Other spellings of `q` the local catalogue also matches (the untranslated text). */
  alternatives?: string[] | undefined;
}

export interface ImageSearchParams {
  store: string;
  imageUrl: string;
  page: number;
  pageSize: number;
  country?: string | undefined;
}

export interface SearchPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Where product data comes from: the local catalogue (embedded default) or a paid aggregator.
 * `detail` answers null for a product that does not exist; outages throw UpstreamError.
 */
export interface MarketplaceSource {
  readonly name: string;
  search(params: SearchParams): Promise<SearchPage>;
  detail(store: string, id: string, country: string): Promise<Product | null>;
  imageSearch(params: ImageSearchParams): Promise<SearchPage>;
}

/** Dollars per unit of a currency (CNY always at the spec rate). */
export type RatesProvider = () => Promise<Readonly<Record<string, number>>>;

/**
 * `//host/x.jpg` -> `https://host/x.jpg`; this shop's own `/path` stays relative, so it works on any
 * host and port: the API makes it absolute on the request's origin for other clients
 * (http/own-urls.ts, decision 0024), the web uses it as it is.
 */
export function imageUrl(src: string): string {
  if (src.startsWith('//')) return `https:${src}`;
  return src;
}
