import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@fardin/core/i18n-text';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  /** Hidden categories leave the blog's tabs, and their posts leave the public lists. */
  visible: boolean('visible').notNull().default(true),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    image: text('image').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unpublished posts (drafts, withdrawn) are kept for the back office and answer 404 publicly. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_category_idx').on(t.categoryId, t.publishedAt)],
);

/** A post is written per locale; a missing locale falls back to Khmer. Body HTML is sanitised. */
export const blogPostTexts = pgTable(
  'blog_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['kh', 'en', 'zh'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);
