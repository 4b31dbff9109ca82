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

export const blogPost = (categoryId: number, slug: string) => ({
  slug,
  category_id: categoryId,
  image: '/uploads/news.webp',
  author: 'Fardin',
  texts: [{ locale: 'en', title: 'News', excerpt: 'Hi', body: '<p>Hello</p>' }],
});

export const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
export const phone = (i: number, base: number) => `0${base + i}`;

/** Sends one call as a client would (multipart calls upload a small PNG). */
export async function send(t: TestApp, call: WriteCall): Promise<{ status: number; body: unknown }> {
  if (!call.file) return t.call(call.method, call.path, { token: call.token, body: call.body } as never);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await receiptPng(7))], { type: 'image/png' }), 'race.png');
  const headers: Record<string, string> = call.token ? { Authorization: `Bearer ${call.token}` } : {};
  const res = await t.app.request(call.path, { method: call.method, body: form, headers });
  return { status: res.status, body: await res.json().catch(() => null) };
}
