import type { OrderTracking, TrackedParcel } from '@fardin/core/contract-commerce';
import type { ParcelState } from '@fardin/core/parcel-journey';
import { batchesByIds } from '../modules/batches/service';
import { orderTrackingByCode } from '../modules/orders/tracking-service';
import { parcelEventsOf, parcelsOfOrder } from '../modules/parcels/service';
import type { ParcelFlowDeps } from './pack-parcel';

type Deps = Pick<ParcelFlowDeps, 'db'>;

/** The states in which a parcel is on its way to Phnom Penh: its batch's ETA is shown until the batch arrives. */
const ON_THE_WAY: readonly ParcelState[] = ['in_batch', 'departed'];

/**
 * Public order tracking (`GET /api/tracking_order/{code}`, decision 0014) with the parcels the order
 * travels in (issue 27): each parcel's code, state, dated steps and its batch's ETA while on the
 * way. Nothing personal leaves here: no name, phone, address, photos, notes or amounts.
 */
export async function trackOrder(deps: Deps, input: { code: string }): Promise<OrderTracking> {
  const { db } = deps;
  const { orderId, tracking } = await orderTrackingByCode(db, input.code);
  const rows = await parcelsOfOrder(db, orderId);
  const batchIds = rows.flatMap((r) => (r.batchId !== null && ON_THE_WAY.includes(r.state) ? [r.batchId] : []));
  // A batch that reached Phnom Penh has no ETA left to show (its parcels are scanned in next).
  const eta = new Map(
    (await batchesByIds(db, batchIds)).flatMap((b) => (b.state === 'arrived' ? [] : [[b.id, b.eta] as const])),
  );
  const parcels: TrackedParcel[] = await Promise.all(
    rows.map(async (r) => ({
      code: r.code,
      state: r.state,
      steps: (await parcelEventsOf(db, r.id)).map((e) => ({ state: e.toState, date: e.createdAt.toISOString() })),
      eta: r.batchId !== null && ON_THE_WAY.includes(r.state) ? (eta.get(r.batchId) ?? null) : null,
    })),
  );
  return { ...tracking, parcels };
}
