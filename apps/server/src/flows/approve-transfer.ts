import { fromCents } from '@fardin/core/money';
import { systemNote } from '@fardin/core/system-notes';
import { HttpError } from '../http/errors';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder } from '../modules/orders/steps-service';
import { assertStoredReceipt } from '../modules/uploads/service';
import type { FlowDeps } from './flow-deps';
import { moveStageIn } from './steps/move-stage';

/**
 * Staff accept a bank-transfer receipt (back office and CLI `approve-transfer`): only an order
 * waiting for verification, only on a receipt the shopper uploaded here; the order is paid
 * (timeline step `paid`) and the audit row written in the same transaction.
 */
export async function approveTransfer(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number },
  actor: AuditActor,
): Promise<{ id: number; receiptUrl: string | null }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.paymentType !== 'bankTransfer' || order.paymentStatus !== 'verifying')
      throw new HttpError(409, 'order.no_receipt_to_verify');
    await assertStoredReceipt(tx, { user_id: order.userId, receipt_url: order.receiptUrl });
    await moveStageIn(tx, order, 'paid', {
      note: systemNote('transfer.verified'),
      at: deps.now(),
      actor: { id: actor.id, kind: 'staff' },
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'payment.transfer.verify',
      targetType: 'order',
      targetId: order.id,
      details: { receipt_url: order.receiptUrl, amount: fromCents(order.grandTotalCents) },
    });
    return { id: order.id, receiptUrl: order.receiptUrl };
  });
}
