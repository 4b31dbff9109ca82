import { normaliseCurrency, usdToCny } from '@fardin/core/money';
import { defaultCurrency, type Product } from '@fardin/core/contract-catalogue';
import { familyBError, mapDetail, mapSearch, type MapContext } from './aggregator-mapping';
import { Coalescer, TtlCache, UpstreamError, upstreamPolicy } from '../../lib/resilience';
import { beforeDeadline, callOutside, deadlineSignal, OutsideCallError } from '../../lib/outside-call';
import type { ImageSearchParams, MarketplaceSource, RatesProvider, SearchPage, SearchParams } from './types';

export interface AggregatorOptions {
  baseUrl: string;
  key: string;
  secret: string;
  /** 'query': `{base}/{store}?api=item_search`; 'path': `{base}/{store}/item_search/?key&secret`. */
  family: 'query' | 'path';
  rates: RatesProvider;
  /** One try. */
  timeoutMs?: number;
  /** Every try of one call together, backoff included (decision 0035). */
  deadlineMs?: number;
  /** The most bytes of one answer that are read. */
  maxBytes?: number;
  retries?: number;
  retryBaseMs?: number;
  breakerThreshold?: number;
  breakerCooldownMs?: number;
  searchTtlMs?: number;
  detailTtlMs?: number;
  /** After its TTL an answer is kept this much longer, answered only when the upstream is down. */
  staleMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

const SORTS_QUERY: Record<string, string> = { price_asc: 'bid', price_desc: '_bid', sales: '_sale' };
const DETAIL_NOT_FOUND = /not\s*found|不存在|下架|2000/i;

/**
 * The paid aggregator (DOMAIN.md, both families). Identical calls share one upstream request and
 * one cache entry (search 10 min, detail 1 h), so a popular query reaches the paid API once.
 */
export function createAggregatorSource(options: AggregatorOptions): MarketplaceSource {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const deadlineMs = options.deadlineMs ?? 9000;
  const maxBytes = options.maxBytes ?? 4 * 1024 * 1024;
  const upstream = upstreamPolicy({
    retries: options.retries ?? 2,
    baseDelayMs: options.retryBaseMs ?? 200,
    threshold: options.breakerThreshold ?? 5,
    cooldownMs: options.breakerCooldownMs ?? 30_000,
  });
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 60 * 60_000;
  const cache = new TtlCache<{ value: unknown; freshUntil: number }>(2000, now);
  const coalescer = new Coalescer<unknown>();
  const searchTtl = options.searchTtlMs ?? 10 * 60_000;
  const detailTtl = options.detailTtlMs ?? 60 * 60_000;

  function buildUrl(
    store: string,
    api: 'item_search' | 'item_detail' | 'image_search',
    params: Record<string, string | undefined>,
  ): URL {
    const base = options.baseUrl.replace(/\/$/, '');
    const familyApi =
      options.family === 'query'
        ? api
        : api === 'item_detail'
          ? 'item_get'
          : api === 'image_search'
            ? 'item_search_img'
            : 'item_search';
    const url =
      options.family === 'query'
        ? new URL(`${base}/${encodeURIComponent(store)}`)
        : new URL(`${base}/${encodeURIComponent(store)}/${familyApi}/`);
    if (options.family === 'query') url.searchParams.set('api', api === 'item_detail' ? 'item_detail_simple' : api);
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
    return url;
  }

  /** One try: bounded by its own timeout and by the call's deadline (`overall`). */
  async function fetchJson(url: URL, overall: AbortSignal): Promise<unknown> {
    const signed = new URL(url);
    signed.searchParams.set('key', options.key);
    signed.searchParams.set('secret', options.secret);
    let res;
    try {
      res = await callOutside(
        signed,
        { headers: { Accept: 'application/json' } },
        { service: 'marketplace', deadlineMs: timeoutMs, maxBytes },
        { fetch: doFetch, signal: overall },
      );
    } catch (err) {
      if (err instanceof OutsideCallError && err.kind === 'too_large')
        throw new UpstreamError('The marketplace service sent an answer too large to read', 'malformed');
      throw new UpstreamError('The marketplace service did not answer in time', 'unavailable');
    }
    if (res.status >= 500 || res.status === 429)
      throw new UpstreamError(`The marketplace service failed (${res.status})`, 'unavailable');
    if (res.status === 404) return { result: { item: null } };
    if (!res.ok) throw new UpstreamError(`The marketplace service refused the request (${res.status})`, 'rejected');
    try {
      return res.json();
    } catch {
      throw new UpstreamError('The marketplace service sent an answer we could not read', 'malformed');
    }
  }

  /**
   * Cache -> in-flight -> breaker -> retries -> upstream, all tries within one deadline. The key
   * never contains the secret. An answer past its TTL is still kept `staleMs`: when the upstream
   * is down (deadline, 5xx, open circuit) the shopper gets it rather than an error (decision 0035).
   */
  async function cached<T>(url: URL, ttlMs: number, read: (body: unknown) => T): Promise<T> {
    const key = url.toString();
    const hit = cache.get(key);
    if (hit !== undefined && hit.freshUntil > now()) return hit.value as T;
    return coalescer.run(key, async () => {
      // One deadline for every try and the waits between them: a hanging aggregator costs the
      // shopper at most `deadlineMs`, then a clear 'unavailable' or the kept answer.
      const overall = deadlineSignal(deadlineMs);
      try {
        const body = await beforeDeadline(
          upstream.execute(() => fetchJson(url, overall), overall),
          overall,
          'marketplace',
        );
        const value = read(body);
        cache.set(key, { value, freshUntil: now() + ttlMs }, ttlMs + staleMs);
        return value;
      } catch (err) {
        const outage = err instanceof OutsideCallError || (err instanceof UpstreamError && err.kind === 'unavailable');
        if (outage && hit !== undefined) return hit.value;
        if (err instanceof OutsideCallError)
          throw new UpstreamError('The marketplace service did not answer in time', 'unavailable');
        throw err;
      }
    }) as Promise<T>;
  }

  async function context(store: string, country: string): Promise<MapContext> {
    return { store, country, rates: await options.rates() };
  }

  function toSourcePrice(
    usd: number | undefined,
    currency: string,
    rates: Readonly<Record<string, number>>,
  ): string | undefined {
    if (usd === undefined) return undefined;
    if (normaliseCurrency(currency) === 'CNY') return String(usdToCny(usd));
    const rate = rates[currency];
    return rate ? String(Math.round((usd / rate) * 100) / 100) : String(usd);
  }

  function readSearch(ctx: MapContext, page: number, pageSize: number) {
    return (body: unknown): SearchPage => {
      const refused = familyBError(body);
      if (refused) throw new UpstreamError(`The marketplace service refused the search: ${refused}`, 'rejected');
      const mapped = mapSearch(body, ctx);
      const total =
        mapped.total ??
        (mapped.items.length < pageSize ? (page - 1) * pageSize + mapped.items.length : page * pageSize + 1);
      return { items: mapped.items, total, page, pageSize };
    };
  }

  return {
    name: `aggregator-${options.family}`,
    async search(p: SearchParams) {
      const country = p.country ?? 'CN';
      const ctx = await context(p.store, country);
      const currency = defaultCurrency(p.store, country);
      const url = buildUrl(p.store, 'item_search', {
        q: p.q,
        page: String(p.page),
        page_size: String(p.pageSize),
        start_price: toSourcePrice(p.startPriceUsd, currency, ctx.rates),
        end_price: toSourcePrice(p.endPriceUsd, currency, ctx.rates),
        sort: SORTS_QUERY[p.sort],
        country: p.country,
        cat: p.category,
      });
      return cached(url, searchTtl, readSearch(ctx, p.page, p.pageSize));
    },

    async detail(store, id, country): Promise<Product | null> {
      const ctx = await context(store, country);
      const url = buildUrl(store, 'item_detail', { num_iid: id, country });
      return cached(url, detailTtl, (body) => {
        const refused = familyBError(body);
        if (refused) {
          if (DETAIL_NOT_FOUND.test(refused)) return null;
          throw new UpstreamError(`The marketplace service refused the request: ${refused}`, 'rejected');
        }
        return mapDetail(body, ctx);
      });
    },

    async imageSearch(p: ImageSearchParams) {
      const ctx = await context(p.store, p.country ?? 'CN');
      const url = buildUrl(p.store, 'image_search', {
        [options.family === 'query' ? 'image' : 'imgid']: p.imageUrl,
        page: String(p.page),
        page_size: String(p.pageSize),
      });
      return cached(url, searchTtl, readSearch(ctx, p.page, p.pageSize));
    },
  };
}
