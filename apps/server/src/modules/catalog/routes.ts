import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { Site } from '@fardin/core/contract-foundation';
import type { AnswerCache } from '../../http/answer-cache';
import type { CatalogService } from './service';

/** Browsers and CDNs: a minute fresh, then revalidated (ETag) in the background. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** The server keeps these answers 15 s (back-office writes drop them at once). */
const REFERENCE_POLICY = { ttlMs: 15_000 };

/** Shop reference data: SPEC section 7 `{api}/stores`, `/banners`, `/api/setting`. */
export function catalogRoutes(catalog: CatalogService, site: Site, answers: AnswerCache) {
  const kept = answers.middleware(() => REFERENCE_POLICY);
  return new Hono<AppEnv>()
    .get('/stores', kept, async (c) => {
      c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
      return c.json({ data: await catalog.listStores() });
    })
    .get('/banners', kept, async (c) => {
      c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
      return c.json({ data: await catalog.listBanners() });
    })
    .get('/setting', kept, async (c) => {
      c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
      const [data, contact] = await Promise.all([catalog.listCategories(), catalog.contact()]);
      return c.json({ data, contact, site });
    });
}
