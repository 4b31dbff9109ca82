import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@fardin/core/contract-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { makeShopper } from '../modules/checkout/commerce-fixtures';
import { tempDataDir } from '../test/temp-data-dir';
import { absolutizeOwnUrls, originResolver, RELATIVE_URLS_ENV } from './own-urls';

const SEARCH = '/api/fardin?api=item_search&page_size=4';

describe('own picture URLs (decision 0024)', () => {
  it('picks the configured origin the Host names, the proxy headers only when trusted, else PUBLIC_URL', () => {
    const origins = ['https://canonical.example', 'http://192.168.1.5:3224', 'https://shop.example'];
    const direct = originResolver({ publicUrl: origins[0]!, origins, trustProxy: 0 });
    const proxied = originResolver({ publicUrl: origins[0]!, origins, trustProxy: 1 });
    const request = new Request('http://localhost/api/x', {
      headers: { host: '192.168.1.5:3224', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
    });
    expect(direct(request, undefined)).toBe('http://192.168.1.5:3224');
    expect(proxied(request, undefined)).toBe('https://shop.example');
    // A Host (or forwarded host) the configuration does not name is ignored: PUBLIC_URL.
    for (const host of ['evil.example', 'evil.example/"><script>', '192.168.1.5:9999', 'localhost'])
      expect(direct(new Request('http://localhost:3224/api/x', { headers: { host } }), undefined)).toBe(
        'https://canonical.example',
      );
    const forwarded = new Request('http://x/', {
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(proxied(forwarded, undefined)).toBe('https://canonical.example');
    // Untrusted forwarding headers are not read.
    expect(direct(forwarded, undefined)).toBe('https://shop.example');
  });

  it('makes only picture fields holding own paths absolute', () => {
    expect(
      absolutizeOwnUrls(
        {
          pic: '/api/demo-image/a.svg',
          images: ['/uploads/x.webp', 'https://cdn.example/y.jpg', '//img.example/z.jpg'],
          title: '/not-a-picture',
          nested: [{ image_url: '/uploads/r.webp' }],
        },
        'http://h:1',
      ),
    ).toEqual({
      pic: 'http://h:1/api/demo-image/a.svg',
      images: ['http://h:1/uploads/x.webp', 'https://cdn.example/y.jpg', '//img.example/z.jpg'],
      title: '/not-a-picture',
      nested: [{ image_url: 'http://h:1/uploads/r.webp' }],
    });
  });
});

describe.each(TEST_DB_KINDS)('one server under two hosts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // PUBLIC_URL names a third host: the two configured hosts get pictures on themselves.
    t = await createTestApp(kind, {
      ...tempDataDir('own-urls'),
      PUBLIC_URL: 'https://canonical.example',
      PUBLIC_ORIGINS: 'http://localhost:3000,http://192.168.1.5:3224,http://10.0.0.7:8080',
    });
  });
  afterAll(() => t.close());

  const picsUnder = async (host: string) => {
    const res = await t.call<SearchAnswer>('GET', SEARCH, { headers: { Host: host } });
    expect(res.status).toBe(200);
    return res.body.result.item.map((item) => item.pic);
  };

  it('answers product pictures on the host each client reached, also from the kept answer', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (const host of ['localhost:3000', '192.168.1.5:3224']) {
        const pics = await picsUnder(host);
        expect(pics.length).toBeGreaterThan(0);
        for (const pic of pics)
          expect(pic).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}/api/demo-image/`));
      }
    }
  });

  it('answers an unknown Host on PUBLIC_URL and keeps no answer naming it (issue 24 item 4)', async () => {
    const path = `${SEARCH}&page=2`;
    const poisoned = await t.call('GET', path, { headers: { Host: 'evil.example' } });
    expect(poisoned.status).toBe(200);
    expect(JSON.stringify(poisoned.body)).not.toContain('evil.example');
    expect(JSON.stringify(poisoned.body)).toContain('https://canonical.example/api/demo-image/');
    // The same path again, under the canonical host and under none (the kept answer is shared).
    for (const host of ['canonical.example', undefined]) {
      const res = await t.call('GET', path, host ? { headers: { Host: host } } : {});
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
    }
  });

  it('answers the web (in process) relative paths', async () => {
    const res = await t.app.request(SEARCH, { headers: { Accept: 'application/json' } }, { [RELATIVE_URLS_ENV]: true });
    const body = (await res.json()) as SearchAnswer;
    for (const item of body.result.item) expect(item.pic).toMatch(/^\/api\/demo-image\//);
  });

  it("answers an upload on the caller's host and takes it back as a receipt", async () => {
    const token = await makeShopper(t, '+85510000071');
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJ0lEQVQ4jWOQq9CgCmIYNUhuNIzkRtNRxWgWqRgtRjRGS0iNgaxFACARq5Bbbn4ZAAAAAElFTkSuQmCC',
      'base64',
    );
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'r.png');
    const res = await t.app.request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, Host: '10.0.0.7:8080' },
    });
    const { image_url } = (await res.json()) as { image_url: string };
    expect(image_url).toMatch(/^http:\/\/10\.0\.0\.7:8080\/uploads\/upload\/[a-f0-9]{32}\.webp$/);
    const topup = await t.call('POST', '/api/wallet/topup', {
      token,
      headers: { Host: '10.0.0.7:8080' },
      body: { amount: 5, image: image_url, payment_method: 'aba', note: 'x' },
    });
    expect(topup.status, JSON.stringify(topup.body)).toBe(200);
    // The same absolute URL sent to another configured host is not one of its uploads.
    const elsewhere = await t.call('POST', '/api/wallet/topup', {
      token,
      headers: { Host: '192.168.1.5:3224' },
      body: { amount: 5, image: image_url, payment_method: 'aba', note: 'x' },
    });
    expect(elsewhere.status).toBe(422);
  });
});
