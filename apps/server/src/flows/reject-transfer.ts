import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder, rejectReceipt } from '../modules/orders/steps-service';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

/** Staff refuse a bank-transfer receipt: the order is unpaid again (the shopper may upload another), audited. */
export async function rejectTransfer(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number; reason: string },
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    await rejectReceipt(tx, order.id, deps.now());
    await writeOutbox(tx, {
      kind: 'transfer_refused',
      userId: order.userId,
      orderId: order.id,
      payload: { reason: input.reason },
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'payment.transfer.reject',
      targetType: 'order',
      targetId: order.id,
      details: { reason: input.reason, receipt_url: order.receiptUrl },
    });
  });
}
