import { Link } from 'react-router';
import type { ProductSummary } from '@fardin/core/contract-catalogue';
import { ProductImage } from '../../components/ui/product-image';
import { useT } from '../../i18n/i18n-context';
import { FALLBACK_IMAGE, productHref, sourcePriceText, usdText } from './catalogue-format';

/**
 * Rendered card widths of `ProductGrid` (`grid-cols-2 sm:3 md:4 lg:6` in the 1200 px frame with
 * 12-16 px padding and 12 px gaps), for the srcset.
 */
const GRID_IMAGE_SIZES =
  '(min-width: 1200px) 185px, (min-width: 1024px) 16vw, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw';
/** Largest rendered card width in CSS px (the srcset goes up to twice this). */
const CARD_IMAGE_WIDTH = 320;

/** What a card shows (decision 0025: a loader sends only these fields of its products). */
export type CardItem = Pick<
  ProductSummary,
  'num_iid' | 'store' | 'country' | 'title' | 'pic' | 'price' | 'currency' | 'price_usd' | 'sales'
> & {
  promotion_price?: ProductSummary['promotion_price'];
};
export function cardItem(p: ProductSummary): CardItem {
  const item: CardItem = {
    num_iid: p.num_iid,
    store: p.store,
    country: p.country,
    title: p.title,
    pic: p.pic,
    price: p.price,
    currency: p.currency,
    price_usd: p.price_usd,
    sales: p.sales,
  };
  // No promotion: the key is left out rather than sent as null (decision 0027: a key per card in the page's data).
  if (p.promotion_price !== null) item.promotion_price = p.promotion_price;
  return item;
}

/**
 * One product in a grid or a row: square picture, two-line title, USD price with the source price.
 * The picture's alt is empty: the title in the same link names the product (no redundant alt).
 */
export function ProductCard({
  item,
  priority = false,
  sizes = GRID_IMAGE_SIZES,
}: {
  item: CardItem;
  priority?: boolean;
  sizes?: string;
}) {
  const t = useT();
  const paid = item.promotion_price ?? item.price;
  const usd = usdText(item.price_usd);
  return (
    <Link
      to={t.link(productHref(item))}
      className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 hover:shadow-md"
      data-testid="product-card"
    >
      <ProductImage
        src={item.pic || FALLBACK_IMAGE}
        alt=""
        width={CARD_IMAGE_WIDTH}
        sizes={sizes}
        priority={priority}
        fallback={FALLBACK_IMAGE}
        data-testid="card-image"
      />
      <div className="flex flex-1 flex-col gap-1 p-2">
        <h3 className="line-clamp-2 text-sm leading-snug text-gray-900 group-hover:text-primary">{item.title}</h3>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-primary" data-testid="card-price">
            {usd ?? sourcePriceText(paid, item.currency, t.locale)}
          </span>
          {usd && item.currency !== 'USD' && (
            <span className="text-xs text-gray-500">{sourcePriceText(paid, item.currency, t.locale)}</span>
          )}
        </div>
        {item.sales > 0 && <span className="text-xs text-gray-500">{t('catalogue.sold', { n: item.sales })}</span>}
      </div>
    </Link>
  );
}

/** Responsive grid of cards: 2 columns on phones up to 6 on desktop. */
export function ProductGrid({ items, priorityCount = 0 }: { items: CardItem[]; priorityCount?: number }) {
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
