import { HttpError } from '../http/errors';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { lockOrder } from '../modules/orders/steps-service';
import type { FlowDeps } from './flow-deps';
import { moveStageIn } from './steps/move-stage';

export interface CancelOrderInput {
  orderId: number;
  /** Staff's reason (on the shopper's timeline and in the audit row). */
  reason?: string | null | undefined;
  /** The shopper cancelling their own order: only theirs (404 otherwise) and only before payment. */
  userId?: number | undefined;
}

/**
 * Cancels an order in one transaction: the stage and timeline step, the reserved own stock given
 * back, a wallet-paid order refunded, and (staff, CLI) the audit row. A shopper may cancel an
 * order that is not paid yet.
 */
export async function cancelOrder(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: CancelOrderInput,
  actor?: AuditActor,
): Promise<{ id: number; stage: string; paymentStatus: string }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.userId);
    if (input.userId !== undefined && order.stage !== 'placed') throw new HttpError(409, 'order.cancel_not_allowed');
    const moved = await moveStageIn(tx, order, 'cancelled', {
      note: input.reason ?? null,
      at: deps.now(),
      actor:
        input.userId !== undefined ? { id: input.userId, kind: 'shopper' } : { id: actor?.id ?? null, kind: 'staff' },
    });
    if (actor)
      await recordAudit(tx, {
        actorId: actor,
        action: 'order.cancel',
        targetType: 'order',
        targetId: order.id,
        details: { reason: input.reason ?? null },
      });
    return moved;
  });
}
