import { percentile, type Section } from './types';

export interface CheckoutResult {
  shoppers: number;
  /** Checkouts sent (`POST /api/checkout`). */
  requested: number;
  /** Orders that exist afterwards: the sum of the shoppers' order history totals (`GET /api/checkout/history`). */
  created: number;
  /** Checkouts that did not answer 200, with the first few answers. */
  failed: number;
  errors: string[];
  ordersPerSecond: number;
  /** Latency of `POST /api/checkout` alone, and of a whole add-to-cart + checkout cycle. */
  p50Ms: number;
  p99Ms: number;
  cycleP50Ms: number;
  cycleP99Ms: number;
  seconds: number;
  product: string;
}

const SHOPPERS = 20;
const ADMIN = { phone: '010000002', password: 'demo-admin' };
/** Phones of the bench shoppers: +855 10 99 0001..0020 (valid Cambodian numbers, unused by the demo data). */
const benchPhone = (i: number) => `01099${String(i + 1).padStart(4, '0')}`;

type Json = Record<string, unknown>;

interface Answer {
  status: number;
  body: Json;
  ms: number;
}

export function client(base: string) {
  const vendor = process.env.VENDOR_CODE ?? 'anakut_buy';
  return async (
    method: string,
    path: string,
    options: { token?: string | null; body?: unknown } = {},
  ): Promise<Answer> => {
    const started = performance.now();
    const res = await fetch(`${base}${path.replace('{vendor}', encodeURIComponent(vendor))}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body, ms };
  };
}

export const describe = (a: Answer) =>
  `${a.status} ${typeof a.body.message === 'string' ? a.body.message : JSON.stringify(a.body).slice(0, 120)}`;
const round = (n: number) => Math.round(n * 10) / 10;
const succeeded = (a: Answer) => a.status >= 200 && a.status < 300;

/** A product that any quantity-1 order can buy: in stock, and a variant in stock when it has variants. */
export async function productInStock(call: ReturnType<typeof client>) {
  const search = await call('GET', '/api/fardin?api=item_search&q=&page=1&page_size=60');
  const items = (search.body.result as { item?: { num_iid: string }[] } | undefined)?.item ?? [];
  let product: { id: string; variant?: string } | null = null;
  for (const item of items) {
    const detail = await call('GET', `/api/fardin?api=item_detail_simple&num_iid=${encodeURIComponent(item.num_iid)}`);
    const p = (
      detail.body.result as
        { item?: { skus?: { sku_id: string; quantity: number }[]; stock?: number | null } } | undefined
    )?.item;
    if (!p || (typeof p.stock === 'number' && p.stock < 1)) continue;
    const skus = p.skus ?? [];
    if (skus.length === 0) {
      product = { id: item.num_iid };
      break;
    }
    const sku = skus.find((k) => k.quantity >= 1);
    if (sku && !product) product = { id: item.num_iid, variant: sku.sku_id };
  }
  return { product, search };
}

/**
 * Checkout under load: 20 shoppers, created through the back office API (the demo admin adds them
 * as staff, which gives a verified account and a one-time password, then makes them shoppers), log
 * in and each places `BENCH_CHECKOUT_ORDERS` (default 10, 5 with BENCH_QUICK) orders one after the
 * other: add one product to the cart, then check that line out with cash on delivery, all 20 at
 * the same time. Orders created are counted afterwards from each shopper's order history.
 */
export async function measureCheckout(base: string, token: string | null): Promise<Section<CheckoutResult>> {
  if (!token) return { skipped: 'needs the demo shopper login (POST /api/login)' };
  const call = client(base);
  const perShopper = Number(process.env.BENCH_CHECKOUT_ORDERS ?? (process.env.BENCH_QUICK === '1' ? 5 : 10));

  const admin = await call('POST', '/api/login?vendor_code={vendor}', { body: ADMIN });
  const adminToken = typeof admin.body.token === 'string' ? admin.body.token : null;
  if (!adminToken) return { skipped: `the demo admin cannot log in (${describe(admin)})` };

  // A product of its own with exactly the stock the run buys (the demo products hold 100 to 150):
  // staff add it as they would, so created = requested is the bench's whole check.
  const benchProduct = await call('POST', '/api/admin/products', {
    token: adminToken,
    body: { title_en: `Bench charger ${Date.now()}`, price: 5, stock: SHOPPERS * perShopper },
  });
  const sourceId = (benchProduct.body.data as { source_id?: string } | undefined)?.source_id;
  if (!sourceId) return { skipped: `the demo admin cannot add the bench product (${describe(benchProduct)})` };
  const product: { id: string; variant?: string } = { id: sourceId };

  const tokens: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const phone = benchPhone(i);
    const staff = await call('POST', '/api/admin/staff', {
      token: adminToken,
      body: { phone, name: `Bench shopper ${i + 1}`, role: 'staff' },
    });
    const data = staff.body.data as { id?: number; one_time_password?: string } | undefined;
    if (staff.status !== 200 || !data?.id || !data.one_time_password)
      return { skipped: `cannot create bench shopper ${phone}: ${describe(staff)}` };
    const role = await call('POST', `/api/admin/users/${data.id}/role`, {
      token: adminToken,
      body: { role: 'shopper' },
    });
    if (role.status !== 200) return { skipped: `cannot make ${phone} a shopper: ${describe(role)}` };
    const login = await call('POST', '/api/login?vendor_code={vendor}', {
      body: { phone, password: data.one_time_password },
    });
    if (typeof login.body.token !== 'string')
      return { skipped: `bench shopper ${phone} cannot log in: ${describe(login)}` };
    tokens.push(login.body.token);
  }

  const orderCount = async (t: string) => {
    // The mobile app's answer is a bare array; `envelope=1` adds the total the count needs.
    const res = await call('GET', '/api/checkout/history?page=1&row_per_page=1&envelope=1', { token: t });
    if (res.status !== 200 || typeof res.body.total !== 'number')
      throw new Error(`order history answered ${describe(res)}`);
    return res.body.total;
  };
  const before = (await Promise.all(tokens.map(orderCount))).reduce((a, b) => a + b, 0);

  const checkoutMs: number[] = [];
  const cycleMs: number[] = [];
  const errors: string[] = [];
  let requested = 0;
  let failed = 0;
  const note = (what: string, a: Answer) => {
    if (errors.length < 5) errors.push(`${what}: ${describe(a)}`);
  };

  const started = performance.now();
  await Promise.all(
    tokens.map(async (shopper) => {
      for (let n = 0; n < perShopper; n++) {
        const cycleStart = performance.now();
        const added = await call('POST', '/api/cart/add', {
          token: shopper,
          body: {
            product_id: product.id,
            type: 'fardin',
            quantity: 1,
            ...(product.variant ? { variant: product.variant } : {}),
          },
        });
        const line = (added.body.data as { id?: number } | undefined)?.id;
        // The cart answers a new line 201: any 2xx is a success here.
        if (!succeeded(added) || typeof line !== 'number') {
          note('cart/add', added);
          failed++;
          requested++;
          continue;
        }
        requested++;
        const order = await call('POST', '/api/checkout?address=Home', {
          token: shopper,
          body: {
            type: 'fardin',
            items: [line],
            payment_type: 'cod',
            transport: 'land',
            // Picked up at the warehouse: home delivery needs a saved address placed on the map.
            delivery: 'warehouse',
            note: 'bench',
          },
        });
        checkoutMs.push(order.ms);
        cycleMs.push(performance.now() - cycleStart);
        if (!succeeded(order)) {
          note('checkout', order);
          failed++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = (await Promise.all(tokens.map(orderCount))).reduce((a, b) => a + b, 0);
  const created = after - before;
  return {
    shoppers: SHOPPERS,
    requested,
    created,
    failed,
    errors,
    ordersPerSecond: round(created / seconds),
    p50Ms: round(percentile(checkoutMs, 50)),
    p99Ms: round(percentile(checkoutMs, 99)),
    cycleP50Ms: round(percentile(cycleMs, 50)),
    cycleP99Ms: round(percentile(cycleMs, 99)),
    seconds: round(seconds),
    product: `fardin/${product.id}${product.variant ? ` (variant ${product.variant})` : ''}`,
  };
}
