import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

/** A stand-in image CDN on 127.0.0.1 (the only allowlisted host in these tests). */
async function startImageHost() {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const noise = await sharp(Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 300, height: 300, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/a.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    if (url === '/big.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(noise);
    if (url === '/page.html') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
    if (url === '/hop') return void res.writeHead(302, { Location: '/a.png' }).end();
    if (url === '/away') return void res.writeHead(302, { Location: 'http://evil.example/a.png' }).end();
    if (url === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    noiseBytes: noise.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(TEST_DB_KINDS)('image proxy on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof startImageHost>>;
  let dataDir: string;
  const img = (url: string, w: number | string = 320) => `/api/img?url=${encodeURIComponent(url)}&w=${w}`;

  beforeAll(async () => {
    host = await startImageHost();
    dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-img-'));
    t = await createTestApp(kind, {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://shop.example',
      IMAGE_PROXY_HOSTS: '127.0.0.1, alicdn.com',
      IMAGE_PROXY_TIMEOUT_MS: '800',
      IMAGE_PROXY_MAX_BYTES: String(host.noiseBytes - 1),
    });
  });
  afterAll(async () => {
    await t.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resizes an allowlisted remote image to WebP with immutable caching, then serves it from disk', async () => {
    const res = await t.app.request(img(`${host.base}/a.png`, 320));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const again = await t.app.request(img(`${host.base}/a.png`, 320));
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(etag);
    expect(host.hits.get('/a.png')).toBe(1);

    const notModified = await t.app.request(img(`${host.base}/a.png`, 320), { headers: { 'If-None-Match': etag! } });
    expect(notModified.status).toBe(304);
  });

  it('never enlarges a raster image', async () => {
    const res = await t.app.request(img(`${host.base}/a.png`, 1200));
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('follows redirects only within the allowlist', async () => {
    expect((await t.app.request(img(`${host.base}/hop`, 160))).status).toBe(200);
    const away = await t.call('GET', img(`${host.base}/away`, 160));
    expect(away).toMatchObject({ status: 403, body: { message: 'Images from evil.example are not allowed' } });
  });

  it('refuses hosts outside the allowlist and bad input with clear 4xx', async () => {
    expect(await t.call('GET', img('https://example.com/a.png'))).toMatchObject({ status: 403 });
    expect(await t.call('GET', img('https://alicdn.com.evil.example/a.png'))).toMatchObject({ status: 403 });
    expect(await t.call('GET', img('ftp://alicdn.com/a.png'))).toMatchObject({ status: 400 });
    expect(await t.call('GET', img('not a url'))).toMatchObject({ status: 400 });
    expect(await t.call('GET', img('/../../etc/passwd'))).toMatchObject({ status: 400 });
    expect(await t.call('GET', img(`${host.base}/a.png`, 333))).toMatchObject({
      status: 422,
      body: { errors: { w: [expect.stringContaining('160')] } },
    });
    for (const w of [0, -160, 2400, 5000, 'abc', '320.5', '']) {
      expect(await t.call('GET', img(`${host.base}/a.png`, w)), `w=${w}`).toMatchObject({ status: 422 });
    }
    expect(await t.call('GET', '/api/img?w=320')).toMatchObject({ status: 422 });
  });

  it('never marks a failed answer as cacheable', async () => {
    for (const url of [`${host.base}/missing.png`, `${host.base}/page.html`, 'https://example.com/a.png']) {
      const res = await t.app.request(img(url));
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control') ?? '', url).not.toContain('immutable');
      expect(res.headers.get('etag'), url).toBeNull();
    }
  });

  it('reports upstream problems: missing, not an image, too large, too slow', async () => {
    expect(await t.call('GET', img(`${host.base}/missing.png`))).toMatchObject({
      status: 404,
      body: { message: 'Image not found' },
    });
    expect(await t.call('GET', img(`${host.base}/page.html`))).toMatchObject({
      status: 400,
      body: { message: 'url is not a supported image' },
    });
    expect(await t.call('GET', img(`${host.base}/big.png`))).toMatchObject({
      status: 413,
      body: { message: 'Image is too large' },
    });
    const started = Date.now();
    expect(await t.call('GET', img(`${host.base}/slow`))).toMatchObject({
      status: 502,
      body: { message: 'The image host did not answer in time' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rasterises local SVG artwork to WebP at the asked width and 404s missing local files', async () => {
    const res = await t.app.request(img('/stores/taobao.svg', 160));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // Drawn at the width asked for, not at the file's 64 px and scaled up.
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 160 });
    expect(await t.call('GET', img('/stores/nope.svg'))).toMatchObject({ status: 404 });
  });

  it('rasterises the demo catalogue pictures (absolute on PUBLIC_URL or relative) to WebP', async () => {
    for (const url of ['https://shop.example/api/demo-image/women-0-1.svg', '/api/demo-image/women-0-1.svg']) {
      const res = await t.app.request(img(url, 480), { headers: { Accept: 'image/avif,image/webp,*/*' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 480,
        height: 480,
      });
    }
    const small = await t.app.request(img('https://shop.example/api/demo-image/women-0-1.svg', 160));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(160);
    expect(await t.call('GET', img('https://shop.example/api/demo-image/nope-0-0.svg'))).toMatchObject({ status: 404 });
    // The same path on another host is a remote image like any other: not on the allowlist.
    expect(await t.call('GET', img('https://other.example/api/demo-image/women-0-1.svg'))).toMatchObject({
      status: 403,
    });
  });

  it('resizes uploaded images, also when addressed by PUBLIC_URL', async () => {
    mkdirSync(path.join(dataDir, 'uploads/upload'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'uploads/upload/photo.png'),
      await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2980b9' } })
        .png()
        .toBuffer(),
    );
    for (const url of ['https://shop.example/uploads/upload/photo.png', '/uploads/upload/photo.png']) {
      const res = await t.app.request(img(url, 640));
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 320 });
    }
    expect(await t.call('GET', img('https://shop.example/uploads/upload/none.png'))).toMatchObject({ status: 404 });
    // The URL parser resolves the dots first: what is left is a path inside the web root, missing.
    expect(await t.call('GET', img('https://shop.example/uploads/%2e%2e/%2e%2e/etc/passwd'))).toMatchObject({
      status: 404,
    });
  });
});
