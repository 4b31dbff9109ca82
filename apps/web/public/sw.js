/* global self, caches, fetch, Response, URLSearchParams */
/*
 * Fardin service worker: keeps the frame and the pages a shopper viewed recently usable offline
 * (issue 29 item 6, decision 0053).
 * - Page navigations and React Router data requests (*.data): network first; a good answer is
 *   kept (at most MAX_PAGES of them); offline, the kept copy answers, else the offline page in the
 *   address's language (public/offline/{kh,en,zh}.html; a data request reloads the document so
 *   the offline page shows), never another page's content.
 * - The shopper's own orders (list and detail) are kept too, in a cache of their own that is
 *   emptied with the page cache whenever a session starts or ends (login, register, logout): the
 *   next shopper on this phone never reads them.
 * - Hashed build assets, fonts, icons: cache first (their names change with their content).
 * - React Router's route table answers (/__manifest?paths=..&version=.., decision 0060): cache first
 *   (an answer never changes for its version); offline and not kept, an answer that makes React
 *   Router load the address as a document, so the offline page (or a kept copy) shows.
 * - /api, other account pages, cart and checkout are never kept.
 */
const VERSION = 'v2';
const SHELL = `fardin-shell-${VERSION}`;
const PAGES = `fardin-pages-${VERSION}`;
const PERSONAL = `fardin-personal-${VERSION}`;
const ASSETS = `fardin-assets-${VERSION}`;
const MAX_PAGES = 40;
const MAX_PERSONAL = 30;
const PRIVATE =
  /^\/(?:(?:en|zh)\/)?(?:account|checkout|my-cart|buynow|login|register|verify|forgot|admin|rider)(?:\/|$|\.data)/;
const ORDERS = /^\/(?:(?:en|zh)\/)?account\/my-order(?:\/[^/]+)?(?:\.data)?$/;
/** Requests that start or end a session: the kept pages belong to the account before them. */
const SESSION = /^\/(?:(?:en|zh)\/)?(?:login|register|verify)(?:\.data)?$|^\/api\/(?:login|logout|register|verify)$/;
const OFFLINE = { kh: '/offline/kh.html', en: '/offline/en.html', zh: '/offline/zh.html' };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', ...Object.values(OFFLINE)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.endsWith(VERSION)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Forgets every kept page of the signed-in shopper (and the pages that showed their header). */
function forgetSession() {
  return Promise.all([caches.delete(PERSONAL), caches.delete(PAGES)]);
}

// The page can ask too (an account change the worker did not see).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'fardin:forget-session') event.waitUntil(forgetSession());
});

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** The page address behind a React Router data request (`/a/b.data?_routes=..` -> `/a/b`). */
function pageOf(url) {
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  search.delete('index');
  const rest = search.toString();
  return rest ? `${path}?${rest}` : path;
}

async function offlinePage(url) {
  const locale = /^\/en(?:\/|$)/.test(url.pathname) ? 'en' : /^\/zh(?:\/|$)/.test(url.pathname) ? 'zh' : 'kh';
  const kept = await caches.match(OFFLINE[locale]);
  const html = kept ? await kept.text() : '';
  const retry = (url.pathname + url.search).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return new Response(html.replace('__RETRY__', retry).replace('__FONT__', await khmerFont()), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The shop's Khmer font as an @font-face, when a page already brought it into the asset cache. */
async function khmerFont() {
  const assets = await caches.open(ASSETS);
  const faces = [];
  for (const key of await assets.keys()) {
    const match = /kantumruy-pro-khmer-(400|700)-normal[^/]*\.woff2$/.exec(new URL(key.url).pathname);
    if (match)
      faces.push(
        `@font-face{font-family:'Kantumruy Pro';font-weight:${match[1]};src:url(${new URL(key.url).pathname}) format('woff2');unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC}`,
      );
  }
  return faces.join('');
}

async function networkFirst(request, { navigation, cacheName, max }) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !/no-store/.test(response.headers.get('Cache-Control') || '')) {
      await cache.delete(request);
      await cache.put(request, response.clone());
      trim(cache, max);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    const url = new URL(request.url);
    if (navigation) return offlinePage(url);
    // A data request of a page not kept: React Router reloads the document, which shows the offline page.
    if (url.pathname.endsWith('.data'))
      return new Response(null, {
        status: 204,
        headers: { 'X-Remix-Redirect': pageOf(url), 'X-Remix-Reload-Document': 'true', 'X-Remix-Replace': 'true' },
      });
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(ASSETS);
    cache.put(request, response.clone());
  }
  return response;
}

async function routeTable(request) {
  try {
    return await cacheFirst(request);
  } catch {
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (SESSION.test(url.pathname)) event.waitUntil(forgetSession());
    return;
  }
  const navigation = request.mode === 'navigate';
  const data = url.pathname.endsWith('.data');
  if (url.pathname === '/__manifest') {
    event.respondWith(routeTable(request));
  } else if (ORDERS.test(url.pathname) && (navigation || data)) {
    event.respondWith(networkFirst(request, { navigation, cacheName: PERSONAL, max: MAX_PERSONAL }));
  } else if (url.pathname.startsWith('/api/')) {
    return;
  } else if (PRIVATE.test(url.pathname)) {
    // Never kept; offline, a page still answers the offline page rather than the browser's error.
    if (navigation) event.respondWith(fetch(request).catch(() => offlinePage(url)));
  } else if (navigation || data) {
    event.respondWith(networkFirst(request, { navigation, cacheName: PAGES, max: MAX_PAGES }));
  } else if (/^\/(?:assets|stores|categories|blog|banners)\/|\.(?:woff2|svg)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

// Web push (decision 0039): the server sends {title, body, link, tag}; a click opens the link.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Fardin', {
      body: data.body || '',
      tag: data.tag,
      icon: '/app-icon.svg',
      data: { link: data.link || '/account/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/account/notifications';
  const target = link.replace(/^\/orders\//, '/account/my-order/');
  event.waitUntil(self.clients.openWindow(target));
});
