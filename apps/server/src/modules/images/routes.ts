import { Hono } from 'hono';
import { z } from 'zod';
import { IMAGE_PROXY_PATH, IMAGE_WIDTHS } from '@fardin/core/image-url';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { createImageProxy, type ImageProxyOptions } from './service';
import { apiDoc } from '../../http/openapi';
import { numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Images');

const query = z.object({
  url: z.string().min(1, 'url is required').max(2048, 'url is too long'),
  w: numeric(z.number()).refine(
    (w) => (IMAGE_WIDTHS as readonly number[]).includes(w),
    `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
  ),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /api/img?url=&w=`: product images resized to WebP, for `<img srcset>` (see product-image.tsx). */
export function imageRoutes(options: ImageProxyOptions) {
  const proxy = createImageProxy(options);
  return new Hono<AppEnv>().get(
    IMAGE_PROXY_PATH.replace(/^\/api/, ''),
    doc(
      'A product image resized to WebP',
      { media: 'image/webp', description: 'WebP image (304 when the ETag matches)' },
      { errors: [404, 413, 502] },
    ),
    validate('query', query),
    async (c) => {
      const { url, w } = c.req.valid('query');
      const image = await proxy.resolve(url, w, c.get('origin'));
      const match = c.req.header('If-None-Match');
      const fresh = match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag) ?? false;
      // Load before any caching header: an upstream failure (404, 502, 413) must not be cached for a year.
      const loaded = fresh ? null : await image.load();
      c.header('ETag', image.etag);
      c.header('Cache-Control', IMMUTABLE);
      if (!loaded) return c.body(null, 304);
      const { body, type } = loaded;
      c.header('Content-Type', type);
      return c.body(new Uint8Array(body), 200);
    },
  );
}
