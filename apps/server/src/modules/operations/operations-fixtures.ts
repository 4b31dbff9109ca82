import { orderLines } from '@fardin/db/schema/orders';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { TestApp } from '../../test/test-app';
import { insertOrder } from '../admin/admin-fixtures';

/**
 * A shopper's bank-transfer order with `n` lines of $10 (store taobao), less an order discount, its
 * receipt accepted by staff through the API: the lines are `to_buy`. Returns the order and line ids.
 */
export async function paidOrder(t: TestApp, owner: number, staff: string, n = 2, unitCents = 1000, discountCents = 0) {
  const total = unitCents * n;
  const id = await insertOrder(
    t,
    owner,
    { subtotalCents: total, shippingCents: 0, discountCents, grandTotalCents: total - discountCents },
    { lines: 0 },
  );
  const { orderLedger } = await import('@fardin/db/schema/operations');
  await t.opened.db.insert(orderLedger).values({ orderId: id, kind: 'goods', amountCents: total });
  if (discountCents > 0)
    await t.opened.db.insert(orderLedger).values({ orderId: id, kind: 'discount', amountCents: -discountCents });
  const lines = await t.opened.db
    .insert(orderLines)
    .values(
      Array.from({ length: n }, (_, i) => ({
        orderId: id,
        store: 'taobao',
        productId: `p${i + 1}`,
        title: `Shirt ${i + 1}`,
        quantity: 1,
        unitPriceCents: unitCents,
        currency: 'USD',
        unitUsdCents: unitCents,
        lineUsdCents: unitCents,
      })),
    )
    .returning({ id: orderLines.id });
  const res = await t.call('POST', `/api/admin/payments/transfers/${id}/verify`, { token: staff });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, lineIds: lines.map((l) => l.id) };
}

export async function topUp(t: TestApp, userId: number, cents: number) {
  await t.opened.db.insert(walletEntries).values({ userId, amountCents: cents, kind: 'topup', reference: 'TEST' });
}
