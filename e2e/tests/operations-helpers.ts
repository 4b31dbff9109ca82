import type { Browser, Page } from '@playwright/test';
import { shopDay } from '@fardin/core/shop-day';
import { DEMO_ADMIN, expect, fundWallet, loginAs, plainProduct, test } from '../fixtures';

/**
 * Helpers of the purchase-journey journeys (issue 25 item 7, OPERATIONS.md sections 1 and 3): a
 * paid order of this test's own shopper, the demo admin in a phone-size Khmer browser of their own,
 * and the staff calls that set a line up (raise a problem) where the journey is about the shopper.
 */
export const NAV = { timeout: 30_000 };

export interface PaidOrder {
  id: number;
  lineId: number;
}

/**
 * The shopper of `token` buys `quantity` units of a plain demo product with Anakut Cash (funded first):
 * paid at once. The same buy-now again within 10 s is a double tap and answers the first order
 * (decision 0032): a second order of one product needs another quantity.
 */
export async function paidOrder(
  page: Page,
  token: string,
  product: string,
  store = 'fardin',
  quantity = 1,
): Promise<PaidOrder> {
  await fundWallet(page, token, 200);
  const headers = { Authorization: `Bearer ${token}` };
  const checkout = await page.request.post('/api/checkout', {
    headers,
    data: {
      checkout_type: 'buy_now',
      type: store,
      product_id: product,
      quantity,
      address: 'Home',
      payment_type: 'anakut',
    },
  });
  expect(checkout.status(), await checkout.text()).toBeLessThan(300);
  const id = ((await checkout.json()) as { data: { id: number } }).data.id;
  const detail = await page.request.get(`/api/checkout/history/detail/${id}?envelope=1`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  const { data } = (await detail.json()) as { data: { lines: { id: number; state: string }[] } };
  expect(data.lines.map((l) => l.state)).toEqual(['to_buy']);
  return { id, lineId: data.lines[0]!.id };
}

interface SellerItem {
  id: string;
  seller: { id: string | null; name: string };
}

/**
 * Plain demo Taobao products (no options, in stock, under $60) of the demo catalogue's shops
 * (decision 0038): two sold by one seller, one by another seller of the same marketplace.
 */
export async function taobaoSellerProducts(page: Page): Promise<{ same: [SellerItem, SellerItem]; other: SellerItem }> {
  const found: SellerItem[] = [];
  for (let n = 1; n <= 90; n += 1) {
    const id = `6${String(n).padStart(11, '0')}`;
    const res = await page.request.get(`/api/taobao?api=item_detail_simple&num_iid=${id}`);
    if (!res.ok()) continue;
    const { result } = (await res.json()) as {
      result: {
        item: {
          skus: unknown[];
          stock: number | null;
          price_usd: number | null;
          seller?: { id: string | null; name: string } | null;
        };
      };
    };
    const item = result.item;
    if (item.skus.length || (item.stock ?? 0) < 5 || !item.seller || (item.price_usd ?? 99) > 60) continue;
    found.push({ id, seller: item.seller });
    const first = found[0]!;
    const same = found.filter((f) => f.seller.id === first.seller.id);
    const other = found.find((f) => f.seller.id !== first.seller.id);
    if (same.length >= 2 && other) return { same: [same[0]!, same[1]!], other };
  }
  throw new Error('no two demo Taobao products of one seller and one of another');
}

/** A plain demo product of this spec (each spec takes its own so stock never runs out between journeys). */
export function product(page: Page, skip: number): Promise<string> {
  return plainProduct(page.request, skip);
}

/**
 * A batch's days as the API takes them: it departs today (Phnom Penh: a day before is refused) and
 * arrives on `eta`, or today when that day has passed.
 */
export function batchDays(eta: string): { departs_on: string; eta: string } {
  const today = shopDay(new Date());
  return { departs_on: today, eta: eta < today ? today : eta };
}

/** The demo admin in a browser of their own (phone size, Khmer), and their API token. */
export async function adminPage(browser: Browser): Promise<{ admin: Page; token: string }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    baseURL: test.info().project.use.baseURL,
  });
  const admin = await context.newPage();
  const token = await loginAs(admin, DEMO_ADMIN);
  return { admin, token };
}

/** Staff raise a problem on a line through the API (the back office's form posts the same). */
export async function raiseProblem(
  page: Page,
  staffToken: string,
  lineId: number,
  body: Record<string, unknown>,
): Promise<{ id: number; amount_due: number }> {
  const res = await page.request.post(`/api/admin/order-lines/${lineId}/problems`, {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { problem: { id: number; amount_due: number } | null } };
  expect(data.problem).not.toBeNull();
  return data.problem!;
}

/** The shopper's Anakut Cash balance. */
export async function walletBalance(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

/**
 * The shopper's paid order moved to `ready`, then the storage sweep run 2.5 days past its free
 * storage (the E2E server takes `at`): three days begun, $1.50 due.
 */
export async function overdueOrder(page: Page, shopperToken: string, staff: string, nth: number) {
  const order = await paidOrder(page, shopperToken, await product(page, nth));
  const headers = { Authorization: `Bearer ${staff}` };
  for (const to of ['bought', 'seller_shipped', 'received', 'ready']) {
    const moved = await page.request.post(`/api/admin/order-lines/${order.lineId}/move`, {
      headers,
      data: { to, ...(to === 'seller_shipped' ? { tracking_no: `E2ES${order.lineId}` } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const detail = await page.request.get(`/api/checkout/history/detail/${order.id}?envelope=1`, {
    headers: { Authorization: `Bearer ${shopperToken}` },
  });
  const freeUntil = ((await detail.json()) as { data: { storage: { free_until: string } } }).data.storage.free_until;
  // 2.5 days past the free days: three days begun, billed by the sweep.
  const at = new Date(Date.parse(freeUntil) + 2.5 * 86_400_000).toISOString();
  const sweep = await page.request.post('/api/admin/parcels/storage-sweep', { headers, data: { at } });
  expect(sweep.status(), await sweep.text()).toBe(200);
  return order;
}
