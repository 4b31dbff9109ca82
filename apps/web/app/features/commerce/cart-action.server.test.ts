import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { cartAction, type CommerceResult } from './cart-action.server';

/**
 * The cart action turns the product, cart and favourites pages' posts into API calls. What the
 * shopper chose (quantity, variant, country) must reach the API as chosen: a dropped field still
 * adds "something" to the cart, which the journeys alone do not notice.
 */
type Call = { path: string; method: string; body: unknown };

function contextAnswering(answer: (path: string) => Response = () => json(200, { message: 'success' })) {
  const calls: Call[] = [];
  const context: AppLoadContext = {
    api: async (path: string, init?: RequestInit) => {
      calls.push({
        path,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return answer(path);
    },
    nonce: '',
    token: 'token',
    vendorCode: '',
    publicUrl: 'http://localhost:3000',
  };
  return { context, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const request = (path = '/my-cart') => new Request(`http://shop.example${path}`, { method: 'POST' });

/** What react-router's `data()` carries: the result and its status. */
function resultOf(answer: unknown): { result: CommerceResult; status: number } {
  const carried = answer as { data: CommerceResult; init: { status?: number } | null };
  return { result: carried.data, status: carried.init?.status ?? 200 };
}

const CHOICE = { type: 'taobao', product_id: '652817392018', quantity: '3', variant: '5062938475', country: 'CN' };

describe('cartAction', () => {
  it('adds the chosen variant and quantity to the cart', async () => {
    const { context, calls } = contextAnswering();
    const { result } = resultOf(await cartAction(request(), context, formOf({ intent: 'add', ...CHOICE })));
    expect(result).toEqual({ ok: true, intent: 'add' });
    expect(calls).toEqual([
      {
        path: '/api/cart/add',
        method: 'POST',
        body: { product_id: '652817392018', type: 'taobao', quantity: 3, variant: '5062938475', country: 'CN' },
      },
    ]);
  });

  it('a product without variants adds one unit when no quantity was posted, and sends no empty variant', async () => {
    const { context, calls } = contextAnswering();
    await cartAction(
      request(),
      context,
      formOf({ intent: 'add', type: 'fardin', product_id: 'FD00001', variant: '', quantity: '' }),
    );
    expect(calls[0]!.body).toEqual({ product_id: 'FD00001', type: 'fardin', quantity: 1 });
  });

  it('buy now adds the same choice and leads to /buynow in the page language with it', async () => {
    const { context, calls } = contextAnswering();
    const { result } = resultOf(
      await cartAction(request('/en/product/taobao/652817392018'), context, formOf({ intent: 'buy-now', ...CHOICE })),
    );
    expect(calls[0]!.body).toMatchObject({ quantity: 3, variant: '5062938475' });
    expect(result.ok).toBe(true);
    const target = new URL(result.redirect!, 'http://shop.example');
    expect(target.pathname).toBe('/en/buynow');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: 'taobao',
      product_id: '652817392018',
      quantity: '3',
      variant: '5062938475',
      country: 'CN',
    });
  });

  it('buy now in Khmer (no prefix) without a variant leads to /buynow with one unit and no variant', async () => {
    const { context } = contextAnswering();
    const { result } = resultOf(
      await cartAction(
        request('/product/fardin/FD00002'),
        context,
        formOf({ intent: 'buy-now', type: 'fardin', product_id: 'FD00002' }),
      ),
    );
    const target = new URL(result.redirect!, 'http://shop.example');
    expect(target.pathname).toBe('/buynow');
    expect(Object.fromEntries(target.searchParams)).toEqual({ type: 'fardin', product_id: 'FD00002', quantity: '1' });
  });

  it('changes a line to the posted quantity, and removes by id and type (encoded)', async () => {
    const { context, calls } = contextAnswering();
    await cartAction(request(), context, formOf({ intent: 'update', id: '41', quantity: '7' }));
    await cartAction(request(), context, formOf({ intent: 'remove', id: '41/../1', type: 'taobao&x=1' }));
    expect(calls).toEqual([
      { path: '/api/cart/update/41', method: 'PUT', body: { quantity: 7 } },
      { path: '/api/cart/remove/41%2F..%2F1?type=taobao%26x%3D1', method: 'DELETE', body: undefined },
    ]);
  });

  it('saves a favourite with its variant, and moves one to the cart (then off the favourites)', async () => {
    const { context, calls } = contextAnswering();
    await cartAction(
      request(),
      context,
      formOf({ intent: 'fav-add', type: 'taobao', product_id: 'p1', variant: 'v9' }),
    );
    await cartAction(
      request(),
      context,
      formOf({ intent: 'fav-move', id: '12', type: 'taobao', product_id: 'p1', variant: 'v9' }),
    );
    expect(calls).toEqual([
      {
        path: '/api/wishlist/add',
        method: 'POST',
        body: { product_id: 'p1', type: 'taobao', quantity: '1', variant: 'v9' },
      },
      { path: '/api/cart/add', method: 'POST', body: { product_id: 'p1', type: 'taobao', quantity: 1, variant: 'v9' } },
      { path: '/api/wishlist/remove/12?type=taobao', method: 'DELETE', body: undefined },
    ]);
  });

  it('a favourite the cart refused stays a favourite', async () => {
    const { context, calls } = contextAnswering(() =>
      json(409, { message: 'Out of stock', code: 'checkout.out_of_stock' }),
    );
    const { result, status } = resultOf(
      await cartAction(request(), context, formOf({ intent: 'fav-move', id: '12', type: 'taobao', product_id: 'p1' })),
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/add']);
    expect(status).toBe(409);
    expect(result.ok).toBe(false);
  });

  it('a refusal is shown in the page language by its code, with its status', async () => {
    const { context } = contextAnswering(() =>
      json(404, { message: 'Cart line not found', code: 'cart.line_not_found' }),
    );
    const en = resultOf(
      await cartAction(request('/en/my-cart'), context, formOf({ intent: 'update', id: '1', quantity: '2' })),
    );
    const kh = resultOf(
      await cartAction(request('/my-cart'), context, formOf({ intent: 'update', id: '1', quantity: '2' })),
    );
    expect(en.status).toBe(404);
    expect(en.result).toMatchObject({ ok: false, intent: 'update' });
    expect(en.result.message).toBeTruthy();
    expect(kh.result.message).toBeTruthy();
    expect(kh.result.message).not.toBe(en.result.message);
  });

  it('an unknown intent is a 400 and calls nothing', async () => {
    const { context, calls } = contextAnswering();
    const { result, status } = resultOf(await cartAction(request(), context, formOf({ intent: 'checkout' })));
    expect(status).toBe(400);
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });
});
