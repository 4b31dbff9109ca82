import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder, saveOrderReferences as saveReferences } from '../modules/orders/steps-service';
import type { FlowDeps } from './flow-deps';

/** Staff record an order's marketplace order and carrier tracking numbers, audited, in one transaction. */
export async function saveOrderReferences(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number; marketplaceOrderNo?: string | undefined; trackingNo?: string | undefined },
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    await saveReferences(
      tx,
      order.id,
      { marketplaceOrderNo: input.marketplaceOrderNo, trackingNo: input.trackingNo },
      deps.now(),
    );
    await recordAudit(tx, {
      actorId: actor,
      action: 'order.references',
      targetType: 'order',
      targetId: order.id,
      details: {
        ...(input.marketplaceOrderNo !== undefined ? { marketplace_order_no: input.marketplaceOrderNo } : {}),
        ...(input.trackingNo !== undefined ? { tracking_no: input.trackingNo } : {}),
      },
    });
  });
}
