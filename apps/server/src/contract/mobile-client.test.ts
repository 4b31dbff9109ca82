import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { products } from '@fardin/db/schema/catalogue';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { lastOtp } from '../modules/accounts/test-helpers';
import { insertTestProducts, topUp } from '../modules/checkout/commerce-fixtures';
import { uploadReceipt } from '../modules/uploads/upload-fixtures';
import { tempDataDir } from '../test/temp-data-dir';
import * as client from './mobile-client-schemas';

/**
 * The shop's existing mobile client against our API (../shared/MOBILE-CLIENT.md), call by call, as
 * that client sends them: its paths (with `?vendor_code=anakut_buy` where it adds it), its field
 * names and values (`cash`, `KHQR`, `transfer`, `variant_option_id: 0`, lat/long as strings), in
 * the order a shopper goes: register and verify, log in, browse, cart, checkout with each payment
 * name, history, wallet, express delivery, reference data. Each answer is checked for its status
 * and every field the client reads (mobile-client-schemas.ts). Mapping: decision 0018.
 */
const VENDOR = 'vendor_code=anakut_buy';
const LOCAL_PHONE = '012888601';
const PHONE = '+85512888601';
const PASSWORD = 'Kampot-pepper-8';
const NEW_PASSWORD = 'Mekong-river-99';

type Answer = { status: number; body: unknown };

/** The answer has this status and everything the client reads; gives the parsed fields back. */
function reads<S extends z.ZodType>(answer: Answer, status: number | number[], schema: S): z.infer<S> {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, JSON.stringify(answer.body).slice(0, 600)).toContain(answer.status);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    expect.fail(`${JSON.stringify(parsed.error.issues.slice(0, 5))}\nin ${JSON.stringify(answer.body).slice(0, 800)}`);
  return parsed.data as z.infer<S>;
}

describe.each(TEST_DB_KINDS)('the mobile client against our API on %s', (kind) => {
  let token = '';
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api${path}`, { ...(body === undefined ? {} : { body }), token });

  const t = useTestApp(
    kind,
    async (t) => {
      await insertTestProducts(t);
      // A Taobao product with the numeric id a Taobao link carries (for search_by_url).
      await t.opened.db.insert(products).values({
        store: 'taobao',
        sourceId: '652731',
        country: 'CN',
        title: 'Floral dress',
        currency: 'CNY',
        priceCents: 9_900,
        priceUsdCents: 1_485,
        stock: 100,
        images: ['https://img.example/652731.jpg'],
        description: 'Summer dress',
      });
    },
    { env: () => tempDataDir('mobile-client') },
  );

  describe('accounts', () => {
    it('registers a fresh phone (201 with a token) and verifies it with the texted 4-digit code', async () => {
      const registered = reads(
        await call('POST', `/register?${VENDOR}`, { name: 'Sokha', phone: LOCAL_PHONE, password: PASSWORD }),
        201,
        client.registerAnswer,
      );
      expect(registered.user).toMatchObject({ name: 'Sokha', phone: PHONE });
      token = registered.token;
      reads(
        await call('POST', `/verify?${VENDOR}`, { phone: LOCAL_PHONE, otp: await lastOtp(t, PHONE) }),
        200,
        client.success,
      );
    });

    it('logs in with phone and password: token, user.phone, user.status active', async () => {
      const login = reads(
        await call('POST', `/login?${VENDOR}`, { phone: LOCAL_PHONE, password: PASSWORD }),
        200,
        client.loginAnswer,
      );
      expect(login.user).toMatchObject({ phone: PHONE, status: 'active' });
      token = login.token;
      // A wrong password: the client shows `message`.
      reads(
        await call('POST', `/login?${VENDOR}`, { phone: LOCAL_PHONE, password: 'wrong-password-1' }),
        [401, 422],
        client.withMessage,
      );
    });

    it('forgot password: resend (with its secret) -> otp -> new password gives a token', async () => {
      const sent = reads(
        await call('POST', `/auth/resend?${VENDOR}`, { phone: LOCAL_PHONE, secret: 'ANAKUT', type: 'forgot' }),
        200,
        client.referenceAnswer,
      );
      const confirmed = reads(
        await call('POST', `/auth/forgot/otp?${VENDOR}`, {
          reference: sent.reference,
          otp: await lastOtp(t, PHONE),
          secret: 'ANAKUT',
        }),
        200,
        client.referenceAnswer,
      );
      const reset = reads(
        await call('POST', `/auth/forgot/password?${VENDOR}`, {
          reference: confirmed.reference,
          password: NEW_PASSWORD,
          secret: 'ANAKUT',
        }),
        200,
        client.tokenUserAnswer,
      );
      expect(reset.user.phone).toBe(PHONE);
      token = reset.token;
    });

    it('changes the password (PUT /auth/change) and keeps the session', async () => {
      reads(
        await call('PUT', '/auth/change', { current_password: NEW_PASSWORD, new_password: PASSWORD }),
        200,
        client.withMessage,
      );
      reads(await call('GET', '/profile'), 200, client.profileAnswer);
    });

    it('keeps addresses: add with string lat/long, list, set default, delete; the profile shows the default as an object', async () => {
      reads(
        await call('POST', '/profile/location/add', {
          name: 'Home',
          lat: '11.5564',
          long: '104.9282',
          description: 'St 51',
        }),
        [200, 201],
        client.withMessage,
      );
      reads(
        await call('POST', '/profile/location/add', {
          name: 'Shop',
          lat: '11.57',
          long: '104.91',
          description: 'Market',
        }),
        [200, 201],
        client.withMessage,
      );
      const list = reads(await call('GET', '/profile/location'), 200, client.locationList);
      const shop = list.data.find((a) => a.name === 'Shop')!;
      reads(await call('POST', `/profile/location/${shop.id}`), 200, client.withMessage);
      const profile = reads(await call('GET', '/profile'), 200, client.profileAnswer);
      expect(profile).toMatchObject({
        name: 'Sokha',
        phone: PHONE,
        total: 0,
        verify_status: true,
        address: { id: shop.id, name: 'Shop', description: 'Market' },
      });
      const home = list.data.find((a) => a.name === 'Home')!;
      reads(await call('DELETE', `/profile/location/delete/${home.id}`), 200, client.withMessage);
      expect(
        reads(await call('GET', '/profile/location'), 200, client.locationList).data.map((a) => [a.name, a.default]),
      ).toEqual([['Shop', true]]);
    });

    it('uploads a picture (multipart `file`) and updates the profile with name, address, account_number, image', async () => {
      const imageUrl = await uploadReceipt(t, token);
      reads({ status: 200, body: { image_url: imageUrl } }, 200, client.uploadAnswer);
      reads(
        await call('PUT', '/profile/update', {
          name: 'Sokha Chan',
          address: 'Phnom Penh',
          account_number: '000 123 456',
          image: imageUrl,
        }),
        200,
        client.withMessage,
      );
      const profile = reads(await call('GET', '/profile'), 200, client.profileAnswer);
      expect(profile).toMatchObject({ name: 'Sokha Chan', image: imageUrl, account_number: '000 123 456' });
    });
  });

  describe('catalogue', () => {
    it('lists stores, banners, categories, sub-categories and notifications', async () => {
      const stores = reads(await call('GET', '/stores'), 200, client.storeList);
      expect(stores.data.map((s) => s.code)).toEqual(expect.arrayContaining(['fardin', 'taobao', 'amazon', 'lazada']));
      reads(await call('GET', `/banners?${VENDOR}`), 200, client.bannerList);
      const categories = reads(await call('GET', `/categories?${VENDOR}`), 200, client.categoryList);
      expect(categories.data.length).toBeGreaterThan(0);
      const subs = reads(
        await call('GET', `/subcategories/${categories.data[0]!.id}?${VENDOR}`),
        200,
        client.categoryList,
      );
      expect(subs.data.length).toBeGreaterThan(0);
      reads(await call('GET', `/notifications?${VENDOR}`), 200, client.notificationList);
    });

    it('searches as the client does (start_price=NaN, sort default, price_asc, cat_id for fardin)', async () => {
      const found = reads(
        await call(
          'GET',
          '/taobao?api=item_search&page=1&page_size=20&start_price=NaN&end_price=1000&sort=default&q=dress&country=CN',
        ),
        200,
        client.searchAnswer,
      );
      expect(found.result.item.map((i) => String(i.num_iid))).toEqual(expect.arrayContaining(['tb-100', '652731']));
      reads(
        await call(
          'GET',
          '/taobao?api=item_search&page=1&page_size=20&start_price=1&end_price=500&sort=price_asc&q=dress&country=CN',
        ),
        200,
        client.searchAnswer,
      );
      reads(
        await call(
          'GET',
          '/fardin?api=item_search&page=1&page_size=6&start_price=NaN&end_price=100&sort=default&q=mug&country=fardin&cat_id=1',
        ),
        200,
        client.searchAnswer,
      );
      reads(
        await call('GET', '/taobao?api=image_search&image=https://img.example/652731.jpg&page=1&page_size=20'),
        200,
        client.searchAnswer,
      );
    });

    it('opens a product (item_detail_simple) and a pasted link (search_by_url) in the detail shape', async () => {
      const detail = reads(
        await call('GET', '/taobao?api=item_detail_simple&num_iid=652731&country=CN'),
        200,
        client.detailAnswer,
      );
      expect(detail.result.item).toMatchObject({
        num_iid: '652731',
        store_code: 'taobao',
        country: 'CN',
        description: 'Summer dress',
      });
      const link = reads(
        await call('GET', `/search_by_url?url=${encodeURIComponent('https://item.taobao.com/item.htm?id=652731')}`),
        200,
        client.detailAnswer,
      );
      expect(link.result.item.title).toBe('Floral dress');
    });

    it('translates a text (the answer carries the string)', async () => {
      reads(await call('GET', `/translate?text=${encodeURIComponent('连衣裙')}&lang=en`), 200, client.translateAnswer);
    });
  });

  describe('cart, checkout and orders', () => {
    const itemOf = (line: z.infer<typeof client.cartLine>) => ({
      id: line.id,
      code: line.product_id,
      name: 'item',
      cost: 0,
      price: 0,
      quantity: line.quantity,
      subtotal: 0,
      image: '',
      product_details: '',
      source_type: line.type,
    });
    async function cartLines(key: string) {
      const cart = reads(await call('GET', '/cart?type=external'), 200, client.cartAnswer);
      return (cart as Record<string, z.infer<typeof client.cartLine>[] | undefined>)[key] ?? [];
    }
    async function addAndTake(productId: string, type: string) {
      reads(await call('POST', '/cart/add', { product_id: productId, quantity: 1, type }), 201, client.withMessage);
      return (await cartLines(type)).filter((l) => l.product_id === productId);
    }

    it('adds with 201 (also the sibling shape with variant_option_id 0), lists under store keys, updates and removes', async () => {
      reads(
        await call('POST', '/cart/add', { product_id: 'tb-200', quantity: 2, type: 'taobao' }),
        201,
        client.withMessage,
      );
      reads(
        await call('POST', '/cart/add', { product_id: 'fd-1', variant_option_id: 0, quantity: 1 }),
        201,
        client.withMessage,
      );
      const cart = reads(await call('GET', '/cart?type=external'), 200, client.cartAnswer);
      const me = reads(await call('GET', '/profile'), 200, client.profileAnswer);
      expect(cart.taobao).toEqual([
        expect.objectContaining({
          product_id: 'tb-200',
          quantity: 2,
          type: 'taobao',
          customer_id: me.id,
          country_id: 'CN',
        }),
      ]);
      expect(cart.fardin).toEqual([
        expect.objectContaining({ product_id: 'fd-1', quantity: 1, product_optional_ids: null }),
      ]);
      const line = cart.taobao![0]!;
      reads(await call('PUT', `/cart/update/${line.id}`, { quantity: 3 }), 200, client.withMessage);
      expect((await cartLines('taobao'))[0]?.quantity).toBe(3);
      reads(await call('DELETE', `/cart/remove/${line.id}?type=taobao`), 200, client.withMessage);
      reads(await call('DELETE', `/cart/remove/${cart.fardin![0]!.id}?type=fardin`), 200, client.withMessage);
      expect(await cartLines('taobao')).toEqual([]);
    });

    it('lists delivery modes of a country; their names go back as delivery_mode', async () => {
      const modes = reads(await call('GET', '/delivery_modes?country_id=CN'), 200, client.deliveryModeList);
      expect(modes.data.map((m) => m.name)).toEqual(expect.arrayContaining(['Land', 'Sea', 'Air']));
    });

    it('checks out with payment_type cash (payment_method "") and an address id', async () => {
      const address = reads(await call('GET', '/profile/location'), 200, client.locationList).data[0]!;
      const lines = await addAndTake('tb-200', 'taobao');
      const body = {
        type: 'taobao',
        grand_total: 30,
        items: lines.map(itemOf),
        payment_type: 'cash',
        image_url: '',
        payment_method: '',
        country_id: 'CN',
        delivery_mode: 'Sea',
      };
      reads(await call('POST', `/checkout?address=${address.id}`, body), 200, client.success);
    });

    it('checks out with payment_type KHQR after the QR is paid (poll without a body)', async () => {
      const lines = await addAndTake('tb-200', 'taobao');
      const qr = reads(
        await call('POST', '/payment/generate_khqr', { type: 'taobao', amount: 30, payment_method: 'KHQR' }),
        200,
        client.khqrAnswer,
      );
      expect(
        reads(await call('POST', '/payment/check_payment_status'), 200, client.paymentStatusAnswer).data.payment_status,
      ).toBe('pending');
      const reference = /khqr\/(FD[0-9A-F]+)/.exec(qr.data.qr_code_url)?.[1];
      await call('POST', '/payment/sandbox/pay', { reference });
      expect(
        reads(await call('POST', '/payment/check_payment_status'), 200, client.paymentStatusAnswer).data.payment_status,
      ).toBe('paid');
      const body = {
        type: 'taobao',
        grand_total: 30,
        items: lines.map(itemOf),
        payment_type: 'KHQR',
        image_url: '',
        payment_method: 'KHQR',
        country_id: 'CN',
        delivery_mode: 'Land',
      };
      reads(await call('POST', '/checkout?address=', body), 200, client.success);
    });

    it('checks out with payment_type transfer (the account label, the receipt in image_url)', async () => {
      const lines = await addAndTake('tb-200', 'taobao');
      const receipt = await uploadReceipt(t, token, { seed: 3 });
      const body = {
        type: 'taobao',
        grand_total: 30,
        items: lines.map(itemOf),
        payment_type: 'transfer',
        image_url: receipt,
        payment_method: 'phone number',
        country_id: 'CN',
        delivery_mode: 'Air',
      };
      reads(await call('POST', '/checkout?address=', body), 200, client.success);
    });

    it('checks out with payment_type anakut (Anakut Cash)', async () => {
      await topUp(t, PHONE, 10_000);
      const lines = await addAndTake('tb-200', 'taobao');
      const body = {
        type: 'taobao',
        grand_total: 27,
        items: lines.map(itemOf),
        payment_type: 'anakut',
        image_url: '',
        payment_method: 'anakut',
        country_id: 'CN',
        delivery_mode: 'Land',
      };
      reads(await call('POST', '/checkout?address=', body), 200, client.success);
    });

    it('buys now with variant_option_id 0 and address 0 (none)', async () => {
      const body = {
        address: 0,
        payment_type: 'cash',
        payment_method: '',
        image_url: '',
        checkout_type: 'buy_now',
        product_id: 'fd-1',
        quantity: 2,
        variant_option_id: 0,
      };
      reads(await call('POST', '/checkout', body), 200, client.success);
    });

    it('reads the history as a top-level array per status tab, and one order with its lines in data[]', async () => {
      const all = [];
      for (const status of ['pending', 'paid', 'delivering', 'completed']) {
        all.push(
          ...reads(
            await call('GET', `/checkout/history?status=${status}&page=1&row_per_page=12`),
            200,
            client.historyAnswer,
          ),
        );
      }
      expect(all).toHaveLength(5);
      expect(all[0]!.warehouse.name).toBe('Fardin warehouse');
      const cash = all.filter((o) => Number(o.total) === 30).sort((a, b) => a.id - b.id)[0]!;
      const detail = reads(await call('GET', `/checkout/history/detail/${cash.id}`), 200, client.orderDetail);
      expect(detail).toMatchObject({
        id: cash.id,
        payment_type: 'cash',
        data: [
          expect.objectContaining({ product_id: 'tb-200', quantity: 1, product_name: 'Test shoes', product_price: 30 }),
        ],
      });
      expect(detail.estimate_time).toBe('15-25'); // CN by sea, as the price list shows it (decision 0023)
      const paged = await call('GET', '/checkout/history?envelope=1&row_per_page=2');
      expect(paged.body).toMatchObject({ total: 5, page: 1, row_per_page: 2, last_page: 3 });
    });
  });

  describe('wallet', () => {
    it('tops up with note, payment_method and image; withdraws; lists the transactions', async () => {
      const receipt = await uploadReceipt(t, token, { seed: 5 });
      reads(
        await call('POST', '/wallet/topup', {
          note: 'ABA transfer',
          payment_method: 'aba',
          amount: 20,
          image: receipt,
        }),
        200,
        client.success,
      );
      reads(await call('POST', '/wallet/withdraw', { amount: 5 }), 200, client.success);
      reads(await call('POST', '/wallet/withdraw', { amount: 1_000 }), 409, client.withMessage);
      const list = reads(await call('GET', '/wallet/transactions?page=1&row_per_page=20'), 200, client.transactionList);
      expect(list.data.find((x) => x.type === 'withdraw')).toMatchObject({
        amount: -5,
        transaction_status: 'approved',
      });
      expect(list.data.find((x) => x.type === 'topup' && x.transaction_status === 'pending')).toMatchObject({
        amount: 20,
      });
      // 100 top-up, 27 paid for an order, 5 withdrawn: the profile's total is the balance.
      expect(reads(await call('GET', '/profile'), 200, client.profileAnswer).total).toBe(68);
    });
  });

  describe('express delivery', () => {
    const route = {
      pickup_lat: '11.5564',
      pickup_long: '104.9282',
      receiver_lat: '11.5449',
      receiver_long: '104.8922',
    };
    let deliveryId = 0;

    it('quotes a fee as data.grand_total (lat/long as strings)', async () => {
      const quote = reads(
        await call('POST', '/delivery/calculate_price', { delivery_type: 'express', ...route, transport_id: '' }),
        200,
        client.priceAnswer,
      );
      expect(Number(quote.data.grand_total)).toBeGreaterThan(0);
      const zone = reads(
        await call('POST', '/delivery/calculate_price', { delivery_type: 'delivery', ...route }),
        200,
        client.priceAnswer,
      );
      expect(Number(zone.data.grand_total)).toBeGreaterThan(0);
    });

    it('books one (payment_note yes, currency_id), lists it under Pending, tracks it by id', async () => {
      const currencies = reads(await call('GET', '/currencies?row_per_page=10&page=1'), 200, client.currencyList);
      const khr = currencies.data.find((c) => c.code === 'KHR')!;
      const booked = await call('POST', '/delivery/add', {
        delivery_type: 'express',
        pickup_phone: '012888601',
        pickup_location: 'Central Market',
        ...route,
        receiver_phone: '098765432',
        receiver_location: 'Toul Kork',
        note: '',
        payment_note: 'yes',
        total: '40000',
        transport_id: '',
        currency_id: khr.id,
        delivery_fee: 2,
        image_url: '',
      });
      reads(booked, [200, 201], client.success);
      const list = reads(
        await call('GET', '/deliveries?row_per_page=12&page=1&status=Pending&delivery_type=express'),
        200,
        client.deliveryList,
      );
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toMatchObject({
        status: 'pending',
        payment_note: 'COD',
        total: 40000,
        currency_symbol: '៛',
        delivery_driver: null,
      });
      deliveryId = list.data[0]!.id;
      const one = reads(await call('GET', `/tracking_delivery/${deliveryId}?${VENDOR}`), 200, client.deliveryOne);
      expect(one.data.id).toBe(deliveryId);
      expect(one.data.delivery_process_operations[0]).toMatchObject({
        name: expect.any(String),
        name_kh: expect.any(String),
      });
      // A guest, or another shopper, cannot read it by its sequential id.
      expect((await t.call('GET', `/api/tracking_delivery/${deliveryId}`)).status).toBe(404);
    });

    it('rates a delivery once it is completed, and the delivery object shows the rating', async () => {
      const rating = { customer_rating: 5, customer_rating_feedback: 'Fast' };
      const early = await call('POST', `/delivery/rating/${deliveryId}`, rating);
      reads(early, 409, client.withMessage);
      expect(early.body).toMatchObject({ code: 'delivery.rating_not_completed' });
      const admin = await t.tokenFor('+85510000002');
      for (const status of ['pickup', 'delivering', 'completed']) {
        expect(
          (await t.call('POST', `/api/admin/deliveries/${deliveryId}/move`, { body: { status }, token: admin })).status,
        ).toBe(200);
      }
      reads(await call('POST', `/delivery/rating/${deliveryId}`, rating), [200, 201], client.success);
      const one = reads(await call('GET', `/tracking_delivery/${deliveryId}?${VENDOR}`), 200, client.deliveryOne);
      expect(one.data).toMatchObject({ customer_rating: 5, customer_rating_feedback: 'Fast' });
    });

    it('lists transports, currencies, Phnom Penh zones, provinces and their districts', async () => {
      reads(await call('GET', '/transports?type=cargo'), 200, client.transportList);
      reads(await call('GET', '/delivery/locations?row_per_page=20&page=1'), 200, client.zoneList);
      const provinces = reads(await call('GET', '/provinces'), 200, client.provinceList);
      reads(await call('GET', `/districts?ProID=${provinces.data[0]!.ProId}`), 200, client.districtList);
    });
  });

  describe('international shipping reference data', () => {
    it('lists countries and prices a parcel by warehouse (country id) and mode name', async () => {
      const countries = reads(await call('GET', '/countries'), 200, client.countryList);
      const china = countries.data.find((c) => c.code === 'CN')!;
      const price = reads(
        await call('POST', '/price/calculate', {
          warehouse: china.id,
          delivery_mode: 'Land',
          height: 10,
          width: 20,
          length: 30,
          weight: 2,
        }),
        200,
        client.shippingPriceAnswer,
      );
      expect(price.data).toMatchObject({ country: 'CN', delivery_mode: 'Land', weight: 2 });
      reads(await call('GET', `/warehouses?page=1&row_per_page=12&${VENDOR}`), 200, client.warehouseList);
      reads(await call('GET', '/blog_categories'), 200, client.listAnswer);
    });
  });

  it('deletes the account last', async () => {
    reads(await call('DELETE', '/auth/delete'), 200, client.withMessage);
    expect((await call('GET', '/profile')).status).toBe(401);
  });
});
