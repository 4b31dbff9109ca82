import { formatUsd } from '@fardin/core/money';
import type { ProductSummary } from '@fardin/core/contract-catalogue';
import { LOCALE_HTML_LANG, type Locale } from '@fardin/core/locale';

/** `$12.50`, or the source price alone when the currency has no known rate. */
export function usdText(priceUsd: number | null): string | null {
  return priceUsd === null ? null : formatUsd(priceUsd);
}

/**
 * The stores' usual currencies as Intl writes them in English (kh pages too) and Chinese, so the
 * first price on a page does not pay for Intl's currency data: decision 0058 measured the first
 * `new Intl.NumberFormat` at 213 ms of product's main thread at 4x CPU slowdown. The test compares
 * these with Intl; any other currency goes through Intl.
 */
const SOURCE_CURRENCIES: Readonly<Record<string, { decimals: number; en: string; zh: string }>> = {
  CNY: { decimals: 2, en: 'CN¥', zh: '¥' },
  KRW: { decimals: 0, en: '₩', zh: '₩' },
  JPY: { decimals: 0, en: '¥', zh: 'JP¥' },
  USD: { decimals: 2, en: '$', zh: 'US$' },
};

// Building an Intl.NumberFormat is slow (about a tenth of a home-page render when done per card);
// one per language and currency is kept.
const sourcePriceFormats = new Map<string, Intl.NumberFormat>();

/** The source price in its own currency (`CN¥99.00`, `₩12,000`). */
export function sourcePriceText(price: number, currency: string, locale: Locale): string {
  const lang = LOCALE_HTML_LANG[locale] === 'km' ? 'en' : LOCALE_HTML_LANG[locale];
  const known = SOURCE_CURRENCIES[currency];
  // Intl rounds the shortest decimal form half away from zero (1.005 -> 1.01): cut the binary noise
  // to 15 significant digits first, as money.ts does.
  if (known && (lang === 'en' || lang === 'zh') && Number.isFinite(price) && price >= 0 && price < 1e12) {
    const units = Math.round(Number((price * 10 ** known.decimals).toPrecision(15)));
    const whole = String(Math.floor(units / 10 ** known.decimals)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const fraction = known.decimals ? `.${String(units % 10 ** known.decimals).padStart(known.decimals, '0')}` : '';
    return `${known[lang]}${whole}${fraction}`;
  }
  const key = `${lang}:${currency}`;
  try {
    let format = sourcePriceFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency });
      sourcePriceFormats.set(key, format);
    }
    return format.format(price);
  } catch {
    return `${price} ${currency}`;
  }
}

export const FALLBACK_IMAGE = '/categories/default.svg';

/** Our product page of a search line. */
export function productHref(item: Pick<ProductSummary, 'store' | 'num_iid' | 'country'>): string {
  return `/product/${encodeURIComponent(item.store)}/${encodeURIComponent(item.num_iid)}?country=${encodeURIComponent(item.country)}`;
}
