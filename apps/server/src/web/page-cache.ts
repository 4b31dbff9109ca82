import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@fardin/core/constants';
import { DEFAULT_LOCALE, detectLocale } from '@fardin/core/locale';
import type { AppEnv } from '../http/app-env';
import { isRefresh, type EarlyFrame } from '../http/answer-cache';
import { MIN_COMPRESS_BYTES, replaceAnswer } from '../http/compress';
import { preparedAnswer } from '../http/prepared-answer';
import { headerOf, requestHeader } from '../http/request-header';
import { cspNonce, newNonce, pageFrameHeaders } from '../http/security-headers';
import { backgroundRefresher, Coalescer, TtlCache } from '../lib/resilience';

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

/** Page requests whose data had a passing failure (an API answer 5xx or 429): never kept. */
const transient = new WeakSet<Request>();

/**
 * Marks the page being rendered for `request` as not to be kept: one of its loaders got a passing
 * failure (the marketplace down, a limit), which the page shows with status 200.
 */
export function markTransient(request: Request): void {
  transient.add(request);
}

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
  /** Each part as UTF-8. */
  partBytes: Buffer[];
  /** CRC-32 of each part: the gzip trailer's CRC is combined from them and the nonce's. */
  partCrcs: number[];
  /** Headers of the rendered answer that belong to the page (Content-Type, Cache-Control, ...). */
  headers: Record<string, string>;
  /** Raw deflate of each part ending with a full flush (no reference across parts), made once. */
  deflated: Promise<Buffer[]>;
  ready: Buffer[] | null;
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

/** `mat` (a GF(2) 32x32 matrix, one column per bit) times `vec`. */
function gf2Times(mat: Uint32Array, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i]!;
  return sum >>> 0;
}
function gf2Square(mat: Uint32Array): Uint32Array {
  const square = new Uint32Array(32);
  for (let n = 0; n < 32; n++) square[n] = gf2Times(mat, mat[n]!);
  return square;
}
/** `ZEROS[k]`: what appending 2^k zero bytes does to a CRC-32 (zlib's crc32_combine). */
const ZEROS: Uint32Array[] = (() => {
  const oneBit = new Uint32Array(32);
  oneBit[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) oneBit[n] = (1 << (n - 1)) >>> 0;
  let op = gf2Square(gf2Square(gf2Square(oneBit)));
  const ops = [op];
  for (let k = 1; k < 32; k++) ops.push((op = gf2Square(op)));
  return ops;
})();
/** The CRC-32 of A then B from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let crc = crcA;
  for (let k = 0; lengthB > 0; k++, lengthB = Math.floor(lengthB / 2))
    if (lengthB % 2 === 1) crc = gf2Times(ZEROS[k]!, crc);
  return (crc ^ crcB) >>> 0;
}

/** The page with `nonce` as bytes. */
function identityWithNonce(entry: PageEntry, nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  entry.partBytes.forEach((part, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/**
 * A gzip member whose deflate stream is the parts' independent compressed blocks with the nonce
 * in stored (uncompressed) blocks between them: valid gzip, the parts compressed once per entry,
 * the trailer's CRC combined from the parts' (no pass over the page per answer).
 */
function gzipWithNonce(entry: PageEntry, deflated: Buffer[], nonce: Buffer): Buffer {
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  const nonceCrc = crc32(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (let i = 0; i < deflated.length; i++) {
    if (i > 0) {
      pieces.push(stored, nonce);
      crc = crc32Combine(crc, nonceCrc, nonce.length);
    }
    pieces.push(deflated[i]!);
    crc = crc32Combine(crc, entry.partCrcs[i]!, entry.partBytes[i]!.length);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((entry.partsBytes + nonce.length * (deflated.length - 1)) >>> 0, 4);
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
export function pageKey(
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
    const nonce = c.get('secureHeadersNonce');
    const parts = nonce ? text.split(nonce) : [text];
    const partBytes = parts.map((p) => Buffer.from(p));
    const partCrcs = partBytes.map((b) => crc32(b));
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name)) kept[name] = value;
    });
    const entry: PageEntry = {
      parts,
      partBytes,
      partCrcs,
      partsBytes: partBytes.reduce((n, b) => n + b.length, 0),
      headers: kept,
      deflated: Promise.resolve([]),
      ready: null,
      freshUntil: now() + policy.ttlMs,
    };
    entry.deflated = Promise.all(
      partBytes.map((b) => deflateRawAsync(b, { level: 9, finishFlush: constants.Z_FULL_FLUSH })),
    ).then((d) => (entry.ready = d));
    return entry;
  }

  function store(key: string, entry: PageEntry, since: number): void {
    if (since === version) cache.set(key, entry, policy.ttlMs + policy.staleMs);
  }

  /**
   * Body and headers of `entry` with a fresh `nonce` (none when the page has no inline script);
   * null when the gzip blocks are still being made and `wait` is false.
   */
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    nonce: string | undefined,
    wait: true,
  ): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>;
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    nonce: string | undefined,
    wait: false,
  ): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } | null;
  function partsOf(
    entry: PageEntry,
    state: 'hit' | 'miss' | 'stale',
    acceptEncoding: string | undefined,
    nonce: string | undefined,
    wait: boolean,
  ) {
    const headers: Record<string, string> = { ...entry.headers, 'x-cache': state };
    const compressible = entry.partsBytes >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    const nonceBytes = Buffer.from(nonce ?? '', 'latin1');
    const done = (bytes: Buffer) => {
      headers['content-length'] = String(bytes.byteLength);
      return { body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), headers };
    };
    if (!compressible || !acceptEncoding || !/\bgzip\b/.test(acceptEncoding))
      return done(identityWithNonce(entry, nonceBytes));
    headers['content-encoding'] = 'gzip';
    if (entry.ready) return done(gzipWithNonce(entry, entry.ready, nonceBytes));
    if (!wait) return null;
    return entry.deflated.then((deflated) => done(gzipWithNonce(entry, deflated, nonceBytes)));
  }

  async function serve(c: Context<AppEnv>, entry: PageEntry, state: 'hit' | 'miss' | 'stale'): Promise<Response> {
    const nonce = entry.parts.length > 1 ? cspNonce(c) : undefined;
    const { body, headers } = await partsOf(entry, state, requestHeader(c, 'accept-encoding'), nonce, true);
    return preparedAnswer(c, c.req.method === 'HEAD' ? null : body, 200, headers, nonce);
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
     * 0008): a guest GET of a kept page is answered at once with the frame's headers, a fresh nonce
     * in the page and its CSP, a request id and the log line. Anything else (and HEAD, and a page
     * whose gzip blocks are still being made): null, Hono answers.
     */
    answerEarly(request: Request, env: unknown, frame: EarlyFrame): Response | null {
      if (cache.size === 0 || request.method !== 'GET' || isRefresh(env)) return null;
      const key = pageKey('GET', request.url, (name) => headerOf(request, env, name));
      const kept = key ? lookup(key) : null;
      if (!kept) return null;
      const nonce = kept.entry.parts.length > 1 ? newNonce() : undefined;
      const answer = partsOf(kept.entry, kept.state, headerOf(request, env, 'accept-encoding'), nonce, false);
      if (!answer) return null;
      const reqId = frame.requestId(headerOf(request, env, 'x-request-id'));
      const q = key!.indexOf('?');
      frame.log({ reqId, method: 'GET', path: q < 0 ? key! : key!.slice(0, q), status: 200, ms: 0 });
      return new Response(answer.body, {
        status: 200,
        headers: {
          ...(nonce ? pageFrameHeaders(frame.headers, nonce) : frame.headers),
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
