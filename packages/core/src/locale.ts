/**
 * Locales (SPEC sections 2, 3, 4, 9): kh is the default and has no URL prefix; en and zh use /en and
 * /zh. This module is the one home of locale detection and localized link building.
 */
export const LOCALES = ['kh', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kh';
/** The BCP 47 tag for `<html lang>` and hreflang: Khmer is `km`. */
export const LOCALE_HTML_LANG: Record<Locale, string> = { kh: 'km', en: 'en', zh: 'zh' };
/** The language code the translation API expects: kh is sent as km. */
export const LOCALE_TRANSLATE_CODE: Record<Locale, string> = { kh: 'km', en: 'en', zh: 'zh' };
export const LOCALE_NATIVE_NAME: Record<Locale, string> = { kh: 'ខ្មែរ', en: 'English', zh: '中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix a locale uses; '' for Khmer. */
function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Reads the locale from a URL path segment. Returns `null` for a prefix that is not a locale
 * (the caller answers 404), `kh` when there is no prefix.
 */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  if (param === 'en' || param === 'zh') return param;
  return null;
}

/** Splits `/en/blog?x=1` into the locale and the path without its prefix (`/blog?x=1`). */
export function splitLocalePath(pathWithQuery: string): { locale: Locale; path: string } {
  const match = /^\/(en|zh)(?=\/|\?|#|$)(.*)$/.exec(pathWithQuery);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathWithQuery || '/' };
  const rest = match[2] ?? '';
  return {
    locale: match[1] as Locale,
    path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
  };
}

/** Builds a localized link: `localizePath('/blog', 'en')` is `/en/blog`; `/` in zh is `/zh`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  if (clean === '/') return prefix;
  if (clean.startsWith('/?') || clean.startsWith('/#')) return `${prefix}${clean.slice(1)}`;
  return `${prefix}${clean}`;
}

/** The same page in another locale, path and query kept. */
export function switchLocalePath(currentPathWithQuery: string, to: Locale): string {
  return localizePath(splitLocalePath(currentPathWithQuery).path, to);
}

/** Maps a browser language tag to one of ours: km* -> kh, en* -> en, zh* -> zh. */
function localeFromLanguageTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'km' || primary === 'kh') return 'kh';
  if (primary === 'en') return 'en';
  if (primary === 'zh') return 'zh';
  return null;
}

/** Parses an Accept-Language header into tags by descending quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Root-path language detection (SPEC section 4): the `i18n_redirected` cookie, then the browser's
 * languages, then kh.
 */
export function detectLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
