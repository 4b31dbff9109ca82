import { eq, isNotNull, isNull } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { blogCategories } from '@fardin/db/schema/content';
import { categories } from '@fardin/db/schema/reference';
import { payments } from '@fardin/db/schema/payments';
import { cartLines as cartTable } from '@fardin/db/schema/cart';
import { orderLines } from '@fardin/db/schema/orders';
import type { TestApp } from './test-app';
import { insertOwnProduct, insertTestProducts, makeShopper, topUp } from '../modules/checkout/commerce-fixtures';
import { insertDelivery, insertOrder, insertTopup, staffToken, DEMO_ADMIN } from '../modules/admin/admin-fixtures';
import { receiptPng, uploadReceipt } from '../modules/uploads/upload-fixtures';

/**
 * One request for every write route of the API (issue 24 item 1), for the test that fires them all
 * at once against PostgreSQL. The calls share one shopper, one admin and the same few orders,
 * top-ups, deliveries and categories, so that concurrent calls fight over the same rows: a
 * statement order that can deadlock shows up as a 500 or a 503 `db.busy`.
 */
export interface WriteCall {
  method: string;
  path: string;
  token?: string | undefined;
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  file?: boolean;
}

export interface WriteFixture {
  shopper: string;
  shopperPhone: string;
  admin: string;
  staff: string;
  addressIds: number[];
  cartLines: number[];
  orders: number[];
  paidOrder: number;
  placedOrder: { id: number; lineId: number };
  topups: number[];
  deliveries: number[];
  khqr: { id: number; reference: string };
  receipt: string;
  blogCategories: number[];
  blogPost: number;
  categories: number[];
  subCategories: number[];
  zoneId: number;
  districtId: number;
}

type Ids = { data: Array<{ id: number }> };

/** Everything the calls act on, made through the API where the API makes it. */
export async function writeFixture(t: TestApp): Promise<WriteFixture> {
  await insertTestProducts(t);
  await insertOwnProduct(t, 'wr-1', { stock: 10_000 });
  const shopperPhone = '+85510999001';
  const shopper = await makeShopper(t, shopperPhone);
  await topUp(t, shopperPhone, 1_000_000);
  const [me] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, shopperPhone));
  const admin = await t.tokenFor(DEMO_ADMIN);
  const staff = await staffToken(t, admin);
  const addressIds: number[] = [];
  for (const name of ['Work', 'Shop', 'Farm', 'Port'])
    addressIds.push(
      (
        await t.call<{ data: { id: number } }>('POST', '/api/profile/location/add', {
          token: shopper,
          body: { name, description: 'Street 1', lat: 11.55, long: 104.92 },
        })
      ).body.data.id,
    );
  for (const product_id of ['tb-100', 'tb-200', 'fd-1', 'wr-1']) {
    const type = product_id.startsWith('tb') ? 'taobao' : 'fardin';
    await t.call('POST', '/api/cart/add', { token: shopper, body: { product_id, type, quantity: 1 } });
  }
  const cartLines = (
    await t.opened.db.select({ id: cartTable.id }).from(cartTable).where(eq(cartTable.userId, me!.id))
  ).map((l) => l.id);
  const placed = await t.call<{ data: { id: number } }>('POST', '/api/checkout?address=Home', {
    token: shopper,
    body: { checkout_type: 'buy_now', type: 'fardin', product_id: 'wr-1', quantity: 1, payment_type: 'cod' },
  });
  const [line] = await t.opened.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, placed.body.data.id));
  const lineId = line?.id ?? 0;
  const orders = [await insertOrder(t, me!.id), await insertOrder(t, me!.id), await insertOrder(t, me!.id)];
  const paidOrder = await insertOrder(t, me!.id, { paymentType: 'anakut', paymentStatus: 'paid', stage: 'paid' });
  const topups = [await insertTopup(t, me!.id), await insertTopup(t, me!.id)];
  const deliveries = [await insertDelivery(t, me!.id, 'FDWRITE01'), await insertDelivery(t, me!.id, 'FDWRITE02')];
  const gen = await t.call<{ data: { reference: string } }>('POST', '/api/payment/generate_khqr', {
    token: shopper,
    body: { payment_method: 'wing', amount: 5, type: 'khqr' },
  });
  const receipt = await uploadReceipt(t, shopper);
  const blogCats = await t.opened.db.select({ id: blogCategories.id }).from(blogCategories);
  const posts = await t.call<{ data: { id: number } }>('POST', '/api/admin/blog/posts', {
    token: staff,
    body: blogPost(blogCats[0]!.id, 'write-race'),
  });
  const cats = await t.opened.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .limit(3);
  const subs = await t.opened.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .limit(3);
  const [khqr] = await t.opened.db
    .select({ id: payments.id, reference: payments.reference })
    .from(payments)
    .where(eq(payments.reference, gen.body.data.reference));
  const zones = (await t.call<Ids>('GET', '/api/zones')).body.data;
  const provinces = (await t.call<{ data: Array<{ districts: Array<{ id: number }> }> }>('GET', '/api/provinces')).body
    .data;
  return {
    shopper,
    shopperPhone,
    admin,
    staff,
    addressIds,
    cartLines,
    orders,
    paidOrder,
    placedOrder: { id: placed.body.data.id, lineId },
    topups,
    deliveries,
    khqr: khqr!,
    receipt,
    blogCategories: blogCats.map((c) => c.id),
    blogPost: posts.body.data.id,
    categories: cats.map((c) => c.id),
    subCategories: subs.map((s) => s.id),
    zoneId: zones[0]!.id,
    districtId: provinces[0]!.districts[0]!.id,
  };
}

const blogPost = (categoryId: number, slug: string) => ({
  slug,
  category_id: categoryId,
  image: '/uploads/news.webp',
  author: 'Fardin',
  texts: [{ locale: 'en', title: 'News', excerpt: 'Hi', body: '<p>Hello</p>' }],
});

const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
const dir = (i: number) => (i % 2 ? 'up' : 'down');
const phone = (i: number, base: number) => `0${base + i}`;

/** `METHOD /openapi/path` -> the i-th concurrent call of that route. */
export const WRITE_CALLS: Record<string, (f: WriteFixture, i: number) => WriteCall> = {
  'POST /register': (_, i) => ({
    method: 'POST',
    path: '/api/register?vendor_code=anakut_buy',
    body: { name: 'Race', phone: phone(i, 96_1000_100), password: 'tonle-bati-77' },
  }),
  'POST /verify': (_, i) => ({
    method: 'POST',
    path: '/api/verify?vendor_code=anakut_buy',
    body: { phone: phone(i, 96_1000_100), otp: '0000' },
  }),
  'POST /login': () => ({
    method: 'POST',
    path: '/api/login?vendor_code=anakut_buy',
    body: { phone: '010999001', password: 'wrong-one-1' },
  }),
  'POST /logout': (f) => ({ method: 'POST', path: '/api/logout', token: f.staff }),
  'POST /auth/resend': () => ({
    method: 'POST',
    path: '/api/auth/resend',
    body: { phone: '010999001', type: 'forgot' },
  }),
  'POST /auth/forgot/otp': () => ({
    method: 'POST',
    path: '/api/auth/forgot/otp',
    body: { reference: 'x', otp: '0000' },
  }),
  'POST /auth/forgot/password': () => ({
    method: 'POST',
    path: '/api/auth/forgot/password',
    body: { reference: 'x', password: 'tonle-bati-77', password_confirmation: 'tonle-bati-77' },
  }),
  'PUT /auth/change': (f) => ({
    method: 'PUT',
    path: '/api/auth/change',
    token: f.shopper,
    body: { current_password: 'not-it-at-all', password: 'tonle-bati-77', password_confirmation: 'tonle-bati-77' },
  }),
  'DELETE /auth/delete': (f) => ({ method: 'DELETE', path: '/api/auth/delete', token: f.staff }),
  'PUT /profile/update': (f, i) => ({
    method: 'PUT',
    path: '/api/profile/update',
    token: f.shopper,
    body: { name: `Race ${i}` },
  }),
  'POST /profile/image': (f) => ({ method: 'POST', path: '/api/profile/image', token: f.shopper, file: true }),
  'POST /upload': (f) => ({ method: 'POST', path: '/api/upload', token: f.shopper, file: true }),
  'POST /profile/location/add': (f, i) => ({
    method: 'POST',
    path: '/api/profile/location/add',
    token: f.shopper,
    body: { name: `Extra ${i}`, description: '', lat: 11.5, long: 104.9 },
  }),
  'POST /profile/location/{id}': (f, i) => ({
    method: 'POST',
    path: `/api/profile/location/${pick(f.addressIds, i)}`,
    token: f.shopper,
  }),
  'DELETE /profile/location/delete/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/profile/location/delete/${pick(f.addressIds, i + 1)}`,
    token: f.shopper,
  }),
  'POST /query_google_map': () => ({ method: 'POST', path: '/api/query_google_map', body: { url: '11.5,104.9' } }),
  'POST /cart/add': (f, i) => ({
    method: 'POST',
    path: '/api/cart/add',
    token: f.shopper,
    body: { product_id: pick(['tb-100', 'fd-1', 'wr-1'], i), type: i % 3 ? 'fardin' : 'taobao', quantity: 1 },
  }),
  'PUT /cart/update/{id}': (f, i) => ({
    method: 'PUT',
    path: `/api/cart/update/${pick(f.cartLines, i)}`,
    token: f.shopper,
    body: { quantity: 2 + i },
  }),
  'DELETE /cart/remove/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/cart/remove/${pick(f.cartLines, i + 1)}`,
    token: f.shopper,
  }),
  'POST /wishlist/add': (f, i) => ({
    method: 'POST',
    path: '/api/wishlist/add',
    token: f.shopper,
    body: { product_id: pick(['tb-100', 'tb-200'], i), type: 'taobao' },
  }),
  'DELETE /wishlist/remove/{id}': (f, i) => ({
    method: 'DELETE',
    path: `/api/wishlist/remove/${i + 1}`,
    token: f.shopper,
  }),
  'POST /wallet/topup': (f) => ({
    method: 'POST',
    path: '/api/wallet/topup',
    token: f.shopper,
    body: { amount: 5, image_url: f.receipt },
  }),
  'POST /wallet/withdraw': (f) => ({
    method: 'POST',
    path: '/api/wallet/withdraw',
    token: f.shopper,
    body: { amount: 1 },
  }),
  'POST /payment/generate_khqr': (f) => ({
    method: 'POST',
    path: '/api/payment/generate_khqr',
    token: f.shopper,
    body: { payment_method: 'wing', amount: 3, type: 'khqr' },
  }),
  'POST /payment/check_payment_status': (f) => ({
    method: 'POST',
    path: '/api/payment/check_payment_status',
    token: f.shopper,
    body: { reference: f.khqr.reference },
  }),
  'POST /payment/sandbox/pay': (f) => ({
    method: 'POST',
    path: '/api/payment/sandbox/pay',
    token: f.shopper,
    body: { reference: f.khqr.reference },
  }),
  'POST /checkout/history/detail/{id}/lines/{lineId}/decision': (f) => ({
    method: 'POST',
    path: `/api/checkout/history/detail/${f.placedOrder.id}/lines/${f.placedOrder.lineId}/decision`,
    token: f.shopper,
    body: { decision: 'approved' },
  }),
  'POST /checkout/history/{id}/cancel': (f, i) => ({
    method: 'POST',
    path: `/api/checkout/history/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i)}/cancel`,
    token: f.shopper,
  }),
  'POST /checkout': (f, i) => ({
    method: 'POST',
    path: '/api/checkout?address=Home',
    token: f.shopper,
    body:
      i % 2
        ? { checkout_type: 'buy_now', type: 'fardin', product_id: 'wr-1', quantity: 1, payment_type: 'anakut' }
        : { type: 'fardin', items: f.cartLines, payment_type: 'anakut' },
  }),
  'POST /checkout/quote': (f) => ({
    method: 'POST',
    path: '/api/checkout/quote',
    token: f.shopper,
    body: { type: 'fardin', items: f.cartLines, payment_type: 'anakut' },
  }),
  'POST /image_search/upload': () => ({ method: 'POST', path: '/api/image_search/upload', file: true }),
  'POST /delivery/calculate_price': (f) => ({
    method: 'POST',
    path: '/api/delivery/calculate_price',
    token: f.shopper,
    body: { delivery_type: 'province', district_id: f.districtId },
  }),
  'POST /delivery/add': (f) => ({
    method: 'POST',
    path: '/api/delivery/add',
    token: f.shopper,
    body: {
      pickup_phone: '012 345 678',
      pickup_location: 'Central Market',
      receiver_phone: '+85510888168',
      receiver_location: 'Toul Kork, st 289',
      delivery_type: 'province',
      district_id: f.districtId,
      delivery_fee: 1,
    },
  }),
  'POST /delivery/rating/{id}': (f, i) => ({
    method: 'POST',
    path: `/api/delivery/rating/${pick(f.deliveries, i)}`,
    token: f.shopper,
    body: { customer_rating: 5 },
  }),
  'POST /price/calculate': () => ({
    method: 'POST',
    path: '/api/price/calculate',
    body: { country: 'CN', delivery_mode: 'land', length: 50, width: 40, height: 30, weight: 2 },
  }),
  'POST /chat': () => ({ method: 'POST', path: '/api/chat', body: { message: 'red dress under $20' } }),
  ...ADMIN_CALLS(),
};

function ADMIN_CALLS(): Record<string, (f: WriteFixture, i: number) => WriteCall> {
  const a = (method: string, path: string, body?: unknown) => (f: WriteFixture) => ({
    method,
    path,
    token: f.admin,
    body,
  });
  return {
    'POST /admin/users/{id}/status': (f, i) => a('POST', `/api/admin/users/${i + 3}/status`, { status: 'active' })(f),
    'POST /admin/users/{id}/role': (f, i) => a('POST', `/api/admin/users/${i + 3}/role`, { role: 'shopper' })(f),
    'POST /admin/staff': (f, i) =>
      a('POST', '/api/admin/staff', { phone: phone(i, 10_000_090), name: 'Race Staff' })(f),
    'POST /admin/orders/{id}/stage': (f, i) =>
      a('POST', `/api/admin/orders/${pick([...f.orders, f.placedOrder.id, f.paidOrder], i + 1)}/stage`, {
        stage: 'paid',
      })(f),
    'POST /admin/orders/{id}/cancel': (f, i) =>
      a('POST', `/api/admin/orders/${pick([f.paidOrder, ...f.orders], i)}/cancel`, { reason: 'race' })(f),
    'POST /admin/orders/{id}/references': (f, i) =>
      a('POST', `/api/admin/orders/${pick(f.orders, i)}/references`, { tracking_no: `TR${i}` })(f),
    'POST /admin/orders/{id}/refund': (f) => a('POST', `/api/admin/orders/${f.paidOrder}/refund`)(f),
    'POST /admin/orders/{id}/lines/{lineId}/check': (f) =>
      a('POST', `/api/admin/orders/${f.placedOrder.id}/lines/${f.placedOrder.lineId}/check`, {
        photos: [],
        weight_kg: 1,
        length_cm: 10,
        width_cm: 10,
        height_cm: 10,
      })(f),
    'POST /admin/payments/transfers/{id}/verify': (f, i) =>
      a('POST', `/api/admin/payments/transfers/${pick(f.orders, i)}/verify`)(f),
    'POST /admin/payments/transfers/{id}/reject': (f, i) =>
      a('POST', `/api/admin/payments/transfers/${pick(f.orders, i + 1)}/reject`, { reason: 'race' })(f),
    'POST /admin/payments/topups/{id}': (f, i) =>
      a('POST', `/api/admin/payments/topups/${pick(f.topups, i)}`, { approve: i % 2 === 0 })(f),
    'POST /admin/deliveries/{id}/driver': (f, i) =>
      a('POST', `/api/admin/deliveries/${pick(f.deliveries, i)}/driver`, {
        driver_name: 'Dara',
        driver_phone: '012 888 999',
      })(f),
    'POST /admin/deliveries/{id}/move': (f, i) =>
      a('POST', `/api/admin/deliveries/${pick(f.deliveries, i)}/move`, { status: 'pickup' })(f),
    'POST /admin/products': (f, i) =>
      a('POST', '/api/admin/products', { title_en: `Race ${i}`, title_kh: 'ប្រណាំង', price: 5, stock: 3, images: [] })(f),
    'PUT /admin/products/{id}': (f) =>
      a('PUT', '/api/admin/products/1', { title_en: 'Race', title_kh: 'ប្រណាំង', price: 5, stock: 3, images: [] })(f),
    'POST /admin/products/{id}/visibility': (f, i) =>
      a('POST', '/api/admin/products/1/visibility', { active: i % 2 === 0 })(f),
    'PUT /admin/settings/{key}': (f) =>
      a('PUT', '/api/admin/settings/commerce', {
        anakut_discount_percent: 10,
        bank_accounts: [
          {
            code: 'phone',
            bank_name: 'Wing Bank',
            account_name: 'Fardin',
            account_number: '010 888 168',
            qr_image: null,
          },
        ],
      })(f),
    'POST /admin/blog/posts': (f, i) =>
      a('POST', '/api/admin/blog/posts', blogPost(pick(f.blogCategories, i), `race-${i}-${Date.now()}`))(f),
    'PUT /admin/blog/posts/{id}': (f, i) =>
      a('PUT', `/api/admin/blog/posts/${f.blogPost}`, {
        ...blogPost(pick(f.blogCategories, i), 'write-race'),
        published: i % 2 === 0,
      })(f),
    'POST /admin/blog/categories': (f, i) =>
      a('POST', '/api/admin/blog/categories', { slug: `race-${i}-${Date.now()}`, name: { kh: 'ព', en: 'Race' } })(f),
    'PUT /admin/blog/categories/{id}': (f, i) =>
      a('PUT', `/api/admin/blog/categories/${pick(f.blogCategories, i)}`, { name: { kh: 'ព', en: `Race ${i}` } })(f),
    'DELETE /admin/blog/categories/{id}': (f, i) =>
      a('DELETE', `/api/admin/blog/categories/${pick(f.blogCategories, i + 1)}`)(f),
    'POST /admin/blog/categories/{id}/move': (f, i) =>
      a('POST', `/api/admin/blog/categories/${pick(f.blogCategories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/blog/categories/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/blog/categories/${pick(f.blogCategories, i)}/visibility`, { visible: i % 2 === 0 })(f),
    'POST /admin/reference/{kind}/{id}/move': (f, i) =>
      a('POST', `/api/admin/reference/categories/${pick(f.categories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/reference/{kind}/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/reference/categories/${pick(f.categories, i)}/visibility`, { visible: true })(f),
    'PUT /admin/shipping/rates/{country}/{transport}': (f, i) =>
      a('PUT', '/api/admin/shipping/rates/CN/land', {
        kilo_price: 1.5 + i,
        vol_price: 250,
        service_fee: 1,
        days_min: 7,
        days_max: 14,
      })(f),
    'PUT /admin/shipping/zones/{id}': (f, i) =>
      a('PUT', `/api/admin/shipping/zones/${f.zoneId}`, { service_fee: 1 + i })(f),
    'PUT /admin/shipping/districts/{id}': (f, i) =>
      a('PUT', `/api/admin/shipping/districts/${f.districtId}`, { service_fee: 2 + i })(f),
    'POST /admin/categories/{id}/sub-categories': (f, i) =>
      a('POST', `/api/admin/categories/${pick(f.categories, i)}/sub-categories`, {
        title: { kh: 'ក', en: `Race ${i}` },
        keywords: ['race'],
      })(f),
    'PUT /admin/sub-categories/{id}': (f, i) =>
      a('PUT', `/api/admin/sub-categories/${pick(f.subCategories, i)}`, {
        title: { kh: 'ក', en: `Race ${i}` },
        keywords: ['race'],
      })(f),
    'POST /admin/sub-categories/{id}/move': (f, i) =>
      a('POST', `/api/admin/sub-categories/${pick(f.subCategories, i)}/move`, { direction: dir(i) })(f),
    'POST /admin/sub-categories/{id}/visibility': (f, i) =>
      a('POST', `/api/admin/sub-categories/${pick(f.subCategories, i)}/visibility`, { visible: i % 2 === 0 })(f),
    'POST /admin/payments/khqr-sandbox/{id}/pay': (f) =>
      a('POST', `/api/admin/payments/khqr-sandbox/${f.khqr.id}/pay`)(f),
  };
}

/** Sends one call as a client would (multipart calls upload a small PNG). */
export async function send(t: TestApp, call: WriteCall): Promise<{ status: number; body: unknown }> {
  if (!call.file) return t.call(call.method, call.path, { token: call.token, body: call.body } as never);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await receiptPng(7))], { type: 'image/png' }), 'race.png');
  const headers: Record<string, string> = call.token ? { Authorization: `Bearer ${call.token}` } : {};
  const res = await t.app.request(call.path, { method: call.method, body: form, headers });
  return { status: res.status, body: await res.json().catch(() => null) };
}
