import { Hono } from 'hono';
import type { UploadStorage } from './upload-storage';
import { notFound } from '../../http/errors';

/** Serves the local store's files at /uploads/{folder}/{name}.webp (random names: cache forever). */
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
