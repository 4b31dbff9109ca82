import type { Db } from '@fardin/db/open-db';
import type { Drop } from '@fardin/core/contract-riders';
import { HttpError, notFound } from '../http/errors';
import { contactsOf, isActiveRider } from '../modules/accounts/staff-service';
import { recordAudit } from '../modules/admin/audit-service';
import { parcelsByIds, ordersOfParcel } from '../modules/parcels/service';
import { insertDrop, shopDay } from '../modules/riders/service';
import { lockWallet } from '../modules/wallet/service';
import { lockOrder } from '../modules/orders/line-state-service';
import type { FlowDeps } from './flow-deps';
import { dropView } from './rider-drops';
import { lockParcelForMove, stepParcel, syncShippingStage, type LockedParcel } from './steps/parcel-step';

type Deps = Pick<FlowDeps, 'db' | 'now'>;
type Rider = { id: number; name: string; phone: string };

/** The parcel states a rider can be given a parcel in (the dispatch queue's). */
const DELIVERABLE = new Set<string>(['arrived_pp', 'delivery_failed']);

async function riderOf(db: Db, riderId: number): Promise<Rider> {
  if (!(await isActiveRider(db, riderId))) throw new HttpError(422, 'rider.not_a_rider', { field: 'rider_id' });
  const contact = (await contactsOf(db, [riderId])).get(riderId);
  return { id: riderId, name: contact?.name ?? '', phone: contact?.phone ?? '' };
}

/**
 * One locked parcel onto the rider's list, inside the caller's transaction: out for delivery (the
 * shopper is told, with the rider's name and phone), a drop for today, the orders' stages, an
 * audit row. A parcel already on a list: 409 `rider.parcel_assigned` (insertDrop).
 */
async function giveToRider(tx: Db, at: Date, locked: LockedParcel, rider: Rider, actor: { id: number }) {
  await stepParcel(
    tx,
    at,
    locked,
    'out_for_delivery',
    { id: actor.id, kind: 'staff' },
    { payload: { rider_name: rider.name, rider_phone: rider.phone } },
  );
  const drop = await insertDrop(tx, {
    parcelId: locked.parcel.id,
    riderId: rider.id,
    day: shopDay(at),
    assignedBy: actor.id,
    at,
  });
  for (const o of locked.orders) await syncShippingStage(tx, o.id, at);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'parcel.assign',
    targetType: 'parcel',
    targetId: locked.parcel.id,
    details: { rider_id: rider.id, drop_id: drop.id },
  });
  return drop;
}

/**
 * Staff give a parcel that arrived in Phnom Penh (or failed a delivery) to a rider
 * (`POST /api/admin/parcels/{id}/assign`): the parcel goes out for delivery, the drop is on the
 * rider's list today.
 */
export async function assignParcel(deps: Deps, input: { parcelId: number; riderId: number }, actor: { id: number }) {
  const rider = await riderOf(deps.db, input.riderId);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, input.parcelId);
    if (locked.parcel.destination !== 'direct')
      throw new HttpError(409, 'parcel.move_not_allowed', {
        params: { from: locked.parcel.state, to: 'out_for_delivery' },
      });
    const drop = await giveToRider(tx, at, locked, rider, actor);
    return dropView(tx, drop, locked.parcel);
  });
}

/**
 * Several parcels to one rider in one transaction (`POST /api/admin/dispatch/assign`, decision
 * 0054): all or nothing. Locks in the journey's fixed order across the whole list (every order
 * by ascending id, then every shopper by ascending id, then each parcel by ascending id), so two
 * staff assigning overlapping lists run one after the other and never deadlock; the second then
 * finds a parcel out for delivery and the whole call answers 409 `dispatch.parcel_assigned`
 * naming it (`dispatch.parcel_not_deliverable` for a parcel not waiting for a rider). Each parcel
 * gets what the single assign gives it: its move, the shopper's notice, a drop, an audit row.
 */
export async function assignParcels(
  deps: Deps,
  input: { parcelIds: readonly number[]; riderId: number },
  actor: { id: number },
): Promise<Drop[]> {
  const rider = await riderOf(deps.db, input.riderId);
  const ids = [...new Set(input.parcelIds)].sort((a, b) => a - b);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const heads = await parcelsByIds(tx, ids);
    const missing = ids.find((id) => !heads.some((p) => p.id === id));
    if (missing !== undefined) throw notFound('parcel.not_found');
    const orderIds = new Set<number>();
    for (const id of ids) for (const o of await ordersOfParcel(tx, id)) orderIds.add(o.orderId);
    for (const id of [...orderIds].sort((a, b) => a - b)) await lockOrder(tx, id);
    for (const id of [...new Set(heads.map((p) => p.userId))].sort((a, b) => a - b)) await lockWallet(tx, id);
    const out: Drop[] = [];
    for (const id of ids) {
      const locked = await lockParcelForMove(tx, id);
      const { code, state, destination } = locked.parcel;
      if (state === 'out_for_delivery') throw new HttpError(409, 'dispatch.parcel_assigned', { params: { code } });
      if (!DELIVERABLE.has(state) || destination !== 'direct')
        throw new HttpError(409, 'dispatch.parcel_not_deliverable', { params: { code } });
      const drop = await giveToRider(tx, at, locked, rider, actor).catch((err: unknown) => {
        if (err instanceof HttpError && err.code === 'rider.parcel_assigned')
          throw new HttpError(409, 'dispatch.parcel_assigned', { params: { code } });
        throw err;
      });
      out.push(await dropView(tx, drop, locked.parcel));
    }
    return out;
  });
}
