import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders } from '@fardin/db/schema/orders';
import type { OrderDetailAnswer, OrderTracking } from '@fardin/core/contract-commerce';
import { ORDER_CODE_ALPHABET } from '@fardin/core/order-tracking-code';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertOrder, userId } from '../admin/admin-fixtures';
import { insertTestProducts, SHOPPER } from '../checkout/commerce-fixtures';

type Answer = { data: { id: number } };
const GROUPED = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

describe.each(TEST_DB_KINDS)('public order tracking by code on %s', (kind) => {
  let me: string;
  let id: number;
  let code: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    me = await t.tokenFor(SHOPPER);
    const res = await t.call<Answer>('POST', '/api/checkout?address=Home', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-100',
        quantity: 1,
        payment_type: 'cod',
        note: 'ring twice',
      },
    });
    id = res.body.data.id;
    const detail = await t.call<{ data: OrderDetailAnswer }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: me,
    });
    code = detail.body.data.tracking_code!;
  });

  it("the shopper's order detail carries its tracking code, grouped for reading, next to the usual fields", async () => {
    expect(code).toMatch(GROUPED);
    const detail = await t.call<{ data: OrderDetailAnswer }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: me,
    });
    expect(detail.body.data).toMatchObject({ id, status: 'pending', payment_type: 'cod', tracking_code: code });
  });

  it('a code tracks the order with courier-label data only, typed any way', async () => {
    for (const typed of [code, code.replace(/-/g, ''), code.toLowerCase(), ` ${code.replace(/-/g, ' ')} `]) {
      const tracked = await t.call<{ data: OrderTracking }>('GET', `/api/tracking_order/${encodeURIComponent(typed)}`);
      expect(tracked.status, typed).toBe(200);
      expect(tracked.headers.get('cache-control')).toBe('no-store');
      expect(tracked.body.data).toMatchObject({
        tracking_code: code,
        stage: 'placed',
        status: 'pending',
        timeline: [{ stage: 'placed', label: 'Order placed' }],
      });
      expect(Object.keys(tracked.body.data).sort()).toEqual([
        'created_at',
        'parcels',
        'stage',
        'status',
        'store',
        'timeline',
        'tracking_code',
        'transport',
      ]);
      const text = JSON.stringify(tracked.body);
      for (const secret of [
        'Home',
        'ring twice',
        'Test dress',
        SHOPPER,
        '+855',
        'total',
        'price',
        'address',
        'phone',
        `"id"`,
        'order_number',
      ])
        expect(text, secret).not.toContain(secret);
    }
  });

  it('an order id does not track: it answers the same 404 as an unknown code', async () => {
    const unknown = await t.call<{ message: string }>('GET', '/api/tracking_order/ZZZZ-ZZZZ-ZZZZ');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    for (const path of [
      `${id}`,
      encodeURIComponent(`#${id}`),
      '1',
      '0',
      '1e3',
      '99999999',
      'abc',
      encodeURIComponent('<script>'),
      'x'.repeat(300),
    ]) {
      const res = await t.call<{ message: string }>('GET', `/api/tracking_order/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(unknown.body);
    }
  });

  it('every new order gets its own code; codes are unique and not sequential', async () => {
    const owner = await userId(t, SHOPPER);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++)
      ids.push(await insertOrder(t, owner, { paymentType: 'cod', paymentStatus: 'unpaid', receiptUrl: null }));
    const rows = await t.opened.db
      .select({ id: orders.id, code: orders.trackingCode })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(orders.id);
    const codes = rows.map((r) => r.code!);
    expect(codes.every((c) => c.length === 12 && [...c].every((ch) => ORDER_CODE_ALPHABET.includes(ch)))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Not sequential: consecutive orders share no long prefix and the codes are not in id order.
    expect(codes.slice(1).filter((c, i) => c.slice(0, 4) === codes[i]!.slice(0, 4)).length).toBeLessThan(3);
    expect([...codes].sort()).not.toEqual(codes);
    // Read as base-32 numbers, consecutive codes are no counter (no constant step).
    const value = (c: string) => [...c].reduce((n, ch) => n * 32n + BigInt(ORDER_CODE_ALPHABET.indexOf(ch)), 0n);
    const steps = codes.slice(1).map((c, i) => value(c) - value(codes[i]!));
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('orders given a hex code by migration 0002 track too, O and I read as 0 and 1', async () => {
    const owner = await userId(t, SHOPPER);
    const older = await insertOrder(t, owner, { paymentType: 'cod', paymentStatus: 'unpaid', receiptUrl: null });
    await t.opened.db.update(orders).set({ trackingCode: '0A1B2C3D4E5F' }).where(eq(orders.id, older));
    const tracked = await t.call<{ data: OrderTracking }>('GET', '/api/tracking_order/oaib-2c3d-4e5f');
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.tracking_code).toBe('0A1B-2C3D-4E5F');
  });
});
