import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { cartLines } from '@fardin/db/schema/cart';
import { orders } from '@fardin/db/schema/orders';
import type { CartAnswer, WishlistItem } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertOwnProduct, insertTestProducts, makeShopper, stockOf } from '../checkout/commerce-fixtures';

type WishlistAnswer = { data: Record<string, WishlistItem[]>; total: number };
type Refusal = { message: string; code?: string; field?: string; params?: Record<string, unknown> };

/**
 * Issue 25 item 6: a product with options (colour, size...) never becomes an order line without a
 * complete variant, whichever way it comes: the web's cart, a favourite moved to the cart, buy-now,
 * the mobile client's shapes, or a bare line already in a cart.
 */
describe.each(TEST_DB_KINDS)('no line without a complete variant on %s', (kind) => {
  const PHONE = '+85510000091';
  let me: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    // Two options (SKU '1' and '2'), 5 and 4 units; and a product without options.
    await insertOwnProduct(t, 'vi-shirt', { stock: 0, variants: [5, 4] });
    await insertOwnProduct(t, 'vi-plain', { stock: 10 });
    me = await makeShopper(t, PHONE);
  });

  const cart = async () => (await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me })).body;
  const addToCart = (body: Record<string, unknown>) => t.call<Refusal>('POST', '/api/cart/add', { token: me, body });
  const checkout = (body: Record<string, unknown>) => t.call<Refusal>('POST', '/api/checkout', { token: me, body });
  const orderCount = async () => {
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, PHONE));
    const [row] = await t.opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, user!.id));
    return row!.n;
  };
  const refusedForVariant = (reply: { status: number; body: Refusal }) =>
    expect(reply).toMatchObject({
      status: 422,
      body: {
        code: 'product.variant_required',
        field: 'variant',
        message: 'Please choose the options (colour, size...) of "Own vi-shirt" first',
      },
    });

  it('the cart refuses the bare product in the web and both mobile shapes; a chosen SKU or a product without options passes', async () => {
    refusedForVariant(await addToCart({ product_id: 'vi-shirt', type: 'fardin', quantity: 1 }));
    refusedForVariant(await addToCart({ product_id: 'vi-shirt', quantity: 1, type: 'fardin', variant: '' }));
    // The mobile sibling's "no variant": variant_option_id 0, no type (the shop's own catalogue).
    refusedForVariant(await addToCart({ product_id: 'vi-shirt', variant_option_id: 0, quantity: 1 }));
    expect((await cart()).total).toBe(0);

    expect((await addToCart({ product_id: 'vi-shirt', variant_option_id: 2, quantity: 1 })).status).toBe(201);
    expect((await addToCart({ product_id: 'vi-plain', type: 'fardin', quantity: 1 })).status).toBe(201);
    // tb-100 has SKUs but no options to choose (no props): bought as it is, like the product page does.
    expect((await addToCart({ product_id: 'tb-100', type: 'taobao', quantity: 1 })).status).toBe(201);
    const lines = Object.values((await cart()).data).flat();
    expect(lines.map((l) => [l.product_id, l.variant]).sort()).toEqual([
      ['tb-100', ''],
      ['vi-plain', ''],
      ['vi-shirt', '2'],
    ]);
    for (const l of lines) await t.call('DELETE', `/api/cart/remove/${l.id}`, { token: me });
  });

  it('a favourite hearted without a choice stays a favourite, but its move to the cart is refused', async () => {
    const hearted = await t.call('POST', '/api/wishlist/add', {
      token: me,
      body: { product_id: 'vi-shirt', type: 'fardin' },
    });
    expect(hearted.status).toBe(200);
    const wishlist = (await t.call<WishlistAnswer>('GET', '/api/wishlist', { token: me })).body;
    const item = wishlist.data.fardin!.find((i) => i.product_id === 'vi-shirt')!;
    expect(item.variant).toBe('');
    // The favourites page's move posts the item as kept: store, product and its (empty) variant.
    refusedForVariant(
      await addToCart({ product_id: item.product_id, type: item.type, quantity: 1, variant: item.variant }),
    );
    expect((await cart()).total).toBe(0);
    expect((await t.call<WishlistAnswer>('GET', '/api/wishlist', { token: me })).body.total).toBe(1);
  });

  it('buy-now refuses the bare product (web and mobile shapes): no order, no stock taken', async () => {
    const buyNow = { checkout_type: 'buy_now', type: 'fardin', product_id: 'vi-shirt', quantity: 1, address: 'Home' };
    refusedForVariant(await checkout({ ...buyNow, payment_type: 'cod' }));
    refusedForVariant(await checkout({ ...buyNow, payment_type: 'cash', variant_option_id: 0, address: 0 }));
    expect(await orderCount()).toBe(0);
    expect(await stockOf(t, 'vi-shirt')).toEqual({ stock: 9, skus: { 1: 5, 2: 4 } });

    const chosen = await checkout({ ...buyNow, payment_type: 'cod', variant_option_id: '1' });
    expect(chosen.status).toBe(200);
    expect(await stockOf(t, 'vi-shirt')).toEqual({ stock: 8, skus: { 1: 4, 2: 4 } });
  });

  it('a bare line already in the cart (an older client) is refused at checkout and stays in the cart', async () => {
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, PHONE));
    const [line] = await t.opened.db
      .insert(cartLines)
      .values({
        userId: user!.id,
        store: 'fardin',
        productId: 'vi-shirt',
        variant: '',
        quantity: 1,
        title: 'Own vi-shirt',
        unitPriceCents: 500,
        currency: 'USD',
        unitUsdCents: 500,
      })
      .returning({ id: cartLines.id });
    const before = await orderCount();
    for (const payment_type of ['cod', 'cash'])
      refusedForVariant(await checkout({ type: 'fardin', items: [line!.id], payment_type, address: 'Home' }));
    // The mobile client's item objects name the line by `id`.
    refusedForVariant(await checkout({ type: 'fardin', items: [{ id: line!.id }], payment_type: 'cash' }));
    expect(await orderCount()).toBe(before);
    expect((await cart()).total).toBe(1);
  });
});
