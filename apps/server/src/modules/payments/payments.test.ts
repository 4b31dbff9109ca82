import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { decodeKhqr, verifyKhqr } from '@fardin/core/khqr';
import { md5Hex } from '../../lib/md5';
import { createTestApp, useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper, SHOPPER } from '../checkout/commerce-fixtures';
import { createBakongGateway } from '../../integrations/payment-gateway/bakong';
import { transactionMatches } from '../../integrations/payment-gateway/gateway';
import { withClock } from '../accounts/test-helpers';
import { KHQR_TTL_MS } from './service';

type Khqr = {
  data: {
    qr_code_url: string;
    qr_png_url: string;
    merchant_name: string;
    deep_link: string | null;
    expires_in_ms: number;
    expires_at: string;
    qr_string: string;
    md5: string;
    reference: string;
    amount: number;
  };
};
type Status = { data: { payment_status: string; reference: string } };

describe.each(TEST_DB_KINDS)('KHQR payments on %s', (kind) => {
  let me: string;
  let other: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    me = await t.tokenFor(SHOPPER);
    other = await makeShopper(t, '+85510000071');
  });

  it('generates a real KHQR for the amount, served as a QR image', async () => {
    const res = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 15, type: 'khqr' },
    });
    expect(res.status).toBe(200);
    const { qr_string: qr, md5, reference, qr_code_url: url } = res.body.data;
    expect(verifyKhqr(qr)).toBe(true);
    expect(md5).toBe(md5Hex(qr));
    expect(decodeKhqr(qr)).toMatchObject({
      dynamic: true,
      amount: 15,
      currency: 'USD',
      billNumber: reference,
      accountId: 'fardin@devb',
    });
    const svg = await t.app.request(url);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    // QR encode/decode round trip: the image decodes back to the same KHQR string.
    const png = await QRCode.toBuffer(qr, { margin: 2, scale: 6 });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(qr);
  });

  it('answers what the phone shows beside the QR and a PNG to save that scans back to the same KHQR', async () => {
    const res = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 7.5, type: 'khqr' },
    });
    const { qr_string: qr, reference, qr_png_url: pngUrl } = res.body.data;
    // The sandbox has no bank app to open (decision 0022); the QR lives as long as the page polls.
    expect(res.body.data).toMatchObject({ merchant_name: 'Fardin', deep_link: null, amount: 7.5 });
    expect(KHQR_TTL_MS).toBe(90_000);
    expect(res.body.data.expires_in_ms).toBeGreaterThan(KHQR_TTL_MS - 5000);
    expect(res.body.data.expires_in_ms).toBeLessThanOrEqual(KHQR_TTL_MS);
    const png = await t.app.request(pngUrl);
    expect(png.status).toBe(200);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(png.headers.get('Content-Disposition')).toBe(`attachment; filename="KHQR-${reference}.png"`);
    const { data, info } = await sharp(Buffer.from(await png.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(qr);
    expect((await t.app.request('/api/payment/khqr/FD0000000000000000.png')).status).toBe(404);
  });

  it('expires an unpaid QR when its time is up, but money that arrived in time still wins', async () => {
    const clock = withClock(t);
    const gen = await clock.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 3, type: 'khqr' },
    });
    const late = await clock.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 4, type: 'khqr' },
    });
    const status = async (reference: string) =>
      (await clock.call<Status>('POST', '/api/payment/check_payment_status', { token: me, body: { reference } })).body
        .data.payment_status;
    clock.advance(KHQR_TTL_MS / 1000 - 5);
    expect(await status(gen.body.data.reference)).toBe('pending');
    await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference: late.body.data.reference } });
    clock.advance(10);
    expect(await status(gen.body.data.reference)).toBe('expired');
    expect(await status(late.body.data.reference)).toBe('paid');
  });

  it('gives E2E runs a QR as short as their poll', async () => {
    const e2e = await createTestApp(kind, { E2E: '1' });
    try {
      const token = await e2e.tokenFor(SHOPPER);
      const gen = await e2e.call<Khqr>('POST', '/api/payment/generate_khqr', {
        token,
        body: { payment_method: 'wing', amount: 2 },
      });
      expect(gen.body.data.expires_in_ms).toBeLessThanOrEqual(9000);
    } finally {
      await e2e.close();
    }
  });

  it('polls pending, then paid after the sandbox pay; another user gets 404', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 15, type: 'khqr' },
    });
    const reference = gen.body.data.reference;
    expect((await t.call<Status>('POST', '/api/payment/check_payment_status', { token: me })).body.data).toEqual({
      payment_status: 'pending',
      reference,
    });
    expect(
      (await t.call('POST', '/api/payment/check_payment_status', { token: other, body: { reference } })).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/payment/sandbox/pay', { token: other, body: { reference } })).status).toBe(404);
    expect((await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference } })).status).toBe(200);
    const polls = await Promise.all(
      [1, 2, 3].map(() =>
        t.call<Status>('POST', '/api/payment/check_payment_status', { token: me, body: { reference } }),
      ),
    );
    expect(polls.map((p) => p.body.data.payment_status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('checks out a buy-now with the paid KHQR once, even from two tabs', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 15, type: 'khqr' },
    });
    const { reference, qr_code_url: url } = gen.body.data;
    const body = {
      checkout_type: 'buy_now',
      type: 'taobao',
      product_id: 'tb-100',
      quantity: 1,
      address: 'Home',
      payment_type: 'khqr',
      payment_method: 'wing',
      image_url: url,
    };
    const early = await t.call<{ message: string }>('POST', '/api/checkout', { token: me, body });
    expect(early).toMatchObject({ status: 409, body: { message: 'The KHQR payment has not been received yet' } });
    await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference } });
    const tabs = await Promise.all(
      [1, 2].map(() => t.call<{ data: { id: number; status: string } }>('POST', '/api/checkout', { token: me, body })),
    );
    expect(tabs.map((r) => r.status)).toEqual([200, 200]);
    expect(tabs[0]!.body.data.id).toBe(tabs[1]!.body.data.id);
    expect(tabs[0]!.body.data.status).toBe('paid');
    const other2 = await t.call('POST', '/api/checkout', { token: other, body });
    expect(other2.status).toBe(404);
  });

  it('refuses a KHQR payment whose amount differs from the order', async () => {
    const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 1, type: 'khqr' },
    });
    await t.call('POST', '/api/payment/sandbox/pay', { token: me, body: { reference: gen.body.data.reference } });
    const res = await t.call<{ message: string }>('POST', '/api/checkout', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-100',
        quantity: 1,
        address: 'Home',
        payment_type: 'khqr',
        payment_method: 'wing',
        payment_reference: gen.body.data.reference,
      },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'The KHQR payment amount does not match the order total' },
    });
  });

  it('has no sandbox pay in production', async () => {
    const prod = await createTestApp(kind, { NODE_ENV: 'production' });
    try {
      const token = await prod.tokenFor(SHOPPER);
      const gen = await prod.call<Khqr>('POST', '/api/payment/generate_khqr', {
        token,
        body: { payment_method: 'wing', amount: 2 },
      });
      expect(
        (await prod.call('POST', '/api/payment/sandbox/pay', { token, body: { reference: gen.body.data.reference } }))
          .status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('adapts the Bakong Open API: matched transaction, not found, failure', async () => {
    const replies: unknown[] = [
      {
        responseCode: 0,
        data: { hash: 'h', fromAccountId: 'a@b', toAccountId: 'fardin@devb', currency: 'USD', amount: 15 },
      },
      { responseCode: 1, errorCode: 1, responseMessage: 'Transaction could not be found' },
    ];
    const seen: string[] = [];
    const gateway = createBakongGateway({
      apiUrl: 'https://bakong.test',
      token: 'secret',
      source,
      fetch: (async (url: URL, init: RequestInit) => {
        seen.push(
          `${url.toString()} ${String((init.headers as Record<string, string>).Authorization)} ${String(init.body)}`,
        );
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

  it('asks Bakong for the deep link that opens the bank app, and says when it cannot', async () => {
    const seen: unknown[] = [];
    const replies: unknown[] = [
      { responseCode: 0, data: { shortLink: 'https://bakong.page.link/abc' } },
      { responseCode: 1, errorCode: 4, responseMessage: 'Deeplink provider error' },
    ];
    const gateway = createBakongGateway({
      apiUrl: 'https://bakong.test',
      token: 'secret',
      source,
      fetch: (async (url: URL, init: RequestInit) => {
        seen.push({
          url: url.toString(),
          auth: (init.headers as Record<string, string>).Authorization,
          body: JSON.parse(String(init.body)),
        });
        return Response.json(replies.shift());
      }) as unknown as typeof fetch,
    });
    expect(await gateway.deepLink('000201qr')).toBe('https://bakong.page.link/abc');
    expect(seen[0]).toEqual({
      url: 'https://bakong.test/v1/generate_deeplink_by_qr',
      auth: 'Bearer secret',
      body: { qr: '000201qr', sourceInfo: source },
    });
    await expect(gateway.deepLink('000201qr')).rejects.toThrow('Deeplink provider error');
  });
});

const source = {
  appName: 'Fardin',
  appIconUrl: 'https://shop.test/app-icon.svg',
  appDeepLinkCallback: 'https://shop.test/account/my-order',
};
