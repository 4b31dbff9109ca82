import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@fardin/core/cookies';
import { DEFAULT_LOCALE, detectLocale } from '@fardin/core/locale';
import type { AppEnv } from '../http/app-env';
import { isRefresh, type EarlyFrame } from '../http/answer-cache';
import { encode, MIN_COMPRESS_BYTES, pickEncoding, replaceAnswer, type Encoding } from '../http/compress';
import { preparedAnswer } from '../http/prepared-answer';
import { headerOf, requestHeader } from '../http/request-header';
import { pageScriptHeaders } from '../http/security-headers';
import { backgroundRefresher, Coalescer, TtlCache } from '../lib/resilience';

/**
 * The catalogue pages a guest may get from memory (decision 0020), in every locale: home, search,
 * product, blog list, category and post. Listed here one by one: a page that reads anything of
 * the request beyond its path and query (the user, a cookie, a header) must not be added.
 */
const PAGE_PATHS: readonly RegExp[] = [
  /^\/(?:(?:en|zh)\/?)?$/,
  /^(?:\/(?:en|zh))?\/search\/filter\/[^/]+(?:\/[^/]+)?\/?$/,
  /^(?:\/(?:en|zh))?\/product\/[^/]+(?:\/[^/]+)?\/?$/,
  /^(?:\/(?:en|zh))?\/blog\/?$/,
  /^(?:\/(?:en|zh))?\/blog\/(?:detail|category)\/[^/]+\/?$/,
];
const MAX_KEY_LENGTH = 2048;

/** Page requests whose data had a passing failure (an API answer 5xx or 429): never kept. */
const transient = new WeakSet<Request>();

/**
 * Marks the page being rendered for `request` as not to be kept: one of its loaders got a passing
 * failure (the marketplace down, a limit), which the page shows with status 200.
 */
export function markTransient(request: Request): void {
  transient.add(request);
}

interface PagePolicy {
  /** Served from memory this long after rendering. */
  ttlMs: number;
  /** Then served this much longer while one background request renders it again. */
  staleMs: number;
}
const PAGE_POLICY: PagePolicy = { ttlMs: 30_000, staleMs: 30_000 };

interface PageEntry {
  /** The page as rendered, without its nonce attributes (its inline scripts are allowed by hash). */
  identity: Buffer;
  /** The CSP script sources naming the page's inline scripts, `'sha256-…' …` ('' when none). */
  scriptSources: string;
  /** Headers of the rendered answer that belong to the page (Content-Type, Cache-Control, ...). */
  headers: Record<string, string>;
  /** The page brotli- and gzip-encoded, each made once per entry. */
  encoded: Promise<Record<Encoding, Buffer>>;
  ready: Record<Encoding, Buffer> | null;
  freshUntil: number;
}

/** The frame's answer headers (set by security headers and compress) are never kept with a page. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'x-request-id',
  'set-cookie',
  'etag',
  'x-cache',
]);

/** An inline script (no `src`) and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The deferred module bootstrap's text in the first-paint loader (a JSON string literal). */
const DEFERRED_MODULE = /\bs\.textContent=("(?:[^"\\]|\\.)*");/g;

/**
 * The CSP sources allowing the page's inline scripts by their SHA-256 (decision 0046): computed once
 * when the page is kept, so every answer of it is the same bytes and the same header, and the
 * encodings are made once. A hash names the script's exact text, as a nonce names one answer.
 */
function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  const add = (text: string) => hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (!text) continue;
    add(text);
    // The module bootstrap the first-paint loader inserts after the first paint (deferBootstrap in
    // apps/web/app/lib/first-paint-html.server.ts): an inline script too, its text a JSON string.
    for (const deferred of text.matchAll(DEFERRED_MODULE)) add(JSON.parse(deferred[1]!) as string);
  }
  return [...hashes].join(' ');
}

/**
 * Brotli at quality 5 (15% smaller than gzip -9 on our pages, about as fast); 11 saves 10% more
 * but cost 200-500 ms per page on a loaded 2-core machine, paid again at every refresh (decision 0046).
 */
async function encodeBoth(page: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gzip] = await Promise.all([encode(page, 'br', 5), encode(page, 'gzip', 9)]);
  return { br: Buffer.from(br), gzip: Buffer.from(gzip) };
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The cache key of a guest request for a listed page (raw path, query sorted), or null when the
 * request must be rendered: another method, an unlisted path, a session cookie, or the bare root
 * when the visitor's cookie or Accept-Language would send them to another locale.
 */
function pageKey(
  method: string,
  url: string,
  header: (name: 'cookie' | 'accept-language') => string | undefined,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const q = url.indexOf('?', start);
  const path = start < 0 ? '/' : url.slice(start, q < 0 ? undefined : q);
  // React Router's data requests (`/product/x/1.data`) are turbo-stream, not pages.
  if (path.endsWith('.data') || !PAGE_PATHS.some((re) => re.test(path))) return null;
  const cookie = header('cookie');
  if (cookie?.includes(AUTH_COOKIE)) return null;
  if (
    path === '/' &&
    detectLocale(cookie ? readCookie(cookie, LOCALE_COOKIE) : null, header('accept-language')) !== DEFAULT_LOCALE
  )
    return null;
  let key = path;
  if (q >= 0 && q < url.length - 1) {
    const params = new URLSearchParams(url.slice(q + 1));
    params.sort();
    key += `?${params.toString()}`;
  }
  return key.length > MAX_KEY_LENGTH ? null : key;
}

export interface PageCacheOptions {
  policy?: PagePolicy;
  maxEntries?: number;
  /** Bytes kept: each page counts twice its text (UTF-16 in memory) plus its gzip. */
  maxBytes?: number;
  now?: () => number;
  /** Renders `key` again as a guest in the background (the app's `request` with `REFRESH_ENV`). */
  refetch?: (key: string) => Promise<unknown>;
}

/**
 * Guest HTML of the catalogue pages kept in memory (decision 0020): a warm page is answered
 * without React: the same bytes (identity, gzip or brotli, each made once) and a CSP naming its
 * inline scripts by hash for every answer (decision 0046). Only 200 HTML answers without
 * Set-Cookie of listed paths to requests without a session cookie are kept; `invalidate()` (a back-office write of what guests see, decision 0069) drops all of them.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const policy = options.policy ?? PAGE_POLICY;
  const now = options.now ?? Date.now;
  const cache = new TtlCache<PageEntry>(options.maxEntries ?? 500, now, {
    maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
    weigh: (e) => e.identity.byteLength * 2,
  });
  const coalescer = new Coalescer<PageEntry | null>();
  const refreshInBackground = backgroundRefresher(options.refetch);
  let version = 0;
  let renders = 0;

  /** The rendered answer as an entry (its text read), or null when it must not be kept. */
  async function capture(c: Context<AppEnv>): Promise<PageEntry | null> {
    const res = c.res;
    const headers = res.headers;
    if (res.status !== 200 || !res.body || headers.has('Set-Cookie') || headers.has('Content-Encoding')) return null;
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return null;
    if (/\bno-store\b/.test(headers.get('Cache-Control') ?? '') || transient.has(c.req.raw)) return null;
    const text = await res.text();
    // The answer was read: it is given back as text whatever happens to the entry.
    replaceAnswer(c, new Response(text, { status: 200, headers }));
    // The nonce attributes go: the kept page's scripts are named by hash, not by this answer's nonce.
    const nonce = c.get('secureHeadersNonce');
    const page = nonce ? text.replaceAll(` nonce="${nonce}"`, '') : text;
    if (nonce && page.includes(nonce)) return null; // the nonce elsewhere in the page: never kept
    const identity = Buffer.from(page);
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name)) kept[name] = value;
    });
    const entry: PageEntry = {
      identity,
      scriptSources: inlineScriptHashes(page),
      headers: kept,
      encoded: Promise.resolve({ br: identity, gzip: identity }),
      ready: null,
      freshUntil: now() + policy.ttlMs,
    };
    entry.encoded = encodeBoth(identity).then((encoded) => (entry.ready = encoded));
    return entry;
  }

  function store(key: string, entry: PageEntry, since: number): void {
    if (since === version) cache.set(key, entry, policy.ttlMs + policy.staleMs);
  }

  /**
   * Body and headers of `entry` in the encoding the client takes; null when the encodings are
   * still being made and `wait` is false.
   */
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    wait: true,
  ): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>;
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    wait: false,
  ): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } | null;
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    wait: boolean,
  ) {
    const headers: Record<string, string> = { ...entry.headers, 'x-cache': state };
    const compressible = entry.identity.byteLength >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    const done = (bytes: Buffer) => {
      headers['content-length'] = String(bytes.byteLength);
      return { body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), headers };
    };
    const encoding = compressible ? pickEncoding(acceptEncoding ?? '') : null;
    if (!encoding) return done(entry.identity);
    headers['content-encoding'] = encoding;
    if (entry.ready) return done(entry.ready[encoding]);
    if (!wait) return null;
    return entry.encoded.then((encoded) => done(encoded[encoding]));
  }

  async function serve(c: Context<AppEnv>, entry: PageEntry, state: 'hit' | 'miss' | 'stale'): Promise<Response> {
    const { body, headers } = await partsOf(entry, state, requestHeader(c, 'accept-encoding'), true);
    return preparedAnswer(c, c.req.method === 'HEAD' ? null : body, 200, headers, entry.scriptSources);
  }

  /** A kept page that may be served now (fresh, or stale with a new render started), else null. */
  function lookup(key: string): { entry: PageEntry; state: 'hit' | 'stale' } | null {
    const entry = cache.get(key);
    if (!entry) return null;
    if (entry.freshUntil > now()) return { entry, state: 'hit' };
    refreshInBackground(key);
    return { entry, state: 'stale' };
  }

  return {
    /** In front of the SSR handler: answers kept pages, keeps the guest pages it renders. */
    middleware(): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        const key = pageKey(c.req.method, c.req.url, (name) => requestHeader(c, name));
        if (!key) return next();
        const since = version;
        if (isRefresh(c.env)) {
          await next();
          const entry = await capture(c);
          if (entry) store(key, entry, since);
          return;
        }
        const kept = lookup(key);
        if (kept) return serve(c, kept.entry, kept.state);
        if (c.req.method === 'HEAD') return next();
        // Concurrent misses of one page render it once; the others get the kept page.
        let ran = false;
        const entry = await coalescer.run(`${since}:${key}`, async () => {
          ran = true;
          await next();
          const captured = await capture(c);
          if (captured) {
            store(key, captured, since);
            c.res.headers.set('X-Cache', 'miss');
          }
          return captured;
        });
        if (ran) return;
        if (entry) return serve(c, entry, 'miss');
        await next();
      };
    },

    /**
     * For the app's `fetch`, before Hono routes the request (like the API's kept answers, decision
     * 0008): a guest GET of a kept page is answered at once with the frame's headers, its CSP
     * naming the page's inline scripts by hash, a request id and the log line. Anything else (and HEAD, and a page
     * whose encodings are still being made): null, Hono answers.
     */
    answerEarly(request: Request, env: unknown, frame: EarlyFrame): Response | null {
      if (cache.size === 0 || request.method !== 'GET' || isRefresh(env)) return null;
      const key = pageKey('GET', request.url, (name) => headerOf(request, env, name));
      const kept = key ? lookup(key) : null;
      if (!kept) return null;
      const answer = partsOf(kept.entry, kept.state, headerOf(request, env, 'accept-encoding'), false);
      if (!answer) return null;
      const reqId = frame.requestId(headerOf(request, env, 'x-request-id'));
      const q = key!.indexOf('?');
      frame.log({ reqId, method: 'GET', path: q < 0 ? key! : key!.slice(0, q), status: 200, ms: 0 });
      return new Response(answer.body, {
        status: 200,
        headers: {
          ...pageScriptHeaders(frame.headers, kept.entry.scriptSources),
          'X-Request-Id': reqId,
          ...answer.headers,
        },
      });
    },

    /** Drops every kept page; pages being rendered right now are not kept either. */
    invalidate(): void {
      version += 1;
      cache.clear();
    },

    /** Counts renders that went through this cache (for tests: a hit renders nothing). */
    countRender(): void {
      renders += 1;
    },
    get renders(): number {
      return renders;
    },
    get size(): number {
      return cache.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
