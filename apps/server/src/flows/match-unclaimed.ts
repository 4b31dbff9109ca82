import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { addTracking } from '../modules/operations/service';
import { claimUnclaimed, recordReceipt, unclaimedView } from '../modules/warehouse/service';
import { stepLine, type Actor, type FlowDeps } from './line-step';
import { lockLinesOrders, receiveLines } from './receive-parcel';

export interface MatchUnclaimedInput {
  unclaimedId: number;
  lineIds: number[];
  shelf?: string | undefined;
}

/**
 * Staff match an unclaimed parcel to the lines it holds (`POST /api/admin/warehouse/unclaimed/{id}/match`,
 * decision 0043): the parcel is claimed by a conditional update (two staff at once: one wins, 409
 * `warehouse.unclaimed_matched`), lines still `bought` get the parcel's tracking number
 * (`seller_shipped`), and all move to `received`, in one transaction with the receipt and audit rows.
 */
export async function matchUnclaimed(deps: FlowDeps, input: MatchUnclaimedInput, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const parcel = await claimUnclaimed(tx, input.unclaimedId, actor.id, at);
    const shelf = input.shelf || parcel.shelf || null;
    const lineIds = [...new Set(input.lineIds)].sort((a, b) => a - b);
    const locked = await lockLinesOrders(tx, lineIds);
    if (locked.lines.length !== lineIds.length) throw new HttpError(404, 'order.line_not_found');
    for (const line of locked.lines) {
      if (line.state === 'bought') {
        await stepLine(tx, at, { order: locked.orders.get(line.orderId)!, line }, 'seller_shipped', actor, {
          note: `unclaimed parcel ${parcel.trackingNo}`,
        });
        await addTracking(tx, { lineId: line.id, trackingNo: parcel.trackingNo, at });
      }
      if (line.state !== 'seller_shipped') throw new HttpError(409, 'warehouse.line_not_awaited');
    }
    const lines = await receiveLines(tx, at, locked, { trackingNo: parcel.trackingNo, shelf }, actor);
    await recordReceipt(tx, {
      trackingNo: parcel.trackingNo,
      shelf,
      photos: parcel.photos,
      lineIds,
      actorId: actor.id,
      unclaimedId: parcel.id,
      at,
    });
    if (actor.id !== null)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'warehouse.match_unclaimed',
        targetType: 'unclaimed_parcel',
        targetId: parcel.id,
        details: { line_ids: lineIds, shelf },
      });
    return { unclaimed: unclaimedView(parcel), lines };
  });
}
