import { hasVariants, skuLabel } from '@fardin/core/contract-catalogue';
import type { CatalogueService } from '../catalogue/service';
import type { ProductLookup } from '../../lib/product-lookup';

/**
 * ProductLookup over the catalogue's product service: whatever the source (the shop's own
 * catalogue, the demo catalogue or a marketplace through the aggregator), commerce prices a line
 * from the same answer the product page shows. A variant is a SKU id; its price and stock win.
 */
export function catalogueProductLookup(products: Pick<CatalogueService, 'detail'>): ProductLookup {
  return {
    async find(store, productId, variant, country) {
      const product = await products.detail(store, productId, country);
      if (!product) return null;
      const base = {
        productId: product.num_iid,
        title: product.title,
        image: product.images[0] ?? product.pic,
        currency: product.currency,
        country: product.country,
        seller: product.seller ?? null,
      };
      if (variant) {
        const sku = product.skus.find((s) => s.sku_id === variant);
        if (!sku) return null;
        return {
          ...base,
          price: sku.price,
          priceUsd: sku.price_usd,
          stock: sku.quantity,
          variantName: skuLabel(sku.properties, product.props),
        };
      }
      return {
        ...base,
        price: product.promotion_price ?? product.price,
        priceUsd: product.price_usd,
        stock: product.stock ?? undefined,
        // Bare, a product with options is not something a shopper can be sold (issue 25 item 6).
        ...(hasVariants(product) ? { variantRequired: true } : {}),
      };
    },
  };
}
