import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, freshShopper, fundWallet, plainProduct } from '../fixtures';
import { paidOrder, raiseProblem, taobaoSellerProducts } from './operations-helpers';

/**
 * The pages the language scans walk (language-scan.spec.ts): every shopper page, guest and signed
 * in, and every back-office page, with data on them made by the test itself (the E2E server seeds
 * no demo orders): an order, a problem, a buy request, a withdrawal.
 */

export async function guestPaths(request: APIRequestContext): Promise<string[]> {
  const product = await plainProduct(request);
  const blog = (await (await request.get('/api/blog')).json()) as { data: Array<{ id: number }> };
  expect(blog.data.length).toBeGreaterThan(0);
  return [
    '/',
    '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default',
    `/product/fardin/${product}`,
    // A Chinese store's product: its title and description in Khmer (the demo catalogue has them).
    '/product/taobao/600000000001',
    '/shop',
    '/blog',
    // The oldest post is the seed's (other journeys write posts in English as staff would).
    `/blog/detail/${Math.min(...blog.data.map((p) => p.id))}`,
    '/price-list',
    '/price',
    '/area',
    '/express',
    '/tracking',
    '/about-us',
    '/privacy-policy',
    '/download',
    '/login',
    '/register',
    '/forgot',
  ];
}

/** A fresh shopper with one order placed and one item in the cart; answers the pages to read. */
export async function shopperPaths(page: Page): Promise<string[]> {
  // The address is the shopper's own words; the fixture's is named 'Home', one of our English texts.
  const token = await freshShopper(page, 'សុខា', { address: false });
  const auth = { Authorization: `Bearer ${token}` };
  const saved = await page.request.post('/api/profile/location/add', {
    headers: auth,
    data: { name: 'ផ្ទះ', description: 'ផ្ទះលេខ 12 ផ្លូវ 271', lat: 11.5564, long: 104.9282 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const product = await plainProduct(page.request);
  const order = await page.request.post('/api/checkout', {
    headers: auth,
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: product,
      quantity: 1,
      address: 'ផ្ទះ',
      delivery: 'warehouse',
      payment_type: 'cod',
    },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  const orderId = ((await order.json()) as { data: { id: number } }).data.id;
  const added = await page.request.post('/api/cart/add', {
    headers: auth,
    data: { product_id: product, type: 'fardin', quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  return [
    '/my-cart',
    `/buynow?type=fardin&product_id=${product}&quantity=1`,
    '/account',
    '/account/my-order',
    `/account/my-order/${orderId}`,
    '/account/my-profile',
    '/account/my-address',
    '/account/my-favorite',
    '/account/my-delivery',
    '/account/wallet',
    '/account/change-password',
    '/account/notifications',
    '/account/requests',
    '/account/requests/new',
    '/chat',
  ];
}

/** The demo admin's API token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login?vendor_code=anakut_buy', { data: DEMO_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Work for the back office, made through the API as a shopper and staff would: a paid Taobao order
 * (a Chinese seller's title) with a line on hold for a problem, a buy request and a withdrawal.
 * Answers the shopper's order (its page is walked too).
 */
export async function backOfficeWork(page: Page, staff: string): Promise<{ orderId: number }> {
  const token = await freshShopper(page, 'ចាន់ សុភា');
  const auth = { Authorization: `Bearer ${token}` };
  const order = await paidOrder(page, token, (await taobaoSellerProducts(page)).other.id, 'taobao');
  await raiseProblem(page, staff, order.lineId, { kind: 'out_of_stock' });
  const asked = await page.request.post('/api/requests', {
    headers: auth,
    data: { link: 'https://www.aliexpress.com/item/1005006123456789.html', note: 'សូមទិញពីហាងដដែល' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await fundWallet(page, token, 10);
  const withdrawn = await page.request.post('/api/wallet/withdraw', { headers: auth, data: { amount: 5 } });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  return { orderId: order.id };
}

/** Every page of the back office's menu, and one page of each kind of detail. */
export async function backOfficePaths(request: APIRequestContext, staff: string, orderId: number): Promise<string[]> {
  const auth = { Authorization: `Bearer ${staff}` };
  const products = (await (await request.get('/api/admin/products', { headers: auth })).json()) as {
    data: Array<{ id: number }>;
  };
  const posts = (await (await request.get('/api/admin/blog/posts', { headers: auth })).json()) as {
    data: Array<{ id: number }>;
  };
  const menu = [
    '',
    '/orders',
    '/purchasing',
    '/problems',
    '/conversations',
    '/requests',
    '/parcels',
    '/warehouse',
    '/batches',
    '/pp-receiving',
    '/dispatch',
    '/rider-day',
    '/payments',
    '/withdrawals',
    '/deliveries',
    '/users',
    '/products',
    '/reference',
    '/shipping',
    '/blog',
    '/blog/categories',
    '/settings',
    '/audit',
    '/sms-outbox',
    '/telegram-outbox',
    '/khqr-sandbox',
  ];
  const details = [
    `/orders/${orderId}`,
    `/orders/${orderId}/messages`,
    ...(products.data?.[0] ? [`/products/${products.data[0].id}`] : []),
    ...(posts.data?.[0] ? [`/blog/posts/${posts.data[0].id}`] : []),
    // The seed's first category and its sub-categories with their search keywords.
    '/reference/categories/1',
  ];
  return [...menu, ...details].map((path) => `/admin${path}`);
}
