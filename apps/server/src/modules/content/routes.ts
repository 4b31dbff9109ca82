import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../../config';
import { blogListQuerySchema, blogLocaleSchema } from '@fardin/core/contract-content';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import {
  appLinksAnswerSchema,
  blogCategoryListSchema,
  blogPageSchema,
  blogPostAnswerSchema,
} from '@fardin/core/contract-content';
import { apiDoc } from '../../http/openapi';
import { idParamSchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Blog');

const CACHE = 'public, max-age=60, stale-while-revalidate=600';
const detailQuery = z.object({ lang: blogLocaleSchema.default('kh') });

/** The blog: SPEC section 7 `/blog_categories` and `/blog?page&row_per_page=12`, plus one post. */
export function contentRoutes(services: Pick<Services, 'content'>, deps: { config: Config }) {
  const { content } = services;
  return new Hono<AppEnv>()
    .get('/app_links', doc('Mobile app store links', appLinksAnswerSchema), (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({
        data: { app_store: deps.config.APP_STORE_URL ?? null, play_store: deps.config.PLAY_STORE_URL ?? null },
      });
    })
    .get('/blog_categories', doc('Blog categories', blogCategoryListSchema), async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await content.categories() });
    })
    .get('/blog', doc('Blog posts, paged', blogPageSchema), validate('query', blogListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      c.header('Cache-Control', CACHE);
      return c.json(
        await content.list({ page: q.page, perPage: q.row_per_page, categoryId: q.category_id, locale: q.lang }),
      );
    })
    .get(
      '/blog/:id',
      doc('One blog post', blogPostAnswerSchema, { errors: [404] }),
      validate('param', idParamSchema, { notFound: 'blog.post_not_found' }),
      validate('query', detailQuery),
      async (c) => {
        const { id } = c.req.valid('param');
        c.header('Cache-Control', CACHE);
        return c.json({ data: await content.get(id, c.req.valid('query').lang) });
      },
    );
}
