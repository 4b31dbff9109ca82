import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderEvents, orderLineChecks, orderLines, orders } from '@fardin/db/schema/orders';
import type { OrderStage } from '@fardin/core/contract-commerce';
import { deriveOrderStage, type LineState, type ShippingStage } from '@fardin/core/line-journey';
import { notFound } from '../../http/errors';

/**
 * The orders module's side of the purchase journey (decision 0033): the line state columns and the
 * order's derived stage live in the order tables, so only this file writes them. Every function
 * takes the caller's transaction first (flows, apps/server/src/flows/).
 */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

/** The order row, locked for the rest of the transaction (lock order: order, then the wallet). */
export async function lockOrder(tx: Db, orderId: number, userId?: number): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw notFound('order.not_found');
  return order;
}

/** A line with its order, the order locked first (every move of a line of one order runs in turn). */
export async function lockLine(tx: Db, lineId: number, userId?: number): Promise<{ order: OrderRow; line: LineRow }> {
  const [head] = await tx.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.id, lineId));
  if (!head) throw notFound('order.line_not_found');
  const order = await lockOrder(tx, head.orderId, userId).catch(() => {
    throw notFound('order.line_not_found');
  });
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId));
  return { order, line: line! };
}

/** An order row without a lock (reads outside a move: the storage sweep, the order's parcels). */
export async function orderById(tx: Db, orderId: number, userId?: number): Promise<OrderRow | null> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [order] = await tx.select().from(orders).where(where);
  return order ?? null;
}

export async function linesOfOrder(tx: Db, orderId: number): Promise<LineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function linesByIds(tx: Db, ids: readonly number[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.id, [...ids]))
    .orderBy(asc(orderLines.id));
}

export interface LinePatch {
  state: LineState;
  heldFrom: LineState | null;
  paidAt?: Date;
  variant?: string;
  variantName?: string | null;
  unitUsdCents?: number;
}

/** Writes a line's state (the caller checked the move with canMoveLine and holds the order's lock). */
export async function setLineState(tx: Db, lineId: number, patch: LinePatch): Promise<void> {
  const set: Partial<LineRow> = { state: patch.state, heldFrom: patch.heldFrom };
  if (patch.paidAt) set.paidAt = patch.paidAt;
  if (patch.variant !== undefined) set.variant = patch.variant;
  if (patch.variantName !== undefined) set.variantName = patch.variantName;
  if (patch.unitUsdCents !== undefined) set.unitUsdCents = patch.unitUsdCents;
  await tx.update(orderLines).set(set).where(eq(orderLines.id, lineId));
  if (patch.unitUsdCents !== undefined) {
    const [line] = await tx.select({ q: orderLines.quantity }).from(orderLines).where(eq(orderLines.id, lineId));
    await tx
      .update(orderLines)
      .set({ lineUsdCents: patch.unitUsdCents * (line?.q ?? 1) })
      .where(eq(orderLines.id, lineId));
  }
}

export async function setPaymentStatus(tx: Db, orderId: number, status: OrderRow['paymentStatus'], at: Date) {
  await tx.update(orders).set({ paymentStatus: status, updatedAt: at }).where(eq(orders.id, orderId));
}

export async function setShippingStage(tx: Db, orderId: number, stage: ShippingStage | null, at: Date) {
  await tx.update(orders).set({ shippingStage: stage, updatedAt: at }).where(eq(orders.id, orderId));
}

/**
 * The only writer of `orders.stage`: derives it from the lines (and the shipping stage) and, when
 * it changed, writes it with a timeline step (note and photos of the move that changed it).
 */
export async function syncOrderStage(
  tx: Db,
  orderId: number,
  at: Date,
  step: { note?: string | null; photos?: string[] } = {},
): Promise<{ before: OrderStage; after: OrderStage }> {
  const [order] = await tx
    .select({ stage: orders.stage, shipping: orders.shippingStage })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await tx
    .select({ state: orderLines.state, heldFrom: orderLines.heldFrom })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const before = order!.stage as OrderStage;
  const after = deriveOrderStage(lines, order!.shipping ?? null);
  if (after !== before) {
    await tx.update(orders).set({ stage: after, updatedAt: at }).where(eq(orders.id, orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId, stage: after, note: step.note ?? null, photos: step.photos ?? [], createdAt: at });
  }
  return { before, after };
}

/** Whether any line of the order has a quality check whose shopper asked for a return or exchange. */
export async function hasReturnRequested(tx: Db, orderId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: orderLineChecks.orderLineId })
    .from(orderLineChecks)
    .innerJoin(orderLines, eq(orderLines.id, orderLineChecks.orderLineId))
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLineChecks.decision, ['return', 'exchange'])))
    .limit(1);
  return !!open;
}

/** Lines waiting to be bought, oldest payment first, with their order's note and shopper. */
export async function toBuyLines(tx: Db) {
  return tx
    .select({ line: orderLines, orderNote: orders.note, userId: orders.userId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.state, 'to_buy'), isNotNull(orderLines.paidAt)))
    .orderBy(asc(orderLines.paidAt), asc(orderLines.id));
}

/** Takes the order's reserved own stock off its lines (once: stock_reserved drops to 0) and says what to give back. */
export async function releaseReservedStock(tx: Db, orderId: number) {
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

/**
 * Quality checks waiting for the shopper's decision (the line `checked`, decision pending), the
 * oldest check first: the staff inbox lists them beside the problems (decision 0033).
 */
export async function pendingCheckDecisions(tx: Db) {
  return tx
    .select({
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      userId: orders.userId,
      title: orderLines.title,
      checkedAt: orderLineChecks.createdAt,
      remindersSent: orderLineChecks.remindersSent,
    })
    .from(orderLineChecks)
    .innerJoin(orderLines, eq(orderLines.id, orderLineChecks.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLineChecks.decision, 'pending'), eq(orderLines.state, 'checked')))
    .orderBy(asc(orderLineChecks.createdAt), asc(orderLines.id));
}

/**
 * Quality checks whose shopper decision is still pending at `now`, 24 h then 48 h after the check:
 * each reminder is claimed once with a conditional update (two sweeps at once remind once).
 */
export async function claimDueCheckReminders(tx: Db, now: Date, hoursList: readonly number[]) {
  const claimed: { lineId: number; orderId: number; userId: number; hours: number }[] = [];
  for (const [i, hours] of hoursList.entries()) {
    const rows = await tx
      .update(orderLineChecks)
      .set({ remindersSent: i + 1 })
      .where(
        and(
          eq(orderLineChecks.decision, 'pending'),
          eq(orderLineChecks.remindersSent, i),
          lte(orderLineChecks.createdAt, new Date(now.getTime() - hours * 3600_000)),
        ),
      )
      .returning({ lineId: orderLineChecks.orderLineId });
    for (const row of rows) {
      const [line] = await tx
        .select({ orderId: orderLines.orderId, userId: orders.userId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orderLines.id, row.lineId));
      if (line) claimed.push({ lineId: row.lineId, ...line, hours });
    }
  }
  return claimed;
}

/**
 * Every line of a just-placed order waiting for payment goes `to_buy` at once (one statement: the
 * checkout's transaction holds the product rows' locks, so it stays short). The system's move
 * awaiting_payment -> to_buy; returns the lines moved.
 */
export async function startPaidLines(tx: Db, orderId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .update(orderLines)
    .set({ state: 'to_buy', paidAt: at })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.state, 'awaiting_payment')))
    .returning({ id: orderLines.id });
  return rows.map((r) => r.id);
}

/** Orders by id, unlocked (the rider's list reads their notes and addresses, decision 0043). */
export async function ordersByIds(tx: Db, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]))
    .orderBy(asc(orders.id));
}

/** `ready` lines of every order with their order, oldest first (the pack screen's list). */
export async function readyLinesOfAll(tx: Db, limit: number): Promise<{ line: LineRow; order: OrderRow }[]> {
  const rows = await tx
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.state, 'ready'))
    .orderBy(asc(orderLines.id))
    .limit(limit);
  return rows;
}
