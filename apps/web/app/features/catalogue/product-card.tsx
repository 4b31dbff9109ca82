import { Link } from 'react-router';
import type { ProductSummary } from '@fardin/core/contract-catalogue';
import { useT } from '../../i18n/i18n-context';
import { FALLBACK_IMAGE, productHref, productImageSrc, sourcePriceText, usdText } from './catalogue-format';

/** One product in a grid or a row: square picture, two-line title, USD price with the source price. */
export function ProductCard({ item, priority = false }: { item: ProductSummary; priority?: boolean }) {
  const t = useT();
  const paid = item.promotion_price ?? item.price;
  const usd = usdText(item.price_usd);
  return (
    <Link to={t.link(productHref(item))} className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 hover:shadow-md" data-testid="product-card">
      <img
        src={productImageSrc(item.pic, 320)}
        alt=""
        width={320}
        height={320}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-gray-100 object-cover"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col gap-1 p-2">
        <h3 className="line-clamp-2 text-sm leading-snug text-gray-900 group-hover:text-primary">{item.title}</h3>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-primary" data-testid="card-price">{usd ?? sourcePriceText(paid, item.currency, t.locale)}</span>
          {usd && <span className="text-xs text-gray-500">{sourcePriceText(paid, item.currency, t.locale)}</span>}
        </div>
        {item.sales > 0 && <span className="text-xs text-gray-500">{t('catalogue.sold', { n: item.sales })}</span>}
      </div>
    </Link>
  );
}

/** Responsive grid of cards: 2 columns on phones up to 6 on desktop. */
export function ProductGrid({ items, priorityCount = 0 }: { items: ProductSummary[]; priorityCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" data-testid="product-grid">
      {items.map((item, index) => (
        <li key={`${item.store}-${item.num_iid}`}>
          <ProductCard item={item} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
