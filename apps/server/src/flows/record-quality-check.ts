import type { QualityCheck } from '@fardin/core/contract-commerce';
import { recordAudit } from '../modules/admin/audit-service';
import { recordLineCheck } from '../modules/orders/steps-service';
import type { CheckInput } from '../modules/orders/quality-check';
import type { FlowDeps } from './flow-deps';

/** Staff record a line's quality check at the overseas warehouse, with its audit row, in one transaction. */
export async function recordQualityCheck(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number; lineId: number; check: CheckInput },
  actor: { id: number },
): Promise<QualityCheck> {
  return deps.db.transaction(async (tx) => {
    const check = await recordLineCheck(tx, { ...input, staffId: actor.id, at: deps.now() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.quality_check',
      targetType: 'order',
      targetId: input.orderId,
      details: { line_id: input.lineId, photos: check.photos.length, weight_kg: check.weight_kg, note: check.note },
    });
    return check;
  });
}
