import type { ReceiveAnswer } from '@fardin/core/contract-warehouse';
import { systemNote } from '@fardin/core/system-notes';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import {
  linesByIds,
  lockOrder,
  syncOrderStage,
  type LineRow,
  type OrderRow,
} from '../modules/orders/line-state-service';
import { addTracking, lineIdsByTrackingNo } from '../modules/operations/service';
import { recordReceipt, recordUnclaimed, unclaimedView } from '../modules/warehouse/service';
import { stepLine, type Actor, type FlowDeps } from './line-step';

export interface ReceiveInput {
  trackingNo: string;
  shelf?: string | undefined;
  photos?: string[] | undefined;
}

const RECEIVED_OR_LATER = new Set(['received', 'checked', 'ready']);

/**
 * Locks the orders of these lines in ascending id order (the fixed lock order of flows that move
 * lines of many orders) and reads the lines again under the locks.
 */
export async function lockLinesOrders(tx: FlowDeps['db'], lineIds: readonly number[]) {
  const before = await linesByIds(tx, lineIds);
  const orderIds = [...new Set(before.map((l) => l.orderId))].sort((a, b) => a - b);
  const orders = new Map<number, OrderRow>();
  for (const id of orderIds) orders.set(id, await lockOrder(tx, id));
  const lines = await linesByIds(tx, lineIds);
  return { orders, lines };
}

/** Moves locked lines to `received` with the shelf, records the tracking row and syncs their orders' stages. */
export async function receiveLines(
  tx: FlowDeps['db'],
  at: Date,
  locked: { orders: Map<number, OrderRow>; lines: LineRow[] },
  input: { trackingNo: string; shelf: string | null },
  actor: Actor,
) {
  for (const line of locked.lines) {
    await stepLine(tx, at, { order: locked.orders.get(line.orderId)!, line }, 'received', actor, {
      note: input.shelf ? systemNote('parcel.shelf', { shelf: input.shelf }) : null,
    });
    await addTracking(tx, { lineId: line.id, trackingNo: input.trackingNo, shelf: input.shelf, at });
  }
  for (const orderId of new Set(locked.lines.map((l) => l.orderId))) await syncOrderStage(tx, orderId, at);
  return locked.lines.map((l) => ({
    line_id: l.id,
    order_id: l.orderId,
    title: l.title,
    state: l.state,
    shelf: input.shelf,
  }));
}

/**
 * A scan at the overseas warehouse (`POST /api/admin/warehouse/receive`, decision 0043): the lines
 * whose seller shipped them under this tracking number move to `received` on the shelf, in one
 * transaction with the receipt and audit rows. A number that matches no line makes (or finds) an
 * unclaimed parcel. A second scan of a number already received: 409 `warehouse.already_received`.
 */
export async function receiveParcel(deps: FlowDeps, input: ReceiveInput, actor: Actor): Promise<ReceiveAnswer> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const shelf = input.shelf || null;
    const photos = input.photos ?? [];
    const lineIds = await lineIdsByTrackingNo(tx, input.trackingNo);
    if (lineIds.length === 0) {
      const { parcel, created } = await recordUnclaimed(tx, {
        trackingNo: input.trackingNo,
        shelf,
        photos,
        actorId: actor.id,
        at,
      });
      if (created && actor.id !== null)
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'warehouse.unclaimed',
          targetType: 'unclaimed_parcel',
          targetId: parcel.id,
          details: { tracking_no: input.trackingNo, shelf },
        });
      return { outcome: 'unclaimed', tracking_no: input.trackingNo, lines: [], unclaimed: unclaimedView(parcel) };
    }
    const locked = await lockLinesOrders(tx, lineIds);
    const awaited = locked.lines.filter((l) => l.state === 'seller_shipped');
    if (awaited.length === 0) {
      if (locked.lines.some((l) => RECEIVED_OR_LATER.has(l.state)))
        throw new HttpError(409, 'warehouse.already_received');
      throw new HttpError(409, 'warehouse.line_not_awaited');
    }
    const lines = await receiveLines(
      tx,
      at,
      { orders: locked.orders, lines: awaited },
      { trackingNo: input.trackingNo, shelf },
      actor,
    );
    await recordReceipt(tx, {
      trackingNo: input.trackingNo,
      shelf,
      photos,
      lineIds: lines.map((l) => l.line_id),
      actorId: actor.id,
      at,
    });
    if (actor.id !== null)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'warehouse.receive',
        targetType: 'tracking_no',
        targetId: input.trackingNo,
        details: { shelf, line_ids: lines.map((l) => l.line_id) },
      });
    return { outcome: 'matched', tracking_no: input.trackingNo, lines, unclaimed: null };
  });
}
