import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress } from './compress';

const TEXT = 'console.log("fardin");\n'.repeat(400);

function appWith(cacheControl: string) {
  const app = new Hono();
  app.use(compress());
  // Like serveStatic: the handler announces the uncompressed length.
  app.get('/asset.js', (c) => {
    c.header('Content-Length', String(Buffer.byteLength(TEXT)));
    c.header('Cache-Control', cacheControl);
    return c.body(TEXT, 200, { 'Content-Type': 'text/javascript' });
  });
  app.get('/small.json', (c) => c.json({ ok: true }));
  return app;
}

describe('compress', () => {
  it('replaces the length of the original body with the compressed one (brotli)', async () => {
    const res = await appWith('public, max-age=60').request('/asset.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(TEXT);
  });

  it('falls back to gzip', async () => {
    const res = await appWith('public, max-age=60').request('/asset.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(TEXT);
  });

  it('leaves small answers and clients without compression alone', async () => {
    const app = appWith('no-cache');
    expect(
      (await app.request('/small.json', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding'),
    ).toBeNull();
    const plain = await app.request('/asset.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(TEXT);
  });
});
