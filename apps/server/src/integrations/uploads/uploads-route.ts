import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { UploadStoreUnavailable, type UploadStorage } from './upload-storage';
import { notFound } from '../../http/errors';

/**
 * Serves stored uploads at /uploads/{folder}/{name}.webp from whichever store is configured (local
 * disk or the S3 bucket), always with these headers (random names: cache forever). A store that
 * cannot answer (disk error, bucket down) is a 503 `upload.store_unavailable` with a warning in the
 * log, not an unhandled 500 (issue 18 item 4).
 */
export function uploadsRoute(storage: UploadStorage) {
  return new Hono<AppEnv>().get('/:folder/:name', async (c) => {
    let bytes: Buffer | null;
    try {
      bytes = await storage.get(`${c.req.param('folder')}/${c.req.param('name')}`);
    } catch (err) {
      if (err instanceof UploadStoreUnavailable) c.get('logger')?.warn({ err: err.reason }, 'upload store unavailable');
      throw err;
    }
    if (!bytes) throw notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
