import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@fardin/core/constants';
import { DEFAULT_LOCALE, detectLocale } from '@fardin/core/locale';
import type { AppEnv } from '../http/app-env';
import { isRefresh } from '../http/answer-cache';
import { MIN_COMPRESS_BYTES, replaceAnswer } from '../http/compress';
import { preparedAnswer } from '../http/prepared-answer';
import { requestHeader } from '../http/request-header';
import { cspNonce } from '../http/security-headers';
import { Coalescer, TtlCache } from '../lib/resilience';

const deflateRawAsync = promisify(deflateRaw);

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

export interface PagePolicy {
  /** Served from memory this long after rendering. */
  ttlMs: number;
  /** Then served this much longer while one background request renders it again. */
  staleMs: number;
}
export const PAGE_POLICY: PagePolicy = { ttlMs: 30_000, staleMs: 30_000 };

interface PageEntry {
  /** The page split at its CSP nonce: `parts.join(nonce)` is the page with another nonce. */
  parts: string[];
  /** UTF-8 length of the parts together (the nonce is ASCII). */
  partsBytes: number;
  /** Each part as UTF-8, for the gzip trailer's CRC. */
  partBytes: Buffer[];
  /** Headers of the rendered answer that belong to the page (Content-Type, Cache-Control, ...). */
  headers: Record<string, string>;
  /** Raw deflate of each part ending with a full flush (no reference across parts), made once. */
  deflated: Promise<Buffer[]>;
  ready: Buffer[] | null;
  freshUntil: number;
}

/** The frame's answer headers (set by security headers and compress) are never kept with a page. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'content-security-policy', 'x-request-id', 'set-cookie', 'etag', 'x-cache']);

/**
 * A gzip member whose deflate stream is the parts' independent compressed blocks with the nonce
 * in stored (uncompressed) blocks between them: valid gzip, the parts compressed once per entry.
 */
function gzipWithNonce(entry: PageEntry, deflated: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (let i = 0; i < deflated.length; i++) {
    if (i > 0) {
      pieces.push(stored, nonceBytes);
      crc = crc32(nonceBytes, crc);
    }
    pieces.push(deflated[i]!);
    crc = crc32(entry.partBytes[i]!, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((entry.partsBytes + nonceBytes.length * (deflated.length - 1)) >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}
/** ID1 ID2, deflate, no flags, no mtime, max compression, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
/** A final, empty stored block. */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

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
export function pageKey(c: Context<AppEnv>): string | null {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const q = url.indexOf('?', start);
  const path = start < 0 ? '/' : url.slice(start, q < 0 ? undefined : q);
  if (!PAGE_PATHS.some((re) => re.test(path))) return null;
  const cookie = requestHeader(c, 'cookie');
  if (cookie?.includes(AUTH_COOKIE)) return null;
  if (path === '/' && detectLocale(cookie ? readCookie(cookie, LOCALE_COOKIE) : null, requestHeader(c, 'accept-language')) !== DEFAULT_LOCALE) return null;
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
 * without React, with a fresh CSP nonce put into the kept text (and into its kept gzip blocks) for
 * every answer. Only 200 HTML answers without Set-Cookie of listed paths to requests without a
 * session cookie are kept; `invalidate()` (every back-office write) drops all of them.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const policy = options.policy ?? PAGE_POLICY;
  const now = options.now ?? Date.now;
  const cache = new TtlCache<PageEntry>(options.maxEntries ?? 500, now, {
    maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
    weigh: (e) => e.partsBytes * 3,
  });
  const coalescer = new Coalescer<PageEntry | null>();
  const refreshing = new Set<string>();
  let version = 0;
  let renders = 0;

  /** The rendered answer as an entry (its text read), or null when it must not be kept. */
  async function capture(c: Context<AppEnv>): Promise<PageEntry | null> {
    const res = c.res;
    const headers = res.headers;
    if (res.status !== 200 || !res.body || headers.has('Set-Cookie') || headers.has('Content-Encoding')) return null;
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return null;
    if (/\bno-store\b/.test(headers.get('Cache-Control') ?? '')) return null;
    const text = await res.text();
    // The answer was read: it is given back as text whatever happens to the entry.
    replaceAnswer(c, new Response(text, { status: 200, headers }));
    const nonce = c.get('secureHeadersNonce');
    const parts = nonce ? text.split(nonce) : [text];
    const partBytes = parts.map((p) => Buffer.from(p));
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name)) kept[name] = value;
    });
    const entry: PageEntry = {
      parts,
      partBytes,
      partsBytes: partBytes.reduce((n, b) => n + b.length, 0),
      headers: kept,
      deflated: Promise.resolve([]),
      ready: null,
      freshUntil: now() + policy.ttlMs,
    };
    entry.deflated = Promise.all(partBytes.map((b) => deflateRawAsync(b, { level: 9, finishFlush: constants.Z_FULL_FLUSH }))).then((d) => (entry.ready = d));
    return entry;
  }

  function store(key: string, entry: PageEntry, since: number): void {
    if (since === version) cache.set(key, entry, policy.ttlMs + policy.staleMs);
  }

  async function serve(c: Context<AppEnv>, entry: PageEntry, state: 'hit' | 'miss' | 'stale'): Promise<Response> {
    const nonce = entry.parts.length > 1 ? cspNonce(c) : undefined;
    const headers: Record<string, string> = { ...entry.headers, 'X-Cache': state };
    const gzip = entry.partsBytes >= MIN_COMPRESS_BYTES && /\bgzip\b/.test(requestHeader(c, 'accept-encoding') ?? '');
    if (entry.partsBytes >= MIN_COMPRESS_BYTES) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    let body: Uint8Array<ArrayBuffer> | string;
    if (gzip) {
      const bytes = gzipWithNonce(entry, entry.ready ?? (await entry.deflated), nonce ?? '');
      body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      headers['content-encoding'] = 'gzip';
    } else {
      body = nonce ? entry.parts.join(nonce) : entry.parts[0]!;
    }
    headers['content-length'] = String(typeof body === 'string' ? entry.partsBytes + (nonce ?? '').length * (entry.parts.length - 1) : body.byteLength);
    return preparedAnswer(c, c.req.method === 'HEAD' ? null : body, 200, headers, nonce);
  }

  function refreshInBackground(key: string): void {
    if (!options.refetch || refreshing.has(key)) return;
    refreshing.add(key);
    options
      .refetch(key)
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }

  return {
    /** In front of the SSR handler: answers kept pages, keeps the guest pages it renders. */
    middleware(): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        const key = pageKey(c);
        if (!key) return next();
        const since = version;
        if (isRefresh(c.env)) {
          await next();
          const entry = await capture(c);
          if (entry) store(key, entry, since);
          return;
        }
        const kept = cache.get(key);
        if (kept) {
          if (kept.freshUntil > now()) return serve(c, kept, 'hit');
          refreshInBackground(key);
          return serve(c, kept, 'stale');
        }
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
