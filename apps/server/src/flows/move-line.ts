import type { LineState } from '@fardin/core/line-journey';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { lockLine, syncOrderStage } from '../modules/orders/line-state-service';
import { addTracking } from '../modules/operations/service';
import { unresolvedOfLines } from '../modules/operations/problem-service';
import { settleEndedLine, stepLine, type Actor, type FlowDeps } from './line-step';

export interface MoveLineInput {
  lineId: number;
  to: LineState;
  note?: string | undefined;
  trackingNo?: string | undefined;
  carrier?: string | undefined;
  shelf?: string | undefined;
}

/**
 * Staff move one line (`POST /api/admin/order-lines/{id}/move`): a guarded move with its event,
 * the seller's tracking number (seller_shipped) or shelf (received), the order's derived stage, a
 * refund row when the line ends (to Anakut Cash at once), and the audit row, in one transaction.
 */
export async function moveLine(deps: FlowDeps, input: MoveLineInput, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const target = await lockLine(tx, input.lineId);
    const from = target.line.state;
    if (input.to === 'seller_shipped' && !input.trackingNo) throw new HttpError(422, 'line.tracking_required');
    // A line on hold moves on only once its problem is answered (or it ends): moving it while the
    // shopper's answer is awaited would leave that problem open on a line that went on.
    if (
      from === 'problem' &&
      input.to !== 'cancelled' &&
      input.to !== 'returned' &&
      (await unresolvedOfLines(tx, [input.lineId])).length > 0
    )
      throw new HttpError(409, 'problem.still_open');
    await stepLine(tx, at, target, input.to, actor, { note: input.note ?? null });
    if (input.trackingNo || input.shelf)
      await addTracking(tx, {
        lineId: input.lineId,
        trackingNo: input.trackingNo ?? null,
        carrier: input.carrier ?? null,
        shelf: input.shelf ?? null,
        at,
      });
    if (input.to === 'cancelled' || input.to === 'returned')
      await settleEndedLine(tx, at, target, actor, { refundNow: input.to === 'cancelled' });
    const { after } = await syncOrderStage(tx, target.order.id, at, { note: input.note ?? null });
    if (actor.id !== null)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'order_line.move',
        targetType: 'order_line',
        targetId: input.lineId,
        details: { from, to: input.to, note: input.note ?? null, tracking_no: input.trackingNo ?? null },
      });
    return { line_id: input.lineId, state: input.to, order_stage: after };
  });
}
