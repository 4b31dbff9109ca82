import { Outlet, data, redirect } from 'react-router';
import { LOCALE_COOKIE } from '@fardin/core/cookies';
import { DEFAULT_LOCALE, detectLocale, localeFromParam, localizePath } from '@fardin/core/locale';
import type { Route } from './+types/locale-layout';

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The optional locale segment: '' is Khmer, en and zh are prefixes, anything else is a 404. On the
 * bare root the language comes from the cookie, then Accept-Language, then kh (redirect only when
 * it is not kh).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (url.pathname === '/') {
    const detected = detectLocale(
      readCookie(request.headers.get('Cookie'), LOCALE_COOKIE),
      request.headers.get('Accept-Language'),
    );
    if (detected !== DEFAULT_LOCALE) throw redirect(localizePath(`/${url.search}`, detected));
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
