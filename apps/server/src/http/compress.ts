import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { requestHeader } from './request-header';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression saves less than it costs (and the answer fits one TCP packet anyway). */
export const MIN_COMPRESS_BYTES = 1024;
const MIN_BYTES = MIN_COMPRESS_BYTES;

export type Encoding = 'br' | 'gzip';

/** The encoding a client accepts, brotli first (q-values are not weighed: browsers send both). */
export function pickEncoding(accept: string): Encoding | null {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export async function encode(body: Uint8Array, encoding: Encoding, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : await gzipAsync(body, { level: quality >= 9 ? 9 : 6 });
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
}

/**
 * gzip or brotli for text answers (hono/compress has no brotli). The body is compressed whole:
 * our answers are small, and piping node's zlib into web streams stalled on file bodies. Answers
 * use brotli quality 5 (11 costs too much CPU per page on a 2-core machine). The hashed build
 * assets arrive compressed already (brotli 11 and gzip 9 files written by the web build, sent by
 * `serveAssets`, decision 0052), so they pass through untouched.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || (c as Context<AppEnv>).get('prepared')) return;
    // Headers first, the body last: reading `res.body` turns @hono/node-server's lightweight
    // answer into a full web Response with a stream, which costs more than a small JSON answer.
    const res = c.res;
    const headers = res.headers;
    if (headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(headers.get('Content-Type') ?? '')) return;
    const length = Number(headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const encoding = pickEncoding(requestHeader(c, 'accept-encoding') ?? '');
    if (!encoding || !res.body) return;

    const raw = new Uint8Array(await res.arrayBuffer());
    if (raw.byteLength < MIN_BYTES) {
      replaceAnswer(c, new Response(raw, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const compressed = await encode(raw, encoding, 5);
    headers.set('Content-Length', String(compressed.byteLength));
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    replaceAnswer(c, new Response(compressed, { status: res.status, statusText: res.statusText, headers }));
  };
}

/**
 * Sets `c.res` without Hono's merge: assigning over an existing answer copies every header of the
 * old one onto a re-created new one (a second Response and a header loop per request).
 */
export function replaceAnswer(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}
