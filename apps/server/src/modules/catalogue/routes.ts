import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { missingText } from '@fardin/core/messages';
import { SEARCH_PAGE_SIZE } from '@fardin/core/page-sizes';
import {
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  SEARCH_APIS,
  type Product,
  type ProductSummary,
} from '@fardin/core/contract-catalogue';
import { STORE_CODES } from '@fardin/core/contract-foundation';
import { LOCALE_TRANSLATE_CODE, isLocale } from '@fardin/core/locale';
import { parseProductLink, productLinkUrl, productPath } from '@fardin/core/product-link';
import { hasProductPage, requestFormPath } from '@fardin/core/pasted-link';
import type { AppEnv } from '../../http/app-env';
import type { AnswerCache, AnswerPolicy } from '../../http/answer-cache';
import { HttpError, notFound, fieldError } from '../../http/errors';
import { validate } from '../../http/validate';
import { MAX_TRANSLATE_LENGTH } from '../../integrations/translation/translator';
import { storeImage, UploadError, type UploadStorage } from '../../integrations/uploads/upload-storage';
import { imageUrl } from '../../integrations/marketplace/types';
import { demoImageSvg } from '../../lib/demo-image';
import type { CatalogueService } from './service';
import { productLangSchema } from '../../lib/product-lang';
import { normaliseSort } from '@fardin/core/search-sort';
import {
  catalogueAnswerSchema,
  catalogueQueryDocSchema,
  searchByUrlAnswerSchema,
  translateAnswerSchema,
} from '@fardin/core/contract-catalogue';
import { storeCodeSchema } from '@fardin/core/contract-foundation';
import { uploadAnswerSchema } from '@fardin/core/contract-accounts';
import { apiDoc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Catalogue');

const price = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    // The mobile client sends `start_price=NaN` for "no lower bound".
    if (v === undefined || v === '' || v === 'default' || v === 'NaN') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: 'price must be a number between 0 and 1000000' });
      return z.NEVER;
    }
    return n;
  });
const page = numeric(
  z
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_SEARCH_PAGE, `page must be at most ${MAX_SEARCH_PAGE}`)
    .default(1),
);
const pageSize = numeric(
  z
    .number()
    .int('page_size must be a whole number')
    .min(1, 'page_size must be at least 1')
    .max(MAX_PAGE_SIZE, `page_size must be at most ${MAX_PAGE_SIZE}`)
    .default(SEARCH_PAGE_SIZE),
);
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,8}$/, 'country must be a country or region code')
  .optional();

/** The detail with the mobile client's names beside ours: `website_url` (detail_url), `store_code` (store). */
function mobileDetail(item: Product) {
  return { ...item, website_url: item.detail_url, store_code: item.store };
}

/** Search lines carry no description (the sources give none); the mobile client reads the field. */
function withDescriptions<T extends { result: { item: ProductSummary[] } }>(answer: T) {
  return {
    ...answer,
    result: { ...answer.result, item: answer.result.item.map((item) => ({ ...item, description: '' })) },
  };
}

const searchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).default(''),
  page,
  page_size: pageSize,
  start_price: price,
  end_price: price,
  sort: z.string().max(20).optional(),
  country,
  cat_id: z.string().max(40).optional(),
  lang: productLangSchema,
});
const detailQuery = z.object({
  num_iid: z
    .string({ error: missingText('num_iid') })
    .trim()
    .min(1, 'num_iid is required')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'num_iid is not a product id'),
  country,
  lang: productLangSchema,
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
  lang: productLangSchema,
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
export function catalogueRoutes(products: CatalogueService, options: { uploads: UploadStorage; answers: AnswerCache }) {
  const keptStoreAnswer = options.answers.middleware((c) => {
    const store = c.req.param('store') ?? '';
    if (!(STORE_CODES as readonly string[]).includes(store)) return null;
    return store === OWN_STORE ? OWN_POLICY : MARKETPLACE_POLICY;
  });
  return (
    new Hono<AppEnv>()
      // The search box's picture for image search; guests may use it too (unlike /upload). The
      // browser shrinks the picture first, so it fits the API's 1 MB body limit.
      .post(
        '/image_search/upload',
        doc('Upload the picture of an image search (guests too)', uploadAnswerSchema, {
          upload: true,
          errors: [413, 422, 429],
        }),
        async (c) => {
          const form = await c.req.parseBody().catch(() => null);
          const file = form?.file ?? form?.image;
          if (!(file instanceof File)) throw fieldError('upload.picture_type', 'file');
          try {
            const { url } = await storeImage(options.uploads, 'upload', Buffer.from(await file.arrayBuffer()));
            return c.json({ message: 'success', image_url: imageUrl(url) });
          } catch (err) {
            if (err instanceof UploadError)
              throw err.reason === 'size'
                ? new HttpError(413, 'upload.picture_too_large')
                : fieldError('upload.picture_type', 'file');
            throw err;
          }
        },
      )
      .get(
        '/translate',
        doc('Translate a search text', translateAnswerSchema, { errors: [502] }),
        options.answers.middleware(() => TRANSLATE_POLICY),
        validate('query', translateQuery),
        async (c) => {
          const { lang, text } = c.req.valid('query');
          const result = await products.translator.translate(text, lang);
          c.header('Cache-Control', 'public, max-age=3600');
          return c.json({ data: result.text, lang, source: result.source });
        },
      )
      .get(
        '/search_by_url',
        doc('Where a pasted product link leads', searchByUrlAnswerSchema),
        validate(
          'query',
          z.object({
            url: z
              .string({ error: missingText('url') })
              .min(1, 'url is required')
              .max(4000),
          }),
        ),
        async (c) => {
          const text = c.req.valid('query').url;
          const target = parseProductLink(text);
          if (!target) throw fieldError('product.link_unsupported', 'url');
          // The mobile client reads the product itself (`result.item`, as the detail answers); the web
          // only where the link leads. A product the source cannot give now leaves `result` out.
          // AliExpress, Shopee and Coupang items have no product page: the "buy it for me" form (issue 29).
          const page = hasProductPage(target);
          const item = page ? await products.detail(target.store, target.id, target.country).catch(() => null) : null;
          return c.json({
            data: { ...target, path: page ? productPath(target) : requestFormPath(productLinkUrl(text), target) },
            ...(item ? { result: { item: mobileDetail(item) } } : {}),
          });
        },
      )
      .get(
        '/demo-image/:file',
        doc(
          'A generated picture of the demo catalogue',
          { media: 'image/svg+xml', description: 'SVG image' },
          { params: z.object({ file: z.string().max(100) }), errors: [404] },
        ),
        (c) => {
          const svg = demoImageSvg(c.req.param('file'));
          if (!svg) throw notFound('image.not_found');
          c.header('Content-Type', 'image/svg+xml; charset=utf-8');
          c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
          return c.body(svg);
        },
      )
      .get(
        '/:store',
        doc('Catalogue: search, product detail or image search of a store', catalogueAnswerSchema, {
          params: z.object({ store: storeCodeSchema }),
          query: catalogueQueryDocSchema,
          errors: [404, 422, 502],
          description:
            '`api=item_search` and `api=image_search` answer a search page (`result.item[]` with paging), `api=item_detail_simple` one product (`result.item`).',
        }),
        keptStoreAnswer,
        async (c, next) => {
          const store = c.req.param('store');
          const api = c.req.query('api');
          // Single-segment paths of other modules (/profile, /cart...) are not stores: pass them on.
          if (!(STORE_CODES as readonly string[]).includes(store)) {
            if (api === undefined) return next();
            throw new HttpError(404, 'product.unknown_store', { params: { store: store.slice(0, 40) } });
          }
          if (!(SEARCH_APIS as readonly string[]).includes(api ?? '')) {
            throw fieldError('product.invalid_api', 'api', { params: { apis: SEARCH_APIS.join(', ') } });
          }
          if (api === 'item_detail_simple') {
            const query = await parse(detailQuery, c);
            const item = await products.detail(store, query.num_iid, query.country);
            if (!item) throw notFound('product.not_found');
            c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
            return c.json({ result: { item: mobileDetail(await products.localizer.product(item, query.lang)) } });
          }
          if (api === 'image_search') {
            const query = await parse(imageQuery, c);
            return c.json(
              withDescriptions(
                await products.imageSearch({
                  store,
                  imageUrl: query.image,
                  page: query.page,
                  pageSize: query.page_size,
                  country: query.country,
                  lang: query.lang,
                }),
              ),
            );
          }
          const query = await parse(searchQuery, c);
          if (query.start_price !== undefined && query.end_price !== undefined && query.start_price > query.end_price) {
            throw fieldError('product.price_range', 'start_price');
          }
          c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
          return c.json(
            withDescriptions(
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
                lang: query.lang,
              }),
            ),
          );
        },
      )
  );
}
