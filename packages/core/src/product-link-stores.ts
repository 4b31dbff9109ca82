/**
 * Item links of the stores the first parser (`product-link.ts`, SPEC section 5's list) did not know
 * (issue 29 item 2): eBay and Alibaba (they have a product page, SPEC "Product detail"), AliExpress,
 * Shopee and Coupang (no product page: their links open a "buy it for me" request). Pure and
 * isomorphic like the parser that calls it. Hosts match exactly or as a sub-domain, never as a
 * substring.
 */

export const MORE_LINK_STORES = ['alibaba', 'ebay', 'aliexpress', 'shopee', 'coupang'] as const;
type MoreLinkStore = (typeof MORE_LINK_STORES)[number];

export interface MoreTarget {
  store: MoreLinkStore;
  id: string;
  country: string;
}

/** eBay sites -> the country the product page takes (US for .com, like Amazon; else the suffix's last label). */
export const EBAY_DOMAINS = [
  'com',
  'co.uk',
  'de',
  'fr',
  'it',
  'es',
  'ca',
  'com.au',
  'at',
  'ch',
  'ie',
  'nl',
  'be',
  'pl',
  'com.sg',
  'com.my',
  'ph',
  'com.hk',
] as const;

/** The spec rule of Amazon applied to eBay: US for .com, otherwise the suffix's last label. */
export function ebayCountry(domain: (typeof EBAY_DOMAINS)[number]): string {
  if (domain === 'com') return 'US';
  return domain.split('.').pop() ?? domain;
}

/** Shopee national sites -> region code. */
export const SHOPEE_DOMAINS: Readonly<Record<string, string>> = {
  sg: 'sg',
  'com.my': 'my',
  'co.th': 'th',
  vn: 'vn',
  ph: 'ph',
  'co.id': 'id',
  tw: 'tw',
  'com.br': 'br',
  'com.mx': 'mx',
  'com.co': 'co',
  cl: 'cl',
};

/** AliExpress sites (the .com one has language sub-domains: fr., es., m., ...). */
const ALIEXPRESS_DOMAINS = ['aliexpress.com', 'aliexpress.us', 'aliexpress.ru'] as const;

const EBAY_PATH = /^\/itm\/(?:[^/]+\/)?(\d{9,15})(?:[/?#]|$)/i;
const ALIBABA_PATH = /^\/product-detail\/(?:[^/]*_)?(\d{6,15})\.html$/i;
const ALIEXPRESS_PATH = /^\/(?:[a-z]+\/)?item\/(?:[^/]*\/)?(\d{6,20})\.html$/i;
const SHOPEE_SLUG_PATH = /^\/[^/]*-i\.(\d{1,15})\.(\d{1,15})$/i;
const SHOPEE_PRODUCT_PATH = /^\/product\/(\d{1,15})\/(\d{1,15})\/?$/i;
const COUPANG_PATH = /^\/(?:vp|vm)\/products\/(\d{1,15})\/?$/i;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The item a URL on one of these stores points to, or null (also for a host of another store). */
export function moreTargetFromUrl(host: string, url: URL): MoreTarget | null {
  const path = url.pathname;

  for (const domain of EBAY_DOMAINS) {
    if (!hostIs(host, `ebay.${domain}`)) continue;
    const id = EBAY_PATH.exec(path)?.[1];
    return id ? { store: 'ebay', id, country: ebayCountry(domain) } : null;
  }

  if (hostIs(host, 'alibaba.com')) {
    const id = ALIBABA_PATH.exec(path)?.[1];
    return id ? { store: 'alibaba', id, country: 'CN' } : null;
  }

  if (ALIEXPRESS_DOMAINS.some((domain) => hostIs(host, domain))) {
    const id = ALIEXPRESS_PATH.exec(path)?.[1];
    return id ? { store: 'aliexpress', id, country: 'CN' } : null;
  }

  for (const [suffix, region] of Object.entries(SHOPEE_DOMAINS)) {
    if (!hostIs(host, `shopee.${suffix}`)) continue;
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      /* keep the raw path */
    }
    const match = SHOPEE_SLUG_PATH.exec(decoded) ?? SHOPEE_PRODUCT_PATH.exec(decoded);
    // The item id is the second number (the first is the shop's).
    return match?.[2] ? { store: 'shopee', id: match[2], country: region } : null;
  }

  if (hostIs(host, 'coupang.com')) {
    const id = COUPANG_PATH.exec(path)?.[1];
    return id ? { store: 'coupang', id, country: 'KR' } : null;
  }

  return null;
}

/** Whether the host is one of these stores' sites (an item link or not). */
export function isMoreStoreHost(host: string): boolean {
  return (
    EBAY_DOMAINS.some((domain) => hostIs(host, `ebay.${domain}`)) ||
    hostIs(host, 'alibaba.com') ||
    ALIEXPRESS_DOMAINS.some((domain) => hostIs(host, domain)) ||
    Object.keys(SHOPEE_DOMAINS).some((suffix) => hostIs(host, `shopee.${suffix}`)) ||
    hostIs(host, 'coupang.com')
  );
}

/**
 * Hosts of the stores' short share links, resolved on the server by following redirects (issue 29
 * item 2). Each also allows its sub-domains. The resolver only ever calls these and the stores' own
 * sites ({@link SHORT_LINK_FOLLOW_HOSTS}).
 */
export const SHORT_LINK_HOSTS = [
  'tb.cn',
  'a.co',
  'amzn.to',
  'amzn.asia',
  'amzn.eu',
  's.lazada.vn',
  's.lazada.sg',
  's.lazada.com.ph',
  's.lazada.com.my',
  's.lazada.co.th',
  's.lazada.co.id',
  'shp.ee',
  's.shopee.sg',
  's.shopee.com.my',
  's.shopee.co.th',
  's.shopee.vn',
  's.shopee.ph',
  's.shopee.co.id',
  's.shopee.tw',
  'a.aliexpress.com',
  's.click.aliexpress.com',
  'ebay.us',
  'link.coupang.com',
  'qr.1688.com',
] as const;

/** Where a short link may redirect through: the short hosts and the stores' sites. */
export const SHORT_LINK_FOLLOW_HOSTS: readonly string[] = [
  ...SHORT_LINK_HOSTS,
  'taobao.com',
  'tmall.com',
  '1688.com',
  'alibaba.com',
  ...ALIEXPRESS_DOMAINS,
  'coupang.com',
  ...EBAY_DOMAINS.map((d) => `ebay.${d}`),
  ...['com', 'fr', 'de', 'it', 'co.uk', 'co.jp', 'ca', 'com.au', 'com.br', 'com.mx', 'in', 'ae'].map(
    (d) => `amazon.${d}`,
  ),
  ...['vn', 'sg', 'com.ph', 'com.my', 'co.th', 'co.id'].map((d) => `lazada.${d}`),
  ...Object.keys(SHOPEE_DOMAINS).map((d) => `shopee.${d}`),
];

/** Whether `host` is a short-link host of a store. */
export function isShortLinkHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return SHORT_LINK_HOSTS.some((domain) => hostIs(h, domain));
}
