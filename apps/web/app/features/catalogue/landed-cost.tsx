import { useEffect, useRef, useState } from 'react';
import type { LandedAnswer } from '@fardin/core/contract-delivery';
import { formatKhr, formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';

/** `/api/price/landed` query of a product line (country of the source, category for the default weight). */
export function landedPath(input: {
  country: string;
  /** The product's store: a country the rates do not list is priced from the store's (as the checkout does). */
  store?: string | undefined;
  category: string | null;
  priceUsd: number;
  quantity: number;
}): string {
  const params = new URLSearchParams({
    country: input.country.toUpperCase(),
    price_usd: String(input.priceUsd),
    quantity: String(input.quantity),
  });
  if (input.category) params.set('category', input.category);
  if (input.store) params.set('store', input.store);
  return `/api/price/landed?${params.toString()}`;
}

export interface LandedCostProps {
  country: string;
  store?: string | undefined;
  category: string | null;
  /** Unit price in USD of the chosen variant (null when the currency has no rate). */
  priceUsd: number | null;
  quantity: number;
  /** The server's estimate for the first render; null hides the block. */
  initial: LandedAnswer | null;
  /** The unit price `initial` is for (quantity 1): other prices or quantities are asked for. */
  initialPriceUsd: number | null;
}

/**
 * "Estimated landed cost": items + international shipping (the /price calculator) + local delivery,
 * in USD and KHR. The server computes it (it holds the rate table); the browser asks again when the
 * quantity or the variant changes.
 */
export function LandedCost({
  country,
  store,
  category,
  priceUsd,
  quantity,
  initial,
  initialPriceUsd,
}: LandedCostProps) {
  const t = useT();
  const [cost, setCost] = useState(initial);
  const [busy, setBusy] = useState(false);
  // What the estimate shown is for: on the product page this code loads only once the quantity or
  // the variant changes (decision 0060, addendum 2), so its first render may already need a new one.
  const shown = useRef(`${initialPriceUsd}:1`);
  useEffect(() => {
    const key = `${priceUsd}:${quantity}`;
    if (!initial || priceUsd === null || key === shown.current) return;
    const controller = new AbortController();
    setBusy(true);
    const timer = setTimeout(() => {
      fetch(landedPath({ country, store, category, priceUsd, quantity }), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: { data?: LandedAnswer } | null) => {
          // Our own API's answer (validated on the server); no zod in the browser bundle for this.
          if (body?.data && typeof body.data.total_usd === 'number') {
            shown.current = key;
            setCost(body.data);
          }
          setBusy(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [country, store, category, priceUsd, quantity, initial]);
  if (!cost || priceUsd === null) return null;
  // The product page's island wrapper carries `data-testid="landed-cost"`.
  const row = (label: string, value: number, testId: string) => (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {formatUsd(value)}
      </dd>
    </>
  );
  return (
    <section
      className="rounded-xl border border-dashed border-primary/40 bg-white p-3 text-sm"
      aria-live="polite"
      aria-busy={busy}
    >
      <h2 className="font-semibold">{t('catalogue.landedTitle')}</h2>
      <dl className={`mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 ${busy ? 'opacity-60' : ''}`}>
        {row(t('catalogue.landedItems', { n: quantity }), cost.items_usd, 'landed-items')}
        {row(t('catalogue.landedShipping', { kg: cost.weight_kg }), cost.shipping_usd, 'landed-shipping')}
        {row(t('catalogue.landedLocal'), cost.local_delivery_usd, 'landed-local')}
        <dt className="border-t pt-1 font-semibold">{t('catalogue.landedTotal')}</dt>
        <dd className="border-t pt-1 text-right font-bold text-primary tabular-nums" data-testid="landed-total">
          ≈ {formatUsd(cost.total_usd)}
          <span className="block text-xs font-normal text-gray-600" data-testid="landed-total-khr">
            ≈ {formatKhr(cost.total_khr)}
          </span>
        </dd>
      </dl>
      <p className="mt-2 text-xs text-gray-600">{busy ? t('catalogue.landedUpdating') : t('catalogue.landedNote')}</p>
    </section>
  );
}
