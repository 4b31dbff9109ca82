import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * gzip or brotli for text answers (hono/compress has no brotli). Brotli runs at quality 5: the
 * better ratio of 11 costs too much CPU for server-rendered pages on a 2-core machine.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type)) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const accept = c.req.header('Accept-Encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!encoding) return;
    const zlibStream =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    const transform = Duplex.toWeb(zlibStream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    c.res = new Response(res.body.pipeThrough(transform), { status: res.status, statusText: res.statusText, headers });
  };
}
