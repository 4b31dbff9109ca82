import type { QualityCheck } from '@fardin/core/contract-commerce';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { recordLineCheck } from '../modules/orders/steps-service';
import { lockLine, syncOrderStage } from '../modules/orders/line-state-service';
import type { CheckInput } from '../modules/orders/quality-check';
import { stepLine } from './line-step';
import type { FlowDeps } from './flow-deps';

/**
 * Staff record a line's quality check at the overseas warehouse (OPERATIONS.md section 1): a
 * `received` line moves to `checked` (its event row and the shopper's "QC ready" outbox row), the
 * order's stage follows, with the audit row, in one transaction. A `checked` line may be checked
 * again (the shopper's decision starts over); any other state answers 409.
 */
export async function recordQualityCheck(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: { orderId: number; lineId: number; check: CheckInput },
  actor: { id: number },
): Promise<QualityCheck> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, input.lineId);
    if (target.order.id !== input.orderId) throw notFound('order.line_not_found');
    const from = target.line.state;
    if (from !== 'received' && from !== 'checked') throw new HttpError(409, 'quality_check.not_at_warehouse');
    const check = await recordLineCheck(tx, { ...input, staffId: actor.id, at });
    if (from === 'received') {
      await stepLine(tx, at, target, 'checked', { id: actor.id, kind: 'staff' });
      await syncOrderStage(tx, input.orderId, at);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.quality_check',
      targetType: 'order',
      targetId: input.orderId,
      details: {
        line_id: input.lineId,
        photos: check.photos.length,
        weight_kg: check.weight_kg,
        note: check.note,
        from,
        to: 'checked',
      },
    });
    return check;
  });
}
