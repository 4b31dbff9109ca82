import { sql } from 'drizzle-orm';
import { RATES_SETTING_KEY } from '@fardin/core/contract-admin';
import { convertToUsd, toCents } from '@fardin/core/money';
import type { Db } from '../open-db';
import { products, type ProductPropRow, type ProductSkuRow } from '../schema/catalogue';
import { settings } from '../schema/reference';
import {
  APPAREL_SIZES,
  BASE_ITEMS_PER_CATEGORY,
  COLOURS,
  DEMO_CATEGORIES,
  SHOE_SIZES,
  type BaseItem,
} from '@fardin/core/demo-catalogue';

/**
 * DEMO DATA: a deterministic catalogue of 67 products per marketplace (8 per category, then 3 more) so search,
 * product pages and the cart work offline. Every row has `demo = true`; titles are in the source
 * language plus en/kh/zh, prices in the source currency, images are generated SVGs served by
 * `/api/demo-image/{key}.svg`. Replace it by configuring the aggregator (MARKETPLACE_API_URL).
 */

/** Dollars per unit of each currency; CNY always uses the spec rate. Stored as setting `currency_rates`. */
const DEMO_RATES: Record<string, number> = {
  USD: 1,
  CNY: 0.15,
  KRW: 0.00072,
  THB: 0.028,
  VND: 0.000039,
  SGD: 0.74,
  PHP: 0.017,
  MYR: 0.22,
  IDR: 0.000062,
  JPY: 0.0067,
  /** 4,000 riel a dollar: the riel shown beside dollars in the cart, checkout and orders. */
  KHR: 0.00025,
};

type Lang = 'zh' | 'en' | 'ko';
interface StorePlan {
  store: string;
  lang: Lang;
  id(n: number): string;
  countries: string[];
  url(id: string, country: string): string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const LAZADA_TLD: Record<string, string> = { th: 'co.th', vn: 'vn', sg: 'sg', ph: 'com.ph', my: 'com.my', id: 'co.id' };
const REGIONS = ['th', 'vn', 'sg', 'ph', 'my', 'id'];

const DEMO_STORES: StorePlan[] = [
  { store: 'fardin', lang: 'en', id: (n) => `FD${pad(n, 5)}`, countries: ['KH'], url: () => '' },
  {
    store: 'taobao',
    lang: 'zh',
    id: (n) => `6${pad(n, 11)}`,
    countries: ['CN'],
    url: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  },
  {
    store: '1688',
    lang: 'zh',
    id: (n) => `7${pad(n, 11)}`,
    countries: ['CN'],
    url: (id) => `https://detail.1688.com/offer/${id}.html`,
  },
  {
    store: 'alibaba',
    lang: 'en',
    id: (n) => `16${pad(n, 10)}`,
    countries: ['CN'],
    url: (id) => `https://www.alibaba.com/product-detail/demo_${id}.html`,
  },
  {
    store: 'aliexpress',
    lang: 'en',
    id: (n) => `1005${pad(n, 9)}`,
    countries: ['CN'],
    url: (id) => `https://www.aliexpress.com/item/${id}.html`,
  },
  {
    store: 'amazon',
    lang: 'en',
    id: (n) => `B0DEMO${pad(n, 4)}`,
    countries: ['US', 'US', 'US', 'jp'],
    url: (id, c) => `https://www.amazon.${c === 'jp' ? 'co.jp' : 'com'}/dp/${id}`,
  },
  {
    store: 'ebay',
    lang: 'en',
    id: (n) => `3${pad(n, 11)}`,
    countries: ['US'],
    url: (id) => `https://www.ebay.com/itm/${id}`,
  },
  {
    store: 'coupang',
    lang: 'ko',
    id: (n) => `8${pad(n, 9)}`,
    countries: ['KR'],
    url: (id) => `https://www.coupang.com/vp/products/${id}`,
  },
  {
    store: 'lazada',
    lang: 'en',
    id: (n) => `2${pad(n, 9)}`,
    countries: REGIONS,
    url: (id, c) => `https://www.lazada.${LAZADA_TLD[c] ?? 'sg'}/products/demo-i${id}-s${id}1.html`,
  },
  {
    store: 'shopee',
    lang: 'en',
    id: (n) => `2${pad(n, 10)}`,
    countries: REGIONS,
    url: (id, c) => `https://shopee.${c === 'sg' ? 'sg' : `co.${c}`}/product/1/${id}`,
  },
];

const CURRENCY: Record<string, string> = {
  CN: 'CNY',
  US: 'USD',
  KH: 'USD',
  KR: 'KRW',
  jp: 'JPY',
  th: 'THB',
  vn: 'VND',
  sg: 'SGD',
  ph: 'PHP',
  my: 'MYR',
  id: 'IDR',
};
const PREFIX = {
  en: ['', 'Premium ', 'New ', 'Classic '],
  zh: ['', '高品质', '2025新款', '经典'],
  ko: ['', '프리미엄 ', '신상 ', '클래식 '],
  kh: ['', 'គុណភាពខ្ពស់ ', 'ម៉ូដថ្មី ', 'បុរាណ '],
};

/** A small deterministic generator (mulberry32) so every run seeds the same catalogue. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A source-currency amount in the currency's usual precision (whole units for the small ones). */
function sourcePrice(usd: number, currency: string): number {
  const amount = usd / (DEMO_RATES[currency] ?? 1);
  if (['KRW', 'VND', 'IDR'].includes(currency)) return Math.round(amount / 100) * 100;
  if (currency === 'JPY' || currency === 'PHP' || currency === 'THB') return Math.round(amount);
  return Math.round(amount * 10) / 10;
}

function variantsOf(
  item: BaseItem,
  lang: Lang,
  basePrice: number,
  currency: string,
  rnd: () => number,
): { props: ProductPropRow[]; skus: ProductSkuRow[] } {
  if (item.variants === 'none') return { props: [], skus: [] };
  const colours = COLOURS.slice(0, 3 + Math.floor(rnd() * 3));
  const colourName = lang === 'zh' ? '颜色' : lang === 'ko' ? '색상' : 'Color';
  const props: ProductPropRow[] = [
    {
      pid: '1627207',
      name: colourName,
      values: colours.map((c, k) => ({ vid: String(k + 1), name: lang === 'zh' ? c.zh : lang === 'ko' ? c.ko : c.en })),
    },
  ];
  const sizes = item.variants === 'apparel' ? APPAREL_SIZES : item.variants === 'shoes' ? SHOE_SIZES : [];
  if (sizes.length)
    props.push({
      pid: '20509',
      name: lang === 'zh' ? '尺码' : lang === 'ko' ? '사이즈' : 'Size',
      values: sizes.map((s, k) => ({ vid: String(k + 1), name: s })),
    });
  const skus: ProductSkuRow[] = [];
  colours.forEach((_c, ci) => {
    const sizeList = sizes.length ? sizes.map((_s, si) => si) : [null];
    for (const si of sizeList) {
      const step = si === null ? 0 : si * 0.05;
      const price = sourcePrice(basePrice * (1 + step) * (DEMO_RATES[currency] ?? 1), currency);
      const properties = si === null ? `1627207:${ci + 1}` : `1627207:${ci + 1};20509:${si + 1}`;
      skus.push({
        skuId: `${ci + 1}${si === null ? '' : si + 1}`,
        properties,
        priceCents: toCents(price),
        quantity: rnd() < 0.15 ? 0 : 1 + Math.floor(rnd() * 80),
      });
    }
  });
  return { props, skus };
}

export type DemoProduct = typeof products.$inferInsert;

/** All demo products, in a stable order. */
export function demoProducts(): DemoProduct[] {
  const rows: DemoProduct[] = [];
  DEMO_STORES.forEach((plan, storeIndex) => {
    let n = 0;
    // The first eight items of every category first (ids 1-64 as they always were), then the rest.
    const planned = [
      ...DEMO_CATEGORIES.flatMap((category) =>
        category.items.slice(0, BASE_ITEMS_PER_CATEGORY).map((item, itemIndex) => ({ category, item, itemIndex })),
      ),
      ...DEMO_CATEGORIES.flatMap((category) =>
        category.items.map((item, itemIndex) => ({ category, item, itemIndex })).slice(BASE_ITEMS_PER_CATEGORY),
      ),
    ];
    for (const { category, item, itemIndex } of planned) {
      n += 1;
      const rnd = random(storeIndex * 1000 + n);
      const country = plan.countries[n % plan.countries.length] ?? 'CN';
      const currency = CURRENCY[country] ?? 'USD';
      const price = sourcePrice(item.usd * (0.7 + rnd() * 0.7), currency);
      const k = (storeIndex + itemIndex) % 4;
      const titles = {
        en: `${PREFIX.en[k]}${item.en}`,
        kh: `${PREFIX.kh[k]}${item.kh}`,
        zh: `${PREFIX.zh[k]}${item.zh}`,
        ko: `${PREFIX.ko[k]}${item.ko}`,
      };
      const id = plan.id(n);
      const { props, skus } = variantsOf(item, plan.lang, price, currency, rnd);
      const stock = skus.length ? skus.reduce((sum, s) => sum + s.quantity, 0) : Math.floor(rnd() * 200);
      const priceCents = toCents(price);
      const promo = rnd() < 0.3 ? toCents(sourcePrice(price * 0.85 * (DEMO_RATES[currency] ?? 1), currency)) : null;
      rows.push({
        store: plan.store,
        sourceId: id,
        country,
        title: titles[plan.lang],
        titleEn: titles.en,
        titleKh: titles.kh,
        titleZh: titles.zh,
        category: category.slug,
        currency,
        priceCents,
        promotionPriceCents: promo,
        priceUsdCents: toCents(convertToUsd(promo === null ? price : promo / 100, currency, DEMO_RATES) ?? 0),
        sales: Math.floor(rnd() * 5000),
        stock,
        images: [0, 1, 2].map((v) => `/api/demo-image/${category.slug}-${itemIndex}-${v}.svg`),
        description: `DEMO — ${titles[plan.lang]}. ${titles.en}.`,
        props,
        skus,
        sourceUrl: plan.url(id, country),
        // Three demo shops per store, so a purchase can cover lines of one seller (decision 0038).
        ...demoSeller(plan.store, n),
        demo: true,
      });
    }
  });
  const first = rows.find((r) => r.store === 'taobao');
  // SPEC section 2: the test page /product/taobao/tst.
  if (first)
    rows.push({
      ...first,
      sourceId: 'tst',
      title: `测试商品 ${first.title}`,
      titleEn: `Test product ${first.titleEn}`,
      titleKh: `ទំនិញសាកល្បង ${first.titleKh}`,
      sourceUrl: 'https://item.taobao.com/item.htm?id=tst',
    });
  return rows;
}

/** The demo catalogue's shop of the n-th product of a store (three per store). */
function demoSeller(store: string, n: number): { sellerId: string; sellerName: string } {
  const k = n % 3;
  const name = `${store.charAt(0).toUpperCase()}${store.slice(1)} ${['Star', 'Lucky', 'Golden'][k]} Shop`;
  return { sellerId: `${store}-demo-${k + 1}`, sellerName: name };
}

/** Seeds the demo catalogue and the currency rates once (idempotent). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(settings).values({ key: RATES_SETTING_KEY, value: DEMO_RATES }).onConflictDoNothing();
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.demo}`);
  const rows = demoProducts();
  // A catalogue seeded before items were added gets the new ones (existing rows stay as they are).
  for (let start = 0; count < rows.length && start < rows.length; start += 200) {
    await db
      .insert(products)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing();
  }
  // The demo descriptions in the interface languages (issue 29 item 4), also for a catalogue seeded before them.
  await db
    .update(products)
    .set({
      descriptions: sql`jsonb_build_object(
        'kh', 'ទំនិញសាកល្បង — ' || ${products.titleKh} || '។',
        'en', 'DEMO — ' || ${products.titleEn} || '.',
        'zh', '演示商品 — ' || ${products.titleZh} || '。')`,
    })
    .where(sql`${products.demo} and ${products.descriptions} = '{}'::jsonb`);
}
