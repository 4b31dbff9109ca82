import { useSearchParams } from 'react-router';
import { useKeptState } from '../../lib/use-kept-state';
import type { Product } from '@fardin/core/contract-catalogue';
import type { LandedAnswer } from '@fardin/core/contract-delivery';
import { useT } from '../../i18n/i18n-context';
import { sourcePriceText, usdText } from './catalogue-format';
import type { ProductActionsProps } from './product-actions';
import * as server from './product-parts.ssr-only';
import { ProductGallery } from './product-gallery';
import { BuyBar } from './buy-bar';
import { skuFor, VariantPicker, type VariantChoice } from './variant-picker';
import { Icon } from '../../components/ui/icon';
import { touchIsland } from '../../components/ui/touch-island';

/**
 * Decision 0060, addendum 2: the buttons and the landed-cost estimate are the server's HTML until
 * used. The buttons' code (cart, wishlist, the guest's way through the login) loads on a touch,
 * a key or focus inside them, when their inputs change (a variant or quantity chosen) or at once
 * when a tap made before a login is to run (`then`); a tap before it is there is held and done then.
 * The estimate's code loads when the quantity or the variant changes (it asks the server again).
 */
const ACTIONS_ID = 'product-actions-island';
const Actions = touchIsland(
  ACTIONS_ID,
  import.meta.env.SSR ? server.ProductActions : null,
  () => import('./product-actions').then((m) => m.ProductActions),
  { testId: 'product-actions' },
);
const Landed = touchIsland(
  'landed-cost-island',
  import.meta.env.SSR ? server.LandedCost : null,
  () => import('./landed-cost').then((m) => m.LandedCost),
  { testId: 'landed-cost' },
);
/** For search engines, in the server's HTML; the browser loads it only if a variant changes it first. */
const JsonLd = touchIsland('product-json-ld', import.meta.env.SSR ? server.ProductJsonLd : null, () =>
  import('./product-extras').then((m) => m.ProductJsonLd),
);
const Share = touchIsland('product-share', import.meta.env.SSR ? server.ShareButton : null, () =>
  import('./product-extras').then((m) => m.ShareButton),
);

export interface ProductPageProps {
  product: Product;
  /** Title in the shopper's language (the original when translation failed). */
  title: string;
  /** Absolute URL of this page (share link, JSON-LD). */
  url: string;
  actions?: Pick<ProductActionsProps, 'onAddToCart' | 'onBuyNow' | 'onAddToWishlist'>;
  /** The landed-cost estimate for one item at the product's price (null: not shown). */
  landed?: LandedAnswer | null;
  /** The signed-in shopper's wishlist entry of this product (the heart is filled and un-saves), else null. */
  savedId?: number | null;
}

const MAX_QUANTITY = 999;

/** The variant choice that leads to this SKU id ({} for none or an unknown one). */
function choiceOfSku(product: Product, skuId: string | null): VariantChoice {
  const sku = skuId ? product.skus.find((s) => s.sku_id === skuId) : undefined;
  if (!sku) return {};
  const choice: VariantChoice = {};
  for (const pair of sku.properties.split(';')) {
    const [pid, vid] = pair.split(':');
    if (pid && vid && product.props.some((p) => p.pid === pid)) choice[pid] = vid;
  }
  return choice;
}

/** The product page: gallery, title (translated + original), prices, variants, quantity, actions. */
export function ProductPage({ product, title, url, actions, landed = null, savedId = null }: ProductPageProps) {
  const t = useT();
  // Kept per history entry: Back from the cart returns to the same variant and quantity.
  // A guest back from the login finds the SKU and quantity they had chosen (`sku`, `quantity`).
  const [params] = useSearchParams();
  const [choice, setChoice] = useKeptState<VariantChoice>(
    `choice.${product.store}.${product.num_iid}`,
    choiceOfSku(product, params.get('sku')),
  );
  const [quantity, setQuantity] = useKeptState(
    `quantity.${product.store}.${product.num_iid}`,
    Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number(params.get('quantity'))) || 1)),
  );
  const hasVariants = product.props.length > 0 && product.skus.length > 0;
  const sku = hasVariants ? skuFor(product.props, product.skus, choice) : null;
  const price = sku?.price ?? product.promotion_price ?? product.price;
  const priceUsd = sku ? sku.price_usd : product.price_usd;
  const stock = sku ? sku.quantity : hasVariants ? null : product.stock;
  const missing = hasVariants ? product.props.find((p) => !choice[p.pid]) : undefined;
  const soldOut = stock === 0;
  const maxQuantity = Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY);
  const usd = usdText(priceUsd);
  // Beside the dollars: the source's price in its own currency; a dollar product (the own
  // catalogue) shows only a higher list price, under a promotion, never the same amount twice.
  const listPrice = sku?.price ?? product.price;
  const original = product.currency !== 'USD' ? price : listPrice > price ? listPrice : null;
  const canBuy = !missing && !soldOut && (!hasVariants || sku !== null);
  /** The buy bar's buttons tap the page's own (add to cart, buy now); while those cannot act, they show why. */
  const tapAction = (index: number) => () => {
    const buttons = document.getElementById(ACTIONS_ID)?.querySelectorAll('button');
    if (canBuy) buttons?.[index]?.click();
    else buttons?.[0]?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  return (
    <article className="grid gap-6 md:grid-cols-2" data-testid="product-page">
      <JsonLd
        props={{
          name: title,
          url,
          images: product.images,
          sku: product.num_iid,
          description: product.description || title,
          currency: usd ? 'USD' : product.currency,
          price: priceUsd ?? price,
          soldOut,
        }}
      />
      <ProductGallery images={product.images} title={title} />
      <div className="space-y-4">
        {product.demo && (
          <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {t('catalogue.demo')}
          </span>
        )}
        <h1 className="text-xl leading-snug font-bold" data-testid="product-title">
          {title}
        </h1>
        {title !== product.original_title && (
          <p className="text-sm text-gray-600" data-testid="original-title">
            <span className="font-semibold">{t('catalogue.originalTitle')}: </span>
            <span lang="und">{product.original_title}</span>
          </p>
        )}
        <div className="flex flex-wrap items-baseline gap-x-3 rounded-xl bg-white p-3">
          <span className="text-2xl font-extrabold text-primary" data-testid="product-price">
            {usd ?? sourcePriceText(price, product.currency, t.locale)}
          </span>
          {usd && original !== null && (
            <span
              className={`text-sm text-gray-600 ${original !== price ? 'line-through' : ''}`}
              data-testid="source-price"
            >
              {t('catalogue.originalPrice', { price: sourcePriceText(original, product.currency, t.locale) })}
            </span>
          )}
        </div>
        {hasVariants && (
          <VariantPicker props={product.props} skus={product.skus} choice={choice} onChange={setChoice} />
        )}
        {stock !== null && (
          <p className={`text-sm ${soldOut ? 'font-semibold text-red-700' : 'text-gray-700'}`} data-testid="stock">
            {soldOut ? t('catalogue.soldOut') : t('catalogue.stock', { n: stock })}
          </p>
        )}
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold">{t('catalogue.quantity')}</span>
          <div className="flex items-center rounded-full border bg-white">
            <button
              type="button"
              className="p-2"
              aria-label={t('catalogue.decrease')}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
            >
              <Icon name="minus" size={16} />
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={quantity}
              aria-label={t('catalogue.quantity')}
              onChange={(e) =>
                setQuantity(Math.max(1, Math.min(maxQuantity || 1, Math.trunc(Number(e.target.value)) || 1)))
              }
              className="w-14 border-0 bg-transparent text-center"
              data-testid="quantity"
            />
            <button
              type="button"
              className="p-2"
              aria-label={t('catalogue.increase')}
              onClick={() => setQuantity((q) => Math.min(maxQuantity || 1, q + 1))}
              disabled={quantity >= maxQuantity}
            >
              <Icon name="plus" size={16} />
            </button>
          </div>
        </div>
        {landed && (
          <Landed
            props={{
              country: product.country,
              store: product.store,
              category: product.category,
              priceUsd,
              quantity,
              initial: landed,
              initialPriceUsd: product.price_usd,
            }}
          />
        )}
        <Actions
          props={{
            target: {
              store: product.store,
              productId: product.num_iid,
              country: product.country,
              skuId: sku?.sku_id ?? '',
              quantity,
            },
            canBuy,
            hint: missing ? t('catalogue.chooseVariant', { name: missing.name }) : undefined,
            savedId,
            ...actions,
          }}
          awake={params.has('then')}
        />
        <BuyBar
          priceText={usd ?? sourcePriceText(price, product.currency, t.locale)}
          onAddToCart={tapAction(0)}
          onBuyNow={tapAction(1)}
        />
        <div className="flex flex-wrap gap-4 text-sm">
          <Share props={{ title, url }} />
          {product.detail_url && (
            <a
              href={product.detail_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-gray-600 underline"
            >
              {t('catalogue.source')}
            </a>
          )}
        </div>
        {product.description && (
          <section>
            <h2 className="mb-1 font-semibold">{t('catalogue.description')}</h2>
            {/* The catalogue's own text in the page's language, or the seller's words marked with their language. */}
            <p className="text-sm whitespace-pre-line text-gray-700" lang={product.description_lang}>
              {product.description}
            </p>
          </section>
        )}
      </div>
    </article>
  );
}
