import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { createTestApp, type TestApp } from '../test/test-app';
import { mountWeb, WEB_ROOT, type WebHandler } from './ssr';

/**
 * The guest page cache (decision 0020) against the real production web build: build it first,
 * `(cd apps/web && WEB_BUILD_DIR=build-x npx react-router build)`, and run with the same
 * WEB_BUILD_DIR. Without a build the file is skipped with a notice.
 */
const BUILD = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? 'build', 'server', 'index.js');
const hasBuild = existsSync(BUILD);
if (!hasBuild) console.warn(`page-cache.test: no web build at ${BUILD}; skipped (build apps/web first)`);

const ADMIN = '+85510000002';
const SHOPPER = '+85510000001';

function cspNonceOf(res: Response): string | null {
  return /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? null;
}
/** The `'sha256-…'` sources of the CSP's script-src. */
function cspHashesOf(res: Response): string[] {
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"));
}
/** The SHA-256 source of each inline script of a page, as a browser checks it against the CSP. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter(Boolean)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
/** Every nonce attribute of the page's scripts. */
function bodyNonces(html: string): string[] {
  return [...html.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1]!);
}

describe.skipIf(!hasBuild)('guest page cache', () => {
  let t: TestApp;
  let web: WebHandler;
  let productPath: string;
  /** The back office's id of the product (its page uses the catalogue's `num_iid`). */
  let productId: number;
  let productTitle: string;

  const get = (p: string, headers: Record<string, string> = {}) =>
    t.app.request(p, { headers: { Accept: 'text/html', ...headers } });
  const renders = () => web.pages!.renders;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    web = await mountWeb(t.app, 'production', { vendorCode: t.config.VENDOR_CODE, publicUrl: t.config.PUBLIC_URL });
    productTitle = 'Pagecache quilted jacket';
    const body = {
      title_kh: 'អាវក្រាស់',
      title_en: productTitle,
      title_zh: '夹克',
      price: 20,
      images: ['/uploads/jacket.webp'],
      variants: [{ name: 'Black', price: 25, stock: 3 }],
    };
    const created = await t.call<{ data: { id: number } }>('POST', '/api/admin/products', {
      token: await t.tokenFor(ADMIN),
      body,
    });
    productId = created.body.data.id;
    const search = await t.call<{ result: { item: { num_iid: string | number }[] } }>(
      'GET',
      '/api/fardin?api=item_search&q=quilted',
    );
    productPath = `/en/product/fardin/${String(search.body.result.item[0]!.num_iid)}`;
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('renders a guest page once: the second answer comes from memory, its inline scripts allowed by hash', async () => {
    const first = await get(productPath);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const firstHtml = await first.text();
    expect(firstHtml).toContain(productTitle);
    const rendered = renders();

    const second = await get(productPath);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(renders()).toBe(rendered);
    const html = await second.text();

    // The rendered answer: a nonce on every inline script, named by its CSP.
    const nonce = cspNonceOf(first);
    expect(nonce).toBeTruthy();
    expect(new Set(bodyNonces(firstHtml))).toEqual(new Set([nonce]));
    // The kept answer: no nonce anywhere; the CSP names exactly the page's inline scripts by hash
    // (decision 0046), so the browser runs them and nothing else inline.
    expect(cspNonceOf(second)).toBeNull();
    expect(bodyNonces(html)).toEqual([]);
    const sources = inlineScriptSources(html);
    expect(sources.length).toBeGreaterThan(0);
    // ...and the module bootstrap the first-paint loader inserts after the first paint.
    expect(cspHashesOf(second)).toEqual(expect.arrayContaining(sources));
    expect(new Set(cspHashesOf(second)).size).toBe(new Set(sources).size + 1);
    // The same page apart from the nonce attributes.
    expect(html).toBe(firstHtml.replaceAll(` nonce="${nonce}"`, ''));
    for (const name of [
      'content-type',
      'cache-control',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('cache-control')).toMatch(/private/);
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('etag')).toBeNull();
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('answers a kept page before routing with the same headers as through the app (HEAD goes through Hono)', async () => {
    const early = await get(productPath);
    const routed = await t.app.request(productPath, { method: 'HEAD', headers: { Accept: 'text/html' } });
    expect(routed.headers.get('x-cache')).toBe('hit');
    const names = (res: Response) => [...res.headers.keys()].sort();
    expect(names(early)).toEqual(names(routed));
    for (const [name, value] of early.headers) {
      if (!['content-security-policy', 'x-request-id'].includes(name))
        expect(routed.headers.get(name), name).toBe(value);
    }
    expect(routed.headers.get('content-security-policy')).toBe(early.headers.get('content-security-policy'));
  });

  it('sends the kept page brotli- or gzip-encoded, each made once, with the same hashes', async () => {
    const plain = await get(productPath);
    const html = await plain.text();
    const br = await get(productPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await get(productPath, { 'Accept-Encoding': 'gzip' });
    for (const [res, encoding, decode] of [
      [br, 'br', brotliDecompressSync],
      [gz, 'gzip', gunzipSync],
    ] as const) {
      expect(res.headers.get('x-cache')).toBe('hit');
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(decode(bytes).toString('utf8')).toBe(html);
      expect(res.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
    }
  });

  it('never answers nor keeps a page for a signed-in shopper', async () => {
    const token = await t.tokenFor(SHOPPER);
    const path = `${productPath}?signed=1`;
    const before = renders();
    const mine = await get(path, { Cookie: `${AUTH_COOKIE}=${encodeURIComponent(token)}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(renders()).toBe(before + 1);
    // Nothing kept under that key: the next guest renders it.
    const guest = await get(path);
    expect(guest.headers.get('x-cache')).toBe('miss');
    expect(renders()).toBe(before + 2);
    // And a kept page is not given to the shopper either.
    const again = await get(path, { Cookie: `${AUTH_COOKIE}=${encodeURIComponent(token)}` });
    expect(again.headers.get('x-cache')).toBeNull();
    expect(renders()).toBe(before + 3);
  });

  it('keeps one entry per locale and per normalised query', async () => {
    const kh = await get('/');
    const en = await get('/en');
    expect(kh.status).toBe(200);
    expect(en.status).toBe(200);
    const khHtml = await kh.text();
    const enHtml = await en.text();
    expect(khHtml).toMatch(/<html[^>]*lang="km"/);
    expect(enHtml).toMatch(/<html[^>]*lang="en"/);
    expect((await get('/')).headers.get('x-cache')).toBe('hit');
    expect(await (await get('/en')).text()).toMatch(/<html[^>]*lang="en"/);

    expect((await get('/en/blog?b=2&a=1')).headers.get('x-cache')).toBe('miss');
    expect((await get('/en/blog?a=1&b=2')).headers.get('x-cache')).toBe('hit');
  });

  it('leaves the bare root to locale detection when the visitor asks for another language', async () => {
    const res = await get('/', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en');
    const cookie = await get('/', { Cookie: 'i18n_redirected=zh' });
    expect(cookie.status).toBe(302);
    expect(cookie.headers.get('x-cache')).toBeNull();
  });

  it('does not keep pages that are not listed or not found, nor data requests', async () => {
    const data = await get(`${productPath}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('x-cache')).toBeNull();
    await get('/en/about-us');
    expect((await get('/en/about-us')).headers.get('x-cache')).toBeNull();
    const missing = await get('/en/product/fardin/999999999');
    expect(missing.status).toBe(404);
    expect((await get('/en/product/fardin/999999999')).headers.get('x-cache')).toBeNull();
  });

  it('shows a back-office change on the next guest page', async () => {
    expect((await get(productPath)).headers.get('x-cache')).toBe('hit');
    const admin = await t.tokenFor(ADMIN);
    const hidden = await t.call('POST', `/api/admin/products/${productId}/visibility`, {
      token: admin,
      body: { active: false },
    });
    expect(hidden.status).toBeLessThan(300);
    const after = await get(productPath);
    expect(after.headers.get('x-cache')).not.toBe('hit');
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(productTitle);
    await t.call('POST', `/api/admin/products/${productId}/visibility`, { token: admin, body: { active: true } });
    expect((await get(productPath)).status).toBe(200);
  });

  it('does not keep a page whose data had a passing failure', async () => {
    const { createPageCache, markTransient } = await import('./page-cache');
    const cache = createPageCache();
    const { Hono } = await import('hono');
    const app = new Hono();
    let failing = true;
    app.use('*', cache.middleware());
    app.get('*', (c) => {
      if (failing) markTransient(c.req.raw);
      return c.html('<p>search</p>'.padEnd(2000, ' '));
    });
    expect((await app.request('/en/search/filter/taobao?q=x')).status).toBe(200);
    expect(cache.size).toBe(0);
    failing = false;
    await app.request('/en/search/filter/taobao?q=x');
    expect(cache.size).toBe(1);
  });

  it('serves an expired page stale once while it renders it again in the background', async () => {
    let clock = Date.now();
    const { createPageCache } = await import('./page-cache');
    const refetched: string[] = [];
    const cache = createPageCache({
      now: () => clock,
      policy: { ttlMs: 1000, staleMs: 1000 },
      refetch: async (key) => void refetched.push(key),
    });
    const { Hono } = await import('hono');
    const app = new Hono();
    let n = 0;
    app.use('*', cache.middleware());
    app.get('*', (c) => c.html(`<p>${++n}</p>`.padEnd(2000, ' ')));
    expect(await (await app.request('/en/blog')).text()).toContain('<p>1</p>');
    clock += 1500;
    const stale = await app.request('/en/blog');
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toContain('<p>1</p>');
    expect(refetched).toEqual(['/en/blog']);
    clock += 1000;
    expect(await (await app.request('/en/blog')).text()).toContain('<p>2</p>');
  });
});
