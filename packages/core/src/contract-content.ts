import { z } from 'zod';
import { localizedTextSchema } from './contract-foundation';
import { BLOG_PAGE_SIZE } from './page-sizes';
import { idSchema, MAX_ROW_ID, numeric } from './input-schemas';

/** API contract of the blog (SPEC section 7: /blog_categories, /blog -> last_page, total, data). */

export const blogLocaleSchema = z.enum(['kh', 'en', 'zh']);

export const blogCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: localizedTextSchema });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogListQuerySchema = z.object({
  page: numeric(z.number().int().min(1).max(10_000).default(1)),
  row_per_page: numeric(z.number().int().min(1).max(50).default(BLOG_PAGE_SIZE)),
  category_id: idSchema.optional(),
  lang: blogLocaleSchema.default('kh'),
});

const blogPostSummarySchema = z.object({
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

const slugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Use a-z, 0-9 and - only (at most 80)');
const blogTextSchema = z.object({
  locale: blogLocaleSchema,
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().max(500),
  body: z.string().max(200_000),
});

export const blogPostInputSchema = z.object({
  slug: slugSchema,
  category_id: z.number().int().positive().max(MAX_ROW_ID),
  image: z.string().min(1).max(500),
  author: z.string().min(1).max(80),
  texts: z
    .array(blogTextSchema)
    .min(1)
    .refine((texts) => new Set(texts.map((t) => t.locale)).size === texts.length, 'One text per language'),
  /** false keeps the post as a draft: the back office sees it, the public blog answers 404. */
  published: z.boolean().optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** Editing replaces the whole post: languages left out of `texts` are removed from it. */
export const blogPostUpdateSchema = blogPostInputSchema.extend({ published: z.boolean() });
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

/** Back office: a post with every language's text (bodies as stored, i.e. already sanitised). */
export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_id: z.number().int(),
  image: z.string(),
  author: z.string(),
  published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
  texts: z.array(z.object({ locale: blogLocaleSchema, title: z.string(), excerpt: z.string(), body: z.string() })),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

const adminBlogPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_kh: z.string(),
  category_id: z.number().int(),
  published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRowSchema>;
export const adminBlogPostPageSchema = z.object({
  data: z.array(adminBlogPostRowSchema),
  page: z.number(),
  row_per_page: z.number(),
  total: z.number(),
  last_page: z.number().optional(),
});

const categoryName = z.object({
  kh: z.string().trim().min(1).max(80),
  en: z.string().trim().min(1).max(80),
  zh: z.string().trim().max(80).default(''),
});
/** A blog category: Khmer and English names required, Chinese falls back to English when empty. */
export const blogCategoryInputSchema = z.object({ slug: slugSchema, name: categoryName });
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;
export const blogCategoryUpdateSchema = z.object({ slug: slugSchema.optional(), name: categoryName });
export type BlogCategoryUpdate = z.infer<typeof blogCategoryUpdateSchema>;

export const adminBlogCategorySchema = blogCategorySchema.extend({
  position: z.number().int(),
  visible: z.boolean(),
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

/** `GET /app_links`: store links of the mobile app, null where there is none. */
export const appLinksAnswerSchema = z.object({
  data: z.object({ app_store: z.string().nullable(), play_store: z.string().nullable() }),
});
/** `GET /blog_categories`. */
export const blogCategoryListSchema = z.object({ data: z.array(blogCategorySchema) });
/** `GET /blog/{id}`. */
export const blogPostAnswerSchema = z.object({ data: blogPostSchema });
/** `GET /admin/blog/posts/{id}`: a post with every language, for editing. */
export const adminBlogPostAnswerSchema = z.object({ data: adminBlogPostSchema });
/** `GET /admin/blog/categories`. */
export const adminBlogCategoryListSchema = z.object({ data: z.array(adminBlogCategorySchema) });
