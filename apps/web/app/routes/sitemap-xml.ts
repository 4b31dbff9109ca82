import { LOCALES, LOCALE_HTML_LANG, localizePath } from '@fardin/core/locale';
import type { Route } from './+types/sitemap-xml';

const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/area',
  '/blog',
  '/chat',
  '/download',
  '/express',
  '/price',
  '/price-list',
  '/privacy-policy',
  '/shop',
  '/tracking',
];

/** Absolute URLs on PUBLIC_URL, never the request's Host (issue 24 item 4). */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const urls = PUBLIC_PAGES.map((page) => {
    const alternates = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_HTML_LANG[l]}" href="${origin}${localizePath(page, l)}"/>`,
    ).join('');
    return LOCALES.map((l) => `<url><loc>${origin}${localizePath(page, l)}</loc>${alternates}</url>`).join('');
  }).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
