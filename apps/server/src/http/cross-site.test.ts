import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { ACCOUNT_CODE } from '@fardin/core/account-text';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { insertTestProducts, makeShopper } from '../modules/checkout/commerce-fixtures';

/**
 * The CSRF rule of `authenticate` (http/auth.ts): a write (POST, PUT, PATCH, DELETE) that rides on
 * the web's cookie must carry our own Origin (scheme, host and port), or none at all; a refused
 * write changes nothing. Bearer tokens (the mobile client) and reads are not cross-site risks.
 */
const HOST = 'shop.example:8443';
const SAME = `https://${HOST}`;
const FOREIGN = [
  'https://evil.example',
  'https://shop.example',
  'https://shop.example:9443',
  'https://shop.example.evil.example:8443',
  'null',
  '',
  'not a url',
];

describe.each(TEST_DB_KINDS)('cross-site writes with the cookie (%s)', (kind) => {
  let token: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    token = await makeShopper(t, '+85510000391');
  });

  const viaCookie = (method: string, path: string, origin: string | undefined, body?: unknown) =>
    t.call<{ code?: string }>(method, path, {
      ...(body !== undefined ? { body } : {}),
      headers: { Cookie: `${AUTH_COOKIE}=${token}`, Host: HOST, ...(origin !== undefined ? { Origin: origin } : {}) },
    });
  const cart = async () => (await t.call<CartAnswer>('GET', '/api/cart?type=external', { token })).body;
  const addBody = { product_id: 'tb-200', type: 'taobao', quantity: 2 };

  it('refuses a POST from any other origin, and the cart stays as it was', async () => {
    for (const origin of FOREIGN) {
      expect(await viaCookie('POST', '/api/cart/add', origin, addBody), origin).toMatchObject({
        status: 403,
        body: { code: ACCOUNT_CODE.crossSite },
      });
    }
    expect((await cart()).total).toBe(0);
  });

  it('refuses PUT and DELETE from another origin, and nothing changes', async () => {
    expect((await viaCookie('POST', '/api/cart/add', SAME, addBody)).status).toBeLessThan(300);
    const line = (await cart()).data.taobao![0]!;
    expect(await viaCookie('DELETE', `/api/cart/remove/${line.id}`, 'https://evil.example')).toMatchObject({
      status: 403,
      body: { code: ACCOUNT_CODE.crossSite },
    });
    expect(await viaCookie('PUT', '/api/profile/update', 'https://evil.example', { name: 'Mallory' })).toMatchObject({
      status: 403,
      body: { code: ACCOUNT_CODE.crossSite },
    });
    expect((await cart()).data.taobao?.map((l) => l.id)).toEqual([line.id]);
    const profile = await t.call<{ name: string }>('GET', '/api/profile', { token });
    expect(profile.body.name).not.toBe('Mallory');

    expect((await viaCookie('DELETE', `/api/cart/remove/${line.id}`, SAME)).status).toBe(200);
    expect((await cart()).total).toBe(0);
  });

  it('refuses PATCH from another origin before any route is looked at', async () => {
    expect(await viaCookie('PATCH', '/api/profile/update', 'https://evil.example', { name: 'Mallory' })).toMatchObject({
      status: 403,
      body: { code: ACCOUNT_CODE.crossSite },
    });
  });

  it('lets our own origin (same port) and origin-less clients write, and anyone read', async () => {
    expect((await viaCookie('PUT', '/api/profile/update', SAME, { name: 'Srey' })).status).toBe(200);
    expect((await viaCookie('PUT', '/api/profile/update', undefined, { name: 'Srey Mom' })).status).toBe(200);
    const read = await viaCookie('GET', '/api/profile', 'https://evil.example');
    expect(read.status).toBe(200);
    expect((read.body as { name: string }).name).toBe('Srey Mom');
  });

  it('a bearer token (the mobile client) is not held to the Origin', async () => {
    const res = await t.call('POST', '/api/cart/add', {
      token,
      body: addBody,
      headers: { Origin: 'https://evil.example', Host: HOST },
    });
    expect(res.status).toBeLessThan(300);
    expect((await cart()).total).toBeGreaterThan(0);
  });
});
