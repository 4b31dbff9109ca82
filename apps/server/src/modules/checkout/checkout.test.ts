import { describe, expect, it } from 'vitest';
import { SPEC_TEXT } from '@fardin/core/messages';
import { CART_CHANGED_TEXT, CHECKOUT_CODE } from '@fardin/core/checkout-text';
import type { CartAnswer, OrderDetail, Quote } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper, setPrice, SHOPPER, topUp } from './commerce-fixtures';
import { uploadReceipt } from '../uploads/upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';

type Answer = { message: string; status?: number; data: { id: number; status: string; grand_total: number } };

describe.each(TEST_DB_KINDS)('checkout and orders on %s', (kind) => {
  let me: string;
  let other: string;
  const parcel = { height: 10, width: 20, length: 30, weight: 2 };

  async function addLine(token: string, productId = 'tb-200', type = 'taobao', quantity = 1): Promise<number> {
    await t.call('POST', '/api/cart/add', { token, body: { product_id: productId, type, quantity } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token });
    return cart.body.data[type]!.find((l) => l.product_id === productId)!.id;
  }

  const t = useTestApp(
    kind,
    async (t) => {
      await insertTestProducts(t);
      me = await t.tokenFor(SHOPPER);
      other = await makeShopper(t, '+85510000061');
    },
    { env: () => tempDataDir('checkout') },
  );

  it("answers the spec's validation texts", async () => {
    const post = (body: unknown, q = '') =>
      t.call<{ message: string; errors?: Record<string, string[]> }>('POST', `/api/checkout${q}`, { token: me, body });
    expect((await post({})).body.message).toBe(SPEC_TEXT.checkoutFormInvalid);
    const buyNow = await post({ checkout_type: 'buy_now' });
    expect(buyNow.status).toBe(422);
    expect(buyNow.body.message).toBe('quantity is required');
    expect(Object.keys(buyNow.body.errors ?? {})).toEqual(['quantity', 'product_id', 'address', 'payment_type']);
    expect(
      (
        await post({
          checkout_type: 'buy_now',
          quantity: 1,
          product_id: 'tb-200',
          address: 'Home',
          payment_type: 'khqr',
        })
      ).body.message,
    ).toBe('payment_method is required');
    expect((await post({ type: 'taobao', items: [1], payment_type: 'bankTransfer' })).body.message).toBe(
      SPEC_TEXT.bankTypeRequired,
    );
    expect(
      (await post({ type: 'taobao', items: [1], payment_type: 'bankTransfer', payment_method: 'phone' })).body.message,
    ).toBe(SPEC_TEXT.receiptRequired);
    expect((await post({ type: 'taobao', items: [1] })).body.message).toBe('payment_type is required');
  });

  it('quotes the shipping fee and the Anakut discount from the rate table', async () => {
    const id = await addLine(me);
    const cod = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
      token: me,
      body: { type: 'taobao', items: [id], transport: 'Land', parcel },
    });
    // CN land: max(2 kg x $1.50, 0.006 m3 x $250) + $1.00 = $4.00; goods $30.
    expect(cod.body.data).toMatchObject({
      subtotal: 30,
      shipping_fee: 4,
      discount: 0,
      grand_total: 34,
      condition: 'weight',
    });
    const anakut = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
      token: me,
      body: { type: 'taobao', items: [id], transport: 'land', parcel, payment_type: 'anakut' },
    });
    expect(anakut.body.data).toMatchObject({ discount: 3, discount_percent: 10, grand_total: 31, wallet_balance: 100 });
  });

  it('refuses a tampered grand_total, then checks out with COD and clears the cart line', async () => {
    // A shopper of its own (no earlier test's cart): one line of 2 x $30.
    const buyer = await makeShopper(t, '+85510000069');
    const id = await addLine(buyer, 'tb-200', 'taobao', 2);
    const body = { type: 'taobao', items: [id], payment_type: 'cod', transport: 'land', parcel, grand_total: 1 };
    const tampered = await t.call<{ message: string }>('POST', '/api/checkout?address=Home', { token: buyer, body });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toContain('does not match the order total ($64.00)');
    const ok = await t.call<Answer>('POST', '/api/checkout?address=Home', {
      token: buyer,
      body: { ...body, grand_total: '64.00' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'success', data: { status: 'pending', grand_total: 64 } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: buyer });
    expect(cart.body.data.taobao).toBeUndefined();
  });

  it('tells the shopper when a price changed since adding to the cart', async () => {
    await setPrice(t, 'fd-1', 500);
    const id = await addLine(me, 'fd-1', 'fardin');
    await setPrice(t, 'fd-1', 600);
    const res = await t.call<{ message: string }>('POST', '/api/checkout', {
      token: me,
      body: { type: 'fardin', items: [id], payment_type: 'cod' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('"Local mug" $5.00 -> $6.00');
    const again = await t.call<Answer>('POST', '/api/checkout', {
      token: me,
      body: { type: 'fardin', items: [id], payment_type: 'cod' },
    });
    expect(again.status).toBe(200);
  });

  it("cannot check out another user's cart line: the same answer as a line already ordered", async () => {
    const id = await addLine(me);
    const res = await t.call<{ code?: string }>('POST', '/api/checkout', {
      token: other,
      body: { type: 'taobao', items: [id], payment_type: 'cod' },
    });
    expect(res).toMatchObject({ status: 409, body: { code: CHECKOUT_CODE.cartChanged } });
    const mine = await t.call<CartAnswer>('GET', '/api/cart?type=external', { token: me });
    expect(mine.body.data.taobao?.map((l) => l.id)).toContain(id);
    expect(
      (await t.call<{ total: number }>('GET', '/api/checkout/history?envelope=1', { token: other })).body.total,
    ).toBe(0);
  });

  it('a cart line joins one order: checking it out again answers 409 checkout.cart_changed', async () => {
    const id = await addLine(me, 'tb-100');
    const body = { type: 'taobao', items: [id], payment_type: 'cod' };
    expect((await t.call('POST', '/api/checkout', { token: me, body })).status).toBe(200);
    const again = await t.call<{ message: string; code?: string }>('POST', '/api/checkout', { token: me, body });
    expect(again).toMatchObject({ status: 409, body: { code: CHECKOUT_CODE.cartChanged, message: CART_CHANGED_TEXT } });
  });

  it('buy now with bank transfer waits for verification; lists, details and cancels orders', async () => {
    const res = await t.call<Answer>('POST', '/api/checkout?address=Home', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-100',
        quantity: 1,
        payment_type: 'bankTransfer',
        payment_method: 'phone',
        image_url: await uploadReceipt(t, me),
        note: 'hi',
      },
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    const detail = await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: me,
    });
    expect(detail.body.data).toMatchObject({
      status: 'pending',
      payment_status: 'verifying',
      subtotal: 15,
      can_cancel: true,
      lines: [{ product_name: 'Test dress', quantity: 1, product_price: 15 }],
    });
    expect(detail.body.data.timeline.map((e) => e.stage)).toEqual(['placed']);
    expect((await t.call('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token: other })).status).toBe(404);
    expect((await t.call('POST', `/api/checkout/history/${id}/cancel`, { token: other })).status).toBe(404);
    const pending = await t.call<{ data: { id: number }[]; row_per_page: number }>(
      'GET',
      '/api/checkout/history?envelope=1&status=pending&page=1&row_per_page=12',
      { token: me },
    );
    expect(pending.body.data.map((o) => o.id)).toContain(id);
    expect((await t.call('POST', `/api/checkout/history/${id}/cancel`, { token: me })).status).toBe(200);
    const cancelled = await t.call<{ data: { id: number; status: string }[] }>(
      'GET',
      '/api/checkout/history?envelope=1&status=cancelled',
      { token: me },
    );
    expect(cancelled.body.data[0]).toMatchObject({ id, status: 'cancelled' });
    expect((await t.call('POST', `/api/checkout/history/${id}/cancel`, { token: me })).status).toBe(409);
    expect(
      (await t.call<{ data: unknown[] }>('GET', '/api/checkout/history?envelope=1', { token: other })).body.data,
    ).toEqual([]);
  });

  it('pays with Anakut Cash: discount, ledger debit, insufficient balance refused', async () => {
    // Its own price and shoppers (no earlier test's price change or spending): $6.00, $100 vs $0.
    await setPrice(t, 'fd-1', 600);
    const buyer = await makeShopper(t, '+85510000062');
    const payer = await makeShopper(t, '+85510000064');
    await topUp(t, '+85510000064', 10_000);
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'fd-1',
      quantity: 2,
      address: 'Home',
      payment_type: 'anakut',
    };
    const poor = await t.call<{ message: string }>('POST', '/api/checkout', { token: buyer, body });
    expect(poor.status).toBe(409);
    expect(poor.body.message).toContain('Insufficient Anakut Cash balance');
    const ok = await t.call<Answer>('POST', '/api/checkout', { token: payer, body });
    // 2 x $6.00 = $12.00 less 10% = $10.80; no parcel yet, so no shipping fee.
    expect(ok.body.data).toMatchObject({ status: 'paid', grand_total: 10.8 });
    const wallet = await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: payer });
    expect(wallet.body.data.balance).toBe(89.2);
  });

  it('50 concurrent checkouts with one Idempotency-Key make one order', async () => {
    const buyer = await makeShopper(t, '+85510000063');
    const before = await t.call<{ total: number }>('GET', '/api/checkout/history?envelope=1', { token: buyer });
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'fd-1',
      quantity: 1,
      address: 'Home',
      payment_type: 'cod',
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call<Answer>('POST', '/api/checkout', { token: buyer, body, headers: { 'Idempotency-Key': 'same-key-1' } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const after = await t.call<{ total: number }>('GET', '/api/checkout/history?envelope=1', { token: buyer });
    expect(after.body.total - before.body.total).toBe(1);
    const reused = await t.call('POST', '/api/checkout', {
      token: buyer,
      body: { ...body, quantity: 2 },
      headers: { 'Idempotency-Key': 'same-key-1' },
    });
    expect(reused.status).toBe(422);
  });
});

describe.each(TEST_DB_KINDS)('concurrent wallet checkouts on %s', (kind) => {
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
  });

  it('100 parallel checkouts from 10 users make exactly 100 orders and the right balances', async () => {
    const { walletEntries } = await import('@fardin/db/schema/wallet');
    const { users } = await import('@fardin/db/schema/accounts');
    const { eq } = await import('drizzle-orm');
    const tokens: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const phone = `+8551000020${i}`;
      tokens.push(await makeShopper(t, phone));
      const [u] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      // $50 each: 10 orders of $5.00 less 10% = $45.00, leaving $5.00.
      await t.opened.db.insert(walletEntries).values({ userId: u!.id, amountCents: 5_000, kind: 'topup' });
    }
    const body = {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: 'fd-1',
      quantity: 1,
      address: 'Home',
      payment_type: 'anakut',
    };
    const answers = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: 10 }, (_, n) =>
          t.call<Answer>('POST', '/api/checkout', { token, body, headers: { 'Idempotency-Key': `k-${n}` } }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(100);
    for (const token of tokens) {
      const wallet = await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token });
      expect(wallet.body.data.balance).toBe(5);
      const history = await t.call<{ total: number }>('GET', '/api/checkout/history?envelope=1&status=paid', { token });
      expect(history.body.total).toBe(10);
    }
    const oneMore = await t.call<{ message: string }>('POST', '/api/checkout', {
      token: tokens[0]!,
      body: { ...body, quantity: 2 },
    });
    expect(oneMore.status).toBe(409);
  });
});
