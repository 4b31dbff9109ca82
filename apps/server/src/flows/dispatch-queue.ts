import type { DispatchParcel } from '@fardin/core/contract-riders';
import { fromCents } from '@fardin/core/money';
import type { FlowDeps } from './flow-deps';
import { adminParcels } from './parcel-views';
import { amountsToCollect } from './rider-drops';

/**
 * The dispatch screen's queue (OPERATIONS.md section 2, last mile): parcels received in Phnom Penh
 * (`arrived_pp`) or back from a failed attempt (`delivery_failed`), each with its destination and
 * the amount a rider would collect at the door (read from the orders' ledgers, as the rider's drop
 * does, never stored).
 */
export async function dispatchQueue(deps: Pick<FlowDeps, 'db' | 'now'>): Promise<DispatchParcel[]> {
  const parcels = await adminParcels(deps, { states: ['arrived_pp', 'delivery_failed'] });
  return Promise.all(
    parcels.map(async (p) => ({
      ...p,
      amount_to_collect: fromCents((await amountsToCollect(deps.db, p.id)).total),
    })),
  );
}
