import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderReferences, orders } from '@fardin/db/schema/orders';
import type { OrderStage } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';

export { recordLineCheck, saveCheckDecision } from './quality-check';

/**
 * The order module's steps of the flows (decision 0032): each takes the flow's transaction `tx`
 * first and changes only the order tables; the flow (apps/server/src/flows) calls them with the
 * other modules' steps and the audit row in its one transaction.
 */
export type OrderRow = typeof orders.$inferSelect;

/** The order row FOR UPDATE (of that shopper when `userId` is given), or 404: one home, the journey's. */
export { lockOrder } from './line-state-service';

/**
 * The order's payment status once it reaches `to`, written in the same UPDATE as the stage. A
 * cancelled order refunds what was paid, and ends a bank transfer still waiting for staff: back to
 * `unpaid`, so it leaves the transfers queue and the dashboard's count (issue 24 item 10).
 */
export function paymentStatusAfterMove(
  order: Pick<OrderRow, 'paymentStatus' | 'paymentType'>,
  to: OrderStage,
): OrderRow['paymentStatus'] {
  if (to === 'paid') return 'paid';
  if (to === 'cancelled' && order.paymentStatus === 'paid') return 'refunded';
  if (to === 'cancelled' && order.paymentStatus === 'verifying') return 'unpaid';
  if (to === 'delivered' && order.paymentType === 'cod') return 'paid';
  return order.paymentStatus;
}

/** Marks a locked, paid (or cancelled-and-refunded) order refunded; 409 when it was never paid. */
export async function markRefunded(tx: Db, order: OrderRow, at: Date): Promise<void> {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') throw new HttpError(409, 'order.not_paid');
  await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(orders.id, order.id));
}

/** Rejecting a bank-transfer receipt sends the order back to unpaid so the shopper can upload again. */
export async function rejectReceipt(tx: Db, id: number, at: Date): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'unpaid', updatedAt: at })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'verifying')))
    .returning({ id: orders.id });
  if (!row) throw new HttpError(409, 'order.no_receipt_to_verify');
}

/** Staff's marketplace order and carrier tracking numbers of an order (an empty one clears it). */
export async function saveOrderReferences(
  tx: Db,
  id: number,
  refs: { marketplaceOrderNo?: string | null | undefined; trackingNo?: string | null | undefined },
  at: Date,
): Promise<void> {
  const set = {
    ...(refs.marketplaceOrderNo !== undefined ? { marketplaceOrderNo: refs.marketplaceOrderNo || null } : {}),
    ...(refs.trackingNo !== undefined ? { trackingNo: refs.trackingNo || null } : {}),
    updatedAt: at,
  };
  await tx
    .insert(orderReferences)
    .values({ orderId: id, ...set })
    .onConflictDoUpdate({ target: orderReferences.orderId, set });
}
