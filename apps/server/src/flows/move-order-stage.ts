import type { OrderStage } from '@fardin/core/contract-commerce';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder } from '../modules/orders/steps-service';
import type { FlowDeps } from './flow-deps';
import { moveStageIn } from './steps/move-stage';

export interface MoveOrderStageInput {
  orderId: number;
  stage: OrderStage;
  /** Shown on the shopper's timeline. */
  note?: string | null | undefined;
  photos?: string[] | undefined;
}

/**
 * Staff (back office, CLI `order-status`) move an order to a later stage: the step, what it brings
 * along (cancel: stock back and wallet refund) and the audit row `order.stage`, in one transaction.
 */
export async function moveOrderStage(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: MoveOrderStageInput,
  actor: AuditActor,
): Promise<{ id: number; stage: string; paymentStatus: string }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const moved = await moveStageIn(tx, order, input.stage, {
      note: input.note,
      photos: input.photos,
      at: deps.now(),
      actor: { id: actor.id, kind: 'staff' },
    });
    await recordAudit(tx, {
      actorId: actor,
      action: 'order.stage',
      targetType: 'order',
      targetId: order.id,
      details: { stage: input.stage, note: input.note ?? null, payment_status: moved.paymentStatus },
    });
    return moved;
  });
}
