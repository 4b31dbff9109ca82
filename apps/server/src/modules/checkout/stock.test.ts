import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines } from '@fardin/db/schema/orders';
import { CHECKOUT_CODE } from '@fardin/core/checkout-text';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertOwnProduct, insertTestProducts, makeShopper, stockOf, topUp } from './commerce-fixtures';

type Answer = { message: string; code?: string; data: { id: number; status: string } };

/** Own-catalogue stock, one request at a time (the races are in concurrency.test.ts). */
describe.each(TEST_DB_KINDS)('own-catalogue stock on %s', (kind) => {
  let me: string;
  let admin: string;
  /** Each call is a new purchase (its own Idempotency-Key): the same buy-now twice in 10 s is one order. */
  const buyNow = (token: string, productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
    t.call<Answer>('POST', '/api/checkout', {
      token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        checkout_type: 'buy_now',
        type: 'fardin',
        product_id: productId,
        quantity,
        address: 'Home',
        payment_type: 'cod',
        ...extra,
      },
    });
  const reservedOf = async (orderId: number) =>
    (
      await t.opened.db
        .select({ reserved: orderLines.stockReserved })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
    ).map((l) => l.reserved);

  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    me = await makeShopper(t, '+85510000081');
    admin = await t.tokenFor('+85510000002');
  });

  it('stock 5: two orders of 2 pass, the third is refused; cancels (shopper, back office) give the units back once', async () => {
    await insertOwnProduct(t, 'st-5', { stock: 5 });
    const first = await buyNow(me, 'st-5', 2);
    const second = await buyNow(me, 'st-5', 2);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await buyNow(me, 'st-5', 2);
    expect(third).toMatchObject({
      status: 409,
      body: { code: CHECKOUT_CODE.outOfStock, message: 'Only 1 of "Own st-5" left in stock' },
    });
    expect((await stockOf(t, 'st-5')).stock).toBe(1);
    expect(await reservedOf(first.body.data.id)).toEqual([2]);

    expect((await t.call('POST', `/api/checkout/history/${first.body.data.id}/cancel`, { token: me })).status).toBe(
      200,
    );
    expect((await stockOf(t, 'st-5')).stock).toBe(3);
    expect(await reservedOf(first.body.data.id)).toEqual([0]);
    expect((await t.call('POST', `/api/checkout/history/${first.body.data.id}/cancel`, { token: me })).status).toBe(
      409,
    );
    expect((await stockOf(t, 'st-5')).stock).toBe(3);

    const staff = await t.call('POST', `/api/admin/orders/${second.body.data.id}/cancel`, {
      token: admin,
      body: { reason: 'Customer called' },
    });
    expect(staff.status).toBe(200);
    expect((await stockOf(t, 'st-5')).stock).toBe(5);
  });

  it('a variant takes from its SKU and from the product; back-office cancel of a wallet-paid order refunds and restocks', async () => {
    await insertOwnProduct(t, 'st-var', { stock: 0, variants: [2, 3] });
    await topUp(t, '+85510000081', 5_000);
    const paid = await buyNow(me, 'st-var', 2, { variant_option_id: '1', payment_type: 'anakut' });
    expect(paid.body.data.status).toBe('paid');
    expect(await stockOf(t, 'st-var')).toEqual({ stock: 3, skus: { 1: 0, 2: 3 } });
    expect(await buyNow(me, 'st-var', 1, { variant_option_id: '1' })).toMatchObject({
      status: 409,
      body: { code: CHECKOUT_CODE.outOfStock },
    });
    expect((await buyNow(me, 'st-var', 1, { variant_option_id: '2' })).status).toBe(200);
    expect(await stockOf(t, 'st-var')).toEqual({ stock: 2, skus: { 1: 0, 2: 2 } });

    const before = await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: me });
    expect(
      (
        await t.call('POST', `/api/admin/orders/${paid.body.data.id}/cancel`, {
          token: admin,
          body: { reason: 'Out of colour' },
        })
      ).status,
    ).toBe(200);
    expect(await stockOf(t, 'st-var')).toEqual({ stock: 4, skus: { 1: 2, 2: 2 } });
    const after = await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: me });
    expect(after.body.data.balance).toBeCloseTo(before.body.data.balance + 9, 2); // 2 x $5.00 less 10%
  });

  it('the cart shows what is left; a cart line whose stock ran out is refused with checkout.out_of_stock and stays in the cart', async () => {
    await insertOwnProduct(t, 'st-2', { stock: 2 });
    await t.call('POST', '/api/cart/add', { token: me, body: { product_id: 'st-2', type: 'fardin', quantity: 2 } });
    await t.call('POST', '/api/cart/add', { token: me, body: { product_id: 'tb-200', type: 'taobao', quantity: 1 } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me });
    const line = cart.body.data.fardin!.find((l) => l.product_id === 'st-2')!;
    expect(line.stock).toBe(2);
    // A marketplace's stock is not ours to promise: its lines carry no stock figure.
    expect(cart.body.data.taobao![0]).not.toHaveProperty('stock');
    const rival = await makeShopper(t, '+85510000082');
    expect((await buyNow(rival, 'st-2', 1)).status).toBe(200);
    const res = await t.call<Answer>('POST', '/api/checkout', {
      token: me,
      body: { type: 'fardin', items: [line.id], payment_type: 'cod' },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { code: CHECKOUT_CODE.outOfStock, message: 'Only 1 of "Own st-2" left in stock' },
    });
    const still = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me });
    expect(still.body.data.fardin!.find((l) => l.id === line.id)).toMatchObject({ quantity: 2, stock: 1 });
    expect((await stockOf(t, 'st-2')).stock).toBe(1);
  });

  it('counts only own stock: marketplace products and own products without a stock figure are not reserved', async () => {
    await insertOwnProduct(t, 'st-open', { stock: null });
    const open = await buyNow(me, 'st-open', 7);
    expect(open.status).toBe(200);
    expect((await stockOf(t, 'st-open')).stock).toBeNull();
    const market = await t.call<Answer>('POST', '/api/checkout', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-200',
        quantity: 3,
        address: 'Home',
        payment_type: 'cod',
      },
    });
    expect(market.status).toBe(200);
    expect(await reservedOf(open.body.data.id)).toEqual([0]);
    expect(await reservedOf(market.body.data.id)).toEqual([0]);
  });
});
