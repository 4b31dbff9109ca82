import { sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { blogCategories, blogPosts, blogPostTexts } from '../schema/content';
import { SEED_BLOG_CATEGORIES, SEED_POSTS } from './content-data';

/** Blog categories and posts in kh/en/zh. Idempotent. The API sanitises bodies again when it reads them. */
export async function seedContent(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogCategories);
  if (count > 0) return;
  const categoryIds = new Map<string, number>();
  for (const [position, category] of SEED_BLOG_CATEGORIES.entries()) {
    const [row] = await db
      .insert(blogCategories)
      .values({ ...category, position })
      .returning({ id: blogCategories.id });
    if (row) categoryIds.set(category.slug, row.id);
  }
  for (const post of SEED_POSTS) {
    const categoryId = categoryIds.get(post.category);
    if (!categoryId) continue;
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        categoryId,
        image: post.image,
        author: post.author,
        publishedAt: new Date(`${post.date}T09:00:00+07:00`),
      })
      .returning({ id: blogPosts.id });
    if (!row) continue;
    const texts = (['kh', 'en', 'zh'] as const).flatMap((locale) => {
      const text = post[locale];
      return text ? [{ postId: row.id, locale, title: text.title, excerpt: text.excerpt, bodyHtml: text.body }] : [];
    });
    await db.insert(blogPostTexts).values(texts);
  }
}
