import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { I18nProvider, useT } from '../../i18n/i18n-context';
import type { MessageKey, Messages } from '../../i18n/dictionaries';
import type { Locale } from '@fardin/core/locale';

const NAV: { to: string; key: MessageKey }[] = [
  { to: '/admin', key: 'admin.nav.dashboard' },
  { to: '/admin/orders', key: 'admin.nav.orders' },
  { to: '/admin/purchasing', key: 'admin.nav.purchasing' },
  { to: '/admin/problems', key: 'admin.nav.problems' },
  { to: '/admin/conversations', key: 'admin.nav.conversations' },
  { to: '/admin/requests', key: 'admin.nav.requests' },
  { to: '/admin/parcels', key: 'admin.nav.parcels' },
  { to: '/admin/warehouse', key: 'admin.nav.warehouse' },
  { to: '/admin/batches', key: 'admin.nav.batches' },
  { to: '/admin/pp-receiving', key: 'admin.nav.ppReceiving' },
  { to: '/admin/dispatch', key: 'admin.nav.dispatch' },
  { to: '/admin/rider-day', key: 'admin.nav.riderDay' },
  { to: '/admin/payments', key: 'admin.nav.payments' },
  { to: '/admin/withdrawals', key: 'admin.nav.withdrawals' },
  { to: '/admin/deliveries', key: 'admin.nav.deliveries' },
  { to: '/admin/users', key: 'admin.nav.users' },
  { to: '/admin/products', key: 'admin.nav.products' },
  { to: '/admin/reference', key: 'admin.nav.reference' },
  { to: '/admin/shipping', key: 'admin.nav.shipping' },
  { to: '/admin/blog', key: 'admin.nav.blog' },
  { to: '/admin/settings', key: 'admin.nav.settings' },
  { to: '/admin/audit', key: 'admin.nav.audit' },
  { to: '/admin/sms-outbox', key: 'admin.nav.smsOutbox' },
  { to: '/admin/telegram-outbox', key: 'admin.nav.telegramOutbox' },
  { to: '/admin/khqr-sandbox', key: 'admin.nav.khqrSandbox' },
];

/** The back office's languages, each named in itself. */
const ADMIN_LANGUAGES: readonly { code: Locale; name: string; hrefLang: string }[] = [
  { code: 'kh', name: 'ខ្មែរ', hrefLang: 'km' },
  { code: 'en', name: 'English', hrefLang: 'en' },
  { code: 'zh', name: '中文', hrefLang: 'zh' },
];

function Shell({ role, locale, children }: { role: string; locale: Locale; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the nav scrolls sideways: keep the current page's entry in sight. Only the strip
  // moves, never the page: `scrollIntoView` also scrolled the window up to the nav as the page
  // hydrated, so a tap already on its way to a link or button further down landed elsewhere and
  // did nothing (decision 0065).
  useEffect(() => {
    const strip = nav.current;
    const entry = strip?.querySelector('[aria-current="page"]');
    if (!strip || !entry) return;
    const box = strip.getBoundingClientRect();
    const item = entry.getBoundingClientRect();
    if (item.left < box.left) strip.scrollLeft -= box.left - item.left;
    else if (item.right > box.right) strip.scrollLeft += item.right - box.right;
  }, [location.pathname]);
  const hrefIn = (lang: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', lang);
    return `${location.pathname}?${params}`;
  };
  return (
    <div className="mx-auto w-full max-w-[1200px] px-3 py-4" data-admin-locale={locale}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-primary">
          {t('admin.title')}{' '}
          <span className="text-sm font-normal text-gray-600">
            ({t(role === 'admin' ? 'admin.role.admin' : 'admin.role.staff')})
          </span>
        </p>
        {/* Each language by its own name (kh, en, zh): staff pick theirs; remembered in a cookie. */}
        <nav aria-label={t('admin.languageChoice')} className="flex gap-3 text-sm" data-testid="admin-languages">
          {ADMIN_LANGUAGES.map(({ code, name, hrefLang }) =>
            code === locale ? (
              <span key={code} aria-current="true" className="font-semibold">
                {name}
              </span>
            ) : (
              <a key={code} href={hrefIn(code)} hrefLang={hrefLang} lang={hrefLang} className="underline">
                {name}
              </a>
            ),
          )}
        </nav>
      </div>
      <nav
        ref={nav}
        aria-label={t('admin.title')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-gray-200 pb-2 text-sm md:flex-wrap"
      >
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/admin'}
            className={({ isActive }) =>
              `whitespace-nowrap rounded px-3 py-1.5 ${isActive ? 'bg-primary text-white' : 'text-gray-800 hover:bg-gray-100'}`
            }
          >
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

/** The /admin frame: its own language (kh, en or zh, chosen by ?lang and a cookie) over the shop's texts. */
export function AdminShell({
  role,
  locale,
  messages,
  rootMessages,
  children,
}: {
  role: string;
  locale: Locale;
  messages: Partial<Messages>;
  rootMessages: Messages;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale={locale} messages={{ ...rootMessages, ...messages }}>
      <Shell role={role} locale={locale}>
        {children}
      </Shell>
    </I18nProvider>
  );
}
