import type { StoreCode } from './contract-foundation';
import { isMoreStoreHost, isShortLinkHost, MORE_LINK_STORES, moreTargetFromUrl } from './product-link-stores';

/**
 * Product links pasted into the search box (SPEC section 5, "Search"). Pure and isomorphic: it only
 * uses the WHATWG `URL` class, which browsers and Node share.
 *
 * Recognised links (host names are matched exactly or as a sub-domain, never as a substring, so
 * `faketaobao.com` or `amazon.com.evil.io` are not products):
 * - taobao: any `taobao.com` host, path `/item.htm`, query `id={digits}` -> store `taobao`, country `CN`;
 * - tmall: any `tmall.com` host (e.g. `detail.tmall.com`), path `/item.htm?id={digits}` -> store
 *   `taobao` (tmall items are served by the taobao API), country `CN`;
 * - 1688: any `1688.com` host (e.g. `detail.1688.com`), path `/offer/{digits}.html` -> store `1688`,
 *   country `CN`;
 * - amazon: `amazon.{suffix}` (any sub-domain, e.g. `www.`) for the suffixes of
 *   {@link AMAZON_DOMAINS}; path `.../dp/{ASIN}`, `/gp/product/{ASIN}` or `/gp/aw/d/{ASIN}` where
 *   the ASIN is exactly 10 letters or digits (returned upper-cased, its canonical form). Country, per
 *   the spec rule "US for the .com domain, jp for co.jp, otherwise the domain suffix": the last label
 *   of the suffix, lower case, except `com` which gives `US`. So com -> US, co.jp -> jp, co.uk -> uk,
 *   com.au -> au, com.br -> br, com.mx -> mx, fr -> fr, de -> de, it -> it, ca -> ca, in -> in,
 *   ae -> ae (see {@link amazonCountry});
 * - lazada: `lazada.{vn|sg|ph|my|th|id}` and the real national domains `lazada.co.id`,
 *   `lazada.com.my`, `lazada.com.ph`, `lazada.co.th` (any sub-domain); path
 *   `/products/...-i{digits}-s{digits}.html` -> id = the i-digits, country = the region code
 *   (`vn`, `sg`, `ph`, `my`, `th`, `id`).
 *
 * - eBay, Alibaba, AliExpress, Shopee and Coupang item links (issue 29 item 2): see
 *   `product-link-stores.ts`. Only {@link PRODUCT_PAGE_STORES} have a product page; the others'
 *   links open a "buy it for me" request (`pasted-link.ts`).
 *
 * Links may come with or without protocol, with extra query parameters or a fragment, and inside
 * other text (a marketplace "share" message). A URL ends at white space, at a non-ASCII character
 * or at a quote/bracket, and trailing sentence punctuation is ignored.
 */

/** The country of a product from a Chinese store (taobao, tmall, 1688) and of a QR code without one. */
export const DEFAULT_COUNTRY = 'CN';

const PRODUCT_LINK_STORES = [
  'taobao',
  '1688',
  'amazon',
  'lazada',
  ...MORE_LINK_STORES,
] as const satisfies readonly StoreCode[];

/** The stores of a link whose item has a product page (SPEC "Product detail"). */
export const PRODUCT_PAGE_STORES = ['taobao', '1688', 'amazon', 'lazada', 'ebay', 'alibaba'] as const;

/** Where a product link points. (A plain type, no zod: the search box runs this in the browser.) */
export interface ProductTarget {
  store: (typeof PRODUCT_LINK_STORES)[number];
  id: string;
  country: string;
}

/** True for a well-formed ProductTarget (used by tests and callers that get untyped data). */
export function isProductTarget(value: unknown): value is ProductTarget {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.store === 'string' &&
    (PRODUCT_LINK_STORES as readonly string[]).includes(v.store) &&
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    typeof v.country === 'string' &&
    v.country.length > 0
  );
}

/** Amazon domain suffixes of SPEC section 5. */
export const AMAZON_DOMAINS = [
  'com',
  'fr',
  'de',
  'it',
  'co.uk',
  'co.jp',
  'ca',
  'com.au',
  'com.br',
  'com.mx',
  'in',
  'ae',
] as const;
export type AmazonDomain = (typeof AMAZON_DOMAINS)[number];

/** Lazada domain suffixes -> region code (SPEC section 5 regions vn, sg, ph, my, th, id). */
const LAZADA_DOMAINS: Readonly<Record<string, string>> = {
  vn: 'vn',
  sg: 'sg',
  ph: 'ph',
  my: 'my',
  th: 'th',
  id: 'id',
  'co.id': 'id',
  'com.my': 'my',
  'com.ph': 'ph',
  'co.th': 'th',
};

/** The spec rule: US for .com, jp for co.jp, otherwise the domain suffix (its last label). */
export function amazonCountry(domain: AmazonDomain): string {
  if (domain === 'com') return 'US';
  const labels = domain.split('.');
  return labels[labels.length - 1] ?? domain;
}

/**
 * URL candidates inside free text: optional scheme, a dotted host name, an optional port and an
 * optional path/query/fragment made of printable ASCII that is not white space, a quote or a bracket.
 * A candidate starts only where a host name can start, which keeps the scan linear.
 */
const URL_CANDIDATE =
  /(?<![a-z0-9.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#][!#-&(-;=?-[\]_a-z~%]*)?/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

const DIGITS = /^\d+$/;
const AMAZON_PATH = /\/(?:dp|gp\/product|gp\/aw\/d)\/([a-z0-9]{10})(?:[/?#]|$)/i;
const LAZADA_PATH = /\/products\/(?:[^/]*-)?i(\d+)-s(\d+)\.html$/i;
const OFFER_PATH = /^\/offer\/(\d+)\.html$/i;
/** Taobao/Tmall item pages: the desktop one and the phone ones (h5, the international app). */
const TAOBAO_ITEM_PATHS = ['/item.htm', '/awp/core/detail.htm', '/detail/detail.html'];

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parseUrl(candidate: string): URL | null {
  const withScheme = /^https?:\/\//i.test(candidate) ? candidate : `https://${candidate}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function targetFromUrl(url: URL): ProductTarget | null {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const path = url.pathname;

  if (hostIs(host, 'taobao.com') || hostIs(host, 'tmall.com')) {
    if (!TAOBAO_ITEM_PATHS.includes(path.toLowerCase())) return null;
    const id = url.searchParams.get('id');
    return id !== null && DIGITS.test(id) ? { store: 'taobao', id, country: DEFAULT_COUNTRY } : null;
  }

  if (hostIs(host, '1688.com')) {
    const match = OFFER_PATH.exec(path);
    return match?.[1] ? { store: '1688', id: match[1], country: DEFAULT_COUNTRY } : null;
  }

  for (const domain of AMAZON_DOMAINS) {
    if (!hostIs(host, `amazon.${domain}`)) continue;
    const match = AMAZON_PATH.exec(path);
    return match?.[1] ? { store: 'amazon', id: match[1].toUpperCase(), country: amazonCountry(domain) } : null;
  }

  for (const [suffix, region] of Object.entries(LAZADA_DOMAINS)) {
    if (!hostIs(host, `lazada.${suffix}`)) continue;
    const match = LAZADA_PATH.exec(path);
    return match?.[1] ? { store: 'lazada', id: match[1], country: region } : null;
  }

  return moreTargetFromUrl(host, url);
}

function* urlCandidates(text: string): Generator<URL> {
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = parseUrl(match[0].replace(TRAILING_PUNCTUATION, ''));
    if (url) yield url;
  }
}

/** The first recognised product link in `text`, or null. Never throws. */
export function parseProductLink(text: string): ProductTarget | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  for (const url of urlCandidates(text)) {
    const target = targetFromUrl(url);
    if (target) return target;
  }
  return null;
}

/** The recognised product link itself (`https://...`) out of a pasted text, or '' (the text of a `&link=`). */
export function productLinkUrl(text: string): string {
  if (typeof text !== 'string' || text.length === 0) return '';
  for (const url of urlCandidates(text)) if (targetFromUrl(url)) return url.href.slice(0, 2000);
  return '';
}

/**
 * True when `text` holds a URL on one of the marketplaces above, product page or not. Useful to tell
 * "unsupported link" apart from a plain keyword search.
 */
export function isProductLinkLike(text: string): boolean {
  if (typeof text !== 'string' || text.length === 0) return false;
  for (const url of urlCandidates(text)) {
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    if (['taobao.com', 'tmall.com', '1688.com'].some((domain) => hostIs(host, domain))) return true;
    if (AMAZON_DOMAINS.some((domain) => hostIs(host, `amazon.${domain}`))) return true;
    if (Object.keys(LAZADA_DOMAINS).some((suffix) => hostIs(host, `lazada.${suffix}`))) return true;
    if (isMoreStoreHost(host) || isShortLinkHost(host)) return true;
  }
  return false;
}

/** The site's product page: `/product/{store}/{id}?country={country}` (path segments encoded). */
export function productPath(target: ProductTarget): string {
  return `/product/${encodeURIComponent(target.store)}/${encodeURIComponent(target.id)}?country=${encodeURIComponent(target.country)}`;
}

const LINK_NOISE = new Set([
  'www',
  'com',
  'http',
  'https',
  'item',
  'items',
  'htm',
  'html',
  'product',
  'products',
  'detail',
  'offer',
  'dp',
  'gp',
  'id',
  'spm',
  'ref',
  'sku',
  'utm',
  'source',
  'medium',
  'campaign',
  'share',
  'from',
  'amp',
]);

/**
 * The words of a pasted product link worth searching for (its slug and text parameters, not hosts,
 * ids or tracking noise), at most six; '' when it has none. For "we could not load this product".
 */
export function linkSearchWords(link: string): string {
  const url = typeof link === 'string' ? parseUrl(link.trim().slice(0, 2000)) : null;
  if (!url) return '';
  const texts = [
    url.pathname,
    ...[...url.searchParams.entries()]
      .filter(([key]) => !/^(id|spm|ref|utm_|sku|src|scm|pvid|from)/i.test(key))
      .map(([, value]) => value),
  ];
  const words: string[] = [];
  for (const text of texts) {
    let decoded = text;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      /* keep it as it is */
    }
    for (const word of decoded.split(/[^\p{L}\p{N}]+/u)) {
      const lower = word.toLowerCase();
      if (word.length < 3 || /\d/.test(word) || LINK_NOISE.has(lower) || words.includes(lower)) continue;
      words.push(lower);
    }
  }
  return words.slice(0, 6).join(' ');
}
