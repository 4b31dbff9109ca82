import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { products } from '@fardin/db/schema/catalogue';
import type { OrderDetail, Quote } from '@fardin/core/contract-commerce';
import type { SourceCountry } from '@fardin/core/contract-delivery';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { insertTestProducts, makeShopper } from './commerce-fixtures';
import { WAREHOUSE } from '../../lib/warehouse';
import { SEED_CONTACT } from '@fardin/db/seed/foundation-data';

type Refusal = { message: string; code: string; field?: string };
type Placed = { message: string; data: { id: number } };

/** Issue 15 items 3, 7 and 12 (decision 0023): a real address, honest modes and fees, riel. */
describe.each(TEST_DB_KINDS)('honest checkout on %s', (kind) => {
  let admin: string;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    admin = await t.tokenFor('+85510000002');
  });

  const buyNow = (extra: Record<string, unknown> = {}) => ({
    checkout_type: 'buy_now',
    type: 'taobao',
    product_id: 'tb-200',
    quantity: 1,
    payment_type: 'cod',
    address: 'Home',
    ...extra,
  });
  const detail = async (token: string, id: number) =>
    (await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token })).body.data;
  const priceList = async () => (await t.call<{ data: SourceCountry[] }>('GET', '/api/price/countries')).body.data;

  /** A product with options is bought as one of its SKUs in stock (issue 25 item 6); none without options. */
  function inStockSku(p: { props: unknown[]; skus: { skuId: string; quantity: number }[] }): string | undefined {
    return p.props.length ? p.skus.find((s) => s.quantity > 0)?.skuId : undefined;
  }

  describe('home delivery needs a saved address with a map point', () => {
    let me: string;
    beforeAll(async () => {
      me = await makeShopper(t, '+85510000301', { address: false });
    });

    it('refuses a shopper without an address, whatever the client sends for "none"', async () => {
      for (const [query, body] of [
        ['?address=Home', buyNow({ address: 'Home' })],
        ['', buyNow({ address: 0 })],
        ['?address=', buyNow({ address: 'Home', delivery: 'direct' })],
        ['?address=My%20flat', buyNow()],
        ['', buyNow({ address: 'Home', delivery: 'direct' })],
      ] as const) {
        const res = await t.call<Refusal>('POST', `/api/checkout${query}`, { token: me, body });
        expect(res.status, query).toBe(422);
        expect(res.body).toMatchObject({ code: 'checkout.address_required', field: 'address' });
      }
      expect(
        (await t.call<{ data: unknown[] }>('GET', '/api/checkout/history?envelope=1', { token: me })).body.data,
      ).toEqual([]);
    });

    it('lets the same shopper pick up at the warehouse: the order carries the warehouse address', async () => {
      const res = await t.call<Placed>('POST', '/api/checkout', {
        token: me,
        body: buyNow({ address: 'Home', delivery: 'warehouse' }),
      });
      expect(res.status).toBe(200);
      const order = await detail(me, res.body.data.id);
      expect(order).toMatchObject({ delivery: 'warehouse', address: `${WAREHOUSE.name}, ${SEED_CONTACT.address.en}` });
    });

    it('delivers home once an address with its point is saved (also as the mobile client\'s "none")', async () => {
      const added = await t.call('POST', '/api/profile/location/add', {
        token: me,
        body: { name: 'Flat', description: 'Street 63', lat: '11.5621', long: '104.9160' },
      });
      expect(added.status).toBe(200);
      const byDefault = await t.call<Placed>('POST', '/api/checkout?address=', {
        token: me,
        body: buyNow({ address: 0 }),
      });
      expect(byDefault.status).toBe(200);
      expect((await detail(me, byDefault.body.data.id)).address).toBe('Flat, Street 63');
      // Another shopper's address id is not found, never used.
      const other = await makeShopper(t, '+85510000302');
      const otherAddress = (await t.call<{ data: { id: number }[] }>('GET', '/api/profile/location', { token: other }))
        .body.data[0]!.id;
      expect(
        (await t.call<Refusal>('POST', `/api/checkout?address=${otherAddress}`, { token: me, body: buyNow() })).status,
      ).toBe(404);
    });
  });

  describe('one source of modes and days: the back office rates', () => {
    let me: string;
    beforeAll(async () => {
      me = await makeShopper(t, '+85510000303');
    });

    it('offers for a product exactly the modes and days the price list shows for its country', async () => {
      const list = await priceList();
      expect(list.length).toBeGreaterThan(3);
      const checked: string[] = [];
      for (const country of list) {
        const [product] = await t.opened.db
          .select({
            store: products.store,
            id: products.sourceId,
            country: products.country,
            props: products.props,
            skus: products.skus,
          })
          .from(products)
          .where(
            and(
              inArray(products.country, [country.code, country.code.toLowerCase()]),
              ne(products.store, 'fardin'),
              eq(products.active, true),
            ),
          )
          .orderBy(products.id)
          .limit(1);
        if (!product) continue;
        const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
          token: me,
          body: {
            checkout_type: 'buy_now',
            type: product.store,
            product_id: product.id,
            quantity: 1,
            country: product.country,
            // A product with options is bought as one of its SKUs (issue 25 item 6).
            ...(inStockSku(product) ? { variant_option_id: inStockSku(product) } : {}),
          },
        });
        expect(quote.status, country.code).toBe(200);
        const offered = quote.body.data.modes.map((m) => [m.code, m.days_min, m.days_max]);
        expect(offered, country.code).toEqual(country.modes.map((m) => [m.mode, m.eta_min_days, m.eta_max_days]));
        expect(quote.body.data.transport).toBe(country.modes[0]!.mode);
        expect(quote.body.data.estimate_time).toBe(
          `${country.modes[0]!.eta_min_days}-${country.modes[0]!.eta_max_days}`,
        );
        checked.push(country.code);
      }
      // China, the US, Korea and Thailand at least (their modes differ: the US has no land route).
      expect(checked).toEqual(expect.arrayContaining(['CN', 'US', 'KR', 'TH']));
      expect(list.find((c) => c.code === 'US')!.modes.map((m) => m.mode)).not.toContain('land');
    });

    it('refuses a mode the country does not have, in the quote and the order', async () => {
      const [us] = await t.opened.db
        .select({ store: products.store, id: products.sourceId, props: products.props, skus: products.skus })
        .from(products)
        .where(and(eq(products.country, 'US'), eq(products.active, true)))
        .orderBy(products.id)
        .limit(1);
      const body = {
        checkout_type: 'buy_now',
        type: us!.store,
        product_id: us!.id,
        // A complete variant, so the refusal is about the mode (issue 25 item 6 refuses it first).
        ...(inStockSku(us!) ? { variant_option_id: inStockSku(us!) } : {}),
        quantity: 1,
        country: 'US',
        transport: 'land',
        payment_type: 'cod',
        address: 'Home',
      };
      for (const path of ['/api/checkout/quote', '/api/checkout']) {
        const res = await t.call<Refusal>('POST', path, { token: me, body });
        expect(res.status, path).toBe(422);
        expect(res.body.code).toBe('checkout.mode_unavailable');
      }
    });

    it('follows the back office: a rate switched off leaves the price list and the checkout together', async () => {
      const off = await t.call('PUT', '/api/admin/shipping/rates/CN/air', {
        token: admin,
        body: { kilo_price: 6.5, vol_price: 1083.33, service_fee: 1, days_min: 3, days_max: 6, active: false },
      });
      expect(off.status).toBe(200);
      expect((await priceList()).find((c) => c.code === 'CN')!.modes.map((m) => m.mode)).toEqual(['land', 'sea']);
      const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', { token: me, body: buyNow() });
      expect(quote.body.data.modes.map((m) => m.code)).toEqual(['land', 'sea']);
      const modes = await t.call<{ data: { name: string }[] }>('GET', '/api/delivery_modes?country_id=CN');
      expect(modes.body.data.map((m) => m.name)).toEqual(['Land', 'Sea']);
      const on = await t.call('PUT', '/api/admin/shipping/rates/CN/air', {
        token: admin,
        body: { kilo_price: 6.5, vol_price: 1083.33, service_fee: 1, days_min: 3, days_max: 6, active: true },
      });
      expect(on.status).toBe(200);
      const air = (await priceList()).find((c) => c.code === 'CN')!.modes.find((m) => m.mode === 'air');
      expect(air).toMatchObject({ eta_min_days: 3, eta_max_days: 6 });
      const again = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
        token: me,
        body: buyNow({ transport: 'air' }),
      });
      expect(again.body.data).toMatchObject({ transport: 'air', estimate_time: '3-6' });
    });

    it('never states a fee it does not know: pending until weighed, on the quote and the order', async () => {
      const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', { token: me, body: buyNow() });
      expect(quote.body.data).toMatchObject({ condition: 'pending', shipping_fee: 0, grand_total: 30 });
      const placed = await t.call<Placed>('POST', '/api/checkout', { token: me, body: buyNow({ grand_total: 30 }) });
      expect(placed.status).toBe(200);
      const order = await detail(me, placed.body.data.id);
      expect(order).toMatchObject({ delivery_fee_known: false, transport: 'land' });
      expect(order.estimate_time).toBe(
        `${(await priceList()).find((c) => c.code === 'CN')!.modes[0]!.eta_min_days}-${(await priceList()).find((c) => c.code === 'CN')!.modes[0]!.eta_max_days}`,
      );
      // A weighed parcel (the mobile client may send one) has a known fee.
      const weighed = await t.call<Placed>('POST', '/api/checkout', {
        token: me,
        body: buyNow({ parcel: { weight: 2 } }),
      });
      expect((await detail(me, weighed.body.data.id)).delivery_fee_known).toBe(true);
    });
  });

  describe('riel beside dollars', () => {
    it('answers the back office rate on /currencies, and the spec rate without one', async () => {
      const riel = async () =>
        (await t.call<{ data: { code: string; rate: number }[] }>('GET', '/api/currencies')).body.data.find(
          (c) => c.code === 'KHR',
        )!.rate;
      expect(await riel()).toBe(4000);
      const settings = (
        await t.call<{ data: { currency_rates: Record<string, number> } }>('GET', '/api/admin/settings', {
          token: admin,
        })
      ).body.data.currency_rates;
      expect(settings.KHR).toBe(0.00025);
      const saved = await t.call('PUT', '/api/admin/settings/currency_rates', {
        token: admin,
        body: { ...settings, KHR: 1 / 4100 },
      });
      expect(saved.status).toBe(200);
      expect(await riel()).toBe(4100);
      const { KHR: _dropped, ...withoutRiel } = settings;
      await t.call('PUT', '/api/admin/settings/currency_rates', { token: admin, body: withoutRiel });
      expect(await riel()).toBe(4000);
    });
  });
});
