import { z } from 'zod';
import { localizedTextSchema } from './contract-foundation';
import { BLOG_PAGE_SIZE } from './constants';

/** API contract of the blog (SPEC section 7: /blog_categories, /blog -> last_page, total, data). */

export const blogLocaleSchema = z.enum(['kh', 'en', 'zh']);

export const blogCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: localizedTextSchema });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  row_per_page: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  category_id: z.coerce.number().int().positive().optional(),
  lang: blogLocaleSchema.default('kh'),
});

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  author: z.string(),
  category_id: z.number().int(),
  category: localizedTextSchema,
  published_at: z.string(),
  /** The locale the text is in: the asked one, or kh when the post has no text in it. */
  lang: blogLocaleSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPageSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  data: z.array(blogPostSummarySchema),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  category_id: z.number().int().positive(),
  image: z.string().min(1).max(500),
  author: z.string().min(1).max(80),
  texts: z.array(z.object({ locale: blogLocaleSchema, title: z.string().min(1).max(200), excerpt: z.string().max(500), body: z.string().max(200_000) })).min(1),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
