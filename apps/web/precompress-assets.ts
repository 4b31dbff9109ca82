import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|webmanifest|map)$/;
/** Below this, compression saves less than it costs (the server's MIN_COMPRESS_BYTES). */
export const MIN_PRECOMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of `dir`
 * of at least MIN_PRECOMPRESS_BYTES: the server sends them as they are (serveStatic
 * `precompressed`), so no asset is compressed per request or kept compressed in memory
 * (issue 30 item 5, decision 0052). Run by the web build's `buildEnd` (react-router.config.ts).
 * Answers the files it compressed.
 */
export function precompressAssets(dir: string): string[] {
  const done: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.byteLength < MIN_PRECOMPRESS_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    done.push(name);
  }
  return done;
}
