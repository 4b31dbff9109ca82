import { convertToUsd, toCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';

/**
 * What commerce needs to know about a product, whatever its source (a marketplace through the
 * aggregator, or the shop's own catalogue). The catalogue's lookup (cart/catalogue-lookup.ts) is adapted to this in services.ts.
 */
export interface LookedUpProduct {
  productId: string;
  title: string;
  image: string;
  /** Unit price in `currency` units (e.g. 12.5 CNY), of the chosen variant when one is given. */
  price: number;
  currency: string;
  /** The catalogue's USD equivalent (its own rate table); absent -> converted here. */
  priceUsd?: number | null;
  variantName?: string | null;
  /** Units available; undefined when the source does not say. */
  stock?: number | undefined;
  /** Source country code (CN, US, ...), used for shipping rates. */
  country?: string | null;
  /** The product has options (colour, size...) and none of its SKUs was chosen: not buyable as it is. */
  variantRequired?: boolean;
  /** The marketplace shop selling it, where known (decision 0038). */
  seller?: { id: string | null; name: string } | null;
}

/** The order line's seller columns from a looked-up product (null where the source did not say). */
export function sellerColumns(product: Pick<LookedUpProduct, 'seller'>): {
  sellerId: string | null;
  sellerName: string | null;
} {
  return { sellerId: product.seller?.id ?? null, sellerName: product.seller?.name || null };
}

export interface ProductLookup {
  /** The product (and variant) as the shopper would buy it now; null when it does not exist. */
  find(store: string, productId: string, variant: string, country?: string | null): Promise<LookedUpProduct | null>;
}

/**
 * Refuses a product asked for without a complete variant (422 `product.variant_required`): the one
 * check of the cart, buy-now and checkout, whichever client sends the line (issue 25 item 6).
 */
export function requireCompleteVariant(product: LookedUpProduct): void {
  if (product.variantRequired)
    throw new HttpError(422, 'product.variant_required', { field: 'variant', params: { title: product.title } });
}

/** USD per unit for currencies the marketplaces use besides USD/CNY/KHR (CNY uses the spec rate). */
const FALLBACK_RATES: Readonly<Record<string, number>> = {
  THB: 0.028,
  JPY: 0.0067,
  KRW: 0.00073,
  VND: 0.00004,
  SGD: 0.74,
  MYR: 0.21,
  PHP: 0.018,
  IDR: 0.000063,
  EUR: 1.08,
  GBP: 1.26,
};

/** Price snapshot in cents: the unit price in its own currency and in US cents. */
export function priceSnapshot(product: LookedUpProduct): {
  unitPriceCents: number;
  currency: string;
  unitUsdCents: number;
} {
  const usd = product.priceUsd ?? convertToUsd(product.price, product.currency, FALLBACK_RATES);
  if (usd === null || !(product.price > 0)) throw new HttpError(422, 'cart.no_usd_price');
  return {
    unitPriceCents: toCents(product.price),
    currency: product.currency.toUpperCase(),
    unitUsdCents: toCents(usd),
  };
}
