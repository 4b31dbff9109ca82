import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAggregatorSource, type AggregatorOptions } from './aggregator';
import { UpstreamError } from '../../lib/resilience';

/** Recorded-style answers of both families, plus the failures a paid upstream produces. */
const FAMILY_A_SEARCH = {
  result: {
    item: [
      {
        num_iid: 652731,
        title: '碎花长裙',
        pic: '//img.alicdn.com/a.jpg',
        price: '99.00',
        promotion_price: '79.50',
        sales: '1200',
        detail_url: '//item.taobao.com/item.htm?id=652731',
      },
    ],
  },
};
const FAMILY_A_DETAIL = {
  result: {
    item: {
      num_iid: '652731',
      title: '碎花长裙',
      price: '99',
      images: ['//img.alicdn.com/a.jpg', 'https://img.alicdn.com/b.jpg'],
      description: 'desc',
    },
  },
};
const FAMILY_B_SEARCH = {
  error_code: '0000',
  items: {
    item: [
      {
        num_iid: 'B0ABCDEF12',
        title: 'Sneakers',
        pic_url: 'https://m.media-amazon.com/x.jpg',
        price: '35.5',
        orginal_price: '40',
      },
    ],
  },
};
const FAMILY_B_DETAIL = {
  error_code: '0000',
  item: {
    num_iid: 'B0ABCDEF12',
    title: 'Sneakers',
    price: '35.5',
    item_imgs: [{ url: '//m.media-amazon.com/x.jpg' }],
    props_list: { '1627207:1': 'Color:Black', '1627207:2': 'Color:White', '20509:1': 'Size:40' },
    skus: {
      sku: [
        { sku_id: 11, properties: '1627207:1;20509:1', price: '35.5', quantity: '4' },
        { sku_id: 21, properties: '1627207:2;20509:1', price: '36', quantity: 0 },
      ],
    },
  },
};

let server: Server;
let base = '';
const hits = new Map<string, number>();
let script: (url: URL, res: ServerResponse) => void = () => {};

function json(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { 'Content-Type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams.get('q') ?? url.searchParams.get('num_iid') ?? '';
    hits.set(q, (hits.get(q) ?? 0) + 1);
    script(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => hits.clear());

const source = (family: 'query' | 'path', extra: Partial<AggregatorOptions> = {}) =>
  createAggregatorSource({
    baseUrl: base,
    key: 'k',
    secret: 's',
    family,
    rates: async () => ({}),
    timeoutMs: 300,
    retries: 2,
    retryBaseMs: 5,
    ...extra,
  });
const params = (q: string) => ({ store: 'taobao', q, page: 1, pageSize: 20, sort: 'default' as const });

describe('aggregator adapter against a fake upstream', () => {
  it('speaks family A (query): search and detail, strings to numbers, // to https, CNY to USD', async () => {
    script = (url, res) => {
      expect(url.pathname).toBe('/taobao');
      expect(url.searchParams.get('key')).toBe('k');
      json(res, 200, url.searchParams.get('api') === 'item_search' ? FAMILY_A_SEARCH : FAMILY_A_DETAIL);
    };
    const s = source('query');
    const page = await s.search(params('dress-a'));
    expect(page.items[0]).toMatchObject({
      num_iid: '652731',
      price: 99,
      promotion_price: 79.5,
      currency: 'CNY',
      price_usd: 11.93,
      sales: 1200,
      pic: 'https://img.alicdn.com/a.jpg',
    });
    const item = await s.detail('taobao', '652731', 'CN');
    expect(item?.images).toEqual(['https://img.alicdn.com/a.jpg', 'https://img.alicdn.com/b.jpg']);
  });

  it('speaks family B (path): error_code 0000, props_list and skus', async () => {
    script = (url, res) => {
      expect(url.pathname).toMatch(/^\/amazon\/(item_search|item_get)\/$/);
      json(res, 200, url.pathname.includes('item_get') ? FAMILY_B_DETAIL : FAMILY_B_SEARCH);
    };
    const s = source('path');
    const page = await s.search({ ...params('shoes-b'), store: 'amazon', country: 'US' });
    expect(page.items[0]).toMatchObject({ num_iid: 'B0ABCDEF12', currency: 'USD', price_usd: 35.5 });
    const item = await s.detail('amazon', 'B0ABCDEF12', 'US');
    expect(item?.props).toEqual([
      {
        pid: '1627207',
        name: 'Color',
        values: [
          { vid: '1', name: 'Black' },
          { vid: '2', name: 'White' },
        ],
      },
      { pid: '20509', name: 'Size', values: [{ vid: '1', name: '40' }] },
    ]);
    expect(item?.skus).toEqual([
      { sku_id: '11', properties: '1627207:1;20509:1', price: 35.5, price_usd: 35.5, quantity: 4 },
      { sku_id: '21', properties: '1627207:2;20509:1', price: 36, price_usd: 36, quantity: 0 },
    ]);
    expect(item?.stock).toBe(4);
  });

  it('caches and coalesces: ten concurrent and later identical searches hit the upstream once', async () => {
    script = (_url, res) => setTimeout(() => json(res, 200, FAMILY_A_SEARCH), 30);
    const s = source('query');
    await Promise.all(Array.from({ length: 10 }, () => s.search(params('popular'))));
    await s.search(params('popular'));
    expect(hits.get('popular')).toBe(1);
  });

  it('retries 5xx with backoff and then succeeds', async () => {
    script = (_url, res) => ((hits.get('flaky') ?? 0) < 3 ? json(res, 503, 'busy') : json(res, 200, FAMILY_A_SEARCH));
    const page = await source('query').search(params('flaky'));
    expect(page.items).toHaveLength(1);
    expect(hits.get('flaky')).toBe(3);
  });

  it('reports malformed JSON and wrong shapes without retrying', async () => {
    script = (url, res) =>
      json(res, 200, url.searchParams.get('q') === 'broken' ? '{"result": [' : { result: { item: 'nope' } });
    const s = source('query');
    await expect(s.search(params('broken'))).rejects.toMatchObject({ kind: 'malformed' });
    await expect(s.search(params('shape'))).rejects.toBeInstanceOf(UpstreamError);
    expect(hits.get('broken')).toBe(1);
  });

  it('times out, then opens the circuit so later calls fail fast', async () => {
    script = () => {}; // never answers
    const s = source('query', { retries: 0, breakerThreshold: 2, breakerCooldownMs: 60_000 });
    await expect(s.search(params('slow1'))).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(s.search(params('slow2'))).rejects.toMatchObject({ kind: 'unavailable' });
    const started = Date.now();
    await expect(s.search(params('slow3'))).rejects.toThrow(/unavailable/);
    expect(Date.now() - started).toBeLessThan(100);
    expect(hits.get('slow3')).toBeUndefined();
  });

  it('answers null for a missing product (404, empty item or a not-found error code), refuses other codes', async () => {
    script = (url, res) => {
      const id = url.searchParams.get('num_iid');
      if (id === '404') return json(res, 404, {});
      if (id === 'empty') return json(res, 200, { result: { item: null } });
      if (id === 'gone') return json(res, 200, { error_code: '2000', reason: 'item not found' });
      return json(res, 200, { error_code: '4005', reason: 'quota exceeded' });
    };
    const s = source('query');
    expect(await s.detail('taobao', '404', 'CN')).toBeNull();
    expect(await s.detail('taobao', 'empty', 'CN')).toBeNull();
    expect(await s.detail('taobao', 'gone', 'CN')).toBeNull();
    await expect(s.detail('taobao', 'quota', 'CN')).rejects.toMatchObject({ kind: 'rejected' });
  });
});
