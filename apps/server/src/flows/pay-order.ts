import type { Db } from '@fardin/db/open-db';
import { canMoveOrder, type OrderStage } from '@fardin/core/contract-commerce';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import {
  linesOfOrder,
  lockOrder,
  setPaymentStatus,
  syncOrderStage,
  type OrderRow,
} from '../modules/orders/line-state-service';
import { addLedger } from '../modules/operations/service';
import { writeOutbox } from '../modules/notifications/service';
import { stepLine, type Actor, type FlowDeps } from './line-step';

/**
 * The goods are paid (wallet or KHQR at checkout, a transfer approved) or, for COD, staff confirmed
 * the order by phone: every line waiting for payment goes `to_buy` with paid_at, the ledger gets
 * `goods_paid` (not for COD: paid at the door), the shopper an "order paid" notification.
 */
export async function markGoodsPaid(
  tx: Db,
  at: Date,
  order: OrderRow,
  actor: Actor,
  step: { note?: string | null; photos?: string[] } = {},
): Promise<void> {
  const lines = await linesOfOrder(tx, order.id);
  for (const line of lines)
    if (line.state === 'awaiting_payment') await stepLine(tx, at, { order, line }, 'to_buy', actor, { paidAt: at });
  if (order.paymentType !== 'cod') {
    await addLedger(tx, {
      orderId: order.id,
      kind: 'goods_paid',
      amountCents: -order.grandTotalCents,
      method: order.paymentType,
      at,
    });
    if (order.paymentStatus !== 'paid') await setPaymentStatus(tx, order.id, 'paid', at);
  }
  await writeOutbox(tx, {
    // A COD order confirmed by phone is not paid: the shopper is told it is confirmed, and what to pay at the door.
    kind: order.paymentType === 'cod' ? 'order_confirmed' : 'order_paid',
    userId: order.userId,
    orderId: order.id,
    payload: { total_cents: order.grandTotalCents, payment_type: order.paymentType },
    at,
  });
  await syncOrderStage(tx, order.id, at, step);
}

/**
 * Staff mark an order paid: a bank transfer verified, or a COD order confirmed by phone (then
 * nothing is paid yet). One transaction with its audit row.
 */
export async function payOrder(
  deps: FlowDeps,
  input: { orderId: number; note?: string | null; audit?: { action: string; details: Record<string, unknown> } },
  actor: Actor,
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const order = await lockOrder(tx, input.orderId);
    if (!canMoveOrder(order.stage as OrderStage, 'paid'))
      throw new HttpError(409, 'order.stage_not_allowed', { params: { from: order.stage, to: 'paid' } });
    await markGoodsPaid(tx, at, order, actor, { note: input.note ?? null });
    if (actor.id !== null)
      await recordAudit(tx, {
        actorId: actor.id,
        action: input.audit?.action ?? 'order.paid',
        targetType: 'order',
        targetId: order.id,
        details: input.audit?.details ?? { note: input.note ?? null },
      });
    return { ...order, paymentStatus: order.paymentType === 'cod' ? order.paymentStatus : 'paid', stage: 'paid' };
  });
}
