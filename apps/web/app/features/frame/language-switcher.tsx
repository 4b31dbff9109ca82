import { Link, useLocation } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@fardin/core/cookies';
import { LOCALES, LOCALE_HTML_LANG, LOCALE_NATIVE_NAME, switchLocalePath } from '@fardin/core/locale';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

/** Same page, path and query kept, in another language; the choice is remembered for 365 days. */
export function LanguageSwitcher() {
  const t = useT();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  return (
    <nav aria-label={t('header.language')} className="flex items-center gap-1 text-sm" data-testid="language-switcher">
      <Icon name="languages" size={16} className="hidden sm:block" />
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={switchLocalePath(current, locale)}
          lang={LOCALE_HTML_LANG[locale]}
          hrefLang={LOCALE_HTML_LANG[locale]}
          aria-current={locale === t.locale ? 'true' : undefined}
          onClick={() => {
            document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
          }}
          className={`rounded px-1.5 py-0.5 ${locale === t.locale ? 'bg-white/20 font-bold' : 'hover:bg-white/10'}`}
        >
          {LOCALE_NATIVE_NAME[locale]}
        </Link>
      ))}
    </nav>
  );
}
