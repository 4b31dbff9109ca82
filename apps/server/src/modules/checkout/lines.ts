import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { addresses } from '@fardin/db/schema/accounts';
import { settings } from '@fardin/db/schema/reference';
import { contactSchema } from '@fardin/core/contract-foundation';
import { formatUsdCents } from '@fardin/core/money';
import { CHECKOUT_CODE, outOfStockText } from '@fardin/core/checkout-text';
import { HttpError, notFound } from '../../http/errors';
import { priceSnapshot, requireCompleteVariant, sellerColumns, type ProductLookup } from '../../lib/product-lookup';
import { WAREHOUSE } from '../../lib/warehouse';
import { cartLinesOf, refreshCartLinePrice } from '../cart/service';
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
  /** The product's source country (JP for an Amazon JP item); null = the store's default. */
  country: string | null;
  /** The marketplace shop to buy it from, as the product says now (decision 0038). */
  sellerId: string | null;
  sellerName: string | null;
}

/** Early refusal while pricing; the order's transaction reserves own stock atomically (products/stock.ts). */
function stockCheck(title: string, stock: number | undefined, quantity: number) {
  if (stock !== undefined && quantity > stock)
    throw new HttpError(409, CHECKOUT_CODE.outOfStock, {
      message: outOfStockText(title, Math.max(0, stock)),
      params: { title, left: Math.max(0, stock) },
    });
}

/**
 * The lines of a checkout with current prices. A cart line whose price moved since it was added is
 * refreshed in the cart and the checkout is refused with a message naming the change.
 */
export async function resolveLines(
  db: Db,
  lookup: ProductLookup,
  userId: number,
  req: CheckoutRequest,
): Promise<OrderLineInput[]> {
  if (req.buyNow) {
    const { productId, quantity, variant, country } = req.buyNow;
    const product = await lookup.find(req.store, productId, variant, country);
    if (!product) throw notFound('product.not_found');
    requireCompleteVariant(product);
    stockCheck(product.title, product.stock, quantity);
    const price = priceSnapshot(product);
    return [
      {
        store: req.store,
        productId,
        variant,
        variantName: product.variantName ?? null,
        title: product.title,
        image: product.image,
        quantity,
        ...price,
        lineUsdCents: price.unitUsdCents * quantity,
        cartLineId: null,
        country: country ?? product.country ?? null,
        ...sellerColumns(product),
      },
    ];
  }
  const rows = await cartLinesOf(db, userId, req.cartItems);
  // Lines not in this shopper's cart (taken by another checkout, removed, or never theirs) get one
  // answer, so it tells nothing about other shoppers' carts (decision 0011).
  if (rows.length !== req.cartItems.length) throw new HttpError(409, CHECKOUT_CODE.cartChanged);
  if (rows.some((row) => row.store !== req.store))
    throw new HttpError(422, 'checkout.mixed_stores', { params: { store: req.store } });
  const changes: string[] = [];
  const lines: OrderLineInput[] = [];
  for (const row of rows) {
    const product = await lookup.find(row.store, row.productId, row.variant, row.country);
    if (!product) throw new HttpError(409, 'checkout.product_unavailable', { params: { title: row.title } });
    // A line put in the cart bare before the rule (or by an older client) is refused here too.
    requireCompleteVariant({ ...product, title: row.title });
    stockCheck(product.title, product.stock, row.quantity);
    const price = priceSnapshot(product);
    if (price.unitUsdCents !== row.unitUsdCents) {
      changes.push(`"${row.title}" ${formatUsdCents(row.unitUsdCents)} -> ${formatUsdCents(price.unitUsdCents)}`);
      await refreshCartLinePrice(db, row.id, price);
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
      country: row.country,
      ...sellerColumns(product),
    });
  }
  if (changes.length > 0)
    throw new HttpError(409, 'checkout.prices_changed', { params: { changes: changes.join(', ') } });
  return lines;
}

/**
 * The delivery address snapshot. Warehouse pickup: the warehouse. Home delivery (decision 0023):
 * one of the shopper's saved addresses with a map point, by id, by name, or 'Home' / '' / 0 (the
 * mobile client's "none") for their default. A shopper with no such address is refused with
 * `checkout.address_required`: an order never goes out to the literal text 'Home'.
 */
export async function resolveAddress(db: Db, userId: number, req: CheckoutRequest) {
  if (req.delivery === 'warehouse') {
    // The warehouse as the shop's contact settings show it (the footer's and checkout's map point).
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'contact'));
    const contact = contactSchema.safeParse(row?.value);
    return contact.success
      ? {
          name: WAREHOUSE.name,
          description: contact.data.address.en,
          lat: contact.data.warehouse.lat,
          long: contact.data.warehouse.lng,
        }
      : { name: WAREHOUSE.name, description: WAREHOUSE.address };
  }
  const key = req.address;
  const mine = await db.select().from(addresses).where(eq(addresses.userId, userId));
  let row: (typeof mine)[number] | undefined;
  if (/^\d+$/.test(key)) {
    row = mine.find((a) => a.id === Number(key));
    if (!row) throw notFound('address.not_found');
  } else {
    row = mine.find((a) => a.name.toLowerCase() === key.toLowerCase());
    if (!row && key.toLowerCase() === 'home') row = mine.find((a) => a.isDefault) ?? mine[0];
  }
  if (!row || !Number.isFinite(row.lat) || !Number.isFinite(row.lng))
    throw new HttpError(422, 'checkout.address_required', { field: 'address' });
  return { name: row.name, description: row.description, lat: row.lat, long: row.lng };
}
