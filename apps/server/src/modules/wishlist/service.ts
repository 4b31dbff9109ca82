import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { wishlistItems } from '@fardin/db/schema/wishlist';
import { fromCents } from '@fardin/core/money';
import type { WishlistItem } from '@fardin/core/contract-commerce';
import { notFound } from '../../http/errors';
import { priceSnapshot, type ProductLookup } from '../../lib/product-lookup';

type Row = typeof wishlistItems.$inferSelect;

function answer(row: Row): WishlistItem {
  return {
    wishlist_id: row.id,
    product_id: row.productId,
    type: row.store,
    title: row.title,
    image: row.image,
    price: fromCents(row.unitPriceCents),
    currency: row.currency,
    price_usd: fromCents(row.unitUsdCents),
    variant: row.variant,
    variant_name: row.variantName,
  };
}

export function createWishlistService(db: Db, lookup: ProductLookup) {
  return {
    /** Adding twice keeps one entry (answers the existing one). */
    async add(userId: number, input: { product_id: string; type: string; variant?: string | undefined }) {
      // The chosen variant is kept (its price and label), so a favourite goes back to the cart as chosen.
      const variant = input.variant ?? '';
      const product = await lookup.find(input.type, input.product_id, variant);
      if (!product) throw notFound('product.not_found');
      const values = {
        title: product.title,
        image: product.image,
        variantName: product.variantName ?? null,
        ...priceSnapshot(product),
      };
      const [row] = await db
        .insert(wishlistItems)
        .values({ userId, store: input.type, productId: input.product_id, variant, ...values })
        .onConflictDoUpdate({
          target: [wishlistItems.userId, wishlistItems.store, wishlistItems.productId, wishlistItems.variant],
          set: values,
        })
        .returning();
      return answer(row!);
    },

    async list(userId: number, type?: string) {
      const where =
        type && type !== 'external'
          ? and(eq(wishlistItems.userId, userId), eq(wishlistItems.store, type))
          : eq(wishlistItems.userId, userId);
      const rows = await db
        .select()
        .from(wishlistItems)
        .where(where)
        .orderBy(asc(wishlistItems.store), asc(wishlistItems.id));
      const data: Record<string, WishlistItem[]> = {};
      for (const row of rows) (data[row.store] ??= []).push(answer(row));
      return { data, total: rows.length };
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      return row?.n ?? 0;
    },

    async remove(userId: number, id: number) {
      const deleted = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
        .returning({ id: wishlistItems.id });
      if (deleted.length === 0) throw notFound('wishlist.item_not_found');
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
