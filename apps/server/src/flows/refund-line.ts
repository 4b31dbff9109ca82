import { fromCents, toCents } from '@fardin/core/money';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine, lockOrder } from '../modules/orders/line-state-service';
import { addLedger, refundableOfLine } from '../modules/operations/service';
import { writeOutbox } from '../modules/notifications/service';
import { completeRefund, insertRefund, refundAnswer, refundById } from '../modules/operations/refund-service';
import {
  goodsPaid,
  refundLineToWallet,
  type Actor,
  type FlowDeps,
  lockOwner,
  lineGoodsChargedCents,
} from './line-step';

/**
 * A refund of (part of) a line (`POST /api/admin/order-lines/{id}/refunds`, admin): never more
 * than was paid for the line less what was refunded (the order row is locked, so two refunds of one
 * line run in turn). To Anakut Cash: done at once. To the original method: a staff task that
 * `refund done` closes with the receipt; its ledger row is written then.
 */
export async function refundLine(
  deps: FlowDeps,
  input: { lineId: number; amount: number; to: 'wallet' | 'original'; note?: string | undefined },
  actor: Actor & { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, input.lineId);
    await lockOwner(tx, target.order);
    const cents = toCents(input.amount);
    const left = await refundableOfLine(
      tx,
      input.lineId,
      lineGoodsChargedCents(target.order, target.line),
      await goodsPaid(tx, target.order.id),
    );
    if (cents > left)
      throw new HttpError(409, 'refund.exceeds_paid', {
        params: { left: `$${fromCents(Math.max(0, left)).toFixed(2)}` },
      });
    const refund =
      input.to === 'wallet'
        ? await refundLineToWallet(tx, at, target, cents, actor, input.note ?? null)
        : await insertRefund(tx, {
            orderId: target.order.id,
            lineId: input.lineId,
            amountCents: cents,
            destination: 'original',
            note: input.note ?? null,
            actorId: actor.id,
            at,
          });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order_line.refund',
      targetType: 'order_line',
      targetId: input.lineId,
      details: { amount_cents: cents, to: input.to, refund_id: refund.id },
    });
    return refundAnswer(refund);
  });
}

/** Staff close a refund to the original method with the transfer's receipt. */
export async function completeLineRefund(
  deps: FlowDeps,
  input: { refundId: number; receiptUrl: string },
  actor: Actor & { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const head = await refundById(tx, input.refundId);
    if (!head) throw notFound('refund.not_found');
    const order = await lockOrder(tx, head.orderId);
    await lockOwner(tx, order);
    const done = await completeRefund(tx, input.refundId, input.receiptUrl, at);
    if (!done) throw new HttpError(409, 'refund.already_done');
    await addLedger(tx, {
      orderId: order.id,
      lineId: done.orderLineId,
      kind: 'refund',
      amountCents: done.amountCents,
      method: 'original',
      refundId: done.id,
      note: done.note,
      at,
    });
    await writeOutbox(tx, {
      kind: 'refund_made',
      userId: order.userId,
      orderId: order.id,
      payload: { line_id: done.orderLineId, amount_cents: done.amountCents, to: 'original' },
      at,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'refund.done',
      targetType: 'line_refund',
      targetId: done.id,
      details: { receipt_url: input.receiptUrl },
    });
    return refundAnswer(done);
  });
}
