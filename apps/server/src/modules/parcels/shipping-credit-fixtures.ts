import { eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { orders } from '@fardin/db/schema/orders';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { CartAnswer } from '@fardin/core/contract-commerce';
import type { TestApp } from '../../test/test-app';

/** Plain demo Taobao products of the seeded catalogue (no options, in stock; CN, land). */
export const PLAIN_TAOBAO = ['600000000026', '600000000033', '600000000036', '600000000040'] as const;

async function ok<T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await p;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A shopper's order of plain demo Taobao products checked out through the API with an estimated
 * parcel weight, so the checkout charged an international shipping estimate (`orders.shipping_cents`):
 * paid with Anakut Cash, or cash on delivery confirmed by staff. Staff then walk every line to
 * `ready`. Returns the order id, its line ids and the shipping it was charged (cents).
 */
export async function orderWithShipping(
  t: TestApp,
  shopper: string,
  staff: string,
  opts: { products: readonly string[]; weightKg: number; payment: 'anakut' | 'cod' },
) {
  for (const id of opts.products)
    await ok(
      t.call('POST', '/api/cart/add', { token: shopper, body: { product_id: id, type: 'taobao', quantity: 1 } }),
      'cart',
    );
  const cart = await ok(t.call<CartAnswer>('GET', '/api/cart?type=external', { token: shopper }), 'cart');
  const items = cart.data.taobao!.filter((l) => opts.products.includes(l.product_id)).map((l) => l.id);
  const placed = await ok(
    t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token: shopper,
      body: {
        type: 'taobao',
        items,
        payment_type: opts.payment,
        delivery: 'warehouse',
        transport: 'land',
        parcel: { weight: opts.weightKg },
      },
    }),
    'checkout',
  );
  const orderId = placed.data.id;
  if (opts.payment === 'cod')
    await ok(
      t.call('POST', `/api/admin/orders/${orderId}/stage`, { token: staff, body: { stage: 'paid' } }),
      'confirm',
    );
  const detail = await ok(
    t.call<{ data: { lines: { id: number }[] } }>('GET', `/api/checkout/history/detail/${orderId}?envelope=1`, {
      token: shopper,
    }),
    'detail',
  );
  const lineIds = detail.data.lines.map((l) => l.id);
  for (const lineId of lineIds)
    for (const to of ['bought', 'seller_shipped', 'received', 'ready'])
      await ok(
        t.call('POST', `/api/admin/order-lines/${lineId}/move`, {
          token: staff,
          body: { to, ...(to === 'seller_shipped' ? { tracking_no: `SC${lineId}`, carrier: 'YTO' } : {}) },
        }),
        `move ${to}`,
      );
  const [row] = await t.opened.db.select({ shipping: orders.shippingCents }).from(orders).where(eq(orders.id, orderId));
  return { orderId, lineIds, shippingCents: row!.shipping };
}

/** The order's ledger rows (kind and signed cents) and their sum. */
export async function ledgerOfOrder(t: TestApp, orderId: number) {
  const rows = await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId));
  return { rows, sum: rows.reduce((s, r) => s + r.amountCents, 0) };
}

/** The shopper's Anakut Cash balance (cents) and the refund entries of their wallet. */
export async function walletOf(t: TestApp, userId: number) {
  const rows = await t.opened.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  return { balance: rows.reduce((s, r) => s + r.amountCents, 0), refunds: rows.filter((r) => r.kind === 'refund') };
}
