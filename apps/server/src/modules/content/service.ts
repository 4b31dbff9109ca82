import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { blogCategories, blogPosts, blogPostTexts } from '@fardin/db/schema/content';
import type { Locale } from '@fardin/core/locale';
import type { BlogCategory, BlogPage, BlogPost, BlogPostInput, BlogPostSummary } from '@fardin/core/contract-content';
import { HttpError, notFound } from '../../http/errors';
import { sanitizeRichText, stripTags } from './sanitize';

type PostRow = typeof blogPosts.$inferSelect;
type TextRow = typeof blogPostTexts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

/** The text of a post in `locale`, else Khmer, else whatever exists. */
function pick(texts: TextRow[], locale: Locale): TextRow | undefined {
  return texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'kh') ?? texts[0];
}

export function createContentService(db: Db) {
  async function summaries(posts: PostRow[], locale: Locale): Promise<(BlogPostSummary & { text: TextRow })[]> {
    if (posts.length === 0) return [];
    const ids = posts.map((p) => p.id);
    const [texts, categories] = await Promise.all([
      db.select().from(blogPostTexts).where(inArray(blogPostTexts.postId, ids)),
      db.select().from(blogCategories),
    ]);
    const byId = new Map<number, CategoryRow>(categories.map((c) => [c.id, c]));
    return posts.flatMap((post) => {
      const text = pick(texts.filter((t) => t.postId === post.id), locale);
      const category = byId.get(post.categoryId);
      if (!text || !category) return [];
      return [{
        id: post.id, slug: post.slug, title: text.title, excerpt: text.excerpt, image: post.image, author: post.author,
        category_id: category.id, category: category.name, published_at: post.publishedAt.toISOString(), lang: text.locale, text,
      }];
    });
  }

  return {
    async categories(): Promise<BlogCategory[]> {
      const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.position));
      return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name }));
    },

    async list(query: { page: number; perPage: number; categoryId?: number | undefined; locale: Locale }): Promise<BlogPage> {
      const where = query.categoryId ? eq(blogPosts.categoryId, query.categoryId) : undefined;
      const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(where);
      const posts = await db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const data = (await summaries(posts, query.locale)).map(({ text: _text, ...summary }) => summary);
      return { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.perPage)), total, data };
    },

    /** One post; the body is sanitised on the way out too, so no stored HTML reaches a page raw. */
    async get(id: number, locale: Locale): Promise<BlogPost> {
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!post) throw notFound('Post not found');
      const [found] = await summaries([post], locale);
      if (!found) throw notFound('Post not found');
      const { text, ...summary } = found;
      return { ...summary, body: sanitizeRichText(text.bodyHtml) };
    },

    /** Writes a post (back office, CLI): titles become plain text, bodies sanitised rich text. */
    async create(input: BlogPostInput): Promise<number> {
      const [category] = await db.select().from(blogCategories).where(eq(blogCategories.id, input.category_id));
      if (!category) throw new HttpError(422, 'Unknown category', { category_id: ['Unknown category'] });
      return db.transaction(async (tx) => {
        const [post] = await tx.insert(blogPosts).values({ slug: input.slug, categoryId: category.id, image: input.image, author: stripTags(input.author) }).returning({ id: blogPosts.id });
        if (!post) throw new Error('post not created');
        await tx.insert(blogPostTexts).values(
          input.texts.map((t) => ({ postId: post.id, locale: t.locale, title: stripTags(t.title), excerpt: stripTags(t.excerpt), bodyHtml: sanitizeRichText(t.body) })),
        );
        return post.id;
      });
    },

    async rawBody(id: number, locale: Locale): Promise<string | null> {
      const [row] = await db.select({ body: blogPostTexts.bodyHtml }).from(blogPostTexts).where(and(eq(blogPostTexts.postId, id), eq(blogPostTexts.locale, locale)));
      return row?.body ?? null;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
