import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderEvents, orderLineChecks, orderLines, orderReferences, orders } from '@fardin/db/schema/orders';
import { canMoveOrder, type OrderStage } from '@fardin/core/contract-commerce';
import { HttpError, notFound } from '../../http/errors';

export { recordLineCheck } from './quality-check';

/**
 * The order module's steps of the flows (decision 0032): each takes the flow's transaction `tx`
 * first and changes only the order tables; the flow (apps/server/src/flows) calls them with the
 * other modules' steps and the audit row in its one transaction.
 */
export type OrderRow = typeof orders.$inferSelect;

/** The order row FOR UPDATE (of that shopper when `userId` is given), or 404. */
export async function lockOrder(tx: Db, id: number, userId?: number): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId));
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw notFound('order.not_found');
  return order;
}

/** What a stage move does to the payment status. */
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

/**
 * Moves a locked order to a later stage and records the step on its timeline. Refuses a move the
 * stage order does not allow, and leaving for Cambodia while a line's return or exchange is open.
 * Cancel's other effects (stock back, wallet refund) are the cancel flow's.
 */
export async function changeStage(
  tx: Db,
  order: OrderRow,
  to: OrderStage,
  extra: { note?: string | null | undefined; photos?: string[] | undefined; at: Date },
): Promise<OrderRow> {
  if (!canMoveOrder(order.stage as OrderStage, to))
    throw new HttpError(409, 'order.stage_not_allowed', { params: { from: order.stage, to } });
  if (to === 'shipped_to_cambodia') {
    const [open] = await tx
      .select({ id: orderLineChecks.orderLineId })
      .from(orderLineChecks)
      .innerJoin(orderLines, eq(orderLines.id, orderLineChecks.orderLineId))
      .where(and(eq(orderLines.orderId, order.id), inArray(orderLineChecks.decision, ['return', 'exchange'])))
      .limit(1);
    if (open) throw new HttpError(409, 'order.return_requested');
  }
  const paymentStatus = paymentStatusAfterMove(order, to);
  await tx.update(orders).set({ stage: to, paymentStatus, updatedAt: extra.at }).where(eq(orders.id, order.id));
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, stage: to, note: extra.note ?? null, photos: extra.photos ?? [] });
  return { ...order, stage: to, paymentStatus };
}

/**
 * The own-catalogue stock a (locked) order still holds, taken off its lines (stock_reserved drops
 * to 0, so a second cancel gives nothing back); the caller gives it back to the catalogue.
 */
export async function takeReservedStock(tx: Db, orderId: number) {
  const reserved = and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0));
  const given = await tx
    .select({
      store: orderLines.store,
      productId: orderLines.productId,
      variant: orderLines.variant,
      quantity: orderLines.stockReserved,
    })
    .from(orderLines)
    .where(reserved);
  await tx.update(orderLines).set({ stockReserved: 0 }).where(reserved);
  return given;
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
