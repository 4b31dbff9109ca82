import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { addresses } from '@fardin/db/schema/accounts';
import { cartLines } from '@fardin/db/schema/commerce';
import { formatUsdCents } from '@fardin/core/money';
import { HttpError, notFound } from '../../http/errors';
import { priceSnapshot, type ProductLookup } from '../cart/product-lookup';
import type { CheckoutRequest } from './payload';

export interface OrderLineInput {
  store: string;
  productId: string;
  variant: string;
  variantName: string | null;
  title: string;
  image: string;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  unitUsdCents: number;
  lineUsdCents: number;
  cartLineId: number | null;
}

function stockCheck(title: string, stock: number | undefined, quantity: number) {
  if (stock !== undefined && quantity > stock) throw new HttpError(409, stock > 0 ? `Only ${stock} of "${title}" left in stock` : `"${title}" is out of stock`);
}

/**
 * The lines of a checkout with current prices. A cart line whose price moved since it was added is
 * refreshed in the cart and the checkout is refused with a message naming the change.
 */
export async function resolveLines(db: Db, lookup: ProductLookup, userId: number, req: CheckoutRequest): Promise<OrderLineInput[]> {
  if (req.buyNow) {
    const { productId, quantity, variant } = req.buyNow;
    const product = await lookup.find(req.store, productId, variant);
    if (!product) throw notFound('Product not found');
    stockCheck(product.title, product.stock, quantity);
    const price = priceSnapshot(product);
    return [
      { store: req.store, productId, variant, variantName: product.variantName ?? null, title: product.title, image: product.image, quantity, ...price, lineUsdCents: price.unitUsdCents * quantity, cartLineId: null },
    ];
  }
  const rows = await db.select().from(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, req.cartItems)));
  if (rows.length !== req.cartItems.length) throw notFound('Cart item not found');
  if (rows.some((row) => row.store !== req.store)) throw new HttpError(422, `Every item must come from the ${req.store} store: check out one store group at a time`);
  const changes: string[] = [];
  const lines: OrderLineInput[] = [];
  for (const row of rows) {
    const product = await lookup.find(row.store, row.productId, row.variant, row.country);
    if (!product) throw new HttpError(409, `"${row.title}" is no longer available: remove it from your cart`);
    stockCheck(product.title, product.stock, row.quantity);
    const price = priceSnapshot(product);
    if (price.unitUsdCents !== row.unitUsdCents) {
      changes.push(`"${row.title}" ${formatUsdCents(row.unitUsdCents)} -> ${formatUsdCents(price.unitUsdCents)}`);
      await db.update(cartLines).set({ ...price, updatedAt: new Date() }).where(eq(cartLines.id, row.id));
    }
    lines.push({
      store: row.store,
      productId: row.productId,
      variant: row.variant,
      variantName: row.variantName,
      title: row.title,
      image: row.image,
      quantity: row.quantity,
      ...price,
      lineUsdCents: price.unitUsdCents * row.quantity,
      cartLineId: row.id,
    });
  }
  if (changes.length > 0) throw new HttpError(409, `Prices changed since you added them: ${changes.join(', ')}. Please review your cart.`);
  return lines;
}

export const WAREHOUSE = { name: 'Fardin warehouse', address: 'No. 168, Street 271, Phnom Penh', phone: '010 888 168' };

/** The delivery address snapshot: an address id or name of the shopper's ('Home' = their default). */
export async function resolveAddress(db: Db, userId: number, req: CheckoutRequest) {
  if (req.delivery === 'warehouse') return { name: WAREHOUSE.name, description: WAREHOUSE.address };
  const key = req.address;
  if (/^\d+$/.test(key)) {
    const [row] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.id, Number(key))));
    if (!row) throw notFound('Address not found');
    return { name: row.name, description: row.description, lat: row.lat, long: row.lng };
  }
  const mine = await db.select().from(addresses).where(and(eq(addresses.userId, userId), ilike(addresses.name, key.replace(/[%_\\]/g, '\\$&'))));
  let row = mine[0];
  if (!row && key.toLowerCase() === 'home') {
    const all = await db.select().from(addresses).where(eq(addresses.userId, userId));
    row = all.find((a) => a.isDefault) ?? all[0];
  }
  return row ? { name: row.name, description: row.description, lat: row.lat, long: row.lng } : { name: key };
}
