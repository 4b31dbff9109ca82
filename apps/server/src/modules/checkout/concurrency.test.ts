import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { orderLines, orders } from '@fardin/db/schema/orders';
import { payments } from '@fardin/db/schema/payments';
import { walletEntries } from '@fardin/db/schema/wallet';
import { CHECKOUT_CODE } from '@fardin/core/checkout-text';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertOwnProduct, insertTestProducts, makeShopper, stockOf, topUp } from './commerce-fixtures';

/**
 * The checkout's money and stock rules under real concurrency (decision 0011). PGlite runs one
 * query at a time and would hide every race, so these run on PostgreSQL only.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!ON_POSTGRES)
  console.warn(
    'concurrency.test.ts skipped: set TEST_DATABASE_URL to run the checkout concurrency tests on PostgreSQL (PGlite hides races)',
  );

type Answer = { message: string; code?: string; data: { id: number; status: string; grand_total: number } };
type Reply = { status: number; body: Answer };

/** How many answers had each status, and the codes of the refusals. */
function tally(replies: Reply[]) {
  const statuses: Record<number, number> = {};
  const codes: Record<string, number> = {};
  for (const r of replies) {
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.status !== 200) codes[r.body.code ?? r.body.message] = (codes[r.body.code ?? r.body.message] ?? 0) + 1;
  }
  return { statuses, codes };
}

describe.skipIf(!ON_POSTGRES)('checkout under concurrency on postgres', () => {
  let t: TestApp;
  let serial = 0;

  /** A fresh verified shopper: phone, user id and token. */
  async function shopper() {
    const phone = `+8551077${String((serial += 1)).padStart(4, '0')}`;
    const token = await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { phone, token, id: user!.id };
  }

  async function addLine(
    token: string,
    productId: string,
    type: string,
    quantity = 1,
    variant?: string,
  ): Promise<number> {
    const added = await t.call('POST', '/api/cart/add', {
      token,
      body: { product_id: productId, type, quantity, variant },
    });
    expect(added.status).toBeLessThan(300);
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token });
    return cart.body.data[type]!.find(
      (l) => l.product_id === productId && (variant === undefined || l.variant === variant),
    )!.id;
  }

  async function ordersOf(userId: number): Promise<number> {
    const [row] = await t.opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId));
    return row!.n;
  }

  async function balanceOf(userId: number): Promise<number> {
    const [row] = await t.opened.db
      .select({ sum: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return row!.sum;
  }

  const checkout = (token: string, body: unknown, key?: string) =>
    t.call<Answer>('POST', '/api/checkout?address=Home', {
      token,
      body,
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });

  beforeAll(async () => {
    // Every request of the burst runs at once: the per-client slots (decision 0034) would queue them.
    t = await createTestApp('postgres', { CLIENT_MAX_IN_FLIGHT: '100' });
    await insertTestProducts(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('10 checkouts of one cart without a key: one order, nine 409 checkout.cart_changed', async () => {
    const me = await shopper();
    const line = await addLine(me.token, 'tb-200', 'taobao', 2);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => checkout(me.token, { type: 'taobao', items: [line], payment_type: 'cash' })),
    );
    expect(tally(replies)).toEqual({ statuses: { 200: 1, 409: 9 }, codes: { [CHECKOUT_CODE.cartChanged]: 9 } });
    expect(await ordersOf(me.id)).toBe(1);
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me.token });
    expect(cart.body.total).toBe(0);
  });

  it('10 checkouts of one cart with one Idempotency-Key: one order, ten identical answers', async () => {
    const me = await shopper();
    const line = await addLine(me.token, 'tb-200', 'taobao');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkout(me.token, { type: 'taobao', items: [line], payment_type: 'cod' }, 'tap-1'),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
    expect(await ordersOf(me.id)).toBe(1);
  });

  it('5 Anakut Cash checkouts of one $37.53 line debit the wallet once', async () => {
    const me = await shopper();
    await insertOwnProduct(t, 'own-3753', { stock: 100, priceCents: 3_753 });
    await topUp(t, me.phone, 20_000);
    const line = await addLine(me.token, 'own-3753', 'fardin');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        checkout(me.token, { type: 'fardin', items: [line], payment_type: 'anakut', payment_method: 'anakut' }),
      ),
    );
    expect(tally(replies)).toEqual({ statuses: { 200: 1, 409: 4 }, codes: { [CHECKOUT_CODE.cartChanged]: 4 } });
    // $37.53 less 10% ($3.75) = $33.78, once.
    expect(await balanceOf(me.id)).toBe(20_000 - 3_378);
    expect(await ordersOf(me.id)).toBe(1);
    expect((await stockOf(t, 'own-3753')).stock).toBe(99);
  });

  it('5 Anakut Cash buy-nows (5 purchases: 5 keys) that together cost more than the wallet: never below zero', async () => {
    const me = await shopper();
    await insertOwnProduct(t, 'own-3753-b', { stock: 100, priceCents: 3_753 });
    await topUp(t, me.phone, 5_000);
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'own-3753-b',
      quantity: 1,
      address: 'Home',
      payment_type: 'anakut',
    };
    const replies = await Promise.all(Array.from({ length: 5 }, (_, n) => checkout(me.token, body, `buy-${n}`)));
    expect(tally(replies).statuses).toEqual({ 200: 1, 409: 4 });
    for (const r of replies.filter((x) => x.status === 409))
      expect(r.body.message).toContain('Insufficient Anakut Cash balance');
    expect(await balanceOf(me.id)).toBe(5_000 - 3_378);
  });

  it('a double tap: 5 simultaneous Anakut Cash buy-nows without a key make one order and one debit (issue 24 item 2)', async () => {
    const me = await shopper();
    await insertOwnProduct(t, 'own-tap', { stock: 100, priceCents: 1_500 });
    await topUp(t, me.phone, 10_000);
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'own-tap',
      quantity: 1,
      address: 'Home',
      payment_type: 'anakut',
    };
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(me.token, body)));
    expect(tally(replies).statuses).toEqual({ 200: 5 });
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    const placed = await t.opened.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, me.id));
    expect(placed).toHaveLength(1);
    const debits = await t.opened.db
      .select({ cents: walletEntries.amountCents })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, me.id), eq(walletEntries.kind, 'payment')));
    expect(debits).toEqual([{ cents: -1_350 }]);
    expect(await stockOf(t, 'own-tap')).toMatchObject({ stock: 99 });

    // Another quantity is another purchase; the same one after the window (10 s) is one too.
    expect((await checkout(me.token, { ...body, quantity: 2 })).body.data.id).not.toBe(replies[0]!.body.data.id);
    await t.opened.db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '11 seconds' where user_id = ${me.id}`,
    );
    const later = await checkout(me.token, body);
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(replies[0]!.body.data.id);
    expect(await balanceOf(me.id)).toBe(10_000 - 1_350 * 4);
  });

  it('20 shoppers buy the last unit at once (cart and buy-now): one order, 19 checkout.out_of_stock; cancel gives it back', async () => {
    await insertOwnProduct(t, 'own-last', { stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    const lines = await Promise.all(buyers.slice(0, 10).map((b) => addLine(b.token, 'own-last', 'fardin')));
    const replies = await Promise.all(
      buyers.map((b, i) =>
        i < 10
          ? checkout(b.token, { type: 'fardin', items: [lines[i]], payment_type: 'cod' })
          : checkout(b.token, {
              checkout_type: 'buy_now',
              type: 'fardin',
              product_id: 'own-last',
              quantity: 1,
              address: 'Home',
              payment_type: 'cod',
            }),
      ),
    );
    expect(tally(replies)).toEqual({ statuses: { 200: 1, 409: 19 }, codes: { [CHECKOUT_CODE.outOfStock]: 19 } });
    expect(await stockOf(t, 'own-last')).toEqual({ stock: 0, skus: {} });
    const won = replies.findIndex((r) => r.status === 200);
    const orderId = replies[won]!.body.data.id;
    const [line] = await t.opened.db
      .select({ reserved: orderLines.stockReserved })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    expect(line!.reserved).toBe(1);
    // The losers' cart lines stay in their carts (their transaction rolled back).
    if (won >= 10)
      expect((await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: buyers[0]!.token })).body.total).toBe(
        1,
      );

    expect(
      (await t.call('POST', `/api/checkout/history/${orderId}/cancel`, { token: buyers[won]!.token })).status,
    ).toBe(200);
    expect((await stockOf(t, 'own-last')).stock).toBe(1);
  });

  it('20 buyers of the last unit of one variant: one order; the SKU and the product stock drop by one', async () => {
    await insertOwnProduct(t, 'own-variant', { stock: 0, variants: [1, 5] });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'own-variant',
      variant_option_id: '1',
      quantity: 1,
      address: 'Home',
      payment_type: 'cod',
    };
    const replies = await Promise.all(buyers.map((b) => checkout(b.token, body)));
    expect(tally(replies)).toEqual({ statuses: { 200: 1, 409: 19 }, codes: { [CHECKOUT_CODE.outOfStock]: 19 } });
    expect(await stockOf(t, 'own-variant')).toEqual({ stock: 5, skus: { 1: 0, 2: 5 } });
  });

  it('KHQR: pollers and checkouts of one paid payment at once settle it once and make one order', async () => {
    const me = await shopper();
    const line = await addLine(me.token, 'tb-200', 'taobao');
    const gen = await t.call<{ data: { reference: string } }>('POST', '/api/payment/generate_khqr', {
      token: me.token,
      body: { payment_method: 'wing', amount: 30, type: 'khqr' },
    });
    const reference = gen.body.data.reference;
    expect((await t.call('POST', '/api/payment/sandbox/pay', { token: me.token, body: { reference } })).status).toBe(
      200,
    );

    const cartBody = {
      type: 'taobao',
      items: [line],
      payment_type: 'khqr',
      payment_method: 'wing',
      payment_reference: reference,
    };
    const buyNowBody = {
      checkout_type: 'buy_now',
      type: 'taobao',
      product_id: 'tb-200',
      quantity: 1,
      address: 'Home',
      payment_type: 'khqr',
      payment_method: 'wing',
      payment_reference: reference,
    };
    const poll = () =>
      t.call<{ data: { payment_status: string } }>('POST', '/api/payment/check_payment_status', {
        token: me.token,
        body: { reference },
      });
    const [polls, checkouts] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, poll)),
      Promise.all([
        ...Array.from({ length: 5 }, () => checkout(me.token, cartBody)),
        ...Array.from({ length: 3 }, () => checkout(me.token, buyNowBody)),
      ]),
    ]);
    expect(polls.map((p) => p.body.data.payment_status)).toEqual(Array(10).fill('paid'));
    expect(checkouts.map((c) => c.status)).toEqual(Array(8).fill(200));
    expect(new Set(checkouts.map((c) => c.body.data.id)).size).toBe(1);
    expect(await ordersOf(me.id)).toBe(1);

    const [paid] = await t.opened.db.select().from(payments).where(eq(payments.reference, reference));
    expect(paid).toMatchObject({ status: 'paid' });
    const [paidFor] = await t.opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.paymentId, paid!.id)));
    expect(paidFor!.n).toBe(1);
    // Settled once: later polls leave the recorded settlement as it is.
    await Promise.all(Array.from({ length: 3 }, poll));
    const [again] = await t.opened.db
      .select({ paidAt: payments.paidAt })
      .from(payments)
      .where(eq(payments.id, paid!.id));
    expect(again!.paidAt).toEqual(paid!.paidAt);
  });
});
