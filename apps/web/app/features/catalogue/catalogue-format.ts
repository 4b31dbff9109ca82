import { formatUsd } from '@fardin/core/money';
import type { ProductSummary } from '@fardin/core/contract-catalogue';
import { LOCALE_HTML_LANG, type Locale } from '@fardin/core/locale';

/** `$12.50`, or the source price alone when the currency has no known rate. */
export function usdText(priceUsd: number | null): string | null {
  return priceUsd === null ? null : formatUsd(priceUsd);
}

// Building an Intl.NumberFormat is slow (about a tenth of a home-page render when done per card);
// one per language and currency is kept.
const sourcePriceFormats = new Map<string, Intl.NumberFormat>();

/** The source price in its own currency (`CN¥99.00`, `₩12,000`). */
export function sourcePriceText(price: number, currency: string, locale: Locale): string {
  const lang = LOCALE_HTML_LANG[locale] === 'km' ? 'en' : LOCALE_HTML_LANG[locale];
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
