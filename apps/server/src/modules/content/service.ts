import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { blogCategories, blogPosts, blogPostTexts } from '@fardin/db/schema/content';
import type { Locale } from '@fardin/core/locale';
import type {
  AdminBlogPost,
  AdminBlogPostRow,
  BlogCategory,
  BlogPage,
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
  BlogPostUpdate,
} from '@fardin/core/contract-content';
import { notFound, fieldError } from '../../http/errors';
import { createBlogCategoryOps, type AfterCreate } from './blog-categories';
import { sanitizeRichText, stripTags } from './sanitize';

type PostRow = typeof blogPosts.$inferSelect;
type TextRow = typeof blogPostTexts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

/** The text of a post in `locale`, else Khmer, else whatever exists. */
function pick(texts: TextRow[], locale: Locale): TextRow | undefined {
  return texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'kh') ?? texts[0];
}

/** What the public blog may show: published posts of visible categories. */
function publicPosts(db: Db): SQL {
  const visibleCategories = db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.visible, true));
  return and(eq(blogPosts.published, true), inArray(blogPosts.categoryId, visibleCategories))!;
}

/** Titles and excerpts become plain text, bodies sanitised rich text (on create and on every edit). */
function cleanTexts(postId: number, texts: BlogPostInput['texts']) {
  return texts.map((t) => ({
    postId,
    locale: t.locale,
    title: stripTags(t.title),
    excerpt: stripTags(t.excerpt),
    bodyHtml: sanitizeRichText(t.body),
  }));
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
      const text = pick(
        texts.filter((t) => t.postId === post.id),
        locale,
      );
      const category = byId.get(post.categoryId);
      if (!text || !category) return [];
      return [
        {
          id: post.id,
          slug: post.slug,
          title: text.title,
          excerpt: text.excerpt,
          image: post.image,
          author: post.author,
          category_id: category.id,
          category: category.name,
          published_at: post.publishedAt.toISOString(),
          lang: text.locale,
          text,
        },
      ];
    });
  }

  async function checkCategory(id: number): Promise<void> {
    const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id));
    if (!category) throw fieldError('blog.unknown_category', 'category_id');
  }

  async function checkSlugFree(slug: string, exceptId?: number): Promise<void> {
    const [taken] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
    if (taken) throw fieldError('blog.slug_taken', 'slug', { status: 409 });
  }

  return {
    ...createBlogCategoryOps(db),

    /** The public tabs: visible categories in order. */
    async categories(): Promise<BlogCategory[]> {
      const rows = await db
        .select()
        .from(blogCategories)
        .where(eq(blogCategories.visible, true))
        .orderBy(asc(blogCategories.position), asc(blogCategories.id));
      return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name }));
    },

    async list(query: {
      page: number;
      perPage: number;
      categoryId?: number | undefined;
      locale: Locale;
    }): Promise<BlogPage> {
      const where = and(publicPosts(db), query.categoryId ? eq(blogPosts.categoryId, query.categoryId) : undefined);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(where);
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

    /** One published post; the body is sanitised on the way out too, so no stored HTML reaches a page raw. */
    async get(id: number, locale: Locale): Promise<BlogPost> {
      const [post] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), publicPosts(db)));
      if (!post) throw notFound('blog.post_not_found');
      const [found] = await summaries([post], locale);
      if (!found) throw notFound('blog.post_not_found');
      const { text, ...summary } = found;
      return { ...summary, body: sanitizeRichText(text.bodyHtml) };
    },

    /** Writes a post (back office, CLI): titles become plain text, bodies sanitised rich text. */
    async create(input: BlogPostInput, after?: AfterCreate): Promise<number> {
      await checkCategory(input.category_id);
      await checkSlugFree(input.slug);
      return db.transaction(async (tx) => {
        const [post] = await tx
          .insert(blogPosts)
          .values({
            slug: input.slug,
            categoryId: input.category_id,
            image: input.image,
            author: stripTags(input.author),
            published: input.published ?? true,
          })
          .returning({ id: blogPosts.id });
        if (!post) throw new Error('post not created');
        await tx.insert(blogPostTexts).values(cleanTexts(post.id, input.texts));
        await after?.(tx, post.id);
        return post.id;
      });
    },

    /**
     * Replaces a post's fields and texts (languages left out are removed), sanitising like create.
     * Publishing a draft dates it now, so it comes first on the blog. Answers what changed.
     */
    async update(
      id: number,
      input: BlogPostUpdate,
      after?: (tx: Db, changed: string[]) => Promise<void>,
    ): Promise<string[]> {
      const [before] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!before) throw notFound('blog.post_not_found');
      await checkCategory(input.category_id);
      await checkSlugFree(input.slug, id);
      const oldTexts = await db.select().from(blogPostTexts).where(eq(blogPostTexts.postId, id));
      const newTexts = cleanTexts(id, input.texts);
      const fields = {
        slug: input.slug,
        categoryId: input.category_id,
        image: input.image,
        author: stripTags(input.author),
        published: input.published,
      };
      const changed: string[] = (Object.keys(fields) as (keyof typeof fields)[])
        .filter((k) => fields[k] !== before[k])
        .map((k) => (k === 'categoryId' ? 'category_id' : k));
      for (const locale of ['kh', 'en', 'zh'] as const) {
        const was = oldTexts.find((t) => t.locale === locale);
        const now = newTexts.find((t) => t.locale === locale);
        for (const key of ['title', 'excerpt', 'bodyHtml'] as const) {
          if ((was?.[key] ?? null) !== (now?.[key] ?? null))
            changed.push(`${key === 'bodyHtml' ? 'body' : key}_${locale}`);
        }
      }
      await db.transaction(async (tx) => {
        const publishedAt = input.published && !before.published ? { publishedAt: new Date() } : {};
        await tx
          .update(blogPosts)
          .set({ ...fields, ...publishedAt, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
        await tx.delete(blogPostTexts).where(eq(blogPostTexts.postId, id));
        await tx.insert(blogPostTexts).values(newTexts);
        await after?.(tx, changed);
      });
      return changed;
    },

    /** Back office list: drafts included, newest first, optionally by category or a title/slug search. */
    async adminPosts(query: {
      page: number;
      perPage: number;
      categoryId?: number | undefined;
      q?: string | undefined;
    }): Promise<{ rows: AdminBlogPostRow[]; total: number }> {
      const like = query.q ? `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
      const matching = like
        ? db.select({ id: blogPostTexts.postId }).from(blogPostTexts).where(ilike(blogPostTexts.title, like))
        : undefined;
      const where = and(
        query.categoryId ? eq(blogPosts.categoryId, query.categoryId) : undefined,
        like && matching ? or(ilike(blogPosts.slug, like), inArray(blogPosts.id, matching)) : undefined,
      );
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(where);
      const posts = await db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const texts = posts.length
        ? await db
            .select()
            .from(blogPostTexts)
            .where(
              inArray(
                blogPostTexts.postId,
                posts.map((p) => p.id),
              ),
            )
        : [];
      const rows = posts.map((p) => {
        const own = texts.filter((t) => t.postId === p.id);
        return {
          id: p.id,
          slug: p.slug,
          title: pick(own, 'en')?.title ?? p.slug,
          title_kh: pick(own, 'kh')?.title ?? p.slug,
          category_id: p.categoryId,
          published: p.published,
          published_at: p.publishedAt.toISOString(),
          updated_at: p.updatedAt.toISOString(),
        };
      });
      return { rows, total };
    },

    /** Back office: one post with every language's stored text, drafts included. */
    async adminPost(id: number): Promise<AdminBlogPost> {
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!post) throw notFound('blog.post_not_found');
      const texts = await db.select().from(blogPostTexts).where(eq(blogPostTexts.postId, id));
      const order = ['kh', 'en', 'zh'];
      return {
        id: post.id,
        slug: post.slug,
        category_id: post.categoryId,
        image: post.image,
        author: post.author,
        published: post.published,
        published_at: post.publishedAt.toISOString(),
        updated_at: post.updatedAt.toISOString(),
        texts: texts
          .sort((a, b) => order.indexOf(a.locale) - order.indexOf(b.locale))
          .map((t) => ({ locale: t.locale, title: t.title, excerpt: t.excerpt, body: t.bodyHtml })),
      };
    },

    async rawBody(id: number, locale: Locale): Promise<string | null> {
      const [row] = await db
        .select({ body: blogPostTexts.bodyHtml })
        .from(blogPostTexts)
        .where(and(eq(blogPostTexts.postId, id), eq(blogPostTexts.locale, locale)));
      return row?.body ?? null;
    },
  };
}
