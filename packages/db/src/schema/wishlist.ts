import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Wishlist (module `wishlist`): products a shopper keeps for later, with a price snapshot. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    unitUsdCents: integer('unit_usd_cents').notNull(),
    /** The chosen SKU id ('' for none) and its label, kept like a cart line's (issue 15 item 9). */
    variant: text('variant').notNull().default(''),
    variantName: text('variant_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_unique_idx').on(t.userId, t.store, t.productId, t.variant)],
);
