import type { ShippingPreference } from '@fardin/core/parcel-journey';
import { lockOrder } from '../modules/orders/line-state-service';
import { setShippingPreference as savePreference } from '../modules/parcels/service';
import type { ParcelFlowDeps } from './pack-parcel';

/**
 * The shopper chooses per order (`PUT /api/orders/{id}/shipping-preference`): ship each parcel as
 * soon as it is ready (asap, the default) or wait and combine with their other orders. Another
 * shopper's order answers 404.
 */
export async function setShippingPreference(
  deps: Pick<ParcelFlowDeps, 'db' | 'now'>,
  input: { orderId: number; preference: ShippingPreference },
  actor: { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, actor.id);
    await savePreference(tx, order.id, input.preference, deps.now());
    return { order_id: order.id, preference: input.preference };
  });
}
