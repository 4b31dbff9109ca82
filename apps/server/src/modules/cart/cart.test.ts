import { describe, expect, it } from 'vitest';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper, SHOPPER } from '../checkout/commerce-fixtures';

describe.each(TEST_DB_KINDS)('cart and wishlist on %s', (kind) => {
  let me: string;
  let other: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    me = await t.tokenFor(SHOPPER);
    other = await makeShopper(t, '+85510000051');
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/api/cart?type=external')).status).toBe(401);
    expect((await t.call('POST', '/api/wishlist/add', { body: { product_id: 'tb-100', type: 'taobao' } })).status).toBe(
      401,
    );
  });

  it('adds with a price snapshot, merges the same product and groups by provider', async () => {
    const add = await t.call<{
      message: string;
      data: { price_usd: number; price: number; currency: string };
      total: number;
    }>('POST', '/api/cart/add', {
      token: me,
      body: { product_id: 'tb-200', type: 'taobao', quantity: 1 },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({
      message: 'success',
      data: { price: 200, currency: 'CNY', price_usd: 30 },
      total: 1,
    });
    await t.call('POST', '/api/cart/add', { token: me, body: { product_id: 'tb-200', type: 'taobao', quantity: '2' } });
    await t.call('POST', '/api/cart/add', { token: me, body: { product_id: 'fd-1', type: 'fardin', quantity: 1 } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me });
    expect(cart.body.total).toBe(2);
    expect(Object.keys(cart.body.data).sort()).toEqual(['fardin', 'taobao']);
    expect(cart.body.data.taobao?.[0]).toMatchObject({
      product_id: 'tb-200',
      quantity: 3,
      subtotal_usd: 90,
      title: 'Test shoes',
    });
  });

  it('uses the variant price and refuses more than the stock', async () => {
    const add = await t.call<{ data: { price: number; variant_name: string } }>('POST', '/api/cart/add', {
      token: me,
      body: { product_id: 'tb-100', type: 'taobao', quantity: 1, variant: 'red-m' },
    });
    expect(add.body.data).toMatchObject({ price: 120, variant_name: 'Color:Red, Size:M' });
    const tooMany = await t.call<{ message: string }>('POST', '/api/cart/add', {
      token: me,
      body: { product_id: 'tb-100', type: 'taobao', quantity: 5, variant: 'red-m' },
    });
    expect(tooMany).toMatchObject({ status: 409, body: { message: 'Only 3 left in stock' } });
  });

  it('validates input and unknown products', async () => {
    expect(
      (await t.call<{ message: string }>('POST', '/api/cart/add', { token: me, body: { type: 'taobao' } })).body
        .message,
    ).toBe('product_id is required');
    expect(
      (
        await t.call('POST', '/api/cart/add', {
          token: me,
          body: { product_id: 'tb-100', type: 'taobao', quantity: 0 },
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/cart/add', { token: me, body: { product_id: 'nope', type: 'taobao' } })).status,
    ).toBe(404);
  });

  it("updates and removes own lines; another user's line answers 404", async () => {
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me });
    const line = cart.body.data.fardin![0]!;
    expect((await t.call('PUT', `/api/cart/update/${line.id}`, { token: other, body: { quantity: 2 } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/cart/remove/${line.id}?type=fardin`, { token: other })).status).toBe(404);
    const updated = await t.call<{ data: { quantity: number } }>('PUT', `/api/cart/update/${line.id}`, {
      token: me,
      body: { quantity: 4 },
    });
    expect(updated.body.data.quantity).toBe(4);
    expect((await t.call('DELETE', `/api/cart/remove/${line.id}?type=fardin`, { token: me })).status).toBe(200);
    expect((await t.call('DELETE', `/api/cart/remove/${line.id}?type=fardin`, { token: me })).status).toBe(404);
    expect((await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: other })).body.total).toBe(0);
  });

  it('keeps a wishlist per provider with ids; others cannot remove', async () => {
    const add = await t.call<{ data: { wishlist_id: number }; total: number }>('POST', '/api/wishlist/add', {
      token: me,
      body: { product_id: 'tb-100', type: 'taobao', quantity: '1' },
    });
    expect(add.status).toBe(200);
    await t.call('POST', '/api/wishlist/add', {
      token: me,
      body: { product_id: 'tb-100', type: 'taobao', quantity: '1' },
    });
    const list = await t.call<{ data: Record<string, { wishlist_id: number; title: string }[]>; total: number }>(
      'GET',
      '/api/wishlist?type=external',
      { token: me },
    );
    expect(list.body.total).toBe(1);
    expect(list.body.data.taobao?.[0]).toMatchObject({ wishlist_id: add.body.data.wishlist_id, title: 'Test dress' });
    const id = add.body.data.wishlist_id;
    expect((await t.call('DELETE', `/api/wishlist/remove/${id}?type=taobao`, { token: other })).status).toBe(404);
    expect((await t.call('DELETE', `/api/wishlist/remove/${id}?type=taobao`, { token: me })).status).toBe(200);
    expect((await t.call<{ total: number }>('GET', '/api/wishlist?type=external', { token: me })).body.total).toBe(0);
  });

  it('keeps the chosen variant of a favourite (its own entry, price and label)', async () => {
    const chosen = await t.call<{ data: { wishlist_id: number; variant: string; variant_name: string | null } }>(
      'POST',
      '/api/wishlist/add',
      { token: me, body: { product_id: 'tb-100', type: 'taobao', variant: 'red-m' } },
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.variant).toBe('red-m');
    expect(chosen.body.data.variant_name).toBeTruthy();
    await t.call('POST', '/api/wishlist/add', { token: me, body: { product_id: 'tb-100', type: 'taobao' } });
    const list = await t.call<{ data: Record<string, { variant: string }[]>; total: number }>(
      'GET',
      '/api/wishlist?type=taobao',
      { token: me },
    );
    expect(list.body.data.taobao?.map((item) => item.variant).sort()).toEqual(['', 'red-m']);
    for (const item of Object.values(list.body.data).flat() as unknown as { wishlist_id: number }[])
      await t.call('DELETE', `/api/wishlist/remove/${item.wishlist_id}`, { token: me });
  });
});
