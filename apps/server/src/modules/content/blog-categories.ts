import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { blogCategories, blogPosts } from '@fardin/db/schema/content';
import type { AdminBlogCategory, BlogCategoryInput, BlogCategoryUpdate } from '@fardin/core/contract-content';
import type { LocalizedText } from '@fardin/core/i18n-text';
import { HttpError, notFound, fieldError } from '../../http/errors';
import { moveInOrder } from '../../lib/manual-order';

/** Runs inside the write's transaction (the back office writes its audit row there). */
export type AfterWrite = (tx: Db) => Promise<void>;
/** The same for a new row, with its id. */
export type AfterCreate = (tx: Db, id: number) => Promise<void>;

function names(name: BlogCategoryInput['name']): LocalizedText {
  return { kh: name.kh.trim(), en: name.en.trim(), zh: name.zh.trim() || name.en.trim() };
}

/**
 * Blog categories for the back office: every category with its post count, create, rename, order,
 * hide/show, and delete only while no post uses it (409 otherwise: hide it instead).
 */
export function createBlogCategoryOps(db: Db) {
  async function all(): Promise<AdminBlogCategory[]> {
    const [rows, counts] = await Promise.all([
      db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.id)),
      db
        .select({ id: blogPosts.categoryId, n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .groupBy(blogPosts.categoryId),
    ]);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      position: r.position,
      visible: r.visible,
      posts: counts.find((c) => c.id === r.id)?.n ?? 0,
    }));
  }

  async function one(id: number): Promise<AdminBlogCategory> {
    const found = (await all()).find((c) => c.id === id);
    if (!found) throw notFound('blog.category_not_found');
    return found;
  }

  async function checkSlugFree(slug: string, exceptId?: number): Promise<void> {
    const [taken] = await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(and(eq(blogCategories.slug, slug), exceptId ? ne(blogCategories.id, exceptId) : undefined));
    if (taken) throw fieldError('blog.category_slug_taken', 'slug', { status: 409 });
  }

  return {
    adminCategories: all,

    async createCategory(input: BlogCategoryInput, after?: AfterCreate): Promise<number> {
      await checkSlugFree(input.slug);
      return db.transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${blogCategories.position}) + 1, 0)::int` })
          .from(blogCategories);
        const [row] = await tx
          .insert(blogCategories)
          .values({ slug: input.slug, name: names(input.name), position: next })
          .returning({ id: blogCategories.id });
        if (!row) throw new Error('category not created');
        await after?.(tx, row.id);
        return row.id;
      });
    },

    /** Renames (kh/en/zh) and optionally changes the address name; `after` gets the values before. */
    async updateCategory(
      id: number,
      input: BlogCategoryUpdate,
      after?: (tx: Db, before: { slug: string; name: LocalizedText }) => Promise<void>,
    ): Promise<void> {
      const before = await one(id);
      if (input.slug) await checkSlugFree(input.slug, id);
      await db.transaction(async (tx) => {
        await tx
          .update(blogCategories)
          .set({ name: names(input.name), ...(input.slug ? { slug: input.slug } : {}) })
          .where(eq(blogCategories.id, id));
        await after?.(tx, { slug: before.slug, name: before.name });
      });
    },

    /** Swaps with the neighbour after renumbering positions 0..n-1; answers false at either end. */
    async moveCategory(id: number, direction: 'up' | 'down', after?: AfterWrite): Promise<boolean> {
      const rows = await all();
      const index = rows.findIndex((r) => r.id === id);
      if (index < 0) throw notFound('blog.category_not_found');
      const move = moveInOrder(rows, index, direction);
      if (!move) return false;
      await db.transaction(async (tx) => {
        for (const change of move.changes)
          await tx.update(blogCategories).set({ position: change.position }).where(eq(blogCategories.id, change.id));
        await after?.(tx);
      });
      return true;
    },

    async setCategoryVisible(id: number, visible: boolean, after?: AfterWrite): Promise<void> {
      await one(id);
      await db.transaction(async (tx) => {
        await tx.update(blogCategories).set({ visible }).where(eq(blogCategories.id, id));
        await after?.(tx);
      });
    },

    /** Deletes an empty category; one with posts is refused (409) so no post loses its category. */
    async deleteCategory(id: number, after?: AfterWrite): Promise<{ slug: string }> {
      const category = await one(id);
      const refuse = (n: number) => new HttpError(409, 'blog.category_has_posts', { params: { count: n } });
      if (category.posts > 0) throw refuse(category.posts);
      await db.transaction(async (tx) => {
        // Locked, then counted again: a post written meanwhile waits for us and is seen here.
        await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).for('update');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(blogPosts)
          .where(eq(blogPosts.categoryId, id));
        if (n > 0) throw refuse(n);
        await tx.delete(blogCategories).where(eq(blogCategories.id, id));
        await after?.(tx);
      });
      return { slug: category.slug };
    },
  };
}
