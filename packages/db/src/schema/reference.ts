import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@fardin/core/i18n-text';

/** Marketplaces and the shop's own catalogue, in display order (fardin first). */
export const stores = pgTable('stores', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  country: text('country').notNull(),
  store: text('store').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/** Top-level categories (parentId null) and their sub-categories with search keywords. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  search: text('search').notNull(),
  icon: text('icon').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  link: text('link').notNull().default('/'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Shop-wide settings as typed JSON values under a key (contact, rates, discounts...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
