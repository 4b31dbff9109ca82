import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer, OrderDetail, Quote } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from './commerce-fixtures';

/**
 * Country travels with the product (issue 14 item 5): a fake aggregator (family A, the query form)
 * prices the same Amazon item in yen when asked for Japan and in dollars otherwise, and a Lazada
 * item in Singapore dollars for `sg` and in baht otherwise. Adding to the cart, the cart line, the
 * checkout's lookups and the order must price it under the country it was shown with.
 */
const requests: URL[] = [];
let server: Server;
let base = '';

function detailFor(url: URL) {
  const store = url.pathname.slice(1);
  const country = url.searchParams.get('country') ?? '';
  const id = url.searchParams.get('num_iid');
  if (store === 'amazon' && id === 'B0JPKETTLE') {
    return {
      result: {
        item: {
          num_iid: id,
          title: 'Kettle',
          price: country === 'JP' ? '6000' : '45',
          images: ['https://img.example/kettle.jpg'],
          description: '',
        },
      },
    };
  }
  if (store === 'lazada' && id === '2233445566') {
    return {
      result: {
        item: {
          num_iid: id,
          title: 'Fan',
          price: country === 'sg' ? '50' : '3000',
          images: ['https://img.example/fan.jpg'],
          description: '',
        },
      },
    };
  }
  return { result: { item: null } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(detailFor(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(TEST_DB_KINDS)('a product keeps its country from cart to order on %s', (kind) => {
  let me = '';
  const t = useTestApp(
    kind,
    async (t) => {
      me = await makeShopper(t, '+85510000071');
    },
    { env: () => ({ MARKETPLACE_API_URL: base, MARKETPLACE_API_FAMILY: 'query', MARKETPLACE_API_KEY: 'k' }) },
  );
  const detailRequests = (id: string) => requests.filter((u) => u.searchParams.get('num_iid') === id);

  it('an Amazon JP item is added, listed, quoted and ordered in yen, not at the US price', async () => {
    const added = await t.call<{ data: { price: number; currency: string; price_usd: number; country_id: string } }>(
      'POST',
      '/api/cart/add',
      {
        token: me,
        body: { product_id: 'B0JPKETTLE', type: 'amazon', quantity: 1, country: 'JP' },
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ price: 6000, currency: 'JPY', country_id: 'JP' });
    const usd = added.body.data.price_usd;
    expect(usd).toBeGreaterThan(0);
    expect(usd).not.toBe(45);

    const cart = await t.call<CartAnswer & { amazonjp?: { country_id: string }[] }>('GET', '/api/cart?type=external', {
      token: me,
    });
    const line = cart.body.data.amazon![0]!;
    expect(line).toMatchObject({ country_id: 'JP', currency: 'JPY', price_usd: usd });
    expect(cart.body.amazonjp?.[0]).toMatchObject({ country_id: 'JP' });

    const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
      token: me,
      body: { type: 'amazon', items: [line.id], parcel: { weight: 1 } },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data.lines[0]).toMatchObject({ price_usd: usd });
    const placed = await t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token: me,
      body: { type: 'amazon', items: [line.id], payment_type: 'cod', parcel: { weight: 1 } },
    });
    expect(placed.status).toBe(200);
    const order = await t.call<{ data: OrderDetail }>(
      'GET',
      `/api/checkout/history/detail/${placed.body.data.id}?envelope=1`,
      { token: me },
    );
    expect(order.body.data.lines[0]).toMatchObject({ product_id: 'B0JPKETTLE', product_price: usd, country: 'JP' });
    // Shipped from Japan: the order's shipping is the JP rate's, the same the quote showed.
    expect(order.body.data.delivery_fee).toBe(quote.body.data.shipping_fee);
    // Every lookup of the item (add, checkout quote, checkout) asked the source for Japan.
    expect(detailRequests('B0JPKETTLE').map((u) => u.searchParams.get('country'))).toEqual(
      expect.arrayContaining(['JP']),
    );
    expect(detailRequests('B0JPKETTLE').every((u) => u.searchParams.get('country') === 'JP')).toBe(true);
  });

  it('a Lazada SG item bought now is priced and ordered in Singapore dollars, not the default region', async () => {
    const body = {
      checkout_type: 'buy_now',
      type: 'lazada',
      product_id: '2233445566',
      quantity: 2,
      country: 'sg',
      address: 'Home',
      payment_type: 'cod',
    };
    const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', { token: me, body });
    expect(quote.status).toBe(200);
    const unit = quote.body.data.lines[0]!.price_usd;
    // 50 SGD, not 1500 THB (the default region's answer).
    expect(unit).toBeGreaterThan(30);
    expect(unit).toBeLessThan(45);
    const placed = await t.call<{ data: { id: number } }>('POST', '/api/checkout', { token: me, body });
    expect(placed.status).toBe(200);
    const order = await t.call<{ data: OrderDetail }>(
      'GET',
      `/api/checkout/history/detail/${placed.body.data.id}?envelope=1`,
      { token: me },
    );
    expect(order.body.data.lines[0]).toMatchObject({
      product_id: '2233445566',
      quantity: 2,
      product_price: unit,
      country: 'sg',
    });
    expect(detailRequests('2233445566').every((u) => u.searchParams.get('country') === 'sg')).toBe(true);
  });
});
