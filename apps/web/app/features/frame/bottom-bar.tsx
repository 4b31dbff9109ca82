import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { CountBadge } from '../../components/ui/badge';
import { useFrameState } from '../../lib/frame-state';
import { Icon } from '../../components/ui/icon';
import { ArtImage } from '../../components/ui/art-image';

/** Mobile bottom bar (SPEC section 2): Home, categories, the round store button, Carts, Account. */
export function BottomBar({ cartCount }: { cartCount: number }) {
  const t = useT();
  const frame = useFrameState();
  const item = 'flex flex-1 flex-col items-center gap-0.5 py-1.5 text-[11px] text-gray-700';
  return (
    <nav
      aria-label={t('bottom.account')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {/* pr-14: the help widget's place at the right end (floating-widget.tsx). */}
      <div className="flex items-end pr-14">
        <Link to={t.link('/')} className={item}>
          <Icon name="house" size={22} />
          {t('bottom.home')}
        </Link>
        <button type="button" className={item} onClick={() => frame.setCategoryDialogOpen(true)}>
          <Icon name="layout-grid" size={22} />
          {t('bottom.category')}
        </button>
        <div className="flex flex-1 justify-center">
          <button
            type="button"
            onClick={() => frame.setStoreSelectorOpen(true)}
            aria-label={`${t('bottom.store')}: ${frame.selectedStore?.name ?? ''}`}
            data-testid="store-button"
            className="-mt-6 flex h-14 w-14 items-center justify-center rounded-full border-4 border-white bg-primary text-white shadow-lg"
          >
            {frame.selectedStore ? (
              <ArtImage
                src={frame.selectedStore.image}
                alt=""
                width={32}
                height={32}
                className="h-8 w-8 rounded-full bg-white"
              />
            ) : (
              <Icon name="store" size={24} />
            )}
          </button>
        </div>
        <Link to={t.link('/my-cart')} className={item}>
          <span className="relative">
            <Icon name="shopping-cart" size={22} />
            <CountBadge count={cartCount} label={t('header.cart')} />
          </span>
          {t('bottom.carts')}
        </Link>
        <Link to={t.link('/account')} className={item}>
          <Icon name="user-round" size={22} />
          {t('bottom.account')}
        </Link>
      </div>
    </nav>
  );
}
