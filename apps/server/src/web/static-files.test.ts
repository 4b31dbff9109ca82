import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { compress } from '../http/compress';
import { serveAssets } from './static-files';

const TEXT = 'console.log("fardin");\n'.repeat(400);
// What the build wrote beside the asset: different words, so an answer made in memory from the
// asset itself cannot pass for the file on disk.
const BROTLI_TEXT = 'precompressed by the build (brotli)\n'.repeat(100);
const GZIP_TEXT = 'precompressed by the build (gzip)\n'.repeat(100);

// serveStatic takes a folder relative to the working folder: one inside the ignored .tmp.
mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(process.cwd(), '.tmp', 'static-'));
mkdirSync(path.join(dir, 'assets'));
const asset = path.join(dir, 'assets', 'app-Ab12.js');
writeFileSync(asset, TEXT);
writeFileSync(`${asset}.br`, brotliCompressSync(BROTLI_TEXT));
writeFileSync(`${asset}.gz`, gzipSync(GZIP_TEXT));
writeFileSync(path.join(dir, 'assets', 'plain-Cd34.js'), TEXT);
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function app() {
  const hono = new Hono();
  hono.use(compress());
  const { assets, files } = serveAssets(path.relative(process.cwd(), dir));
  hono.use('/assets/*', assets);
  hono.use('*', files);
  return hono;
}

describe('hashed assets (issue 30 item 5)', () => {
  it('sends the brotli file the build wrote, as it is, to a client that takes brotli', async () => {
    const res = await app().request('/assets/app-Ab12.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(`${asset}.br`))).toBe(true);
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(BROTLI_TEXT);
  });

  it('sends the gzip file to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await app().request('/assets/app-Ab12.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(GZIP_TEXT);
    const plain = await app().request('/assets/app-Ab12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(TEXT);
  });

  it('keeps other public files an hour, and passes a missing one on', async () => {
    const icon = await app().request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app().request('/assets/none-Zz99.js')).status).toBe(404);
  });

  it('still compresses an asset the build left without its compressed files', async () => {
    const res = await app().request('/assets/plain-Cd34.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(TEXT);
  });
});
