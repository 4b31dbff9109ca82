import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAP_TEXT } from '@fardin/core/messages';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { type Address } from '@fardin/core/contract-accounts';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { tempDataDir } from '../../test/temp-data-dir';

async function upload(t: TestApp, route: string, token: string, bytes: Uint8Array, name = 'a.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await t.app.request(route, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { image_url?: string; message: string } };
}

describe.each(TEST_DB_KINDS)('accounts: profile, addresses, maps (%s)', (kind) => {
  let shopper: string;
  let admin: string;
  const t = useTestApp(
    kind,
    async (t) => {
      shopper = await t.tokenFor('+85510000001');
      admin = await t.tokenFor('+85510000002');
    },
    { env: () => tempDataDir('accounts') },
  );

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/profile')).status).toBe(401);
    expect((await t.call('GET', '/api/profile/location')).status).toBe(401);
  });

  it('updates the name', async () => {
    const res = await t.call<{ user: { name: string } }>('PUT', '/api/profile/update', {
      token: shopper,
      body: { name: '  Srey Neang ' },
    });
    expect(res.body.user.name).toBe('Srey Neang');
    expect((await t.call('PUT', '/api/profile/update', { token: shopper, body: { name: '' } })).body).toMatchObject({
      message: 'name is required',
    });
  });

  it('stores re-encoded images under random names and refuses anything else', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1B5E20' } })
      .png()
      .toBuffer();
    const ok = await upload(t, '/api/profile/image', shopper, png);
    expect(ok.status).toBe(200);
    expect(ok.body.image_url).toMatch(/^http:\/\/localhost:3000\/uploads\/profile\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.request(ok.body.image_url!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await t.call<{ image: string }>('GET', '/api/profile', { token: shopper })).body.image).toBe(
      ok.body.image_url,
    );
    const generic = await upload(t, '/api/upload', shopper, png);
    expect(generic.body.image_url).toMatch(/^http:\/\/localhost:3000\/uploads\/upload\//);
    const fake = await upload(t, '/api/upload', shopper, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png');
    expect(fake).toMatchObject({ status: 422, body: { message: ACCOUNT_TEXT.imageType } });
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set([0xff, 0xd8, 0xff]);
    expect((await upload(t, '/api/upload', shopper, huge, 'big.jpg')).status).toBe(413);
    expect((await t.app.request('/uploads/profile/../../etc.webp')).status).toBe(404);
  });

  it('adds addresses, sets the default, deletes; the first is the default', async () => {
    // The demo shopper starts with the seeded home address (decision 0023): start from none.
    for (const a of (await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: shopper })).body.data) {
      await t.call('DELETE', `/api/profile/location/delete/${a.id}`, { token: shopper });
    }
    const first = await t.call<{ data: Address }>('POST', '/api/profile/location/add', {
      token: shopper,
      body: { name: 'Home', description: 'St 51', lat: 11.55, long: 104.92 },
    });
    expect(first.body.data).toMatchObject({ name: 'Home', default: true, lat: 11.55, long: 104.92 });
    const second = await t.call<{ data: Address }>('POST', '/api/profile/location/add', {
      token: shopper,
      body: { name: 'Office', lat: '11.57', long: '104.93' },
    });
    expect(second.body.data.default).toBe(false);
    expect((await t.call('POST', `/api/profile/location/${second.body.data.id}`, { token: shopper })).status).toBe(200);
    const list = await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: shopper });
    expect(list.body.data.map((a) => [a.name, a.default])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    expect(
      (await t.call<{ address: { id: number; name: string } }>('GET', '/api/profile', { token: shopper })).body.address,
    ).toMatchObject({ id: second.body.data.id, name: 'Office', lat: 11.57, long: 104.93 });
    expect(
      (await t.call('DELETE', `/api/profile/location/delete/${second.body.data.id}`, { token: shopper })).status,
    ).toBe(200);
    const after = await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: shopper });
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0]?.default).toBe(true);
  });

  it("answers 404 for another user's address and stores nothing bad", async () => {
    const mine = await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: shopper });
    const id = mine.body.data[0]!.id;
    expect((await t.call('POST', `/api/profile/location/${id}`, { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', `/api/profile/location/delete/${id}`, { token: admin })).status).toBe(404);
    expect((await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: admin })).body.data).toEqual([]);
    const bad = await t.call<{ message: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/profile/location/add',
      { token: admin, body: { name: 'X', lat: 91, long: 104 } },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('error');
    expect(bad.body.errors.lat).toEqual([MAP_TEXT.badLatitude]);
    expect((await t.call('POST', '/api/profile/location/abc', { token: admin })).status).toBe(404); // a path naming no address (decision 0019)
    expect((await t.call<{ data: Address[] }>('GET', '/api/profile/location', { token: admin })).body.data).toEqual([]);
  });

  it('reads coordinates from text and Google Maps links with the spec messages', async () => {
    const q = (url: string) =>
      t.call<{ lat?: number; lng?: number; message: string }>('POST', '/api/query_google_map', { body: { url } });
    expect((await q('11.5564, 104.9282')).body).toEqual({ message: MAP_TEXT.success, lat: 11.5564, lng: 104.9282 });
    expect(
      (
        await q(
          'https://www.google.com/maps/place/Wat+Phnom/@11.5765,104.9230,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d11.5762!4d104.9231',
        )
      ).body,
    ).toMatchObject({ lat: 11.5762, lng: 104.9231 });
    expect((await q('https://maps.google.com/?q=11.55,104.92')).body).toMatchObject({ lat: 11.55, lng: 104.92 });
    expect((await q('')).body.message).toBe(MAP_TEXT.enterValid);
    expect((await q('https://example.com/maps?q=1,2')).body.message).toBe(MAP_TEXT.notGoogle);
    expect((await q('google.com/maps?q=1,2')).body.message).toBe(MAP_TEXT.needHttp);
    expect((await q('91,100')).body.message).toBe(MAP_TEXT.badLatitude);
    expect((await q('11.5;104')).body.message).toBe(MAP_TEXT.badFormat);
  });

  it('names a point with the gazetteer', async () => {
    const res = await t.call<{ label: string }>('GET', '/api/reverse_geocode?lat=11.5449&lng=104.9214&lang=kh');
    expect(res.body.label).toBe('ខណ្ឌចំការមន រាជធានីភ្នំពេញ');
    expect((await t.call('GET', '/api/reverse_geocode?lat=200&lng=1')).status).toBe(422);
  });

  it('lists the dev SMS outbox outside production only', async () => {
    const res = await t.call<{ data: unknown[] }>('GET', '/api/dev/sms-outbox');
    expect(res.status).toBe(200);
    const prod = await createTestApp(kind, { NODE_ENV: 'production' });
    expect((await prod.call('GET', '/api/dev/sms-outbox')).status).toBe(404);
    await prod.close();
  });
});
