import { describe, expect, it } from 'vitest';
import type { ApiError } from '@fardin/core/contract-foundation';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { insertTestProducts, SHOPPER } from '../modules/checkout/commerce-fixtures';

/**
 * The known 500s of issue 14 and the validation answers that named the wrong problem (decision
 * 0019). Each case answered 500 or a misleading text before the shared input schemas.
 */
describe.each(TEST_DB_KINDS)('hostile input is refused at the edge on %s', (kind) => {
  let shopper: string;
  let admin: string;

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    t.call<ApiError>(method, path, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) });

  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    shopper = await t.tokenFor(SHOPPER);
    admin = await t.tokenFor('+85510000002');
  });

  it('a NUL byte in a text field is 422 validation.invalid_text naming the field', async () => {
    const res = await call('PUT', '/api/profile/update', { name: 'a\u0000' }, shopper);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'validation.invalid_text',
      field: 'name',
      message: 'name contains characters that are not allowed',
    });
    // The checkout reads its body itself: the same guard applies there.
    const checkout = await call(
      'POST',
      '/api/checkout',
      {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-100',
        quantity: 1,
        address: 'Home\u0000',
        payment_type: 'cod',
      },
      shopper,
    );
    expect(checkout.status).toBe(422);
    expect(checkout.body).toMatchObject({ code: 'validation.invalid_text', field: 'address' });
  });

  it('lone surrogates in back-office fields are 422, not a database error', async () => {
    const res = await call('POST', '/api/admin/products', { title_en: 'Bag \uD800', price: 1 }, admin);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation.invalid_text', field: 'title_en' });
    const key = await call(
      'POST',
      '/api/admin/blog/categories',
      { slug: 'x\uDFFFy', name: { kh: 'a', en: 'b', zh: 'c' } },
      admin,
    );
    expect(key.status).toBe(422);
    expect(key.body.code).toBe('validation.invalid_text');
  });

  it('a path id beyond the database integer is 404 of that resource', async () => {
    expect(await call('GET', '/api/blog/2147483648')).toMatchObject({
      status: 404,
      body: { message: 'Post not found', code: 'blog.post_not_found' },
    });
    expect(await call('GET', '/api/deliveries/2147483648', undefined, shopper)).toMatchObject({
      status: 404,
      body: { message: 'Delivery not found' },
    });
    expect((await call('DELETE', '/api/wishlist/remove/2147483648', undefined, shopper)).status).toBe(404);
    expect((await call('GET', '/api/blog/1e308')).status).toBe(404);
    // The largest id that fits is an ordinary unknown post.
    expect(await call('GET', '/api/blog/2147483647')).toMatchObject({
      status: 404,
      body: { message: 'Post not found' },
    });
  });

  it('grand_total 1e308 is refused as an amount', async () => {
    const res = await call(
      'POST',
      '/api/checkout',
      {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-100',
        quantity: 1,
        address: 'Home',
        payment_type: 'cod',
        grand_total: 1e308,
      },
      shopper,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.grand_total).toEqual(['grand_total must be an amount']);
  });

  it('money has at most 2 decimals and sane bounds: KHQR 0.001 and a $0.001 top-up are refused', async () => {
    const khqr = await call('POST', '/api/payment/generate_khqr', { payment_method: 'khqr', amount: 0.001 }, shopper);
    expect(khqr.status).toBe(422);
    expect(khqr.body).toMatchObject({
      code: 'validation.too_small',
      field: 'amount',
      params: { field: 'amount', min: 0.01 },
      message: 'amount must be at least 0.01',
    });
    const topup = await call(
      'POST',
      '/api/wallet/topup',
      { amount: 0.001, image_url: '/uploads/upload/x.webp' },
      shopper,
    );
    expect(topup.status).toBe(422);
    expect(topup.body).toMatchObject({ code: 'validation.too_small', field: 'amount' });
    const cents = await call(
      'POST',
      '/api/wallet/topup',
      { amount: 1.005, image_url: '/uploads/upload/x.webp' },
      shopper,
    );
    expect(cents.body).toMatchObject({
      code: 'validation.too_many_decimals',
      message: 'amount must have at most 2 decimals',
      params: { decimals: 2 },
    });
    const big = await call('POST', '/api/payment/generate_khqr', { payment_method: 'khqr', amount: 100_001 }, shopper);
    expect(big.body).toMatchObject({
      code: 'validation.too_big',
      message: 'amount must be at most 100000',
      params: { max: 100_000 },
    });
  });

  it('true and "0x10" are not numbers', async () => {
    for (const amount of [true, '0x10']) {
      const res = await call('POST', '/api/wallet/topup', { amount, image_url: '/uploads/upload/x.webp' }, shopper);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'validation.not_a_number',
        field: 'amount',
        message: 'amount must be a number',
      });
    }
    expect((await call('GET', '/api/blog?page=0x10')).body).toMatchObject({
      code: 'validation.not_a_number',
      field: 'page',
    });
    expect((await call('GET', '/api/blog?page=true')).status).toBe(422);
  });

  it('a too-long password says so instead of "password is required"', async () => {
    const res = await call('POST', '/api/register', { name: 'Dara', phone: '+85510000077', password: 'a'.repeat(201) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'validation.too_long',
      field: 'password',
      params: { max: 200 },
      message: 'password must be at most 200 characters',
    });
    expect(res.body.errors?.password).toEqual(['password must be at most 200 characters']);
    // A missing one still reads as the spec's text.
    expect((await call('POST', '/api/login', { phone: '+85510000001' })).body).toMatchObject({
      message: 'password is required',
      code: 'validation.required',
      field: 'password',
    });
  });

  it('a body that is not JSON is 422 validation.invalid_json; another content type is 415', async () => {
    const broken = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"phone":',
    });
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({
      code: 'validation.invalid_json',
      message: 'The request body is not valid JSON',
    });
    const form = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'phone=1&password=2',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({
      code: 'validation.unsupported_media_type',
      message: 'Unsupported content type',
    });
  });
});
