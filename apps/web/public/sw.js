/* global self, caches, fetch */
/*
 * Fardin service worker: keeps the frame and the pages a shopper viewed recently usable offline.
 * - Page navigations and React Router data requests (*.data): network first; a good answer is
 *   kept (at most MAX_PAGES of them); offline, the kept copy answers, else the cached home page.
 * - Hashed build assets, fonts, icons: cache first (their names change with their content).
 * - /api, account, cart and checkout pages are never kept: they hold personal data.
 */
const VERSION = 'v1';
const SHELL = `fardin-shell-${VERSION}`;
const PAGES = `fardin-pages-${VERSION}`;
const ASSETS = `fardin-assets-${VERSION}`;
const MAX_PAGES = 40;
const PRIVATE = /^\/(?:(?:en|zh)\/)?(?:account|checkout|my-cart|buynow|login|register|verify|forgot)(?:\/|$|\.data)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg']))
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

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

async function networkFirst(request, isNavigation) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !/no-store/.test(response.headers.get('Cache-Control') || '')) {
      await cache.delete(request);
      await cache.put(request, response.clone());
      trim(cache);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    if (isNavigation) {
      const shell = await caches.match('/');
      if (shell) return shell;
    }
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || PRIVATE.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, true));
  } else if (url.pathname.endsWith('.data')) {
    event.respondWith(networkFirst(request, false));
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
