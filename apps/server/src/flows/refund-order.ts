import { fromCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder, markRefunded } from '../modules/orders/steps-service';
import { creditOrderRefund, hasOrderRefund } from '../modules/wallet/service';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

/**
 * An admin refunds an order's total to the shopper's Anakut Cash: once per order, for a paid order
 * or one the cancel step marked refunded without moving money. Order, ledger and audit row in one
 * transaction.
 */
export async function refundOrder(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number },
  actor: AuditActor,
): Promise<{ userId: number; amount: number }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (await hasOrderRefund(tx, order.id)) throw new HttpError(409, 'order.already_refunded');
    await markRefunded(tx, order, deps.now());
    await creditOrderRefund(tx, order.userId, order.grandTotalCents, order.id);
    const refund = { userId: order.userId, amount: fromCents(order.grandTotalCents) };
    await writeOutbox(tx, {
      kind: 'refund_made',
      userId: order.userId,
      orderId: order.id,
      payload: { amount_cents: order.grandTotalCents, destination: 'wallet' },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      details: { amount: refund.amount, user_id: refund.userId },
    });
    return refund;
  });
}
