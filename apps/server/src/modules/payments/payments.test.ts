import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { decodeKhqr, verifyKhqr } from '@fardin/core/khqr';
import { md5Hex } from '@fardin/core/md5';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper, SHOPPER } from '../checkout/commerce-fixtures';
import { createBakongGateway } from '../../integrations/payment-gateway/bakong';
import { transactionMatches } from '../../integrations/payment-gateway/gateway';

type Khqr = { data: { qr_code_url: string; qr_string: string; md5: string; reference: string; amount: number } };
type Status = { data: { payment_status: string; reference: string } };

describe.each(TEST_DB_KINDS)('KHQR payments on %s', (kind) => {
  let t: TestApp;
  let me: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertTestProducts(t);
    me = await t.tokenFor(SHOPPER);
    other = await makeShopper(t, '+85510000071');
  });
  afterAll(() => t.close());

  it('generates a real KHQR for the amount, served as a QR image', async () => {
    const res = await t.call<Khqr>('POST', '/api/payment/generate_khqr', { token: me, body: { payment_method: 'wing', amount: 15, type: 'khqr' } });
    expect(res.status).toBe(200);
    const { qr_string: qr, md5, reference, qr_code_url: url } = res.body.data;
    expect(verifyKhqr(qr)).toBe(true);
    expect(md5).toBe(md5Hex(qr));
    expect(decodeKhqr(qr)).toMatchObject({ dynamic: true, amount: 15, currency: 'USD', billNumber: reference, accountId: 'fardin@devb' });
    const svg = await t.app.request(url);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    // QR encode/decode round trip: the image decodes back to the same KHQR string.
    const png = await QRCode.toBuffer(qr, { margin: 2, scale: 6 });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(qr);
  });

  it('polls pending, then paid after the sandbox pay; another user gets 404', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', { token: me, body: { payment_method: 'wing', amount: 15, type: 'khqr' } });
    const reference = gen.body.data.reference;
    expect((await t.call<Status>('POST', '/api/payment/check_payment_status', { token: me })).body.data).toEqual({ payment_status: 'pending', reference });
    expect((await t.call('POST', '/api/payment/check_payment_status', { token: other, body: { reference } })).status).toBe(404);
    expect((await t.call('POST', '/api/payment/sandbox/pay', { token: other, body: { reference } })).status).toBe(404);
    expect((await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference } })).status).toBe(200);
    const polls = await Promise.all([1, 2, 3].map(() => t.call<Status>('POST', '/api/payment/check_payment_status', { token: me, body: { reference } })));
    expect(polls.map((p) => p.body.data.payment_status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('checks out a buy-now with the paid KHQR once, even from two tabs', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', { token: me, body: { payment_method: 'wing', amount: 15, type: 'khqr' } });
    const { reference, qr_code_url: url } = gen.body.data;
    const body = { checkout_type: 'buy_now', type: 'taobao', product_id: 'tb-100', quantity: 1, address: 'Home', payment_type: 'khqr', payment_method: 'wing', image_url: url };
    const early = await t.call<{ message: string }>('POST', '/api/checkout', { token: me, body });
    expect(early).toMatchObject({ status: 409, body: { message: 'The KHQR payment has not been received yet' } });
    await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference } });
    const tabs = await Promise.all([1, 2].map(() => t.call<{ data: { id: number; status: string } }>('POST', '/api/checkout', { token: me, body })));
    expect(tabs.map((r) => r.status)).toEqual([200, 200]);
    expect(tabs[0]!.body.data.id).toBe(tabs[1]!.body.data.id);
    expect(tabs[0]!.body.data.status).toBe('paid');
    const other2 = await t.call('POST', '/api/checkout', { token: other, body });
    expect(other2.status).toBe(404);
  });

  it('refuses a KHQR payment whose amount differs from the order', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', { token: me, body: { payment_method: 'wing', amount: 1, type: 'khqr' } });
    await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference: gen.body.data.reference } });
    const res = await t.call<{ message: string }>('POST', '/api/checkout', {
      token: me,
      body: { checkout_type: 'buy_now', type: 'taobao', product_id: 'tb-100', quantity: 1, address: 'Home', payment_type: 'khqr', payment_method: 'wing', payment_reference: gen.body.data.reference },
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'The KHQR payment amount does not match the order total' } });
  });

  it('has no sandbox pay in production', async () => {
    const prod = await createTestApp(kind, { NODE_ENV: 'production' });
    try {
      const token = await prod.tokenFor(SHOPPER);
      const gen = await prod.call<Khqr>('POST', '/api/payment/generate_khqr', { token, body: { payment_method: 'wing', amount: 2 } });
      expect((await prod.call('POST', '/api/payment/sandbox/pay', { token, body: { reference: gen.body.data.reference } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('adapts the Bakong Open API: matched transaction, not found, failure', async () => {
    const replies: unknown[] = [
      { responseCode: 0, data: { hash: 'h', fromAccountId: 'a@b', toAccountId: 'fardin@devb', currency: 'USD', amount: 15 } },
      { responseCode: 1, errorCode: 1, responseMessage: 'Transaction could not be found' },
    ];
    const seen: string[] = [];
    const gateway = createBakongGateway({
      apiUrl: 'https://bakong.test',
      token: 'secret',
      fetch: (async (url: URL, init: RequestInit) => {
        seen.push(`${url.toString()} ${String((init.headers as Record<string, string>).Authorization)} ${String(init.body)}`);
        const next = replies.shift();
        return next ? Response.json(next) : new Response('down', { status: 503 });
      }) as unknown as typeof fetch,
    });
    const tx = await gateway.lookup('abc');
    expect(seen[0]).toBe('https://bakong.test/v1/check_transaction_by_md5 Bearer secret {"md5":"abc"}');
    expect(transactionMatches(tx!, { accountId: 'fardin@devb', currency: 'USD', amountCents: 1500 })).toBe(true);
    expect(transactionMatches(tx!, { accountId: 'other@devb', currency: 'USD', amountCents: 1500 })).toBe(false);
    expect(transactionMatches(tx!, { accountId: 'fardin@devb', currency: 'USD', amountCents: 1400 })).toBe(false);
    expect(transactionMatches(tx!, { accountId: 'fardin@devb', currency: 'KHR', amountCents: 1500 })).toBe(false);
    expect(await gateway.lookup('abc')).toBeNull();
    await expect(gateway.lookup('abc')).rejects.toThrow('503');
  });
});
