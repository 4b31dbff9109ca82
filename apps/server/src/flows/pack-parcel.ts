import { randomBytes } from 'node:crypto';
import { newParcelCode, type ParcelMode } from '@fardin/core/parcel-journey';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { sourceCountryOf } from '../modules/checkout/shipping-rates-service';
import { linesByIds, lockOrder, type OrderRow } from '../modules/orders/line-state-service';
import { addParcelLines, insertParcel, packedLineIds, recordParcelEvent } from '../modules/parcels/service';
import { lockOwner } from './line-step';
import type { FlowDeps } from './flow-deps';

export type ParcelFlowDeps = Pick<FlowDeps, 'db' | 'now' | 'payments'>;

/**
 * Staff pack a shopper's `ready` lines into a parcel (`POST /api/admin/parcels`): one shopper, one
 * destination, one transport mode and one source country (422 `parcel.mixed_lines` otherwise); a
 * line already packed answers 409. The parcel, its lines, its first event and the audit row land in
 * one transaction; the orders are locked by ascending id first, so two packers of one line: one wins.
 */
export async function packParcel(deps: ParcelFlowDeps, input: { lineIds: readonly number[] }, actor: { id: number }) {
  const ids = [...new Set(input.lineIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new HttpError(422, 'parcel.lines_required', { field: 'line_ids' });
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const heads = await linesByIds(tx, ids);
    if (heads.length !== ids.length) throw notFound('order.line_not_found');
    const orderIds = [...new Set(heads.map((l) => l.orderId))].sort((a, b) => a - b);
    const orders = new Map<number, OrderRow>();
    for (const id of orderIds) orders.set(id, await lockOrder(tx, id));
    const first = orders.get(orderIds[0]!)!;
    await lockOwner(tx, first);
    const lines = await linesByIds(tx, ids);
    if (lines.some((l) => l.state !== 'ready')) throw new HttpError(409, 'parcel.line_not_ready');
    if ((await packedLineIds(tx, ids)).length > 0) throw new HttpError(409, 'parcel.line_already_packed');

    const countries = new Set<string>();
    for (const l of lines) countries.add(await sourceCountryOf(tx, orders.get(l.orderId)!.store, l.country));
    const all = [...orders.values()];
    const same = <T>(pick: (o: OrderRow) => T) => all.every((o) => pick(o) === pick(first));
    if (countries.size !== 1 || !same((o) => o.userId) || !same((o) => o.delivery) || !same((o) => o.transport))
      throw new HttpError(422, 'parcel.mixed_lines');

    const parcel = await insertParcel(
      tx,
      {
        code: newParcelCode((n) => randomBytes(n)),
        userId: first.userId,
        destination: first.delivery,
        address: first.delivery === 'direct' ? first.address : null,
        mode: first.transport as ParcelMode,
        sourceCountry: [...countries][0]!,
        packedBy: actor.id,
      },
      at,
    );
    await addParcelLines(
      tx,
      parcel.id,
      lines.map((l) => ({ lineId: l.id, orderId: l.orderId })),
    );
    await recordParcelEvent(tx, { parcelId: parcel.id, from: null, to: 'packing', actor: { id: actor.id, kind: 'staff' }, at });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'parcel.pack',
      targetType: 'parcel',
      targetId: parcel.id,
      details: { code: parcel.code, line_ids: ids },
    });
    return { parcel, lineIds: ids, orderIds };
  });
}
