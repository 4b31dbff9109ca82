import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { EXPRESS_MAX_DISTANCE_KM } from '@fardin/core/delivery-fee';
import { ERROR_TEXT, isErrorCode } from '@fardin/core/error-codes';
import type { ApiError } from '@fardin/core/contract-foundation';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { DEMO_SHOPPER, backOfficeTokens } from '../modules/admin/admin-fixtures';

const ROOT = path.resolve(__dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every code written as a literal where an error is made: HttpError and its helpers, and zod issues' `params: {code}`. */
const CODE_SITES = [
  /new HttpError\(\s*\d{3},\s*'([^']+)'/g,
  /(?:notFound|fieldError)\(\s*'([^']+)'/g,
  /errorResponse\(\s*c,\s*\d{3},\s*'([^']+)'/g,
  /params: \{ code: '([^']+)'/g,
  /\bcode: '([a-z_]+\.[a-z_]+)'/g,
];

describe('error codes the server can emit', () => {
  it('are all in the catalogue', () => {
    const files = [...sources(path.join(ROOT, 'apps/server/src')), ...sources(path.join(ROOT, 'packages/core/src'))];
    const found = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const site of CODE_SITES) for (const match of text.matchAll(site)) found.add(match[1]!);
    }
    expect(found.size).toBeGreaterThan(50);
    expect([...found].filter((code) => !isErrorCode(code) && /^[a-z_]+\.[a-z_]+$/.test(code))).toEqual([]);
  });
});

describe.each(TEST_DB_KINDS)('error answers on %s', (kind) => {
  let shopper: string;
  let staff: string;
  const t = useTestApp(kind, async (t) => {
    ({ shopper, staff } = await backOfficeTokens(t));
  });

  const call = (method: string, url: string, options?: { body?: unknown; token?: string }) =>
    t.call<ApiError>(method, url, options);

  it('unknown route: 404 request.not_found', async () => {
    expect(await call('GET', '/api/does-not-exist')).toMatchObject({
      status: 404,
      body: { code: 'request.not_found', message: 'Not found' },
    });
  });

  it('no session: 401 auth.required', async () => {
    expect(await call('GET', '/api/cart?type=external')).toMatchObject({
      status: 401,
      body: { code: 'auth.required', message: 'Unauthenticated' },
    });
  });

  it('staff on an admin-only action: 403 admin.only', async () => {
    const res = await call('POST', '/api/admin/staff', { token: staff, body: { phone: '+85512999888' } });
    expect(res).toMatchObject({ status: 403, body: { code: 'admin.only', message: 'Only an admin can do this' } });
  });

  it('a body over the limit: 413 request.too_large', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const res = await t.app.request('/api/health', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'request.too_large', message: 'Request body is too large' });
  });

  it('unknown cart line: 404 cart.line_not_found', async () => {
    const res = await call('PUT', '/api/cart/update/999999', { token: shopper, body: { quantity: 1 } });
    expect(res).toMatchObject({ status: 404, body: { code: 'cart.line_not_found', message: 'Cart item not found' } });
  });

  it('unknown product: 404 product.not_found', async () => {
    const res = await call('POST', '/api/cart/add', {
      token: shopper,
      body: { product_id: 'nope', type: 'taobao', quantity: 1 },
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'product.not_found', message: 'Product not found' } });
  });

  it('wrong password: 401 auth.invalid_credentials with the spec text', async () => {
    const res = await call('POST', `/api/login?vendor_code=${t.config.VENDOR_CODE}`, {
      body: { phone: DEMO_SHOPPER, password: 'not-the-password' },
    });
    expect(res).toMatchObject({
      status: 401,
      body: { code: 'auth.invalid_credentials', message: ACCOUNT_TEXT.badCredentials },
    });
  });

  it('checkout without a field: 422 checkout.field_required naming the field', async () => {
    const res = await call('POST', '/api/checkout', {
      token: shopper,
      body: { checkout_type: 'buy_now', quantity: 1, product_id: 'tb-100', payment_type: 'cod' },
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        code: 'checkout.field_required',
        message: 'address is required',
        field: 'address',
        params: { field: 'address' },
      },
    });
  });

  it('express delivery too far: 422 delivery.too_far with {km}', async () => {
    const res = await call('POST', '/api/delivery/calculate_price', {
      body: {
        delivery_type: 'express',
        pickup_lat: 11.5564,
        pickup_long: 104.9282,
        receiver_lat: 13.3633,
        receiver_long: 103.8564,
      },
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        code: 'delivery.too_far',
        field: 'receiver_lat',
        params: { km: EXPRESS_MAX_DISTANCE_KM },
        message: `Fast Express covers up to ${EXPRESS_MAX_DISTANCE_KM} km; please book Province Express`,
      },
    });
  });

  it('delivery outside Cambodia: the schema issue carries its code', async () => {
    const res = await call('POST', '/api/delivery/calculate_price', {
      body: {
        delivery_type: 'express',
        pickup_lat: 13.7563,
        pickup_long: 100.5018,
        receiver_lat: 11.55,
        receiver_long: 104.92,
      },
    });
    expect(res).toMatchObject({
      status: 422,
      body: { code: 'delivery.pickup_outside_cambodia', message: ERROR_TEXT['delivery.pickup_outside_cambodia'].en },
    });
  });

  it('unknown delivery: 404 delivery.not_found', async () => {
    expect(await call('GET', '/api/deliveries/abc', { token: shopper })).toMatchObject({
      status: 404,
      body: { code: 'delivery.not_found', message: 'Delivery not found' },
    });
  });
});
