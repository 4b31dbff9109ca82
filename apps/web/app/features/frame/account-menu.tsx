import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

/** Guests see Login/Register; a logged-in shopper a menu (SPEC section 6). */
export function AccountMenu({ viewerName }: { viewerName: string | null }) {
  const t = useT();
  // The menu closes once a page it opened is shown (a native <details> would stay open); not as its
  // code first runs, on a menu opened before that.
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname && menu.current) menu.current.open = false;
    shownAt.current = pathname;
  }, [pathname]);
  if (!viewerName) {
    return (
      <Link
        to={t.link('/login')}
        className="rounded-full border border-white/60 px-3 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-white/10"
        data-testid="login-button"
      >
        {t('header.loginRegister')}
      </Link>
    );
  }
  return (
    <details ref={menu} className="relative" data-testid="account-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10">
        <Icon name="circle-user-round" size={22} />
        <span className="max-w-24 truncate text-sm">{viewerName}</span>
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-xl bg-white text-gray-900 shadow-lg">
        <li>
          <Link className="block px-4 py-2.5 hover:bg-gray-100" to={t.link('/account/my-profile')}>
            {t('header.myProfile')}
          </Link>
        </li>
        <li>
          <Link className="block px-4 py-2.5 hover:bg-gray-100" to={t.link('/account/my-favorite')}>
            {t('header.myFavorite')}
          </Link>
        </li>
        <li>
          <Link className="block px-4 py-2.5 hover:bg-gray-100" to={t.link('/account/change-password')}>
            {t('header.changePassword')}
          </Link>
        </li>
        <li>
          <Form method="post" action={t.link('/login')} reloadDocument>
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="block w-full px-4 py-2.5 text-left hover:bg-gray-100">
              {t('header.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
