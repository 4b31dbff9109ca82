import { Hono } from 'hono';
import { idParamSchema } from '@fardin/core/input-schemas';
import { validate } from '../../http/validate';
import type { AppEnv } from '../../http/app-env';
import type { Site } from '@fardin/core/contract-foundation';
import type { AnswerCache } from '../../http/answer-cache';
import type { ReferenceService } from './service';
import {
  bannerListSchema,
  categoryLevelListSchema,
  settingAnswerSchema,
  storeListSchema,
} from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Reference');

/** Browsers and CDNs: a minute fresh, then revalidated (ETag) in the background. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** The server keeps these answers 15 s (back-office writes drop them at once). */
const REFERENCE_POLICY = { ttlMs: 15_000 };

/** Shop reference data: SPEC section 7 `{api}/stores`, `/banners`, `/api/setting`. */
export function referenceRoutes(reference: ReferenceService, site: Site, answers: AnswerCache) {
  const kept = answers.middleware(() => REFERENCE_POLICY);
  return (
    new Hono<AppEnv>()
      .get('/stores', doc('The stores (marketplaces) the shop sells from', storeListSchema), kept, async (c) => {
        c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
        return c.json({ data: await reference.listStores() });
      })
      .get('/banners', doc('Home page banners', bannerListSchema), kept, async (c) => {
        c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
        // `name`: the mobile client's field (the English title).
        return c.json({ data: (await reference.listBanners()).map((b) => ({ ...b, name: b.title.en })) });
      })
      // The mobile client's category lists (decision 0018): `id, code, name, image`.
      .get(
        '/categories',
        doc("Top-level categories (the mobile client's list)", categoryLevelListSchema),
        async (c) => {
          c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
          return c.json({ data: await reference.listCategoryLevel(null) });
        },
      )
      .get(
        '/subcategories/:id',
        doc('The sub-categories of a category', categoryLevelListSchema),
        validate('param', idParamSchema),
        async (c) => {
          c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
          return c.json({ data: await reference.listCategoryLevel(c.req.valid('param').id) });
        },
      )
      // The mobile client's notice list is module notifications' (decision 0039).
      .get('/setting', doc('Categories, contact and site settings', settingAnswerSchema), kept, async (c) => {
        c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
        const [data, contact] = await Promise.all([reference.listCategories(), reference.contact()]);
        return c.json({ data, contact, site });
      })
  );
}
