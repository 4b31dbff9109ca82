import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { Site } from '@fardin/core/contract-foundation';
import type { CatalogService } from './service';

/** Shop reference data: SPEC section 7 `{api}/stores`, `/banners`, `/api/setting`. */
export function catalogRoutes(catalog: CatalogService, site: Site) {
  return new Hono<AppEnv>()
    .get('/stores', async (c) => {
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
      return c.json({ data: await catalog.listStores() });
    })
    .get('/banners', async (c) => {
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
      return c.json({ data: await catalog.listBanners() });
    })
    .get('/setting', async (c) => {
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
      const [data, contact] = await Promise.all([catalog.listCategories(), catalog.contact()]);
      return c.json({ data, contact, site });
    });
}
