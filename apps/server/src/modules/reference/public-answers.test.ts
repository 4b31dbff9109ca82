import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createApp } from '../../app';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from '../checkout/commerce-fixtures';

const ADMIN = '+85510000002';
const SHOPPER = '+85510000001';

interface SearchAnswer {
  result: { item: { num_iid: string; title: string }[] };
}
interface DetailAnswer {
  result: {
    item: { num_iid: string; title: string; titles: { en?: string }; props: unknown[]; skus: { sku_id: string }[] };
  };
}

/** Decision 0008: public catalogue answers kept in memory, with ETags, dropped by back-office writes. */
describe.each(TEST_DB_KINDS)('kept public answers on %s', (kind) => {
  let admin: string;
  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(ADMIN);
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await t.app.request(path, { headers: { Accept: 'application/json', ...headers } });
    return { res, text: res.status === 200 ? await res.text() : '' };
  }

  it.each([
    ['/api/stores', 'public, max-age=60, stale-while-revalidate=600'],
    ['/api/banners', 'public, max-age=60, stale-while-revalidate=600'],
    ['/api/setting', 'public, max-age=60, stale-while-revalidate=600'],
    ['/api/fardin?api=item_search&q=shirt', 'public, max-age=30, stale-while-revalidate=300'],
    ['/api/taobao?api=item_search&q=shoe', 'public, max-age=30, stale-while-revalidate=300'],
    ['/api/taobao?api=item_detail_simple&num_iid=tst', 'public, max-age=30, stale-while-revalidate=300'],
    ['/api/price/landed?country=CN&price_usd=10&quantity=1', 'public, max-age=60, stale-while-revalidate=600'],
    ['/api/zones', 'public, max-age=60, stale-while-revalidate=600'],
  ])(
    '%s: Cache-Control, a strong ETag, the same body from memory and 304 on revalidation',
    async (path, cacheControl) => {
      const first = await get(path);
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get('cache-control')).toBe(cacheControl);
      const etag = first.res.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      const second = await get(path);
      expect(second.res.headers.get('x-cache')).toBe('hit');
      expect(second.res.headers.get('etag')).toBe(etag);
      expect(second.text).toBe(first.text);
      // A hit is answered before Hono routes the request, the miss by the route: the same headers.
      const comparable = (h: Headers) =>
        [...h.entries()].filter(([k]) => !['x-cache', 'x-request-id', 'date'].includes(k));
      expect(comparable(second.res.headers)).toEqual(comparable(first.res.headers));

      const notModified = await get(path, { 'If-None-Match': etag! });
      expect(notModified.res.status).toBe(304);
      expect(notModified.res.headers.get('etag')).toBe(etag);
      expect(notModified.res.headers.get('cache-control')).toBe(cacheControl);
      // A kept answer carries the frame's headers like any other.
      for (const res of [second.res, notModified.res]) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
      }
    },
  );

  it('answers own product detail from memory and compressed for browsers', async () => {
    const search = JSON.parse((await get('/api/fardin?api=item_search&q=shirt')).text) as SearchAnswer;
    const id = search.result.item[0]!.num_iid;
    const path = `/api/fardin?api=item_detail_simple&num_iid=${id}`;
    const plain = await get(path);
    expect(plain.res.status).toBe(200);
    const br = await t.app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('x-cache')).toBe('hit');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(plain.res.headers.get('etag')!.replace(/"$/, '-br"'));
  });

  it('shows a back-office change of the stores at once', async () => {
    const before = JSON.parse((await get('/api/stores')).text) as { data: { code: string }[] };
    expect((await get('/api/stores')).res.headers.get('x-cache')).toBe('hit');
    const code = before.data.at(-1)!.code;
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${code}/visibility`, {
          token: admin,
          body: { visible: false },
        })
      ).status,
    ).toBe(200);
    const after = await get('/api/stores');
    expect(after.res.headers.get('x-cache')).toBe('miss');
    expect((JSON.parse(after.text) as { data: { code: string }[] }).data.map((s) => s.code)).not.toContain(code);
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${code}/visibility`, {
          token: admin,
          body: { visible: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (JSON.parse((await get('/api/stores')).text) as { data: { code: string }[] }).data.map((s) => s.code),
    ).toContain(code);
  });

  it('shows a back-office change of a delivery fee in the landed cost at once', async () => {
    const path = '/api/price/landed?country=CN&price_usd=10&quantity=1';
    const before = JSON.parse((await get(path)).text) as { data: { local_delivery_usd: number } };
    expect((await get(path)).res.headers.get('x-cache')).toBe('hit');
    const shipping = await t.call<{ data: { zones: { id: number; service_fee: number }[] } }>(
      'GET',
      '/api/admin/shipping',
      { token: admin },
    );
    const cheapest = [...shipping.body.data.zones].sort((a, b) => a.service_fee - b.service_fee)[0]!;
    const fee = Math.max(0, before.data.local_delivery_usd - 0.5);
    expect(
      (await t.call('PUT', `/api/admin/shipping/zones/${cheapest.id}`, { token: admin, body: { service_fee: fee } }))
        .status,
    ).toBe(200);
    expect(
      (JSON.parse((await get(path)).text) as { data: { local_delivery_usd: number } }).data.local_delivery_usd,
    ).toBe(fee);
  });

  it('shows a product created and then edited in the back office in search and detail at once', async () => {
    const query = '/api/fardin?api=item_search&q=zanzibar';
    expect((JSON.parse((await get(query)).text) as SearchAnswer).result.item).toEqual([]);
    expect((await get(query)).res.headers.get('x-cache')).toBe('hit');

    const created = await t.call<{ data: { id: number; source_id: string } }>('POST', '/api/admin/products', {
      token: admin,
      body: { title_en: 'Zanzibar spice box', title_kh: 'ប្រអប់គ្រឿងទេស', price: 12, stock: 5 },
    });
    expect(created.status).toBe(200);
    const found = JSON.parse((await get(query)).text) as SearchAnswer;
    expect(found.result.item.map((i) => i.num_iid)).toEqual([created.body.data.source_id]);

    const detailPath = `/api/fardin?api=item_detail_simple&num_iid=${created.body.data.source_id}`;
    expect((JSON.parse((await get(detailPath)).text) as DetailAnswer).result.item.titles.en).toBe('Zanzibar spice box');
    expect((await get(detailPath)).res.headers.get('x-cache')).toBe('hit');
    const edited = await t.call('PUT', `/api/admin/products/${created.body.data.id}`, {
      token: admin,
      body: { title_en: 'Zanzibar tea box', title_kh: 'ប្រអប់តែ', price: 12, stock: 5 },
    });
    expect(edited.status).toBe(200);
    expect((JSON.parse((await get(detailPath)).text) as DetailAnswer).result.item.titles.en).toBe('Zanzibar tea box');

    // Hidden: gone from search and detail at once.
    expect(
      (
        await t.call('POST', `/api/admin/products/${created.body.data.id}/visibility`, {
          token: admin,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    expect((JSON.parse((await get(query)).text) as SearchAnswer).result.item).toEqual([]);
    expect((await get(detailPath)).res.status).toBe(404);
  });

  it('never gives one user what another user asked for', async () => {
    const me = await t.tokenFor(SHOPPER);
    const other = await makeShopper(t, '+85510000077');
    const search = JSON.parse((await get('/api/fardin?api=item_search&q=shirt')).text) as SearchAnswer;
    const productId = search.result.item[0]!.num_iid;
    // A product with options goes to the cart as one of its SKUs (issue 25 item 6).
    const detail = JSON.parse(
      (await get(`/api/fardin?api=item_detail_simple&num_iid=${productId}`)).text,
    ) as DetailAnswer;
    const variant = detail.result.item.props.length ? detail.result.item.skus[0]?.sku_id : undefined;
    expect(
      (
        await t.call('POST', '/api/cart/add', {
          token: me,
          body: { product_id: productId, type: 'fardin', quantity: 1, variant },
        })
      ).status,
    ).toBe(201);

    for (let i = 0; i < 2; i++) {
      const mine = await t.call<{ total: number }>('GET', '/api/cart', { token: me });
      const theirs = await t.call<{ total: number }>('GET', '/api/cart', { token: other });
      expect(mine.body.total).toBeGreaterThan(0);
      expect(theirs.body.total).toBe(0);
      for (const res of [mine, theirs]) {
        expect(res.headers.get('x-cache')).toBeNull();
        expect(res.headers.get('cache-control') ?? '').not.toContain('public');
      }
      const myProfile = await t.call<{ phone: string }>('GET', '/api/profile', { token: me });
      const theirProfile = await t.call<{ phone: string }>('GET', '/api/profile', { token: other });
      expect(myProfile.body.phone).not.toBe(theirProfile.body.phone);
      expect(myProfile.headers.get('x-cache')).toBeNull();
    }

    // Public answers do not depend on who asks: a shopper gets the guests' kept answer, unchanged.
    const guest = await get('/api/setting');
    const shopper = await t.app.request('/api/setting', { headers: { Authorization: `Bearer ${me}` } });
    expect(await shopper.text()).toBe(guest.text);
    expect(shopper.headers.get('etag')).toBe(guest.res.headers.get('etag'));
  });
});

describe.each(TEST_DB_KINDS)('kept answers over time on %s', (kind) => {
  let clock = Date.now();
  let app: ReturnType<typeof createApp>;
  useTestApp(kind, async (t) => {
    app = createApp({
      db: t.opened.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => new Date(clock),
    });
  });

  const state = async (path: string) => (await app.request(path)).headers.get('x-cache');

  it('expires own-catalogue answers after 15 s', async () => {
    const path = '/api/fardin?api=item_search&q=dress';
    expect(await state(path)).toBe('miss');
    clock += 14_000;
    expect(await state(path)).toBe('hit');
    clock += 2_000;
    expect(await state(path)).toBe('miss');
  });

  it('serves a marketplace answer stale after a minute while it is fetched again, then fresh', async () => {
    const path = '/api/taobao?api=item_search&q=shoe';
    expect(await state(path)).toBe('miss');
    clock += 61_000;
    expect(await state(path)).toBe('stale');
    // The background refresh replaces it; meanwhile the stale answer keeps being served.
    let now = await state(path);
    for (let i = 0; i < 50 && now === 'stale'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = await state(path);
    }
    expect(now).toBe('hit');
    clock += 11 * 60_000;
    expect(await state(path)).toBe('miss');
  });
});

describe.each(TEST_DB_KINDS)('frame headers in production on %s', (kind) => {
  const t = useTestApp(kind, undefined, { env: { NODE_ENV: 'production' } });

  it('sends HSTS on kept and computed answers alike, and echoes a plain request id', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/api/stores', { headers: { 'X-Request-Id': 'abc-123' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-request-id')).toBe('abc-123');
    }
    const odd = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'no spaces <please>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
