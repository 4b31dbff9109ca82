import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

describe.each(TEST_DB_KINDS)('reference API on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers health', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('lists the stores with fardin first', async () => {
    const res = await t.call<{ data: { code: string; country: string; image: string }[] }>('GET', '/api/stores');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.code)).toEqual([
      'fardin',
      '1688',
      'alibaba',
      'aliexpress',
      'amazon',
      'coupang',
      'ebay',
      'lazada',
      'shopee',
      'taobao',
    ]);
    expect(res.body.data[0]?.country).toBe('fardin');
    expect(res.body.data.every((s) => s.image.endsWith('.svg'))).toBe(true);
  });

  it('gives the 8 built-in categories with sub-categories in three languages, and the contact', async () => {
    const res = await t.call<{
      data: { title: { kh: string; en: string; zh: string }; sub: unknown[] }[];
      contact: { phones: unknown[] };
    }>('GET', '/api/setting');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(8);
    for (const category of res.body.data) {
      expect(category.title.kh && category.title.en && category.title.zh).toBeTruthy();
      expect(category.sub.length).toBeGreaterThan(0);
    }
    expect(res.body.contact.phones).toHaveLength(3);
  });

  it('lists banners', async () => {
    const res = await t.call<{ data: unknown[] }>('GET', '/api/banners');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/does-not-exist');
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('refuses bodies over 1 MB with 413 and a message', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const res = await t.app.request('/api/health', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large', code: 'request.too_large' });
  });

  it('sends security headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
