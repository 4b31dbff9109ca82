import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { backgroundRefresher, Coalescer, TtlCache } from '../lib/resilience';
import type { AppEnv } from './app-env';
import { preparedAnswer } from './prepared-answer';
import { headerOf, requestHeader } from './request-header';
import type { RequestLine } from './request-context';
import { encode, MIN_COMPRESS_BYTES, pickEncoding, replaceAnswer, type Encoding } from './compress';

/** How long one answer is served from memory, and how long after that it may still be served stale. */
export interface AnswerPolicy {
  ttlMs: number;
  /** > 0: after `ttlMs` the old answer is served at once while a fresh one is fetched in the background. */
  staleMs?: number;
}

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  /** The same JSON as text: Node writes a text body together with the head in one chunk. */
  text: string;
  contentType: string;
  cacheControl: string;
  /** The strong validator of the identity body; `"<hash>-br"` / `"<hash>-gzip"` for the encoded ones. */
  hash: string;
  /** Compressed bodies, made on first request for each encoding; `ready` once they are made. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
  ready: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  freshUntil: number;
  /** The route allows serving it stale (while a fresh copy is fetched) until it leaves the cache. */
  servedStale: boolean;
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  /** Bytes kept: each answer counts three times its body (bytes, text, the smaller compressed bodies). */
  maxBytes?: number;
  /** Bodies above this are answered but not kept. */
  maxBodyBytes?: number;
  now?: () => number;
  /**
   * Re-runs a GET in the background for stale-while-revalidate (the app's `request` with
   * `REFRESH_ENV`): `key` is the path and query, after `keyPrefix`'s prefix when it gave one.
   */
  refetch?: (key: string) => Promise<unknown>;
  /**
   * Put before the path and query of a key: answers that differ by caller kind (the API's own
   * picture URLs are absolute on the request's origin, relative for the web; decision 0024).
   */
  keyPrefix?: (request: Request, env: unknown) => string;
}

/** Passed as the Hono env of a background refresh: the middleware then skips the lookup. */
export const REFRESH_ENV = { answerCacheRefresh: true } as const;
const MAX_KEY_LENGTH = 2048;
const BR_QUALITY = 9;

function etagOf(hash: string, encoding: Encoding | null): string {
  return encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
}

/** If-None-Match with the weak comparison RFC 9110 asks for; any encoding of the same body matches. */
function notModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === `"${hash}"` || opaque === `"${hash}-br"` || opaque === `"${hash}-gzip"`;
  });
}

/** The request is a background refresh (`REFRESH_ENV`): caches answer it fresh and keep the result. */
export function isRefresh(env: unknown): boolean {
  return (env as { answerCacheRefresh?: boolean } | undefined)?.answerCacheRefresh === true;
}

/** `/path?query` of an absolute request URL. */
function pathAndQueryOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  return start < 0 ? '/' : url.slice(start);
}

/** What a kept answer adds to the frame's headers (request id, security headers). */
interface AnswerParts {
  status: 200 | 304;
  body: Uint8Array<ArrayBuffer> | string | null;
  headers: Record<string, string>;
}

function withBody(
  entry: Entry,
  encoding: Encoding | null,
  headers: Record<string, string>,
  body: Uint8Array<ArrayBuffer> | null,
): AnswerParts {
  headers['Content-Type'] = entry.contentType;
  headers['Content-Length'] = String((body ?? entry.body).byteLength);
  if (encoding) headers['Content-Encoding'] = encoding;
  return { status: 200, body: body ?? entry.text, headers };
}

/** Everything every answer carries and the request log, for answers made before Hono routes. */
export interface EarlyFrame {
  headers: Readonly<Record<string, string>>;
  requestId(given: string | undefined): string;
  log(line: RequestLine): void;
}

/**
 * The server's memory of public GET answers (decision 0008): the serialized body with a strong
 * ETag and lazily made brotli/gzip variants, so a hit is a map lookup and one write. Only answers
 * the handler itself marked `Cache-Control: public` with status 200, JSON and no cookie are kept,
 * so nothing user-specific is ever stored; `invalidate()` (a back-office write of what guests see, decision 0069) drops everything.
 */
export function createAnswerCache(options: AnswerCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const cache = new TtlCache<Entry>(options.maxEntries ?? 1000, now, {
    maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
    weigh: (e) => e.body.byteLength * 3,
  });
  const coalescer = new Coalescer<Entry | null>();
  const refreshInBackground = backgroundRefresher(options.refetch);
  const invalidated: (() => void)[] = [];
  let version = 0;

  function variant(entry: Entry, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    return (entry.encoded[encoding] ??= encode(entry.body, encoding, BR_QUALITY).then(
      (bytes) => (entry.ready[encoding] = bytes),
    ));
  }

  /**
   * Status, body and headers of `entry` for a request with these headers; a promise when its
   * encoded body is still being made (`wait` false: null then).
   */
  function partsOf(
    entry: Entry,
    state: 'hit' | 'miss' | 'stale',
    accept: string | undefined,
    ifNoneMatch: string | undefined,
    wait: true,
  ): AnswerParts | Promise<AnswerParts>;
  function partsOf(
    entry: Entry,
    state: 'hit' | 'miss' | 'stale',
    accept: string | undefined,
    ifNoneMatch: string | undefined,
    wait: false,
  ): AnswerParts | null;
  function partsOf(
    entry: Entry,
    state: 'hit' | 'miss' | 'stale',
    accept: string | undefined,
    ifNoneMatch: string | undefined,
    wait: boolean,
  ): AnswerParts | Promise<AnswerParts> | null {
    const encoding = entry.body.byteLength >= MIN_COMPRESS_BYTES && accept ? pickEncoding(accept) : null;
    const headers: Record<string, string> = {
      ETag: etagOf(entry.hash, encoding),
      'Cache-Control': entry.cacheControl,
      Vary: 'Accept-Encoding',
      'X-Cache': state,
    };
    if (notModified(ifNoneMatch, entry.hash)) return { status: 304, body: null, headers };
    if (!encoding) return withBody(entry, null, headers, null);
    const ready = entry.ready[encoding];
    if (ready) return withBody(entry, encoding, headers, ready);
    if (wait) return variant(entry, encoding).then((body) => withBody(entry, encoding, headers, body));
    void variant(entry, encoding);
    return null;
  }

  async function serve(c: Context<AppEnv>, entry: Entry, state: 'hit' | 'miss' | 'stale'): Promise<Response> {
    const parts = await partsOf(
      entry,
      state,
      requestHeader(c, 'accept-encoding'),
      requestHeader(c, 'if-none-match'),
      true,
    );
    return preparedAnswer(c, parts.body, parts.status, parts.headers);
  }

  /** The handler's answer as an entry, or null when it must not be kept. */
  async function capture(res: Response, policy: AnswerPolicy): Promise<Entry | null> {
    if (res.status !== 200) return null;
    const headers = res.headers;
    const cacheControl = headers.get('Cache-Control') ?? '';
    const contentType = headers.get('Content-Type') ?? '';
    if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return null;
    if (!contentType.startsWith('application/json') || headers.has('Set-Cookie') || headers.has('Content-Encoding'))
      return null;
    const body = new Uint8Array(await res.arrayBuffer());
    const hash = createHash('sha1').update(body).digest('base64url');
    return {
      body,
      text: new TextDecoder().decode(body),
      contentType,
      cacheControl,
      hash,
      encoded: {},
      ready: {},
      freshUntil: now() + policy.ttlMs,
      servedStale: (policy.staleMs ?? 0) > 0,
    };
  }

  function store(key: string, entry: Entry, policy: AnswerPolicy, since: number): void {
    if (since !== version || entry.body.byteLength > maxBodyBytes) return;
    cache.set(key, entry, policy.ttlMs + (policy.staleMs ?? 0));
  }

  /** Runs the handler once for all concurrent misses of `key`; answers them all from its entry. */
  async function fill(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    key: string,
    policy: AnswerPolicy,
  ): Promise<Response | undefined> {
    const since = version;
    let ran = false;
    const entry = await coalescer.run(`${since}:${key}`, async () => {
      ran = true;
      await next();
      const captured = await capture(c.res, policy);
      if (captured) store(key, captured, policy, since);
      return captured;
    });
    if (entry) return serve(c, entry, 'miss');
    if (!ran) await next();
    return undefined;
  }

  /** The kept answer of `key` when it may be served now (fresh, or stale with a refresh started). */
  function lookup(c: Context<AppEnv>, key: string): Promise<Response> | null {
    const entry = cache.get(key);
    if (!entry) return null;
    if (entry.freshUntil > now()) return serve(c, entry, 'hit');
    if (!entry.servedStale) return null;
    refreshInBackground(key);
    return serve(c, entry, 'stale');
  }

  function keyOf(c: Context<AppEnv>): string {
    const url = c.req.url;
    const query = url.indexOf('?');
    const prefix = options.keyPrefix?.(c.req.raw, c.env) ?? '';
    return prefix + (query < 0 ? c.req.path : c.req.path + url.slice(query));
  }

  return {
    /**
     * Route middleware: `policy(c)` says whether and how long this GET's answer is kept (null: not
     * at all). The key is the path and query string: handlers under it must answer from those
     * alone (never from the user, cookies or other headers), and only their body, Content-Type
     * and Cache-Control are kept.
     */
    middleware(policy: (c: Context<AppEnv>) => AnswerPolicy | null): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
        const p = policy(c);
        const key = keyOf(c);
        if (!p || key.length > MAX_KEY_LENGTH) return next();

        if (isRefresh(c.env)) {
          const since = version;
          await next();
          const captured = await capture(c.res, p);
          if (captured) store(key, captured, p, since);
          return;
        }
        const kept = lookup(c, key);
        if (kept) return kept;
        const res = await fill(c, next, key, p);
        if (res) replaceAnswer(c, res);
      };
    },

    /**
     * For the app's `fetch`, before Hono routes the request: a GET whose answer is kept (and whose
     * encoded body is made) is answered at once with the frame's headers, request id and log line,
     * the same answer the route would give (public-answers.test.ts compares them). Anything else,
     * null: Hono answers. Only routes under `middleware()` ever store an answer and their answers
     * do not depend on the user, so skipping the session lookup and the middleware chain changes
     * nothing but the cost (the chain is asynchronous; this answer is written synchronously).
     */
    answerEarly(request: Request, env: unknown, frame: EarlyFrame): Response | null {
      if (cache.size === 0 || request.method !== 'GET' || isRefresh(env)) return null;
      const pathAndQuery = pathAndQueryOf(request.url);
      const query = pathAndQuery.indexOf('?');
      // Hono decodes percent-encoded paths for its key: leave those to the route.
      if (pathAndQuery.indexOf('%') >= 0 && (query < 0 || pathAndQuery.indexOf('%') < query)) return null;
      const key = (options.keyPrefix?.(request, env) ?? '') + pathAndQuery;
      const entry = cache.get(key);
      if (!entry) return null;
      let state: 'hit' | 'stale' = 'hit';
      if (entry.freshUntil <= now()) {
        if (!entry.servedStale) return null;
        refreshInBackground(key);
        state = 'stale';
      }
      const parts = partsOf(
        entry,
        state,
        headerOf(request, env, 'accept-encoding'),
        headerOf(request, env, 'if-none-match'),
        false,
      );
      if (!parts) return null;
      const reqId = frame.requestId(headerOf(request, env, 'x-request-id'));
      frame.log({
        reqId,
        method: 'GET',
        path: query < 0 ? pathAndQuery : pathAndQuery.slice(0, query),
        status: parts.status,
        ms: 0,
      });
      return new Response(parts.body, {
        status: parts.status,
        headers: { ...frame.headers, 'X-Request-Id': reqId, ...parts.headers },
      });
    },

    /** Drops every kept answer; answers being computed right now are not kept either. */
    invalidate(): void {
      version += 1;
      cache.clear();
      for (const listener of invalidated) listener();
    },

    /** `listener` runs on every `invalidate()`: caches built on these answers (the guest pages) drop theirs too. */
    onInvalidate(listener: () => void): void {
      invalidated.push(listener);
    },

    get size(): number {
      return cache.size;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
