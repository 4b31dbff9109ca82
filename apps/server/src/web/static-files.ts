import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** serveStatic with a Cache-Control on what it found (its `onFound` runs after the answer is made, too late for a header). */
function cached(handler: MiddlewareHandler, cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    const found = await handler(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/**
 * The web build's files under `root` (relative to the working folder). Hashed assets
 * (`/assets/*`) are cached for a year and sent as the web build precompressed them
 * (`<file>.br` / `<file>.gz` beside the file, apps/web/precompress-assets.ts) by the client's
 * Accept-Encoding, so the server never compresses one (decision 0052). Other public files (icons,
 * the manifest, the service worker) keep an hour.
 */
export function serveAssets(root: string): { assets: MiddlewareHandler; files: MiddlewareHandler } {
  return {
    assets: cached(serveStatic({ root, precompressed: true }), 'public, max-age=31536000, immutable'),
    files: cached(serveStatic({ root }), 'public, max-age=3600'),
  };
}
