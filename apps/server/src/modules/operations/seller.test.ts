import { describe, expect, it } from 'vitest';
import { products } from '@fardin/db/schema/catalogue';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper, SHOPPER, topUp } from '../checkout/commerce-fixtures';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';

type Queue = {
  target_hours: number;
  data: {
    marketplace: string;
    seller: string;
    seller_id: string | null;
    lines: { line_id: number; order_id: number; customer_name: string; title: string }[];
  }[];
};
type Journey = { data: { journey: { line_id: number; seller: { id: string | null; name: string } | null }[] } };

const COTTON = { sellerId: '5730', sellerName: 'Hangzhou Cotton House' };
const SPORTS = { sellerId: '6188', sellerName: 'Jinjiang Sports' };

/** The seller of a line (decision 0038): taken from the product at checkout, grouping the purchasing queue. */
describe.each(TEST_DB_KINDS)('the seller of an order line on %s', (kind) => {
  let me: string;
  let other: string;
  let staff: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    const base = { store: 'taobao', country: 'CN', currency: 'CNY', priceCents: 7000, priceUsdCents: 1000 };
    await t.opened.db.insert(products).values([
      { ...base, sourceId: 'tb-c1', title: 'Cotton tee', stock: 100, ...COTTON },
      { ...base, sourceId: 'tb-c2', title: 'Linen shirt', stock: 100, ...COTTON },
      { ...base, sourceId: 'tb-s1', title: 'Running shoes', stock: 100, ...SPORTS },
    ]);
    me = await t.tokenFor(SHOPPER);
    other = await makeShopper(t, '+85510000071');
    await topUp(t, SHOPPER, 10_000);
    await topUp(t, '+85510000071', 10_000);
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });

  async function cartCheckout(token: string, ids: string[]) {
    for (const id of ids)
      await t.call('POST', '/api/cart/add', { token, body: { product_id: id, type: 'taobao', quantity: 1 } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token });
    const lines = cart.body.data.taobao!.filter((l) => ids.includes(l.product_id)).map((l) => l.id);
    const res = await t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token,
      body: { type: 'taobao', items: lines, payment_type: 'anakut', delivery: 'warehouse' },
    });
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  it("groups two shoppers' paid lines by marketplace and seller, and shows the seller on the order page", async () => {
    // One shopper's cart (two sellers), the other's buy-now (the mobile client's and the web's one path).
    const a = await cartCheckout(me, ['tb-c1', 'tb-s1']);
    const buyNow = await t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token: other,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-c2',
        quantity: 1,
        payment_type: 'anakut',
        address: 'Home',
      },
    });
    expect(buyNow.status, JSON.stringify(buyNow.body)).toBe(200);
    const b = buyNow.body.data.id;

    const queue = (await t.call<Queue>('GET', '/api/admin/purchasing', { token: staff })).body;
    const cotton = queue.data.filter((g) => g.seller === COTTON.sellerName);
    expect(cotton).toHaveLength(1);
    expect(cotton[0]).toMatchObject({ marketplace: 'taobao', seller_id: COTTON.sellerId });
    expect(cotton[0]!.lines.map((l) => [l.order_id, l.title])).toEqual([
      [a, 'Cotton tee'],
      [b, 'Linen shirt'],
    ]);
    expect(new Set(cotton[0]!.lines.map((l) => l.customer_name)).size).toBe(2);
    const sports = queue.data.filter((g) => g.seller === SPORTS.sellerName);
    expect(sports.map((g) => g.lines.map((l) => l.title))).toEqual([['Running shoes']]);

    const journey = (await t.call<Journey>('GET', `/api/admin/orders/${a}`, { token: staff })).body.data;
    expect(journey.journey.map((l) => l.seller)).toEqual(
      expect.arrayContaining([
        { id: COTTON.sellerId, name: COTTON.sellerName },
        { id: SPORTS.sellerId, name: SPORTS.sellerName },
      ]),
    );
  });

  it("takes the shop itself as the seller of the shop's own products", async () => {
    const res = await t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'fardin',
        product_id: 'fd-1',
        quantity: 1,
        payment_type: 'anakut',
        address: 'Home',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const queue = (await t.call<Queue>('GET', '/api/admin/purchasing', { token: staff })).body;
    const own = queue.data.find((g) => g.marketplace === 'fardin');
    expect(own).toMatchObject({ seller: 'Fardin', seller_id: 'fardin' });
  });

  it("lists the purchase journey's minimum API of OPERATIONS.md section 5 in /api/openapi.json", async () => {
    const doc = (await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json')).body;
    const expected: [string, string][] = [
      ['get', '/checkout/history/detail/{id}'],
      ['post', '/order-problems/{id}/answer'],
      ['get', '/admin/purchasing'],
      ['post', '/admin/purchases'],
      ['post', '/admin/order-lines/{id}/move'],
      ['post', '/admin/order-lines/{id}/problems'],
      ['get', '/admin/problems'],
    ];
    expect(expected.filter(([method, path]) => !doc.paths[path]?.[method])).toEqual([]);
  });
});
