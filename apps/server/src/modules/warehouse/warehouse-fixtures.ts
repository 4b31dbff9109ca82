import type { TestApp } from '../../test/test-app';
import { paidOrder } from '../operations/operations-fixtures';

/** Lines bought and shipped by the seller under `trackingNo` (staff moves through the API). */
export async function shippedLines(t: TestApp, owner: number, staff: string, trackingNo: string, n = 1) {
  const order = await paidOrder(t, owner, staff, n);
  const bought = await t.call('POST', '/api/admin/purchases', {
    token: staff,
    body: {
      line_ids: order.lineIds,
      seller: 'Shop 88',
      marketplace_order_no: `TB-${trackingNo}`,
      unit_prices: Object.fromEntries(order.lineIds.map((id) => [id, { amount: 60, currency: 'CNY' }])),
    },
  });
  if (bought.status !== 200) throw new Error(`buy: ${bought.status} ${JSON.stringify(bought.body)}`);
  for (const id of order.lineIds) {
    const moved = await t.call('POST', `/api/admin/order-lines/${id}/move`, {
      token: staff,
      body: { to: 'seller_shipped', tracking_no: trackingNo, carrier: 'ZTO' },
    });
    if (moved.status !== 200) throw new Error(`ship: ${moved.status} ${JSON.stringify(moved.body)}`);
  }
  return order;
}

/** Lines bought but whose tracking number was never recorded (what an unclaimed parcel is matched to). */
export async function boughtLines(t: TestApp, owner: number, staff: string, n = 1) {
  const order = await paidOrder(t, owner, staff, n);
  const bought = await t.call('POST', '/api/admin/purchases', {
    token: staff,
    body: {
      line_ids: order.lineIds,
      seller: 'Shop 9',
      marketplace_order_no: `TB-B${order.id}`,
      unit_prices: Object.fromEntries(order.lineIds.map((id) => [id, { amount: 60, currency: 'CNY' }])),
    },
  });
  if (bought.status !== 200) throw new Error(`buy: ${bought.status} ${JSON.stringify(bought.body)}`);
  return order;
}
