import type { CheckDecision, QualityCheck } from '@fardin/core/contract-commerce';
import { HttpError, notFound } from '../http/errors';
import { saveCheckDecision } from '../modules/orders/steps-service';
import { lockLine, syncOrderStage } from '../modules/orders/line-state-service';
import { stepLine } from './line-step';
import type { FlowDeps } from './flow-deps';

/**
 * The shopper decides on a line's quality check (OPERATIONS.md section 1), of their own order only
 * (another shopper's line answers 404): approved, the line moves `checked -> ready` (free storage
 * starts) and the order's stage follows; a return or an exchange (reason required) stays `checked`
 * for staff to act on. One transaction; the decision also ends the check's reminders.
 */
export async function decideQualityCheck(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  input: {
    userId: number;
    orderId: number;
    lineId: number;
    decision: Exclude<CheckDecision, 'pending'>;
    reason?: string | null | undefined;
  },
): Promise<QualityCheck> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, input.lineId, input.userId);
    if (target.order.id !== input.orderId) throw notFound('order.line_not_found');
    // At the warehouse: `received` has no check yet (404 below), `checked` waits for this decision.
    const { state } = target.line;
    if (state !== 'checked' && state !== 'received') throw new HttpError(409, 'quality_check.not_at_warehouse');
    const check = await saveCheckDecision(tx, {
      lineId: input.lineId,
      decision: input.decision,
      reason: input.reason,
      at,
    });
    if (input.decision === 'approved' && state === 'checked') {
      await stepLine(tx, at, target, 'ready', { id: input.userId, kind: 'shopper' });
      await syncOrderStage(tx, input.orderId, at);
    }
    return check;
  });
}
