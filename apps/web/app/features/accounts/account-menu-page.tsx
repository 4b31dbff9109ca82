import { Form, Link } from 'react-router';
import type { AccountUser } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { Icon } from '../../components/ui/icon';
import type { IconName } from '../../components/ui/icon-names';
import { TheirWords } from '../../components/ui/their-words';

const ITEMS: Array<{ path: string; key: MessageKey; icon: IconName }> = [
  { path: '/account/my-profile', key: 'accounts.menu.myProfile', icon: 'user-round' },
  { path: '/account/my-order', key: 'accounts.menu.myOrder', icon: 'package' },
  { path: '/account/wallet', key: 'page.myWallet', icon: 'zap' },
  { path: '/account/requests', key: 'accounts.menu.myRequests', icon: 'send' },
  { path: '/account/my-delivery', key: 'accounts.menu.myDelivery', icon: 'truck' },
  { path: '/account/my-favorite', key: 'accounts.menu.myFavorite', icon: 'heart' },
  { path: '/account/my-address', key: 'accounts.menu.myAddress', icon: 'map-pin' },
  { path: '/account/change-password', key: 'accounts.menu.changePassword', icon: 'key-round' },
];

export function Avatar({ user, size = 56 }: { user: AccountUser; size?: number }) {
  return user.image ? (
    <img
      src={user.image}
      alt=""
      width={size}
      height={size}
      className="rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="flex items-center justify-center rounded-full bg-primary/10 text-xl font-bold text-primary"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** /account: who is logged in and the account pages (the mobile bottom bar's Account). */
export function AccountMenuPage({ user }: { user: AccountUser }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-2xl" data-testid="account-page">
      <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <Avatar user={user} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-primary">
            <TheirWords k="accounts.menu.hello" values={{ name: user.name }} />
          </h1>
          <p className="text-sm text-gray-600">{formatLocalPhone(user.phone)}</p>
          <p className="text-sm text-gray-600">
            {t('accounts.profile.wallet')}: <span className="font-semibold">${user.total.toFixed(2)}</span>
          </p>
        </div>
      </div>
      <nav aria-label={t('page.account')} className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm">
        <ul className="divide-y divide-gray-100">
          {ITEMS.map(({ path, key, icon }) => (
            <li key={path}>
              <Link to={t.link(path)} className="flex items-center gap-3 px-5 py-4 hover:bg-gray-50">
                <Icon name={icon} size={20} className="text-primary" />
                <span className="flex-1">{t(key)}</span>
                <Icon name="chevron-right" size={18} className="text-gray-400" />
              </Link>
            </li>
          ))}
          <li>
            <Form method="post" action={t.link('/login')} reloadDocument>
              <input type="hidden" name="intent" value="logout" />
              <button
                type="submit"
                className="flex w-full items-center gap-3 px-5 py-4 text-left text-error hover:bg-gray-50"
                data-testid="logout-button"
              >
                <Icon name="log-out" size={20} />
                <span className="flex-1">{t('accounts.menu.logout')}</span>
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </section>
  );
}
