import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken } from './admin-fixtures';

type Row = { id: string; title: string; position: number; visible: boolean };
type Reference = { data: { categories: Row[]; banners: Row[]; stores: Row[] } };
type Shipping = {
  data: {
    rates: {
      country: string;
      transport: string;
      kilo_price: number;
      vol_price: number;
      service_fee: number;
      days_min: number;
      days_max: number;
      active: boolean;
    }[];
    zones: { id: number; service_fee: number }[];
    districts: { id: number; service_fee: number }[];
  };
};
type Audit = { data: { action: string; target_type: string; target_id: string; details: Record<string, unknown> }[] };

describe.each(TEST_DB_KINDS)('back office reference data and shipping fees on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;

  const reference = async () => (await t.call<Reference>('GET', '/api/admin/reference', { token: admin })).body.data;
  const shipping = async () => (await t.call<Shipping>('GET', '/api/admin/shipping', { token: admin })).body.data;
  const audit = async (type: string, id: number | string) =>
    (
      await t.call<Audit>('GET', `/api/admin/audit?target_type=${type}&target_id=${encodeURIComponent(String(id))}`, {
        token: admin,
      })
    ).body.data.map((e) => e.action);

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
  });

  it('answers 404 to guests and shoppers and 403 to staff on every reference and shipping call', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/reference', undefined],
      ['POST', '/api/admin/reference/stores/taobao/move', { direction: 'up' }],
      ['POST', '/api/admin/reference/categories/1/visibility', { visible: false }],
      ['GET', '/api/admin/shipping', undefined],
      [
        'PUT',
        '/api/admin/shipping/rates/CN/land',
        { kilo_price: 1, vol_price: 1, service_fee: 1, days_min: 1, days_max: 2 },
      ],
      ['PUT', '/api/admin/shipping/zones/1', { service_fee: 1 }],
      ['PUT', '/api/admin/shipping/districts/1', { service_fee: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const withBody = body === undefined ? {} : { body };
      expect((await t.call(method, path, withBody)).status, `${method} ${path} guest`).toBe(404);
      expect((await t.call(method, path, { token: shopper, ...withBody })).status, `${method} ${path} shopper`).toBe(
        404,
      );
      expect((await t.call(method, path, { token: staff, ...withBody })).status, `${method} ${path} staff`).toBe(403);
    }
  });

  it('lists top-level categories, banners and stores in order and moves one up and down', async () => {
    const before = await reference();
    expect(before.categories.length).toBeGreaterThan(1);
    expect(before.stores.length).toBeGreaterThan(1);
    const [first, second] = before.stores;
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${second!.id}/move`, {
          token: admin,
          body: { direction: 'up' },
        })
      ).status,
    ).toBe(200);
    const after = (await reference()).stores.map((s) => s.id);
    expect(after.slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${second!.id}/move`, {
          token: admin,
          body: { direction: 'up' },
        })
      ).status,
    ).toBe(200);
    expect((await reference()).stores[0]!.id).toBe(second!.id);
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${second!.id}/move`, {
          token: admin,
          body: { direction: 'down' },
        })
      ).status,
    ).toBe(200);
    expect((await reference()).stores.slice(0, 2).map((s) => s.id)).toEqual([first!.id, second!.id]);
    expect(await audit('stores', second!.id)).toEqual(expect.arrayContaining(['reference.move']));

    const cat = before.categories[1]!;
    expect(
      (
        await t.call('POST', `/api/admin/reference/categories/${cat.id}/move`, {
          token: admin,
          body: { direction: 'up' },
        })
      ).status,
    ).toBe(200);
    expect((await reference()).categories[0]!.id).toBe(cat.id);
    expect(
      (await t.call('POST', '/api/admin/reference/categories/999999/move', { token: admin, body: { direction: 'up' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/reference/shelves/1/move', { token: admin, body: { direction: 'up' } })).status,
    ).toBe(404); // a path naming no kind is no resource (decision 0019)
    expect(
      (
        await t.call('POST', `/api/admin/reference/categories/${cat.id}/move`, {
          token: admin,
          body: { direction: 'sideways' },
        })
      ).status,
    ).toBe(422);
  });

  it('hides a store and a category from the shop and shows them again, audited', async () => {
    const { stores, categories, banners } = await reference();
    const store = stores[stores.length - 1]!;
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${store.id}/visibility`, {
          token: admin,
          body: { visible: false },
        })
      ).status,
    ).toBe(200);
    const publicStores = await t.call<{ data: { code?: string; store?: string }[] }>('GET', '/api/stores');
    expect(JSON.stringify(publicStores.body)).not.toContain(`"${store.id}"`);
    expect((await reference()).stores.find((s) => s.id === store.id)?.visible).toBe(false);
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${store.id}/visibility`, {
          token: admin,
          body: { visible: true },
        })
      ).status,
    ).toBe(200);
    expect(await audit('stores', store.id)).toEqual(expect.arrayContaining(['reference.hide', 'reference.show']));

    const category = categories[0]!;
    expect(
      (
        await t.call('POST', `/api/admin/reference/categories/${category.id}/visibility`, {
          token: admin,
          body: { visible: false },
        })
      ).status,
    ).toBe(200);
    expect((await reference()).categories.find((c) => c.id === category.id)?.visible).toBe(false);
    expect(await audit('categories', category.id)).toContain('reference.hide');
    if (banners[0]) {
      expect(
        (
          await t.call('POST', `/api/admin/reference/banners/${banners[0].id}/visibility`, {
            token: admin,
            body: { visible: false },
          })
        ).status,
      ).toBe(200);
      expect((await reference()).banners[0]!.visible).toBe(false);
    }
    expect(
      (
        await t.call('POST', `/api/admin/reference/stores/${store.id}/visibility`, {
          token: admin,
          body: { visible: 'no' },
        })
      ).status,
    ).toBe(422);
  });

  it('updates a shipping rate (validated, audited) and zone and district fees', async () => {
    const { rates, zones, districts } = await shipping();
    expect(rates.length).toBeGreaterThan(0);
    const rate = rates[0]!;
    const path = `/api/admin/shipping/rates/${rate.country}/${rate.transport}`;
    const body = { kilo_price: 4.25, vol_price: 300, service_fee: 1.5, days_min: 5, days_max: 9, active: true };
    expect((await t.call('PUT', path, { token: admin, body: { ...body, kilo_price: -1 } })).status).toBe(422);
    expect((await t.call('PUT', path, { token: admin, body: { ...body, kilo_price: 50_000 } })).status).toBe(422);
    expect((await t.call('PUT', path, { token: admin, body: { ...body, days_min: 10, days_max: 2 } })).status).toBe(
      422,
    );
    expect((await t.call('PUT', `/api/admin/shipping/rates/XX/${rate.transport}`, { token: admin, body })).status).toBe(
      404,
    );
    expect((await t.call('PUT', path, { token: admin, body })).status).toBe(200);
    const saved = (await shipping()).rates.find((r) => r.country === rate.country && r.transport === rate.transport);
    expect(saved).toMatchObject(body);
    const entries = (
      await t.call<Audit>(
        'GET',
        `/api/admin/audit?target_type=shipping_rate&target_id=${rate.country}:${rate.transport}`,
        { token: admin },
      )
    ).body.data;
    expect(entries[0]).toMatchObject({ action: 'shipping.rate.update', details: { after: body } });

    const zone = zones[0]!;
    expect(
      (await t.call('PUT', `/api/admin/shipping/zones/${zone.id}`, { token: admin, body: { service_fee: -0.5 } }))
        .status,
    ).toBe(422);
    expect(
      (await t.call('PUT', `/api/admin/shipping/zones/${zone.id}`, { token: admin, body: { service_fee: 2.75 } }))
        .status,
    ).toBe(200);
    expect((await shipping()).zones.find((z) => z.id === zone.id)?.service_fee).toBe(2.75);
    expect(await audit('zone', zone.id)).toContain('shipping.zone.update');

    const district = districts[0]!;
    expect(
      (await t.call('PUT', `/api/admin/shipping/districts/${district.id}`, { token: admin, body: { service_fee: 3 } }))
        .status,
    ).toBe(200);
    expect((await shipping()).districts.find((d) => d.id === district.id)?.service_fee).toBe(3);
    expect(await audit('district', district.id)).toContain('shipping.district.update');
    expect(
      (await t.call('PUT', '/api/admin/shipping/districts/99999999', { token: admin, body: { service_fee: 3 } }))
        .status,
    ).toBe(404);
  });
});
