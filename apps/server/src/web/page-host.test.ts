import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { mountWeb, WEB_ROOT, type WebHandler } from './ssr';

/**
 * Issue 24 item 4: the guest page cache cannot be poisoned through the Host header. Absolute URLs
 * of pages (canonical, og:url, JSON-LD, share link, sitemap, robots) come from PUBLIC_URL alone,
 * also when a page is rendered again in the background. Needs the production web build (see
 * page-cache.test.ts); skipped without one.
 */
const BUILD = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? 'build', 'server', 'index.js');
const hasBuild = existsSync(BUILD);
if (!hasBuild) console.warn(`page-host.test: no web build at ${BUILD}; skipped (build apps/web first)`);

const PUBLIC_URL = 'https://shop.example';
const FOREIGN = 'evil.example';

describe.skipIf(!hasBuild)('absolute URLs of pages come from PUBLIC_URL, never the Host', () => {
  let t: TestApp;
  let web: WebHandler;
  let clock = Date.now();
  let productPath: string;

  const get = (p: string, host?: string) =>
    t.app.request(p, { headers: { Accept: 'text/html', ...(host ? { Host: host } : {}) } });

  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL });
    web = await mountWeb(
      t.app,
      'production',
      { vendorCode: t.config.VENDOR_CODE, publicUrl: t.config.PUBLIC_URL },
      { now: () => clock, policy: { ttlMs: 1000, staleMs: 60_000 } },
    );
    const search = await t.call<{ result: { item: { num_iid: string | number }[] } }>(
      'GET',
      '/api/fardin?api=item_search&page_size=1',
    );
    productPath = `/en/product/fardin/${String(search.body.result.item[0]!.num_iid)}`;
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('a page first asked under a foreign Host names PUBLIC_URL for every guest after it', async () => {
    const poisoned = await get(productPath, FOREIGN);
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers.get('x-cache')).toBe('miss');
    const first = await poisoned.text();
    expect(first).not.toContain(FOREIGN);
    const canonical = `${PUBLIC_URL}${productPath}`;
    expect(first).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(first).toContain(`<meta property="og:url" content="${canonical}"/>`);
    // JSON-LD offer URL (the share button reads the same loader value).
    expect(first).toContain(`"url":"${canonical}"`);

    for (const host of [undefined, 'shop.example', 'localhost:3000']) {
      const res = await get(productPath, host);
      expect(res.headers.get('x-cache')).toBe('hit');
      const html = await res.text();
      expect(html).not.toContain(FOREIGN);
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    }
  });

  it('a background refresh renders the page with PUBLIC_URL (not the in-process http://localhost)', async () => {
    const before = web.pages!.renders;
    clock += 5000;
    const stale = await get(productPath, FOREIGN);
    expect(stale.headers.get('x-cache')).toBe('stale');
    await stale.text();
    await expect.poll(() => web.pages!.renders, { timeout: 10_000 }).toBeGreaterThan(before);
    // The refreshed entry is fresh at the current clock once its render was kept.
    await expect.poll(async () => (await get(productPath)).headers.get('x-cache'), { timeout: 10_000 }).toBe('hit');
    const html = await (await get(productPath)).text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${productPath}"/>`);
    expect(html).not.toMatch(/https?:\/\/localhost/);
    expect(html).not.toContain(FOREIGN);
  });

  it('sitemap and robots name PUBLIC_URL under any Host', async () => {
    const sitemap = await (await get('/sitemap.xml', FOREIGN)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/about-us</loc>`);
    expect(sitemap).not.toContain(FOREIGN);
    const robots = await (await get('/robots.txt', FOREIGN)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).not.toContain(FOREIGN);
  });
});
