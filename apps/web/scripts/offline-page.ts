import { offlineMessages } from '../app/i18n/offline';

/** The locales of the offline pages and the address prefix of each (Khmer has none). */
export const OFFLINE_LOCALES = { kh: '', en: '/en', zh: '/zh' } as const;
export type OfflineLocale = keyof typeof OFFLINE_LOCALES;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * One self-contained offline page (no script, inline style, no request of its own): the service
 * worker keeps it at install and answers it for any page it has not kept. `__RETRY__` is where the
 * service worker puts the address asked for, so "try again" reloads that page; `__FONT__` where it
 * puts the Khmer font's @font-face when the font is kept (phones without a Khmer font still read it).
 */
export function offlinePage(locale: OfflineLocale): string {
  const t = offlineMessages[locale];
  const lang = locale === 'kh' ? 'km' : locale;
  const home = OFFLINE_LOCALES[locale] || '/';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t['offline.title'])} | Fardin</title>
<style>
__FONT__
body{margin:0;font-family:'Kantumruy Pro',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f6f8;color:#1f2937;line-height:1.6}
main{max-width:28rem;margin:0 auto;padding:3rem 1.25rem;text-align:center}
.mark{width:4rem;height:4rem;margin:0 auto 1rem;border-radius:50%;background:#fff4e5;color:#b45309;font-size:2rem;line-height:4rem}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
.note{font-size:.875rem;color:#4b5563}
a{display:block;min-height:44px;line-height:44px;margin:.75rem 0;border-radius:.5rem;text-decoration:none;font-weight:600}
.retry{background:#1b5e20;color:#fff}
.home{border:1px solid #1b5e20;color:#1b5e20;background:#fff}
</style>
</head>
<body>
<main data-testid="offline-page">
<div class="mark" aria-hidden="true">!</div>
<h1>${escape(t['offline.heading'])}</h1>
<p>${escape(t['offline.body'])}</p>
<p class="note">${escape(t['offline.saved'])}</p>
<a class="retry" href="__RETRY__">${escape(t['offline.retry'])}</a>
<a class="home" href="${home}">${escape(t['offline.home'])}</a>
</main>
</body>
</html>
`;
}
