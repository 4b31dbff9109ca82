import type { AuditActor } from '../modules/admin/audit-service';
import { lockOrder, rejectReceipt } from '../modules/orders/steps-service';
import type { FlowDeps } from './flow-deps';
import { recordRefusedReceipt } from './receipt-refused';

/** Staff refuse a bank-transfer receipt: the order is unpaid again (the shopper may upload another), audited. */
export async function rejectTransfer(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number; reason: string },
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    await rejectReceipt(tx, order.id, deps.now());
    await recordRefusedReceipt(tx, {
      shopperId: order.userId,
      orderId: order.id,
      reason: input.reason,
      receiptUrl: order.receiptUrl,
      actor,
      action: 'payment.transfer.reject',
      target: { type: 'order', id: order.id },
      at: deps.now(),
    });
  });
}
