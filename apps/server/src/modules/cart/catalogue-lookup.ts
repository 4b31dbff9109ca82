import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { products } from '@fardin/db/schema/catalogue';
import { fromCents } from '@fardin/core/money';
import type { ProductLookup } from './product-lookup';

/**
 * ProductLookup over the catalogue's products table (the shop's own catalogue and every product
 * the aggregator has cached). A variant is a SKU id; its price and stock win over the product's.
 */
export function catalogueTableLookup(db: Db): ProductLookup {
  return {
    async find(store, productId, variant) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.store, store), eq(products.sourceId, productId), eq(products.active, true)));
      if (!row) return null;
      const base = {
        productId: row.sourceId,
        title: row.title,
        image: row.images[0] ?? '',
        currency: row.currency,
        country: row.country,
      };
      if (variant) {
        const sku = row.skus.find((s) => s.skuId === variant);
        if (!sku) return null;
        return { ...base, price: fromCents(sku.priceCents), stock: sku.quantity, variantName: sku.properties };
      }
      return { ...base, price: fromCents(row.promotionPriceCents ?? row.priceCents), stock: row.stock ?? undefined };
    },
  };
}
