import type { Db } from '@fardin/db/open-db';
import { canMoveOrder, type OrderStage } from '@fardin/core/contract-commerce';
import { SHIPPING_STAGES, STAGE_TARGET_STATE, pathTo, type ShippingStage } from '@fardin/core/line-journey';
import { HttpError } from '../../http/errors';
import { STAGE_KIND } from '@fardin/core/notification-kinds';
import { releaseStock } from '../../modules/catalogue/stock-service';
import {
  hasReturnRequested,
  linesOfOrder,
  releaseReservedStock,
  setPaymentStatus,
  setShippingStage,
  syncOrderStage,
  type OrderRow,
} from '../../modules/orders/line-state-service';
import { paymentStatusAfterMove } from '../../modules/orders/steps-service';
import { addLedger, orderMoney } from '../../modules/operations/service';
import { creditOrderRefund, lockWallet } from '../../modules/wallet/service';
import { markGoodsPaid } from '../pay-order';
import { stepLine, type Actor } from '../line-step';
import { writeOutbox } from '../../modules/notifications/service';

/**
 * "Move the order to stage X" inside a flow's transaction (the order row locked): the order's stage
 * is never written; its live lines are walked to the state of that stage, one move (and event)
 * each, and the stage follows from them (decision 0033). Stages after the overseas warehouse need
 * every live line ready; until the parcel journey holds them they are the order's shipping stage.
 * Cancelling ends every line, gives reserved own stock back, refunds a wallet-paid order to Anakut
 * Cash and ends a bank transfer still waiting for staff. Shared by move-order-stage, cancel-order
 * and approve-transfer (each writes its own audit row).
 */
export async function moveStageIn(
  tx: Db,
  order: OrderRow,
  to: OrderStage,
  extra: { note?: string | null | undefined; photos?: string[] | undefined; at: Date; actor: Actor },
): Promise<OrderRow> {
  const { at, actor } = extra;
  // Order, then shopper: the rows written below take a key-share lock on the shopper's row that
  // the cancel's wallet lock would otherwise upgrade (a deadlock between two of their moves).
  await lockWallet(tx, order.userId);
  const step = { note: extra.note ?? null, photos: extra.photos ?? [] };
  if (!canMoveOrder(order.stage as OrderStage, to))
    throw new HttpError(409, 'order.stage_not_allowed', { params: { from: order.stage, to } });
  if (to === 'paid') {
    await markGoodsPaid(tx, at, order, actor, step);
    return { ...order, stage: 'paid', paymentStatus: order.paymentType === 'cod' ? order.paymentStatus : 'paid' };
  }
  const lines = (await linesOfOrder(tx, order.id)).filter((l) => l.state !== 'cancelled' && l.state !== 'returned');
  if (to === 'cancelled') {
    const cancelled = await cancelIn(tx, at, order, lines, actor, step);
    await tellStage(tx, order, 'cancelled', at, step.note);
    return cancelled;
  }

  const shipping = (SHIPPING_STAGES as readonly string[]).includes(to);
  if (shipping && (await hasReturnRequested(tx, order.id))) throw new HttpError(409, 'order.return_requested');
  const target = shipping ? 'ready' : STAGE_TARGET_STATE[to]!;
  for (const line of lines)
    for (const next of pathTo(line.state, target))
      await stepLine(tx, at, { order, line }, next, actor, { note: step.note });
  if (shipping) await setShippingStage(tx, order.id, to as ShippingStage, at);
  let paymentStatus = order.paymentStatus;
  if (to === 'delivered' && order.paymentType === 'cod') {
    paymentStatus = 'paid';
    await setPaymentStatus(tx, order.id, 'paid', at);
    await addLedger(tx, {
      orderId: order.id,
      kind: 'goods_paid',
      amountCents: -order.grandTotalCents,
      method: 'cod',
      at,
    });
  }
  const { after } = await syncOrderStage(tx, order.id, at, step);
  if (after !== to) throw new HttpError(409, 'order.stage_not_allowed', { params: { from: order.stage, to } });
  await tellStage(tx, order, to, at, step.note);
  return { ...order, stage: after, paymentStatus };
}

/** The shopper's outbox row of a parcel-journey stage or a cancel (decision 0039); other stages have their own. */
async function tellStage(tx: Db, order: OrderRow, to: OrderStage, at: Date, note: string | null): Promise<void> {
  const kind = STAGE_KIND[to];
  if (kind) await writeOutbox(tx, { kind, userId: order.userId, orderId: order.id, payload: { stage: to, note }, at });
}

async function cancelIn(
  tx: Db,
  at: Date,
  order: OrderRow,
  lines: Awaited<ReturnType<typeof linesOfOrder>>,
  actor: Actor,
  step: { note: string | null; photos: string[] },
): Promise<OrderRow> {
  for (const line of lines) await stepLine(tx, at, { order, line }, 'cancelled', actor, { note: step.note });
  // The shopper's row (locked above) before any product row: the checkout's lock order (decision 0011).
  await releaseStock(tx, await releaseReservedStock(tx, order.id));
  const { chargeCents, paidNetCents } = await orderMoney(tx, order.id);
  const paid = order.paymentStatus === 'paid';
  // Nothing is owed any more: credit what the order still charged; a wallet-paid order gets back what it paid.
  if (chargeCents > 0)
    await addLedger(tx, { orderId: order.id, kind: 'line_credit', amountCents: -chargeCents, note: step.note, at });
  if (order.paymentType === 'anakut' && paid && paidNetCents > 0) {
    await creditOrderRefund(tx, order.userId, paidNetCents, order.id);
    await addLedger(tx, { orderId: order.id, kind: 'refund', amountCents: paidNetCents, method: 'wallet', at });
  }
  // Paid: refunded; a bank transfer still waiting for staff ends (issue 24 item 10).
  const paymentStatus = paymentStatusAfterMove(order, 'cancelled');
  if (paymentStatus !== order.paymentStatus) await setPaymentStatus(tx, order.id, paymentStatus, at);
  await syncOrderStage(tx, order.id, at, step);
  return { ...order, stage: 'cancelled', paymentStatus };
}
