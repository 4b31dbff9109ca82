import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { cartLines } from '@fardin/db/schema/cart';
import { fromCents } from '@fardin/core/money';
import type { CartAnswer, CartLine } from '@fardin/core/contract-commerce';
import { CHECKOUT_CODE } from '@fardin/core/checkout-text';
import { MOBILE_CART_REGIONS } from '@fardin/core/mobile-cart-keys';
import { HttpError, notFound } from '../../http/errors';
import { OWN_STORE, stockKey, stockLeft } from '../catalogue/stock-service';
import { priceSnapshot, requireCompleteVariant, type ProductLookup } from '../../lib/product-lookup';
import { WAREHOUSE } from '../../lib/warehouse';

export const MAX_LINE_QUANTITY = 999;

export interface AddToCart {
  product_id: string;
  type: string;
  quantity: number;
  variant?: string | undefined;
  country?: string | undefined;
}

type Row = typeof cartLines.$inferSelect;

/**
 * The mobile client's cart keys: a store, or a store and country for the regions it knows
 * (`amazonjp`, `lazadasg`, ...; MOBILE-CLIENT.md "Cart and checkout").
 */
const MOBILE_REGION_KEYS: ReadonlySet<string> = new Set(MOBILE_CART_REGIONS);
function mobileCartKey(store: string, country: string | null): string {
  const regional = `${store}${(country ?? '').toLowerCase()}`;
  return MOBILE_REGION_KEYS.has(regional) ? regional : store;
}

/** Our answer's lines grouped under the mobile client's keys (every line appears once). */
export function mobileCartGroups(answer: CartAnswer): Record<string, CartLine[]> {
  const groups: Record<string, CartLine[]> = {};
  for (const lines of Object.values(answer.data))
    for (const line of lines) (groups[mobileCartKey(line.type, line.country_id)] ??= []).push(line);
  return groups;
}

/** The warehouse every cart line goes through (the mobile client reads a line's `warehouse` id). */
const WAREHOUSE_ID = WAREHOUSE.id;

function cartLineAnswer(row: Row): CartLine {
  return {
    customer_id: row.userId,
    warehouse: WAREHOUSE_ID,
    product_optional_ids: row.variant || null,
    id: row.id,
    product_id: row.productId,
    quantity: row.quantity,
    type: row.store,
    country_id: row.country,
    variant: row.variant,
    variant_name: row.variantName,
    title: row.title,
    image: row.image,
    price: fromCents(row.unitPriceCents),
    currency: row.currency,
    price_usd: fromCents(row.unitUsdCents),
    subtotal_usd: fromCents(row.unitUsdCents * row.quantity),
  };
}

/** The shopper's cart lines of those ids (a checkout's lines; others' lines are simply absent). */
export async function cartLinesOf(db: Db, userId: number, ids: readonly number[]): Promise<Row[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...ids])));
}

/** Stores a line's current price (a checkout found it moved since the line was added). */
export async function refreshCartLinePrice(
  db: Db,
  id: number,
  price: { unitPriceCents: number; currency: string; unitUsdCents: number },
): Promise<void> {
  await db
    .update(cartLines)
    .set({ ...price, updatedAt: new Date() })
    .where(eq(cartLines.id, id));
}

/** A line of an order as priced from the cart (`cartLineId` null: not from the cart). */
export interface PricedCartLine {
  cartLineId: number | null;
  productId: string;
  variant: string;
  quantity: number;
  unitUsdCents: number;
}

/**
 * Takes the priced cart lines out of the cart inside the order's transaction (DELETE ... RETURNING):
 * a line another checkout already took, or whose quantity, product or price changed since it was
 * priced, refuses the order with 409 `checkout.cart_changed`. So a cart line joins one order only.
 */
export async function takeCartLines(tx: Db, userId: number, lines: readonly PricedCartLine[]): Promise<void> {
  const ids = lines.map((l) => l.cartLineId).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const taken = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
    .returning({
      id: cartLines.id,
      productId: cartLines.productId,
      variant: cartLines.variant,
      quantity: cartLines.quantity,
      unitUsdCents: cartLines.unitUsdCents,
    });
  const byId = new Map(taken.map((row) => [row.id, row]));
  const unchanged = lines.every((l) => {
    if (l.cartLineId === null) return true;
    const row = byId.get(l.cartLineId);
    return (
      !!row &&
      row.productId === l.productId &&
      row.variant === l.variant &&
      row.quantity === l.quantity &&
      row.unitUsdCents === l.unitUsdCents
    );
  });
  if (taken.length !== ids.length || !unchanged) throw new HttpError(409, CHECKOUT_CODE.cartChanged);
}

/** Buy now put the item in the cart (SPEC section 4): takes the bought quantity out again, in the order's transaction. */
export async function takeBoughtQuantity(
  tx: Db,
  userId: number,
  item: { store: string; productId: string; variant: string; quantity: number },
): Promise<void> {
  const same = and(
    eq(cartLines.userId, userId),
    eq(cartLines.store, item.store),
    eq(cartLines.productId, item.productId),
    eq(cartLines.variant, item.variant),
  );
  await tx
    .update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} - ${item.quantity}` })
    .where(same);
  await tx.delete(cartLines).where(and(same, lte(cartLines.quantity, 0)));
}

export function createCartService(db: Db, lookup: ProductLookup) {
  async function checkStock(stock: number | undefined, quantity: number) {
    if (stock !== undefined && quantity > stock)
      throw stock > 0
        ? new HttpError(409, 'cart.low_stock', { params: { left: stock } })
        : new HttpError(409, 'cart.out_of_stock');
  }

  return {
    async add(userId: number, input: AddToCart) {
      const variant = input.variant ?? '';
      const product = await lookup.find(input.type, input.product_id, variant, input.country);
      if (!product) throw notFound('product.not_found');
      requireCompleteVariant(product);
      const price = priceSnapshot(product);
      const [existing] = await db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.userId, userId),
            eq(cartLines.store, input.type),
            eq(cartLines.productId, input.product_id),
            eq(cartLines.variant, variant),
          ),
        );
      const quantity = Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + input.quantity);
      await checkStock(product.stock, quantity);
      const snapshot = {
        title: product.title,
        image: product.image,
        variantName: product.variantName ?? null,
        ...price,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(cartLines)
        .values({
          userId,
          store: input.type,
          productId: input.product_id,
          variant,
          country: input.country ?? product.country ?? null,
          quantity: input.quantity,
          ...snapshot,
        })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.store, cartLines.productId, cartLines.variant],
          set: { ...snapshot, quantity: sql`least(${cartLines.quantity} + ${input.quantity}, ${MAX_LINE_QUANTITY})` },
        })
        .returning();
      return cartLineAnswer(row!);
    },

    async list(userId: number, type?: string): Promise<CartAnswer> {
      const where =
        type && type !== 'external'
          ? and(eq(cartLines.userId, userId), eq(cartLines.store, type))
          : eq(cartLines.userId, userId);
      const rows = await db.select().from(cartLines).where(where).orderBy(asc(cartLines.store), asc(cartLines.id));
      // Own-catalogue lines say how many are left (a marketplace's stock is not ours to promise);
      // a product no longer sold counts as none left. One query for all lines (no query per line).
      const own = rows.filter((row) => row.store === OWN_STORE);
      const known = await stockLeft(db, own);
      const left = new Map<number, number | null>();
      await Promise.all(
        own.map(async (row) => {
          const key = stockKey(row);
          if (known.has(key)) return left.set(row.id, known.get(key) ?? null);
          // Not in our table (a fixed lookup in tests, or a product deleted): ask the lookup.
          const product = await lookup.find(row.store, row.productId, row.variant, row.country);
          return left.set(row.id, product ? (product.stock ?? null) : 0);
        }),
      );
      const data: Record<string, CartLine[]> = {};
      for (const row of rows)
        (data[row.store] ??= []).push(
          left.has(row.id) ? { ...cartLineAnswer(row), stock: left.get(row.id) ?? null } : cartLineAnswer(row),
        );
      return { data, total: rows.length };
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.userId, userId));
      return row?.n ?? 0;
    },

    async update(userId: number, id: number, quantity: number) {
      const [row] = await db
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)));
      if (!row) throw notFound('cart.line_not_found');
      const product = await lookup.find(row.store, row.productId, row.variant, row.country);
      await checkStock(product?.stock, quantity);
      const [updated] = await db
        .update(cartLines)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
        .returning();
      if (!updated) throw notFound('cart.line_not_found');
      return cartLineAnswer(updated);
    },

    async remove(userId: number, id: number) {
      const deleted = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
        .returning({ id: cartLines.id });
      if (deleted.length === 0) throw notFound('cart.line_not_found');
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
