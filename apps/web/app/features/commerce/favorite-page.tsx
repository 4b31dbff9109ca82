import { useEffect } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatUsd } from '@fardin/core/money';
import type { WishlistItem } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { ProductImage } from '../../components/ui/product-image';
import { TranslatedText } from '../../components/ui/translated-text';

/** The move's refusal that sends the shopper to the product page to choose its options. */
const VARIANT_REQUIRED = 'product.variant_required';

function FavoriteRow({ item }: { item: WishlistItem }) {
  const t = useT();
  const fetcher = useFetcher<{ ok: boolean; intent?: string; code?: string; message?: string }>();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const productLink = t.link(`/product/${item.type}/${encodeURIComponent(item.product_id)}`);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data.ok) return;
    snackbar.show(fetcher.data.message || t('commerce.khqr.error'), 'error');
    // Hearted without a colour or size: the product page is where the shopper chooses them.
    if (fetcher.data.intent === 'fav-move' && fetcher.data.code === VARIANT_REQUIRED) navigate(productLink);
  }, [fetcher.state, fetcher.data, snackbar, t, navigate, productLink]);
  if (fetcher.state !== 'idle') return null;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.wishlist_id} />
      <input type="hidden" name="type" value={item.type} />
      <input type="hidden" name="product_id" value={item.product_id} />
      <input type="hidden" name="variant" value={item.variant} />
    </>
  );
  return (
    <li className="flex gap-3 py-3" data-testid="favorite-item">
      <Link to={productLink} className="shrink-0">
        <div className="h-18 w-18 shrink-0 overflow-hidden rounded-lg">
          <ProductImage src={item.image || '/favicon.svg'} alt="" width={72} />
        </div>
      </Link>
      <div className="min-w-0 flex-1">
        <TranslatedText
          text={item.title}
          original={item.title_original}
          className="line-clamp-2 text-sm"
          testId="line-title"
        />
        {item.variant_name && (
          <p className="text-xs text-gray-500" data-testid="favorite-variant">
            {item.variant_name}
          </p>
        )}
        <p className="mt-1 font-semibold text-secondary">{formatUsd(item.price_usd)}</p>
        <div className="mt-2 flex gap-2">
          <fetcher.Form method="post" action={t.link('/my-cart')}>
            {hidden('fav-move')}
            <button
              type="submit"
              className="flex items-center gap-1 rounded-full bg-primary px-3 py-1.5 text-sm text-white"
            >
              <Icon name="shopping-cart" size={14} /> {t('commerce.fav.moveToCart')}
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action={t.link('/my-cart')}>
            {hidden('fav-remove')}
            <button
              type="submit"
              className="rounded-full p-2 text-gray-500 hover:bg-gray-100"
              aria-label={t('commerce.cart.remove')}
            >
              <Icon name="trash-2" size={16} />
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}

/** /account/my-favorite: one list per provider, remove or move to the cart. */
export function FavoritePage({
  lists,
  storeNames,
}: {
  lists: Record<string, WishlistItem[]>;
  storeNames: Record<string, string>;
}) {
  const t = useT();
  const groups = Object.entries(lists).filter(([, items]) => items.length > 0);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4 p-3 md:p-6">
      <h1 className="text-xl font-bold text-primary">{t('commerce.fav.title')}</h1>
      {groups.length === 0 && (
        <p className="rounded-2xl bg-white p-8 text-center text-gray-600 shadow-sm">{t('commerce.fav.empty')}</p>
      )}
      {groups.map(([store, items]) => (
        <article key={store} className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="font-bold">{storeNames[store] ?? store}</h2>
          <ul className="divide-y">
            {items.map((item) => (
              <FavoriteRow key={item.wishlist_id} item={item} />
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
