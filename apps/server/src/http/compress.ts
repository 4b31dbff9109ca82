import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
/** Hashed build assets never change: their compressed bytes are kept (bounded) in memory. */
const IMMUTABLE_CACHE_LIMIT_BYTES = 16 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const immutableCache = new Map<string, Uint8Array<ArrayBuffer>>();
let immutableCacheBytes = 0;

function pickEncoding(accept: string): Encoding | null {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

async function encode(body: Uint8Array, encoding: Encoding, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await gzipAsync(body, { level: quality >= 9 ? 9 : 6 });
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
}

/**
 * gzip or brotli for text answers (hono/compress has no brotli). The body is compressed whole:
 * our answers are small, and piping node's zlib into web streams stalled on file bodies. Dynamic
 * answers use brotli quality 5 (11 costs too much CPU per page on a 2-core machine); immutable
 * assets are compressed once at quality 11 and served from memory.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const encoding = pickEncoding(c.req.header('Accept-Encoding') ?? '');
    if (!encoding) return;

    const immutable = /\bimmutable\b/.test(res.headers.get('Cache-Control') ?? '');
    const cacheKey = `${encoding}:${c.req.path}`;
    let compressed = immutable ? immutableCache.get(cacheKey) : undefined;
    if (!compressed) {
      const raw = new Uint8Array(await res.arrayBuffer());
      if (raw.byteLength < MIN_BYTES) {
        c.res = new Response(raw, { status: res.status, statusText: res.statusText, headers: res.headers });
        return;
      }
      compressed = await encode(raw, encoding, immutable ? 11 : 5);
      if (immutable && immutableCacheBytes + compressed.byteLength <= IMMUTABLE_CACHE_LIMIT_BYTES) {
        immutableCache.set(cacheKey, compressed);
        immutableCacheBytes += compressed.byteLength;
      }
    } else {
      await res.body.cancel();
    }
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers: res.headers });
    // Hono's c.res setter copies the previous answer's headers over the new ones: fix them after.
    c.res.headers.set('Content-Length', String(compressed.byteLength));
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
