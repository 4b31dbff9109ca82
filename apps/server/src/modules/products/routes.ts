import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import { SEARCH_PAGE_SIZE } from '@fardin/core/constants';
import { MAX_PAGE_SIZE, MAX_QUERY_LENGTH, MAX_SEARCH_PAGE, SEARCH_APIS } from '@fardin/core/contract-catalogue';
import { STORE_CODES } from '@fardin/core/contract-foundation';
import { LOCALE_TRANSLATE_CODE, isLocale } from '@fardin/core/locale';
import { parseProductLink, productPath } from '@fardin/core/product-link';
import type { AppEnv } from '../../http/app-env';
import type { AnswerCache, AnswerPolicy } from '../../http/answer-cache';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { MAX_TRANSLATE_LENGTH } from '../../integrations/translation/translator';
import { storeImage, UploadError, type UploadStorage } from '../../integrations/uploads/upload-storage';
import { absoluteImageUrl } from '../../integrations/marketplace/types';
import { demoImageSvg } from './demo-image';
import type { ProductService } from './service';
import { normaliseSort } from '@fardin/core/search-sort';
import { parseInput } from '../../http/validate';
import { numeric } from '@fardin/core/input-schemas';

const price = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'default') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: 'price must be a number between 0 and 1000000' });
      return z.NEVER;
    }
    return n;
  });
const page = numeric(z.number().int('page must be a whole number').min(1, 'page must be at least 1').max(MAX_SEARCH_PAGE, `page must be at most ${MAX_SEARCH_PAGE}`).default(1));
const pageSize = numeric(z.number().int('page_size must be a whole number').min(1, 'page_size must be at least 1').max(MAX_PAGE_SIZE, `page_size must be at most ${MAX_PAGE_SIZE}`).default(SEARCH_PAGE_SIZE));
const country = z.string().trim().regex(/^[A-Za-z]{2,8}$/, 'country must be a country or region code').optional();

const searchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).default(''),
  page,
  page_size: pageSize,
  start_price: price,
  end_price: price,
  sort: z.string().max(20).optional(),
  country,
  cat_id: z.string().max(40).optional(),
});
const detailQuery = z.object({
  num_iid: z.string({ error: missingText('num_iid') }).trim().min(1, 'num_iid is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'num_iid is not a product id'),
  country,
});
const imageQuery = z.object({
  image: z
    .string({ message: 'image is required' })
    .trim()
    .min(1, 'image is required')
    .max(2000)
    .refine((v) => /^https?:\/\//i.test(v) || v.startsWith('/'), 'image must be an image URL'),
  page,
  page_size: pageSize,
  country,
});

function parse<T extends z.ZodType>(schema: T, c: Context<AppEnv>): Promise<z.infer<T>> {
  return parseInput(schema, c.req.query());
}

const translateQuery = z.object({
  lang: z.string().transform((v, ctx) => {
    const code = isLocale(v) ? LOCALE_TRANSLATE_CODE[v] : v;
    if (code === 'en' || code === 'km' || code === 'zh') return code;
    ctx.addIssue({ code: 'custom', message: 'lang must be en, km (kh) or zh' });
    return z.NEVER;
  }),
  text: z.string().max(MAX_TRANSLATE_LENGTH, `text must be at most ${MAX_TRANSLATE_LENGTH} characters`),
});

/**
 * What the server keeps in memory (decision 0008). The shop's own catalogue: 15 s, dropped by any
 * back-office write. Marketplace answers change upstream on their own schedule: a minute fresh,
 * then served stale for up to 10 minutes while a fresh copy is fetched in the background.
 */
const OWN_POLICY: AnswerPolicy = { ttlMs: 15_000 };
const MARKETPLACE_POLICY: AnswerPolicy = { ttlMs: 60_000, staleMs: 10 * 60_000 };
const TRANSLATE_POLICY: AnswerPolicy = { ttlMs: 10 * 60_000 };
const OWN_STORE = 'fardin';
/** Browsers: search and product answers for half a minute, then revalidated with the ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * SPEC section 7 product calls: `GET /api/{store}?api=item_search|item_detail_simple|image_search`,
 * `/api/search_by_url`, `/api/translate`, and the demo catalogue's generated images.
 */
export function productRoutes(products: ProductService, options: { uploads: UploadStorage; publicUrl: string; answers: AnswerCache }) {
  const keptStoreAnswer = options.answers.middleware((c) => {
    const store = c.req.param('store') ?? '';
    if (!(STORE_CODES as readonly string[]).includes(store)) return null;
    return store === OWN_STORE ? OWN_POLICY : MARKETPLACE_POLICY;
  });
  return new Hono<AppEnv>()
    // The search box's picture for image search; guests may use it too (unlike /upload). The
    // browser shrinks the picture first, so it fits the API's 1 MB body limit.
    .post('/image_search/upload', async (c) => {
      const form = await c.req.parseBody().catch(() => null);
      const file = form?.file ?? form?.image;
      if (!(file instanceof File)) throw new HttpError(422, 'Please choose a JPEG, PNG or WebP picture', { file: ['Please choose a JPEG, PNG or WebP picture'] });
      try {
        const { url } = await storeImage(options.uploads, 'upload', Buffer.from(await file.arrayBuffer()));
        return c.json({ message: 'success', image_url: absoluteImageUrl(url, options.publicUrl) });
      } catch (err) {
        if (err instanceof UploadError) throw new HttpError(err.reason === 'size' ? 413 : 422, err.reason === 'size' ? 'The picture is too large' : 'Please choose a JPEG, PNG or WebP picture');
        throw err;
      }
    })
    .get('/translate', options.answers.middleware(() => TRANSLATE_POLICY), validate('query', translateQuery), async (c) => {
      const { lang, text } = c.req.valid('query');
      const result = await products.translator.translate(text, lang);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ data: result.text, lang, source: result.source });
    })
    .get('/search_by_url', validate('query', z.object({ url: z.string({ error: missingText('url') }).min(1, 'url is required').max(4000) })), (c) => {
      const target = parseProductLink(c.req.valid('query').url);
      if (!target) throw new HttpError(422, 'This is not a product link we can open', { url: ['This is not a product link we can open'] });
      return c.json({ data: { ...target, path: productPath(target) } });
    })
    .get('/demo-image/:file', (c) => {
      const svg = demoImageSvg(c.req.param('file'));
      if (!svg) throw new HttpError(404, 'Image not found');
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      return c.body(svg);
    })
    .get('/:store', keptStoreAnswer, async (c, next) => {
      const store = c.req.param('store');
      const api = c.req.query('api');
      // Single-segment paths of other modules (/profile, /cart...) are not stores: pass them on.
      if (!(STORE_CODES as readonly string[]).includes(store)) {
        if (api === undefined) return next();
        throw new HttpError(404, `Unknown store: ${store.slice(0, 40)}`);
      }
      if (!(SEARCH_APIS as readonly string[]).includes(api ?? '')) {
        throw new HttpError(422, `api must be one of ${SEARCH_APIS.join(', ')}`, { api: [`api must be one of ${SEARCH_APIS.join(', ')}`] });
      }
      if (api === 'item_detail_simple') {
        const query = await parse(detailQuery, c);
        const item = await products.detail(store, query.num_iid, query.country);
        if (!item) throw new HttpError(404, 'Product not found');
        c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
        return c.json({ result: { item } });
      }
      if (api === 'image_search') {
        const query = await parse(imageQuery, c);
        return c.json(await products.imageSearch({ store, imageUrl: query.image, page: query.page, pageSize: query.page_size, country: query.country }));
      }
      const query = await parse(searchQuery, c);
      if (query.start_price !== undefined && query.end_price !== undefined && query.start_price > query.end_price) {
        throw new HttpError(422, 'start_price must not be above end_price', { start_price: ['start_price must not be above end_price'] });
      }
      c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
      return c.json(
        await products.search({
          store,
          q: query.q,
          page: query.page,
          pageSize: query.page_size,
          startPriceUsd: query.start_price,
          endPriceUsd: query.end_price,
          sort: normaliseSort(query.sort),
          country: query.country,
          catId: query.cat_id,
        }),
      );
    });
}
