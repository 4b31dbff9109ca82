import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { CountBadge } from '../../components/ui/badge';
import { AccountMenu as ServerAccountMenu } from './account-menu.ssr-only';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox as ServerSearchBox } from './search-box.ssr-only';
import { Icon } from '../../components/ui/icon';
import { touchIsland } from '../../components/ui/touch-island';
import { ArtImage } from '../../components/ui/art-image';

/** Decision 0060: the search box is the server's HTML (a working GET form) until it is used. */
const SearchBox = touchIsland('header-search-box', import.meta.env.SSR ? ServerSearchBox : null, () =>
  import('./search-box').then((m) => m.SearchBox),
);

/**
 * The account menu (desktop only: hidden on phones) is the server's HTML, its links plain links,
 * until it is used: its code is not on any phone's first load.
 */
const AccountMenu = touchIsland('header-account-menu', import.meta.env.SSR ? ServerAccountMenu : null, () =>
  import('./account-menu').then((m) => m.AccountMenu),
);

/** SPEC section 2: the seven header links. */
const NAV_LINKS: { path: string; key: MessageKey }[] = [
  { path: '/', key: 'nav.home' },
  { path: '/express', key: 'nav.express' },
  { path: '/area', key: 'nav.area' },
  { path: '/price', key: 'nav.price' },
  { path: '/tracking', key: 'nav.tracking' },
  { path: '/blog', key: 'nav.help' },
  { path: '/about-us', key: 'nav.about' },
];

export function Header(props: {
  siteName: string;
  viewerName: string | null;
  cartCount: number;
  wishlistCount: number;
  /** The bell's unread count; null for a guest (no bell). */
  unreadCount?: number | null;
}) {
  const t = useT();
  return (
    <header className="bg-primary text-white" data-testid="site-header">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 md:flex-nowrap md:py-3">
        <Link
          to={t.link('/')}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight"
          aria-label={props.siteName}
        >
          <ArtImage src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8 rounded-lg" />
          <span>{props.siteName}</span>
        </Link>
        <div className="order-last w-full md:order-none md:mx-4 md:flex-1">
          <SearchBox props={{ id: 'header-search' }} />
        </div>
        <div className="ml-auto flex items-center gap-3 md:ml-0">
          <Link
            to={t.link('/download')}
            className="flex items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-black md:hidden"
          >
            <Icon name="download" size={14} />
            {t('bottom.downloadApp')}
          </Link>
          {props.unreadCount != null && (
            <Link
              to={t.link('/account/notifications')}
              className="relative p-1"
              data-testid="bell-link"
              title={t('notifications.bell')}
            >
              <Icon name="bell" size={22} />
              <CountBadge count={props.unreadCount} label={t('notifications.bell')} />
            </Link>
          )}
          <Link
            to={t.link('/account/my-favorite')}
            className="relative hidden p-1 md:block"
            data-testid="favorites-link"
            title={t('header.favorites')}
          >
            <Icon name="heart" size={22} />
            <CountBadge count={props.wishlistCount} label={t('header.favorites')} />
          </Link>
          <Link
            to={t.link('/my-cart')}
            className="relative hidden p-1 md:block"
            data-testid="cart-link"
            title={t('header.cart')}
          >
            <Icon name="shopping-cart" size={22} />
            <CountBadge count={props.cartCount} label={t('header.cart')} />
          </Link>
          <div className="hidden md:block">
            <AccountMenu props={{ viewerName: props.viewerName }} />
          </div>
          <LanguageSwitcher />
        </div>
      </div>
      <nav aria-label={t('nav.main')} className="bg-black/15">
        {/* On a phone the strip scrolls sideways; the browser opens it at the current page's tab
            (`scroll-initial-target`, set in the server's HTML): no script, the page never moves (decision 0065). */}
        <ul className="mx-auto flex max-w-[1200px] gap-1 overflow-x-auto px-2 text-sm whitespace-nowrap">
          {NAV_LINKS.map((item) => (
            <li key={item.path}>
              <NavLink
                to={t.link(item.path)}
                end={item.path === '/'}
                className={({ isActive }) =>
                  `block px-3 py-2 ${isActive ? 'snap-center border-b-2 border-secondary font-semibold [scroll-initial-target:nearest]' : 'opacity-90 hover:opacity-100'}`
                }
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
