import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailAnswer, SearchAnswer } from '@fardin/core/contract-catalogue';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

const STORES = ['fardin', '1688', 'alibaba', 'aliexpress', 'amazon', 'coupang', 'ebay', 'lazada', 'shopee', 'taobao'];

describe.each(TEST_DB_KINDS)('catalogue API on %s', (kind) => {
  const t = useTestApp(kind, undefined, { env: { PUBLIC_URL: 'https://shop.example' } });
  const search = (path: string) => t.call<SearchAnswer>('GET', path);

  it('has at least 60 demo products in every marketplace, with absolute images and explicit currency', async () => {
    for (const store of STORES) {
      const res = await search(`/api/${store}?api=item_search&page_size=60`);
      expect(res.status).toBe(200);
      expect(res.body.result.total).toBeGreaterThanOrEqual(60);
      const first = res.body.result.item[0]!;
      // Own pictures are absolute on PUBLIC_URL (the test's Host, localhost, is not configured).
      expect(first.pic).toMatch(/^https:\/\//);
      expect(typeof first.num_iid).toBe('string');
      expect(first.currency).toMatch(/^[A-Z]{3}$/);
      expect(first.demo).toBe(true);
    }
  });

  it('finds products in English, Khmer, Chinese and with a typo', async () => {
    for (const q of ['sneakers', 'ស្បែកជើង', '运动鞋', 'sneekers']) {
      const res = await search(`/api/fardin?api=item_search&q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.result.item.map((i) => i.title).join('|'), q).toContain('sneakers');
    }
  });

  it('lists a category of the shop without search text (/shop), by slug or by the numeric category id', async () => {
    const setting = await t.call<{ data: { id: number; search: string }[] }>('GET', '/api/setting');
    const shoes = setting.body.data.find((c) => c.search === 'shoes & bags')!;
    for (const catId of ['shoes-bags', String(shoes.id)]) {
      const res = await search(`/api/fardin?api=item_search&q=&cat_id=${catId}&page=1&page_size=6`);
      expect(res.status, catId).toBe(200);
      expect(res.body.result.item.length, catId).toBe(6);
      expect(res.body.result.total, catId).toBeGreaterThan(6);
      for (const item of res.body.result.item) {
        const detail = await t.call<DetailAnswer>('GET', `/api/fardin?api=item_detail_simple&num_iid=${item.num_iid}`);
        expect(detail.body.result.item.category, item.num_iid).toBe('shoes-bags');
      }
    }
    const all = await search('/api/fardin?api=item_search&q=&page=2&page_size=6');
    expect(all.body.result.page).toBe(2);
    expect(all.body.result.item.length).toBe(6);
  });

  it('translates English text to Chinese for taobao and says what was searched', async () => {
    const res = await search('/api/taobao?api=item_search&q=running%20sneakers');
    expect(res.body.result.q).toBe('跑步运动鞋');
    expect(res.body.result.original_q).toBe('running sneakers');
    expect(res.body.result.item[0]?.title).toContain('跑步运动鞋');
    expect(res.body.result.item[0]?.currency).toBe('CNY');
  });

  it('gives 6 products of a category by cat_id (numeric or slug) and by the category text', async () => {
    const setting = await t.call<{ data: { id: number; search: string }[] }>('GET', '/api/setting');
    const women = setting.body.data[0]!;
    const res = await search(
      `/api/taobao?api=item_search&q=${encodeURIComponent(women.search)}&page_size=6&cat_id=${women.id}`,
    );
    expect(res.body.result.item).toHaveLength(6);
    const byText = await search(`/api/taobao?api=item_search&q=Toys%20Kids%20Baby&page_size=6`);
    expect(byText.body.result.item).toHaveLength(6);
  });

  it('filters by USD price and sorts', async () => {
    const res = await search('/api/amazon?api=item_search&start_price=10&end_price=30&sort=price_asc&page_size=60');
    const prices = res.body.result.item.map((i) => i.price_usd ?? 0);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices.every((p) => p >= 10 && p <= 30)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await search('/api/amazon?api=item_search&sort=price_desc&page_size=5');
    const d = desc.body.result.item.map((i) => i.price_usd ?? 0);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
  });

  it('pages', async () => {
    const one = await search('/api/ebay?api=item_search&page=1&page_size=10');
    const two = await search('/api/ebay?api=item_search&page=2&page_size=10');
    expect(one.body.result.item[0]?.num_iid).not.toBe(two.body.result.item[0]?.num_iid);
    expect(two.body.result.page).toBe(2);
  });

  it('answers a product with SKUs, the test product and 404 for a missing one', async () => {
    const list = await search('/api/lazada?api=item_search&q=maxi%20dress&country=vn');
    const id = list.body.result.item[0]?.num_iid;
    expect(id).toBeTruthy();
    const res = await t.call<DetailAnswer>('GET', `/api/lazada?api=item_detail_simple&num_iid=${id}&country=vn`);
    expect(res.status).toBe(200);
    expect(res.body.result.item.skus.length).toBeGreaterThan(0);
    expect(res.body.result.item.props[0]?.values.length).toBeGreaterThan(0);
    expect(res.body.result.item.currency).toBe('VND');
    expect((await t.call('GET', '/api/taobao?api=item_detail_simple&num_iid=tst')).status).toBe(200);
    expect(await t.call('GET', '/api/taobao?api=item_detail_simple&num_iid=999')).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('image search finds the same kind of product', async () => {
    const res = await search(
      `/api/fardin?api=image_search&image=${encodeURIComponent('https://shop.example/api/demo-image/electric-2-0.svg')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.item[0]?.title).toContain('Wireless earphones');
    const other = await search(
      `/api/fardin?api=image_search&image=${encodeURIComponent('https://shop.example/uploads/upload/abc.webp')}`,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.result.item.length).toBeGreaterThan(0);
  });

  it('refuses bad input with clear messages', async () => {
    expect(await t.call('GET', '/api/nowhere?api=item_search')).toMatchObject({
      status: 404,
      body: { message: 'Unknown store: nowhere' },
    });
    expect((await t.call('GET', '/api/taobao?api=whatever')).status).toBe(422);
    expect((await t.call('GET', '/api/taobao')).status).toBe(422);
    expect(await t.call('GET', '/api/taobao?api=item_search&page=-1')).toMatchObject({
      status: 422,
      body: { message: 'page must be at least 1' },
    });
    expect((await t.call('GET', '/api/taobao?api=item_search&page=99999999')).status).toBe(422);
    expect((await t.call('GET', '/api/taobao?api=item_search&page=abc')).status).toBe(422);
    expect((await t.call('GET', '/api/taobao?api=item_search&start_price=x')).status).toBe(422);
    expect((await t.call('GET', '/api/taobao?api=item_detail_simple&num_iid=../x')).status).toBe(422);
    expect((await t.call('GET', `/api/taobao?api=item_search&q=${'%25_'.repeat(20)}`)).status).toBe(200);
    expect((await t.call('GET', '/api/does-not-exist')).status).toBe(404);
  });

  it('resolves pasted links', async () => {
    const res = await t.call<{ data: { store: string; id: string; country: string; path: string } }>(
      'GET',
      `/api/search_by_url?url=${encodeURIComponent('https://www.amazon.co.jp/dp/B0DEMO0001')}`,
    );
    expect(res.body.data).toEqual({
      store: 'amazon',
      id: 'B0DEMO0001',
      country: 'jp',
      path: '/product/amazon/B0DEMO0001?country=jp',
    });
    expect((await t.call('GET', '/api/search_by_url?url=hello')).status).toBe(422);
  });

  it('translates with the glossary, kh sent as km, unknown text comes back unchanged', async () => {
    const res = await t.call<{ data: string }>('GET', `/api/translate?lang=kh&text=${encodeURIComponent('red dress')}`);
    expect(res.body.data).toBe('ក្រហម រ៉ូប');
    expect((await t.call<{ data: string }>('GET', '/api/translate?lang=zh&text=sneakers')).body.data).toBe('运动鞋');
    expect((await t.call<{ data: string }>('GET', '/api/translate?lang=en&text=qwerty')).body.data).toBe('qwerty');
    expect((await t.call('GET', '/api/translate?lang=fr&text=x')).status).toBe(422);
  });

  it('serves generated demo images', async () => {
    const res = await t.app.request('/api/demo-image/women-0-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('DEMO');
    expect((await t.app.request('/api/demo-image/nope.svg')).status).toBe(404);
  });
});

describe('catalogue API with an unreachable aggregator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { MARKETPLACE_API_URL: 'http://127.0.0.1:9', MARKETPLACE_TIMEOUT_MS: '300' });
  });
  afterAll(() => t.close());

  it('answers 502 with a message for marketplaces, while fardin stays local', async () => {
    const res = await t.call<{ message: string }>('GET', '/api/taobao?api=item_search&q=dress');
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/marketplace service/);
    expect((await t.call('GET', '/api/fardin?api=item_search&q=dress')).status).toBe(200);
  });
});
