import { localizePath, splitLocalePath, type Locale } from '@fardin/core/locale';
import { safeRedirect } from '../../lib/auth-cookie.server';

export function localeOf(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

/**
 * Where the shopper goes after login or registration: the `redirect` parameter the guard set, else
 * the page they came from (same site), else their account page. Never home (SPEC section 4).
 */
export function redirectTarget(request: Request, given?: string | null): string {
  const url = new URL(request.url);
  const fallback = localizePath('/account', localeOf(request));
  const param = given ?? url.searchParams.get('redirect');
  if (param) return safeRedirect(param, fallback);
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === url.host) return safeRedirect(from.pathname + from.search, fallback);
    } catch {
      /* not a URL */
    }
  }
  return fallback;
}
