import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

export interface BuyBarProps {
  /** The price as the page shows it (the chosen variant's). */
  priceText: string;
  onAddToCart(): void;
  onBuyNow(): void;
}

/**
 * The phone's sticky price and buy bar (issue 29 item 9): the price, add to cart and buy now on the
 * first screen, just above the bottom navigation (its round store button overlaps only the bar's
 * bottom padding; the help button keeps its place in the navigation's row). It steps aside once
 * the footer comes into view, so it never covers it. Desktops (md and up) do not show it. Its
 * buttons tap the page's own (product-page.tsx), so they do what those do, or nothing while those
 * are disabled (a post on its way).
 */
export function BuyBar({ priceText, onAddToCart, onBuyNow }: BuyBarProps) {
  const t = useT();
  const footerShown = useFooterShown();
  return (
    <div
      data-testid="buy-bar"
      hidden={footerShown}
      className="fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+3.25rem)] z-20 border-t bg-white/95 px-3 pt-2 pb-6 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 shrink truncate text-lg font-extrabold text-primary" data-testid="buy-bar-price">
          {priceText}
        </span>
        <button
          type="button"
          onClick={onAddToCart}
          className="ml-auto flex min-h-11 items-center justify-center gap-1 rounded-full bg-secondary px-3 py-2 text-sm font-semibold text-black"
        >
          <Icon name="shopping-cart" size={16} />
          {t('catalogue.addToCart')}
        </button>
        <button
          type="button"
          onClick={onBuyNow}
          className="flex min-h-11 items-center justify-center gap-1 rounded-full bg-primary px-3 py-2 text-sm font-semibold text-white"
        >
          <Icon name="zap" size={16} />
          {t('catalogue.buyNow')}
        </button>
      </div>
    </div>
  );
}

/** True while the site's footer is on screen (the bar then leaves it uncovered). */
function useFooterShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('[data-testid="site-footer"]');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setShown(entries.some((e) => e.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return shown;
}
