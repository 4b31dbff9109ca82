import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { useRootData } from '../../lib/root-data';
import { useSnackbar } from '../../components/ui/snackbar';
import { Icon } from '../../components/ui/icon';

/** What the buttons act on: the product, the chosen SKU (variant) and quantity. */
export interface ProductActionTarget {
  store: string;
  productId: string;
  country: string;
  /** The chosen SKU id ('' when the product has no variants). */
  skuId: string;
  quantity: number;
}

export interface ProductActionsProps {
  target: ProductActionTarget;
  /** False while a variant is missing or the choice is sold out: the buttons are disabled. */
  canBuy: boolean;
  /** Why the buttons are disabled (shown under them). */
  hint?: string | undefined;
  /** Commerce wires these to the cart / wishlist API; without them a click does nothing for a shopper. */
  onAddToCart?: (target: ProductActionTarget) => void | Promise<void>;
  onBuyNow?: (target: ProductActionTarget) => void | Promise<void>;
  onAddToWishlist?: (target: ProductActionTarget) => void | Promise<void>;
  /** The shopper's wishlist entry of this product: the heart is filled, and a tap un-saves it. */
  savedId?: number | null;
}

const GUEST_INTENTS = ['add', 'buy-now', 'fav-add'] as const;
type GuestIntent = (typeof GUEST_INTENTS)[number];
const isGuestIntent = (value: string | null): value is GuestIntent =>
  (GUEST_INTENTS as readonly string[]).includes(value ?? '');

/**
 * Where a guest's login leads back to: this product page with the tap (`then`), the chosen SKU
 * (`sku`) and the quantity, so the page shows the same choice and does what was tapped.
 */
export function afterLoginPath(
  pathname: string,
  search: string,
  intent: GuestIntent,
  target: ProductActionTarget,
): string {
  const params = new URLSearchParams(search);
  params.set('then', intent);
  if (target.skuId) params.set('sku', target.skuId);
  else params.delete('sku');
  params.set('quantity', String(target.quantity));
  return `${pathname}?${params}`;
}

/**
 * Add to cart, buy now and add to wishlist. A guest is sent to /login (SPEC section 2, the auth
 * guard) and comes back here afterwards.
 */
export function ProductActions({
  target,
  canBuy,
  hint,
  onAddToCart,
  onBuyNow,
  onAddToWishlist,
  savedId = null,
}: ProductActionsProps) {
  const t = useT();
  const root = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const guest = !root?.viewer;
  // Commerce: without handlers from the page, the buttons post to the cart page's action (the POST
  // reloads the root data, so the header badges settle on the server's counts); buy now goes on
  // to /buynow. The buttons wait while a post is on its way.
  const fetcher = useFetcher<{ ok: boolean; intent?: string; message?: string; redirect?: string }>();
  const snackbar = useSnackbar();
  const busy = fetcher.state !== 'idle';
  const post = (intent: string) => (item: ProductActionTarget) =>
    fetcher.submit(
      {
        intent,
        type: item.store,
        product_id: item.productId,
        quantity: String(item.quantity),
        variant: item.skuId,
        country: item.country,
      },
      { method: 'post', action: t.link('/my-cart') },
    );
  onAddToCart ??= post('add');
  onBuyNow ??= post('buy-now');
  onAddToWishlist ??= post('fav-add');
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok && fetcher.data.redirect) window.location.assign(fetcher.data.redirect);
    else if (fetcher.data.ok)
      snackbar.show(
        t(
          fetcher.data.intent === 'fav-add'
            ? 'commerce.fav.added'
            : fetcher.data.intent === 'fav-remove'
              ? 'commerce.fav.removed'
              : 'commerce.cart.added',
        ),
        'success',
      );
    else snackbar.show(fetcher.data.message || t('commerce.khqr.error'), 'error');
  }, [fetcher.state, fetcher.data, snackbar, t]);
  const unsave = () => {
    if (savedId !== null)
      fetcher.submit(
        { intent: 'fav-remove', id: String(savedId), type: target.store },
        { method: 'post', action: t.link('/my-cart') },
      );
  };
  const saved = savedId !== null;
  // A guest's tap survives the login: the way back names the tap and the choice (issue 29 item 8).
  const run = (handler: ProductActionsProps['onAddToCart'], intent: GuestIntent) => () => {
    if (guest) {
      const back = afterLoginPath(location.pathname, location.search, intent, target);
      navigate(`${t.link('/login')}?redirect=${encodeURIComponent(back)}`);
      return;
    }
    void handler?.(target);
  };
  // Back from the login with the guest's tap: it runs once, and the address forgets it.
  const resumed = useRef(false);
  useEffect(() => {
    const intent = new URLSearchParams(location.search).get('then');
    if (guest || resumed.current || !isGuestIntent(intent) || !canBuy) return;
    resumed.current = true;
    const handler = intent === 'add' ? onAddToCart : intent === 'buy-now' ? onBuyNow : onAddToWishlist;
    void handler?.(target);
    const params = new URLSearchParams(location.search);
    params.delete('then');
    navigate(
      { pathname: location.pathname, search: params.size ? `?${params}` : '' },
      { replace: true, preventScrollReset: true },
    );
  }, [guest, canBuy, location.pathname, location.search, onAddToCart, onBuyNow, onAddToWishlist, target, navigate]);
  // The product page's island wrapper carries `data-testid="product-actions"`; the phone's buy bar
  // taps these buttons (product-page.tsx).
  return (
    <div className="space-y-2 scroll-mb-40">
      <div className="flex gap-2">
        <button
          type="button"
          disabled={!canBuy || busy}
          onClick={run(onAddToCart, 'add')}
          className="flex flex-1 items-center justify-center gap-2 rounded-full bg-secondary px-4 py-3 font-semibold text-black disabled:opacity-50"
        >
          <Icon name="shopping-cart" size={18} />
          {t('catalogue.addToCart')}
        </button>
        <button
          type="button"
          disabled={!canBuy || busy}
          onClick={run(onBuyNow, 'buy-now')}
          className="flex flex-1 items-center justify-center gap-2 rounded-full bg-primary px-4 py-3 font-semibold text-white disabled:opacity-50"
        >
          <Icon name="zap" size={18} />
          {t('catalogue.buyNow')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={saved ? unsave : run(onAddToWishlist, 'fav-add')}
          aria-pressed={saved}
          className={`rounded-full border p-3 ${saved ? 'border-primary bg-primary text-white' : 'border-gray-300 bg-white text-primary'}`}
          aria-label={t('catalogue.addToWishlist')}
          title={t(saved ? 'commerce.fav.removed' : 'catalogue.addToWishlist')}
          data-testid="wishlist-heart"
        >
          <Icon name="heart" size={20} />
        </button>
      </div>
      {hint && (
        <p className="text-sm text-gray-600" data-testid="actions-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
