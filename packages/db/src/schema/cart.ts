import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Cart (module `cart`): one line per product a shopper means to buy. Money is integer cents with an explicit currency (DESIGN.md section 8). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One cart line per (user, store, product, variant), with a snapshot of the product at add time. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    /** SKU / variant option id; '' when the product has none. */
    variant: text('variant').notNull().default(''),
    variantName: text('variant_name'),
    country: text('country'),
    quantity: integer('quantity').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    /** Unit price in the product's own currency (cents of that currency). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    /** The same unit price in US cents at add time. */
    unitUsdCents: integer('unit_usd_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_unique_idx').on(t.userId, t.store, t.productId, t.variant)],
);
