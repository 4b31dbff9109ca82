import { Hono } from 'hono';
import type { UploadStorage } from './upload-storage';
import { notFound } from '../../http/errors';

/**
 * Serves stored uploads at /uploads/{folder}/{name}.webp from whichever store is configured (local
 * disk or the S3 bucket), always with these headers (random names: cache forever).
 */
export function uploadsRoute(storage: UploadStorage) {
  return new Hono().get('/:folder/:name', async (c) => {
    const bytes = await storage.get(`${c.req.param('folder')}/${c.req.param('name')}`);
    if (!bytes) throw notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
